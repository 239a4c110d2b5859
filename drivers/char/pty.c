// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/pty.c - Unix98 pseudo-terminals (pty(7)): an open(2) of
 * /dev/ptmx (5:2) makes a pair of terminals, the master, which that
 * file is, and the slave, /dev/pts/N (fs/devpts/inode.c).  What one
 * side writes is what the other receives: pty_write() puts it in the
 * other side's flip buffer (tty_buffer.c), from where its line
 * discipline (n_tty.c) takes it, so the slave is a terminal as a serial
 * line is (echo, canonical mode, ^C), and the master, raw, reads what
 * the slave's programs printed and their echo.
 *
 * glibc's posix_openpt(3) opens /dev/ptmx, grantpt(3) and ptsname(3)
 * ask the number (TIOCGPTN), unlockpt(3) clears the lock a new pair has
 * (TIOCSPTLCK): until then the slave's open fails with EIO.  The
 * settings, window size and job control asked through the master are
 * the slave's (tty_ioctl(), tty_io.c).
 *
 * The two ends' closes, as Linux's:
 * - the slave's last close: the master reads what was written before
 *   it, then EIO (TTY_OTHER_CLOSED, n_tty_read()); a new open of the
 *   slave clears that;
 * - the master's close hangs the slave up (reads end of file, writes
 *   EIO), its session loses it with SIGHUP to its leader, and the node
 *   goes; the pair itself is freed at the last close of both
 *   (tty_release_dev()), which frees the number.
 *
 * Packet mode (TIOCPKT on the master): the master's reads begin with a
 * status byte, the slave's changes - flushes, output stopped and
 * started, IXON turned off and on - kept in the slave's
 * ctrl.pktstatus until the master reads them (n_tty_read()).  Output
 * stopped (^S, TCOOFF: stop_tty()) makes this side's write take
 * nothing, so its writer waits.
 *
 * Not here: TIOCGPTPEER, TIOCSIG, the BSD ptys (/dev/ptyp0), extproc
 * (TIOCPKT_IOCTL).
 */
#include "linux/kernel.h"
#include "linux/cdev.h"
#include "linux/devpts_fs.h"
#include "linux/errno.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/module.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/tty.h"
#include "linux/tty_flip.h"
#include "asm/uaccess.h"


static struct tty_driver *ptm_driver, *pts_driver;

static unsigned int pty_write_room(struct tty_struct *tty);

/*
 * To the other side, as received bytes: as many as it has room for
 * (pty_write_room()), in its flip buffer and in its line discipline;
 * the writer waits for the rest (n_tty_write()) until the other side's
 * reader wakes it.  Taking what the flip buffer alone took lost what
 * the line discipline then had no room for: a writer quicker than the
 * reader (tests/glibc/ptystress.c, on 1 CPU as on 2).  Echo of the
 * slave's comes here too, in the line discipline's receive: this never
 * sleeps.
 */
static int pty_write(struct tty_struct *tty, const unsigned char *buf,
		     int count)
{
	struct tty_struct *to = tty->link;
	int n;

	if (!to || count <= 0 || tty->flow.stopped)
		return 0;
	count = (int)min((unsigned int)count, pty_write_room(tty));
	if (!count)
		return 0;
	n = tty_insert_flip_string(to->port, buf, (size_t)count);
	if (n)
		tty_flip_buffer_push(to->port);
	return n;
}

/* What the other side takes now: room in its flip buffer and in its
 * line discipline beyond what the flip buffer still holds for it */
static unsigned int pty_write_room(struct tty_struct *tty)
{
	struct tty_struct *to = tty->link;
	unsigned int flip, pending, ldisc;

	if (!to || tty->flow.stopped)
		return 0;
	flip = tty_buffer_space_avail(to->port);
	pending = TTY_FLIPBUF_SIZE - flip;
	ldisc = n_tty_receive_room(to);
	return ldisc > pending ? min(flip, ldisc - pending) : 0;
}

