// SPDX-License-Identifier: GPL-2.0
/*
 * fs/eventpoll.c - epoll(7): an epoll file holds a set of items, each a
 * watched file (and the descriptor it was added by) with the events
 * asked for.  An item sits on its file's wait queues with a function
 * instead of a task (linux/wait.h): a wake-up of the file puts the item
 * on the epoll's ready list and wakes whoever waits in epoll_wait(2).
 * epoll_wait() then asks each listed file's ->poll() what it is really
 * ready for, so the list may hold items that turn out not to be.
 *
 * Level-triggered items go back at the list's tail once reported, to be
 * asked again next time (and reported in turn with the others: a
 * maxevents smaller than the set starves nobody).  EPOLLET items leave
 * the list until their file wakes it again; EPOLLONESHOT ones are
 * disarmed until EPOLL_CTL_MOD (epoll(7), epoll_ctl(2)).
 *
 * An epoll file can be watched by another: up to 5 levels, and never
 * in a loop (ELOOP).  epmutex serializes every change of the sets and
 * every walk of them; ep->lock guards the ready lists, which wake-ups
 * change from any context.  An item holds no reference on its file:
 * the file's last close takes it out of every set (eventpoll_release(),
 * called by fput()), as Linux does.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/eventpoll.h"
#include "linux/file.h"
#include "linux/mutex.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "asm/uaccess.h"

#define EP_PRIVATE_BITS	(EPOLLWAKEUP | EPOLLONESHOT | EPOLLET | EPOLLEXCLUSIVE)
/* what EPOLLEXCLUSIVE may come with (epoll_ctl(2) EINVAL) */
#define EP_EXCLUSIVE_OK	(POLLIN | POLLOUT | POLLERR | POLLHUP | EPOLLWAKEUP | \
			 EPOLLET | EPOLLEXCLUSIVE)
/* epoll files inside each other, the outermost included (epoll(7)) */
#define EP_MAX_DEPTH	5
#define EP_MAX_EVENTS	(INT_MAX / (int)sizeof(struct epoll_event))
#define EPOLL_CLOEXEC	O_CLOEXEC

struct eventpoll {
	spinlock_t lock;		/* rdllist, every item's rdllink */
	wait_queue_head_t wq;		/* in epoll_wait() */
	wait_queue_head_t poll_wait;	/* polling this file: poll(2), an outer epoll */
	struct list_head items;		/* under epmutex */
	struct list_head rdllist;	/* items that may be ready */
	struct file *file;
};

struct epitem {
	struct list_head link;		/* in ep->items */
	struct list_head rdllink;	/* in ep->rdllist; empty: not there */
	struct list_head fllink;	/* in file->f_ep */
	struct list_head pwqs;		/* the wait queues it is on */
	struct eventpoll *ep;
	struct file *file;
	int fd;
	struct epoll_event event;	/* events under ep->lock */
};

/* One wait queue of the watched file, with the item it wakes */
struct eppoll_entry {
	struct wait_queue_entry wait;
	wait_queue_head_t *head;
	struct epitem *epi;
	struct list_head link;		/* in epi->pwqs */
};

/* The poll table that puts an item on its file's queues */
struct ep_pqueue {
	poll_table pt;
	struct epitem *epi;
	int err;
};

static DEFINE_MUTEX(epmutex);

static bool is_file_epoll(const struct file *f)
{
	return f->f_op == &eventpoll_fops;
}

/* The wake-up of a watched file (linux/wait.h); nonzero for an
 * EPOLLEXCLUSIVE item that woke an epoll_wait(): enough for this one */
