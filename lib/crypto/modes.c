// SPDX-License-Identifier: GPL-2.0
/*
 * lib/crypto/modes.c - ECB and CBC (NIST SP 800-38A 6.1, 6.2) on flat
 * buffers: include/crypto/internal/modes.h.
 */
#include "crypto/internal/modes.h"
#include "linux/string.h"

/* 6.1: each block on its own */
void ecb_crypt_buf(const struct block_cipher *bc, u8 *dst, const u8 *src,
		   unsigned int nbytes)
{
	for (; nbytes >= bc->bsize; nbytes -= bc->bsize) {
		bc->crypt(bc->ctx, dst, src);
		src += bc->bsize;
		dst += bc->bsize;
	}
}

static void xor_block(u8 *dst, const u8 *a, const u8 *b, unsigned int n)
{
	while (n--)
		*dst++ = *a++ ^ *b++;
}

/* 6.2: C_j = CIPH(P_j xor C_j-1), C_0 the IV */
void cbc_encrypt_buf(const struct block_cipher *bc, u8 *dst, const u8 *src,
		     unsigned int nbytes, u8 *iv)
{
	u8 x[MODES_MAX_BLOCK_SIZE];

	for (; nbytes >= bc->bsize; nbytes -= bc->bsize) {
		xor_block(x, src, iv, bc->bsize);
		bc->crypt(bc->ctx, dst, x);
		memcpy(iv, dst, bc->bsize);
		src += bc->bsize;
		dst += bc->bsize;
	}
}

/* 6.2: P_j = CIPH^-1(C_j) xor C_j-1; C_j kept first, dst may be src */
void cbc_decrypt_buf(const struct block_cipher *bc, u8 *dst, const u8 *src,
		     unsigned int nbytes, u8 *iv)
{
	u8 c[MODES_MAX_BLOCK_SIZE], p[MODES_MAX_BLOCK_SIZE];

	for (; nbytes >= bc->bsize; nbytes -= bc->bsize) {
		memcpy(c, src, bc->bsize);
		bc->crypt(bc->ctx, p, c);
		xor_block(dst, p, iv, bc->bsize);
		memcpy(iv, c, bc->bsize);
		src += bc->bsize;
		dst += bc->bsize;
	}
}
