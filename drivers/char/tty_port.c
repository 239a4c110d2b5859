// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/tty_port.c - a driver's line as it outlives the opens of
 * it: its flip buffer (tty_buffer.c), the terminal open on it now, and
 * how many opens it has, so that the hardware is started at the first
 * (ops->activate) and stopped at the last close (ops->shutdown), as
 * Linux 6.1's tty_port_open() and tty_port_close() do.  A driver links
 * a port to its line (tty_port_link_device()) before the line's first
 * open; the open terminal finds it there.
 *
 * Carrier detect is not waited for: an open never blocks for DCD, as if
 * CLOCAL were always set.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/export.h"
#include "linux/slab.h"
#include "linux/tty.h"
#include "linux/tty_flip.h"

void tty_port_init(struct tty_port *port)
{
	memset(port, 0, sizeof(*port));
	tty_buffer_init(port);
	init_waitqueue_head(&port->open_wait);
	init_waitqueue_head(&port->delta_msr_wait);
	mutex_init(&port->mutex);
	spin_lock_init(&port->lock);
	port->close_delay = (50 * HZ) / 100;	/* Linux's defaults */
	port->closing_wait = (3000 * HZ) / 100;
	kref_init(&port->kref);
}
EXPORT_SYMBOL(tty_port_init);

void tty_port_link_device(struct tty_port *port, struct tty_driver *driver,
			  unsigned int index)
{
	if (index >= driver->num) {
		printk(KERN_ERR "tty: %s: no line %u (of %u) to link\n",
		       driver->name, index, driver->num);
		return;
	}
	driver->ports[index] = port;
	if (port->console)
		tty_console_bind(port, driver, index);
}
EXPORT_SYMBOL_GPL(tty_port_link_device);

struct device *tty_port_register_device(struct tty_port *port,
					struct tty_driver *driver,
					unsigned int index,
					struct device *device)
{
	tty_port_link_device(port, driver, index);
	return tty_register_device(driver, index, device);
}
EXPORT_SYMBOL_GPL(tty_port_register_device);

void tty_port_unregister_device(struct tty_port *port,
				struct tty_driver *driver,
				unsigned int index)
{
	(void)port;
	tty_unregister_device(driver, index);
}
EXPORT_SYMBOL_GPL(tty_port_unregister_device);

/* The port's end: no flush of its buffer still queued */
void tty_port_destroy(struct tty_port *port)
{
	tty_buffer_cancel_work(port);
}
EXPORT_SYMBOL(tty_port_destroy);

static void tty_port_destructor(struct kref *kref)
{
	struct tty_port *port = container_of(kref, struct tty_port, kref);

	tty_port_destroy(port);
	if (port->ops && port->ops->destruct)
		port->ops->destruct(port);
	else
		kfree(port);
}

void tty_port_put(struct tty_port *port)
{
	if (port)
		kref_put(&port->kref, tty_port_destructor);
}
EXPORT_SYMBOL(tty_port_put);

/* The open terminal, counted (the caller puts it), or NULL */
struct tty_struct *tty_port_tty_get(struct tty_port *port)
{
	struct tty_struct *tty;
	unsigned long flags;

	spin_lock_irqsave(&port->lock, flags);
	tty = tty_kref_get(port->tty);
	spin_unlock_irqrestore(&port->lock, flags);
	return tty;
}
EXPORT_SYMBOL(tty_port_tty_get);

void tty_port_tty_set(struct tty_port *port, struct tty_struct *tty)
{
	struct tty_struct *old;
	unsigned long flags;

	spin_lock_irqsave(&port->lock, flags);
	old = port->tty;
	port->tty = tty_kref_get(tty);
	spin_unlock_irqrestore(&port->lock, flags);
	tty_kref_put(old);
}
EXPORT_SYMBOL(tty_port_tty_set);

/* The terminal the flip buffer feeds (tty_io.c, a line's first open) */
void tty_port_set_itty(struct tty_port *port, struct tty_struct *tty)
{
	unsigned long flags;

	spin_lock_irqsave(&port->lock, flags);
	port->itty = tty;
	spin_unlock_irqrestore(&port->lock, flags);
}

/* The terminal's last close: the port holds it no more */
void tty_port_release_tty(struct tty_port *port, struct tty_struct *tty)
{
	if (port->itty == tty)
		tty_port_set_itty(port, NULL);
	if (port->tty == tty)
		tty_port_tty_set(port, NULL);
}

void tty_port_tty_wakeup(struct tty_port *port)
{
	struct tty_struct *tty = tty_port_tty_get(port);

	if (tty)
		tty_wakeup(tty);
	tty_kref_put(tty);
}
EXPORT_SYMBOL_GPL(tty_port_tty_wakeup);

void tty_port_tty_hangup(struct tty_port *port, bool check_clocal)
{
	struct tty_struct *tty = tty_port_tty_get(port);

	if (tty && (!check_clocal || !C_CLOCAL(tty)))
		tty_hangup(tty);
	tty_kref_put(tty);
}
EXPORT_SYMBOL_GPL(tty_port_tty_hangup);

/* ops->install for a driver whose ports are not linked beforehand */
int tty_port_install(struct tty_port *port, struct tty_driver *driver,
		     struct tty_struct *tty)
{
	tty->port = port;
	return tty_standard_install(driver, tty);
}
EXPORT_SYMBOL_GPL(tty_port_install);

/* The hardware stops: at the last close, or a hangup */
static void shutdown_port(struct tty_port *port)
{
	mutex_lock(&port->mutex);
	if (tty_port_initialized(port)) {
		tty_port_set_initialized(port, false);
		if (port->ops && port->ops->shutdown)
			port->ops->shutdown(port);
	}
	mutex_unlock(&port->mutex);
}

/* An open: the first one starts the hardware (ops->activate) */
int tty_port_open(struct tty_port *port, struct tty_struct *tty,
		  struct file *filp)
{
	unsigned long flags;
	int err = 0;

	(void)filp;
	spin_lock_irqsave(&port->lock, flags);
	port->count++;
	spin_unlock_irqrestore(&port->lock, flags);
	tty_port_tty_set(port, tty);
	mutex_lock(&port->mutex);
	if (!tty_port_initialized(port)) {
		if (port->ops && port->ops->activate)
			err = port->ops->activate(port, tty);
		if (!err)
			tty_port_set_initialized(port, true);
	}
	mutex_unlock(&port->mutex);
	return err;
}
EXPORT_SYMBOL(tty_port_open);

/* A close (also of a failed open): the last one stops the hardware */
void tty_port_close(struct tty_port *port, struct tty_struct *tty,
		    struct file *filp)
{
	unsigned long flags;
	bool last;

	(void)tty, (void)filp;
	spin_lock_irqsave(&port->lock, flags);
	if (port->count)
		port->count--;
	last = !port->count;
	spin_unlock_irqrestore(&port->lock, flags);
	if (!last)
		return;
	shutdown_port(port);
	tty_buffer_flush(port);
	tty_port_tty_set(port, NULL);
}
EXPORT_SYMBOL(tty_port_close);

void tty_port_hangup(struct tty_port *port)
{
	unsigned long flags;

	spin_lock_irqsave(&port->lock, flags);
	port->count = 0;
	spin_unlock_irqrestore(&port->lock, flags);
	shutdown_port(port);
	tty_port_tty_set(port, NULL);
}
EXPORT_SYMBOL(tty_port_hangup);
