/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/crypto/internal/hash.h - registering a message digest
 * (crypto/shash.c); LKMPG's cryptosha256 includes it for the user's
 * calls too, which it brings in with include/crypto/hash.h.
 */
#ifndef _CRYPTO_INTERNAL_HASH_H
#define _CRYPTO_INTERNAL_HASH_H

#include "crypto/algapi.h"
#include "crypto/hash.h"

int crypto_register_shash(struct shash_alg *alg);
void crypto_unregister_shash(struct shash_alg *alg);
int crypto_register_shashes(struct shash_alg *algs, int count);
void crypto_unregister_shashes(struct shash_alg *algs, int count);

static inline void *crypto_shash_ctx(struct crypto_shash *tfm)
{
	return crypto_tfm_ctx(&tfm->base);
}

#endif /* _CRYPTO_INTERNAL_HASH_H */