static int ep_poll_callback(struct wait_queue_entry *wait, unsigned long key)
{
	struct epitem *epi = container_of(wait, struct eppoll_entry, wait)->epi;
	struct eventpoll *ep = epi->ep;
	unsigned long flags;
	bool waiting;
	u32 events;

	spin_lock_irqsave(&ep->lock, flags);
	events = epi->event.events;
	if (!(events & ~EP_PRIVATE_BITS) || (key && !(key & events))) {
		/* disarmed (EPOLLONESHOT), or not what it waits for */
		spin_unlock_irqrestore(&ep->lock, flags);
		return 0;
	}
	if (list_empty(&epi->rdllink))
		list_add_tail(&epi->rdllink, &ep->rdllist);
	spin_unlock_irqrestore(&ep->lock, flags);
	waiting = waitqueue_active(&ep->wq);
	wake_up(&ep->wq);
	wake_up_poll(&ep->poll_wait, POLLIN);
	return (events & EPOLLEXCLUSIVE) && waiting;
}

static void ep_ptable_queue_proc(struct file *f, wait_queue_head_t *head,
				 poll_table *pt)
{
	struct ep_pqueue *pq = container_of(pt, struct ep_pqueue, pt);
	struct eppoll_entry *pwq = kzalloc(sizeof(*pwq), GFP_KERNEL);

	(void)f;
	if (!pwq) {
		pq->err = -ENOMEM;
		return;
	}
	pwq->epi = pq->epi;
	pwq->head = head;
	pwq->wait.func = ep_poll_callback;
	if (pq->epi->event.events & EPOLLEXCLUSIVE)
		pwq->wait.flags = WQ_FLAG_EXCLUSIVE;
	add_wait_queue(head, &pwq->wait);
	list_add_tail(&pwq->link, &pq->epi->pwqs);
}

static bool ep_scan_ready(struct eventpoll *ep, int depth);

/*
 * The events epi's file is ready for, of those asked; pt (when not
 * NULL) puts the item on the file's queues.  An epoll file inside is
 * asked directly, epmutex being held already.
 */
static u32 ep_item_poll(struct epitem *epi, poll_table *pt, int depth)
{
	struct file *f = epi->file;
	struct eventpoll *sub;
	u32 mask;

	if (is_file_epoll(f)) {
		sub = f->private_data;
		poll_wait(f, &sub->poll_wait, pt);
		mask = ep_scan_ready(sub, depth + 1) ? POLLIN | POLLRDNORM : 0;
	} else {
		mask = f->f_op->poll(f, pt);
	}
	return mask & epi->event.events;
}

/* Put epi on the ready list, if not there yet */
static void ep_set_ready(struct epitem *epi)
{
	unsigned long flags;

	spin_lock_irqsave(&epi->ep->lock, flags);
	if (list_empty(&epi->rdllink))
		list_add_tail(&epi->rdllink, &epi->ep->rdllist);
	spin_unlock_irqrestore(&epi->ep->lock, flags);
}

/*
 * The first item of a list taken off the ready list, off it (under
 * ep->lock: a wake-up may list the item again meanwhile); NULL: none.
 */
static struct epitem *ep_next(struct eventpoll *ep, struct list_head *list)
{
	struct epitem *epi = NULL;
	unsigned long flags;

	spin_lock_irqsave(&ep->lock, flags);
	if (!list_empty(list)) {
		epi = list_first_entry(list, struct epitem, rdllink);
		list_del_init(&epi->rdllink);
	}
	spin_unlock_irqrestore(&ep->lock, flags);
	return epi;
}

/*
 * Is any item of ep ready?  Those on the list that are not leave it
 * (their file's next wake-up brings them back).
 */
static bool ep_scan_ready(struct eventpoll *ep, int depth)
{
	struct epitem *epi;
	unsigned long flags;
	bool ready = false;
	LIST_HEAD(txlist);

	if (depth > EP_MAX_DEPTH)
		return false;
	spin_lock_irqsave(&ep->lock, flags);
	list_splice_init(&ep->rdllist, &txlist);
	spin_unlock_irqrestore(&ep->lock, flags);
	while ((epi = ep_next(ep, &txlist))) {
		if (ep_item_poll(epi, NULL, depth)) {
			ep_set_ready(epi);
			ready = true;
			break;
		}
	}
	spin_lock_irqsave(&ep->lock, flags);
	list_splice_init(&txlist, &ep->rdllist);
	spin_unlock_irqrestore(&ep->lock, flags);
	return ready;
}

