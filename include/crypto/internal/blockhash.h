/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/crypto/internal/blockhash.h - what MD5, SHA-1 and SHA-256 share:
 * each eats its message in 64-byte blocks and ends it with the same
 * padding (RFC 1321 section 3.1-3.2, FIPS 180-4 section 5.1.1): a 1 bit,
 * zeros up to 56 bytes into the last block, then the message's length in
 * bits as a 64-bit number - little-endian for MD5, big-endian for SHA.
 * Only the block function and the byte order of the words differ.
 *
 * Pure code (lib/crypto/blockhash.c): it also builds for the host, where
 * tests/host/test_crypto.c checks it against the host's tools.
 */
#ifndef _CRYPTO_INTERNAL_BLOCKHASH_H
#define _CRYPTO_INTERNAL_BLOCKHASH_H

#include "linux/types.h"

#define BLOCKHASH_BLOCK_SIZE	64
#define BLOCKHASH_MAX_WORDS	8	/* SHA-256's eight working words */

/* One compression: state updated by one 64-byte block */
typedef void (*blockhash_fn_t)(u32 *state, const u8 *block);

struct blockhash {
	u32 state[BLOCKHASH_MAX_WORDS];
	u64 count;			/* bytes hashed so far */
	u8 buf[BLOCKHASH_BLOCK_SIZE];	/* count % 64 of them wait here */
};

void blockhash_update(struct blockhash *h, const u8 *data, size_t len,
		      blockhash_fn_t fn);
/* Pad and run the last block(s); the words are then the digest */
void blockhash_pad(struct blockhash *h, blockhash_fn_t fn, bool big_endian);
/* The first nwords words of the state, as bytes in the given order */
void blockhash_output(const struct blockhash *h, u8 *out, unsigned int nwords,
		      bool big_endian);

/* Byte order and rotation: the algorithms' words are 32 bits */
static inline u32 get_be32_bytes(const u8 *p)
{
	return (u32)p[0] << 24 | (u32)p[1] << 16 | (u32)p[2] << 8 | p[3];
}

static inline u32 get_le32_bytes(const u8 *p)
{
	return (u32)p[3] << 24 | (u32)p[2] << 16 | (u32)p[1] << 8 | p[0];
}

static inline void put_be32_bytes(u32 v, u8 *p)
{
	p[0] = (u8)(v >> 24);
	p[1] = (u8)(v >> 16);
	p[2] = (u8)(v >> 8);
	p[3] = (u8)v;
}

static inline void put_le32_bytes(u32 v, u8 *p)
{
	p[0] = (u8)v;
	p[1] = (u8)(v >> 8);
	p[2] = (u8)(v >> 16);
	p[3] = (u8)(v >> 24);
}

static inline u32 rotl32(u32 x, unsigned int n)
{
	return (x << n) | (x >> ((32 - n) & 31));
}

static inline u32 rotr32(u32 x, unsigned int n)
{
	return (x >> n) | (x << ((32 - n) & 31));
}

#endif /* _CRYPTO_INTERNAL_BLOCKHASH_H */
