// SPDX-License-Identifier: GPL-2.0
/*
 * crypto/skcipher.c - symmetric ciphers in a mode (include/crypto/
 * skcipher.h, include/crypto/internal/skcipher.h): the front end's
 * calls, the checks of a registration, /proc/crypto's lines for the
 * type, and the "simple" instance a mode template (ecb, cbc) makes
 * around a single-block cipher.
 */
#include "internal.h"
#include "crypto/internal/skcipher.h"
#include "linux/export.h"
#include "linux/scatterlist.h"
#include "linux/seq_file.h"

static void crypto_skcipher_exit_tfm(struct crypto_tfm *tfm)
{
	struct crypto_skcipher *sk = container_of(tfm, struct crypto_skcipher,
						  base);

	crypto_skcipher_alg(sk)->exit(sk);
}

static int crypto_skcipher_init_tfm(struct crypto_tfm *tfm)
{
	struct crypto_skcipher *sk = container_of(tfm, struct crypto_skcipher,
						  base);
	struct skcipher_alg *alg = crypto_skcipher_alg(sk);

	if (alg->max_keysize)	/* nothing to encrypt with before a key */
		crypto_tfm_set_flags(tfm, CRYPTO_TFM_NEED_KEY);
	if (alg->exit)
		tfm->exit = crypto_skcipher_exit_tfm;
	return alg->init ? alg->init(sk) : 0;
}

static void crypto_skcipher_show(struct seq_file *m, struct crypto_alg *alg)
{
	struct skcipher_alg *sk = container_of(alg, struct skcipher_alg, base);

	seq_printf(m, "type         : skcipher\n");
	seq_printf(m, "async        : %s\n",
		   alg->cra_flags & CRYPTO_ALG_ASYNC ? "yes" : "no");
	seq_printf(m, "blocksize    : %u\n", alg->cra_blocksize);
	seq_printf(m, "min keysize  : %u\n", sk->min_keysize);
	seq_printf(m, "max keysize  : %u\n", sk->max_keysize);
	seq_printf(m, "ivsize       : %u\n", sk->ivsize);
	seq_printf(m, "chunksize    : %u\n", sk->chunksize);
	seq_printf(m, "walksize     : %u\n", sk->walksize);
}

const struct crypto_type crypto_skcipher_type = {
	.init_tfm = crypto_skcipher_init_tfm,
	.show = crypto_skcipher_show,
	.type = CRYPTO_ALG_TYPE_SKCIPHER,
	.maskset = CRYPTO_ALG_TYPE_MASK,
	.tfmsize = offsetof(struct crypto_skcipher, base),
};

struct crypto_skcipher *crypto_alloc_skcipher(const char *alg_name, u32 type,
					      u32 mask)
{
	return crypto_alloc_tfm(alg_name, &crypto_skcipher_type, type, mask);
}
EXPORT_SYMBOL_GPL(crypto_alloc_skcipher);

void crypto_free_skcipher(struct crypto_skcipher *tfm)
{
	crypto_destroy_tfm(tfm, crypto_skcipher_tfm(tfm));
}
EXPORT_SYMBOL_GPL(crypto_free_skcipher);

int crypto_has_skcipher(const char *alg_name, u32 type, u32 mask)
{
	type &= ~CRYPTO_ALG_TYPE_MASK;
	return crypto_has_alg(alg_name, type | CRYPTO_ALG_TYPE_SKCIPHER,
			      mask | CRYPTO_ALG_TYPE_MASK);
}
EXPORT_SYMBOL_GPL(crypto_has_skcipher);

int crypto_skcipher_setkey(struct crypto_skcipher *tfm, const u8 *key,
			   unsigned int keylen)
{
	struct skcipher_alg *alg = crypto_skcipher_alg(tfm);
	int err;

	if (keylen < alg->min_keysize || keylen > alg->max_keysize)
		return -EINVAL;
	err = alg->setkey(tfm, key, keylen);
	if (err) {	/* the old key is gone too: no half-set state */
		crypto_tfm_set_flags(&tfm->base, CRYPTO_TFM_NEED_KEY);
		return err;
	}
	crypto_tfm_clear_flags(&tfm->base, CRYPTO_TFM_NEED_KEY);
	return 0;
}
EXPORT_SYMBOL_GPL(crypto_skcipher_setkey);