/* A change for the master's next read in packet mode, under this
 * side's ctrl.lock; set clears the bits that clear and sets the others.
 * The master's packet is read without its lock: a TIOCPKT turning it on
 * clears what was kept before anyway. */
static void pty_pkt_status(struct tty_struct *tty, unsigned char clear,
			   unsigned char set)
{
	unsigned long flags;

	if (!tty->link || !tty->link->ctrl.packet)
		return;
	spin_lock_irqsave(&tty->ctrl.lock, flags);
	tty->ctrl.pktstatus = (tty->ctrl.pktstatus & ~clear) | set;
	spin_unlock_irqrestore(&tty->ctrl.lock, flags);
	wake_up(&tty->link->read_wait);
}

/* TCOFLUSH, a signal character: what this side wrote and the other has
 * not taken in yet goes (TIOCPKT_FLUSHWRITE) */
static void pty_flush_buffer(struct tty_struct *tty)
{
	if (!tty->link)
		return;
	tty_buffer_flush(tty->link->port);
	pty_pkt_status(tty, 0, TIOCPKT_FLUSHWRITE);
}

/* stop_tty() and start_tty(), under the tty's flow.lock */
static void pty_stop(struct tty_struct *tty)
{
	pty_pkt_status(tty, TIOCPKT_START, TIOCPKT_STOP);
}

static void pty_start(struct tty_struct *tty)
{
	pty_pkt_status(tty, TIOCPKT_STOP, TIOCPKT_START);
}

/* New settings: whether ^S and ^Q now stop and start output with their
 * usual characters (TIOCPKT_DOSTOP) or not (NOSTOP), as Linux's
 * pty_set_termios() tells a master in packet mode */
static void pty_set_termios(struct tty_struct *tty, const struct ktermios *old)
{
	bool was = (old->c_iflag & IXON) && old->c_cc[VSTOP] == '\023' &&
		   old->c_cc[VSTART] == '\021';
	bool now = I_IXON(tty) && STOP_CHAR(tty) == '\023' &&
		   START_CHAR(tty) == '\021';

	if (was == now)
		return;
	pty_pkt_status(tty, TIOCPKT_DOSTOP | TIOCPKT_NOSTOP,
		       now ? TIOCPKT_DOSTOP : TIOCPKT_NOSTOP);
}

/*
 * The slave opens only with its master there and unlocked, as Linux's
 * pty_open(); and the master reads again (TTY_OTHER_CLOSED cleared).
 * A refused open leaves TTY_IO_ERROR set, so that its close (every
 * failed open is closed) is not taken for the last opener's, as Linux
 * does; open files of the slave then read and write EIO, as Linux's.
 */
static int pty_open(struct tty_struct *tty, struct file *filp)
{
	(void)filp;
	if (tty->driver == ptm_driver)
		return 0;
	if (test_bit(TTY_OTHER_CLOSED, &tty->flags) ||
	    test_bit(TTY_PTY_LOCK, &tty->link->flags)) {
		set_bit(TTY_IO_ERROR, &tty->flags);
		return -EIO;
	}
	clear_bit(TTY_IO_ERROR, &tty->flags);
	clear_bit(TTY_OTHER_CLOSED, &tty->link->flags);
	return 0;
}

/* Each close; tty->count is still the opens before it */
static void pty_close(struct tty_struct *tty, struct file *filp)
{
	struct tty_struct *o_tty = tty->link;

	(void)filp;
	if (tty->count > 1)
		return;
	if (tty->driver == pts_driver) {
		if (test_bit(TTY_IO_ERROR, &tty->flags))
			return;
		/* the master reads what the slave wrote before EIO */
		flush_work(&o_tty->port->buf.work);
		set_bit(TTY_OTHER_CLOSED, &o_tty->flags);
		wake_up(&o_tty->read_wait);
		wake_up(&o_tty->write_wait);
		return;
	}
	set_bit(TTY_OTHER_CLOSED, &o_tty->flags);
	tty_hangup(o_tty);
	tty_hangup_session(o_tty);
	devpts_pty_kill(tty->driver_data);
	tty->driver_data = NULL;
}

