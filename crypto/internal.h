/* SPDX-License-Identifier: GPL-2.0 */
/*
 * crypto/internal.h - what the files of crypto/ share and nobody else
 * sees: the list of algorithms and its lock, the front ends of the
 * types, and the reference counting of crypto/api.c.
 */
#ifndef _CRYPTO_INTERNAL_H
#define _CRYPTO_INTERNAL_H

#include "crypto/algapi.h"
#include "linux/mutex.h"

/* Every registered algorithm, newest first, as /proc/crypto lists them */
extern struct list_head crypto_alg_list;
extern struct mutex crypto_alg_lock;

extern const struct crypto_type crypto_shash_type;
extern const struct crypto_type crypto_skcipher_type;
extern const struct crypto_type crypto_cipher_type;

/* A count on the algorithm and on its module; false if that is going */
bool crypto_alg_get(struct crypto_alg *alg);

/*
 * Register count items of stride bytes each with reg(); on a failure,
 * unregister the ones done with unreg() and return the error.
 */
int crypto_register_array(void *items, size_t stride, int count,
			  int (*reg)(void *item), void (*unreg)(void *item));
void crypto_unregister_array(void *items, size_t stride, int count,
			     void (*unreg)(void *item));

#endif /* _CRYPTO_INTERNAL_H */