/* Synchronous: done on return, the callback is not called (as Linux) */
int crypto_skcipher_encrypt(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);

	if (crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	return crypto_skcipher_alg(tfm)->encrypt(req);
}
EXPORT_SYMBOL_GPL(crypto_skcipher_encrypt);

int crypto_skcipher_decrypt(struct skcipher_request *req)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);

	if (crypto_skcipher_get_flags(tfm) & CRYPTO_TFM_NEED_KEY)
		return -ENOKEY;
	return crypto_skcipher_alg(tfm)->decrypt(req);
}
EXPORT_SYMBOL_GPL(crypto_skcipher_decrypt);

/* The checks and defaults of a registration, algorithm or instance */
static int skcipher_prepare_alg(struct skcipher_alg *alg)
{
	struct crypto_alg *base = &alg->base;

	if (!alg->setkey || !alg->encrypt || !alg->decrypt ||
	    alg->min_keysize > alg->max_keysize ||
	    alg->ivsize > MODES_MAX_BLOCK_SIZE ||
	    alg->chunksize > PAGE_SIZE / 8 || alg->walksize > PAGE_SIZE / 8)
		return -EINVAL;
	if (!alg->chunksize)	/* Linux's defaults */
		alg->chunksize = base->cra_blocksize;
	if (!alg->walksize)
		alg->walksize = alg->chunksize;
	base->cra_type = &crypto_skcipher_type;
	base->cra_flags &= ~CRYPTO_ALG_TYPE_MASK;
	base->cra_flags |= CRYPTO_ALG_TYPE_SKCIPHER;
	return 0;
}

int crypto_register_skcipher(struct skcipher_alg *alg)
{
	int err = skcipher_prepare_alg(alg);

	return err ? err : crypto_register_alg(&alg->base);
}
EXPORT_SYMBOL_GPL(crypto_register_skcipher);

void crypto_unregister_skcipher(struct skcipher_alg *alg)
{
	crypto_unregister_alg(&alg->base);
}
EXPORT_SYMBOL_GPL(crypto_unregister_skcipher);

static int reg_skcipher(void *alg)
{
	return crypto_register_skcipher(alg);
}

static void unreg_skcipher(void *alg)
{
	crypto_unregister_skcipher(alg);
}

int crypto_register_skciphers(struct skcipher_alg *algs, int count)
{
	return crypto_register_array(algs, sizeof(*algs), count,
				     reg_skcipher, unreg_skcipher);
}
EXPORT_SYMBOL_GPL(crypto_register_skciphers);

void crypto_unregister_skciphers(struct skcipher_alg *algs, int count)
{
	crypto_unregister_array(algs, sizeof(*algs), count, unreg_skcipher);
}
EXPORT_SYMBOL_GPL(crypto_unregister_skciphers);

/* --- the simple instance: a mode around a single-block cipher ------- */

static struct skcipher_instance *skcipher_instance_of(struct crypto_skcipher *tfm)
{
	return container_of(crypto_skcipher_alg(tfm), struct skcipher_instance,
			    alg);
}

static int simple_init(struct crypto_skcipher *tfm)
{
	struct crypto_cipher **child = crypto_skcipher_ctx(tfm);
	struct crypto_cipher *cipher =
		crypto_spawn_cipher(skcipher_instance_of(tfm)->inst.inner);

	if (IS_ERR(cipher))
		return PTR_ERR(cipher);
	*child = cipher;
	return 0;
}

static void simple_exit(struct crypto_skcipher *tfm)
{
	crypto_free_cipher(skcipher_cipher_simple(tfm));
}

static int simple_setkey(struct crypto_skcipher *tfm, const u8 *key,
			 unsigned int keylen)
{
	return crypto_cipher_setkey(skcipher_cipher_simple(tfm), key, keylen);
}

static void simple_free(struct crypto_instance *inst)
{
	kfree(container_of(inst, struct skcipher_instance, inst));
}

