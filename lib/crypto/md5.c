// SPDX-License-Identifier: GPL-2.0
/*
 * lib/crypto/md5.c - MD5 as RFC 1321 defines it (section 3): the words
 * are little-endian, the four rounds' functions F, G, H, I.
 * include/crypto/md5.h.  Pure code, checked on the host against md5sum
 * (tests/host/test_crypto.c).
 */
#include "crypto/md5.h"

/* 3.4: T[i] = the integer part of 2^32 * |sin(i)|, i = 1..64 */
static const u32 T[64] = {
	0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee,
	0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
	0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be,
	0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
	0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa,
	0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
	0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed,
	0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
	0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c,
	0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
	0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05,
	0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
	0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039,
	0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
	0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1,
	0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
};

/* 3.4: the left rotation of each step, four per round */
static const u8 S[4][4] = {
	{ 7, 12, 17, 22 }, { 5, 9, 14, 20 }, { 4, 11, 16, 23 }, { 6, 10, 15, 21 },
};

static void md5_block(u32 *st, const u8 *block)
{
	u32 X[16], a = st[0], b = st[1], c = st[2], d = st[3];
	int i;

	for (i = 0; i < 16; i++)
		X[i] = get_le32_bytes(block + 4 * i);
	for (i = 0; i < 64; i++) {
		int round = i / 16;
		u32 f, tmp;
		int k;

		switch (round) {
		case 0:		/* F, X[k] in order */
			f = (b & c) | (~b & d);
			k = i;
			break;
		case 1:		/* G, from 1 in steps of 5 */
			f = (b & d) | (c & ~d);
			k = (5 * i + 1) % 16;
			break;
		case 2:		/* H, from 5 in steps of 3 */
			f = b ^ c ^ d;
			k = (3 * i + 5) % 16;
			break;
		default:	/* I, from 0 in steps of 7 */
			f = c ^ (b | ~d);
			k = (7 * i) % 16;
			break;
		}
		tmp = d;
		d = c;
		c = b;
		b = b + rotl32(a + f + X[k] + T[i], S[round][i % 4]);
		a = tmp;
	}
	st[0] += a, st[1] += b, st[2] += c, st[3] += d;
}

/* 3.3: the buffer's words A, B, C, D */
void md5_init(struct md5_state *mctx)
{
	mctx->h.state[0] = 0x67452301;
	mctx->h.state[1] = 0xefcdab89;
	mctx->h.state[2] = 0x98badcfe;
	mctx->h.state[3] = 0x10325476;
	mctx->h.count = 0;
}

void md5_update(struct md5_state *mctx, const u8 *data, unsigned int len)
{
	blockhash_update(&mctx->h, data, len, md5_block);
}

void md5_final(struct md5_state *mctx, u8 *out)
{
	blockhash_pad(&mctx->h, md5_block, false);
	blockhash_output(&mctx->h, out, MD5_DIGEST_SIZE / 4, false);
}
