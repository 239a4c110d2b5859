// SPDX-License-Identifier: GPL-2.0
/*
 * crypto/api.c - the registry of algorithms (include/linux/crypto.h,
 * include/crypto/algapi.h; docs/crypto.md).
 *
 * An algorithm is registered after it passed the known-answer tests of
 * crypto/testmgr.c, never before: a broken one is refused, so that no
 * lookup can ever return it (Linux gets the same with its "larval"
 * placeholders, which a lookup waits on until the test is done).
 *
 * A lookup by name ("aes") takes the highest priority among those of
 * that name; by driver name ("aes-generic") exactly that one.  A name
 * none has, of the form "tmpl(inner)", goes to the template "tmpl",
 * which builds and registers the instance, then the lookup is tried
 * again.
 *
 * Counts: cra_refcnt is 1 for the registration and one more for each
 * transform (and each instance built on the algorithm); a transform
 * also holds the algorithm's module, so that rmmod waits for its users.
 */
#include "internal.h"
#include "linux/export.h"
#include "linux/kernel.h"
#include "linux/module.h"
#include "linux/printk.h"

LIST_HEAD(crypto_alg_list);
DEFINE_MUTEX(crypto_alg_lock);
static LIST_HEAD(crypto_template_list);
static LIST_HEAD(crypto_instance_list);
/* One instantiation at a time: two users of "cbc(aes)" get one instance */
static DEFINE_MUTEX(crypto_tmpl_lock);

bool crypto_alg_get(struct crypto_alg *alg)
{
	if (!try_module_get(alg->cra_module))
		return false;
	atomic_inc(&alg->cra_refcnt);
	return true;
}

void crypto_mod_put(struct crypto_alg *alg)
{
	struct module *mod = alg->cra_module;

	atomic_dec(&alg->cra_refcnt);
	module_put(mod);
}
EXPORT_SYMBOL_GPL(crypto_mod_put);

static bool name_ok(const char *name)
{
	return name[0] && strnlen(name, CRYPTO_MAX_ALG_NAME) < CRYPTO_MAX_ALG_NAME;
}

/* What every algorithm needs, and a cipher's own operations */
static int crypto_check_alg(struct crypto_alg *alg)
{
	const struct cipher_alg *c = &alg->cra_cipher;

	if (!name_ok(alg->cra_name))
		return -EINVAL;
	if (!alg->cra_driver_name[0])	/* Linux's default: the name */
		strlcpy(alg->cra_driver_name, alg->cra_name,
			CRYPTO_MAX_ALG_NAME);
	if (!name_ok(alg->cra_driver_name) ||
	    alg->cra_blocksize > PAGE_SIZE / 8)
		return -EINVAL;
	if (!alg->cra_type && (alg->cra_flags & CRYPTO_ALG_TYPE_MASK) ==
				      CRYPTO_ALG_TYPE_CIPHER &&
	    (!c->cia_setkey || !c->cia_encrypt || !c->cia_decrypt ||
	     c->cia_min_keysize > c->cia_max_keysize))
		return -EINVAL;
	return 0;
}

static struct crypto_alg *find_driver(const char *driver)
{
	struct crypto_alg *a;

	list_for_each_entry(a, &crypto_alg_list, cra_list)
		if (!strcmp(a->cra_driver_name, driver))
			return a;
	return NULL;
}

/* Tested, then listed (with its instance record, if it is one) */
static int __crypto_register_alg(struct crypto_alg *alg,
				 struct crypto_instance *inst)
{
	int err = crypto_check_alg(alg);

	if (err)
		return err;
	atomic_set(&alg->cra_refcnt, 1);
	alg->cra_flags &= ~(CRYPTO_ALG_TESTED | CRYPTO_ALG_DEAD);
	err = alg_test(alg);
	if (err) {
		pr_err("alg: self-tests for %s (%s) failed (rc=%d)\n",
		       alg->cra_driver_name, alg->cra_name, err);
		return err;
	}
	alg->cra_flags |= CRYPTO_ALG_TESTED;
	mutex_lock(&crypto_alg_lock);
	if (find_driver(alg->cra_driver_name)) {
		mutex_unlock(&crypto_alg_lock);
		pr_err("crypto: %s is registered already\n",
		       alg->cra_driver_name);
		return -EEXIST;
	}
	list_add(&alg->cra_list, &crypto_alg_list);
	if (inst)
		list_add(&inst->list, &crypto_instance_list);
	mutex_unlock(&crypto_alg_lock);
	return 0;
}

