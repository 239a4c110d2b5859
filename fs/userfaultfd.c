// SPDX-License-Identifier: GPL-2.0
/*
 * fs/userfaultfd.c - userfaultfd(2): a thread's touch of a page not
 * yet there, in a range registered with the file, waits, and the file
 * tells whoever reads it (struct uffd_msg, UFFD_EVENT_PAGEFAULT); the
 * reader fills the page (UFFDIO_COPY, ioctl_userfaultfd(2)), which
 * wakes the thread, whose touch then finds it.  What is here: the
 * UFFDIO_API handshake (no optional features), UFFDIO_REGISTER of
 * private anonymous memory in UFFDIO_REGISTER_MODE_MISSING,
 * UFFDIO_UNREGISTER, UFFDIO_COPY, UFFDIO_ZEROPAGE and UFFDIO_WAKE, a
 * read(2) of the faults not yet read (EAGAIN with O_NONBLOCK), poll(2).
 * The areas registered carry VM_UFFD_MISSING and the file's context
 * (vm_userfaultfd_ctx); the page-fault handler (arch/i386/mm/fault.c)
 * calls handle_userfault() for such an area's missing page.  Closing
 * the file unregisters everything: waiting threads retry and get
 * ordinary zeroed pages, as on Linux.  fork(2)'s child does not
 * inherit the registration (no UFFD_FEATURE_EVENT_FORK).  Without
 * CAP_SYS_PTRACE only UFFD_USER_MODE_ONLY is allowed (Debian's
 * vm.unprivileged_userfaultfd 0); without that flag, a fault in the
 * kernel's own accesses to user memory (copy_to_user()) waits too.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/ioctl.h"
#include "linux/list.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/userfaultfd_k.h"
#include "asm/pgtable.h"
#include "asm/uaccess.h"

#define UFFD_USER_MODE_ONLY	1
#define UFFD_API		0xAAULL
#define UFFD_EVENT_PAGEFAULT	0x12
#define UFFD_PAGEFAULT_FLAG_WRITE 1
#define UFFDIO_REGISTER_MODE_MISSING 1
#define UFFDIO_COPY_MODE_DONTWAKE 1
#define UFFDIO_ZEROPAGE_MODE_DONTWAKE 1
/* the ioctls' numbers, and their bits in what UFFDIO_API and
 * UFFDIO_REGISTER answer */
#define _UFFDIO_REGISTER	0x00
#define _UFFDIO_UNREGISTER	0x01
#define _UFFDIO_WAKE		0x02
#define _UFFDIO_COPY		0x03
#define _UFFDIO_ZEROPAGE	0x04
#define _UFFDIO_API		0x3F
#define UFFD_API_IOCTLS		((1ULL << _UFFDIO_REGISTER) | \
				 (1ULL << _UFFDIO_UNREGISTER) | \
				 (1ULL << _UFFDIO_API))
#define UFFD_RANGE_IOCTLS	((1ULL << _UFFDIO_WAKE) | \
				 (1ULL << _UFFDIO_COPY) | \
				 (1ULL << _UFFDIO_ZEROPAGE))

struct uffdio_api {
	u64 api, features, ioctls;
};

struct uffdio_range {
	u64 start, len;
};

struct uffdio_register {
	struct uffdio_range range;
	u64 mode, ioctls;
};

struct uffdio_copy {
	u64 dst, src, len, mode;
	s64 copy;
};

struct uffdio_zeropage {
	struct uffdio_range range;
	u64 mode;
	s64 zeropage;
};

struct uffd_msg {
	u8 event;
	u8 reserved1;
	u16 reserved2;
	u32 reserved3;
	u64 flags;
	u64 address;
	u32 ptid;
	u32 reserved4;
} __attribute__((packed));

#define UFFDIO_API	_IOWR(0xAA, _UFFDIO_API, struct uffdio_api)
#define UFFDIO_REGISTER	_IOWR(0xAA, _UFFDIO_REGISTER, struct uffdio_register)
#define UFFDIO_UNREGISTER _IOR(0xAA, _UFFDIO_UNREGISTER, struct uffdio_range)
#define UFFDIO_WAKE	_IOR(0xAA, _UFFDIO_WAKE, struct uffdio_range)
#define UFFDIO_COPY	_IOWR(0xAA, _UFFDIO_COPY, struct uffdio_copy)
#define UFFDIO_ZEROPAGE	_IOWR(0xAA, _UFFDIO_ZEROPAGE, struct uffdio_zeropage)

