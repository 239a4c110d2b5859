// SPDX-License-Identifier: GPL-2.0
/*
 * crypto/sha256_generic.c - "sha256" and "sha224" as shash algorithms,
 * around lib/crypto/sha256.c.  Registered in Linux's order (sha256,
 * then sha224: /proc/crypto lists the newest first) and priority.
 */
#include "crypto/internal/hash.h"
#include "crypto/sha2.h"
#include "linux/init.h"
#include "linux/export.h"
#include "linux/module.h"

static int sha256_shash_init(struct shash_desc *desc)
{
	sha256_init(shash_desc_ctx(desc));
	return 0;
}

static int sha224_shash_init(struct shash_desc *desc)
{
	sha224_init(shash_desc_ctx(desc));
	return 0;
}

static int sha256_shash_update(struct shash_desc *desc, const u8 *data,
			       unsigned int len)
{
	sha256_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int sha256_shash_final(struct shash_desc *desc, u8 *out)
{
	sha256_final(shash_desc_ctx(desc), out);
	return 0;
}

static int sha224_shash_final(struct shash_desc *desc, u8 *out)
{
	sha224_final(shash_desc_ctx(desc), out);
	return 0;
}

static struct shash_alg sha256_algs[] = { {
	.init = sha256_shash_init,
	.update = sha256_shash_update,
	.final = sha256_shash_final,
	.descsize = sizeof(struct sha256_state),
	.digestsize = SHA256_DIGEST_SIZE,
	.base = {
		.cra_name = "sha256",
		.cra_driver_name = "sha256-generic",
		.cra_priority = 100,
		.cra_blocksize = SHA256_BLOCK_SIZE,
		.cra_module = THIS_MODULE,
	},
}, {
	.init = sha224_shash_init,
	.update = sha256_shash_update,
	.final = sha224_shash_final,
	.descsize = sizeof(struct sha256_state),
	.digestsize = SHA224_DIGEST_SIZE,
	.base = {
		.cra_name = "sha224",
		.cra_driver_name = "sha224-generic",
		.cra_priority = 100,
		.cra_blocksize = SHA224_BLOCK_SIZE,
		.cra_module = THIS_MODULE,
	},
} };

static int __init sha256_generic_mod_init(void)
{
	return crypto_register_shashes(sha256_algs, ARRAY_SIZE(sha256_algs));
}
module_init(sha256_generic_mod_init);

/* lib/crypto/sha256.c's calls, for modules (it is pure: no exports there) */
EXPORT_SYMBOL(sha256_init);
EXPORT_SYMBOL(sha224_init);
EXPORT_SYMBOL(sha256_update);
EXPORT_SYMBOL(sha256_final);
EXPORT_SYMBOL(sha224_final);
EXPORT_SYMBOL(sha256);