int crypto_register_alg(struct crypto_alg *alg)
{
	return __crypto_register_alg(alg, NULL);
}
EXPORT_SYMBOL_GPL(crypto_register_alg);

int crypto_register_instance(struct crypto_instance *inst)
{
	inst->alg->cra_flags |= CRYPTO_ALG_INSTANCE;
	return __crypto_register_alg(inst->alg, inst);
}
EXPORT_SYMBOL_GPL(crypto_register_instance);

/* Off the list; its users, if any are left, are the caller's bug */
static void crypto_alg_gone(struct crypto_alg *alg)
{
	int users = atomic_read(&alg->cra_refcnt) - 1;

	if (users)
		pr_err("crypto: %s unregistered with %d users left\n",
		       alg->cra_driver_name, users);
	if (alg->cra_destroy)
		alg->cra_destroy(alg);
}

/*
 * Under crypto_alg_lock: the instances of tmpl, or built on inner, off
 * the list and onto gone; free_instances() then frees them unlocked.
 */
static void take_instances(struct list_head *gone,
			   const struct crypto_template *tmpl,
			   const struct crypto_alg *inner)
{
	struct crypto_instance *inst, *n;

	list_for_each_entry_safe(inst, n, &crypto_instance_list, list) {
		if (inst->tmpl != tmpl && inst->inner != inner)
			continue;
		list_del_init(&inst->alg->cra_list);
		inst->alg->cra_flags |= CRYPTO_ALG_DEAD;
		list_move_tail(&inst->list, gone);
	}
}

static void free_instances(struct list_head *gone)
{
	struct crypto_instance *inst, *n;

	list_for_each_entry_safe(inst, n, gone, list) {
		list_del(&inst->list);
		crypto_alg_gone(inst->alg);
		inst->free(inst);
	}
}

/*
 * The instances built on alg go first (nothing can use them once it is
 * gone: ecb(aes-mine) without aes-mine), then alg itself.
 */
void crypto_unregister_alg(struct crypto_alg *alg)
{
	LIST_HEAD(gone);

	mutex_lock(&crypto_alg_lock);
	if (!alg->cra_list.next || list_empty(&alg->cra_list)) {
		mutex_unlock(&crypto_alg_lock);
		pr_err("crypto: %s: unregistered but not registered\n",
		       alg->cra_driver_name);
		return;
	}
	take_instances(&gone, NULL, alg);
	list_del_init(&alg->cra_list);
	alg->cra_flags |= CRYPTO_ALG_DEAD;
	mutex_unlock(&crypto_alg_lock);
	free_instances(&gone);
	crypto_alg_gone(alg);
}
EXPORT_SYMBOL_GPL(crypto_unregister_alg);

int crypto_register_array(void *items, size_t stride, int count,
			  int (*reg)(void *item), void (*unreg)(void *item))
{
	int i, err;

	for (i = 0; i < count; i++) {
		err = reg((char *)items + i * stride);
		if (err)
			goto undo;
	}
	return 0;
undo:
	crypto_unregister_array(items, stride, i, unreg);
	return err;
}

/* In the reverse order of registration */
void crypto_unregister_array(void *items, size_t stride, int count,
			     void (*unreg)(void *item))
{
	while (count-- > 0)
		unreg((char *)items + count * stride);
}

static int reg_alg(void *alg)
{
	return crypto_register_alg(alg);
}

static void unreg_alg(void *alg)
{
	crypto_unregister_alg(alg);
}

int crypto_register_algs(struct crypto_alg *algs, int count)
{
	return crypto_register_array(algs, sizeof(*algs), count, reg_alg,
				     unreg_alg);
}
EXPORT_SYMBOL_GPL(crypto_register_algs);

void crypto_unregister_algs(struct crypto_alg *algs, int count)
{
	crypto_unregister_array(algs, sizeof(*algs), count, unreg_alg);
}
EXPORT_SYMBOL_GPL(crypto_unregister_algs);