struct userfaultfd_ctx {
	atomic_t refs;			/* the file's, and each waiter's */
	struct mm_struct *mm;		/* whose areas it registers: held */
	spinlock_t lock;		/* pending, released */
	struct list_head pending;	/* struct uffd_wait: faults waiting */
	wait_queue_head_t fault_wqh;	/* the faulting threads */
	wait_queue_head_t fd_wqh;	/* readers and pollers */
	bool api_done;			/* UFFDIO_API was made */
	bool user_only;			/* UFFD_USER_MODE_ONLY */
	bool released;			/* the file is closed */
};

/* A thread waiting for its page, on its own stack */
struct uffd_wait {
	struct list_head list;
	unsigned long address;		/* the page's */
	u32 tid;
	bool write;
	bool read;			/* a read(2) has told of it */
	bool done;			/* its page came (or a wake) */
};

static void ctx_put(struct userfaultfd_ctx *ctx)
{
	if (!atomic_dec_and_test(&ctx->refs))
		return;
	mmput(ctx->mm);
	kfree(ctx);
}

/* Do faults wait that no read(2) has told of yet? */
static bool has_unread(struct userfaultfd_ctx *ctx)
{
	struct uffd_wait *w;
	unsigned long flags;
	bool any = false;

	spin_lock_irqsave(&ctx->lock, flags);
	list_for_each_entry(w, &ctx->pending, list)
		any |= !w->read;
	spin_unlock_irqrestore(&ctx->lock, flags);
	return any;
}

/* The waiters in [start, end) (all, if release) may retry their touch */
static void wake_range(struct userfaultfd_ctx *ctx, unsigned long start,
		       unsigned long end, bool release)
{
	struct uffd_wait *w;
	unsigned long flags;

	spin_lock_irqsave(&ctx->lock, flags);
	ctx->released |= release;
	list_for_each_entry(w, &ctx->pending, list)
		if (release || (w->address >= start && w->address < end))
			w->done = true;
	spin_unlock_irqrestore(&ctx->lock, flags);
	wake_up_all(&ctx->fault_wqh);
	if (release)
		wake_up_all(&ctx->fd_wqh);
}

static bool wait_over(struct userfaultfd_ctx *ctx, struct uffd_wait *w)
{
	unsigned long flags;
	bool over;

	spin_lock_irqsave(&ctx->lock, flags);
	over = w->done || ctx->released;
	spin_unlock_irqrestore(&ctx->lock, flags);
	return over;
}

/*
 * A touch (write or not) of address, in vma, a range registered for
 * missing pages, whose page is not there (user: by user-mode code; the
 * kernel's own is SIGBUS, its EFAULT, for a UFFD_USER_MODE_ONLY file):
 * told to the file's readers,
 * and the thread sleeps until the page comes, a wake, the file's close
 * or a signal; then 0, and the touch is retried.  Called with the
 * mmap_lock read side held and interrupts on; it is let go while
 * asleep, and taken again, so vma may be gone by the return.
 */
int handle_userfault(struct vm_area_struct *vma, unsigned long address,
		     bool write, bool user)
{
	struct userfaultfd_ctx *ctx = vma->vm_userfaultfd_ctx;
	struct mm_struct *mm = vma->vm_mm;
	struct uffd_wait w = { .address = address & PAGE_MASK,
			       .tid = current->pid, .write = write };
	u32 *pte = user_pte_of(mm, address);
	unsigned long flags;

	if (pte && (*pte & _PAGE_PRESENT))
		return 0;
	if (ctx->user_only && !user)	/* the kernel's access: EFAULT */
		return SIGBUS;
	atomic_inc(&ctx->refs);
	spin_lock_irqsave(&ctx->lock, flags);
	list_add_tail(&w.list, &ctx->pending);
	spin_unlock_irqrestore(&ctx->lock, flags);
	wake_up_poll(&ctx->fd_wqh, POLLIN);
	mmap_read_unlock(mm);
	wait_event_interruptible(ctx->fault_wqh, wait_over(ctx, &w));
	spin_lock_irqsave(&ctx->lock, flags);
	list_del(&w.list);
	spin_unlock_irqrestore(&ctx->lock, flags);
	ctx_put(ctx);
	mmap_read_lock(mm);
	return 0;
}

