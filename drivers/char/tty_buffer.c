// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/tty_buffer.c - the flip buffer: what a driver received,
 * on its way to the line discipline.  The driver inserts bytes (in its
 * interrupt handler or timer: tty_insert_flip_char(), ..._string()),
 * then pushes them (tty_flip_buffer_push()); the line discipline takes
 * them later in process context, from the shared workqueue
 * (flush_to_ldisc()), as Linux 6.1 does, so that its echo may call the
 * driver's write from where that may take the driver's locks.
 *
 * The console terminal's port is the exception: its bytes go to the
 * line discipline at once, in the interrupt, as the keyboard's do, so
 * that the console keeps answering whatever a work item does (an oops
 * in one, say).
 *
 * A byte pushed while no terminal is open on the port is dropped, as
 * the line it came down has no reader.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/tty.h"
#include "linux/tty_flip.h"

#define FLIP_MASK	(TTY_FLIPBUF_SIZE - 1)

static unsigned int flip_room(const struct tty_bufhead *buf)
{
	return TTY_FLIPBUF_SIZE - (buf->head - buf->tail);
}

/* Free bytes in the flip buffer (a pty's write_room) */
unsigned int tty_buffer_space_avail(struct tty_port *port)
{
	return flip_room(&port->buf);
}
EXPORT_SYMBOL_GPL(tty_buffer_space_avail);

/* Room for size bytes now, or as many as fit */
int tty_buffer_request_room(struct tty_port *port, size_t size)
{
	return (int)min(size, (size_t)flip_room(&port->buf));
}
EXPORT_SYMBOL_GPL(tty_buffer_request_room);

/* size bytes with flags[] (or with flag, if flags is NULL) */
static int insert(struct tty_port *port, const unsigned char *chars,
		  const char *flags, char flag, size_t size)
{
	struct tty_bufhead *buf = &port->buf;
	unsigned long irqflags;
	size_t i, n;

	spin_lock_irqsave(&port->lock, irqflags);
	n = min(size, (size_t)flip_room(buf));
	for (i = 0; i < n; i++, buf->head++) {
		buf->chars[buf->head & FLIP_MASK] = chars[i];
		buf->flags[buf->head & FLIP_MASK] = flags ? flags[i] : flag;
	}
	spin_unlock_irqrestore(&port->lock, irqflags);
	return (int)n;
}

int tty_insert_flip_string_fixed_flag(struct tty_port *port,
				      const unsigned char *chars, char flag,
				      size_t size)
{
	return insert(port, chars, NULL, flag, size);
}
EXPORT_SYMBOL(tty_insert_flip_string_fixed_flag);

int tty_insert_flip_string_flags(struct tty_port *port,
				 const unsigned char *chars,
				 const char *flags, size_t size)
{
	return insert(port, chars, flags, TTY_NORMAL, size);
}
EXPORT_SYMBOL(tty_insert_flip_string_flags);

/*
 * A byte with an error flag (termios(3), c_iflag): a break or a bad
 * frame or parity is ignored with IGNBRK or IGNPAR, else it reads as
 * '\0'; an overrun's byte is itself, the lost ones before it are gone.
 */
static void receive(struct tty_struct *tty, unsigned char c, char flag)
{
	if (flag == TTY_BREAK) {
		if (I_IGNBRK(tty))
			return;
		c = 0;
	} else if (flag == TTY_FRAME || flag == TTY_PARITY) {
		if (I_IGNPAR(tty))
			return;
		c = 0;
	}
	n_tty_receive_char(tty, (char)c);
}

/*
 * The pushed bytes to the terminal open on the port (port->itty), a
 * chunk at a time, the port's lock not held while the line discipline
 * runs: its echo calls the driver, which may insert into this buffer
 * again (a loopback).  The reference keeps the terminal while it does.
 * One flush of a port at a time, so its bytes reach the line discipline
 * in order: Linux takes buf->lock, a mutex, for that; here a port's
 * flushes are all its work item's, run by the one thread of the shared
 * workqueue (kernel/workqueue.c), or, for the console's port, its one
 * interrupt line's handler, which runs on one CPU at a time.
 */
static void flush_port(struct tty_port *port)
{
	struct tty_bufhead *buf = &port->buf;
	unsigned char chars[64];
	char flags[64];
	struct tty_struct *tty;
	unsigned long irqflags;
	unsigned int n, i;

	do {
		spin_lock_irqsave(&port->lock, irqflags);
		tty = tty_kref_get(port->itty);
		for (n = 0; n < sizeof(chars) && buf->tail != buf->commit;
		     n++, buf->tail++) {
			chars[n] = buf->chars[buf->tail & FLIP_MASK];
			flags[n] = buf->flags[buf->tail & FLIP_MASK];
		}
		spin_unlock_irqrestore(&port->lock, irqflags);
		/* each byte under the line discipline's read_lock */
		for (i = 0; tty && i < n; i++)
			receive(tty, chars[i], flags[i]);
		tty_kref_put(tty);
	} while (n == sizeof(chars));
}

static void flush_to_ldisc(struct work_struct *work)
{
	flush_port(container_of(work, struct tty_port, buf.work));
}

void tty_flip_buffer_push(struct tty_port *port)
{
	unsigned long irqflags;

	spin_lock_irqsave(&port->lock, irqflags);
	port->buf.commit = port->buf.head;
	spin_unlock_irqrestore(&port->lock, irqflags);
	if (port->console)
		flush_port(port);
	else
		schedule_work(&port->buf.work);
}
EXPORT_SYMBOL(tty_flip_buffer_push);

/* Drop what was received and not taken (TCIFLUSH, a hangup) */
void tty_buffer_flush(struct tty_port *port)
{
	unsigned long irqflags;

	spin_lock_irqsave(&port->lock, irqflags);
	port->buf.tail = port->buf.commit = port->buf.head;
	spin_unlock_irqrestore(&port->lock, irqflags);
}

void tty_buffer_init(struct tty_port *port)
{
	port->buf.head = port->buf.commit = port->buf.tail = 0;
	INIT_WORK(&port->buf.work, flush_to_ldisc);
}

/* The port goes: no flush of it may still be queued or running */
void tty_buffer_cancel_work(struct tty_port *port)
{
	cancel_work_sync(&port->buf.work);
}
