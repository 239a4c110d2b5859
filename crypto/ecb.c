// SPDX-License-Identifier: GPL-2.0
/*
 * crypto/ecb.c - the "ecb" template: "ecb(aes)" is AES on each block on
 * its own (SP 800-38A 6.1; lib/crypto/modes.c).  No IV, and equal
 * plaintext blocks give equal ciphertext blocks: for tests and for
 * building other modes, not for data.
 */
#include "crypto/internal/skcipher.h"
#include "linux/init.h"
#include "linux/module.h"

static void ecb_chunk(const struct block_cipher *bc, u8 *buf,
		      unsigned int nbytes, u8 *iv)
{
	ecb_crypt_buf(bc, buf, buf, nbytes);
}

static int ecb_encrypt(struct skcipher_request *req)
{
	return skcipher_crypt_simple(req, ecb_chunk, true);
}

static int ecb_decrypt(struct skcipher_request *req)
{
	return skcipher_crypt_simple(req, ecb_chunk, false);
}

static int ecb_create(struct crypto_template *tmpl, const char *inner)
{
	struct skcipher_instance *inst =
		skcipher_alloc_instance_simple(tmpl, inner);
	int err;

	if (IS_ERR(inst))
		return PTR_ERR(inst);
	inst->alg.ivsize = 0;	/* ECB chains nothing */
	inst->alg.encrypt = ecb_encrypt;
	inst->alg.decrypt = ecb_decrypt;
	err = skcipher_register_instance(tmpl, inst);
	if (err)
		inst->inst.free(&inst->inst);
	return err;
}

static struct crypto_template ecb_tmpl = {
	.name = "ecb",
	.create = ecb_create,
	.module = THIS_MODULE,
};

static int __init ecb_module_init(void)
{
	return crypto_register_template(&ecb_tmpl);
}
module_init(ecb_module_init);