int crypto_register_template(struct crypto_template *tmpl)
{
	struct crypto_template *t;

	if (!name_ok(tmpl->name) || !tmpl->create)
		return -EINVAL;
	mutex_lock(&crypto_tmpl_lock);
	list_for_each_entry(t, &crypto_template_list, list) {
		if (!strcmp(t->name, tmpl->name)) {
			mutex_unlock(&crypto_tmpl_lock);
			return -EEXIST;
		}
	}
	list_add(&tmpl->list, &crypto_template_list);
	mutex_unlock(&crypto_tmpl_lock);
	return 0;
}
EXPORT_SYMBOL_GPL(crypto_register_template);

/* Its instances go with it: their code is the template's */
void crypto_unregister_template(struct crypto_template *tmpl)
{
	LIST_HEAD(gone);

	mutex_lock(&crypto_tmpl_lock);
	list_del(&tmpl->list);
	mutex_unlock(&crypto_tmpl_lock);
	mutex_lock(&crypto_alg_lock);
	take_instances(&gone, tmpl, NULL);
	mutex_unlock(&crypto_alg_lock);
	free_instances(&gone);
}
EXPORT_SYMBOL_GPL(crypto_unregister_template);

int crypto_inst_setname(struct crypto_alg *inst, const char *tmpl,
			const struct crypto_alg *inner)
{
	if (snprintf(inst->cra_name, CRYPTO_MAX_ALG_NAME, "%s(%s)", tmpl,
		     inner->cra_name) >= CRYPTO_MAX_ALG_NAME ||
	    snprintf(inst->cra_driver_name, CRYPTO_MAX_ALG_NAME, "%s(%s)",
		     tmpl, inner->cra_driver_name) >= CRYPTO_MAX_ALG_NAME)
		return -ENAMETOOLONG;
	return 0;
}
EXPORT_SYMBOL_GPL(crypto_inst_setname);

/*
 * The best match, counted.  Algorithms marked internal are only for
 * those who ask for them (type and mask both say CRYPTO_ALG_INTERNAL).
 * Templates use this one for their inner algorithm: they run under
 * crypto_tmpl_lock, which crypto_alg_mod_lookup() would take again.
 */
struct crypto_alg *crypto_alg_lookup(const char *name, u32 type, u32 mask)
{
	struct crypto_alg *a, *best = NULL;

	if (!((type | mask) & CRYPTO_ALG_INTERNAL))
		mask |= CRYPTO_ALG_INTERNAL;
	mutex_lock(&crypto_alg_lock);
	list_for_each_entry(a, &crypto_alg_list, cra_list) {
		bool exact = !strcmp(a->cra_driver_name, name);

		if ((a->cra_flags ^ type) & mask)
			continue;
		if (exact) {
			best = a;
			break;
		}
		if (!strcmp(a->cra_name, name) &&
		    (!best || a->cra_priority > best->cra_priority))
			best = a;
	}
	if (best && !crypto_alg_get(best))
		best = NULL;
	mutex_unlock(&crypto_alg_lock);
	return best;
}
EXPORT_SYMBOL_GPL(crypto_alg_lookup);

/* "tmpl(inner)" split into its two names; false if it is not that form */
static bool split_tmpl_name(const char *name, char *tmpl, char *inner)
{
	const char *open = strchr(name, '(');
	size_t len = strlen(name), tlen;

	if (!open || open == name || len < 4 || name[len - 1] != ')')
		return false;
	tlen = (size_t)(open - name);
	if (tlen >= CRYPTO_MAX_ALG_NAME || len - tlen - 2 == 0 ||
	    len - tlen - 2 >= CRYPTO_MAX_ALG_NAME)
		return false;
	memcpy(tmpl, name, tlen);
	tmpl[tlen] = 0;
	memcpy(inner, open + 1, len - tlen - 2);
	inner[len - tlen - 2] = 0;
	return true;
}

static struct crypto_template *find_template(const char *name)
{
	struct crypto_template *t;

	list_for_each_entry(t, &crypto_template_list, list)
		if (!strcmp(t->name, name) && try_module_get(t->module))
			return t;
	return NULL;
}

/* Under crypto_tmpl_lock: has the template build name, if it can */
static int crypto_instantiate(const char *name)
{
	char *tname = kmalloc(2 * CRYPTO_MAX_ALG_NAME, GFP_KERNEL);
	struct crypto_template *tmpl;
	int err = -ENOENT;

	if (!tname)
		return -ENOMEM;
	if (!split_tmpl_name(name, tname, tname + CRYPTO_MAX_ALG_NAME))
		goto out;
	tmpl = find_template(tname);
	if (!tmpl)
		goto out;
	err = tmpl->create(tmpl, tname + CRYPTO_MAX_ALG_NAME);
	module_put(tmpl->module);
out:
	kfree(tname);
	return err;
}

