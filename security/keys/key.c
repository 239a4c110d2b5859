// SPDX-License-Identifier: GPL-2.0
/*
 * security/keys/key.c - keys themselves (include/linux/key.h): made
 * with a random serial, found by it, counted and freed with their last
 * reference; who may do what to one (key_permission()); the two types,
 * "user" (a payload of up to 32767 bytes: add_key(2)) and "keyring";
 * and /proc/keys.  One spinlock, key_lock, guards every key's fields,
 * every keyring's contents and the list of all keys.
 */
#include "linux/kernel.h"
#include "linux/cred.h"
#include "linux/jiffies.h"
#include "linux/key.h"
#include "linux/random.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "internal.h"

DEFINE_SPINLOCK(key_lock);
static LIST_HEAD(all_keys);	/* by age, under key_lock */

/* Under key_lock: the key with serial id (invalidated or not, until
 * its last reference goes), or NULL */
struct key *key_find(key_serial_t id)
{
	struct key *key;

	list_for_each_entry(key, &all_keys, node)
		if (key->serial == id)
			return key;
	return NULL;
}

/* Under key_lock: a serial no key has, as Linux's key_alloc_serial():
 * random, and at least 3 */
static key_serial_t new_serial(void)
{
	key_serial_t id;

	do
		id = (key_serial_t)(get_random_u32() >> 1);
	while (id < 3 || key_find(id));
	return id;
}

/*
 * A new key, one reference the caller's, owned by the caller's fs ids:
 * a keyring (payload NULL) or a user key holding a copy of
 * payload[len].  NULL without memory.
 */
struct key *key_alloc(const char *desc, bool keyring, const void *payload,
		      size_t len, key_perm_t perm)
{
	struct key *key = kzalloc(sizeof(*key), GFP_KERNEL);

	if (!key)
		return NULL;
	key->description = kstrdup(desc, GFP_KERNEL);
	key->payload = keyring ? NULL : kmemdup(payload, len ?: 1, GFP_KERNEL);
	if (!key->description || (!keyring && !key->payload)) {
		kfree(key->description);
		kfree(key->payload);
		kfree(key);
		return NULL;
	}
	key->keyring = keyring;
	key->datalen = keyring ? 0 : (unsigned int)len;
	key->usage = 1;
	key->uid = current_fsuid();
	key->gid = current_fsgid();
	key->perm = perm;
	spin_lock(&key_lock);
	key->serial = new_serial();
	list_add_tail(&key->node, &all_keys);
	spin_unlock(&key_lock);
	return key;
}

struct key *key_get(struct key *key)
{
	if (key) {
		spin_lock(&key_lock);
		key->usage++;
		spin_unlock(&key_lock);
	}
	return key;
}

/* The last reference: off the list, and a keyring's keys let go */
void key_put(struct key *key)
{
	unsigned int i;

	if (!key)
		return;
	spin_lock(&key_lock);
	if (--key->usage) {
		spin_unlock(&key_lock);
		return;
	}
	list_del(&key->node);
	spin_unlock(&key_lock);
	for (i = 0; key->keyring && i < key->datalen; i++)
		key_put(((struct key **)key->payload)[i]);
	kfree(key->payload);
	kfree(key->description);
	kfree(key);
}

/*
 * Under key_lock: may the caller do need (KEY_NEED_*) to key?  The
 * bits of the owner if the caller's fs uid owns it, else the group's
 * if it is in its group, else the others'; and the possessor's too if
 * the caller possesses it (keyrings(7) "Permissions").  No capability
 * overrides them, as in Linux.
 */
int key_permission(struct key *key, u32 need)
{
	u32 perm;

	if (uid_eq(key->uid, current_fsuid()))
		perm = key->perm >> 16;
	else if (in_group_p(key->gid))
		perm = key->perm >> 8;
	else
		perm = key->perm;
	if (key_possessed(key))
		perm |= key->perm >> 24;
	return need & ~perm & 0x3f ? -EACCES : 0;
}

/* Under key_lock: what a use of key meets: 0, EKEYREVOKED once revoked,
 * EKEYEXPIRED once its timeout passed (a negative key is described,
 * but not read nor found: ENOKEY) */
int key_state(const struct key *key)
{
	if (key->revoked)
		return -EKEYREVOKED;
	if (key->expiry && time_after_eq(jiffies, key->expiry))
		return -EKEYEXPIRED;
	return 0;
}

