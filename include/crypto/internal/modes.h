/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/crypto/internal/modes.h - the ECB and CBC modes of NIST SP
 * 800-38A (sections 6.1 and 6.2) over any block cipher, on flat
 * buffers: the pure half of the ecb and cbc templates
 * (crypto/ecb.c, crypto/cbc.c), which walk scatterlists and call these
 * for each piece.  Also built for the host (tests/host/test_crypto.c).
 */
#ifndef _CRYPTO_INTERNAL_MODES_H
#define _CRYPTO_INTERNAL_MODES_H

#include "linux/types.h"

#define MODES_MAX_BLOCK_SIZE	16

/* One block of a keyed cipher, one way: ctx is the cipher's key */
struct block_cipher {
	void (*crypt)(const void *ctx, u8 *out, const u8 *in);
	const void *ctx;
	unsigned int bsize;		/* <= MODES_MAX_BLOCK_SIZE */
};

/*
 * nbytes is a multiple of bc->bsize (the callers check: SP 800-38A
 * appendix A leaves padding to the user); dst may be src.  The CBC
 * calls leave in iv the last ciphertext block, the IV that continues
 * the chain, as Linux's cbc() does.
 */
void ecb_crypt_buf(const struct block_cipher *bc, u8 *dst, const u8 *src,
		   unsigned int nbytes);
void cbc_encrypt_buf(const struct block_cipher *bc, u8 *dst, const u8 *src,
		     unsigned int nbytes, u8 *iv);
void cbc_decrypt_buf(const struct block_cipher *bc, u8 *dst, const u8 *src,
		     unsigned int nbytes, u8 *iv);

#endif /* _CRYPTO_INTERNAL_MODES_H */
