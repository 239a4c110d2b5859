// SPDX-License-Identifier: GPL-2.0
/*
 * security/keys/keyring.c - keyrings: a keyring's payload is an array
 * of the keys linked in it, each holding a reference.  Linking keeps a
 * key once per keyring, a new key replacing one of the same type and
 * description (keyctl_link(3)), and makes no cycle (EDEADLK); a search
 * goes through nested keyrings the caller may search, at most
 * KEYRING_DEPTH deep, as Linux's keyring_search() does.
 */
#include "linux/kernel.h"
#include "linux/key.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "internal.h"

#define KEYRING_DEPTH	6	/* Linux's KEYRING_SEARCH_MAX_DEPTH */

static struct key **keys_of(const struct key *ring)
{
	return ring->payload;
}

/* Under key_lock: whether key is ring or below it */
static bool reaches(const struct key *ring, const struct key *key,
		    int depth)
{
	unsigned int i;

	if (ring == key)
		return true;
	if (!ring->keyring || depth >= KEYRING_DEPTH)
		return false;
	for (i = 0; i < ring->datalen; i++)
		if (reaches(keys_of(ring)[i], key, depth + 1))
			return true;
	return false;
}

/* Under key_lock: the caller possesses key if its thread, process or
 * session keyring reaches it (keyrings(7) "Possession") */
bool key_possessed(const struct key *key)
{
	struct key *own[3];
	int i;

	process_keyrings(own);
	for (i = 0; i < 3; i++)
		if (own[i] && reaches(own[i], key, 0))
			return true;
	return false;
}

/* Under key_lock: the key of type and description in ring, or below
 * it if nested (in keyrings the caller may search), or NULL; revoked or
 * expired too (the caller answers EKEYREVOKED or EKEYEXPIRED, as a
 * search on Linux does) */
static struct key *find_below(struct key *ring, bool keyring,
			      const char *desc, int depth)
{
	unsigned int i;

	for (i = 0; i < ring->datalen; i++) {
		struct key *k = keys_of(ring)[i];

		if (k->keyring == keyring && !strcmp(k->description, desc))
			return k;
	}
	for (i = 0; depth < KEYRING_DEPTH && i < ring->datalen; i++) {
		struct key *k = keys_of(ring)[i], *found;

		if (!k->keyring || key_permission(k, KEY_NEED_SEARCH))
			continue;
		found = find_below(k, keyring, desc, depth + 1);
		if (found)
			return found;
	}
	return NULL;
}

struct key *keyring_find(struct key *ring, bool keyring, const char *desc,
			 bool nested)
{
	return find_below(ring, keyring, desc, nested ? 0 : KEYRING_DEPTH);
}

/* key in ring, a reference taken; one of the same type and description
 * there goes.  EDEADLK for a cycle. */
int keyring_link(struct key *ring, struct key *key)
{
	struct key **keys = kmalloc((ring->datalen + 1) * sizeof(*keys),
				    GFP_KERNEL), **old_keys;
	struct key *old = NULL;
	unsigned int i, n;

	if (!keys)
		return -ENOMEM;
	spin_lock(&key_lock);
	if (reaches(key, ring, 0)) {
		spin_unlock(&key_lock);
		kfree(keys);
		return -EDEADLK;
	}
	for (i = n = 0; i < ring->datalen; i++) {
		struct key *k = keys_of(ring)[i];

		if (k->keyring == key->keyring &&
		    !strcmp(k->description, key->description))
			old = k;
		else
			keys[n++] = k;
	}
	keys[n++] = key;
	key->usage++;
	old_keys = ring->payload;
	ring->payload = keys;
	ring->datalen = n;
	spin_unlock(&key_lock);
	kfree(old_keys);
	key_put(old);
	return 0;
}

/* Under key_lock: key out of ring (its reference returned, NULL if it
 * was not there) */
struct key *keyring_take(struct key *ring, struct key *key)
{
	unsigned int i;

	for (i = 0; i < ring->datalen; i++)
		if (keys_of(ring)[i] == key) {
			keys_of(ring)[i] = keys_of(ring)[--ring->datalen];
			return key;
		}
	return NULL;
}

int keyring_unlink(struct key *ring, struct key *key)
{
	struct key *out;

	spin_lock(&key_lock);
	out = keyring_take(ring, key);
	spin_unlock(&key_lock);
	key_put(out);
	return out ? 0 : -ENOENT;
}

/* Every key out of ring (KEYCTL_CLEAR) */
void keyring_clear(struct key *ring)
{
	struct key **keys;
	unsigned int i, n;

	spin_lock(&key_lock);
	keys = ring->payload;
	n = ring->datalen;
	ring->payload = NULL;
	ring->datalen = 0;
	spin_unlock(&key_lock);
	for (i = 0; i < n; i++)
		key_put(keys[i]);
	kfree(keys);
}