/* Wake who waits on ep for something new on its list */
static void ep_wake(struct eventpoll *ep)
{
	wake_up(&ep->wq);
	wake_up_poll(&ep->poll_wait, POLLIN);
}

/* Take epi out of its set and free it; under epmutex */
static void ep_remove(struct epitem *epi)
{
	struct eppoll_entry *pwq, *next;
	unsigned long flags;

	list_for_each_entry_safe(pwq, next, &epi->pwqs, link) {
		/* a queue that went first unlinked its waiters (af_unix) */
		if (!list_empty(&pwq->wait.entry))
			remove_wait_queue(pwq->head, &pwq->wait);
		kfree(pwq);
	}
	spin_lock_irqsave(&epi->ep->lock, flags);
	if (!list_empty(&epi->rdllink))
		list_del(&epi->rdllink);
	spin_unlock_irqrestore(&epi->ep->lock, flags);
	list_del(&epi->fllink);
	list_del(&epi->link);
	kfree(epi);
}

void eventpoll_release(struct file *f)
{
	if (list_empty(&f->f_ep))
		return;
	mutex_lock(&epmutex);
	while (!list_empty(&f->f_ep))
		ep_remove(list_first_entry(&f->f_ep, struct epitem, fllink));
	mutex_unlock(&epmutex);
}

static int ep_eventpoll_release(struct inode *inode, struct file *f)
{
	struct eventpoll *ep = f->private_data;

	(void)inode;
	mutex_lock(&epmutex);
	while (!list_empty(&ep->items))
		ep_remove(list_first_entry(&ep->items, struct epitem, link));
	mutex_unlock(&epmutex);
	kfree(ep);
	return 0;
}

/* poll(2) of an epoll file: readable when an item is ready */
static unsigned int ep_eventpoll_poll(struct file *f, poll_table *pt)
{
	struct eventpoll *ep = f->private_data;
	bool ready;

	poll_wait(f, &ep->poll_wait, pt);
	mutex_lock(&epmutex);
	ready = ep_scan_ready(ep, 1);
	mutex_unlock(&epmutex);
	return ready ? POLLIN | POLLRDNORM : 0;
}

const struct file_operations eventpoll_fops = {
	.release = ep_eventpoll_release,
	.poll = ep_eventpoll_poll,
};

static long do_epoll_create(int flags)
{
	struct eventpoll *ep;
	struct file *f;
	int fd;

	if (flags & ~EPOLL_CLOEXEC)
		return -EINVAL;
	ep = kzalloc(sizeof(*ep), GFP_KERNEL);
	if (!ep)
		return -ENOMEM;
	spin_lock_init(&ep->lock);
	init_waitqueue_head(&ep->wq);
	init_waitqueue_head(&ep->poll_wait);
	INIT_LIST_HEAD(&ep->items);
	INIT_LIST_HEAD(&ep->rdllist);
	f = alloc_file(NULL, &eventpoll_fops, O_RDWR);
	if (!f) {
		kfree(ep);
		return -ENOMEM;
	}
	f->private_data = ep;
	ep->file = f;
	fd = fd_install(f, flags & EPOLL_CLOEXEC);
	if (fd < 0)
		fput(f);	/* frees ep too (ep_eventpoll_release()) */
	return fd;
}

long sys_epoll_create1(int flags)
{
	return do_epoll_create(flags);
}

/* size is only a hint since Linux 2.6.8, but must be positive */
long sys_epoll_create(int size)
{
	return size <= 0 ? -EINVAL : do_epoll_create(0);
}

