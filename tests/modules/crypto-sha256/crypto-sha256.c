// SPDX-License-Identifier: GPL-2.0
/*
 * crypto-sha256.c - in the manner of LKMPG's cryptosha256 example: a
 * message digest of a string through the crypto API, printed as hex,
 * which tests/kernel/test_crypto.py checks against the host's
 * sha256sum (md5sum, sha1sum for alg=md5, alg=sha1).  Twice: with a
 * kmalloc'd descriptor and init/update/final in two pieces, as the book
 * does, and in one crypto_shash_digest() call with the descriptor on
 * the stack; both must agree.
 */
#include <crypto/internal/hash.h>
#include <linux/module.h>
#include <linux/slab.h>

static char *text = "This is a test";
module_param(text, charp, 0444);
MODULE_PARM_DESC(text, "the string to hash");
static char *alg = "sha256";
module_param(alg, charp, 0444);
MODULE_PARM_DESC(alg, "the algorithm: sha256, sha224, sha1 or md5");

static void show_digest(const char *how, const u8 *digest, unsigned int len)
{
	char hex[2 * HASH_MAX_DIGESTSIZE + 1];
	unsigned int i;

	for (i = 0; i < len; i++)
		sprintf(&hex[2 * i], "%02x", digest[i]);
	hex[2 * len] = '\0';
	pr_info("%s %s: %s\n", alg, how, hex);
}

/* The book's way: a descriptor of the size the transform asks for */
static int digest_in_pieces(struct crypto_shash *tfm, u8 *out)
{
	size_t len = strlen(text), half = len / 2;
	struct shash_desc *desc;
	int err;

	desc = kmalloc(sizeof(*desc) + crypto_shash_descsize(tfm), GFP_KERNEL);
	if (!desc)
		return -ENOMEM;
	desc->tfm = tfm;
	err = crypto_shash_init(desc);
	if (!err)
		err = crypto_shash_update(desc, text, half);
	if (!err)
		err = crypto_shash_update(desc, text + half, len - half);
	if (!err)
		err = crypto_shash_final(desc, out);
	kfree(desc);
	return err;
}

static int digest_at_once(struct crypto_shash *tfm, u8 *out)
{
	SHASH_DESC_ON_STACK(desc, tfm);
	int err;

	desc->tfm = tfm;
	err = crypto_shash_digest(desc, text, strlen(text), out);
	shash_desc_zero(desc);
	return err;
}

static int __init crypto_sha256_init(void)
{
	u8 pieces[HASH_MAX_DIGESTSIZE], once[HASH_MAX_DIGESTSIZE];
	struct crypto_shash *tfm;
	unsigned int size;
	int err;

	tfm = crypto_alloc_shash(alg, 0, 0);
	if (IS_ERR(tfm)) {
		pr_err("cannot allocate %s: %ld\n", alg, PTR_ERR(tfm));
		return PTR_ERR(tfm);
	}
	size = crypto_shash_digestsize(tfm);
	pr_info("%s is %s, %u-byte digest, %u-byte descriptor\n", alg,
		crypto_shash_driver_name(tfm), size,
		crypto_shash_descsize(tfm));
	pr_info("%s of \"%s\"\n", alg, text);
	err = digest_in_pieces(tfm, pieces);
	if (!err)
		err = digest_at_once(tfm, once);
	crypto_free_shash(tfm);
	if (err) {
		pr_err("%s failed: %d\n", alg, err);
		return err;
	}
	show_digest("in pieces", pieces, size);
	show_digest("at once", once, size);
	return 0;
}

static void __exit crypto_sha256_exit(void)
{
	pr_info("done\n");
}

module_init(crypto_sha256_init);
module_exit(crypto_sha256_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("A message digest of a string through the crypto API");
