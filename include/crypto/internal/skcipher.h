/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/crypto/internal/skcipher.h - registering a symmetric cipher
 * in a mode, and the instance of a mode template around a block
 * cipher: skcipher_alloc_instance_simple() fills in everything but
 * encrypt/decrypt (crypto/skcipher.c, used by crypto/ecb.c and
 * crypto/cbc.c).  LKMPG's cryptosk includes it.
 */
#ifndef _CRYPTO_INTERNAL_SKCIPHER_H
#define _CRYPTO_INTERNAL_SKCIPHER_H

#include "crypto/algapi.h"
#include "crypto/skcipher.h"
#include "crypto/internal/cipher.h"
#include "crypto/internal/modes.h"

struct skcipher_instance {
	struct crypto_instance inst;
	struct skcipher_alg alg;
};

int crypto_register_skcipher(struct skcipher_alg *alg);
void crypto_unregister_skcipher(struct skcipher_alg *alg);
int crypto_register_skciphers(struct skcipher_alg *algs, int count);
void crypto_unregister_skciphers(struct skcipher_alg *algs, int count);

static inline void *crypto_skcipher_ctx(struct crypto_skcipher *tfm)
{
	return crypto_tfm_ctx(&tfm->base);
}

/*
 * "tmpl(inner)" around the cipher inner names: its sizes and keys, a
 * transform holding a transform of the cipher (skcipher_cipher_simple()),
 * and the template's encrypt/decrypt still to fill in; then
 * skcipher_register_instance().
 */
struct skcipher_instance *skcipher_alloc_instance_simple(
	struct crypto_template *tmpl, const char *inner);
int skcipher_register_instance(struct crypto_template *tmpl,
			       struct skcipher_instance *inst);

static inline struct crypto_cipher *skcipher_cipher_simple(
	struct crypto_skcipher *tfm)
{
	struct crypto_cipher **ctx = crypto_skcipher_ctx(tfm);

	return *ctx;
}

/*
 * A mode on a flat buffer, in place: nbytes whole blocks of bc, iv the
 * chaining value carried from one call to the next (unused by ECB).
 */
typedef void (*skcipher_mode_fn)(const struct block_cipher *bc, u8 *buf,
				 unsigned int nbytes, u8 *iv);

/*
 * A simple instance's encrypt or decrypt: the request's cryptlen bytes
 * (whole blocks, else -EINVAL) copied from src a chunk at a time, run
 * through mode with the instance's cipher one way, copied to dst; the
 * chaining value left in req->iv.
 */
int skcipher_crypt_simple(struct skcipher_request *req, skcipher_mode_fn mode,
			  bool encrypt);

#endif /* _CRYPTO_INTERNAL_SKCIPHER_H */
