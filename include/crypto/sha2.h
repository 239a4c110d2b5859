/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/crypto/sha2.h - SHA-224 and SHA-256 (FIPS 180-4), by Linux's
 * names: the sizes, and the library calls of lib/crypto/sha256.c, which
 * the "sha256"/"sha224" shash (crypto/sha256_generic.c) wraps.
 */
#ifndef _CRYPTO_SHA2_H
#define _CRYPTO_SHA2_H

#include "crypto/internal/blockhash.h"

#define SHA224_DIGEST_SIZE	28
#define SHA224_BLOCK_SIZE	64
#define SHA256_DIGEST_SIZE	32
#define SHA256_BLOCK_SIZE	64

struct sha256_state {
	struct blockhash h;
};

void sha256_init(struct sha256_state *sctx);
void sha224_init(struct sha256_state *sctx);
void sha256_update(struct sha256_state *sctx, const u8 *data,
		   unsigned int len);
void sha256_final(struct sha256_state *sctx, u8 *out);
void sha224_final(struct sha256_state *sctx, u8 *out);
/* The whole message at once */
void sha256(const u8 *data, unsigned int len, u8 *out);

#endif /* _CRYPTO_SHA2_H */
