// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/misc/lkdtm_direct.c - the crash triggers as a file, where
 * Linux's LKDTM puts them: writing a kind to
 * /sys/kernel/debug/provoke-crash/DIRECT runs trigger_oops() inside the
 * write(2) system call, so the oops's trace ends in sys_write and
 * syscall_call.  The kinds are lkdtm.c's ("bug", "null", ...), in either
 * case, and a few of Linux's LKDTM names for the same crashes; and the
 * heap mistakes of lkdtm_heap.c (WRITE_AFTER_FREE...), which do not oops
 * and so are not listed: the shell's `oops` offers the list.  Reading
 * the file lists the kinds, as Linux's does.  It is in debugfs: seen
 * once that is mounted (/sbin/init and busybox's inittab mount it).
 */
#include "linux/kernel.h"
#include "linux/debugfs.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/oops.h"
#include "linux/seq_buf.h"
#include "lkdtm.h"

#define KIND_MAX	32

static const struct {
	const char *linux_name, *kind;
} aliases[] = {
	{ "exception", "null" },
	{ "access_null", "null" },
	{ "write_kern", "wrtext" },
	{ "exhaust_stack", "overflow" },
};

static long direct_store(const char *buf, size_t len, void *priv)
{
	char kind[KIND_MAX];
	size_t i, n = len;

	(void)priv;
	while (n && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
		n--;
	if (!n || n >= sizeof(kind))
		return -EINVAL;
	for (i = 0; i < n; i++)
		kind[i] = buf[i] >= 'A' && buf[i] <= 'Z' ? buf[i] + 32 : buf[i];
	kind[n] = '\0';
	for (i = 0; i < ARRAY_SIZE(aliases); i++)
		if (!strcmp(kind, aliases[i].linux_name))
			strlcpy(kind, aliases[i].kind, sizeof(kind));
	if (!lkdtm_heap(kind))
		return (long)len;
	return trigger_oops(kind) ? -EINVAL : (long)len;
}

static size_t direct_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	const char *kind;
	size_t i;

	(void)priv;
	seq_printf(&s, "Available crash types:\n");
	for (i = 0; (kind = oops_kind_name(i)); i++)
		seq_printf(&s, "%s\n", kind);

	return s.len;
}

static int __init lkdtm_direct_init(void)
{
	struct dentry *dir = debugfs_create_dir("provoke-crash", NULL);
	struct dentry *d = IS_ERR(dir) ? NULL :
			   fs_create_gen_at(dir, "DIRECT", direct_show, NULL);

	if (!d)
		return -ENOMEM;
	d->d_inode->store = direct_store;
	return 0;
}
__define_initcall(lkdtm_direct_init);
