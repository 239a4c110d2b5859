/* SPDX-License-Identifier: GPL-2.0 */
/*
 * security/keys/internal.h - what the files of security/keys share.
 * "Under key_lock": called with it held.
 */
#ifndef _SECURITY_KEYS_INTERNAL_H
#define _SECURITY_KEYS_INTERNAL_H

#include "linux/key.h"
#include "linux/spinlock.h"

extern spinlock_t key_lock;

/* key.c */
struct key *key_alloc(const char *desc, bool keyring, const void *payload,
		      size_t len, key_perm_t perm);
struct key *key_find(key_serial_t id);			/* under key_lock */
struct key *key_find_keyring(const char *name);		/* under key_lock */
int key_permission(struct key *key, u32 need);		/* under key_lock */
int key_state(const struct key *key);			/* under key_lock */
void key_invalidate(struct key *key);
int user_update(struct key *key, const void *payload, size_t len);
size_t key_describe(struct key *key, char *buf, size_t size);
const char *key_type_name(const struct key *key);

/* keyring.c */
bool key_possessed(const struct key *key);		/* under key_lock */
struct key *keyring_find(struct key *ring, bool keyring, const char *desc,
			 bool nested);			/* under key_lock */
struct key *keyring_take(struct key *ring, struct key *key); /* key_lock */
int keyring_link(struct key *ring, struct key *key);
int keyring_unlink(struct key *ring, struct key *key);
void keyring_clear(struct key *ring);

/* process_keys.c */
void process_keyrings(struct key *own[3]);		/* under key_lock */
struct key *lookup_user_key(key_serial_t id, bool create, u32 need);
struct key *join_session_keyring(const char *name);

#endif /* _SECURITY_KEYS_INTERNAL_H */
