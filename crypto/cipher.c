// SPDX-License-Identifier: GPL-2.0
/*
 * crypto/cipher.c - the single-block cipher as a transform
 * (include/crypto/internal/cipher.h): one block in, one out, with the
 * key the transform holds.  A cipher has no crypto_type of its own
 * (cra_type is NULL, /proc/crypto's "type : cipher" comes from its
 * flags, crypto/proc.c); crypto_cipher_type is only how one is made.
 */
#include "internal.h"
#include "crypto/internal/cipher.h"
#include "linux/export.h"

static int crypto_cipher_init_tfm(struct crypto_tfm *tfm)
{
	struct crypto_alg *alg = tfm->__crt_alg;

	return alg->cra_init ? alg->cra_init(tfm) : 0;
}

const struct crypto_type crypto_cipher_type = {
	.init_tfm = crypto_cipher_init_tfm,
	.type = CRYPTO_ALG_TYPE_CIPHER,
	.maskset = CRYPTO_ALG_TYPE_MASK,
	.tfmsize = offsetof(struct crypto_cipher, base),
};

struct crypto_cipher *crypto_alloc_cipher(const char *alg_name, u32 type,
					  u32 mask)
{
	return crypto_alloc_tfm(alg_name, &crypto_cipher_type, type, mask);
}
EXPORT_SYMBOL_GPL(crypto_alloc_cipher);

struct crypto_cipher *crypto_spawn_cipher(struct crypto_alg *alg)
{
	struct crypto_cipher *tfm;

	if (!crypto_alg_get(alg))
		return ERR_PTR(-ENOENT);
	tfm = crypto_create_tfm(alg, &crypto_cipher_type);
	if (IS_ERR(tfm))
		crypto_mod_put(alg);
	return tfm;
}
EXPORT_SYMBOL_GPL(crypto_spawn_cipher);

void crypto_free_cipher(struct crypto_cipher *tfm)
{
	crypto_destroy_tfm(tfm, crypto_cipher_tfm(tfm));
}
EXPORT_SYMBOL_GPL(crypto_free_cipher);

int crypto_cipher_setkey(struct crypto_cipher *tfm, const u8 *key,
			 unsigned int keylen)
{
	struct cipher_alg *c = &tfm->base.__crt_alg->cra_cipher;

	if (keylen < c->cia_min_keysize || keylen > c->cia_max_keysize)
		return -EINVAL;
	return c->cia_setkey(&tfm->base, key, keylen);
}
EXPORT_SYMBOL_GPL(crypto_cipher_setkey);

void crypto_cipher_encrypt_one(struct crypto_cipher *tfm, u8 *dst,
			       const u8 *src)
{
	tfm->base.__crt_alg->cra_cipher.cia_encrypt(&tfm->base, dst, src);
}
EXPORT_SYMBOL_GPL(crypto_cipher_encrypt_one);

void crypto_cipher_decrypt_one(struct crypto_cipher *tfm, u8 *dst,
			       const u8 *src)
{
	tfm->base.__crt_alg->cra_cipher.cia_decrypt(&tfm->base, dst, src);
}
EXPORT_SYMBOL_GPL(crypto_cipher_decrypt_one);