struct skcipher_instance *skcipher_alloc_instance_simple(
	struct crypto_template *tmpl, const char *inner)
{
	struct crypto_alg *cipher = crypto_alg_lookup(inner,
		CRYPTO_ALG_TYPE_CIPHER, CRYPTO_ALG_TYPE_MASK);
	struct skcipher_instance *inst;
	struct skcipher_alg *alg;
	int err;

	if (!cipher)
		return ERR_PTR(-ENOENT);
	inst = kzalloc(sizeof(*inst), GFP_KERNEL);
	err = -ENOMEM;
	if (!inst)
		goto out_put;
	alg = &inst->alg;
	err = crypto_inst_setname(&alg->base, tmpl->name, cipher);
	if (err)
		goto out_free;
	alg->base.cra_priority = cipher->cra_priority;
	alg->base.cra_blocksize = cipher->cra_blocksize;
	alg->base.cra_alignmask = cipher->cra_alignmask;
	alg->base.cra_ctxsize = sizeof(struct crypto_cipher *);
	alg->base.cra_module = tmpl->module;
	alg->min_keysize = cipher->cra_cipher.cia_min_keysize;
	alg->max_keysize = cipher->cra_cipher.cia_max_keysize;
	alg->ivsize = cipher->cra_blocksize;
	alg->setkey = simple_setkey;
	alg->init = simple_init;
	alg->exit = simple_exit;
	inst->inst.inner = cipher;
	inst->inst.tmpl = tmpl;
	inst->inst.free = simple_free;
	crypto_mod_put(cipher);
	return inst;
out_free:
	kfree(inst);
out_put:
	crypto_mod_put(cipher);
	return ERR_PTR(err);
}
EXPORT_SYMBOL_GPL(skcipher_alloc_instance_simple);

int skcipher_register_instance(struct crypto_template *tmpl,
			       struct skcipher_instance *inst)
{
	int err = skcipher_prepare_alg(&inst->alg);

	inst->inst.tmpl = tmpl;
	inst->inst.alg = &inst->alg.base;
	return err ? err : crypto_register_instance(&inst->inst);
}
EXPORT_SYMBOL_GPL(skcipher_register_instance);

static void cipher_encrypt_cb(const void *ctx, u8 *out, const u8 *in)
{
	crypto_cipher_encrypt_one((struct crypto_cipher *)ctx, out, in);
}

static void cipher_decrypt_cb(const void *ctx, u8 *out, const u8 *in)
{
	crypto_cipher_decrypt_one((struct crypto_cipher *)ctx, out, in);
}

/* Bytes through the bounce buffer at a time: a few blocks, on the stack */
#define SKCIPHER_CHUNK	128

int skcipher_crypt_simple(struct skcipher_request *req, skcipher_mode_fn mode,
			  bool encrypt)
{
	struct crypto_skcipher *tfm = crypto_skcipher_reqtfm(req);
	struct crypto_cipher *cipher = skcipher_cipher_simple(tfm);
	struct block_cipher bc = {
		.crypt = encrypt ? cipher_encrypt_cb : cipher_decrypt_cb,
		.ctx = cipher,
		.bsize = crypto_cipher_blocksize(cipher),
	};
	unsigned int ivsize = crypto_skcipher_ivsize(tfm), off, n;
	u8 buf[SKCIPHER_CHUNK], iv[MODES_MAX_BLOCK_SIZE];
	int err = 0;

	if (req->cryptlen % bc.bsize || (ivsize && !req->iv))
		return -EINVAL;
	memcpy(iv, req->iv, ivsize);
	for (off = 0; off < req->cryptlen; off += n) {
		n = min_t(unsigned int, req->cryptlen - off,
			  SKCIPHER_CHUNK - SKCIPHER_CHUNK % bc.bsize);
		/* a list shorter than cryptlen is the caller's error */
		if (sg_pcopy_to_buffer(req->src, UINT_MAX, buf, n, off) != n) {
			err = -EINVAL;
			break;
		}
		mode(&bc, buf, n, iv);
		if (sg_pcopy_from_buffer(req->dst, UINT_MAX, buf, n, off) != n) {
			err = -EINVAL;
			break;
		}
	}
	if (!err)
		memcpy(req->iv, iv, ivsize);
	memzero_explicit(buf, sizeof(buf));
	return err;
}
EXPORT_SYMBOL_GPL(skcipher_crypt_simple);
