// SPDX-License-Identifier: GPL-2.0
/*
 * ipc/msg.c - System V message queues (msgget(2), msgsnd(2), msgrcv(2),
 * msgctl(2)).  A queue holds typed messages, in the order sent, up to
 * msg_qbytes bytes (and as many messages): a sender waits while it is
 * full, a receiver while nothing of the type it asks for is there (type
 * 0: the first message; > 0: the first of that type, or with MSG_EXCEPT
 * of any other; < 0: the first of the lowest type not above its
 * absolute value), unless IPC_NOWAIT (EAGAIN, ENOMSG).  A message longer
 * than the receiver's buffer stays queued (E2BIG) unless MSG_NOERROR cuts
 * it.  A signal ends a sleep with EINTR, IPC_RMID with EIDRM.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/err.h"
#include "linux/ipc.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/timekeeping.h"
#include "linux/wait.h"
#include "asm/uaccess.h"

#define MSG_NOERROR	010000	/* msgrcv(2) flags */
#define MSG_EXCEPT	020000
#define MSG_COPY	040000
#define MSG_STAT	11	/* msgctl(2) commands */
#define MSG_INFO	12
#define MSG_STAT_ANY	13

/* the limits of include/linux/ipc.h, and what IPC_INFO adds */
#define MSGPOOL		(MSGMNI * MSGMNB / 1024)
#define MSGSSZ		16
#define MSGSEG		0xffff

struct msg_msg {
	struct list_head list;
	long type;
	size_t size;
	char text[];
};

struct msg_queue {
	struct kern_ipc_perm perm;	/* first: ipc/util.c's view */
	time64_t stime, rtime, ctime;
	unsigned long cbytes, qnum, qbytes;
	int lspid, lrpid;
	struct list_head messages;
	wait_queue_head_t wait;		/* senders and receivers alike */
	unsigned long changes;		/* bumped at each change: wakes them */
	int sleepers;			/* the last frees a removed queue */
};

/* msqid64_ds, i386 (asm-generic/msgbuf.h) */
struct msqid64_ds {
	struct ipc64_perm msg_perm;
	u32 msg_stime, msg_stime_high, msg_rtime, msg_rtime_high;
	u32 msg_ctime, msg_ctime_high;
	u32 msg_cbytes, msg_qnum, msg_qbytes;
	s32 msg_lspid, msg_lrpid;
	u32 __unused4, __unused5;
};

struct msginfo {
	s32 msgpool, msgmap, msgmax, msgmnb, msgmni, msgssz, msgtql;
	u16 msgseg;
};

static struct kern_ipc_perm *msg_newary(int key, int flag, long unused);

/* /proc/sys/kernel/msgmni (ipc/ipc_sysctl.c); one for every IPC
 * namespace here, where Linux has one each */
int msg_ctlmni = MSGMNI;

/* the caller's IPC namespace's queues (ipc/namespace.c) */
static struct ipc_ids *msg_ids(void)
{
	return current_ipc_ids(IPC_MSG_IDS);
}

void msg_init_ns(struct ipc_ids *ids)
{
	ids->max = MSGMNI;
	ids->limit = &msg_ctlmni;
	ids->newary = msg_newary;
}

static struct msg_queue *msq_of(struct kern_ipc_perm *p)
{
	return container_of(p, struct msg_queue, perm);
}

static struct kern_ipc_perm *msg_newary(int key, int flag, long unused)
{
	struct msg_queue *q = kzalloc(sizeof(*q), GFP_KERNEL);

	(void)unused;
	if (!q)
		return ERR_PTR(-ENOMEM);
	q->perm.key = key;
	q->perm.mode = flag & 0777;
	q->qbytes = MSGMNB;
	q->ctime = ktime_get_real_seconds();
	INIT_LIST_HEAD(&q->messages);
	init_waitqueue_head(&q->wait);
	return &q->perm;
}

long ksys_msgget(int key, int flag)
{
	return ipcget(msg_ids(), key, flag, 0);
}

static void msq_changed(struct msg_queue *q)
{
	q->changes++;
	wake_up(&q->wait);
}

/* Sleep until the queue changes: 0, -EINTR, or -EIDRM (it went; the
 * last sleeper frees it) */
static long msq_sleep(struct msg_queue *q)
{
	unsigned long seen = q->changes;
	long r;

	q->sleepers++;
	r = wait_event_interruptible(q->wait, q->changes != seen ||
						      q->perm.deleted);
	q->sleepers--;
	if (q->perm.deleted) {
		if (!q->sleepers)
			kfree(q);
		return -EIDRM;
	}
	return r ? -EINTR : 0;
}

