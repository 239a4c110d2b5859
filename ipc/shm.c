// SPDX-License-Identifier: GPL-2.0
/*
 * ipc/shm.c - System V shared memory (shmget(2), shmat(2), shmdt(2),
 * shmctl(2)).  A segment is an in-memory file with no name in the tree
 * (its dentry, "/SYSV" and the key in hex, is what /proc/PID/maps shows,
 * "(deleted)"), and shmat(2) maps it MAP_SHARED as mmap(2) would
 * (do_mmap(), mm/mmap.c): its pages come at the first touch, fork(2)
 * shares them, and exit and execve(2) unmap them with the rest.
 *
 * The segment holds one reference on its file while it has an id; each
 * attach holds one more (a mapping holds its file), so shm_nattch is the
 * file's count less the segment's.  IPC_RMID with nothing attached frees
 * it at once; otherwise it is marked SHM_DEST, its key becomes
 * IPC_PRIVATE, and the last detach (the file's release) frees it, as in
 * Linux, which lets a process still attach it by id meanwhile.
 */
#include "linux/kernel.h"
#include "linux/hugetlb.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/err.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/ipc.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/timekeeping.h"
#include "asm/uaccess.h"
#include "uapi/linux/mman.h"

#define SHM_RDONLY	010000	/* shmat(2) flags */
#define SHM_RND		020000
#define SHM_REMAP	040000
#define SHM_EXEC	0100000
#define SHM_HUGETLB	04000	/* shmget(2) flags */
#define SHM_NORESERVE	010000
#define SHM_DEST	01000	/* mode bits: removed, still attached */
#define SHM_LOCKED	02000
#define SHM_LOCK	11	/* shmctl(2) commands */
#define SHM_UNLOCK	12
#define SHM_STAT	13
#define SHM_INFO	14
#define SHM_STAT_ANY	15

/* the limits of include/linux/ipc.h, and what IPC_INFO adds */
#define SHMMIN		1
#define SHMSEG		SHMMNI

struct shmid_kernel {
	struct kern_ipc_perm perm;	/* first: ipc/util.c's view */
	struct file *file;
	size_t segsz;
	time64_t atime, dtime, ctime;
	int cpid, lpid;
};

/* shmid64_ds, i386 (asm-generic/shmbuf.h) */
struct shmid64_ds {
	struct ipc64_perm shm_perm;
	u32 shm_segsz;
	u32 shm_atime, shm_atime_high, shm_dtime, shm_dtime_high;
	u32 shm_ctime, shm_ctime_high;
	s32 shm_cpid, shm_lpid;
	u32 shm_nattch, __unused4, __unused5;
};

struct shminfo64 {
	u32 shmmax, shmmin, shmmni, shmseg, shmall, __unused[4];
};

struct shm_info {
	s32 used_ids;
	u32 shm_tot, shm_rss, shm_swp, swap_attempts, swap_successes;
};

static struct kern_ipc_perm *shm_newary(int key, int flag, long size);
static int shm_more_checks(struct kern_ipc_perm *p, long size);

/* the caller's IPC namespace's segments (ipc/namespace.c) */
static struct ipc_ids *shm_ids(void)
{
	return current_ipc_ids(IPC_SHM_IDS);
}

/* /proc/sys/kernel/shmmni (ipc/ipc_sysctl.c); one for every IPC
 * namespace here, where Linux has one each */
int shm_ctlmni = SHMMNI;

void shm_init_ns(struct ipc_ids *ids)
{
	ids->max = SHMMNI;
	ids->limit = &shm_ctlmni;
	ids->newary = shm_newary;
	ids->more_checks = shm_more_checks;
}

static struct shmid_kernel *shm_of(struct kern_ipc_perm *p)
{
	return container_of(p, struct shmid_kernel, perm);
}

static unsigned long shm_nattch(const struct shmid_kernel *shp)
{
	return (unsigned long)atomic_read(&shp->file->f_count) -
	       (shp->perm.mode & SHM_DEST ? 0 : 1);
}

/* The last reference to the segment's file: the segment goes */
static int shm_release(struct inode *inode, struct file *f)
{
	struct shmid_kernel *shp = f->private_data;

	(void)inode;
	if (!shp)	/* a SHM_HUGETLB file its reservation failed */
		return 0;
	if (!shp->perm.deleted)
		ipc_rmid(shp->perm.ids, &shp->perm);
	kfree(shp);
	return 0;
}

static const struct file_operations shm_file_operations = {
	.release = shm_release,
};

/* A SHM_HUGETLB segment's file: a hugetlbfs file (mm/hugetlb.c) */
static const struct file_operations shm_huge_file_operations = {
	.release = shm_release,
	.mmap = hugetlbfs_file_mmap,
};