/* The first fault no read(2) has told of, as a message (true), or none */
static bool next_msg(struct userfaultfd_ctx *ctx, struct uffd_msg *msg)
{
	struct uffd_wait *w;
	unsigned long flags;
	bool found = false;

	spin_lock_irqsave(&ctx->lock, flags);
	list_for_each_entry(w, &ctx->pending, list) {
		if (w->read)
			continue;
		w->read = found = true;
		*msg = (struct uffd_msg){
			.event = UFFD_EVENT_PAGEFAULT, .address = w->address,
			.flags = w->write ? UFFD_PAGEFAULT_FLAG_WRITE : 0,
		};
		break;
	}
	spin_unlock_irqrestore(&ctx->lock, flags);
	return found;
}

static ssize_t userfaultfd_read(struct file *f, char __user *buf,
				size_t count, loff_t *pos)
{
	struct userfaultfd_ctx *ctx = f->private_data;
	struct uffd_msg msg;
	int err;

	(void)pos;
	if (!ctx->api_done || count < sizeof(msg))
		return -EINVAL;
	while (!next_msg(ctx, &msg)) {
		if (f->f_flags & O_NONBLOCK)
			return -EAGAIN;
		err = wait_event_interruptible(ctx->fd_wqh, has_unread(ctx));
		if (err)
			return err;
	}
	return copy_to_user(buf, &msg, sizeof(msg)) ? -EFAULT :
						       (ssize_t)sizeof(msg);
}

static unsigned int userfaultfd_poll(struct file *f, poll_table *pt)
{
	struct userfaultfd_ctx *ctx = f->private_data;

	poll_wait(f, &ctx->fd_wqh, pt);
	return has_unread(ctx) ? POLLIN | POLLRDNORM : 0;
}

/* The areas of ctx's memory in [start, end) (or all, end 0) leave it */
static void unregister_areas(struct userfaultfd_ctx *ctx,
			     unsigned long start, unsigned long end)
{
	struct vm_area_struct *vma;

	for (vma = ctx->mm->mmap; vma; vma = vma->vm_next) {
		if (vma->vm_userfaultfd_ctx != ctx ||
		    (end && (vma->vm_end <= start || vma->vm_start >= end)))
			continue;
		vma->vm_flags &= ~VM_UFFD_MISSING;
		vma->vm_userfaultfd_ctx = NULL;
	}
}

static int userfaultfd_release(struct inode *inode, struct file *f)
{
	struct userfaultfd_ctx *ctx = f->private_data;

	(void)inode;
	mmap_write_lock(ctx->mm);
	unregister_areas(ctx, 0, 0);
	mmap_write_unlock(ctx->mm);
	wake_range(ctx, 0, 0, true);
	ctx_put(ctx);
	return 0;
}

/* A range: page-aligned, not empty, inside user space (EINVAL) */
static long range_ok(const struct uffdio_range *r)
{
	if ((r->start | r->len) & ~PAGE_MASK || !r->len ||
	    r->start >= TASK_SIZE || r->len > TASK_SIZE - r->start)
		return -EINVAL;
	return 0;
}

/* UFFDIO_API: the first ioctl, once: the API and no features */
static long uffd_api(struct userfaultfd_ctx *ctx, struct uffdio_api __user *u)
{
	struct uffdio_api api;

	if (copy_from_user(&api, u, sizeof(api)))
		return -EFAULT;
	if (ctx->api_done || api.api != UFFD_API || api.features) {
		api = (struct uffdio_api){ 0 };
		return copy_to_user(u, &api, sizeof(api)) ? -EFAULT : -EINVAL;
	}
	api.ioctls = UFFD_API_IOCTLS;
	if (copy_to_user(u, &api, sizeof(api)))
		return -EFAULT;
	ctx->api_done = true;
	return 0;
}

