// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/serial/serial_core.c - the serial core: the tty driver of
 * every UART (Linux 6.1's interface, include/linux/serial_core.h).  A
 * UART driver registers a struct uart_driver, which becomes a tty
 * driver whose lines are its struct uart_port's; the core keeps each
 * port's transmit ring (state->xmit: write(2) fills it, the driver's
 * start_tx empties it) and turns termios changes into set_termios
 * calls, and the driver's interrupt handler feeds received bytes to
 * the port's flip buffer (uart_insert_char(), tty_flip_buffer_push()).
 *
 * The port of a uart console (drv->cons, its index the port's line) is
 * the console terminal's (drivers/char/tty_io.c): it starts when added
 * and is never shut down.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/errno.h"
#include "linux/export.h"
#include "linux/module.h"
#include "linux/serial_core.h"
#include "linux/slab.h"

static const struct tty_operations uart_ops;

static struct uart_state *tty_state(struct tty_struct *tty)
{
	return tty->driver_data;
}

static bool uart_console(const struct uart_driver *drv,
			 const struct uart_port *uport)
{
	return drv->cons && drv->cons->index == (int)uport->line;
}

/* The driver's set_termios, on the port's lock as drivers expect */
static void uart_change_speed(struct uart_port *uport,
			      struct ktermios *termios,
			      const struct ktermios *old)
{
	if (uport->ops->set_termios)
		uport->ops->set_termios(uport, termios, old);
}

static void uart_start(struct uart_port *uport)
{
	if (!uart_tx_stopped(uport) && uport->ops->start_tx)
		uport->ops->start_tx(uport);
}

/* tty_port's activate: the first open starts the UART */
static int uart_port_activate(struct tty_port *port, struct tty_struct *tty)
{
	struct uart_state *state = container_of(port, struct uart_state, port);
	struct uart_port *uport = state->uart_port;
	unsigned long flags;
	int err;

	if (!uport || uport->type == PORT_UNKNOWN)
		return -EIO;	/* Linux: no UART there */
	state->xmit.buf = kzalloc(UART_XMIT_SIZE, GFP_KERNEL);
	if (!state->xmit.buf)
		return -ENOMEM;
	uart_circ_clear(&state->xmit);
	err = uport->ops->startup ? uport->ops->startup(uport) : 0;
	if (err) {
		kfree(state->xmit.buf);
		state->xmit.buf = NULL;
		return err;
	}
	uart_change_speed(uport, &tty->termios, NULL);
	spin_lock_irqsave(&uport->lock, flags);
	uport->mctrl |= TIOCM_DTR | TIOCM_RTS;
	if (uport->ops->set_mctrl)
		uport->ops->set_mctrl(uport, uport->mctrl);
	spin_unlock_irqrestore(&uport->lock, flags);
	return 0;
}

/* ... and the last close stops it (the ring goes with it) */
static void uart_port_shutdown(struct tty_port *port)
{
	struct uart_state *state = container_of(port, struct uart_state, port);
	struct uart_port *uport = state->uart_port;
	unsigned long flags;
	char *buf;

	if (uport && uport->ops->shutdown)
		uport->ops->shutdown(uport);
	if (uport)
		spin_lock_irqsave(&uport->lock, flags);
	buf = state->xmit.buf;
	state->xmit.buf = NULL;
	if (uport)
		spin_unlock_irqrestore(&uport->lock, flags);
	kfree(buf);
}

static const struct tty_port_operations uart_port_ops = {
	.activate = uart_port_activate,
	.shutdown = uart_port_shutdown,
};

static int uart_install(struct tty_driver *driver, struct tty_struct *tty)
{
	struct uart_driver *drv = driver->driver_state;
	struct uart_state *state = &drv->state[tty->index];

	tty->driver_data = state;
	return tty_port_install(&state->port, driver, tty);
}

static int uart_open(struct tty_struct *tty, struct file *filp)
{
	return tty_port_open(&tty_state(tty)->port, tty, filp);
}

static void uart_close(struct tty_struct *tty, struct file *filp)
{
	tty_port_close(&tty_state(tty)->port, tty, filp);
}

/* start_tty() (^Q, TCOON): what waits in the ring goes on */
static void uart_start_tty(struct tty_struct *tty)
{
	struct uart_port *uport = tty_state(tty)->uart_port;
	unsigned long flags;

	if (!uport)
		return;
	spin_lock_irqsave(&uport->lock, flags);
	uart_start(uport);
	spin_unlock_irqrestore(&uport->lock, flags);
}

/* Into the ring, as much as fits; the driver sends it (start_tx) */
static int uart_write(struct tty_struct *tty, const unsigned char *buf,
		      int count)
{
	struct uart_state *state = tty_state(tty);
	struct uart_port *uport = state->uart_port;
	struct circ_buf *circ = &state->xmit;
	unsigned long flags;
	int done = 0;

	/* the console terminal writes to every console (tty_io.c): a caller
	 * going by the driver's operations (LKMPG's print_string:
	 * tty->driver->ops->write) writes there too */
	if (tty->ops != &uart_ops)
		return tty->ops->write(tty, buf, count);
	if (!uport || !circ->buf)
		return -EIO;	/* the port went away */
	spin_lock_irqsave(&uport->lock, flags);
	while (done < count && uart_circ_chars_free(circ)) {
		circ->buf[circ->head] = (char)buf[done++];
		circ->head = (circ->head + 1) & (UART_XMIT_SIZE - 1);
	}
	uart_start(uport);
	spin_unlock_irqrestore(&uport->lock, flags);
	return done;
}

static int uart_put_char(struct tty_struct *tty, unsigned char c)
{
	return uart_write(tty, &c, 1);
}

static unsigned int uart_write_room(struct tty_struct *tty)
{
	struct uart_state *state = tty_state(tty);

	if (tty->ops != &uart_ops)	/* the console terminal's, as above */
		return tty->ops->write_room(tty);
	return state->xmit.buf ? uart_circ_chars_free(&state->xmit) : 0;
}

static unsigned int uart_chars_in_buffer(struct tty_struct *tty)
{
	struct uart_state *state = tty_state(tty);

	return state->xmit.buf ? uart_circ_chars_pending(&state->xmit) : 0;
}

static void uart_flush_buffer(struct tty_struct *tty)
{
	struct uart_state *state = tty_state(tty);
	struct uart_port *uport = state->uart_port;
	unsigned long flags;

	if (!uport)
		return;
	spin_lock_irqsave(&uport->lock, flags);
	uart_circ_clear(&state->xmit);
	if (uport->ops->flush_buffer)
		uport->ops->flush_buffer(uport);
	spin_unlock_irqrestore(&uport->lock, flags);
	tty_wakeup(tty);
}

static void uart_set_termios(struct tty_struct *tty,
			     const struct ktermios *old)
{
	struct uart_port *uport = tty_state(tty)->uart_port;

	if (uport && tty_termios_hw_change(&tty->termios, old))
		uart_change_speed(uport, &tty->termios, old);
}

static int uart_tiocmget(struct tty_struct *tty)
{
	struct uart_port *uport = tty_state(tty)->uart_port;
	unsigned long flags;
	int result;

	if (!uport)
		return -EIO;
	spin_lock_irqsave(&uport->lock, flags);
	result = (int)uport->mctrl;
	if (uport->ops->get_mctrl)
		result |= (int)uport->ops->get_mctrl(uport);
	spin_unlock_irqrestore(&uport->lock, flags);
	return result;
}

static int uart_tiocmset(struct tty_struct *tty, unsigned int set,
			 unsigned int clear)
{
	struct uart_port *uport = tty_state(tty)->uart_port;
	unsigned long flags;

	if (!uport)
		return -EIO;
	spin_lock_irqsave(&uport->lock, flags);
	uport->mctrl = (uport->mctrl & ~clear) | set;
	if (uport->ops->set_mctrl)
		uport->ops->set_mctrl(uport, uport->mctrl);
	spin_unlock_irqrestore(&uport->lock, flags);
	return 0;
}

static int uart_break_ctl(struct tty_struct *tty, int break_state)
{
	struct uart_port *uport = tty_state(tty)->uart_port;

	if (uport && uport->ops->break_ctl)
		uport->ops->break_ctl(uport, break_state);
	return 0;
}

static int uart_ioctl(struct tty_struct *tty, unsigned int cmd,
		      unsigned long arg)
{
	struct uart_port *uport = tty_state(tty)->uart_port;

	if (uport && uport->ops->ioctl)
		return uport->ops->ioctl(uport, cmd, arg);
	return -ENOIOCTLCMD;
}

static void uart_hangup(struct tty_struct *tty)
{
	tty_port_hangup(&tty_state(tty)->port);
}

static const struct tty_operations uart_ops = {
	.install = uart_install,
	.open = uart_open,
	.close = uart_close,
	.write = uart_write,
	.put_char = uart_put_char,
	.write_room = uart_write_room,
	.chars_in_buffer = uart_chars_in_buffer,
	.flush_buffer = uart_flush_buffer,
	.start = uart_start_tty,
	.ioctl = uart_ioctl,
	.set_termios = uart_set_termios,
	.hangup = uart_hangup,
	.break_ctl = uart_break_ctl,
	.tiocmget = uart_tiocmget,
	.tiocmset = uart_tiocmset,
};

/*
 * The driver's tty driver, drv->nr lines whose nodes appear as ports
 * are added; a new line's settings are 9600 8N1 with CLOCAL, as
 * Linux's serial core starts them.
 */
int uart_register_driver(struct uart_driver *drv)
{
	struct tty_driver *normal;
	int i, err;

	if (drv->nr <= 0)
		return -EINVAL;
	drv->state = kcalloc((size_t)drv->nr, sizeof(*drv->state), GFP_KERNEL);
	if (!drv->state)
		return -ENOMEM;
	normal = tty_alloc_driver((unsigned int)drv->nr,
				  TTY_DRIVER_REAL_RAW | TTY_DRIVER_DYNAMIC_DEV);
	if (IS_ERR(normal)) {
		err = PTR_ERR(normal);
		goto err_state;
	}
	drv->tty_driver = normal;
	normal->owner = drv->owner;
	normal->driver_name = drv->driver_name;
	normal->name = drv->dev_name;
	normal->major = drv->major;
	normal->minor_start = drv->minor;
	normal->type = TTY_DRIVER_TYPE_SERIAL;
	normal->subtype = SERIAL_TYPE_NORMAL;
	normal->init_termios = tty_std_termios;
	normal->init_termios.c_cflag = B9600 | CS8 | CREAD | HUPCL | CLOCAL;
	normal->init_termios.c_ispeed = normal->init_termios.c_ospeed = 9600;
	normal->driver_state = drv;
	tty_set_operations(normal, &uart_ops);
	for (i = 0; i < drv->nr; i++) {
		tty_port_init(&drv->state[i].port);
		drv->state[i].port.ops = &uart_port_ops;
	}
	err = tty_register_driver(normal);
	if (err)
		goto err_driver;
	return 0;

err_driver:
	for (i = 0; i < drv->nr; i++)
		tty_port_destroy(&drv->state[i].port);
	tty_driver_kref_put(normal);
	drv->tty_driver = NULL;
err_state:
	kfree(drv->state);
	drv->state = NULL;
	return err;
}
EXPORT_SYMBOL(uart_register_driver);

void uart_unregister_driver(struct uart_driver *drv)
{
	struct tty_driver *normal = drv->tty_driver;
	int i;

	tty_unregister_driver(normal);
	tty_driver_kref_put(normal);
	for (i = 0; i < drv->nr; i++)
		tty_port_destroy(&drv->state[i].port);
	kfree(drv->state);
	drv->state = NULL;
	drv->tty_driver = NULL;
}
EXPORT_SYMBOL(uart_unregister_driver);

/* A port: its line's node appears, /dev/ttyS0 for line 0 of "ttyS" */
int uart_add_one_port(struct uart_driver *drv, struct uart_port *uport)
{
	struct uart_state *state;
	struct device *dev;
	int err;

	if (uport->line >= (unsigned int)drv->nr)
		return -EINVAL;
	state = &drv->state[uport->line];
	if (state->uart_port)
		return -EINVAL;
	state->uart_port = uport;
	uport->state = state;
	spin_lock_init(&uport->lock);
	/* UPF_BOOT_AUTOCONF: the driver says what UART it has (its type) */
	if ((uport->flags & UPF_BOOT_AUTOCONF) && uport->ops->config_port)
		uport->ops->config_port(uport, UART_CONFIG_TYPE);
	if (uart_console(drv, uport)) {
		uport->cons = drv->cons;
		state->port.console = true;
		err = uport->ops->startup ? uport->ops->startup(uport) : 0;
		if (err)
			goto err_port;
	}
	dev = tty_port_register_device(&state->port, drv->tty_driver,
				       uport->line, uport->dev);
	if (IS_ERR(dev)) {
		err = PTR_ERR(dev);
		goto err_port;
	}
	return 0;

err_port:
	state->uart_port = NULL;
	uport->state = NULL;
	return err;
}
EXPORT_SYMBOL(uart_add_one_port);

/* The port goes: an open terminal on it is hung up (reads see EOF) */
int uart_remove_one_port(struct uart_driver *drv, struct uart_port *uport)
{
	struct uart_state *state = uport->state;

	if (!state || state != &drv->state[uport->line])
		return -EINVAL;
	if (state->port.console)
		return -EBUSY;		/* the console terminal's, for ever */
	tty_port_tty_hangup(&state->port, false);
	tty_port_unregister_device(&state->port, drv->tty_driver, uport->line);
	mutex_lock(&state->port.mutex);
	uart_port_shutdown(&state->port);
	tty_port_set_initialized(&state->port, false);
	state->uart_port = NULL;
	mutex_unlock(&state->port.mutex);
	tty_port_destroy(&state->port);
	uport->state = NULL;
	return 0;
}
EXPORT_SYMBOL(uart_remove_one_port);

/* The driver sent enough of the ring: writers may go on */
void uart_write_wakeup(struct uart_port *uport)
{
	tty_port_tty_wakeup(&uport->state->port);
}
EXPORT_SYMBOL(uart_write_wakeup);

/*
 * A received byte with its line status: kept unless its error is one
 * ignored (ignore_status_mask), and an overrun adds a '\0' flagged
 * TTY_OVERRUN after it.  No room counts as buf_overrun.
 */
void uart_insert_char(struct uart_port *uport, unsigned int status,
		      unsigned int overrun, unsigned int ch, unsigned int flag)
{
	struct tty_port *port = &uport->state->port;

	if (!(status & uport->ignore_status_mask & ~overrun) &&
	    !tty_insert_flip_char(port, (unsigned char)ch, (char)flag))
		uport->icount.buf_overrun++;
	if ((status & ~uport->ignore_status_mask & overrun) &&
	    !tty_insert_flip_char(port, 0, TTY_OVERRUN))
		uport->icount.buf_overrun++;
}
EXPORT_SYMBOL_GPL(uart_insert_char);

/*
 * The speed asked, if the UART can do it (min to max); else the old
 * one, else the nearest it can: the settings are changed to say so
 * (B0, hang up, asks for no speed: 9600 then).
 */
unsigned int uart_get_baud_rate(struct uart_port *port,
				struct ktermios *termios,
				const struct ktermios *old, unsigned int min,
				unsigned int max)
{
	unsigned int baud = tty_termios_baud_rate(termios);

	(void)port;
	if (!baud)
		baud = 9600;
	if (baud >= min && baud <= max)
		return baud;
	if (old) {
		baud = tty_termios_baud_rate(old);
		if (baud >= min && baud <= max) {
			tty_termios_encode_baud_rate(termios, baud, baud);
			return baud;
		}
	}
	baud = baud < min ? min : max;
	tty_termios_encode_baud_rate(termios, baud, baud);
	return baud;
}
EXPORT_SYMBOL(uart_get_baud_rate);

/* The 16x clock divisor of a speed, rounded to the nearest */
unsigned int uart_get_divisor(struct uart_port *port, unsigned int baud)
{
	return DIV_ROUND_CLOSEST(port->uartclk, 16 * baud);
}
EXPORT_SYMBOL(uart_get_divisor);

/*
 * How long a full FIFO takes to send at this speed and character size
 * (start bit, data, parity, stop bits), plus 20 ms of slack as Linux.
 */
void uart_update_timeout(struct uart_port *port, unsigned int cflag,
			 unsigned int baud)
{
	unsigned int bits = 2 + 5 + ((cflag & CSIZE) >> 4);

	bits += (cflag & CSTOPB) ? 1 : 0;
	bits += (cflag & PARENB) ? 1 : 0;
	port->timeout = (HZ * bits * max(port->fifosize, 1U)) / max(baud, 1U) +
			HZ / 50;
}
EXPORT_SYMBOL(uart_update_timeout);

/* A console's write: a terminal wants "\r\n" where C says "\n" */
void uart_console_write(struct uart_port *port, const char *s,
			unsigned int count,
			void (*putchar)(struct uart_port *, unsigned char))
{
	for (; count; count--, s++) {
		if (*s == '\n')
			putchar(port, '\r');
		putchar(port, (unsigned char)*s);
	}
}
EXPORT_SYMBOL_GPL(uart_console_write);
