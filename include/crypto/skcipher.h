/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/crypto/skcipher.h - symmetric ciphers in a mode (skcipher),
 * Linux 6.1's interface: crypto_alloc_skcipher("cbc(aes)", 0, 0), a
 * key (crypto_skcipher_setkey), then requests: source and destination
 * scatterlists, a length and an IV (skcipher_request_set_crypt),
 * handed to crypto_skcipher_encrypt/decrypt.  crypto/skcipher.c;
 * docs/crypto.md.
 */
#ifndef _CRYPTO_SKCIPHER_H
#define _CRYPTO_SKCIPHER_H

#include "linux/crypto.h"

struct scatterlist;

struct skcipher_request {
	unsigned int cryptlen;
	u8 *iv;
	struct scatterlist *src;
	struct scatterlist *dst;
	struct crypto_async_request base;
	void *__ctx[] CRYPTO_MINALIGN_ATTR;
};

struct crypto_skcipher {
	unsigned int reqsize;
	struct crypto_tfm base;
};

struct skcipher_alg {
	int (*setkey)(struct crypto_skcipher *tfm, const u8 *key,
		      unsigned int keylen);
	int (*encrypt)(struct skcipher_request *req);
	int (*decrypt)(struct skcipher_request *req);
	int (*init)(struct crypto_skcipher *tfm);
	void (*exit)(struct crypto_skcipher *tfm);
	unsigned int min_keysize;
	unsigned int max_keysize;
	unsigned int ivsize;
	unsigned int chunksize;
	unsigned int walksize;
	struct crypto_alg base;
};

static inline struct crypto_tfm *
crypto_skcipher_tfm(struct crypto_skcipher *tfm)
{
	return &tfm->base;
}

static inline struct skcipher_alg *crypto_skcipher_alg(
	struct crypto_skcipher *tfm)
{
	return container_of(tfm->base.__crt_alg, struct skcipher_alg, base);
}

static inline unsigned int crypto_skcipher_ivsize(struct crypto_skcipher *tfm)
{
	return crypto_skcipher_alg(tfm)->ivsize;
}

static inline unsigned int
crypto_skcipher_blocksize(struct crypto_skcipher *tfm)
{
	return crypto_tfm_alg_blocksize(&tfm->base);
}

static inline unsigned int
crypto_skcipher_min_keysize(struct crypto_skcipher *tfm)
{
	return crypto_skcipher_alg(tfm)->min_keysize;
}

static inline unsigned int
crypto_skcipher_max_keysize(struct crypto_skcipher *tfm)
{
	return crypto_skcipher_alg(tfm)->max_keysize;
}

static inline unsigned int crypto_skcipher_reqsize(struct crypto_skcipher *tfm)
{
	return tfm->reqsize;
}

static inline u32 crypto_skcipher_get_flags(struct crypto_skcipher *tfm)
{
	return crypto_tfm_get_flags(&tfm->base);
}

static inline const char *crypto_skcipher_driver_name(
	struct crypto_skcipher *tfm)
{
	return crypto_tfm_alg_driver_name(&tfm->base);
}

static inline struct crypto_skcipher *
crypto_skcipher_reqtfm(struct skcipher_request *req)
{
	return container_of(req->base.tfm, struct crypto_skcipher, base);
}

static inline void skcipher_request_set_tfm(struct skcipher_request *req,
					    struct crypto_skcipher *tfm)
{
	req->base.tfm = &tfm->base;
}

/* A request with the transform's reqsize bytes of context after it */
static inline struct skcipher_request *skcipher_request_alloc(
	struct crypto_skcipher *tfm, gfp_t gfp)
{
	struct skcipher_request *req = kzalloc(sizeof(*req) +
					       crypto_skcipher_reqsize(tfm), gfp);

	if (req)
		skcipher_request_set_tfm(req, tfm);
	return req;
}

static inline void skcipher_request_free(struct skcipher_request *req)
{
	kfree_sensitive(req);
}

static inline void skcipher_request_set_callback(struct skcipher_request *req,
						 u32 flags,
						 crypto_completion_t compl,
						 void *data)
{
	req->base.complete = compl;
	req->base.data = data;
	req->base.flags = flags;
}

static inline void skcipher_request_set_crypt(struct skcipher_request *req,
					      struct scatterlist *src,
					      struct scatterlist *dst,
					      unsigned int cryptlen, void *iv)
{
	req->src = src;
	req->dst = dst;
	req->cryptlen = cryptlen;
	req->iv = iv;
}

static inline void *skcipher_request_ctx(struct skcipher_request *req)
{
	return req->__ctx;
}

struct crypto_skcipher *crypto_alloc_skcipher(const char *alg_name, u32 type,
					      u32 mask);
void crypto_free_skcipher(struct crypto_skcipher *tfm);
int crypto_has_skcipher(const char *alg_name, u32 type, u32 mask);
int crypto_skcipher_setkey(struct crypto_skcipher *tfm, const u8 *key,
			   unsigned int keylen);
int crypto_skcipher_encrypt(struct skcipher_request *req);
int crypto_skcipher_decrypt(struct skcipher_request *req);

#endif /* _CRYPTO_SKCIPHER_H */
