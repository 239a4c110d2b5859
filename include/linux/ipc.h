/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/ipc.h - System V IPC (ipc/): what shared memory
 * (ipc/shm.c), semaphores (ipc/sem.c) and message queues (ipc/msg.c)
 * share - a key, an id, an owner and a mode (struct kern_ipc_perm), kept
 * in one table per kind (struct ipc_ids, ipc/util.c) - and the i386 ABI
 * of their system calls (svipc(7); the layouts of Linux's asm-generic
 * headers for 32-bit, as glibc 2.36 passes them).
 */
#ifndef _LINUX_IPC_H
#define _LINUX_IPC_H

#include "linux/limits.h"
#include "linux/types.h"
#include "linux/uidgid.h"

/*
 * Linux 6.1's limits (include/uapi/linux/shm.h, msg.h, sem.h), on 32
 * bits; IPC_INFO reports them and /proc/sys/kernel shows them
 * (ipc/ipc_sysctl.c)
 */
#define SHMMAX		(ULONG_MAX - (1UL << 24))	/* bytes a segment */
#define SHMALL		(ULONG_MAX - (1UL << 24))	/* pages in all */
#define SHMMNI		4096				/* segments */
#define MSGMAX		8192		/* bytes a message */
#define MSGMNB		16384		/* bytes a queue */
#define MSGMNI		32000		/* queues */
#define SEMMSL		32000		/* semaphores an array */
#define SEMMNI		32000		/* arrays */
#define SEMMNS		(SEMMNI * SEMMSL)	/* semaphores in all */
#define SEMOPM		500		/* operations a semop(2) */

#define IPC_PRIVATE	0
#define IPC_CREAT	00001000	/* get: make it if the key is new */
#define IPC_EXCL	00002000	/* get: fail if the key is not */
#define IPC_NOWAIT	00004000	/* do not sleep */

#define IPC_RMID	0		/* the ctl commands */
#define IPC_SET		1
#define IPC_STAT	2
#define IPC_INFO	3
#define IPC_64		0x0100		/* the 64-bit structures (glibc's) */

#define IPCMNI		32768		/* ids: index + seq * IPCMNI */

/* struct ipc64_perm, i386: 36 bytes */
struct ipc64_perm {
	s32 key;
	u32 uid, gid, cuid, cgid;
	u16 mode, __pad1;
	u16 seq, __pad2;
	u32 __unused1, __unused2;
};

/* One object's identity and permissions, the first member of each kind */
struct kern_ipc_perm {
	int id;
	int key;
	kuid_t uid, cuid;
	kgid_t gid, cgid;
	umode_t mode;		/* rwx bits; shm adds SHM_DEST, SHM_LOCKED */
	unsigned short seq;
	bool deleted;		/* IPC_RMID: its id finds nothing any more */
	struct ipc_ids *ids;	/* the table (the IPC namespace) it is in */
	int key_next;		/* the next index + 1 of its key's bucket */
};

#define IPC_KEY_BITS	8	/* 256 buckets of keys (ipc/util.c) */

/* One kind's table: objects by index */
struct ipc_ids {
	int in_use;
	int last_idx;		/* the last index handed out (they go in turn) */
	unsigned short seq;	/* bumped when they wrap */
	int max;		/* the table's size (SHMMNI, SEMMNI, MSGMNI) */
	const int *limit;	/* how many may be made, if not max */
	struct kern_ipc_perm **entries;
	/* each bucket's first index + 1 (0: empty): the objects by key,
	 * so that a get need not look at every object (LTP's semget05
	 * makes 32000) */
	int key_head[1 << IPC_KEY_BITS];
	/* a new object of the key, its mode flag's low bits: ERR_PTR */
	struct kern_ipc_perm *(*newary)(int key, int flag, long arg);
	/* may the caller have the existing p with this arg?  0 or -errno
	 * (NULL: yes) */
	int (*more_checks)(struct kern_ipc_perm *p, long arg);
};

/* Each IPC namespace's tables, in Linux's order (ipc/namespace.c) */
enum { IPC_SEM_IDS, IPC_MSG_IDS, IPC_SHM_IDS, IPC_IDS };

/* ipc/namespace.c: the caller's namespace's table of one kind */
struct ipc_ids *current_ipc_ids(int kind);
/* each kind's: a new namespace's empty table, and the end of one */
void sem_init_ns(struct ipc_ids *ids);
void msg_init_ns(struct ipc_ids *ids);
void shm_init_ns(struct ipc_ids *ids);
void sem_exit_ns(struct ipc_ids *ids);
void msg_exit_ns(struct ipc_ids *ids);
void shm_exit_ns(struct ipc_ids *ids);

/* ipc/util.c */
long ipcget(struct ipc_ids *ids, int key, int flag, long arg);
struct kern_ipc_perm *ipc_obtain(struct ipc_ids *ids, int id);
struct kern_ipc_perm *ipc_at_index(const struct ipc_ids *ids, int idx);
void ipc_rmid(struct ipc_ids *ids, struct kern_ipc_perm *perm);
void ipc_forget_key(struct ipc_ids *ids, struct kern_ipc_perm *perm);
int ipcperms(const struct kern_ipc_perm *perm, short flag);
bool ipc_may_change(const struct kern_ipc_perm *perm);
void ipc_to_user_perm(const struct kern_ipc_perm *perm,
		      struct ipc64_perm *out);
void ipc_set_perm(struct kern_ipc_perm *perm, const struct ipc64_perm *in);
int ipc_max_index(const struct ipc_ids *ids);
int ipc_count(const struct ipc_ids *ids);

/* the kinds' calls, for ipc(2)'s multiplexer (ipc/syscall.c) */
long ksys_shmget(int key, size_t size, int flag);
long do_shmat(int id, void __user *addr, int flag, unsigned long *raddr);
long ksys_shmdt(void __user *addr);
struct file;
bool shm_file_orphaned(struct file *f);
long ksys_shmctl(int id, int cmd, void __user *buf);
long ksys_semget(int key, int nsems, int flag);
struct task_struct;
/* fork(2): the child's SEM_UNDO list, the parent's for CLONE_SYSVSEM
 * (0 or -ENOMEM) */
int copy_semundo(unsigned long clone_flags, struct task_struct *p);
long ksys_semtimedop(int id, void __user *sops, unsigned int nsops,
		     long timeout_ms);
long ksys_semctl(int id, int num, int cmd, unsigned long arg);
long ksys_msgget(int key, int flag);
long ksys_msgsnd(int id, const void __user *msgp, size_t size, int flag);
long ksys_msgrcv(int id, void __user *msgp, size_t size, long type,
		 int flag);
long ksys_msgctl(int id, int cmd, void __user *buf);

/* /proc/sysvipc/{shm,sem,msg} (gen_show_t) */
size_t sysvipc_shm_show(char *buf, size_t size, void *priv);
size_t sysvipc_sem_show(char *buf, size_t size, void *priv);
size_t sysvipc_msg_show(char *buf, size_t size, void *priv);

/* /proc/sys/kernel's files of the limits above, read-only but msgmni,
 * msg_ctlmni (ipc/msg.c), which root may lower or raise to MSGMNI, and
 * shmmni, shm_ctlmni (ipc/shm.c), to IPCMNI as on Linux (past SHMMNI
 * the table is full first) */
#define IPCMNI		32768
extern int msg_ctlmni;
extern int shm_ctlmni;
void ipc_sysctl_init(void);

/* at a process's exit: its semaphores' SEM_UNDO adjustments */
struct task_struct;
void exit_sem(struct task_struct *tsk);

#endif /* _LINUX_IPC_H */
