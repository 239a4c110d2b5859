// SPDX-License-Identifier: GPL-2.0
/*
 * crypto-sk.c - in the manner of LKMPG's cryptosk example: a string
 * encrypted with AES in CBC mode through the skcipher API, in place
 * through a one-entry scatterlist, the ciphertext printed as hex, then
 * decrypted back.  The key is the password padded with zeros to 32
 * bytes (AES-256), as the book makes it; the IV is given in hex, so that
 * tests/kernel/test_crypto.py can ask `openssl enc -aes-256-cbc -nopad`
 * on the host for the same ciphertext.  The request is waited for the
 * Linux 6.1 way (DECLARE_CRYPTO_WAIT, crypto_req_done, crypto_wait_req),
 * which is also right for an asynchronous driver.
 */
#include <crypto/skcipher.h>
#include <linux/crypto.h>
#include <linux/hex.h>
#include <linux/module.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>

#define KEY_SIZE 32
#define BLOCK 16
#define MAX_TEXT 64

static char *password = "password123";
module_param(password, charp, 0444);
static char *text = "Testing";
module_param(text, charp, 0444);
static char *ivhex = "000102030405060708090a0b0c0d0e0f";
module_param(ivhex, charp, 0444);
MODULE_PARM_DESC(ivhex, "the IV, 32 hex digits");
static char *alg = "cbc(aes)";
module_param(alg, charp, 0444);
/* bytes to encrypt: 0 for the text padded with zeros to whole blocks */
static uint len;
module_param(len, uint, 0444);

struct sk_demo {
	struct crypto_skcipher *tfm;
	struct skcipher_request *req;
	struct scatterlist sg;
	u8 *buf;		/* kmalloc'd: a scatterlist needs real pages */
	u8 iv[BLOCK];
};

static void print_hex(const char *what, const u8 *p, unsigned int n)
{
	char hex[2 * MAX_TEXT + 1];
	unsigned int i;

	for (i = 0; i < n; i++)
		sprintf(&hex[2 * i], "%02x", p[i]);
	hex[2 * n] = '\0';
	pr_info("%s: %s\n", what, hex);
}

static int run_request(struct sk_demo *d, bool encrypt, unsigned int n)
{
	DECLARE_CRYPTO_WAIT(wait);

	if (hex2bin(d->iv, ivhex, BLOCK))
		return -EINVAL;
	sg_init_one(&d->sg, d->buf, n);
	skcipher_request_set_callback(d->req, CRYPTO_TFM_REQ_MAY_BACKLOG |
				      CRYPTO_TFM_REQ_MAY_SLEEP,
				      crypto_req_done, &wait);
	skcipher_request_set_crypt(d->req, &d->sg, &d->sg, n, d->iv);
	return crypto_wait_req(encrypt ? crypto_skcipher_encrypt(d->req) :
					 crypto_skcipher_decrypt(d->req),
			       &wait);
}

static int round_trip(struct sk_demo *d)
{
	size_t tlen = strlen(text);
	unsigned int n = len ? len : roundup(tlen ? tlen : 1, BLOCK);
	u8 key[KEY_SIZE] = { 0 };
	int err;

	if (tlen > MAX_TEXT || n > MAX_TEXT || strlen(password) > KEY_SIZE)
		return -EINVAL;
	memcpy(key, password, strlen(password));
	err = crypto_skcipher_setkey(d->tfm, key, KEY_SIZE);
	memzero_explicit(key, sizeof(key));
	if (err)
		return err;
	memset(d->buf, 0, MAX_TEXT);
	memcpy(d->buf, text, tlen);
	err = run_request(d, true, n);
	if (err)
		return err;
	print_hex("ciphertext", d->buf, n);
	print_hex("next iv", d->iv, crypto_skcipher_ivsize(d->tfm));
	err = run_request(d, false, n);
	if (err)
		return err;
	if (memcmp(d->buf, text, tlen)) {
		pr_err("decrypted text differs\n");
		return -EBADMSG;
	}
	pr_info("decrypted: %s\n", (char *)d->buf);
	return 0;
}

static int __init crypto_sk_init(void)
{
	struct sk_demo d = { 0 };
	int err;

	d.tfm = crypto_alloc_skcipher(alg, 0, 0);
	if (IS_ERR(d.tfm)) {
		pr_err("cannot allocate %s: %ld\n", alg, PTR_ERR(d.tfm));
		return PTR_ERR(d.tfm);
	}
	pr_info("%s is %s\n", alg, crypto_skcipher_driver_name(d.tfm));
	err = -ENOMEM;
	d.req = skcipher_request_alloc(d.tfm, GFP_KERNEL);
	if (!d.req)
		goto out_tfm;
	d.buf = kzalloc(MAX_TEXT + 1, GFP_KERNEL);
	if (!d.buf)
		goto out_req;
	err = round_trip(&d);
	if (err)
		pr_err("%s: %d\n", alg, err);
	else
		pr_info("round trip ok\n");
	kfree(d.buf);
out_req:
	skcipher_request_free(d.req);
out_tfm:
	crypto_free_skcipher(d.tfm);
	return err;
}

static void __exit crypto_sk_exit(void)
{
	pr_info("done\n");
}

module_init(crypto_sk_init);
module_exit(crypto_sk_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("AES-CBC round trip through the skcipher API");