/* Every area of [start, end) is there and private anonymous memory
 * registered with nothing else (the mmap_lock held) */
static long register_check(struct userfaultfd_ctx *ctx, unsigned long start,
			   unsigned long end)
{
	struct vm_area_struct *vma;

	for (vma = find_vma(ctx->mm, start); start < end; vma = vma->vm_next) {
		if (!vma || vma->vm_start > start)
			return -EINVAL;
		if (vma->vm_file || (vma->vm_flags & VM_MAYSHARE) ||
		    (vma->vm_userfaultfd_ctx && vma->vm_userfaultfd_ctx != ctx))
			return -EINVAL;
		start = vma->vm_end;
	}
	return 0;
}

static long uffd_register(struct userfaultfd_ctx *ctx,
			  struct uffdio_register __user *u)
{
	struct uffdio_register reg;
	struct vm_area_struct *vma;
	unsigned long start, end;
	long err;

	if (copy_from_user(&reg, u, sizeof(reg)))
		return -EFAULT;
	err = range_ok(&reg.range);
	if (!err && reg.mode != UFFDIO_REGISTER_MODE_MISSING)
		err = -EINVAL;
	if (err)
		return err;
	start = reg.range.start;
	end = start + reg.range.len;
	mmap_write_lock(ctx->mm);
	err = register_check(ctx, start, end);
	if (!err && split_range(ctx->mm, start, end))
		err = -ENOMEM;
	for (vma = err ? NULL : find_vma(ctx->mm, start);
	     vma && vma->vm_start < end; vma = vma->vm_next) {
		vma->vm_flags |= VM_UFFD_MISSING;
		vma->vm_userfaultfd_ctx = ctx;
	}
	mmap_write_unlock(ctx->mm);
	if (err)
		return err;
	reg.ioctls = UFFD_RANGE_IOCTLS;
	return copy_to_user(&u->ioctls, &reg.ioctls, sizeof(reg.ioctls)) ?
		       -EFAULT : 0;
}

static long uffd_range_op(struct userfaultfd_ctx *ctx,
			  struct uffdio_range __user *u, bool unregister)
{
	struct uffdio_range r;
	long err;

	if (copy_from_user(&r, u, sizeof(r)))
		return -EFAULT;
	err = range_ok(&r);
	if (err)
		return err;
	if (unregister) {
		mmap_write_lock(ctx->mm);
		unregister_areas(ctx, r.start, r.start + r.len);
		mmap_write_unlock(ctx->mm);
	}
	wake_range(ctx, r.start, r.start + r.len, false);
	return 0;
}

/* Map page at va in a registered area of ctx (the mmap_lock held):
 * ENOENT if va is in none, EEXIST if its page is there already */
static long fill_page(struct userfaultfd_ctx *ctx, unsigned long va,
		      struct page *page)
{
	struct vm_area_struct *vma = vma_at(ctx->mm, va);
	u32 *pte;

	if (!vma || vma->vm_userfaultfd_ctx != ctx)
		return -ENOENT;
	pte = user_pte_of(ctx->mm, va);
	if (pte && (*pte & _PAGE_PRESENT))
		return -EEXIST;
	return install_user_page(ctx->mm, va, page,
				 user_page_prot(vma->vm_flags, false, 1)) ?
		       -ENOMEM : 0;
}

/* len bytes at dst, from src's pages (or zeros, src 0): the bytes done,
 * or the errno if none was */
static long fill_range(struct userfaultfd_ctx *ctx, unsigned long dst,
		       unsigned long src, unsigned long len)
{
	unsigned long done;
	struct page *page;
	long err = 0;

	for (done = 0; done < len && !err; done += PAGE_SIZE) {
		page = alloc_zeroed_user_page();
		if (!page)
			err = -ENOMEM;
		else if (src && copy_from_user(page_address(page),
					       (void __user *)(src + done),
					       PAGE_SIZE))
			err = -EFAULT;
		if (!err) {
			mmap_read_lock(ctx->mm);
			err = fill_page(ctx, dst + done, page);
			mmap_read_unlock(ctx->mm);
		}
		if (page)
			put_page(page);	/* the entry holds it, if made */
	}
	if (err)
		done -= PAGE_SIZE;
	return done ? (long)done : err;
}

