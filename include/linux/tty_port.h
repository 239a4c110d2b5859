/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/tty_port.h - what lives as long as the hardware (or the
 * driver's line) does, rather than as long as an open terminal: the
 * flip buffer the driver's input waits in (drivers/char/tty_buffer.c),
 * the terminal open on it now, and its open count
 * (drivers/char/tty_port.c).  Linux 6.1's names.
 */
#ifndef _LINUX_TTY_PORT_H
#define _LINUX_TTY_PORT_H

#include "linux/types.h"
#include "linux/kref.h"
#include "linux/mutex.h"
#include "linux/spinlock.h"
#include "linux/wait.h"
#include "linux/workqueue.h"

struct tty_struct;
struct tty_driver;
struct tty_port;
struct file;
struct device;

/*
 * The flip buffer: bytes the driver received (tty_insert_flip_char())
 * and has not yet pushed, then pushed ones the line discipline has not
 * yet taken.  A ring with a flag (TTY_NORMAL, TTY_BREAK...) per byte;
 * Linux's is a chain of pages up to 64 KiB, this one is fixed.  Its
 * bytes, flags, head, commit and tail are under the port's lock,
 * interrupts off (drivers insert from their handlers); one flush at a
 * time takes them to the line discipline (flush_port(), tty_buffer.c).
 */
#define TTY_FLIPBUF_SIZE	2048	/* a power of two */

struct tty_bufhead {
	unsigned char chars[TTY_FLIPBUF_SIZE];
	char flags[TTY_FLIPBUF_SIZE];
	unsigned int head;	/* the next byte inserted */
	unsigned int commit;	/* [tail, commit) pushed */
	unsigned int tail;	/* the next byte to the line discipline */
	struct work_struct work;	/* flush_to_ldisc() */
};

struct tty_port_operations {
	bool (*carrier_raised)(struct tty_port *port);
	void (*dtr_rts)(struct tty_port *port, bool active);
	void (*shutdown)(struct tty_port *port);
	int (*activate)(struct tty_port *port, struct tty_struct *tty);
	void (*destruct)(struct tty_port *port);
};

struct tty_port {
	struct tty_bufhead buf;
	struct tty_struct *tty;		/* tty_port_tty_set()'s, counted */
	struct tty_struct *itty;	/* the terminal open on it, if any */
	const struct tty_port_operations *ops;
	spinlock_t lock;
	int blocked_open;
	int count;			/* opens (tty_port_open()) */
	wait_queue_head_t open_wait, delta_msr_wait;
	unsigned long flags;		/* TTY_PORT_* bit numbers */
	unsigned long iflags;
	bool console;			/* the console terminal's */
	struct mutex mutex;
	unsigned char *xmit_buf;
	unsigned int close_delay, closing_wait;
	struct kref kref;
	void *client_data;
};

/* port->iflags bits */
#define TTY_PORT_INITIALIZED	0
#define TTY_PORT_SUSPENDED	1
#define TTY_PORT_ACTIVE		2
#define TTY_PORT_CHECK_CD	3
#define TTY_PORT_KOPENED	4

void tty_port_init(struct tty_port *port);
void tty_port_destroy(struct tty_port *port);
void tty_port_put(struct tty_port *port);
void tty_port_link_device(struct tty_port *port, struct tty_driver *driver,
			  unsigned int index);
struct device *tty_port_register_device(struct tty_port *port,
					struct tty_driver *driver,
					unsigned int index,
					struct device *device);
void tty_port_unregister_device(struct tty_port *port,
				struct tty_driver *driver,
				unsigned int index);
struct tty_struct *tty_port_tty_get(struct tty_port *port);
void tty_port_tty_set(struct tty_port *port, struct tty_struct *tty);
void tty_port_tty_wakeup(struct tty_port *port);
void tty_port_tty_hangup(struct tty_port *port, bool check_clocal);
int tty_port_install(struct tty_port *port, struct tty_driver *driver,
		     struct tty_struct *tty);
int tty_port_open(struct tty_port *port, struct tty_struct *tty,
		  struct file *filp);
void tty_port_close(struct tty_port *port, struct tty_struct *tty,
		    struct file *filp);
void tty_port_hangup(struct tty_port *port);
/* tty_io.c's */
void tty_port_set_itty(struct tty_port *port, struct tty_struct *tty);
void tty_port_release_tty(struct tty_port *port, struct tty_struct *tty);

static inline bool tty_port_initialized(const struct tty_port *port)
{
	return port->iflags & (1UL << TTY_PORT_INITIALIZED);
}

static inline void tty_port_set_initialized(struct tty_port *port, bool val)
{
	if (val)
		port->iflags |= 1UL << TTY_PORT_INITIALIZED;
	else
		port->iflags &= ~(1UL << TTY_PORT_INITIALIZED);
}

#endif /* _LINUX_TTY_PORT_H */
