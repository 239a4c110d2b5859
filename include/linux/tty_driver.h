/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/tty_driver.h - a driver of terminals and its operations,
 * Linux 6.1's names (drivers/char/tty_io.c registers them): a driver is
 * allocated (tty_alloc_driver()), filled in (name, major, minor_start,
 * type, init_termios, tty_set_operations()), registered, and its lines
 * appear as /dev/NAME0, NAME1... either at once or, with
 * TTY_DRIVER_DYNAMIC_DEV, one by one (tty_port_register_device()).
 */
#ifndef _LINUX_TTY_DRIVER_H
#define _LINUX_TTY_DRIVER_H

#include "linux/types.h"
#include "linux/err.h"
#include "linux/kref.h"
#include "linux/list.h"
#include "asm/termbits.h"

struct tty_struct;
struct tty_driver;
struct tty_port;
struct cdev;
struct device;
struct file;
struct module;
struct seq_file;
struct proc_dir_entry;

/*
 * What a driver does for its terminals (Linux 2.6.26 on).  write
 * returns the bytes it took (write_room() says how many it would take
 * now); it may not sleep: the line discipline's echo calls it while it
 * receives.  open and close pair up, once per open(2) and close(2) of
 * a node (close also after a failed open, as Linux calls it).
 */
struct tty_operations {
	int (*install)(struct tty_driver *driver, struct tty_struct *tty);
	void (*remove)(struct tty_driver *driver, struct tty_struct *tty);
	int (*open)(struct tty_struct *tty, struct file *filp);
	void (*close)(struct tty_struct *tty, struct file *filp);
	void (*shutdown)(struct tty_struct *tty);
	void (*cleanup)(struct tty_struct *tty);
	int (*write)(struct tty_struct *tty, const unsigned char *buf,
		     int count);
	int (*put_char)(struct tty_struct *tty, unsigned char ch);
	void (*flush_chars)(struct tty_struct *tty);
	unsigned int (*write_room)(struct tty_struct *tty);
	unsigned int (*chars_in_buffer)(struct tty_struct *tty);
	int (*ioctl)(struct tty_struct *tty, unsigned int cmd,
		     unsigned long arg);
	void (*set_termios)(struct tty_struct *tty,
			    const struct ktermios *old);
	void (*throttle)(struct tty_struct *tty);
	void (*unthrottle)(struct tty_struct *tty);
	void (*stop)(struct tty_struct *tty);
	void (*start)(struct tty_struct *tty);
	void (*hangup)(struct tty_struct *tty);
	int (*break_ctl)(struct tty_struct *tty, int state);
	void (*flush_buffer)(struct tty_struct *tty);
	void (*wait_until_sent)(struct tty_struct *tty, int timeout);
	void (*send_xchar)(struct tty_struct *tty, char ch);
	int (*tiocmget)(struct tty_struct *tty);
	int (*tiocmset)(struct tty_struct *tty, unsigned int set,
			unsigned int clear);
	int (*proc_show)(struct seq_file *m, void *driver);
};

/*
 * A driver of terminals.  Before 2.6.26 its operations were its own
 * members: write took a from_user flag before the buffer until 2.6.9,
 * (tty, 0, buf, count), and not after, (tty, buf, count).  write is
 * declared without a prototype so that both calls compile;
 * tty_legacy_write() (tty_io.c) tells them apart.  2.4's driver
 * embedded in the tty (tty->driver.write) cannot be both a struct and
 * this pointer: only the 2.6 forms are here.
 */
struct tty_driver {
	struct kref kref;		/* tty_driver_kref_put() frees it */
	struct cdev **cdevs;
	struct module *owner;
	const char *driver_name;	/* /proc/tty/drivers' first column */
	const char *name;		/* the nodes' prefix */
	int name_base;			/* the first line's number in names */
	int major, minor_start;
	unsigned int num;		/* lines */
	short type, subtype;		/* TTY_DRIVER_TYPE_*, SERIAL_TYPE_* */
	struct ktermios init_termios;	/* a new terminal's settings */
	unsigned long flags;		/* TTY_DRIVER_* */
	struct proc_dir_entry *proc_entry;
	struct tty_driver *other;
	struct tty_struct **ttys;	/* the open ones, by line */
	struct tty_port **ports;	/* tty_port_link_device()'s */
	struct ktermios **termios;	/* a closed line's last settings */
	void *driver_state;
	const struct tty_operations *ops;
	struct list_head tty_drivers;	/* tty_io.c's list of them */
	int (*write)();
};

/* flags */
#define TTY_DRIVER_INSTALLED		0x0001
#define TTY_DRIVER_RESET_TERMIOS	0x0002
#define TTY_DRIVER_REAL_RAW		0x0004
#define TTY_DRIVER_DYNAMIC_DEV		0x0008
#define TTY_DRIVER_DEVPTS_MEM		0x0010
#define TTY_DRIVER_HARDWARE_BREAK	0x0020
#define TTY_DRIVER_DYNAMIC_ALLOC	0x0040
#define TTY_DRIVER_UNNUMBERED_NODE	0x0080

/* type and subtype */
#define TTY_DRIVER_TYPE_SYSTEM		0x0001
#define TTY_DRIVER_TYPE_CONSOLE		0x0002
#define TTY_DRIVER_TYPE_SERIAL		0x0003
#define TTY_DRIVER_TYPE_PTY		0x0004
#define TTY_DRIVER_TYPE_SCC		0x0005
#define TTY_DRIVER_TYPE_SYSCONS		0x0006
#define SYSTEM_TYPE_TTY			0x0001
#define SYSTEM_TYPE_CONSOLE		0x0002
#define SYSTEM_TYPE_SYSCONS		0x0003
#define SYSTEM_TYPE_SYSPTMX		0x0004
#define PTY_TYPE_MASTER			0x0001
#define PTY_TYPE_SLAVE			0x0002
#define SERIAL_TYPE_NORMAL		1

struct tty_driver *__tty_alloc_driver(unsigned int lines,
				      struct module *owner,
				      unsigned long flags);
#define tty_alloc_driver(lines, flags) \
	__tty_alloc_driver(lines, THIS_MODULE, flags)
/* LDD3's name (until 5.14): NULL rather than an error pointer */
#define alloc_tty_driver(lines) \
	({ struct tty_driver *__d = tty_alloc_driver(lines, 0); \
	   IS_ERR(__d) ? NULL : __d; })
void tty_driver_kref_put(struct tty_driver *driver);
#define put_tty_driver(d)	tty_driver_kref_put(d)
int tty_register_driver(struct tty_driver *driver);
void tty_unregister_driver(struct tty_driver *driver);
struct device *tty_register_device(struct tty_driver *driver,
				   unsigned int index, struct device *dev);
void tty_unregister_device(struct tty_driver *driver, unsigned int index);

static inline void tty_set_operations(struct tty_driver *driver,
				      const struct tty_operations *op)
{
	driver->ops = op;
}

static inline struct tty_driver *tty_driver_kref_get(struct tty_driver *d)
{
	kref_get(&d->kref);
	return d;
}

#endif /* _LINUX_TTY_DRIVER_H */