/* Is f a segment's file?  *len: the length its attaches map */
static bool shm_segment_file(const struct file *f, unsigned long *len)
{
	const struct shmid_kernel *shp = f->private_data;

	if (f->f_op != &shm_file_operations &&
	    f->f_op != &shm_huge_file_operations)
		return false;
	*len = f->f_op == &shm_huge_file_operations ?
		       ALIGN(shp->segsz, HPAGE_SIZE) : PAGE_ALIGN(shp->segsz);
	return true;
}

/*
 * Is f a segment's file that IPC_RMID removed and nothing maps any more,
 * the caller's reference its last?  Then a new mapping of it
 * (remap_file_pages(2), mm/mmap.c) is refused, EINVAL, as Linux
 * refuses it: the segment's id went with its last attach.
 */
bool shm_file_orphaned(struct file *f)
{
	struct shmid_kernel *shp = f->private_data;

	unsigned long len;

	return shm_segment_file(f, &len) &&
	       (shp->perm.mode & SHM_DEST) && atomic_read(&f->f_count) == 1;
}

/*
 * A SHM_HUGETLB segment's file, named as shm_file()'s: whole huge pages,
 * all reserved now but with SHM_NORESERVE (ENOMEM if the pool has too
 * few); EINVAL for a huge page size this kernel has not, EPERM without
 * CAP_IPC_LOCK (Linux's hugetlb_file_setup(), whose other way, the
 * caller's RLIMIT_MEMLOCK, is not here).
 */
static struct file *shm_huge_file(int key, size_t size, int flag)
{
	char name[16];
	struct file *f;

	if (!hugetlb_size_ok((unsigned long)flag))
		return ERR_PTR(-EINVAL);
	if (!capable(CAP_IPC_LOCK))
		return ERR_PTR(-EPERM);
	snprintf(name, sizeof(name), "SYSV%08x", key);
	f = hugetlb_file_setup(root_mnt.mnt_root, name, ALIGN(size, HPAGE_SIZE),
			       &shm_huge_file_operations);
	if (!IS_ERR(f) && !(flag & SHM_NORESERVE) && hugetlb_reserve_file(f)) {
		fput(f);
		return ERR_PTR(-ENOMEM);
	}
	return f;
}

/* The segment's file: an inode of size bytes named /SYSV<key> */
static struct file *shm_file(int key, size_t size)
{
	struct inode *inode = ramfs_get_inode(NULL, false);
	char name[16];
	struct qstr q = { name, 0 };
	struct dentry *d;
	struct file *f;

	if (!inode)
		return NULL;
	inode->i_mode = S_IFREG | 0777;
	inode->size = size;
	q.len = (unsigned int)snprintf(name, sizeof(name), "SYSV%08x", key);
	d = d_alloc(root_mnt.mnt_root, &q);
	if (!d) {
		iput(inode);
		return NULL;
	}
	d->d_inode = inode;	/* never in the tree: "(deleted)" */
	f = alloc_file(d, &shm_file_operations, O_RDWR);
	dput(d);		/* the file holds it, or it goes */
	return f;
}

static struct kern_ipc_perm *shm_newary(int key, int flag, long size)
{
	size_t sz = (size_t)size;
	struct shmid_kernel *shp;

	if (sz < SHMMIN || sz > SHMMAX)
		return ERR_PTR(-EINVAL);
	if (PAGE_ALIGN(sz) >> PAGE_SHIFT > SHMALL || PAGE_ALIGN(sz) < sz)
		return ERR_PTR(-ENOSPC);
	shp = kzalloc(sizeof(*shp), GFP_KERNEL);
	if (!shp)
		return ERR_PTR(-ENOMEM);
	shp->file = flag & SHM_HUGETLB ? shm_huge_file(key, sz, flag) :
					 shm_file(key, sz) ?: ERR_PTR(-ENOMEM);
	if (IS_ERR(shp->file)) {
		long err = PTR_ERR(shp->file);

		kfree(shp);
		return ERR_PTR(err);
	}
	shp->file->private_data = shp;
	shp->perm.key = key;
	shp->perm.mode = flag & 0777;
	shp->segsz = sz;
	shp->ctime = ktime_get_real_seconds();
	shp->cpid = current->tgid;
	return &shp->perm;
}

/* shmget(2) of an existing key: EINVAL if it is smaller than asked */
static int shm_more_checks(struct kern_ipc_perm *p, long size)
{
	return shm_of(p)->segsz < (size_t)size ? -EINVAL : 0;
}

long ksys_shmget(int key, size_t size, int flag)
{
	return ipcget(shm_ids(), key, flag, (long)size);
}