static struct epitem *ep_find(struct eventpoll *ep, struct file *f, int fd)
{
	struct epitem *epi;

	list_for_each_entry(epi, &ep->items, link)
		if (epi->file == f && epi->fd == fd)
			return epi;
	return NULL;
}

/* Levels of epoll files from f down, f included (0: not one) */
static int ep_depth_below(struct file *f)
{
	struct eventpoll *ep;
	struct epitem *epi;
	int depth = 0;

	if (!is_file_epoll(f))
		return 0;
	ep = f->private_data;
	list_for_each_entry(epi, &ep->items, link)
		depth = max(depth, ep_depth_below(epi->file));
	return depth + 1;
}

/* Levels of epoll files from ep's up, ep's included */
static int ep_depth_above(struct file *f)
{
	struct epitem *epi;
	int depth = 0;

	list_for_each_entry(epi, &f->f_ep, fllink)
		depth = max(depth, ep_depth_above(epi->ep->file));
	return depth + 1;
}

/* Does ep watch target, or an epoll file that does, and so on? */
static bool ep_reaches(struct eventpoll *ep, struct file *target)
{
	struct epitem *epi;

	list_for_each_entry(epi, &ep->items, link)
		if (epi->file == target ||
		    (is_file_epoll(epi->file) &&
		     ep_reaches(epi->file->private_data, target)))
			return true;
	return false;
}

/* Adding tf to ep must not close a loop, nor nest too deep (ELOOP) */
static int ep_loop_check(struct eventpoll *ep, struct file *tf)
{
	if (!is_file_epoll(tf))
		return 0;
	if (ep_reaches(tf->private_data, ep->file) ||
	    ep_depth_above(ep->file) + ep_depth_below(tf) > EP_MAX_DEPTH)
		return -ELOOP;
	return 0;
}

static int ep_insert(struct eventpoll *ep, const struct epoll_event *event,
		     struct file *tf, int fd)
{
	struct ep_pqueue pq = { .pt.qproc = ep_ptable_queue_proc };
	struct epitem *epi = kzalloc(sizeof(*epi), GFP_KERNEL);
	u32 mask;

	if (!epi)
		return -ENOMEM;
	INIT_LIST_HEAD(&epi->rdllink);
	INIT_LIST_HEAD(&epi->pwqs);
	epi->ep = ep;
	epi->file = tf;
	epi->fd = fd;
	epi->event = *event;
	list_add_tail(&epi->link, &ep->items);
	list_add_tail(&epi->fllink, &tf->f_ep);
	pq.epi = epi;
	mask = ep_item_poll(epi, &pq.pt, 1);
	if (pq.err) {
		ep_remove(epi);
		return pq.err;
	}
	if (mask) {
		ep_set_ready(epi);
		ep_wake(ep);
	}
	return 0;
}

static void ep_modify(struct epitem *epi, const struct epoll_event *event)
{
	unsigned long flags;

	spin_lock_irqsave(&epi->ep->lock, flags);
	epi->event = *event;
	spin_unlock_irqrestore(&epi->ep->lock, flags);
	if (ep_item_poll(epi, NULL, 1)) {
		ep_set_ready(epi);
		ep_wake(epi->ep);
	}
}

/* The checks of epoll_ctl(2)'s ERRORS that need no set, Linux's order */
static int ep_ctl_check(struct file *epf, struct file *tf, int op,
			struct epoll_event *event)
{
	if ((epf->f_flags | tf->f_flags) & O_PATH)
		return -EBADF;	/* no file to Linux's fdget() */
	if (!tf->f_op->poll)
		return -EPERM;
	if (op != EPOLL_CTL_DEL && (event->events & EPOLLWAKEUP) &&
	    !capable(CAP_BLOCK_SUSPEND))
		event->events &= ~EPOLLWAKEUP;	/* silently, as Linux */
	if (epf == tf || !is_file_epoll(epf))
		return -EINVAL;
	if (op != EPOLL_CTL_DEL && (event->events & EPOLLEXCLUSIVE) &&
	    (op == EPOLL_CTL_MOD || is_file_epoll(tf) ||
	     (event->events & ~EP_EXCLUSIVE_OK)))
		return -EINVAL;
	return 0;
}