long ksys_msgsnd(int id, const void __user *msgp, size_t size, int flag)
{
	struct kern_ipc_perm *p;
	struct msg_queue *q = NULL;
	struct msg_msg *m;
	long type, r;

	if (get_user(type, (const long __user *)msgp))
		return -EFAULT;
	if (size > MSGMAX || (long)size < 0 || id < 0 || type < 1)
		return -EINVAL;
	m = kmalloc(sizeof(*m) + size, GFP_KERNEL);
	if (!m)
		return -ENOMEM;
	m->type = type;
	m->size = size;
	r = copy_from_user(m->text, (const char __user *)msgp + sizeof(long),
			   size) ? -EFAULT : 0;
	for (p = NULL; !r;) {
		p = ipc_obtain(msg_ids(), id);
		q = p ? msq_of(p) : NULL;
		if (!p)
			r = -EINVAL;
		else if (ipcperms(p, S_IWUGO))
			r = -EACCES;
		else if (q->cbytes + size <= q->qbytes && q->qnum + 1 <= q->qbytes)
			break;	/* room */
		else if (flag & IPC_NOWAIT)
			r = -EAGAIN;
		else
			r = msq_sleep(q);
	}
	if (r) {
		kfree(m);
		return r;
	}
	list_add_tail(&m->list, &q->messages);
	q->cbytes += size;
	q->qnum++;
	q->lspid = current->tgid;
	q->stime = ktime_get_real_seconds();
	msq_changed(q);
	return 0;
}

/* The message msgrcv(2) of type with flag takes from q, or NULL */
static struct msg_msg *find_msg(struct msg_queue *q, long type, int flag)
{
	struct msg_msg *m, *best = NULL;

	list_for_each_entry(m, &q->messages, list) {
		if (!type)
			return m;
		if (type > 0 && (flag & MSG_EXCEPT ? m->type != type :
						     m->type == type))
			return m;
		if (type < 0 && m->type <= -type && (!best || m->type < best->type))
			best = m;
	}
	return best;
}

/* The message, taken: its type and text to the user's buffer */
static long msg_give(struct msg_queue *q, struct msg_msg *m,
		     void __user *msgp, size_t size)
{
	size_t n = min(size, m->size);
	long r = 0;

	if (put_user(m->type, (long __user *)msgp) ||
	    copy_to_user((char __user *)msgp + sizeof(long), m->text, n))
		r = -EFAULT;
	list_del(&m->list);	/* gone even if the copy faulted, as Linux */
	q->cbytes -= m->size;
	q->qnum--;
	q->lrpid = current->tgid;
	q->rtime = ktime_get_real_seconds();
	kfree(m);
	msq_changed(q);
	return r ? r : (long)n;
}

long ksys_msgrcv(int id, void __user *msgp, size_t size, long type, int flag)
{
	struct kern_ipc_perm *p;
	struct msg_queue *q;
	struct msg_msg *m;
	long r;

	if (id < 0 || (long)size < 0)
		return -EINVAL;
	if (flag & MSG_COPY)
		return -ENOSYS;	/* checkpoint/restore's: not here */
	for (;;) {
		p = ipc_obtain(msg_ids(), id);
		if (!p)
			return -EINVAL;
		if (ipcperms(p, S_IRUGO))
			return -EACCES;
		q = msq_of(p);
		m = find_msg(q, type, flag);
		if (m && m->size > size && !(flag & MSG_NOERROR))
			return -E2BIG;
		if (m)
			return msg_give(q, m, msgp, size);
		if (flag & IPC_NOWAIT)
			return -ENOMSG;
		r = msq_sleep(q);
		if (r)
			return r;
	}
}

static long msg_info(int cmd, void __user *buf)
{
	struct msginfo mi = { MSGPOOL, MSGMNB, MSGMAX, MSGMNB, msg_ctlmni, MSGSSZ,
			      MSGMNB, MSGSEG };
	int i;

	if (cmd == MSG_INFO) {	/* what is in use instead */
		mi.msgpool = ipc_count(msg_ids());
		mi.msgmap = mi.msgtql = 0;
		for (i = 0; i < MSGMNI; i++) {
			if (!ipc_at_index(msg_ids(), i))
				continue;
			mi.msgmap += (s32)msq_of(msg_ids()->entries[i])->qnum;
			mi.msgtql += (s32)msq_of(msg_ids()->entries[i])->cbytes;
		}
	}
	if (copy_to_user(buf, &mi, sizeof(mi)))
		return -EFAULT;
	return ipc_max_index(msg_ids());
}

