// SPDX-License-Identifier: GPL-2.0
/*
 * security/keys/keyctl.c - the system calls: add_key(2), request_key(2)
 * and keyctl(2)'s operations on "user" keys and keyrings, with the
 * errors their man pages give, in Linux 6.1's order: the type first
 * (EPERM for one starting with '.', a name kept for the kernel;
 * ENODEV for one unknown), then the description, the payload, the
 * keyring, the type's own checks.  request_key(2) finds a key only:
 * with no request-key program to make one, what is not found is ENOKEY.
 * An operation keyctl(2) does not know is EOPNOTSUPP, as Linux's.
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/jiffies.h"
#include "linux/key.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/vmalloc.h"
#include "asm/uaccess.h"
#include "internal.h"

#define KEYCTL_GET_KEYRING_ID		0
#define KEYCTL_JOIN_SESSION_KEYRING	1
#define KEYCTL_UPDATE			2
#define KEYCTL_REVOKE			3
#define KEYCTL_SETPERM			5
#define KEYCTL_DESCRIBE			6
#define KEYCTL_CLEAR			7
#define KEYCTL_LINK			8
#define KEYCTL_UNLINK			9
#define KEYCTL_SEARCH			10
#define KEYCTL_READ			11
#define KEYCTL_SET_REQKEY_KEYRING	14
#define KEYCTL_SET_TIMEOUT		15
#define KEYCTL_INVALIDATE		21

#define KEY_REQKEY_DEFL_NO_CHANGE	-1
#define KEY_REQKEY_DEFL_GROUP_KEYRING	6
#define KEY_REQKEY_DEFL_REQUESTOR_KEYRING 7

#define TYPE_MAX	32		/* a type's name, NUL included */
#define DESC_MAX	4096		/* a description, NUL included */
#define PAYLOAD_MAX	(1024 * 1024 - 1)	/* add_key(2): E2BIG */
#define USER_MAX	32767		/* a user key's payload */
#define KEY_ALL_PERM	0x3f3f3f3f

/* A type's name from user space: "keyring" true, "user" false; EPERM
 * for a name kept for the kernel, ENODEV for one unknown */
static int get_type(const char __user *utype, bool *keyring)
{
	char type[TYPE_MAX];
	long n = strncpy_from_user(type, utype, sizeof(type));

	if (n < 0)
		return (int)n;
	if (n == sizeof(type))
		return -EINVAL;
	if (type[0] == '.')
		return -EPERM;
	*keyring = !strcmp(type, "keyring");
	return *keyring || !strcmp(type, "user") ? 0 : -ENODEV;
}

/* A description (kmalloc'd) into *desc: NULL for none or "" */
static int get_desc(const char __user *udesc, char **desc)
{
	long n;

	*desc = NULL;
	if (!udesc)
		return 0;
	*desc = kmalloc(DESC_MAX, GFP_KERNEL);
	if (!*desc)
		return -ENOMEM;
	n = strncpy_from_user(*desc, udesc, DESC_MAX);
	if (n > 0 && n < DESC_MAX)
		return 0;
	kfree(*desc);
	*desc = NULL;
	return n < 0 ? (int)n : n ? -EINVAL : 0;
}

/* add_key(2)'s payload in the kernel (vmalloc'd) into *payload, NULL
 * for none; E2BIG past 1 MiB, EFAULT for a length without a payload */
static int get_payload(const void __user *upayload, size_t len,
		       void **payload)
{
	*payload = NULL;
	if (len > PAYLOAD_MAX)
		return -E2BIG;
	if (!len)
		return 0;
	*payload = vmalloc(len);
	if (!*payload)
		return -ENOMEM;
	if (!copy_from_user(*payload, upayload, len))
		return 0;
	vfree(*payload);
	*payload = NULL;
	return -EFAULT;
}

/* A user key's payload: 1 to 32767 bytes (EINVAL) */
static int user_payload_ok(const void *payload, size_t len)
{
	return payload && len && len <= USER_MAX ? 0 : -EINVAL;
}

