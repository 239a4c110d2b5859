// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/serial/8250.c - the 16550 UART on COM1, a port of the serial
 * core (serial_core.c): /dev/ttyS0, the console terminal's line, and
 * the boot console.
 *
 * Register offsets and bits are the National Semiconductor PC16550D data
 * sheet's (also in every PC reference).  Output is polled (a console must
 * work in an oops with interrupts off; start_tx sends the core's ring
 * the same way, at once); input arrives by IRQ 4.  The console works
 * from the first printk (serial_init()); the port joins the serial core
 * once there is memory and /dev (serial8250_init(), from tty_init()).
 */
#include "linux/kernel.h"
#include "linux/console.h"
#include "linux/init.h"
#include "linux/interrupt.h"
#include "linux/serial_core.h"
#include "asm/io.h"

#define COM1_BASE	0x3f8
#define COM1_IRQ	4
#define UART_CLOCK	1843200	/* Hz: 115200 baud is divisor 1 */

#define UART_RX		0	/* receive buffer (DLAB = 0) */
#define UART_TX		0	/* transmit holding (DLAB = 0) */
#define UART_DLL	0	/* divisor latch low (DLAB = 1) */
#define UART_IER	1	/* interrupt enable (DLAB = 0) */
#define UART_DLM	1	/* divisor latch high (DLAB = 1) */
#define UART_FCR	2	/* FIFO control */
#define UART_LCR	3	/* line control */
#define UART_MCR	4	/* modem control */
#define UART_LSR	5	/* line status */
#define UART_MSR	6	/* modem status */

#define UART_IER_RDI	0x01	/* interrupt when a byte is received */
#define UART_FCR_ENABLE	0x07	/* enable and clear both FIFOs */
#define UART_LCR_DLAB	0x80	/* divisor latch access */
#define UART_LCR_SBC	0x40	/* send a break */
#define UART_LCR_EPAR	0x10	/* even parity */
#define UART_LCR_PARITY	0x08
#define UART_LCR_STOP	0x04	/* 2 stop bits */
#define UART_LCR_8N1	0x03	/* 8 data bits, no parity, 1 stop bit */
#define UART_MCR_DTR	0x01
#define UART_MCR_RTS	0x02
#define UART_MCR_OUT2	0x08	/* OUT2 gates the IRQ line on a PC */
#define UART_LSR_DR	0x01	/* a received byte is waiting */
#define UART_LSR_OE	0x02	/* overrun */
#define UART_LSR_PE	0x04	/* parity error */
#define UART_LSR_FE	0x08	/* framing error */
#define UART_LSR_BI	0x10	/* break */
#define UART_LSR_THRE	0x20	/* transmit holding register empty */
#define UART_LSR_TEMT	0x40	/* transmitter empty */
#define UART_MSR_CTS	0x10
#define UART_MSR_DSR	0x20
#define UART_MSR_RI	0x40
#define UART_MSR_DCD	0x80

static struct uart_port serial8250_port = {
	.iobase = COM1_BASE,
	.irq = COM1_IRQ,
	.uartclk = UART_CLOCK,
	.fifosize = 16,
	.iotype = UPIO_PORT,
	.type = PORT_16550A,
	.flags = UPF_BOOT_AUTOCONF | UPF_SKIP_TEST | UPF_FIXED_PORT,
	.line = 0,
};

static void serial8250_putchar(struct uart_port *port, unsigned char c)
{
	while (!(inb(port->iobase + UART_LSR) & UART_LSR_THRE))
		;
	outb(c, port->iobase + UART_TX);
}

static void serial8250_console_write(const char *s, size_t len)
{
	uart_console_write(&serial8250_port, s, (unsigned int)len,
			   serial8250_putchar);
}

static struct console serial8250_console = {
	.name = "ttyS0",
	.write = serial8250_console_write,
	.index = 0,
};

/* The line's shape and speed: LCR and the divisor latch */
static void serial8250_program(struct uart_port *port, u8 lcr,
			       unsigned int divisor)
{
	outb(lcr | UART_LCR_DLAB, port->iobase + UART_LCR);
	outb(divisor & 0xff, port->iobase + UART_DLL);
	outb(divisor >> 8, port->iobase + UART_DLM);
	outb(lcr, port->iobase + UART_LCR);
}

/* The boot console: 115200 8N1, FIFOs on, before anything else */
void serial_init(void)
{
	struct uart_port *port = &serial8250_port;

	outb(0, port->iobase + UART_IER);
	serial8250_program(port, UART_LCR_8N1, 1);
	outb(UART_FCR_ENABLE, port->iobase + UART_FCR);
	outb(UART_MCR_DTR | UART_MCR_RTS | UART_MCR_OUT2,
	     port->iobase + UART_MCR);
	register_console(&serial8250_console);
}

static unsigned int serial8250_tx_empty(struct uart_port *port)
{
	return inb(port->iobase + UART_LSR) & UART_LSR_TEMT ? TIOCSER_TEMT :
							      0;
}

static void serial8250_set_mctrl(struct uart_port *port, unsigned int mctrl)
{
	u8 mcr = UART_MCR_OUT2;

	if (mctrl & TIOCM_DTR)
		mcr |= UART_MCR_DTR;
	if (mctrl & TIOCM_RTS)
		mcr |= UART_MCR_RTS;
	outb(mcr, port->iobase + UART_MCR);
}

static unsigned int serial8250_get_mctrl(struct uart_port *port)
{
	u8 msr = inb(port->iobase + UART_MSR);
	unsigned int mctrl = 0;

	if (msr & UART_MSR_DCD)
		mctrl |= TIOCM_CAR;
	if (msr & UART_MSR_RI)
		mctrl |= TIOCM_RNG;
	if (msr & UART_MSR_DSR)
		mctrl |= TIOCM_DSR;
	if (msr & UART_MSR_CTS)
		mctrl |= TIOCM_CTS;
	return mctrl;
}