static long msg_stat(struct kern_ipc_perm *p, int cmd, void __user *buf)
{
	struct msg_queue *q = msq_of(p);
	struct msqid64_ds ds = { 0 };

	if (cmd != MSG_STAT_ANY && ipcperms(p, S_IRUGO))
		return -EACCES;
	ipc_to_user_perm(p, &ds.msg_perm);
	ds.msg_stime = (u32)q->stime;
	ds.msg_rtime = (u32)q->rtime;
	ds.msg_ctime = (u32)q->ctime;
	ds.msg_cbytes = (u32)q->cbytes;
	ds.msg_qnum = (u32)q->qnum;
	ds.msg_qbytes = (u32)q->qbytes;
	ds.msg_lspid = q->lspid;
	ds.msg_lrpid = q->lrpid;
	if (copy_to_user(buf, &ds, sizeof(ds)))
		return -EFAULT;
	return cmd == IPC_STAT ? 0 : p->id;
}

/* IPC_RMID: the queue and its messages go; sleepers wake to EIDRM */
static void msq_destroy(struct msg_queue *q)
{
	struct msg_msg *m, *next;

	ipc_rmid(q->perm.ids, &q->perm);
	list_for_each_entry_safe(m, next, &q->messages, list)
		kfree(m);
	if (q->sleepers)
		wake_up(&q->wait);
	else
		kfree(q);
}

/* The namespace goes, and its queues with it */
void msg_exit_ns(struct ipc_ids *ids)
{
	int i;

	for (i = 0; i < ids->max; i++)
		if (ipc_at_index(ids, i))
			msq_destroy(msq_of(ids->entries[i]));
}

static long msg_change(struct kern_ipc_perm *p, int cmd, void __user *buf)
{
	struct msg_queue *q = msq_of(p);
	struct msqid64_ds ds;

	if (cmd == IPC_SET && copy_from_user(&ds, buf, sizeof(ds)))
		return -EFAULT;
	if (!ipc_may_change(p))
		return -EPERM;
	if (cmd == IPC_RMID) {
		msq_destroy(q);
		return 0;
	}
	if (ds.msg_qbytes > MSGMNB && !capable(CAP_SYS_RESOURCE))
		return -EPERM;	/* msgctl(2): only it may go past MSGMNB */
	ipc_set_perm(p, &ds.msg_perm);
	q->qbytes = ds.msg_qbytes;
	q->ctime = ktime_get_real_seconds();
	msq_changed(q);		/* more room: senders look again */
	return 0;
}

long ksys_msgctl(int id, int cmd, void __user *buf)
{
	struct kern_ipc_perm *p;

	if (cmd < 0 || id < 0)
		return -EINVAL;
	if (cmd == IPC_INFO || cmd == MSG_INFO)
		return msg_info(cmd, buf);
	if (cmd == MSG_STAT || cmd == MSG_STAT_ANY) {
		p = ipc_at_index(msg_ids(), id);
		return p ? msg_stat(p, cmd, buf) : -EINVAL;
	}
	if (cmd != IPC_STAT && cmd != IPC_SET && cmd != IPC_RMID)
		return -EINVAL;
	p = ipc_obtain(msg_ids(), id);
	if (!p)
		return -EINVAL;
	return cmd == IPC_STAT ? msg_stat(p, cmd, buf) : msg_change(p, cmd, buf);
}

/* /proc/sysvipc/msg, Linux's columns */
size_t sysvipc_msg_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	int i;

	(void)priv;
	seq_buf_printf(&s, "       key      msqid perms      cbytes       qnum"
		       " lspid lrpid   uid   gid  cuid  cgid      stime      rtime"
		       "      ctime\n");
	for (i = 0; i < MSGMNI; i++) {
		struct kern_ipc_perm *p = ipc_at_index(msg_ids(), i);
		struct msg_queue *q;

		if (!p)
			continue;
		q = msq_of(p);
		seq_buf_printf(&s, "%10d %10d  %4o  %10lu %10lu %5u %5u %5u %5u "
			       "%5u %5u %10llu %10llu %10llu\n", p->key, p->id,
			       p->mode, q->cbytes, q->qnum, q->lspid, q->lrpid,
			       __kuid_val(p->uid), __kgid_val(p->gid),
			       __kuid_val(p->cuid), __kgid_val(p->cgid),
			       (u64)q->stime, (u64)q->rtime, (u64)q->ctime);
	}
	return s.len;
}
