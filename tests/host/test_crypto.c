// SPDX-License-Identifier: GPL-2.0
/*
 * tests/host/test_crypto.c - the pure algorithms of lib/crypto/ on the
 * host, under ASan/UBSan: first the standards' own examples (FIPS 180-4's
 * "abc" and two-block messages, RFC 1321's test suite, FIPS 197 appendix
 * C, SP 800-38A F.2.1), then random messages of every length around the
 * block boundaries, and random keys, IVs and plaintexts, each compared
 * with what the host's sha256sum, sha224sum, sha1sum, md5sum and
 * `openssl enc -nopad` make of the same bytes.  Fed in random-sized
 * pieces, so that the buffering is tested too.  KTAP on stdout.
 */
#include "crypto/aes.h"
#include "crypto/md5.h"
#include "crypto/sha1.h"
#include "crypto/sha2.h"
#include "crypto/internal/modes.h"
#include "ktap.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define ROUNDS 24	/* random inputs per algorithm */

static char tmpname[] = "/tmp/test_crypto.XXXXXX";

static void hex(const u8 *p, size_t n, char *out)
{
	size_t i;

	for (i = 0; i < n; i++)
		sprintf(out + 2 * i, "%02x", p[i]);
	out[2 * n] = 0;
}

static void unhex(const char *s, u8 *out, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		sscanf(s + 2 * i, "%2hhx", &out[i]);
}

static void write_tmp(const u8 *data, size_t len)
{
	FILE *f = fopen(tmpname, "wb");

	if (!f || fwrite(data, 1, len, f) != len || fclose(f)) {
		perror(tmpname);
		exit(2);
	}
}

/* The first word of a command's output (a *sum's digest), or "" */
static void run_first_word(const char *cmd, char out[256])
{
	FILE *p = popen(cmd, "r");

	out[0] = 0;
	if (!p)
		return;
	if (fscanf(p, "%255s", out) != 1)
		out[0] = 0;
	pclose(p);
}

/* What the host's openssl makes of the file: raw bytes into out */
static size_t run_openssl(const char *cmd, u8 *out, size_t size)
{
	FILE *p = popen(cmd, "r");
	size_t n;

	if (!p)
		return 0;
	n = fread(out, 1, size, p);
	pclose(p);
	return n;
}

static void random_bytes(u8 *p, size_t n)
{
	while (n--)
		*p++ = (u8)rand();
}

struct hash {
	const char *name, *tool;
	unsigned int digestsize;
	void (*digest)(const u8 *data, size_t len, u8 *out, size_t piece);
};

/* Each digest fed in pieces of at most piece bytes */
#define FEED(init, update, final, type)                                 \
	type st;                                                        \
	size_t off = 0;                                                 \
	init(&st);                                                      \
	while (off < len) {                                             \
		size_t n = len - off < piece ? len - off : piece;       \
		update(&st, data + off, (unsigned int)n);               \
		off += n;                                               \
	}                                                               \
	final(&st, out)

static void do_sha256(const u8 *data, size_t len, u8 *out, size_t piece)
{
	FEED(sha256_init, sha256_update, sha256_final, struct sha256_state);
}

static void do_sha224(const u8 *data, size_t len, u8 *out, size_t piece)
{
	FEED(sha224_init, sha256_update, sha224_final, struct sha256_state);
}

static void do_sha1(const u8 *data, size_t len, u8 *out, size_t piece)
{
	FEED(sha1_init, sha1_update, sha1_final, struct sha1_state);
}

static void do_md5(const u8 *data, size_t len, u8 *out, size_t piece)
{
	FEED(md5_init, md5_update, md5_final, struct md5_state);
}

static const struct hash hashes[] = {
	{ "sha256", "sha256sum", SHA256_DIGEST_SIZE, do_sha256 },
	{ "sha224", "sha224sum", SHA224_DIGEST_SIZE, do_sha224 },
	{ "sha1", "sha1sum", SHA1_DIGEST_SIZE, do_sha1 },
	{ "md5", "md5sum", MD5_DIGEST_SIZE, do_md5 },
};

/* The standards' examples: FIPS 180-4's via its examples document,
 * RFC 1321 appendix A.5 */