/* shmat(2): the segment mapped MAP_SHARED at addr (NULL: where mmap
 * would), read-only with SHM_RDONLY; its address into *raddr */
long do_shmat(int id, void __user *addr, int flag, unsigned long *raddr)
{
	unsigned long a = (unsigned long)addr, prot = PROT_READ;
	unsigned long flags = MAP_SHARED;
	short need = S_IRUGO;
	struct kern_ipc_perm *p;
	struct shmid_kernel *shp;
	long r;

	if (id < 0)
		return -EINVAL;
	if (a & ~PAGE_MASK) {	/* SHMLBA is a page on i386 */
		if (!(flag & SHM_RND))
			return -EINVAL;
		a &= PAGE_MASK;
	}
	if (a >= TASK_SIZE)
		return -EINVAL;	/* not user memory */
	if (a)
		flags |= MAP_FIXED;
	if (!(flag & SHM_RDONLY)) {
		prot |= PROT_WRITE;
		need |= S_IWUGO;
	}
	if (flag & SHM_EXEC) {
		prot |= PROT_EXEC;
		need |= S_IXUGO;
	}
	p = ipc_obtain(shm_ids(), id);
	if (!p)
		return -EINVAL;
	if (ipcperms(p, need))
		return -EACCES;
	shp = shm_of(p);
	if (a && PAGE_ALIGN(shp->segsz) > TASK_SIZE - a)
		return -EINVAL;
	/* the room checked and taken under one hold of the lock */
	mmap_write_lock(current->mm);
	if (a && !(flag & SHM_REMAP) &&
	    vma_in_range(current->mm, a, a + PAGE_ALIGN(shp->segsz)))
		r = -EINVAL;
	else
		r = do_mmap(shp->file, a, shp->segsz, prot, flags);
	mmap_write_unlock(current->mm);
	if (IS_ERR_VALUE(r))
		return r;
	shp->atime = ktime_get_real_seconds();
	shp->lpid = current->tgid;
	*raddr = (unsigned long)r;
	return 0;
}

/* shmdt(2) with current's mmap_lock held for writing */
static long shmdt_locked(struct mm_struct *mm, unsigned long a)
{
	struct vm_area_struct *vma = find_vma(mm, a);
	struct shmid_kernel *shp;
	unsigned long len;

	if (!vma || vma->vm_start != a || !vma->vm_file ||
	    !shm_segment_file(vma->vm_file, &len) || vma->vm_pgoff)
		return -EINVAL;
	shp = vma->vm_file->private_data;
	shp->dtime = ktime_get_real_seconds();
	shp->lpid = current->tgid;
	return do_munmap(mm, a, a + len);
}

long ksys_shmdt(void __user *addr)
{
	unsigned long a = (unsigned long)addr;
	long ret;

	if (a & ~PAGE_MASK)
		return -EINVAL;
	mmap_write_lock(current->mm);
	ret = shmdt_locked(current->mm, a);
	mmap_write_unlock(current->mm);
	return ret;
}

static void fill_shmid64(struct shmid_kernel *shp, struct shmid64_ds *ds)
{
	memset(ds, 0, sizeof(*ds));
	ipc_to_user_perm(&shp->perm, &ds->shm_perm);
	ds->shm_segsz = (u32)shp->segsz;
	ds->shm_atime = (u32)shp->atime;
	ds->shm_dtime = (u32)shp->dtime;
	ds->shm_ctime = (u32)shp->ctime;
	ds->shm_cpid = shp->cpid;
	ds->shm_lpid = shp->lpid;
	ds->shm_nattch = (u32)shm_nattch(shp);
}

/* IPC_INFO, SHM_INFO: the limits, or what is in use; the highest index */
static long shm_info(int cmd, void __user *buf)
{
	struct shminfo64 lim = { .shmmax = SHMMAX, .shmmin = SHMMIN,
				 .shmmni = shm_ctlmni, .shmseg = SHMSEG,
				 .shmall = SHMALL };
	struct shm_info use = { .used_ids = ipc_count(shm_ids()) };
	int i;

	for (i = 0; cmd == SHM_INFO && i < SHMMNI; i++) {
		struct kern_ipc_perm *p = ipc_at_index(shm_ids(), i);

		if (!p)
			continue;
		use.shm_tot += PAGE_ALIGN(shm_of(p)->segsz) >> PAGE_SHIFT;
		use.shm_rss += shm_of(p)->file->f_inode->i_data.nrpages;
	}
	if (cmd == SHM_INFO ? copy_to_user(buf, &use, sizeof(use)) :
			      copy_to_user(buf, &lim, sizeof(lim)))
		return -EFAULT;
	return ipc_max_index(shm_ids());
}

