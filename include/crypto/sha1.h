/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/crypto/sha1.h - SHA-1 (FIPS 180-4): the sizes by Linux's names,
 * and the library calls of lib/crypto/sha1.c the "sha1" shash wraps.
 * SHA-1 is broken for collisions: here for the protocols that still
 * name it, not for new designs.
 */
#ifndef _CRYPTO_SHA1_H
#define _CRYPTO_SHA1_H

#include "crypto/internal/blockhash.h"

#define SHA1_DIGEST_SIZE	20
#define SHA1_BLOCK_SIZE		64

struct sha1_state {
	struct blockhash h;
};

void sha1_init(struct sha1_state *sctx);
void sha1_update(struct sha1_state *sctx, const u8 *data, unsigned int len);
void sha1_final(struct sha1_state *sctx, u8 *out);

#endif /* _CRYPTO_SHA1_H */
