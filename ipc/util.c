// SPDX-License-Identifier: GPL-2.0
/*
 * ipc/util.c - what the three System V IPC kinds share (svipc(7)): a
 * table of objects per kind, found by key (the *get calls) or by id (the
 * others), and their permissions.
 *
 * An id is its index in the table plus IPCMNI times a sequence number,
 * as Linux 6.1 makes them: indexes are handed out in turn from 0 (a freed
 * one is not reused until they wrap, and the sequence number is bumped
 * then), so a stale id finds nothing rather than a newer object.  The
 * permission bits are checked as a file's are, by owner or creator,
 * group, then others; CAP_IPC_OWNER passes them; IPC_SET and IPC_RMID
 * are for the owner, the creator and CAP_SYS_ADMIN (ipc(5) of each kind).
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/err.h"
#include "linux/hash.h"
#include "linux/ipc.h"
#include "linux/sched.h"
#include "linux/slab.h"

/* The next free index after the last one handed out, wrapping (there is
 * one: ipc_room()) */
static int next_index(struct ipc_ids *ids)
{
	int i, idx = 0;

	for (i = 1; i <= ids->max; i++) {
		idx = (ids->last_idx + i) % ids->max;
		if (!ids->entries[idx])
			break;
	}
	if (idx <= ids->last_idx)
		ids->seq++;	/* wrapped: old ids stay stale */
	ids->last_idx = idx;
	return idx;
}

/* Room for one more object: 0, or -ENOSPC (the kind's limit) */
static int ipc_room(struct ipc_ids *ids)
{
	return ids->in_use < (ids->limit ? *ids->limit : ids->max) ? 0 :
								     -ENOSPC;
}

/* The head of key's bucket: an index + 1, each object's key_next the
 * next one's */
static int *key_bucket(struct ipc_ids *ids, int key)
{
	return &ids->key_head[hash_32((u32)key, IPC_KEY_BITS)];
}

static void hash_key(struct ipc_ids *ids, struct kern_ipc_perm *new, int idx)
{
	int *head = key_bucket(ids, new->key);

	new->key_next = *head;
	*head = idx + 1;
}

/* The object's key no longer finds it: IPC_PRIVATE from now on */
void ipc_forget_key(struct ipc_ids *ids, struct kern_ipc_perm *perm)
{
	int *link = key_bucket(ids, perm->key);
	int me = perm->id % IPCMNI + 1;

	if (perm->key == IPC_PRIVATE)
		return;
	while (*link != me)
		link = &ids->entries[*link - 1]->key_next;
	*link = perm->key_next;
	perm->key = IPC_PRIVATE;
}

/* Put a new object in the table (ipc_room() said there is room): its id */
static int ipc_addid(struct ipc_ids *ids, struct kern_ipc_perm *new)
{
	int idx = next_index(ids);

	new->ids = ids;
	new->seq = ids->seq;
	new->id = idx + (int)new->seq * IPCMNI;
	new->uid = new->cuid = current_euid();
	new->gid = new->cgid = current_egid();
	ids->entries[idx] = new;
	if (new->key != IPC_PRIVATE)
		hash_key(ids, new, idx);
	ids->in_use++;
	return new->id;
}

static struct kern_ipc_perm *find_key(struct ipc_ids *ids, int key)
{
	struct kern_ipc_perm *p;
	int i;

	for (i = *key_bucket(ids, key); i; i = p->key_next) {
		p = ids->entries[i - 1];
		if (p->key == key)
			return p;
	}
	return NULL;
}

/* The object of id, or NULL (EINVAL: none, or removed) */
struct kern_ipc_perm *ipc_obtain(struct ipc_ids *ids, int id)
{
	struct kern_ipc_perm *p;

	if (id < 0)
		return NULL;
	p = ipc_at_index(ids, id % IPCMNI);
	return p && p->id == id && !p->deleted ? p : NULL;
}

/* The object at index idx (SHM_STAT and the like, /proc/sysvipc), or
 * NULL: none, or idx out of the table */
