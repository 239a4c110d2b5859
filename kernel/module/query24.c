// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/query24.c - query_module(2), Linux 2.4's one question
 * about modules (CONFIG_MODULES_24, beside kernel/module/legacy24.c), as
 * its man page describes it:
 *
 *	QM_NONE		nothing: whether the call exists
 *	QM_MODULES	the loaded modules' names
 *	QM_DEPS		the names of the modules a module uses
 *	QM_REFS		the names of the modules that use it
 *	QM_SYMBOL	a module's exports (name NULL: the kernel's), as
 *			struct module_symbol entries, then their names
 *	QM_INFO		its address, size, state flags and use count
 *
 * Names come NUL-ended, one after another, and *ret says how many.  A
 * buffer too small is ENOSPC with *ret set to the bytes needed, so a
 * caller (modutils' lsmod and insmod) asks once, then again with room.
 * Modules still being linked (Unformed) are nobody's business yet.
 */
#include "linux/kernel.h"
#include "linux/errno.h"
#include "linux/module.h"
#include "linux/module24.h"
#include "linux/mutex.h"
#include "linux/string.h"
#include "asm/uaccess.h"
#include "internal.h"

/* What a query writes to the caller's buffer, or would */
struct qm_out {
	char __user *buf;
	size_t size;		/* of buf */
	size_t used;		/* bytes written, or that would be */
	size_t count;		/* names or symbols */
	int err;		/* -EFAULT once a copy failed */
};

/* n bytes at offset off, if they fit: sizes are counted either way */
static void qm_put(struct qm_out *o, size_t off, const void *p, size_t n)
{
	if (off + n <= o->size && copy_to_user(o->buf + off, p, n))
		o->err = -EFAULT;
	if (off + n > o->used)
		o->used = off + n;
}

static void qm_name(struct qm_out *o, const char *name)
{
	qm_put(o, o->used, name, strlen(name) + 1);
	o->count++;
}

static void qm_modules(struct qm_out *o)
{
	struct module *mod;

	list_for_each_entry(mod, &modules, list)
		if (mod->state != MODULE_STATE_UNFORMED)
			qm_name(o, mod->name);
}

/* QM_DEPS: the targets mod uses; QM_REFS: the sources that use it */
static void qm_uses(struct qm_out *o, struct module *mod, bool refs)
{
	struct module_use *use;

	if (refs)
		list_for_each_entry(use, &mod->source_list, source_list)
			qm_name(o, use->source->name);
	else
		list_for_each_entry(use, &mod->target_list, target_list)
			qm_name(o, use->target->name);
}

/*
 * QM_SYMBOL: n entries { value, offset of the name in buf }, then the
 * names; mod NULL is the kernel.
 */
static void qm_symbols(struct qm_out *o, const struct module *mod)
{
	const struct kernel_symbol *s = mod ? mod->syms : __start___ksymtab;
	size_t n = mod ? mod->num_syms : (size_t)(__stop___ksymtab - s);
	size_t i, name = n * sizeof(struct module_symbol);

	for (i = 0; i < n; i++) {
		struct module_symbol e = { s[i].value, name };

		qm_put(o, i * sizeof(e), &e, sizeof(e));
		qm_put(o, name, s[i].name, strlen(s[i].name) + 1);
		name += strlen(s[i].name) + 1;
	}
	o->count = n;
}

static void qm_info(struct qm_out *o, const struct module *mod)
{
	struct module_info info = {
		.addr = (unsigned long)mod->module_core,
		.size = mod->core_size,
		.usecount = module_refcount(mod),
	};

	if (mod->state == MODULE_STATE_LIVE)
		info.flags = MOD_RUNNING;
	else if (mod->state == MODULE_STATE_COMING)
		info.flags = MOD_INITIALIZING;
	else
		info.flags = MOD_DELETED;
	qm_put(o, 0, &info, sizeof(info));
	o->count = sizeof(info);	/* what 2.4 put in *ret */
}

/* Answer which about mod (NULL: the kernel), module_mutex held */
static int qm_answer(struct qm_out *o, int which, struct module *mod)
{
	switch (which) {
	case QM_MODULES:
		qm_modules(o);
		return 0;
	case QM_SYMBOL:
		qm_symbols(o, mod);
		return 0;
	}
	if (!mod)		/* the kernel uses and is used by nothing */
		return -EINVAL;
	if (which == QM_INFO)
		qm_info(o, mod);
	else
		qm_uses(o, mod, which == QM_REFS);
	return 0;
}

long sys_query_module(const char __user *uname, int which, char __user *buf,
		      size_t bufsize, size_t __user *ret)
{
	struct qm_out o = { .buf = buf, .size = bufsize };
	char name[MODULE_NAME_LEN];
	struct module *mod = NULL;
	long n;
	int err;

	if (which == QM_NONE)
		return 0;
	if (which < QM_MODULES || which > QM_INFO)
		return -EINVAL;
	if (uname && which != QM_MODULES) {
		n = strncpy_from_user(name, uname, sizeof(name));
		if (n < 0)
			return n;
		if (n == sizeof(name))
			return -ENOENT;	/* longer than any module's name */
	}
	mutex_lock(&module_mutex);
	if (uname && which != QM_MODULES) {
		mod = find_module(name);
		err = mod ? 0 : -ENOENT;
	} else {
		err = 0;
	}
	if (!err)
		err = qm_answer(&o, which, mod);
	mutex_unlock(&module_mutex);
	if (!err)
		err = o.err;
	if (!err && o.used > bufsize)
		err = -ENOSPC;
	if ((!err || err == -ENOSPC) &&
	    put_user(err ? o.used : o.count, ret))
		return -EFAULT;
	return err;
}