/* The user key of that description in ring, updated, or a new key
 * linked there (a keyring replacing one of its name): its serial */
static long create_or_update(struct key *ring, bool keyring,
			     const char *desc, const void *payload, size_t len)
{
	struct key *key;
	long ret;

	if (!ring->keyring)
		return -ENOTDIR;
	if (keyring ? payload || len : user_payload_ok(payload, len))
		return -EINVAL;
	if (!desc)
		return -EINVAL;
	spin_lock(&key_lock);
	/* a revoked or expired one is replaced, as on Linux */
	key = keyring ? NULL : keyring_find(ring, false, desc, false);
	if (key && (key_state(key) || key_permission(key, KEY_NEED_WRITE)))
		key = NULL;
	if (key)
		key->usage++;
	spin_unlock(&key_lock);
	if (key) {
		ret = user_update(key, payload, len) ?: key->serial;
		key_put(key);
		return ret;
	}
	key = key_alloc(desc, keyring, payload, len,
			KEY_POS_ALL | KEY_USR_VIEW);
	if (!key)
		return -ENOMEM;
	ret = keyring_link(ring, key) ?: key->serial;
	key_put(key);
	return ret;
}

long sys_add_key(const char __user *utype, const char __user *udesc,
		 const void __user *upayload, size_t plen, s32 ringid)
{
	bool keyring;
	int type_err = get_type(utype, &keyring);	/* ENODEV: later */
	struct key *ring = NULL;
	void *payload = NULL;
	char *desc = NULL;
	long ret = type_err == -ENODEV ? 0 : type_err;

	if (!ret)
		ret = get_desc(udesc, &desc);
	if (!ret && keyring && desc && desc[0] == '.')
		ret = -EPERM;		/* the kernel's own keyrings */
	if (!ret)
		ret = get_payload(upayload, plen, &payload);
	if (!ret)
		ring = lookup_user_key(ringid, true, KEY_NEED_WRITE);
	if (IS_ERR(ring)) {
		ret = PTR_ERR(ring);
	} else if (ring) {
		ret = type_err ?: create_or_update(ring, keyring, desc,
						   payload, plen);
		key_put(ring);
	}
	vfree(payload);
	kfree(desc);
	return ret;
}

/* Under key_lock: key held, or ENOKEY for none or a negative one,
 * EKEYREVOKED or EKEYEXPIRED for one that is */
static struct key *hold_found(struct key *key)
{
	int err = !key ? -ENOKEY : key_state(key) ?: key->negative ? -ENOKEY : 0;

	if (err)
		return ERR_PTR(err);
	key->usage++;
	return key;
}

/* The key of that type and description found from the caller's own
 * keyrings, held */
static struct key *search_own(bool keyring, const char *desc)
{
	struct key *own[3], *key = NULL;
	int i;

	spin_lock(&key_lock);
	process_keyrings(own);
	for (i = 0; i < 3 && !key; i++)
		if (own[i])
			key = keyring_find(own[i], keyring, desc, true);
	key = hold_found(key);
	spin_unlock(&key_lock);
	return key;
}

/* key's serial, linked into the keyring dest names too if not 0 */
static long found(struct key *key, key_serial_t dest)
{
	struct key *ring = dest ? lookup_user_key(dest, true, KEY_NEED_WRITE) :
				  NULL;
	long ret = key->serial;

	if (IS_ERR(ring))
		ret = PTR_ERR(ring);
	else if (ring)
		ret = (ring->keyring ? keyring_link(ring, key) : -ENOTDIR) ?:
		      key->serial;
	key_put(ring);
	key_put(key);
	return ret;
}

/*
 * A key request_key(2) did not find, given callout information: Linux
 * runs /sbin/request-key to make it, and until that answers, or when
 * it fails, a negative key of that description stands in the
 * destination keyring for 60 seconds (what finds or reads it meets
 * ENOKEY).  No program runs here: the negative key is made at once and
 * ENOENT answered, as Linux answers when there is no /sbin/request-key.
 * It goes in dest, or the default request_key(2) keyring
 * (KEYCTL_SET_REQKEY_KEYRING: the thread's, else the process's, else
 * the session's), which the caller must be allowed to write (EACCES).
 */