static const struct {
	const char *alg, *msg, *digest;
} kat[] = {
	{ "sha256", "abc",
	  "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" },
	{ "sha256", "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
	  "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1" },
	{ "sha224", "abc",
	  "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7" },
	{ "sha1", "abc", "a9993e364706816aba3e25717850c26c9cd0d89d" },
	{ "sha1", "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
	  "84983e441c3bd26ebaae4aa1f95129e5e54670f1" },
	{ "md5", "", "d41d8cd98f00b204e9800998ecf8427e" },
	{ "md5", "abc", "900150983cd24fb0d6963f7d28e17f72" },
	{ "md5", "12345678901234567890123456789012345678901234567890123456789"
		 "012345678901234567890",
	  "57edf4a22be3c955ac49da2e2107b67a" },
};

static const struct hash *hash_by_name(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
		if (!strcmp(hashes[i].name, name))
			return &hashes[i];
	return NULL;
}

static void test_hash_kat(void)
{
	size_t i;

	for (i = 0; i < sizeof(kat) / sizeof(kat[0]); i++) {
		const struct hash *h = hash_by_name(kat[i].alg);
		u8 d[SHA256_DIGEST_SIZE];
		char got[2 * SHA256_DIGEST_SIZE + 1];

		h->digest((const u8 *)kat[i].msg, strlen(kat[i].msg), d, 7);
		hex(d, h->digestsize, got);
		KTAP_CHECK(!strcmp(got, kat[i].digest), "%s(\"%.8s...\") is the "
			   "standard's example", kat[i].alg, kat[i].msg);
	}
}

/* Lengths near the padding's edges (55, 56, 64) and random ones */
static size_t test_len(int round)
{
	static const size_t edges[] = { 0, 1, 55, 56, 57, 63, 64, 65, 119,
					120, 128, 1000 };

	if (round < (int)(sizeof(edges) / sizeof(edges[0])))
		return edges[round];
	return (size_t)(rand() % 5000);
}

static void test_hash_random(const struct hash *h)
{
	u8 data[5000], d[SHA256_DIGEST_SIZE];
	char want[256], got[2 * SHA256_DIGEST_SIZE + 1], cmd[128];
	int round, bad = 0;

	for (round = 0; round < ROUNDS; round++) {
		size_t len = test_len(round);

		random_bytes(data, len);
		write_tmp(data, len);
		snprintf(cmd, sizeof(cmd), "%s %s", h->tool, tmpname);
		run_first_word(cmd, want);
		h->digest(data, len, d, 1 + (size_t)(rand() % 200));
		hex(d, h->digestsize, got);
		if (strcmp(got, want)) {
			printf("# %s: %zu bytes: %s, %s says %s\n", h->name,
			       len, got, h->tool, want);
			bad++;
		}
	}
	KTAP_CHECK(!bad, "%s of %d random messages is %s's", h->name, ROUNDS,
		   h->tool);
}

/* FIPS 197 appendix C.1 and C.3: the key 00 01 .. and plaintext 00 11 .. */
static void test_aes_kat(void)
{
	static const char *const want[] = {
		"69c4e0d86a7b0430d8cdb78070b4c55a",
		"dda97ca4864cdfe06eaf70a0ec0d7191",
		"8ea2b7ca516745bfeafc49904b496089",
	};
	u8 key[32], pt[16], ct[16], back[16];
	char got[33];
	int i, k;

	for (i = 0; i < 32; i++)
		key[i] = (u8)i;
	for (i = 0; i < 16; i++)
		pt[i] = (u8)(0x11 * i);
	for (k = 0; k < 3; k++) {
		struct crypto_aes_ctx ctx;

		aes_expandkey(&ctx, key, 16 + 8 * k);
		aes_encrypt(&ctx, ct, pt);
		aes_decrypt(&ctx, back, ct);
		hex(ct, 16, got);
		KTAP_CHECK(!strcmp(got, want[k]) && !memcmp(back, pt, 16),
			   "AES-%d: FIPS 197 appendix C's example, both ways",
			   128 + 64 * k);
	}
}

static void aes_enc_one(const void *ctx, u8 *out, const u8 *in)
{
	aes_encrypt(ctx, out, in);
}

static void aes_dec_one(const void *ctx, u8 *out, const u8 *in)
{
	aes_decrypt(ctx, out, in);
}

