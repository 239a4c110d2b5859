// SPDX-License-Identifier: GPL-2.0
/*
 * security/keys/process_keys.c - the keyrings a caller names by the
 * special ids (keyrings(7)): its thread keyring ("_tid", its own),
 * process keyring ("_pid", its threads', not passed on by fork(2)),
 * session keyring ("_ses" or a name joined, passed on by fork(2)) and
 * its user's two, "_uid.UID" and "_uid_ses.UID" (made at first use,
 * kept while the kernel runs).  A process with no session keyring uses
 * its user session keyring instead, until asked to make one.
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/cred.h"
#include "linux/key.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "internal.h"

/* Linux's perms for each kind (keyctl(2), process_keys.c) */
#define OWN_PERM	(KEY_POS_ALL | KEY_USR_VIEW)
#define SESSION_PERM	(KEY_POS_ALL | KEY_USR_VIEW | (KEY_NEED_READ << 16))
#define JOINED_PERM	(SESSION_PERM | (KEY_NEED_LINK << 16))
#define USER_PERM	((KEY_POS_ALL & ~KEY_POS_SETATTR) | KEY_USR_ALL)

/* A user's two keyrings, under key_lock */
struct user_keyrings {
	struct list_head list;
	kuid_t uid;
	struct key *user, *session;
};

static LIST_HEAD(users);

static struct user_keyrings *find_user(kuid_t uid)
{
	struct user_keyrings *u;

	list_for_each_entry(u, &users, list)
		if (uid_eq(u->uid, uid))
			return u;
	return NULL;
}

/* Under key_lock: the caller's thread, process and session keyrings
 * (the user session keyring for a process with none), NULL if none */
void process_keyrings(struct key *own[3])
{
	struct user_keyrings *u = find_user(current_uid());

	own[0] = current->thread_keyring;
	own[1] = current->signal->process_keyring;
	own[2] = current->signal->session_keyring ?: u ? u->session : NULL;
}

/* A user's keyrings, owned by them with no group (Linux's gid -1) */
static struct key *user_keyring(const char *fmt, kuid_t uid)
{
	char name[24];
	struct key *key;

	snprintf(name, sizeof(name), fmt, __kuid_val(uid));
	key = key_alloc(name, true, NULL, 0, USER_PERM);
	if (key) {
		key->uid = uid;
		key->gid = KGIDT_INIT(65534);
	}
	return key;
}

/* The caller's user's keyrings, made at first use: 0 or -ENOMEM */
static int look_up_user(struct user_keyrings **found)
{
	kuid_t uid = current_uid();
	struct user_keyrings *u;

	spin_lock(&key_lock);
	*found = find_user(uid);
	spin_unlock(&key_lock);
	if (*found)
		return 0;
	u = kzalloc(sizeof(*u), GFP_KERNEL);
	if (u) {
		u->uid = uid;
		u->user = user_keyring("_uid.%u", uid);
		u->session = user_keyring("_uid_ses.%u", uid);
	}
	/* the user session keyring holds the user keyring, as Linux's */
	if (u && (!u->user || !u->session ||
		  keyring_link(u->session, u->user))) {
		key_put(u->user);
		key_put(u->session);
		kfree(u);
		return -ENOMEM;
	}
	spin_lock(&key_lock);
	*found = find_user(uid);
	if (!*found && u) {
		list_add(&u->list, &users);
		*found = u;
		u = NULL;
	}
	spin_unlock(&key_lock);
	if (u) {	/* made by another task meanwhile */
		key_put(u->user);
		key_put(u->session);
		kfree(u);
	}
	return *found ? 0 : -ENOMEM;
}

/* A new keyring into *slot unless one is there: the one there, held */
static struct key *install(struct key **slot, const char *name,
			   key_perm_t perm)
{
	struct key *key = key_alloc(name, true, NULL, 0, perm), *old;

	if (!key)
		return ERR_PTR(-ENOMEM);
	spin_lock(&key_lock);
	old = *slot;
	if (!old)
		*slot = key;
	spin_unlock(&key_lock);
	if (!old)
		return key_get(key);
	key_put(key);
	return key_get(old);
}

/* The keyring in *slot, held; made if create, ENOKEY otherwise */
static struct key *own_keyring(struct key **slot, const char *name,
			       key_perm_t perm, bool create)
{
	struct key *key;

	spin_lock(&key_lock);
	key = *slot;
	if (key)
		key->usage++;
	spin_unlock(&key_lock);
	if (key || !create)
		return key ?: ERR_PTR(-ENOKEY);
	return install(slot, name, perm);
}