static void serial8250_stop_tx(struct uart_port *port)
{
	(void)port;	/* polled: nothing is left sending */
}

/* The core's ring out, polled, now (with the port's lock held) */
static void serial8250_start_tx(struct uart_port *port)
{
	struct circ_buf *xmit = &port->state->xmit;

	while (!uart_circ_empty(xmit)) {
		serial8250_putchar(port, (unsigned char)xmit->buf[xmit->tail]);
		xmit->tail = (xmit->tail + 1) & (UART_XMIT_SIZE - 1);
		port->icount.tx++;
	}
	uart_write_wakeup(port);
}

static void serial8250_stop_rx(struct uart_port *port)
{
	outb(0, port->iobase + UART_IER);
}

static void serial8250_break_ctl(struct uart_port *port, int break_state)
{
	u8 lcr = inb(port->iobase + UART_LCR);

	lcr = break_state ? lcr | UART_LCR_SBC : lcr & ~UART_LCR_SBC;
	outb(lcr, port->iobase + UART_LCR);
}

/* Each received byte to the flip buffer, with its error as a flag */
static irqreturn_t serial8250_interrupt(int irq, void *dev)
{
	struct uart_port *port = dev;
	u8 lsr;

	(void)irq;
	while ((lsr = inb(port->iobase + UART_LSR)) & UART_LSR_DR) {
		unsigned int c = inb(port->iobase + UART_RX);
		unsigned int flag = TTY_NORMAL;

		port->icount.rx++;
		if (lsr & UART_LSR_BI)
			flag = TTY_BREAK, port->icount.brk++;
		else if (lsr & UART_LSR_PE)
			flag = TTY_PARITY, port->icount.parity++;
		else if (lsr & UART_LSR_FE)
			flag = TTY_FRAME, port->icount.frame++;
		if (lsr & UART_LSR_OE)
			port->icount.overrun++;
		uart_insert_char(port, lsr, UART_LSR_OE, c, flag);
	}
	tty_flip_buffer_push(&port->state->port);
	return IRQ_HANDLED;
}

static int serial8250_startup(struct uart_port *port)
{
	static bool requested;

	if (!requested) {
		int err = request_irq(port->irq, serial8250_interrupt, 0,
				      "serial", port);

		if (err)
			return err;
		requested = true;
	}
	outb(UART_IER_RDI, port->iobase + UART_IER);
	return 0;
}

/* Its interrupt stays requested (this kernel has no way to give an IRQ
 * back), and the console's port is never shut down anyway */
static void serial8250_shutdown(struct uart_port *port)
{
	outb(0, port->iobase + UART_IER);
}

/*
 * New settings: character size, stop bits and parity into LCR, the
 * speed into the divisor (the UART does 50 to clock/16 baud).
 */
static void serial8250_set_termios(struct uart_port *port,
				   struct ktermios *termios,
				   const struct ktermios *old)
{
	unsigned int baud = uart_get_baud_rate(port, termios, old, 50,
					       port->uartclk / 16);
	u8 lcr = (u8)((termios->c_cflag & CSIZE) >> 4);
	unsigned long flags;

	if (termios->c_cflag & CSTOPB)
		lcr |= UART_LCR_STOP;
	if (termios->c_cflag & PARENB)
		lcr |= UART_LCR_PARITY;
	if (!(termios->c_cflag & PARODD) && (termios->c_cflag & PARENB))
		lcr |= UART_LCR_EPAR;
	spin_lock_irqsave(&port->lock, flags);
	uart_update_timeout(port, termios->c_cflag, baud);
	port->ignore_status_mask = 0;
	if (termios->c_iflag & IGNPAR)
		port->ignore_status_mask |= UART_LSR_PE | UART_LSR_FE;
	if (termios->c_iflag & IGNBRK)
		port->ignore_status_mask |= UART_LSR_BI;
	serial8250_program(port, lcr, uart_get_divisor(port, baud));
	spin_unlock_irqrestore(&port->lock, flags);
}

static const char *serial8250_type(struct uart_port *port)
{
	return port->type == PORT_16550A ? "16550A" : "unknown";
}

static const struct uart_ops serial8250_pops = {
	.tx_empty = serial8250_tx_empty,
	.set_mctrl = serial8250_set_mctrl,
	.get_mctrl = serial8250_get_mctrl,
	.stop_tx = serial8250_stop_tx,
	.start_tx = serial8250_start_tx,
	.stop_rx = serial8250_stop_rx,
	.break_ctl = serial8250_break_ctl,
	.startup = serial8250_startup,
	.shutdown = serial8250_shutdown,
	.set_termios = serial8250_set_termios,
	.type = serial8250_type,
};

/* devices.txt: 4,64 the first serial port; Linux's 8250 has 32 lines */
static struct uart_driver serial8250_reg = {
	.driver_name = "serial",
	.dev_name = "ttyS",
	.major = 4,
	.minor = 64,
	.nr = 32,
	.cons = &serial8250_console,
};

/*
 * The port on the serial core; as the console's, it starts at once
 * (its interrupt) and becomes the console terminal's line.
 */
void __init serial8250_init(void)
{
	int err;

	serial8250_port.ops = &serial8250_pops;
	err = uart_register_driver(&serial8250_reg);
	if (!err)
		err = uart_add_one_port(&serial8250_reg, &serial8250_port);
	if (err)
		printk(KERN_ERR "serial8250: cannot register ttyS0: %d\n", err);
}
