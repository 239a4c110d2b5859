// SPDX-License-Identifier: GPL-2.0
/*
 * crypto/aes_generic.c - "aes" as a single-block cipher, around
 * lib/crypto/aes.c: what the ecb and cbc templates build "ecb(aes)"
 * and "cbc(aes)" on.
 */
#include "crypto/algapi.h"
#include "crypto/aes.h"
#include "linux/init.h"
#include "linux/export.h"
#include "linux/module.h"

static int aes_set_key(struct crypto_tfm *tfm, const u8 *key,
		       unsigned int keylen)
{
	return aes_expandkey(crypto_tfm_ctx(tfm), key, keylen);
}

static void aes_encrypt_one(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	aes_encrypt(crypto_tfm_ctx(tfm), dst, src);
}

static void aes_decrypt_one(struct crypto_tfm *tfm, u8 *dst, const u8 *src)
{
	aes_decrypt(crypto_tfm_ctx(tfm), dst, src);
}

static struct crypto_alg aes_alg = {
	.cra_name = "aes",
	.cra_driver_name = "aes-generic",
	.cra_priority = 100,
	.cra_flags = CRYPTO_ALG_TYPE_CIPHER,
	.cra_blocksize = AES_BLOCK_SIZE,
	.cra_ctxsize = sizeof(struct crypto_aes_ctx),
	.cra_module = THIS_MODULE,
	.cra_u = {
		.cipher = {
			.cia_min_keysize = AES_MIN_KEY_SIZE,
			.cia_max_keysize = AES_MAX_KEY_SIZE,
			.cia_setkey = aes_set_key,
			.cia_encrypt = aes_encrypt_one,
			.cia_decrypt = aes_decrypt_one,
		},
	},
};

static int __init aes_init(void)
{
	return crypto_register_alg(&aes_alg);
}
module_init(aes_init);

/* lib/crypto/aes.c's calls, for modules (it is pure: no exports there) */
EXPORT_SYMBOL(aes_expandkey);
EXPORT_SYMBOL(aes_encrypt);
EXPORT_SYMBOL(aes_decrypt);
