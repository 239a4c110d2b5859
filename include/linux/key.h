/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/key.h - kernel keys and keyrings (keyrings(7),
 * security/keys/).  A key has a serial number (key_serial_t, positive,
 * random), a type ("user": a payload of bytes; "keyring": a list of
 * other keys), a description, an owner and group, and permissions for
 * four kinds of caller: one that possesses it (finds it from its
 * thread, process or session keyring), its owner, its group, others
 * (KEY_POS_*, KEY_USR_*, KEY_GRP_*, KEY_OTH_*: Linux's values).  Keys
 * are counted (usage): a keyring holds each key linked in it, a task
 * its thread keyring, a process its process and session keyrings.
 */
#ifndef _LINUX_KEY_H
#define _LINUX_KEY_H

#include "linux/list.h"
#include "linux/types.h"
#include "linux/uidgid.h"

typedef s32 key_serial_t;
typedef u32 key_perm_t;

/* what a caller may do: view, read, write (update), search, link,
 * set attributes; shifted for each kind of caller */
#define KEY_POS_VIEW	0x01000000
#define KEY_POS_READ	0x02000000
#define KEY_POS_WRITE	0x04000000
#define KEY_POS_SEARCH	0x08000000
#define KEY_POS_LINK	0x10000000
#define KEY_POS_SETATTR	0x20000000
#define KEY_POS_ALL	0x3f000000
#define KEY_USR_VIEW	0x00010000
#define KEY_USR_ALL	0x003f0000
#define KEY_NEED_VIEW	0x01
#define KEY_NEED_READ	0x02
#define KEY_NEED_WRITE	0x04
#define KEY_NEED_SEARCH	0x08
#define KEY_NEED_LINK	0x10
#define KEY_NEED_SETATTR 0x20

/* keyctl(2)'s names for a caller's own keyrings */
#define KEY_SPEC_THREAD_KEYRING		-1
#define KEY_SPEC_PROCESS_KEYRING	-2
#define KEY_SPEC_SESSION_KEYRING	-3
#define KEY_SPEC_USER_KEYRING		-4
#define KEY_SPEC_USER_SESSION_KEYRING	-5
#define KEY_SPEC_GROUP_KEYRING		-6
#define KEY_SPEC_REQKEY_AUTH_KEY	-7

struct key {
	key_serial_t serial;
	int usage;			/* references, under key_lock */
	bool keyring;			/* its type: "keyring", or "user" */
	bool revoked, invalidated;
	bool negative;			/* request_key(2) made it, unfound */
	unsigned long expiry;		/* jiffies; 0: none (KEYCTL_SET_TIMEOUT) */
	char *description;
	kuid_t uid;
	kgid_t gid;
	key_perm_t perm;
	/* a user key's payload; a keyring's keys (struct key *[]) */
	void *payload;
	unsigned int datalen;		/* bytes, or keys linked */
	struct list_head node;		/* on the list of every key */
};

struct task_struct;
struct signal_struct;

void key_put(struct key *key);
struct key *key_get(struct key *key);
/* fork(2), execve(2) and exit: a new task's keyrings, those a new
 * program does not keep, an ending task's and process's */
void copy_keys(struct task_struct *p, struct task_struct *parent,
	       unsigned long clone_flags);
void exit_thread_keyring(struct task_struct *p);
void exec_keys(struct task_struct *p);
void exit_process_keyrings(struct signal_struct *sig);
size_t proc_keys_show(char *buf, size_t size, void *priv);

#endif /* _LINUX_KEY_H */
