// SPDX-License-Identifier: GPL-2.0
/*
 * crypto-prio.c - a module's own "sha256": the library's SHA-256 under
 * the driver name sha256-prio with priority 200, above sha256-generic's
 * 100, so that every later crypto_alloc_shash("sha256") gets it, while
 * "sha256-generic" still names the built-in one.  With broken=1 its
 * digest is wrong on purpose: the registration's self-test must refuse
 * it, and the module with it.  tests/kernel/test_crypto.py.
 */
#include <crypto/internal/hash.h>
#include <crypto/sha2.h>
#include <linux/module.h>

static bool broken;
module_param(broken, bool, 0444);

static int prio_init(struct shash_desc *desc)
{
	sha256_init(shash_desc_ctx(desc));
	return 0;
}

static int prio_update(struct shash_desc *desc, const u8 *data,
		       unsigned int len)
{
	sha256_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int prio_final(struct shash_desc *desc, u8 *out)
{
	sha256_final(shash_desc_ctx(desc), out);
	if (broken)
		out[0] ^= 1;
	return 0;
}

static struct shash_alg prio_alg = {
	.init = prio_init,
	.update = prio_update,
	.final = prio_final,
	.descsize = sizeof(struct sha256_state),
	.digestsize = SHA256_DIGEST_SIZE,
	.base = {
		.cra_name = "sha256",
		.cra_driver_name = "sha256-prio",
		.cra_priority = 200,
		.cra_blocksize = SHA256_BLOCK_SIZE,
		.cra_module = THIS_MODULE,
	},
};

static int __init crypto_prio_init(void)
{
	int err = crypto_register_shash(&prio_alg);

	if (err)
		pr_err("cannot register sha256-prio: %d\n", err);
	return err;
}

static void __exit crypto_prio_exit(void)
{
	crypto_unregister_shash(&prio_alg);
}

module_init(crypto_prio_init);
module_exit(crypto_prio_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("A higher-priority sha256 of a module's own");
