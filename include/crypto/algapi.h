/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/crypto/algapi.h - for those who write algorithms rather than
 * use them: what a type of algorithm (shash, skcipher) tells the core,
 * and templates, which make an algorithm out of another on demand:
 * asking for "cbc(aes)" finds the template "cbc" and has it build the
 * instance around the best "aes" (crypto/api.c).
 */
#ifndef _CRYPTO_ALGAPI_H
#define _CRYPTO_ALGAPI_H

#include "linux/crypto.h"

struct seq_file;

/*
 * A type of algorithm, as its users see it (shash, skcipher): the
 * front end's struct holds its struct crypto_tfm at offset tfmsize;
 * type/maskset are what a lookup through this front end asks for.
 */
struct crypto_type {
	int (*init_tfm)(struct crypto_tfm *tfm);
	void (*show)(struct seq_file *m, struct crypto_alg *alg);
	unsigned int type;
	unsigned int maskset;
	unsigned int tfmsize;
};

/*
 * A template: create() builds the instance "name(inner)" and registers
 * it (crypto_register_instance()); inner is a registered algorithm the
 * template holds while its instance lives.  Linux passes the names as
 * rtattrs; one inner algorithm by pointer is what ecb/cbc need.
 */
struct crypto_template {
	struct list_head list;
	struct module *module;
	int (*create)(struct crypto_template *tmpl, const char *inner);
	char name[CRYPTO_MAX_ALG_NAME];
};

/*
 * What an instance adds to its algorithm: the template that made it
 * and the algorithm inside, whose unregistration takes the instance
 * away first.  The instance holds no count on it (/proc/crypto's refcnt
 * of aes stays 1 beside cbc(aes), as Linux's does): each transform of
 * the instance holds one, and the module's, through its cipher's.
 */
struct crypto_instance {
	struct crypto_template *tmpl;
	struct crypto_alg *inner;
	void (*free)(struct crypto_instance *inst);
	struct list_head list;		/* in crypto_instance_list */
	struct crypto_alg *alg;		/* the instance's own, registered */
};

int crypto_register_template(struct crypto_template *tmpl);
void crypto_unregister_template(struct crypto_template *tmpl);
int crypto_register_instance(struct crypto_instance *inst);

/*
 * The best registered algorithm by name or driver name, of a type,
 * with its count (and module's) taken: crypto_mod_put() gives it back.
 * ERR_PTR(-ENOENT) when none is there and no template makes one.
 */
struct crypto_alg *crypto_alg_mod_lookup(const char *name, u32 type, u32 mask);
/* The same among the registered ones only (no template): NULL if none */
struct crypto_alg *crypto_alg_lookup(const char *name, u32 type, u32 mask);
void crypto_mod_put(struct crypto_alg *alg);
/* A transform of an algorithm already found (no new count taken) */
void *crypto_create_tfm(struct crypto_alg *alg,
			const struct crypto_type *frontend);
/* Found by name, then made; ERR_PTR on failure */
void *crypto_alloc_tfm(const char *alg_name,
		       const struct crypto_type *frontend, u32 type, u32 mask);

/* "cbc" and "aes" into "cbc(aes)"; -ENAMETOOLONG when it does not fit */
int crypto_inst_setname(struct crypto_alg *inst, const char *tmpl,
			const struct crypto_alg *inner);

/* crypto/testmgr.c: the known-answer tests of a registration */
int alg_test(struct crypto_alg *alg);
/* 1 when the testmgr has vectors for the algorithm's name */
bool alg_test_known(const struct crypto_alg *alg);

static inline void crypto_xor(u8 *dst, const u8 *src, unsigned int size)
{
	while (size--)
		*dst++ ^= *src++;
}

#endif /* _CRYPTO_ALGAPI_H */