static struct key *special_key(key_serial_t id, bool create)
{
	struct signal_struct *sig = current->signal;
	struct user_keyrings *u;
	struct key *key;
	int err;

	switch (id) {
	case KEY_SPEC_THREAD_KEYRING:
		return own_keyring(&current->thread_keyring, "_tid", OWN_PERM,
				   create);
	case KEY_SPEC_PROCESS_KEYRING:
		return own_keyring(&sig->process_keyring, "_pid", OWN_PERM,
				   create);
	case KEY_SPEC_SESSION_KEYRING:
		key = own_keyring(&sig->session_keyring, "_ses", SESSION_PERM,
				  create);
		if (!IS_ERR(key) || create)
			return key;
		id = KEY_SPEC_USER_SESSION_KEYRING;	/* none of its own */
		/* fall through */
	case KEY_SPEC_USER_KEYRING:
	case KEY_SPEC_USER_SESSION_KEYRING:
		err = look_up_user(&u);
		if (err)
			return ERR_PTR(err);
		return key_get(id == KEY_SPEC_USER_KEYRING ? u->user :
							      u->session);
	case KEY_SPEC_REQKEY_AUTH_KEY:
		return ERR_PTR(-ENOKEY);
	default:
		return ERR_PTR(-EINVAL);
	}
}

/*
 * The key id names for the caller, held (key_put()): one of the
 * special ids (made if create: keyctl(2) KEYCTL_GET_KEYRING_ID), or a
 * serial the caller may do need to.  ENOKEY if there is none, EACCES
 * if it may not, EKEYREVOKED for a revoked key (EKEYEXPIRED for one
 * past its timeout), ENOKEY for an
 * invalidated one (after the permission check, in Linux's order).
 */
struct key *lookup_user_key(key_serial_t id, bool create, u32 need)
{
	struct key *key;
	int err;

	if (id < 0)
		return special_key(id, create);
	spin_lock(&key_lock);
	key = key_find(id);
	err = !key ? -ENOKEY : key_permission(key, need);
	if (!err && key->invalidated)
		err = -ENOKEY;
	else if (!err)
		err = key_state(key);
	if (!err)
		key->usage++;
	spin_unlock(&key_lock);
	return err ? ERR_PTR(err) : key;
}

/* keyctl_join_session_keyring(3): a new anonymous session keyring, or
 * the one called name (made if there is none) as the process's */
struct key *join_session_keyring(const char *name)
{
	struct signal_struct *sig = current->signal;
	struct key *key = NULL, *old;

	if (name && name[0] == '.')
		return ERR_PTR(-EPERM);	/* the kernel's own keyrings */
	if (name) {
		spin_lock(&key_lock);
		key = key_find_keyring(name);
		if (key)
			key->usage++;
		spin_unlock(&key_lock);
	}
	if (!key)
		key = key_alloc(name ?: "_ses", true, NULL, 0,
				name ? JOINED_PERM : SESSION_PERM);
	if (!key)
		return ERR_PTR(-ENOMEM);
	spin_lock(&key_lock);
	old = sig->session_keyring;
	sig->session_keyring = key;
	key->usage++;
	spin_unlock(&key_lock);
	key_put(old);
	return key;
}

/* fork(2), clone(2): a thread keyring of its own, none yet; a new
 * process keeps its parent's session keyring (the process keyring of
 * a new process is none: its signal_struct is new) */
void copy_keys(struct task_struct *p, struct task_struct *parent,
	       unsigned long clone_flags)
{
	p->thread_keyring = NULL;
	p->jit_keyring = parent->jit_keyring;
	if (!(clone_flags & CLONE_THREAD))
		p->signal->session_keyring =
			key_get(parent->signal->session_keyring);
}

void exit_thread_keyring(struct task_struct *p)
{
	key_put(p->thread_keyring);
	p->thread_keyring = NULL;
}

/* execve(2): the new program keeps the session keyring only, as
 * Linux's prepare_exec_creds() has it (the caller is the process's
 * one thread now, de_thread()) */
void exec_keys(struct task_struct *p)
{
	struct key *thread, *process;

	spin_lock(&key_lock);
	thread = p->thread_keyring;
	process = p->signal->process_keyring;
	p->thread_keyring = p->signal->process_keyring = NULL;
	spin_unlock(&key_lock);
	key_put(thread);
	key_put(process);
}

/* A process's last task went: its keyrings' references */
void exit_process_keyrings(struct signal_struct *sig)
{
	key_put(sig->process_keyring);
	key_put(sig->session_keyring);
}
