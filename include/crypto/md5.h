/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/crypto/md5.h - MD5 (RFC 1321): the sizes by Linux's names, and
 * the library calls of lib/crypto/md5.c the "md5" shash wraps.  Broken
 * for collisions: for the old formats that name it.
 */
#ifndef _CRYPTO_MD5_H
#define _CRYPTO_MD5_H

#include "crypto/internal/blockhash.h"

#define MD5_DIGEST_SIZE		16
#define MD5_HMAC_BLOCK_SIZE	64

struct md5_state {
	struct blockhash h;
};

void md5_init(struct md5_state *mctx);
void md5_update(struct md5_state *mctx, const u8 *data, unsigned int len);
void md5_final(struct md5_state *mctx, u8 *out);

#endif /* _CRYPTO_MD5_H */
