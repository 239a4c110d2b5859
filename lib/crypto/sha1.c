// SPDX-License-Identifier: GPL-2.0
/*
 * lib/crypto/sha1.c - SHA-1 as FIPS 180-4 defines it (sections 4.1.1,
 * 4.2.1, 5.3.1, 6.1): include/crypto/sha1.h.  Pure code, checked on the
 * host against sha1sum (tests/host/test_crypto.c).
 */
#include "crypto/sha1.h"

static const u32 sha1_iv[5] = {
	0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0,
};

/* 4.1.1: the function and 4.2.1: the constant of each 20-round stage */
static u32 sha1_f(int t, u32 b, u32 c, u32 d)
{
	if (t < 20)
		return (b & c) ^ (~b & d);	/* Ch */
	if (t >= 40 && t < 60)
		return (b & c) ^ (b & d) ^ (c & d);	/* Maj */
	return b ^ c ^ d;			/* Parity */
}

static const u32 sha1_k[4] = {
	0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xca62c1d6,
};

/* 6.1.2 */
static void sha1_block(u32 *H, const u8 *block)
{
	u32 W[80], a = H[0], b = H[1], c = H[2], d = H[3], e = H[4];
	int t;

	for (t = 0; t < 16; t++)
		W[t] = get_be32_bytes(block + 4 * t);
	for (; t < 80; t++)
		W[t] = rotl32(W[t - 3] ^ W[t - 8] ^ W[t - 14] ^ W[t - 16], 1);
	for (t = 0; t < 80; t++) {
		u32 T = rotl32(a, 5) + sha1_f(t, b, c, d) + e +
			sha1_k[t / 20] + W[t];

		e = d, d = c, c = rotl32(b, 30), b = a, a = T;
	}
	H[0] += a, H[1] += b, H[2] += c, H[3] += d, H[4] += e;
}

void sha1_init(struct sha1_state *sctx)
{
	int i;

	for (i = 0; i < 5; i++)
		sctx->h.state[i] = sha1_iv[i];
	sctx->h.count = 0;
}

void sha1_update(struct sha1_state *sctx, const u8 *data, unsigned int len)
{
	blockhash_update(&sctx->h, data, len, sha1_block);
}

void sha1_final(struct sha1_state *sctx, u8 *out)
{
	blockhash_pad(&sctx->h, sha1_block, true);
	blockhash_output(&sctx->h, out, SHA1_DIGEST_SIZE / 4, true);
}
