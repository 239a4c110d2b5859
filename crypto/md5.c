// SPDX-License-Identifier: GPL-2.0
/*
 * crypto/md5.c - "md5" as a shash algorithm, around lib/crypto/md5.c;
 * priority 0 as in Linux, where it is the only md5 and never preferred.
 */
#include "crypto/internal/hash.h"
#include "crypto/md5.h"
#include "linux/init.h"
#include "linux/export.h"
#include "linux/module.h"

static int md5_shash_init(struct shash_desc *desc)
{
	md5_init(shash_desc_ctx(desc));
	return 0;
}

static int md5_shash_update(struct shash_desc *desc, const u8 *data,
			    unsigned int len)
{
	md5_update(shash_desc_ctx(desc), data, len);
	return 0;
}

static int md5_shash_final(struct shash_desc *desc, u8 *out)
{
	md5_final(shash_desc_ctx(desc), out);
	return 0;
}

static struct shash_alg md5_alg = {
	.init = md5_shash_init,
	.update = md5_shash_update,
	.final = md5_shash_final,
	.descsize = sizeof(struct md5_state),
	.digestsize = MD5_DIGEST_SIZE,
	.base = {
		.cra_name = "md5",
		.cra_driver_name = "md5-generic",
		.cra_priority = 0,
		.cra_blocksize = MD5_HMAC_BLOCK_SIZE,
		.cra_module = THIS_MODULE,
	},
};

static int __init md5_mod_init(void)
{
	return crypto_register_shash(&md5_alg);
}
module_init(md5_mod_init);

/* lib/crypto/md5.c's calls, for modules (it is pure: no exports there) */
EXPORT_SYMBOL(md5_init);
EXPORT_SYMBOL(md5_update);
EXPORT_SYMBOL(md5_final);
