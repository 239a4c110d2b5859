// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/serial/8250.c - the 16550 UART on COM1: a console and an input line.
 *
 * Register offsets and bits are the National Semiconductor PC16550D data
 * sheet's (also in every PC reference).  Output is polled (a console must
 * work in an oops with interrupts off); input arrives by IRQ 4.
 */
#include "linux/kernel.h"
#include "linux/console.h"
#include "linux/interrupt.h"
#include "asm/io.h"

#define COM1_BASE	0x3f8
#define COM1_IRQ	4

#define UART_RX		0	/* receive buffer (DLAB = 0) */
#define UART_TX		0	/* transmit holding (DLAB = 0) */
#define UART_DLL	0	/* divisor latch low (DLAB = 1) */
#define UART_IER	1	/* interrupt enable (DLAB = 0) */
#define UART_DLM	1	/* divisor latch high (DLAB = 1) */
#define UART_FCR	2	/* FIFO control */
#define UART_LCR	3	/* line control */
#define UART_MCR	4	/* modem control */
#define UART_LSR	5	/* line status */

#define UART_IER_RDI	0x01	/* interrupt when a byte is received */
#define UART_FCR_ENABLE	0x07	/* enable and clear both FIFOs */
#define UART_LCR_DLAB	0x80	/* divisor latch access */
#define UART_LCR_8N1	0x03	/* 8 data bits, no parity, 1 stop bit */
#define UART_MCR_DTR_RTS_OUT2 0x0b /* OUT2 gates the IRQ line on a PC */
#define UART_LSR_DR	0x01	/* a received byte is waiting */
#define UART_LSR_THRE	0x20	/* transmit holding register empty */

#define UART_CLOCK_DIV	1	/* 115200 baud = 1.8432 MHz / 16 / 1 */

static void serial_putc(char c)
{
	while (!(inb(COM1_BASE + UART_LSR) & UART_LSR_THRE))
		;
	outb((u8)c, COM1_BASE + UART_TX);
}

/* A terminal wants "\r\n" where C says "\n". */
static void serial_write(const char *s, size_t len)
{
	for (; len; len--, s++) {
		if (*s == '\n')
			serial_putc('\r');
		serial_putc(*s);
	}
}

static struct console serial_console = {
	.name = "ttyS0",
	.write = serial_write,
};

void serial_init(void)
{
	outb(0, COM1_BASE + UART_IER);
	outb(UART_LCR_DLAB, COM1_BASE + UART_LCR);
	outb(UART_CLOCK_DIV & 0xff, COM1_BASE + UART_DLL);
	outb(UART_CLOCK_DIV >> 8, COM1_BASE + UART_DLM);
	outb(UART_LCR_8N1, COM1_BASE + UART_LCR);
	outb(UART_FCR_ENABLE, COM1_BASE + UART_FCR);
	outb(UART_MCR_DTR_RTS_OUT2, COM1_BASE + UART_MCR);
	register_console(&serial_console);
}

static void serial_interrupt(int irq, void *dev)
{
	(void)irq;
	(void)dev;
	while (inb(COM1_BASE + UART_LSR) & UART_LSR_DR) {
		char c = (char)inb(COM1_BASE + UART_RX);

		tty_receive_char(c);	/* Enter is '\r': ICRNL maps it */
	}
}

void serial_enable_irq(void)
{
	request_irq(COM1_IRQ, serial_interrupt, "serial", NULL);
	outb(UART_IER_RDI, COM1_BASE + UART_IER);
}