/* TIOCPKT: packet mode on or off, under the master's ctrl.lock; turned
 * on, it starts with no change to read, under the slave's */
static void pty_set_pktmode(struct tty_struct *tty, bool on)
{
	unsigned long flags;

	spin_lock_irqsave(&tty->ctrl.lock, flags);
	if (on && !tty->ctrl.packet) {
		spin_lock(&tty->link->ctrl.lock);
		tty->link->ctrl.pktstatus = 0;
		spin_unlock(&tty->link->ctrl.lock);
	}
	tty->ctrl.packet = on;
	spin_unlock_irqrestore(&tty->ctrl.lock, flags);
}

/* The master's requests of pty(7) and ioctl_tty(2) */
static int pty_unix98_ioctl(struct tty_struct *tty, unsigned int cmd,
			    unsigned long arg)
{
	int __user *p = (int __user *)arg;
	int val;

	switch (cmd) {
	case TIOCSPTLCK:
		if (get_user(val, p))
			return -EFAULT;
		if (val)
			set_bit(TTY_PTY_LOCK, &tty->flags);
		else
			clear_bit(TTY_PTY_LOCK, &tty->flags);
		return 0;
	case TIOCGPTLCK:
		return put_user(test_bit(TTY_PTY_LOCK, &tty->flags) ? 1 : 0, p);
	case TIOCGPTN:
		return put_user(tty->index, (unsigned int __user *)p);
	case TIOCPKT:	/* on: no change read yet (Linux's pty_set_pktmode) */
		if (get_user(val, p))
			return -EFAULT;
		pty_set_pktmode(tty, val);
		return 0;
	case TIOCGPKT:
		return put_user(tty->ctrl.packet ? 1 : 0, p);
	default:
		return -ENOIOCTLCMD;
	}
}

/* A side's port, with its flip buffer (each side's own) */
static struct tty_port *pty_port_new(void)
{
	struct tty_port *port = kmalloc(sizeof(*port), GFP_KERNEL);

	if (port)
		tty_port_init(port);
	return port;
}

/* The terminal goes (its last reference): its port with it */
static void pty_cleanup(struct tty_struct *tty)
{
	if (tty->port)
		tty_port_put(tty->port);
}

/*
 * The master's first (and only) open, from ptmx_open(): the slave is
 * made with it, with its own port and its node, locked (pty(7)).
 */
static int pty_unix98_install(struct tty_driver *driver,
			      struct tty_struct *tty)
{
	unsigned int idx = (unsigned int)tty->index;
	struct tty_struct *o_tty;
	struct dentry *node;

	if (pts_driver->ttys[idx])
		return -EIO;
	o_tty = alloc_tty_struct(pts_driver, idx);
	if (IS_ERR(o_tty))
		return PTR_ERR(o_tty);
	tty->port = pty_port_new();
	o_tty->port = pty_port_new();
	if (!tty->port || !o_tty->port)
		goto err_free;
	node = devpts_pty_new(tty->index);
	if (!node)
		goto err_free;
	tty->driver_data = node;
	tty->link = o_tty;
	o_tty->link = tty;
	set_bit(TTY_PTY_LOCK, &tty->flags);
	tty_port_set_itty(o_tty->port, o_tty);
	driver->ttys[idx] = tty;
	pts_driver->ttys[idx] = o_tty;
	return 0;

err_free:
	tty_kref_put(o_tty);	/* pty_cleanup(): its port */
	return -ENOMEM;		/* the master's port goes with it */
}

/* Either side's line ends (tty_release_dev(), both at once); the
 * number is free again once the master's is */
static void pty_unix98_remove(struct tty_driver *driver,
			      struct tty_struct *tty)
{
	driver->ttys[tty->index] = NULL;
	if (driver == ptm_driver)
		devpts_kill_index(tty->index);
}

static const struct tty_operations ptm_unix98_ops = {
	.install = pty_unix98_install,
	.remove = pty_unix98_remove,
	.open = pty_open,
	.close = pty_close,
	.write = pty_write,
	.write_room = pty_write_room,
	.ioctl = pty_unix98_ioctl,
	.flush_buffer = pty_flush_buffer,
	.stop = pty_stop,
	.start = pty_start,
	.set_termios = pty_set_termios,
	.cleanup = pty_cleanup,
};