static long negative_key(bool keyring, const char *desc, key_serial_t dest)
{
	static const key_serial_t defaults[] = {
		KEY_SPEC_THREAD_KEYRING, KEY_SPEC_PROCESS_KEYRING,
		KEY_SPEC_SESSION_KEYRING, KEY_SPEC_USER_SESSION_KEYRING };
	int jit = current->jit_keyring;
	struct key *ring = ERR_PTR(-ENOKEY), *key;
	long ret;
	size_t i;

	if (dest)
		ring = lookup_user_key(dest, true, KEY_NEED_WRITE);
	else if (jit >= 1 && jit <= 5)		/* THREAD to USER_SESSION */
		ring = lookup_user_key(-jit, true, KEY_NEED_WRITE);
	for (i = 0; !dest && jit < 1 && i < ARRAY_SIZE(defaults) &&
		    PTR_ERR(ring) == -ENOKEY; i++)
		ring = lookup_user_key(defaults[i], false, KEY_NEED_WRITE);
	if (IS_ERR(ring))
		return PTR_ERR(ring);
	spin_lock(&key_lock);
	ret = ring->keyring ? key_permission(ring, KEY_NEED_WRITE) : -ENOTDIR;
	spin_unlock(&key_lock);
	key = ret ? NULL : key_alloc(desc, keyring, "", 0,
				     KEY_POS_ALL | KEY_USR_VIEW);
	if (key) {
		key->negative = true;
		key->expiry = jiffies + 60 * HZ;
		/* what Linux answers when /sbin/request-key is missing */
		ret = keyring_link(ring, key) ?: -ENOENT;
		key_put(key);
	} else if (!ret) {
		ret = -ENOMEM;
	}
	key_put(ring);
	return ret;
}

/* The callout information is read (EFAULT); with it, a key not found
 * is made negative (negative_key()) */
long sys_request_key(const char __user *utype, const char __user *udesc,
		     const char __user *callout, s32 dest)
{
	bool keyring;
	int type_err = get_type(utype, &keyring);	/* ENODEV: later */
	char *desc = NULL, *info = NULL;
	struct key *key;
	long ret = type_err == -ENODEV ? 0 : type_err;

	if (!ret)
		ret = get_desc(udesc, &desc);
	if (!ret && !desc)
		ret = -EINVAL;
	if (!ret && callout)
		ret = get_desc(callout, &info);
	kfree(info);
	if (!ret)
		ret = type_err;
	if (ret) {
		kfree(desc);
		return ret;
	}
	key = search_own(keyring, desc);
	if (PTR_ERR(key) == -ENOKEY && callout)
		ret = negative_key(keyring, desc, dest);
	else
		ret = IS_ERR(key) ? PTR_ERR(key) : found(key, dest);
	kfree(desc);
	return ret;
}

/* KEYCTL_READ: a user key's payload, a keyring's serials; as much as
 * fits of it copied, its whole length returned */
static long read_key(struct key *key, char __user *buf, size_t buflen)
{
	size_t len, i;
	char *copy;

	spin_lock(&key_lock);
	len = key->keyring ? key->datalen * sizeof(key_serial_t) :
			     key->datalen;
	spin_unlock(&key_lock);
	if (!buf || !buflen)
		return (long)len;
	copy = kmalloc(len ?: 1, GFP_KERNEL);
	if (!copy)
		return -ENOMEM;
	spin_lock(&key_lock);	/* as it is now: it may have changed */
	len = min(len, key->keyring ? key->datalen * sizeof(key_serial_t) :
				      key->datalen);
	for (i = 0; key->keyring && i < len / sizeof(key_serial_t); i++)
		((key_serial_t *)copy)[i] =
			((struct key **)key->payload)[i]->serial;
	if (!key->keyring)
		memcpy(copy, key->payload, len);
	spin_unlock(&key_lock);
	if (copy_to_user(buf, copy, min(len, buflen)))
		len = (size_t)-EFAULT;
	kfree(copy);
	return (long)len;
}

