/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/crypto/hash.h - synchronous message digests (shash), Linux
 * 6.1's interface: crypto_alloc_shash("sha256", 0, 0) gives a
 * transform; a descriptor (struct shash_desc, on the stack with
 * SHASH_DESC_ON_STACK or kmalloc'd with crypto_shash_descsize() bytes
 * more) holds one message's state through init, update..., final.
 * crypto/shash.c; docs/crypto.md.
 */
#ifndef _CRYPTO_HASH_H
#define _CRYPTO_HASH_H

#include "linux/crypto.h"

struct crypto_shash {
	unsigned int descsize;
	struct crypto_tfm base;
};

struct shash_desc {
	struct crypto_shash *tfm;
	void *__ctx[] CRYPTO_MINALIGN_ATTR;
};

/* The largest descriptor context any shash may ask for: Linux's bound */
#define HASH_MAX_DESCSIZE	(sizeof(struct shash_desc) + 360)
#define HASH_MAX_DIGESTSIZE	64

#define SHASH_DESC_ON_STACK(shash, ctx)                                 \
	char __##shash##_desc[sizeof(struct shash_desc) + HASH_MAX_DESCSIZE] \
		CRYPTO_MINALIGN_ATTR;                                   \
	struct shash_desc *shash = (struct shash_desc *)__##shash##_desc

struct shash_alg {
	int (*init)(struct shash_desc *desc);
	int (*update)(struct shash_desc *desc, const u8 *data,
		      unsigned int len);
	int (*final)(struct shash_desc *desc, u8 *out);
	/* optional: the whole message at once; else init, update, final */
	int (*digest)(struct shash_desc *desc, const u8 *data,
		      unsigned int len, u8 *out);
	/* optional: keyed hashes only; such a tfm needs a key first */
	int (*setkey)(struct crypto_shash *tfm, const u8 *key,
		      unsigned int keylen);
	int (*init_tfm)(struct crypto_shash *tfm);
	void (*exit_tfm)(struct crypto_shash *tfm);
	unsigned int descsize;
	unsigned int digestsize;
	struct crypto_alg base;
};

static inline struct crypto_tfm *crypto_shash_tfm(struct crypto_shash *tfm)
{
	return &tfm->base;
}

static inline struct shash_alg *__crypto_shash_alg(struct crypto_alg *alg)
{
	return container_of(alg, struct shash_alg, base);
}

static inline struct shash_alg *crypto_shash_alg(struct crypto_shash *tfm)
{
	return __crypto_shash_alg(tfm->base.__crt_alg);
}

static inline unsigned int crypto_shash_digestsize(struct crypto_shash *tfm)
{
	return crypto_shash_alg(tfm)->digestsize;
}

static inline unsigned int crypto_shash_blocksize(struct crypto_shash *tfm)
{
	return crypto_tfm_alg_blocksize(&tfm->base);
}

static inline unsigned int crypto_shash_descsize(struct crypto_shash *tfm)
{
	return tfm->descsize;
}

static inline const char *crypto_shash_alg_name(struct crypto_shash *tfm)
{
	return crypto_tfm_alg_name(&tfm->base);
}

static inline const char *crypto_shash_driver_name(struct crypto_shash *tfm)
{
	return crypto_tfm_alg_driver_name(&tfm->base);
}

static inline u32 crypto_shash_get_flags(struct crypto_shash *tfm)
{
	return crypto_tfm_get_flags(&tfm->base);
}

static inline void *shash_desc_ctx(struct shash_desc *desc)
{
	return desc->__ctx;
}

/* The message's state gone: a digest's leftovers are secret */
static inline void shash_desc_zero(struct shash_desc *desc)
{
	memset(desc, 0, sizeof(*desc) + crypto_shash_descsize(desc->tfm));
}

struct crypto_shash *crypto_alloc_shash(const char *alg_name, u32 type,
					u32 mask);
void crypto_free_shash(struct crypto_shash *tfm);
int crypto_has_shash(const char *alg_name, u32 type, u32 mask);
int crypto_shash_setkey(struct crypto_shash *tfm, const u8 *key,
			unsigned int keylen);
int crypto_shash_init(struct shash_desc *desc);
int crypto_shash_update(struct shash_desc *desc, const u8 *data,
			unsigned int len);
int crypto_shash_final(struct shash_desc *desc, u8 *out);
int crypto_shash_finup(struct shash_desc *desc, const u8 *data,
		       unsigned int len, u8 *out);
int crypto_shash_digest(struct shash_desc *desc, const u8 *data,
			unsigned int len, u8 *out);
int crypto_shash_tfm_digest(struct crypto_shash *tfm, const u8 *data,
			    unsigned int len, u8 *out);

#endif /* _CRYPTO_HASH_H */