static int ep_ctl(struct eventpoll *ep, int op, struct file *tf, int fd,
		  struct epoll_event *event)
{
	struct epitem *epi = ep_find(ep, tf, fd);

	/* errors and hang-ups are always reported (epoll_ctl(2)) */
	event->events |= POLLERR | POLLHUP;
	switch (op) {
	case EPOLL_CTL_ADD:
		if (epi)
			return -EEXIST;
		return ep_loop_check(ep, tf) ?: ep_insert(ep, event, tf, fd);
	case EPOLL_CTL_DEL:
		if (!epi)
			return -ENOENT;
		ep_remove(epi);
		return 0;
	case EPOLL_CTL_MOD:
		if (!epi)
			return -ENOENT;
		if (epi->event.events & EPOLLEXCLUSIVE)
			return -EINVAL;
		ep_modify(epi, event);
		return 0;
	default:
		return -EINVAL;
	}
}

long sys_epoll_ctl(int epfd, int op, int fd,
		   struct epoll_event __user *uevent)
{
	struct epoll_event event = { 0, 0 };
	struct fd f, tf;
	long err = -EBADF;

	/* the event is read first: a bad one is EFAULT whatever else */
	if (op != EPOLL_CTL_DEL && copy_from_user(&event, uevent, sizeof(event)))
		return -EFAULT;
	f = fdget((unsigned int)epfd);
	if (!f.file)
		return -EBADF;
	tf = fdget((unsigned int)fd);
	if (!tf.file)
		goto out_put;
	err = ep_ctl_check(f.file, tf.file, op, &event);
	if (!err) {
		mutex_lock(&epmutex);
		err = ep_ctl(f.file->private_data, op, tf.file, fd, &event);
		mutex_unlock(&epmutex);
	}
	fdput(tf);
out_put:
	fdput(f);
	return err;
}

/*
 * Hand up to maxevents ready events to the user: how many, or -EFAULT
 * if the first could not be written.  Items not reached stay first in
 * line; reported level-triggered ones go to the back.
 */
static int ep_send_events(struct eventpoll *ep,
			  struct epoll_event __user *uevents, int maxevents)
{
	struct epitem *epi;
	unsigned long flags;
	int n = 0;
	LIST_HEAD(txlist);
	LIST_HEAD(again);

	mutex_lock(&epmutex);
	spin_lock_irqsave(&ep->lock, flags);
	list_splice_init(&ep->rdllist, &txlist);
	spin_unlock_irqrestore(&ep->lock, flags);
	while (n < maxevents && (epi = ep_next(ep, &txlist))) {
		struct epoll_event ev;

		ev.events = ep_item_poll(epi, NULL, 1);
		if (!ev.events)
			continue;
		ev.data = epi->event.data;
		spin_lock_irqsave(&ep->lock, flags);
		if (copy_to_user(&uevents[n], &ev, sizeof(ev))) {
			if (list_empty(&epi->rdllink))
				list_add(&epi->rdllink, &txlist);
			spin_unlock_irqrestore(&ep->lock, flags);
			if (!n)
				n = -EFAULT;
			break;
		}
		n++;
		if (epi->event.events & EPOLLONESHOT)
			epi->event.events &= EP_PRIVATE_BITS;
		else if (!(epi->event.events & EPOLLET) &&
			 list_empty(&epi->rdllink))
			list_add_tail(&epi->rdllink, &again);
		spin_unlock_irqrestore(&ep->lock, flags);
	}
	spin_lock_irqsave(&ep->lock, flags);
	list_splice_init(&txlist, &ep->rdllist);
	list_splice_tail_init(&again, &ep->rdllist);
	spin_unlock_irqrestore(&ep->lock, flags);
	mutex_unlock(&epmutex);
	return n;
}

