// SPDX-License-Identifier: GPL-2.0
/*
 * crypto/testmgr.c - the known-answer tests every registration runs
 * (crypto/api.c) before the algorithm can be found, with the standards'
 * own examples: FIPS 180-4's "abc" and two-block messages (through NIST's
 * examples document), RFC 1321 appendix A.5, FIPS 197 appendix C, and
 * SP 800-38A appendix F.  A hash is tested whole and in two uneven
 * pieces; a mode through a two-entry scatterlist split mid-block, in
 * place, both ways, with the IV it leaves.  /proc/crypto says "selftest
 * : passed" for each algorithm that passed; reading
 * /sys/kernel/debug/kunit/crypto/results runs them all again, in KTAP.
 */
#include "internal.h"
#include "crypto/internal/hash.h"
#include "crypto/internal/skcipher.h"
#include "linux/dcache.h"
#include "linux/debugfs.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/hex.h"
#include "linux/init.h"
#include "linux/module.h"
#include "linux/printk.h"
#include "linux/scatterlist.h"
#include "linux/seq_buf.h"

#define TEST_MAX_BYTES	64	/* the longest vector, in bytes */

struct hash_vec {
	const char *msg;	/* text */
	const char *digest;	/* hex */
};

struct cipher_vec {		/* all hex; iv NULL where there is none */
	const char *key, *iv, *ptext, *ctext;
};

struct alg_test_desc {
	const char *alg;	/* cra_name */
	int (*test)(struct crypto_alg *alg, const struct alg_test_desc *d);
	const void *vecs;
	unsigned int count;
};

#define FIPS_2BLOCK "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"

static const struct hash_vec sha256_vecs[] = {
	{ "abc",
	  "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" },
	{ FIPS_2BLOCK,
	  "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1" },
};

static const struct hash_vec sha224_vecs[] = {
	{ "abc", "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7" },
};

static const struct hash_vec sha1_vecs[] = {
	{ "abc", "a9993e364706816aba3e25717850c26c9cd0d89d" },
	{ FIPS_2BLOCK, "84983e441c3bd26ebaae4aa1f95129e5e54670f1" },
};

static const struct hash_vec md5_vecs[] = {
	{ "", "d41d8cd98f00b204e9800998ecf8427e" },
	{ "abc", "900150983cd24fb0d6963f7d28e17f72" },
	{ "message digest", "f96b697d7cb7938d525a2f31aaf161d0" },
};

/* FIPS 197 appendix C.1-C.3 */
#define FIPS197_PT "00112233445566778899aabbccddeeff"
static const struct cipher_vec aes_vecs[] = {
	{ "000102030405060708090a0b0c0d0e0f", NULL, FIPS197_PT,
	  "69c4e0d86a7b0430d8cdb78070b4c55a" },
	{ "000102030405060708090a0b0c0d0e0f1011121314151617", NULL,
	  FIPS197_PT, "dda97ca4864cdfe06eaf70a0ec0d7191" },
	{ "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
	  NULL, FIPS197_PT, "8ea2b7ca516745bfeafc49904b496089" },
};

/* SP 800-38A appendix F: its plaintext, F.1.1, F.2.1 and F.2.5 */
#define SP800_38A_PT "6bc1bee22e409f96e93d7e117393172a" \
		     "ae2d8a571e03ac9c9eb76fac45af8e51" \
		     "30c81c46a35ce411e5fbc1191a0a52ef" \
		     "f69f2445df4f9b17ad2b417be66c3710"
#define SP800_38A_IV "000102030405060708090a0b0c0d0e0f"
static const struct cipher_vec ecb_aes_vecs[] = {
	{ "2b7e151628aed2a6abf7158809cf4f3c", NULL, SP800_38A_PT,
	  "3ad77bb40d7a3660a89ecaf32466ef97f5d3d58503b9699de785895a96fdbaaf"
	  "43b1cd7f598ece23881b00e3ed0306887b0c785e27e8ad3f8223207104725dd4" },
};

static const struct cipher_vec cbc_aes_vecs[] = {
	{ "2b7e151628aed2a6abf7158809cf4f3c", SP800_38A_IV, SP800_38A_PT,
	  "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
	  "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7" },
	{ "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
	  SP800_38A_IV, SP800_38A_PT,
	  "f58c4c04d6e5f1ba779eabfb5f7bfbd69cfc4e967edb808d679f777bc6702c7d"
	  "39f23369a9d9bacfa530e26304231461b2eb05e2c39be9fcda6c19078c6a9d1b" },
};

/* Hex of a vector into bytes; its length, or -EINVAL */
static int unhex(const char *hex, u8 *out)
{
	size_t n = strlen(hex) / 2;

	if (n > TEST_MAX_BYTES || hex2bin(out, hex, n))
		return -EINVAL;
	return (int)n;
}

