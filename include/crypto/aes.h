/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/crypto/aes.h - AES (FIPS 197) by Linux's names: the sizes, the
 * expanded key, and the one-block library calls of lib/crypto/aes.c that
 * the "aes" cipher (crypto/aes_generic.c) and through it cbc(aes) and
 * ecb(aes) use.
 */
#ifndef _CRYPTO_AES_H
#define _CRYPTO_AES_H

#include "linux/types.h"

#define AES_MIN_KEY_SIZE	16
#define AES_MAX_KEY_SIZE	32
#define AES_KEYSIZE_128		16
#define AES_KEYSIZE_192		24
#define AES_KEYSIZE_256		32
#define AES_BLOCK_SIZE		16
#define AES_MAX_KEYLENGTH	(15 * 16)
#define AES_MAX_KEYLENGTH_U32	(AES_MAX_KEYLENGTH / sizeof(u32))

struct crypto_aes_ctx {
	u32 key_enc[AES_MAX_KEYLENGTH_U32];	/* FIPS 197 5.2's w[] */
	u32 key_length;				/* in bytes: 16, 24 or 32 */
};

/* 0, or -EINVAL for a key that is not 16, 24 or 32 bytes long */
int aes_expandkey(struct crypto_aes_ctx *ctx, const u8 *in_key,
		  unsigned int key_len);
void aes_encrypt(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in);
void aes_decrypt(const struct crypto_aes_ctx *ctx, u8 *out, const u8 *in);

#endif /* _CRYPTO_AES_H */