static bool ep_has_ready(struct eventpoll *ep)
{
	unsigned long flags;
	bool ready;

	spin_lock_irqsave(&ep->lock, flags);
	ready = !list_empty(&ep->rdllist);
	spin_unlock_irqrestore(&ep->lock, flags);
	return ready;
}

/* Until something is ready, the ticks run out or a signal comes */
static long ep_poll(struct eventpoll *ep, struct epoll_event __user *uevents,
		    int maxevents, long timeout)
{
	DEFINE_WAIT(wait);
	long n;

	add_wait_queue(&ep->wq, &wait);
	for (;;) {
		n = ep_send_events(ep, uevents, maxevents);
		if (n || !timeout)
			break;
		if (signal_pending(current)) {
			n = -ERESTARTNOHAND;	/* EINTR: never restarted */
			break;
		}
		/* asleep before looking: a wake-up in between is kept */
		set_current_state(TASK_INTERRUPTIBLE);
		if (!ep_has_ready(ep) && !signal_pending(current))
			timeout = schedule_timeout(timeout);
		__set_current_state(TASK_RUNNING);
	}
	remove_wait_queue(&ep->wq, &wait);
	return n;
}

/* epoll_wait(2)'s checks, in Linux's order, then the wait */
static long do_epoll_wait(int epfd, struct epoll_event __user *uevents,
			  int maxevents, long timeout)
{
	struct fd f;
	long ret;

	if (maxevents <= 0 || maxevents > EP_MAX_EVENTS)
		return -EINVAL;
	if (!access_ok(uevents, (unsigned long)maxevents * sizeof(*uevents)))
		return -EFAULT;
	f = fdget((unsigned int)epfd);
	if (!f.file)
		return -EBADF;
	ret = is_file_epoll(f.file) ?
		      ep_poll(f.file->private_data, uevents, maxevents, timeout) :
		      -EINVAL;
	fdput(f);
	return ret;
}

long sys_epoll_wait(int epfd, struct epoll_event __user *uevents,
		    int maxevents, int timeout)
{
	return do_epoll_wait(epfd, uevents, maxevents, ms_to_ticks(timeout));
}

/* The wait with a temporary signal mask, as ppoll(2)'s */
static long do_epoll_pwait(int epfd, struct epoll_event __user *uevents,
			   int maxevents, long ticks,
			   const struct sigset_argpack *sig)
{
	long err = set_user_sigmask(sig->p, sig->size);

	if (err)
		return err;
	return end_temp_mask(do_epoll_wait(epfd, uevents, maxevents, ticks));
}

long sys_epoll_pwait(int epfd, struct epoll_event __user *uevents,
		     int maxevents, int timeout, const sigset_t __user *sigmask,
		     size_t sigsetsize)
{
	struct sigset_argpack sig = { sigmask, sigsetsize };

	return do_epoll_pwait(epfd, uevents, maxevents, ms_to_ticks(timeout),
			      &sig);
}

/* epoll_pwait2(2): a time64 timespec; NULL waits forever */
long sys_epoll_pwait2(int epfd, struct epoll_event __user *uevents,
		      int maxevents, const struct __kernel_timespec __user *uts,
		      const sigset_t __user *sigmask, size_t sigsetsize)
{
	struct sigset_argpack sig = { sigmask, sigsetsize };
	struct __kernel_timespec ts;
	long ticks = MAX_SCHEDULE_TIMEOUT;

	if (uts) {
		if (copy_from_user(&ts, uts, sizeof(ts)))
			return -EFAULT;
		ticks = timespec_timeout(CLOCK_MONOTONIC, false, &ts);
		if (ticks < 0)
			return ticks;
	}
	return do_epoll_pwait(epfd, uevents, maxevents, ticks, &sig);
}