/* The slave is installed by its master only */
static int pts_unix98_install(struct tty_driver *driver,
			      struct tty_struct *tty)
{
	(void)driver, (void)tty;
	return -EIO;
}

static const struct tty_operations pty_unix98_ops = {
	.install = pts_unix98_install,
	.remove = pty_unix98_remove,
	.open = pty_open,
	.close = pty_close,
	.write = pty_write,
	.write_room = pty_write_room,
	.flush_buffer = pty_flush_buffer,
	.stop = pty_stop,
	.start = pty_start,
	.set_termios = pty_set_termios,
	.cleanup = pty_cleanup,
};

static struct file_operations ptmx_fops;

/*
 * /dev/ptmx: a new number, then the master's line of that number, which
 * makes the pair.  Until it is installed the number is this open's to
 * give back; after, the pair's (pty_unix98_remove()).
 */
static int ptmx_open(struct inode *inode, struct file *f)
{
	int index = devpts_new_index();
	int err;

	(void)inode;
	if (index < 0)
		return index;
	err = tty_open_line(f, ptm_driver, (unsigned int)index);
	if (err && !ptm_driver->ttys[index])
		devpts_kill_index(index);
	return err;
}

static struct tty_driver *__init pty_driver_new(const char *driver_name,
						const char *name, int major,
						short subtype)
{
	struct tty_driver *d = tty_alloc_driver(NR_UNIX98_PTY_MAX,
						TTY_DRIVER_REAL_RAW |
						TTY_DRIVER_RESET_TERMIOS |
						TTY_DRIVER_DYNAMIC_DEV);

	if (IS_ERR(d))
		return d;
	d->driver_name = driver_name;
	d->name = name;
	d->major = major;
	d->type = TTY_DRIVER_TYPE_PTY;
	d->subtype = subtype;
	d->init_termios = tty_std_termios;
	return d;
}

static struct cdev ptmx_cdev;

/*
 * The two drivers (ptm, major 128, no nodes; pts, major 136, nodes in
 * /dev/pts) and /dev/ptmx.  The master starts raw, without echo, as
 * Linux's: it only passes bytes on.
 */
void __init unix98_pty_init(void)
{
	ptm_driver = pty_driver_new("pty_master", "ptm",
				    UNIX98_PTY_MASTER_MAJOR, PTY_TYPE_MASTER);
	pts_driver = pty_driver_new("pty_slave", "pts",
				    UNIX98_PTY_SLAVE_MAJOR, PTY_TYPE_SLAVE);
	if (IS_ERR(ptm_driver) || IS_ERR(pts_driver))
		panic("pty: no memory for the drivers");
	ptm_driver->init_termios.c_iflag = 0;
	ptm_driver->init_termios.c_oflag = 0;
	ptm_driver->init_termios.c_cflag = B38400 | CS8 | CREAD;
	ptm_driver->init_termios.c_lflag = 0;
	pts_driver->init_termios.c_cflag = B38400 | CS8 | CREAD;
	tty_set_operations(ptm_driver, &ptm_unix98_ops);
	tty_set_operations(pts_driver, &pty_unix98_ops);
	/* the slave's first: /proc/tty/drivers lists them as Linux's */
	if (tty_register_driver(pts_driver) || tty_register_driver(ptm_driver))
		panic("pty: cannot register the drivers");
	devpts_init();
	tty_default_fops(&ptmx_fops);
	ptmx_fops.open = ptmx_open;
	cdev_init(&ptmx_cdev, &ptmx_fops);
	if (register_chrdev_region(DEV_PTMX, 1, "/dev/ptmx") ||
	    cdev_add(&ptmx_cdev, DEV_PTMX, 1))
		printk(KERN_ERR "pty: cannot register /dev/ptmx\n");
	dev_node("dev/ptmx", &ptmx_fops, DEV_PTMX, 0666);
}