static int hash_one(struct crypto_shash *tfm, const struct hash_vec *v,
		    struct shash_desc *desc)
{
	unsigned int len = strlen(v->msg), cut = len / 3;
	u8 want[HASH_MAX_DIGESTSIZE], got[HASH_MAX_DIGESTSIZE];
	const u8 *msg = (const u8 *)v->msg;
	int err, n = unhex(v->digest, want);

	if (n != (int)crypto_shash_digestsize(tfm))
		return -EINVAL;
	desc->tfm = tfm;
	err = crypto_shash_digest(desc, msg, len, got);
	if (err)
		return err;
	if (memcmp(got, want, n))
		return -EBADMSG;
	memset(got, 0, sizeof(got));
	err = crypto_shash_init(desc);
	err = err ? err : crypto_shash_update(desc, msg, cut);
	err = err ? err : crypto_shash_update(desc, msg + cut, len - cut);
	err = err ? err : crypto_shash_final(desc, got);
	if (err)
		return err;
	return memcmp(got, want, n) ? -EBADMSG : 0;
}

static int test_hash(struct crypto_alg *alg, const struct alg_test_desc *d)
{
	const struct hash_vec *v = d->vecs;
	struct crypto_shash *tfm;
	struct shash_desc *desc;
	unsigned int i;
	int err = -ENOMEM;

	if (!crypto_alg_get(alg))
		return -ENOENT;
	tfm = crypto_create_tfm(alg, &crypto_shash_type);
	if (IS_ERR(tfm)) {
		crypto_mod_put(alg);
		return PTR_ERR(tfm);
	}
	desc = kmalloc(sizeof(*desc) + crypto_shash_descsize(tfm), GFP_KERNEL);
	if (!desc)
		goto out;
	for (i = 0, err = 0; i < d->count && !err; i++)
		err = hash_one(tfm, &v[i], desc);
	kfree(desc);
out:
	crypto_free_shash(tfm);
	return err;
}

/* Key, IV, plaintext and ciphertext of a vector, as bytes */
struct cipher_bytes {
	u8 key[TEST_MAX_BYTES], iv[TEST_MAX_BYTES];
	u8 pt[TEST_MAX_BYTES], ct[TEST_MAX_BYTES];
	int klen, ivlen, len;
};

static int cipher_bytes(const struct cipher_vec *v, struct cipher_bytes *b)
{
	b->klen = unhex(v->key, b->key);
	b->ivlen = v->iv ? unhex(v->iv, b->iv) : 0;
	b->len = unhex(v->ptext, b->pt);
	if (b->klen < 0 || b->ivlen < 0 || b->len < 0 ||
	    unhex(v->ctext, b->ct) != b->len)
		return -EINVAL;
	return 0;
}

static int test_cipher(struct crypto_alg *alg, const struct alg_test_desc *d)
{
	const struct cipher_vec *v = d->vecs;
	struct crypto_cipher *tfm = crypto_spawn_cipher(alg);
	struct cipher_bytes *b;
	u8 out[TEST_MAX_BYTES];
	unsigned int i;
	int err = -ENOMEM;

	if (IS_ERR(tfm))
		return PTR_ERR(tfm);
	b = kmalloc(sizeof(*b), GFP_KERNEL);
	if (!b)
		goto out;
	for (i = 0, err = 0; i < d->count && !err; i++) {
		err = cipher_bytes(&v[i], b);
		err = err ? err : crypto_cipher_setkey(tfm, b->key, b->klen);
		if (err)
			break;
		crypto_cipher_encrypt_one(tfm, out, b->pt);
		if (memcmp(out, b->ct, alg->cra_blocksize))
			err = -EBADMSG;
		crypto_cipher_decrypt_one(tfm, out, b->ct);
		if (memcmp(out, b->pt, alg->cra_blocksize))
			err = -EBADMSG;
	}
	kfree(b);
out:
	crypto_free_cipher(tfm);
	return err;
}

/*
 * One way of a vector, in place through a list cut at byte 7 (mid
 * block); the data must become want, the IV the last block written.
 */
static int skcipher_one(struct skcipher_request *req, struct cipher_bytes *b,
			u8 *buf, bool encrypt)
{
	struct scatterlist sg[2];
	u8 iv[TEST_MAX_BYTES];
	const u8 *want = encrypt ? b->ct : b->pt;
	int err;

	memcpy(buf, encrypt ? b->pt : b->ct, b->len);
	memcpy(iv, b->iv, b->ivlen);
	sg_init_table(sg, 2);
	sg_set_buf(&sg[0], buf, 7);
	sg_set_buf(&sg[1], buf + 7, b->len - 7);
	skcipher_request_set_crypt(req, sg, sg, b->len, iv);
	err = encrypt ? crypto_skcipher_encrypt(req) :
			crypto_skcipher_decrypt(req);
	if (err)
		return err;
	if (memcmp(buf, want, b->len) ||
	    (b->ivlen && memcmp(iv, b->ct + b->len - b->ivlen, b->ivlen)))
		return -EBADMSG;
	return 0;
}