struct crypto_alg *crypto_alg_mod_lookup(const char *name, u32 type, u32 mask)
{
	struct crypto_alg *alg;
	int err;

	if (!name || strnlen(name, CRYPTO_MAX_ALG_NAME) >= CRYPTO_MAX_ALG_NAME)
		return ERR_PTR(-ENOENT);
	alg = crypto_alg_lookup(name, type, mask);
	if (alg)
		return alg;
	mutex_lock(&crypto_tmpl_lock);
	alg = crypto_alg_lookup(name, type, mask);	/* made meanwhile? */
	if (!alg) {
		err = crypto_instantiate(name);
		/*
		 * -EEXIST: the instance is there, of another type than
		 * asked ("cbc(aes)" as a shash): as good as not found
		 */
		if (err && err != -EEXIST) {
			mutex_unlock(&crypto_tmpl_lock);
			return ERR_PTR(err);
		}
		alg = crypto_alg_lookup(name, type, mask);
	}
	mutex_unlock(&crypto_tmpl_lock);
	return alg ? alg : ERR_PTR(-ENOENT);
}
EXPORT_SYMBOL_GPL(crypto_alg_mod_lookup);

void *crypto_create_tfm(struct crypto_alg *alg,
			const struct crypto_type *frontend)
{
	char *mem = kzalloc(frontend->tfmsize + sizeof(struct crypto_tfm) +
			    alg->cra_ctxsize, GFP_KERNEL);
	struct crypto_tfm *tfm;
	int err = 0;

	if (!mem)
		return ERR_PTR(-ENOMEM);
	tfm = (struct crypto_tfm *)(mem + frontend->tfmsize);
	tfm->__crt_alg = alg;
	if (frontend->init_tfm)
		err = frontend->init_tfm(tfm);
	else if (alg->cra_init)
		err = alg->cra_init(tfm);
	if (err) {
		kfree(mem);
		return ERR_PTR(err);
	}
	return mem;
}
EXPORT_SYMBOL_GPL(crypto_create_tfm);

void *crypto_alloc_tfm(const char *alg_name,
		       const struct crypto_type *frontend, u32 type, u32 mask)
{
	struct crypto_alg *alg;
	void *tfm;

	type &= ~CRYPTO_ALG_TYPE_MASK;
	type |= frontend->type;
	mask |= frontend->maskset;
	alg = crypto_alg_mod_lookup(alg_name, type, mask);
	if (IS_ERR(alg))
		return alg;
	tfm = crypto_create_tfm(alg, frontend);
	if (IS_ERR(tfm))
		crypto_mod_put(alg);
	return tfm;
}
EXPORT_SYMBOL_GPL(crypto_alloc_tfm);

/* The context holds keys: zeroed before the memory goes back */
void crypto_destroy_tfm(void *mem, struct crypto_tfm *tfm)
{
	struct crypto_alg *alg;

	if (!mem || IS_ERR(mem))
		return;
	alg = tfm->__crt_alg;
	if (tfm->exit)
		tfm->exit(tfm);
	else if (alg->cra_exit)
		alg->cra_exit(tfm);
	memzero_explicit(tfm->__crt_ctx, alg->cra_ctxsize);
	kfree(mem);
	crypto_mod_put(alg);
}
EXPORT_SYMBOL_GPL(crypto_destroy_tfm);

int crypto_has_alg(const char *name, u32 type, u32 mask)
{
	struct crypto_alg *alg = crypto_alg_mod_lookup(name, type, mask);

	if (IS_ERR(alg))
		return 0;
	crypto_mod_put(alg);
	return 1;
}
EXPORT_SYMBOL_GPL(crypto_has_alg);

void crypto_req_done(struct crypto_async_request *req, int err)
{
	struct crypto_wait *wait = req->data;

	if (err == -EINPROGRESS)	/* left the backlog: not done yet */
		return;
	wait->err = err;
	complete(&wait->completion);
}
EXPORT_SYMBOL_GPL(crypto_req_done);
