// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/tty_io.c - one terminal made of two input devices (the serial line
 * and the PC keyboard) and every console for output: the device files
 * /dev/console, /dev/ttyS0 and /dev/tty and their ioctls.
 *
 * Typed characters go to the line discipline (drivers/char/n_tty.c),
 * which honours termios: canonical lines with editing, or raw bytes,
 * echo, and the signal characters.  Output of commands goes straight to
 * the consoles, not into the kernel log: `dmesg` shows what the kernel
 * said, not what `cat` printed.  The consoles turn "\n" into "\r\n"
 * themselves (OPOST and ONLCR are always on).
 */
#include "linux/kernel.h"
#include "linux/stat.h"
#include "linux/export.h"
#include "linux/cdev.h"
#include "linux/console.h"
#include "linux/errno.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/sched.h"
#include "linux/tty.h"
#include "asm/system.h"

/* From the keyboard's and the serial port's interrupt handlers */
void tty_receive_char(char c)
{
	n_tty_receive_char(c);
}

int tty_printf(const char *fmt, ...)
{
	static char buf[1024];
	unsigned long flags;
	va_list args;
	int n;

	local_irq_save(flags);
	va_start(args, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, args);
	va_end(args);
	console_write(buf, min((size_t)n, sizeof(buf) - 1));
	local_irq_restore(flags);
	return n;
}
EXPORT_SYMBOL(tty_printf);

/* /dev/console and /dev/tty: the line discipline decides (n_tty.c) */
static ssize_t tty_read(struct file *f, char __user *buf, size_t count,
			loff_t *pos)
{
	(void)pos;
	return n_tty_read(f, buf, count);
}

static ssize_t tty_write_user(struct file *f, const char __user *buf,
			      size_t count, loff_t *pos)
{
	char chunk[256];
	size_t done = 0;

	(void)f, (void)pos;
	while (done < count) {
		size_t n = min(count - done, sizeof(chunk));

		if (copy_from_user(chunk, buf + done, n))
			return done ? (ssize_t)done : -EFAULT;
		console_write(chunk, n);
		done += n;
	}
	return (ssize_t)done;
}

/* ops->write: a kernel buffer to the consoles, all of it taken */
static int con_write(struct tty_struct *tty, const unsigned char *buf,
		     int count)
{
	(void)tty;
	if (count <= 0)
		return 0;
	console_write((const char *)buf, (size_t)count);
	return count;
}

/* The consoles never fill: as much room as a line discipline asks */
static unsigned int con_write_room(struct tty_struct *tty)
{
	(void)tty;
	return 2048;
}

/*
 * driver->write as 2.6.0-2.6.25 modules call it (linux/tty.h):
 * (tty, from_user, buf, count) until 2.6.9, (tty, buf, count) after.
 * No buffer is at address 0 or 1, where the flag would be, so the
 * second argument tells the two calls apart; from_user 1 copies from
 * the caller's memory.
 */
static int tty_legacy_write(struct tty_struct *tty, ...)
{
	unsigned long second;
	const unsigned char *buf;
	va_list args;
	int count;

	va_start(args, tty);
	second = va_arg(args, unsigned long);
	buf = second <= 1 ? va_arg(args, const unsigned char *) :
			    (const unsigned char *)second;
	count = va_arg(args, int);
	va_end(args);
	if (second == 1)
		return (int)tty_write_user(NULL, (const char __user *)buf,
					   (size_t)max(count, 0), NULL);
	return con_write(tty, buf, count);
}

static const struct tty_operations con_ops = {
	.write = con_write,
	.write_room = con_write_room,
};

/* devices.txt: 4,64 the first serial port; 5,0 /dev/tty; 5,1 the console */
#define TTY_MAJOR	4
#define TTYAUX_MAJOR	5
#define DEV_TTYS0	MKDEV(TTY_MAJOR, 64)
#define DEV_TTY		MKDEV(TTYAUX_MAJOR, 0)
#define DEV_CONSOLE	MKDEV(TTYAUX_MAJOR, 1)

static struct tty_driver serial_driver = {
	.driver_name = "serial",
	.name = "ttyS",
	.major = TTY_MAJOR,
	.minor_start = 64,
	.num = 1,
	.ops = &con_ops,
	.write = (int (*)())tty_legacy_write,
};

/* The one terminal: every session's controlling terminal is this one */
struct tty_struct console_tty = {
	.driver = &serial_driver,
	.ops = &con_ops,
	.name = "ttyS0",
};

struct tty_struct *tty_kref_get(struct tty_struct *tty)
{
	if (tty)
		tty->refs++;
	return tty;
}
EXPORT_SYMBOL(tty_kref_get);

/* NULL is allowed, as get_current_tty() may have returned it */
void tty_kref_put(struct tty_struct *tty)
{
	if (tty)
		tty->refs--;
}
EXPORT_SYMBOL(tty_kref_put);

