// SPDX-License-Identifier: GPL-2.0
/*
 * crypto/shash.c - synchronous message digests (include/crypto/hash.h,
 * include/crypto/internal/hash.h): the front end's calls, the checks of
 * a registration, and the type's lines in /proc/crypto.
 */
#include "internal.h"
#include "crypto/internal/hash.h"
#include "linux/export.h"
#include "linux/seq_file.h"

static void crypto_shash_exit_tfm(struct crypto_tfm *tfm)
{
	struct crypto_shash *hash = container_of(tfm, struct crypto_shash,
						 base);

	crypto_shash_alg(hash)->exit_tfm(hash);
}

static int crypto_shash_init_tfm(struct crypto_tfm *tfm)
{
	struct crypto_shash *hash = container_of(tfm, struct crypto_shash,
						 base);
	struct shash_alg *alg = crypto_shash_alg(hash);

	hash->descsize = alg->descsize;
	if (alg->setkey)	/* a keyed hash: no digest before a key */
		crypto_tfm_set_flags(tfm, CRYPTO_TFM_NEED_KEY);
	if (alg->exit_tfm)
		tfm->exit = crypto_shash_exit_tfm;
	return alg->init_tfm ? alg->init_tfm(hash) : 0;
}

static void crypto_shash_show(struct seq_file *m, struct crypto_alg *alg)
{
	seq_printf(m, "type         : shash\n");
	seq_printf(m, "blocksize    : %u\n", alg->cra_blocksize);
	seq_printf(m, "digestsize   : %u\n", __crypto_shash_alg(alg)->digestsize);
}

const struct crypto_type crypto_shash_type = {
	.init_tfm = crypto_shash_init_tfm,
	.show = crypto_shash_show,
	.type = CRYPTO_ALG_TYPE_SHASH,
	.maskset = CRYPTO_ALG_TYPE_MASK,
	.tfmsize = offsetof(struct crypto_shash, base),
};

struct crypto_shash *crypto_alloc_shash(const char *alg_name, u32 type,
					u32 mask)
{
	return crypto_alloc_tfm(alg_name, &crypto_shash_type, type, mask);
}
EXPORT_SYMBOL_GPL(crypto_alloc_shash);

void crypto_free_shash(struct crypto_shash *tfm)
{
	crypto_destroy_tfm(tfm, crypto_shash_tfm(tfm));
}
EXPORT_SYMBOL_GPL(crypto_free_shash);

int crypto_has_shash(const char *alg_name, u32 type, u32 mask)
{
	type &= ~CRYPTO_ALG_TYPE_MASK;
	return crypto_has_alg(alg_name, type | CRYPTO_ALG_TYPE_SHASH,
			      mask | CRYPTO_ALG_TYPE_MASK);
}
EXPORT_SYMBOL_GPL(crypto_has_shash);

/* Linux's answer for a hash that takes no key: -ENOSYS */
int crypto_shash_setkey(struct crypto_shash *tfm, const u8 *key,
			unsigned int keylen)
{
	struct shash_alg *alg = crypto_shash_alg(tfm);
	int err;

	if (!alg->setkey)
		return -ENOSYS;
	err = alg->setkey(tfm, key, keylen);
	if (err) {
		crypto_tfm_set_flags(&tfm->base, CRYPTO_TFM_NEED_KEY);
		return err;
	}
	crypto_tfm_clear_flags(&tfm->base, CRYPTO_TFM_NEED_KEY);
	return 0;
}
EXPORT_SYMBOL_GPL(crypto_shash_setkey);

int crypto_shash_init(struct shash_desc *desc)
{
	if (crypto_shash_get_flags(desc->tfm) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	return crypto_shash_alg(desc->tfm)->init(desc);
}
EXPORT_SYMBOL_GPL(crypto_shash_init);

int crypto_shash_update(struct shash_desc *desc, const u8 *data,
			unsigned int len)
{
	return crypto_shash_alg(desc->tfm)->update(desc, data, len);
}
EXPORT_SYMBOL_GPL(crypto_shash_update);

int crypto_shash_final(struct shash_desc *desc, u8 *out)
{
	return crypto_shash_alg(desc->tfm)->final(desc, out);
}
EXPORT_SYMBOL_GPL(crypto_shash_final);

int crypto_shash_finup(struct shash_desc *desc, const u8 *data,
		       unsigned int len, u8 *out)
{
	int err = crypto_shash_update(desc, data, len);

	return err ? err : crypto_shash_final(desc, out);
}
EXPORT_SYMBOL_GPL(crypto_shash_finup);

int crypto_shash_digest(struct shash_desc *desc, const u8 *data,
			unsigned int len, u8 *out)
{
	struct shash_alg *alg = crypto_shash_alg(desc->tfm);
	int err;

	if (crypto_shash_get_flags(desc->tfm) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	if (alg->digest)
		return alg->digest(desc, data, len, out);
	err = alg->init(desc);
	return err ? err : crypto_shash_finup(desc, data, len, out);
}
EXPORT_SYMBOL_GPL(crypto_shash_digest);

int crypto_shash_tfm_digest(struct crypto_shash *tfm, const u8 *data,
			    unsigned int len, u8 *out)
{
	SHASH_DESC_ON_STACK(desc, tfm);
	int err;

	desc->tfm = tfm;
	err = crypto_shash_digest(desc, data, len, out);
	shash_desc_zero(desc);
	return err;
}
EXPORT_SYMBOL_GPL(crypto_shash_tfm_digest);

int crypto_register_shash(struct shash_alg *alg)
{
	struct crypto_alg *base = &alg->base;

	/* SHASH_DESC_ON_STACK() has room for HASH_MAX_DESCSIZE only */
	if (!alg->init || !alg->update || !alg->final ||
	    alg->descsize > HASH_MAX_DESCSIZE - sizeof(struct shash_desc) ||
	    alg->digestsize > HASH_MAX_DIGESTSIZE)
		return -EINVAL;
	base->cra_type = &crypto_shash_type;
	base->cra_flags &= ~CRYPTO_ALG_TYPE_MASK;
	base->cra_flags |= CRYPTO_ALG_TYPE_SHASH;
	return crypto_register_alg(base);
}
EXPORT_SYMBOL_GPL(crypto_register_shash);

void crypto_unregister_shash(struct shash_alg *alg)
{
	crypto_unregister_alg(&alg->base);
}
EXPORT_SYMBOL_GPL(crypto_unregister_shash);

static int reg_shash(void *alg)
{
	return crypto_register_shash(alg);
}

static void unreg_shash(void *alg)
{
	crypto_unregister_shash(alg);
}

int crypto_register_shashes(struct shash_alg *algs, int count)
{
	return crypto_register_array(algs, sizeof(*algs), count, reg_shash,
				     unreg_shash);
}
EXPORT_SYMBOL_GPL(crypto_register_shashes);

void crypto_unregister_shashes(struct shash_alg *algs, int count)
{
	crypto_unregister_array(algs, sizeof(*algs), count, unreg_shash);
}
EXPORT_SYMBOL_GPL(crypto_unregister_shashes);