/* SP 800-38A F.2.1: CBC-AES128.Encrypt, its first two blocks */
static void test_cbc_kat(void)
{
	struct crypto_aes_ctx ctx;
	struct block_cipher bc = { aes_enc_one, &ctx, AES_BLOCK_SIZE };
	u8 key[16], iv[16], pt[32], ct[32];
	char got[65];

	unhex("2b7e151628aed2a6abf7158809cf4f3c", key, 16);
	unhex("000102030405060708090a0b0c0d0e0f", iv, 16);
	unhex("6bc1bee22e409f96e93d7e117393172a"
	      "ae2d8a571e03ac9c9eb76fac45af8e51", pt, 32);
	aes_expandkey(&ctx, key, 16);
	cbc_encrypt_buf(&bc, ct, pt, 32, iv);
	hex(ct, 32, got);
	KTAP_CHECK(!strcmp(got, "7649abac8119b246cee98e9b12e9197d"
				"5086cb9b507219ee95db113a917678b2"),
		   "CBC-AES128: SP 800-38A F.2.1's example");
}

/* Random keys, IVs and messages: ours against openssl enc, both modes */
static void test_aes_random(const char *mode)
{
	u8 key[32], iv[16], iv2[16], pt[512], ct[512], back[512], want[512];
	char khex[65], ivhex[33], cmd[300];
	int round, bad = 0;

	for (round = 0; round < ROUNDS; round++) {
		unsigned int klen = 16 + 8 * (unsigned int)(round % 3);
		unsigned int len = 16 * (1 + (unsigned int)(rand() % 32));
		struct crypto_aes_ctx ctx;
		struct block_cipher enc = { aes_enc_one, &ctx, AES_BLOCK_SIZE };
		struct block_cipher dec = { aes_dec_one, &ctx, AES_BLOCK_SIZE };
		bool cbc = !strcmp(mode, "cbc");

		random_bytes(key, klen);
		random_bytes(iv, 16);
		random_bytes(pt, len);
		write_tmp(pt, len);
		hex(key, klen, khex);
		hex(iv, 16, ivhex);
		snprintf(cmd, sizeof(cmd), "openssl enc -aes-%u-%s -nopad "
			 "-K %s %s%s -in %s", klen * 8, mode, khex,
			 cbc ? "-iv " : "", cbc ? ivhex : "", tmpname);
		aes_expandkey(&ctx, key, klen);
		memcpy(iv2, iv, 16);
		if (cbc) {
			cbc_encrypt_buf(&enc, ct, pt, len, iv);
			memcpy(back, ct, len);	/* in place, as LKMPG does */
			cbc_decrypt_buf(&dec, back, back, len, iv2);
		} else {
			ecb_crypt_buf(&enc, ct, pt, len);
			ecb_crypt_buf(&dec, back, ct, len);
		}
		if (run_openssl(cmd, want, sizeof(want)) != len ||
		    memcmp(ct, want, len) || memcmp(back, pt, len) ||
		    (cbc && memcmp(iv, ct + len - 16, 16))) {
			printf("# %s\n", cmd);
			bad++;
		}
	}
	KTAP_CHECK(!bad, "aes-%s of %d random messages is openssl's, and "
		   "decrypts back", mode, ROUNDS);
}

static void test_bad_key(void)
{
	struct crypto_aes_ctx ctx;
	u8 key[33] = { 0 };

	KTAP_CHECK(aes_expandkey(&ctx, key, 15) < 0 &&
		   aes_expandkey(&ctx, key, 33) < 0 &&
		   aes_expandkey(&ctx, key, 0) < 0,
		   "AES refuses keys of 0, 15 and 33 bytes");
}

int main(int argc, char **argv)
{
	int fd = mkstemp(tmpname);
	size_t i;
	int ret;

	if (fd < 0) {
		perror("mkstemp");
		return 2;
	}
	close(fd);
	srand(argc > 1 ? (unsigned int)atoi(argv[1]) : 1);
	KTAP_BEGIN((int)(sizeof(kat) / sizeof(kat[0]) + 4 + 3 + 1 + 2 + 1));
	test_hash_kat();
	for (i = 0; i < sizeof(hashes) / sizeof(hashes[0]); i++)
		test_hash_random(&hashes[i]);
	test_aes_kat();
	test_cbc_kat();
	test_aes_random("cbc");
	test_aes_random("ecb");
	test_bad_key();
	ret = KTAP_END();
	unlink(tmpname);
	return ret;
}
