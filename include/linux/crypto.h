/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/crypto.h - the crypto API's core, by Linux 6.1's names:
 * an algorithm (struct crypto_alg) is registered under a name ("aes")
 * and a driver name ("aes-generic") with a priority; a user allocates
 * a transform (struct crypto_tfm, inside a crypto_shash or
 * crypto_skcipher) by either name and gets the highest-priority
 * algorithm that passed its self-test.  docs/crypto.md.
 *
 * Every algorithm here is synchronous: a request is done when
 * crypto_skcipher_encrypt() returns; the completion (crypto_req_done(),
 * crypto_wait_req()) is there so that code written for asynchronous
 * drivers builds and runs unchanged.
 */
#ifndef _LINUX_CRYPTO_H
#define _LINUX_CRYPTO_H

#include "linux/types.h"
#include "linux/list.h"
#include "linux/completion.h"
#include "linux/errno.h"
#include "linux/err.h"
#include "linux/slab.h"
#include "linux/string.h"
#include "asm/atomic.h"

struct module;
struct crypto_tfm;
struct crypto_type;

/* cra_flags: the type in the low four bits, as Linux numbers them */
#define CRYPTO_ALG_TYPE_MASK		0x0000000f
#define CRYPTO_ALG_TYPE_CIPHER		0x00000001
#define CRYPTO_ALG_TYPE_COMPRESS	0x00000002
#define CRYPTO_ALG_TYPE_AEAD		0x00000003
#define CRYPTO_ALG_TYPE_SKCIPHER	0x00000005
#define CRYPTO_ALG_TYPE_AKCIPHER	0x00000006
#define CRYPTO_ALG_TYPE_KPP		0x00000008
#define CRYPTO_ALG_TYPE_RNG		0x0000000c
#define CRYPTO_ALG_TYPE_HASH		0x0000000e
#define CRYPTO_ALG_TYPE_SHASH		0x0000000e
#define CRYPTO_ALG_TYPE_AHASH		0x0000000f

#define CRYPTO_ALG_DEAD			0x00000020
#define CRYPTO_ALG_ASYNC		0x00000080
#define CRYPTO_ALG_TESTED		0x00000400
#define CRYPTO_ALG_INSTANCE		0x00000800
#define CRYPTO_ALG_INTERNAL		0x00002000
#define CRYPTO_ALG_ALLOCATES_MEMORY	0x00010000

/* A transform's flags: no key set yet, on an algorithm that needs one */
#define CRYPTO_TFM_NEED_KEY		0x00000001
/* A request's flags: it may sleep, it may queue (both always allowed) */
#define CRYPTO_TFM_REQ_MAY_SLEEP	0x00000200
#define CRYPTO_TFM_REQ_MAY_BACKLOG	0x00000400

#define CRYPTO_MAX_ALG_NAME		128
/* What a context or descriptor is aligned to (kmalloc's alignment) */
#define CRYPTO_MINALIGN			8
#define CRYPTO_MINALIGN_ATTR		__attribute__((__aligned__(CRYPTO_MINALIGN)))

struct crypto_async_request;
/* 6.1's form: the request itself (6.3 passes its data pointer instead) */
typedef void (*crypto_completion_t)(struct crypto_async_request *req,
				    int err);

struct crypto_async_request {
	struct list_head list;
	crypto_completion_t complete;
	void *data;
	struct crypto_tfm *tfm;
	u32 flags;
};

/* A single-block cipher ("aes"): the cra_u.cipher of its crypto_alg */
struct cipher_alg {
	unsigned int cia_min_keysize;
	unsigned int cia_max_keysize;
	int (*cia_setkey)(struct crypto_tfm *tfm, const u8 *key,
			  unsigned int keylen);
	void (*cia_encrypt)(struct crypto_tfm *tfm, u8 *dst, const u8 *src);
	void (*cia_decrypt)(struct crypto_tfm *tfm, u8 *dst, const u8 *src);
};