static long shm_stat(struct kern_ipc_perm *p, int cmd, void __user *buf)
{
	struct shmid64_ds ds;

	if (cmd != SHM_STAT_ANY && ipcperms(p, S_IRUGO))
		return -EACCES;
	fill_shmid64(shm_of(p), &ds);
	if (copy_to_user(buf, &ds, sizeof(ds)))
		return -EFAULT;
	return cmd == IPC_STAT ? 0 : p->id;
}

/* IPC_RMID: gone now, or at the last detach (SHM_DEST) */
static void shm_destroy(struct shmid_kernel *shp)
{
	struct file *f = shp->file;

	if (!shm_nattch(shp))
		ipc_rmid(shp->perm.ids, &shp->perm);
	else
		ipc_forget_key(shp->perm.ids, &shp->perm);
	shp->perm.mode |= SHM_DEST;
	fput(f);		/* the segment's: the last frees it */
}

/* The namespace goes: each segment leaves its table now, and goes
 * itself with its last detach (Linux's shm_exit_ns()) */
void shm_exit_ns(struct ipc_ids *ids)
{
	int i;

	for (i = 0; i < ids->max; i++) {
		struct kern_ipc_perm *p = ipc_at_index(ids, i);

		if (!p)
			continue;
		ipc_rmid(ids, p);
		if (!(p->mode & SHM_DEST)) {
			p->mode |= SHM_DEST;
			fput(shm_of(p)->file);
		}
	}
}

static long shm_change(struct kern_ipc_perm *p, int cmd, void __user *buf)
{
	struct shmid_kernel *shp = shm_of(p);
	struct shmid64_ds ds;

	if (cmd == SHM_LOCK || cmd == SHM_UNLOCK) {
		if (!capable(CAP_IPC_LOCK) && !ipc_may_change(p))
			return -EPERM;
		p->mode = cmd == SHM_LOCK ? p->mode | SHM_LOCKED :
					    p->mode & ~SHM_LOCKED;
		return 0;
	}
	if (cmd == IPC_SET && copy_from_user(&ds, buf, sizeof(ds)))
		return -EFAULT;
	if (!ipc_may_change(p))
		return -EPERM;
	if (cmd == IPC_RMID) {
		shm_destroy(shp);
		return 0;
	}
	ipc_set_perm(p, &ds.shm_perm);
	shp->ctime = ktime_get_real_seconds();
	return 0;
}

long ksys_shmctl(int id, int cmd, void __user *buf)
{
	struct kern_ipc_perm *p;

	if (cmd < 0 || id < 0)
		return -EINVAL;
	if (cmd == IPC_INFO || cmd == SHM_INFO)
		return shm_info(cmd, buf);
	if (cmd == SHM_STAT || cmd == SHM_STAT_ANY) {
		p = ipc_at_index(shm_ids(), id);
		return p ? shm_stat(p, cmd, buf) : -EINVAL;
	}
	if (cmd != IPC_STAT && cmd != IPC_SET && cmd != IPC_RMID &&
	    cmd != SHM_LOCK && cmd != SHM_UNLOCK)
		return -EINVAL;
	p = ipc_obtain(shm_ids(), id);
	if (!p)
		return -EINVAL;
	return cmd == IPC_STAT ? shm_stat(p, cmd, buf) : shm_change(p, cmd, buf);
}

/* /proc/sysvipc/shm, Linux's columns for 32-bit kernels */
size_t sysvipc_shm_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	int i;

	(void)priv;
	seq_buf_printf(&s, "       key      shmid perms       size  cpid  lpid"
		       " nattch   uid   gid  cuid  cgid      atime      dtime"
		       "      ctime        rss       swap\n");
	for (i = 0; i < SHMMNI; i++) {
		struct kern_ipc_perm *p = ipc_at_index(shm_ids(), i);
		struct shmid_kernel *shp;

		if (!p)
			continue;
		shp = shm_of(p);
		seq_buf_printf(&s, "%10d %10d  %4o %10zu %5d %5d  %5lu %5u %5u "
			       "%5u %5u %10llu %10llu %10llu %10lu %10lu\n",
			       p->key, p->id, p->mode, shp->segsz, shp->cpid,
			       shp->lpid, shm_nattch(shp), __kuid_val(p->uid),
			       __kgid_val(p->gid), __kuid_val(p->cuid),
			       __kgid_val(p->cgid), (u64)shp->atime,
			       (u64)shp->dtime, (u64)shp->ctime,
			       shp->file->f_inode->i_data.nrpages * PAGE_SIZE,
			       0UL);
	}
	return s.len;
}