/* Its device number: LDD3's scullpriv keys a device on it */
dev_t tty_devnum(struct tty_struct *tty)
{
	return MKDEV(tty->driver->major, tty->driver->minor_start + tty->index);
}
EXPORT_SYMBOL(tty_devnum);

const char *tty_name(const struct tty_struct *tty)
{
	return tty ? tty->name : "NULL tty";
}
EXPORT_SYMBOL(tty_name);

unsigned int tty_write_room(struct tty_struct *tty)
{
	return tty->ops->write_room(tty);
}
EXPORT_SYMBOL(tty_write_room);

static struct winsize tty_winsize = { .ws_row = 25, .ws_col = 80 };

/* TCSETS*: the new settings take effect at once (n_tty.c); TCSETSF
 * also drops unread input, TCSETSW has no output queue to drain */
static long tty_set_termios(unsigned int cmd, const void __user *p)
{
	struct termios new, old = tty_termios;
	unsigned long flags;

	if (copy_from_user(&new, p, sizeof(new)))
		return -EFAULT;
	local_irq_save(flags);
	tty_termios = new;
	if (cmd == TCSETSF)
		n_tty_flush();
	n_tty_set_termios(&old);
	local_irq_restore(flags);
	return 0;
}

/* TIOCSWINSZ: a new size, and SIGWINCH to the foreground group */
static long tty_set_winsize(const void __user *p)
{
	struct winsize ws;

	if (copy_from_user(&ws, p, sizeof(ws)))
		return -EFAULT;
	if (memcmp(&ws, &tty_winsize, sizeof(ws)) && tty_pgrp)
		kill_pgrp(tty_pgrp, SIGWINCH);
	tty_winsize = ws;
	return 0;
}

static long tty_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	void __user *p = (void __user *)arg;

	switch (cmd) {
	case TCGETS:
		return copy_to_user(p, &tty_termios, sizeof(tty_termios)) ?
			       -EFAULT : 0;
	case TCSETS:
	case TCSETSW:
	case TCSETSF:
		return tty_set_termios(cmd, p);
	case TIOCGWINSZ:
		return copy_to_user(p, &tty_winsize, sizeof(tty_winsize)) ?
			       -EFAULT : 0;
	case TIOCSWINSZ:
		return tty_set_winsize(p);
	case FIONREAD:
		return put_user(n_tty_readable(), (int __user *)p);
	default:
		return tty_jobctrl_ioctl(f, cmd, arg);
	}
}

/*
 * One terminal, three names: /dev/console never becomes a controlling
 * terminal by open(2); /dev/ttyS0 does (tty_open_ctty()); /dev/tty is
 * the caller's own one (tty_jobctrl.c).
 */
static int tty_open(struct inode *inode, struct file *f)
{
	if (inode->i_rdev == DEV_TTYS0)
		return tty_open_ctty(f);
	if (inode->i_rdev == DEV_TTY)
		return tty_open_current();
	return 0;
}

const struct file_operations tty_fops = {
	.read = tty_read,
	.write = tty_write_user,
	.unlocked_ioctl = tty_ioctl,
	.open = tty_open,
	.poll = n_tty_poll,
};

static struct cdev tty_cdev, console_cdev, ttyS0_cdev;

/*
 * One number of the terminal's, under the name /proc/devices shows, and
 * its node; a node mknod(2) makes with the number opens the same.
 */
static void __init tty_node(struct cdev *cdev, dev_t dev, const char *path,
			    const char *name, umode_t mode)
{
	cdev_init(cdev, &tty_fops);
	if (register_chrdev_region(dev, 1, name) || cdev_add(cdev, dev, 1))
		printk(KERN_ERR "%s: cannot register %u:%u\n", name,
		       MAJOR(dev), MINOR(dev));
	dev_node(path, &tty_fops, dev, mode);
}

/*
 * The device files, and sysfs's name for /dev/console's device:
 * busybox's cttyhack reads /sys/class/tty/console/active and opens
 * /dev/ + its last word, to give a shell a controlling terminal.
 */
void __init tty_init(void)
{
	static const char active[] = "ttyS0\n";

	/* Linux's devtmpfs modes: the console and the port root's alone
	 * (a distribution's udev may open the port to a group), /dev/tty
	 * everyone's, as it is only ever the opener's own terminal */
	tty_node(&console_cdev, DEV_CONSOLE, "dev/console", "/dev/console",
		 0600);
	tty_node(&ttyS0_cdev, DEV_TTYS0, "dev/ttyS0", "ttyS", 0600);
	tty_node(&tty_cdev, DEV_TTY, "dev/tty", "/dev/tty", 0666);
	fs_mkdir_p("sys/class/tty/console");
	fs_create("sys/class/tty/console/active", active, sizeof(active) - 1);
}