struct crypto_alg {
	struct list_head cra_list;	/* in crypto_alg_list, newest first */
	u32 cra_flags;
	unsigned int cra_blocksize;
	unsigned int cra_ctxsize;	/* the transform's private bytes */
	unsigned int cra_alignmask;
	int cra_priority;
	atomic_t cra_refcnt;		/* 1 for the registration, +1 a tfm */
	char cra_name[CRYPTO_MAX_ALG_NAME];
	char cra_driver_name[CRYPTO_MAX_ALG_NAME];
	const struct crypto_type *cra_type;	/* NULL: a cipher */
	union {
		struct cipher_alg cipher;
	} cra_u;
	int (*cra_init)(struct crypto_tfm *tfm);
	void (*cra_exit)(struct crypto_tfm *tfm);
	void (*cra_destroy)(struct crypto_alg *alg);
	struct module *cra_module;
};
#define cra_cipher	cra_u.cipher

/* A transform: one user's keyed instance of an algorithm */
struct crypto_tfm {
	u32 crt_flags;
	void (*exit)(struct crypto_tfm *tfm);
	struct crypto_alg *__crt_alg;
	void *__crt_ctx[] CRYPTO_MINALIGN_ATTR;
};

/* crypto/api.c: the registry */
int crypto_register_alg(struct crypto_alg *alg);
void crypto_unregister_alg(struct crypto_alg *alg);
int crypto_register_algs(struct crypto_alg *algs, int count);
void crypto_unregister_algs(struct crypto_alg *algs, int count);
/* 1 when an algorithm of that name, type and mask is there (or can be) */
int crypto_has_alg(const char *name, u32 type, u32 mask);
void crypto_destroy_tfm(void *mem, struct crypto_tfm *tfm);

static inline void *crypto_tfm_ctx(struct crypto_tfm *tfm)
{
	return tfm->__crt_ctx;
}

static inline const char *crypto_tfm_alg_name(struct crypto_tfm *tfm)
{
	return tfm->__crt_alg->cra_name;
}

static inline const char *crypto_tfm_alg_driver_name(struct crypto_tfm *tfm)
{
	return tfm->__crt_alg->cra_driver_name;
}

static inline unsigned int crypto_tfm_alg_blocksize(struct crypto_tfm *tfm)
{
	return tfm->__crt_alg->cra_blocksize;
}

static inline u32 crypto_tfm_get_flags(struct crypto_tfm *tfm)
{
	return tfm->crt_flags;
}

static inline void crypto_tfm_set_flags(struct crypto_tfm *tfm, u32 flags)
{
	tfm->crt_flags |= flags;
}

static inline void crypto_tfm_clear_flags(struct crypto_tfm *tfm, u32 flags)
{
	tfm->crt_flags &= ~flags;
}

/*
 * Waiting for a request: DECLARE_CRYPTO_WAIT(wait); set the request's
 * callback to crypto_req_done with &wait as its data; then
 * err = crypto_wait_req(crypto_skcipher_encrypt(req), &wait).
 */
struct crypto_wait {
	struct completion completion;
	int err;
};

#define CRYPTO_WAIT_INITIALIZER(name)                                   \
	{ .completion = COMPLETION_INITIALIZER((name).completion), .err = 0 }
#define DECLARE_CRYPTO_WAIT(name)                                       \
	struct crypto_wait name = CRYPTO_WAIT_INITIALIZER(name)

static inline void crypto_init_wait(struct crypto_wait *wait)
{
	init_completion(&wait->completion);
}

void crypto_req_done(struct crypto_async_request *req, int err);

/* A request that went to a queue (-EINPROGRESS, -EBUSY) is waited for */
static inline int crypto_wait_req(int err, struct crypto_wait *wait)
{
	if (err == -EINPROGRESS || err == -EBUSY) {
		wait_for_completion(&wait->completion);
		reinit_completion(&wait->completion);
		err = wait->err;
	}
	return err;
}

#endif /* _LINUX_CRYPTO_H */