/* KEYCTL_DESCRIBE: "type;uid;gid;perm;description", copied if it fits
 * whole; its length with the NUL returned */
static long describe_key(struct key *key, char __user *buf, size_t buflen)
{
	char *text = kmalloc(DESC_MAX + 64, GFP_KERNEL);
	long len;

	if (!text)
		return -ENOMEM;
	len = (long)key_describe(key, text, DESC_MAX + 64) + 1;
	if (buf && buflen >= (size_t)len && copy_to_user(buf, text, len))
		len = -EFAULT;
	kfree(text);
	return len;
}

/* KEYCTL_UPDATE: a user key's new payload (a keyring has none) */
static long update_key(struct key *key, const void __user *upayload,
		       size_t plen)
{
	void *payload;
	long ret;

	if (key->keyring)
		return -EOPNOTSUPP;
	ret = get_payload(upayload, plen, &payload) ?:
	      user_payload_ok(payload, plen) ?:
	      user_update(key, payload, plen);
	vfree(payload);
	return ret;
}

/* KEYCTL_SETPERM: by the key's owner or CAP_SYS_ADMIN */
static long setperm_key(struct key *key, key_perm_t perm)
{
	long ret = -EACCES;

	spin_lock(&key_lock);
	if (uid_eq(key->uid, current_fsuid()) || capable(CAP_SYS_ADMIN)) {
		key->perm = perm;
		ret = 0;
	}
	spin_unlock(&key_lock);
	return ret;
}

/* KEYCTL_SET_REQKEY_KEYRING: the old default; -1 asks only */
static long set_reqkey_keyring(int to)
{
	int old = current->jit_keyring;

	if (to == KEY_REQKEY_DEFL_NO_CHANGE)
		return old;
	if (to < 0 || to > KEY_REQKEY_DEFL_REQUESTOR_KEYRING ||
	    to == KEY_REQKEY_DEFL_GROUP_KEYRING)
		return -EINVAL;
	current->jit_keyring = to;
	return old;
}

/* The operations on one key id with the permission each needs */
static long one_key(int op, key_serial_t id, unsigned long arg3,
		    unsigned long arg4)
{
	static const u32 need[] = {
		[KEYCTL_UPDATE] = KEY_NEED_WRITE,
		[KEYCTL_REVOKE] = KEY_NEED_WRITE,
		[KEYCTL_SETPERM] = KEY_NEED_SETATTR,
		[KEYCTL_DESCRIBE] = KEY_NEED_VIEW,
		[KEYCTL_CLEAR] = KEY_NEED_WRITE,
		[KEYCTL_READ] = KEY_NEED_READ,
		[KEYCTL_SET_TIMEOUT] = KEY_NEED_SETATTR,
		[KEYCTL_INVALIDATE] = KEY_NEED_SEARCH,
	};
	struct key *key = lookup_user_key(id, op == KEYCTL_CLEAR, need[op]);
	long ret = 0;

	if (IS_ERR(key))
		return PTR_ERR(key);
	switch (op) {
	case KEYCTL_UPDATE:
		ret = update_key(key, (const void __user *)arg3, arg4);
		break;
	case KEYCTL_REVOKE:
		key->revoked = true;
		break;
	case KEYCTL_SETPERM:
		ret = setperm_key(key, (key_perm_t)arg3);
		break;
	case KEYCTL_DESCRIBE:
		ret = describe_key(key, (char __user *)arg3, arg4);
		break;
	case KEYCTL_CLEAR:
		if (key->keyring)
			keyring_clear(key);
		else
			ret = -ENOTDIR;
		break;
	case KEYCTL_READ:	/* a negative key has nothing to read */
		ret = key->negative ? -ENOKEY :
				      read_key(key, (char __user *)arg3, arg4);
		break;
	case KEYCTL_SET_TIMEOUT:	/* seconds from now; 0: none */
		key->expiry = arg3 ? jiffies + arg3 * HZ ?: 1 : 0;
		break;
	case KEYCTL_INVALIDATE:
		key_invalidate(key);
		break;
	}
	key_put(key);
	return ret;
}

