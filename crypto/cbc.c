// SPDX-License-Identifier: GPL-2.0
/*
 * crypto/cbc.c - the "cbc" template: "cbc(aes)" chains each block into
 * the next (SP 800-38A 6.2; lib/crypto/modes.c).  The request's IV is
 * the last ciphertext block afterwards, so that the next request goes
 * on with the chain, as Linux's cbc does.
 */
#include "crypto/internal/skcipher.h"
#include "linux/init.h"
#include "linux/module.h"

static void cbc_encrypt_chunk(const struct block_cipher *bc, u8 *buf,
			      unsigned int nbytes, u8 *iv)
{
	cbc_encrypt_buf(bc, buf, buf, nbytes, iv);
}

static void cbc_decrypt_chunk(const struct block_cipher *bc, u8 *buf,
			      unsigned int nbytes, u8 *iv)
{
	cbc_decrypt_buf(bc, buf, buf, nbytes, iv);
}

static int cbc_encrypt(struct skcipher_request *req)
{
	return skcipher_crypt_simple(req, cbc_encrypt_chunk, true);
}

static int cbc_decrypt(struct skcipher_request *req)
{
	return skcipher_crypt_simple(req, cbc_decrypt_chunk, false);
}

static int cbc_create(struct crypto_template *tmpl, const char *inner)
{
	struct skcipher_instance *inst =
		skcipher_alloc_instance_simple(tmpl, inner);
	int err;

	if (IS_ERR(inst))
		return PTR_ERR(inst);
	inst->alg.encrypt = cbc_encrypt;
	inst->alg.decrypt = cbc_decrypt;
	err = skcipher_register_instance(tmpl, inst);
	if (err)
		inst->inst.free(&inst->inst);
	return err;
}

static struct crypto_template cbc_tmpl = {
	.name = "cbc",
	.create = cbc_create,
	.module = THIS_MODULE,
};

static int __init cbc_module_init(void)
{
	return crypto_register_template(&cbc_tmpl);
}
module_init(cbc_module_init);
