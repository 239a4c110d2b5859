// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/tiny-serial/tiny-serial.c - a UART driver with no UART,
 * as LDD3 ch. 18 builds one on the serial core ("tiny_serial"), with
 * Linux 6.1's interface: one port, /dev/ttytinyS0.  Its "line" is a
 * loopback plug: what the core hands start_tx comes back as received
 * (so a reader of the port sees what a writer wrote, once echo is off:
 * with ECHO the echo would loop for ever, as on a real plug), and while
 * the port is open a timer "receives" one more character every
 * delay_ms (0: none), as the book's does.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/serial_core.h>
#include <linux/timer.h>
#include <linux/tty.h>
#include <linux/tty_flip.h>

#define TINY_SERIAL_MAJOR	241	/* devices.txt: local/experimental */
#define TINY_SERIAL_MINOR	0
#define UART_NR			1
#define TINY_DATA_CHAR		't'

static unsigned int delay_ms = 2000;	/* the book's 2 seconds */
module_param(delay_ms, uint, 0444);
MODULE_PARM_DESC(delay_ms, "milliseconds between received 't's, 0 none");

static struct timer_list tiny_timer;

/* The port's lock held: the timer's and the loopback's bytes in turn */
static void tiny_receive(struct uart_port *port, unsigned char c)
{
	port->icount.rx++;
	uart_insert_char(port, 0, 0, c, TTY_NORMAL);
}

static struct uart_port tiny_port;

static void tiny_tick(struct timer_list *t)
{
	unsigned long flags;

	spin_lock_irqsave(&tiny_port.lock, flags);
	tiny_receive(&tiny_port, TINY_DATA_CHAR);
	spin_unlock_irqrestore(&tiny_port.lock, flags);
	tty_flip_buffer_push(&tiny_port.state->port);
	mod_timer(t, jiffies + msecs_to_jiffies(delay_ms));
}

static unsigned int tiny_tx_empty(struct uart_port *port)
{
	return TIOCSER_TEMT;	/* sent as soon as handed over */
}

static void tiny_set_mctrl(struct uart_port *port, unsigned int mctrl)
{
}

static unsigned int tiny_get_mctrl(struct uart_port *port)
{
	return TIOCM_CAR | TIOCM_DSR | TIOCM_CTS;
}

static void tiny_stop_tx(struct uart_port *port)
{
}

/* Called with the port's lock held: the ring goes round the plug */
static void tiny_start_tx(struct uart_port *port)
{
	struct circ_buf *xmit = &port->state->xmit;
	unsigned int n = 0;

	while (!uart_circ_empty(xmit)) {
		tiny_receive(port, (unsigned char)xmit->buf[xmit->tail]);
		xmit->tail = (xmit->tail + 1) & (UART_XMIT_SIZE - 1);
		port->icount.tx++;
		n++;
	}
	pr_info("tiny_serial: sent %u bytes round the loop\n", n);
	tty_flip_buffer_push(&port->state->port);
	uart_write_wakeup(port);
}

static void tiny_stop_rx(struct uart_port *port)
{
}

static int tiny_startup(struct uart_port *port)
{
	if (delay_ms)
		mod_timer(&tiny_timer, jiffies + msecs_to_jiffies(delay_ms));
	pr_info("tiny_serial: port started\n");
	return 0;
}

static void tiny_shutdown(struct uart_port *port)
{
	del_timer_sync(&tiny_timer);
	pr_info("tiny_serial: port shut down\n");
}

/* The book's set_termios: the speed it would program, and the shape */
static void tiny_set_termios(struct uart_port *port, struct ktermios *new,
			     const struct ktermios *old)
{
	unsigned int baud = uart_get_baud_rate(port, new, old, 50, 115200);
	unsigned int cflag = new->c_cflag;
	unsigned long flags;

	spin_lock_irqsave(&port->lock, flags);
	uart_update_timeout(port, cflag, baud);
	spin_unlock_irqrestore(&port->lock, flags);
	pr_info("tiny_serial: %u baud (divisor %u), %d data bits, %s parity, "
		"%d stop bit%s\n", baud, uart_get_divisor(port, baud),
		5 + (int)((cflag & CSIZE) >> 4), !(cflag & PARENB) ? "no" :
		(cflag & PARODD) ? "odd" : "even", (cflag & CSTOPB) ? 2 : 1,
		(cflag & CSTOPB) ? "s" : "");
}

static const char *tiny_type(struct uart_port *port)
{
	return "tinytty";
}

static void tiny_release_port(struct uart_port *port)
{
}

static int tiny_request_port(struct uart_port *port)
{
	return 0;
}

/* UPF_BOOT_AUTOCONF: the "probe" finds the UART the book's does */
static void tiny_config_port(struct uart_port *port, int flags)
{
	if (flags & UART_CONFIG_TYPE)
		port->type = PORT_16550A;
}

static const struct uart_ops tiny_ops = {
	.tx_empty = tiny_tx_empty,
	.set_mctrl = tiny_set_mctrl,
	.get_mctrl = tiny_get_mctrl,
	.stop_tx = tiny_stop_tx,
	.start_tx = tiny_start_tx,
	.stop_rx = tiny_stop_rx,
	.startup = tiny_startup,
	.shutdown = tiny_shutdown,
	.set_termios = tiny_set_termios,
	.type = tiny_type,
	.release_port = tiny_release_port,
	.request_port = tiny_request_port,
	.config_port = tiny_config_port,
};

static struct uart_port tiny_port = {
	.ops = &tiny_ops,
	.uartclk = 1843200,	/* a PC UART's clock: divisor 1 at 115200 */
	.fifosize = 16,
	.flags = UPF_BOOT_AUTOCONF,
	.line = 0,
};

static struct uart_driver tiny_reg = {
	.owner = THIS_MODULE,
	.driver_name = "tiny_serial",
	.dev_name = "ttytinyS",
	.major = TINY_SERIAL_MAJOR,
	.minor = TINY_SERIAL_MINOR,
	.nr = UART_NR,
};

static int __init tiny_init(void)
{
	int err;

	timer_setup(&tiny_timer, tiny_tick, 0);
	err = uart_register_driver(&tiny_reg);
	if (err)
		return err;
	err = uart_add_one_port(&tiny_reg, &tiny_port);
	if (err) {
		uart_unregister_driver(&tiny_reg);
		return err;
	}
	pr_info("tiny_serial: ttytinyS0 is a %s\n", tiny_type(&tiny_port));
	return 0;
}

static void __exit tiny_exit(void)
{
	uart_remove_one_port(&tiny_reg, &tiny_port);
	uart_unregister_driver(&tiny_reg);
}

module_init(tiny_init);
module_exit(tiny_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("LDD3 ch. 18's tiny serial driver, on the serial core");