/* KEYCTL_LINK (link true) and KEYCTL_UNLINK of key in ring */
static long link_key(key_serial_t id, key_serial_t ringid, bool link)
{
	struct key *ring = lookup_user_key(ringid, true, KEY_NEED_WRITE);
	struct key *key = IS_ERR(ring) ? ring :
		lookup_user_key(id, false, link ? KEY_NEED_LINK : 0);
	long ret;

	if (IS_ERR(key))
		ret = PTR_ERR(key);
	else if (!ring->keyring)
		ret = -ENOTDIR;
	else
		ret = link ? keyring_link(ring, key) : keyring_unlink(ring, key);
	if (!IS_ERR(key))
		key_put(key);
	if (!IS_ERR(ring))
		key_put(ring);
	return ret;
}

/* KEYCTL_SEARCH: from ring, into dest if not 0 */
static long search_key(key_serial_t ringid, const char __user *utype,
		       const char __user *udesc, key_serial_t dest)
{
	struct key *ring, *key = ERR_PTR(-ENOKEY);
	bool keyring;
	char *desc;
	long ret = get_type(utype, &keyring) ?: get_desc(udesc, &desc);

	if (!ret && !desc)
		ret = -EINVAL;
	if (ret)
		return ret;
	ring = lookup_user_key(ringid, false, KEY_NEED_SEARCH);
	if (IS_ERR(ring)) {
		kfree(desc);
		return PTR_ERR(ring);
	}
	spin_lock(&key_lock);
	if (!ring->keyring)
		key = ERR_PTR(-ENOTDIR);
	else
		key = hold_found(keyring_find(ring, keyring, desc, true));
	spin_unlock(&key_lock);
	key_put(ring);
	kfree(desc);
	return IS_ERR(key) ? PTR_ERR(key) : found(key, dest);
}

long sys_keyctl(int op, unsigned long arg2, unsigned long arg3,
		unsigned long arg4, unsigned long arg5)
{
	char *name = NULL;
	struct key *key;
	long ret;

	switch (op) {
	case KEYCTL_GET_KEYRING_ID:
		key = lookup_user_key((key_serial_t)arg2, arg3, 0);
		break;
	case KEYCTL_JOIN_SESSION_KEYRING:
		ret = get_desc((const char __user *)arg2, &name);
		key = ret ? ERR_PTR(ret) : join_session_keyring(name);
		kfree(name);
		break;
	case KEYCTL_SETPERM:
		if (arg3 & ~KEY_ALL_PERM)
			return -EINVAL;
		return one_key(op, (key_serial_t)arg2, arg3, arg4);
	case KEYCTL_UPDATE:
	case KEYCTL_REVOKE:
	case KEYCTL_DESCRIBE:
	case KEYCTL_CLEAR:
	case KEYCTL_READ:
	case KEYCTL_SET_TIMEOUT:
	case KEYCTL_INVALIDATE:
		return one_key(op, (key_serial_t)arg2, arg3, arg4);
	case KEYCTL_LINK:
	case KEYCTL_UNLINK:
		return link_key((key_serial_t)arg2, (key_serial_t)arg3,
				op == KEYCTL_LINK);
	case KEYCTL_SEARCH:
		return search_key((key_serial_t)arg2,
				  (const char __user *)arg3,
				  (const char __user *)arg4,
				  (key_serial_t)arg5);
	case KEYCTL_SET_REQKEY_KEYRING:
		return set_reqkey_keyring((int)arg2);
	default:
		return -EOPNOTSUPP;
	}
	if (IS_ERR(key))
		return PTR_ERR(key);
	ret = key->serial;
	key_put(key);
	return ret;
}

static int __init keys_init(void)
{
	return fs_create_gen("proc/keys", proc_keys_show, NULL) ? 0 : -ENOMEM;
}
fs_initcall(keys_init);
