/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/crypto/internal/cipher.h - the single-block cipher ("aes")
 * as a transform: what the modes' templates (crypto/ecb.c, cbc.c)
 * encrypt each block with.  Linux keeps it internal (the
 * CRYPTO_INTERNAL namespace): users want skcipher's modes, never one
 * raw block.  crypto/cipher.c.
 */
#ifndef _CRYPTO_INTERNAL_CIPHER_H
#define _CRYPTO_INTERNAL_CIPHER_H

#include "crypto/algapi.h"

struct crypto_cipher {
	struct crypto_tfm base;
};

static inline struct crypto_tfm *crypto_cipher_tfm(struct crypto_cipher *tfm)
{
	return &tfm->base;
}

struct crypto_cipher *crypto_alloc_cipher(const char *alg_name, u32 type,
					  u32 mask);
/* Of a registered cipher found already (the templates' inner one) */
struct crypto_cipher *crypto_spawn_cipher(struct crypto_alg *alg);
void crypto_free_cipher(struct crypto_cipher *tfm);
int crypto_cipher_setkey(struct crypto_cipher *tfm, const u8 *key,
			 unsigned int keylen);
void crypto_cipher_encrypt_one(struct crypto_cipher *tfm, u8 *dst,
			       const u8 *src);
void crypto_cipher_decrypt_one(struct crypto_cipher *tfm, u8 *dst,
			       const u8 *src);

static inline unsigned int crypto_cipher_blocksize(struct crypto_cipher *tfm)
{
	return crypto_tfm_alg_blocksize(&tfm->base);
}

#endif /* _CRYPTO_INTERNAL_CIPHER_H */