/* KEYCTL_INVALIDATE: key out of every keyring, and no longer found */
void key_invalidate(struct key *key)
{
	struct key *ring, *out;

	do {
		out = NULL;
		spin_lock(&key_lock);
		key->invalidated = true;
		list_for_each_entry(ring, &all_keys, node)
			if (ring->keyring && (out = keyring_take(ring, key)))
				break;
		spin_unlock(&key_lock);
		key_put(out);
	} while (out);
}

/* Under key_lock: a keyring called name the caller may search (joining
 * a session by name: keyctl_join_session_keyring(3)), or NULL */
struct key *key_find_keyring(const char *name)
{
	struct key *key;

	list_for_each_entry(key, &all_keys, node)
		if (key->keyring && !key->invalidated && !key->revoked &&
		    !strcmp(key->description, name) &&
		    !key_permission(key, KEY_NEED_SEARCH))
			return key;
	return NULL;
}

/* A user key's new payload (add_key(2) of one there, KEYCTL_UPDATE) */
int user_update(struct key *key, const void *payload, size_t len)
{
	void *copy = kmemdup(payload, len ?: 1, GFP_KERNEL);
	void *old;

	if (!copy)
		return -ENOMEM;
	spin_lock(&key_lock);
	old = key->payload;
	key->payload = copy;
	key->datalen = (unsigned int)len;
	key->negative = false;		/* instantiated now, as on Linux */
	spin_unlock(&key_lock);
	kfree(old);
	return 0;
}

/* Under key_lock: the description /proc/keys and KEYCTL_DESCRIBE end
 * with, as each type describes itself in Linux */
static void describe(struct seq_buf *s, const struct key *key)
{
	seq_printf(s, "%s", key->description);
	if (key->negative)
		return;
	if (!key->keyring || key->datalen)
		seq_printf(s, ": %u", key->datalen);
	else
		seq_printf(s, ": empty");
}

/* /proc/keys' timeout: "perm" for none, "expd" once passed, else what
 * is left in the largest unit it fills, as Linux prints it */
static void timeout(char *buf, size_t size, const struct key *key)
{
	static const struct {
		unsigned long secs;
		char unit;
	} units[] = { { 604800, 'w' }, { 86400, 'd' }, { 3600, 'h' },
		      { 60, 'm' }, { 1, 's' } };
	unsigned long left;
	size_t i;

	if (!key->expiry) {
		strlcpy(buf, "perm", size);
		return;
	}
	if (time_after_eq(jiffies, key->expiry)) {
		strlcpy(buf, "expd", size);
		return;
	}
	left = (key->expiry - jiffies) / HZ;
	for (i = 0; i < ARRAY_SIZE(units) - 1 && left < units[i].secs; i++)
		;
	snprintf(buf, size, "%lu%c", left / units[i].secs, units[i].unit);
}

/*
 * /proc/keys (keyrings(7)): a line per key the reader may view:
 * serial, flags (I instantiated, R revoked, Q counted in its owner's
 * quota, as every key a user makes is on Linux, N negative, i
 * invalidated), usage,
 * timeout, permissions, uid, gid, type, description.
 */
size_t proc_keys_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	struct key *key;

	(void)priv;
	spin_lock(&key_lock);
	list_for_each_entry(key, &all_keys, node) {
		char timo[8];

		if (key_permission(key, KEY_NEED_VIEW))
			continue;
		timeout(timo, sizeof(timo), key);
		seq_printf(&s, "%08x I%c-Q-%c%c %5d %4s %08x %5d %5d %-9.9s ",
			   key->serial, key->revoked ? 'R' : '-',
			   key->negative ? 'N' : '-',
			   key->invalidated ? 'i' : '-', key->usage, timo,
			   key->perm, __kuid_val(key->uid),
			   __kgid_val(key->gid), key_type_name(key));
		describe(&s, key);
		seq_printf(&s, "\n");
	}
	spin_unlock(&key_lock);
	return s.len;
}

/* KEYCTL_DESCRIBE's text: "type;uid;gid;perm;description" */
size_t key_describe(struct key *key, char *buf, size_t size)
{
	size_t n;

	spin_lock(&key_lock);
	n = snprintf(buf, size, "%s;%d;%d;%08x;%s", key_type_name(key),
		     __kuid_val(key->uid), __kgid_val(key->gid), key->perm,
		     key->description);
	spin_unlock(&key_lock);
	return n;
}

const char *key_type_name(const struct key *key)
{
	return key->keyring ? "keyring" : "user";
}
