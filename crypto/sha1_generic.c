// SPDX-License-Identifier: GPL-2.0
/*
 * crypto/sha1_generic.c - "sha1" as a shash algorithm, around
 * lib/crypto/sha1.c, with Linux's priority.
 */
#include "crypto/internal/hash.h"
#include "crypto/sha1.h"
#include "linux/init.h"
#include "linux/export.h"
#include "linux/module.h"

static int sha1_shash_init(struct shash_desc *desc)
{
	sha1_init(shash_desc_ctx(desc));
	return 0;
}

static int sha1_shash_update(struct shash_desc *desc, const u8 *data,
			     unsigned int len)
{
	sha1_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int sha1_shash_final(struct shash_desc *desc, u8 *out)
{
	sha1_final(shash_desc_ctx(desc), out);
	return 0;
}

static struct shash_alg sha1_alg = {
	.init = sha1_shash_init,
	.update = sha1_shash_update,
	.final = sha1_shash_final,
	.descsize = sizeof(struct sha1_state),
	.digestsize = SHA1_DIGEST_SIZE,
	.base = {
		.cra_name = "sha1",
		.cra_driver_name = "sha1-generic",
		.cra_priority = 100,
		.cra_blocksize = SHA1_BLOCK_SIZE,
		.cra_module = THIS_MODULE,
	},
};

static int __init sha1_generic_mod_init(void)
{
	return crypto_register_shash(&sha1_alg);
}
module_init(sha1_generic_mod_init);

/* lib/crypto/sha1.c's calls, for modules (it is pure: no exports there) */
EXPORT_SYMBOL(sha1_init);
EXPORT_SYMBOL(sha1_update);
EXPORT_SYMBOL(sha1_final);
