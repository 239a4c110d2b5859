// SPDX-License-Identifier: GPL-2.0
/*
 * lib/crypto/sha256.c - SHA-256 and SHA-224 as FIPS 180-4 defines them
 * (sections 4.1.2, 4.2.2, 5.3.2-5.3.3, 6.2, 6.3): include/crypto/sha2.h.
 * Pure code: also built for the host and checked there against
 * sha256sum/sha224sum (tests/host/test_crypto.c).
 */
#include "crypto/sha2.h"

/* 4.2.2: the first 32 bits of the fractional parts of the cube roots
 * of the first 64 primes */
static const u32 K[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5,
	0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
	0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
	0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
	0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
	0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

/* 5.3.3: square roots of the first 8 primes; 5.3.2: of the 9th-16th,
 * their second 32 bits, for SHA-224 */
static const u32 sha256_iv[8] = {
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};
static const u32 sha224_iv[8] = {
	0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939,
	0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
};

/* 6.2.2: the message schedule, then 64 rounds */
static void sha256_block(u32 *H, const u8 *block)
{
	u32 W[64], a, b, c, d, e, f, g, h;
	int t;

	for (t = 0; t < 16; t++)
		W[t] = get_be32_bytes(block + 4 * t);
	for (; t < 64; t++) {
		u32 s0 = rotr32(W[t - 15], 7) ^ rotr32(W[t - 15], 18) ^
			 (W[t - 15] >> 3);
		u32 s1 = rotr32(W[t - 2], 17) ^ rotr32(W[t - 2], 19) ^
			 (W[t - 2] >> 10);

		W[t] = s1 + W[t - 7] + s0 + W[t - 16];
	}
	a = H[0], b = H[1], c = H[2], d = H[3];
	e = H[4], f = H[5], g = H[6], h = H[7];
	for (t = 0; t < 64; t++) {
		u32 S1 = rotr32(e, 6) ^ rotr32(e, 11) ^ rotr32(e, 25);
		u32 ch = (e & f) ^ (~e & g);
		u32 T1 = h + S1 + ch + K[t] + W[t];
		u32 S0 = rotr32(a, 2) ^ rotr32(a, 13) ^ rotr32(a, 22);
		u32 maj = (a & b) ^ (a & c) ^ (b & c);
		u32 T2 = S0 + maj;

		h = g, g = f, f = e, e = d + T1;
		d = c, c = b, b = a, a = T1 + T2;
	}
	H[0] += a, H[1] += b, H[2] += c, H[3] += d;
	H[4] += e, H[5] += f, H[6] += g, H[7] += h;
}

static void sha2_start(struct sha256_state *sctx, const u32 *iv)
{
	int i;

	for (i = 0; i < 8; i++)
		sctx->h.state[i] = iv[i];
	sctx->h.count = 0;
}

void sha256_init(struct sha256_state *sctx)
{
	sha2_start(sctx, sha256_iv);
}

void sha224_init(struct sha256_state *sctx)
{
	sha2_start(sctx, sha224_iv);
}

void sha256_update(struct sha256_state *sctx, const u8 *data,
		   unsigned int len)
{
	blockhash_update(&sctx->h, data, len, sha256_block);
}

void sha256_final(struct sha256_state *sctx, u8 *out)
{
	blockhash_pad(&sctx->h, sha256_block, true);
	blockhash_output(&sctx->h, out, SHA256_DIGEST_SIZE / 4, true);
}

/* 6.3: SHA-224 is SHA-256 from its own IV, cut to 7 words */
void sha224_final(struct sha256_state *sctx, u8 *out)
{
	blockhash_pad(&sctx->h, sha256_block, true);
	blockhash_output(&sctx->h, out, SHA224_DIGEST_SIZE / 4, true);
}

void sha256(const u8 *data, unsigned int len, u8 *out)
{
	struct sha256_state sctx;

	sha256_init(&sctx);
	sha256_update(&sctx, data, len);
	sha256_final(&sctx, out);
}