static int skcipher_vecs(struct crypto_skcipher *tfm,
			 const struct alg_test_desc *d, struct cipher_bytes *b,
			 u8 *buf)
{
	const struct cipher_vec *v = d->vecs;
	struct skcipher_request *req = skcipher_request_alloc(tfm, GFP_KERNEL);
	unsigned int i;
	int err = 0;

	if (!req)
		return -ENOMEM;
	for (i = 0; i < d->count && !err; i++) {
		err = cipher_bytes(&v[i], b);
		if (!err && (b->len < 8 || b->ivlen !=
			     (int)crypto_skcipher_ivsize(tfm)))
			err = -EINVAL;
		err = err ? err : crypto_skcipher_setkey(tfm, b->key, b->klen);
		err = err ? err : skcipher_one(req, b, buf, true);
		err = err ? err : skcipher_one(req, b, buf, false);
	}
	skcipher_request_free(req);
	return err;
}

static int test_skcipher(struct crypto_alg *alg, const struct alg_test_desc *d)
{
	struct crypto_skcipher *tfm;
	struct cipher_bytes *b;
	int err = -ENOMEM;
	u8 *buf;

	if (!crypto_alg_get(alg))
		return -ENOENT;
	tfm = crypto_create_tfm(alg, &crypto_skcipher_type);
	if (IS_ERR(tfm)) {
		crypto_mod_put(alg);
		return PTR_ERR(tfm);
	}
	b = kmalloc(sizeof(*b), GFP_KERNEL);
	buf = kmalloc(TEST_MAX_BYTES, GFP_KERNEL);	/* sg needs kmalloc */
	if (b && buf)
		err = skcipher_vecs(tfm, d, b, buf);
	kfree(buf);
	kfree(b);
	crypto_free_skcipher(tfm);
	return err;
}

#define VECS(v)	v, ARRAY_SIZE(v)
static const struct alg_test_desc alg_test_descs[] = {
	{ "aes", test_cipher, VECS(aes_vecs) },
	{ "cbc(aes)", test_skcipher, VECS(cbc_aes_vecs) },
	{ "ecb(aes)", test_skcipher, VECS(ecb_aes_vecs) },
	{ "md5", test_hash, VECS(md5_vecs) },
	{ "sha1", test_hash, VECS(sha1_vecs) },
	{ "sha224", test_hash, VECS(sha224_vecs) },
	{ "sha256", test_hash, VECS(sha256_vecs) },
};

static const struct alg_test_desc *find_test(const struct crypto_alg *alg)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(alg_test_descs); i++)
		if (!strcmp(alg_test_descs[i].alg, alg->cra_name))
			return &alg_test_descs[i];
	return NULL;
}

bool alg_test_known(const struct crypto_alg *alg)
{
	return find_test(alg);
}

/* The vectors must be for the algorithm's type, else they test nothing */
int alg_test(struct crypto_alg *alg)
{
	const struct alg_test_desc *d = find_test(alg);
	u32 type = alg->cra_flags & CRYPTO_ALG_TYPE_MASK;

	if (!d) {
		pr_info("alg: No test for %s (%s)\n", alg->cra_name,
			alg->cra_driver_name);
		return 0;
	}
	if ((d->test == test_hash && type != CRYPTO_ALG_TYPE_SHASH) ||
	    (d->test == test_cipher && type != CRYPTO_ALG_TYPE_CIPHER) ||
	    (d->test == test_skcipher && type != CRYPTO_ALG_TYPE_SKCIPHER))
		return -EINVAL;
	return d->test(alg, d);
}

/* KTAP, one line per registered algorithm, tested again now */
static size_t crypto_results_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	struct crypto_alg *alg;
	unsigned int n = 0, i = 0;

	mutex_lock(&crypto_alg_lock);
	list_for_each_entry(alg, &crypto_alg_list, cra_list)
		n++;
	seq_printf(&s, "KTAP version 1\n1..%u\n", n);
	list_for_each_entry(alg, &crypto_alg_list, cra_list) {
		int err = alg_test(alg);

		seq_printf(&s, "%sok %u %s", err ? "not " : "", ++i,
			   alg->cra_driver_name);
		if (err)
			seq_printf(&s, " # self-test failed (rc=%d)", err);
		else if (!alg_test_known(alg))
			seq_printf(&s, " # SKIP no test vectors");
		seq_printf(&s, "\n");
	}
	mutex_unlock(&crypto_alg_lock);
	return s.len;
}

/* After lib/selftest.c made kunit/: crypto/ links after lib/ */
static int __init crypto_ktap_init(void)
{
	struct dentry *kunit = debugfs_lookup("kunit", NULL);
	struct dentry *dir;

	if (!kunit)
		return -ENOENT;
	dir = debugfs_create_dir("crypto", kunit);
	dput(kunit);
	return !IS_ERR_OR_NULL(dir) &&
	       fs_create_gen_at(dir, "results", crypto_results_show, NULL) ?
		       0 : -ENOMEM;
}
module_init(crypto_ktap_init);