/* UFFDIO_COPY and UFFDIO_ZEROPAGE: the pages of r (from src, or zeroed
 * when src is 0), then the waiters woken; how much was done goes back
 * in the struct's last field (*result) */
static long uffd_fill(struct userfaultfd_ctx *ctx, unsigned long src,
		      struct uffdio_range r, u64 mode, s64 __user *result)
{
	unsigned long dst = (unsigned long)r.start;
	long done;
	s64 out;

	if (range_ok(&r) || (src & ~PAGE_MASK) || (mode & ~1ULL) ||
	    (src && src < dst + r.len && dst < src + r.len))
		return -EINVAL;
	done = fill_range(ctx, dst, src, r.len);
	out = done;
	if (copy_to_user(result, &out, sizeof(out)))
		return -EFAULT;
	if (done > 0 && !(mode & UFFDIO_COPY_MODE_DONTWAKE))
		wake_range(ctx, dst, dst + done, false);
	return done < 0 ? done : done == (long)r.len ? 0 : -EAGAIN;
}

static long userfaultfd_ioctl(struct file *f, unsigned int cmd,
			      unsigned long arg)
{
	struct userfaultfd_ctx *ctx = f->private_data;
	void __user *u = (void __user *)arg;
	struct uffdio_zeropage z;
	struct uffdio_copy c;

	if (cmd == UFFDIO_API)
		return uffd_api(ctx, u);
	if (!ctx->api_done)
		return -EINVAL;
	switch (cmd) {
	case UFFDIO_REGISTER:
		return uffd_register(ctx, u);
	case UFFDIO_UNREGISTER:
	case UFFDIO_WAKE:
		return uffd_range_op(ctx, u, cmd == UFFDIO_UNREGISTER);
	case UFFDIO_COPY:
		if (copy_from_user(&c, u, sizeof(c)))
			return -EFAULT;
		if (!c.src)	/* 0 is the zero page's, below */
			return -EFAULT;
		return uffd_fill(ctx, c.src,
				 (struct uffdio_range){ c.dst, c.len }, c.mode,
				 &((struct uffdio_copy __user *)u)->copy);
	case UFFDIO_ZEROPAGE:
		if (copy_from_user(&z, u, sizeof(z)))
			return -EFAULT;
		return uffd_fill(ctx, 0, z.range, z.mode,
				 &((struct uffdio_zeropage __user *)u)->zeropage);
	}
	return -EINVAL;
}

static const struct file_operations userfaultfd_fops = {
	.llseek = noop_llseek,	/* lseek(2) answers 0, as Linux's */
	.read = userfaultfd_read,
	.poll = userfaultfd_poll,
	.unlocked_ioctl = userfaultfd_ioctl,
	.release = userfaultfd_release,
};

long sys_userfaultfd(int flags)
{
	struct userfaultfd_ctx *ctx;
	struct file *f;
	int fd;

	if (!(flags & UFFD_USER_MODE_ONLY) && !capable(CAP_SYS_PTRACE))
		return -EPERM;
	if (flags & ~(UFFD_USER_MODE_ONLY | O_CLOEXEC | O_NONBLOCK))
		return -EINVAL;
	ctx = kzalloc(sizeof(*ctx), GFP_KERNEL);
	if (!ctx)
		return -ENOMEM;
	atomic_set(&ctx->refs, 1);
	spin_lock_init(&ctx->lock);
	INIT_LIST_HEAD(&ctx->pending);
	init_waitqueue_head(&ctx->fault_wqh);
	init_waitqueue_head(&ctx->fd_wqh);
	ctx->user_only = flags & UFFD_USER_MODE_ONLY;
	ctx->mm = current->mm;
	mmget(ctx->mm);
	f = alloc_file(NULL, &userfaultfd_fops,
		       O_RDWR | ((unsigned int)flags & O_NONBLOCK));
	if (!f) {
		ctx_put(ctx);
		return -ENOMEM;
	}
	f->private_data = ctx;
	fd = fd_install(f, flags & O_CLOEXEC);
	if (fd < 0)
		fput(f);	/* and ctx with it (userfaultfd_release()) */
	return fd;
}