struct kern_ipc_perm *ipc_at_index(const struct ipc_ids *ids, int idx)
{
	return idx >= 0 && idx < ids->max ? ids->entries[idx] : NULL;
}

/* The object leaves the table (its kind frees it) */
void ipc_rmid(struct ipc_ids *ids, struct kern_ipc_perm *perm)
{
	ipc_forget_key(ids, perm);
	ids->entries[perm->id % IPCMNI] = NULL;
	ids->in_use--;
	perm->deleted = true;
}

/*
 * shmget(2), semget(2), msgget(2): a new object for IPC_PRIVATE or a new
 * key with IPC_CREAT; an existing key's object, if IPC_EXCL does not
 * forbid it (EEXIST) and its mode lets the caller have what flag's low
 * bits ask (EACCES); ENOENT for a new key without IPC_CREAT.  arg is the
 * kind's (a size, a number of semaphores): ids->newary() checks it for a
 * new object, ids->more_checks() for an existing one (EINVAL).
 */
long ipcget(struct ipc_ids *ids, int key, int flag, long arg)
{
	struct kern_ipc_perm *p = key == IPC_PRIVATE ? NULL :
						       find_key(ids, key);
	long err;

	if (!p && key != IPC_PRIVATE && !(flag & IPC_CREAT))
		return -ENOENT;
	if (!p) {
		err = ipc_room(ids);
		if (err)
			return err;
		p = ids->newary(key, flag, arg);
		return IS_ERR(p) ? PTR_ERR(p) : ipc_addid(ids, p);
	}
	if ((flag & IPC_CREAT) && (flag & IPC_EXCL))
		return -EEXIST;
	err = ids->more_checks ? ids->more_checks(p, arg) : 0;
	if (!err && ipcperms(p, (short)flag))
		err = -EACCES;
	return err ? err : p->id;
}

/* Does the caller have what flag's rwx bits ask?  0, or -1 (EACCES) */
int ipcperms(const struct kern_ipc_perm *perm, short flag)
{
	int requested = (flag >> 6) | (flag >> 3) | flag;
	int granted = perm->mode;
	kuid_t euid = current_euid();

	if (uid_eq(euid, perm->cuid) || uid_eq(euid, perm->uid))
		granted >>= 6;
	else if (in_group_p(perm->cgid) || in_group_p(perm->gid))
		granted >>= 3;
	if ((requested & ~granted & 0007) && !capable(CAP_IPC_OWNER))
		return -1;
	return 0;
}

/* IPC_SET and IPC_RMID: the owner, the creator, or CAP_SYS_ADMIN */
bool ipc_may_change(const struct kern_ipc_perm *perm)
{
	kuid_t euid = current_euid();

	return uid_eq(euid, perm->uid) || uid_eq(euid, perm->cuid) ||
	       capable(CAP_SYS_ADMIN);
}

void ipc_to_user_perm(const struct kern_ipc_perm *perm,
		      struct ipc64_perm *out)
{
	memset(out, 0, sizeof(*out));
	out->key = perm->key;
	out->uid = __kuid_val(perm->uid);
	out->gid = __kgid_val(perm->gid);
	out->cuid = __kuid_val(perm->cuid);
	out->cgid = __kgid_val(perm->cgid);
	out->mode = perm->mode;
	out->seq = perm->seq;
}

/* IPC_SET: the owner, group and the permission bits change */
void ipc_set_perm(struct kern_ipc_perm *perm, const struct ipc64_perm *in)
{
	perm->uid = KUIDT_INIT(in->uid);
	perm->gid = KGIDT_INIT(in->gid);
	perm->mode = (perm->mode & ~0777) | (in->mode & 0777);
}

/* IPC_INFO's answer: the highest index in use, or 0 */
int ipc_max_index(const struct ipc_ids *ids)
{
	int i;

	for (i = ids->max - 1; i > 0; i--)
		if (ids->entries[i])
			return i;
	return 0;
}

int ipc_count(const struct ipc_ids *ids)
{
	return ids->in_use;
}
