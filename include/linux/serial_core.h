/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/serial_core.h - the serial core (drivers/serial/
 * serial_core.c): a UART driver describes its hardware by a struct
 * uart_port and what it can do by struct uart_ops, registers a struct
 * uart_driver (which makes the tty driver, "ttyS"), and adds its ports;
 * the core is their tty driver, with a transmit ring per port.  Linux
 * 6.1's names (LDD3 ch. 18's tiny_serial has 2.6.10's).
 */
#ifndef _LINUX_SERIAL_CORE_H
#define _LINUX_SERIAL_CORE_H

#include "linux/types.h"
#include "linux/circ_buf.h"
#include "linux/console.h"
#include "linux/spinlock.h"
#include "linux/tty.h"
#include "linux/tty_flip.h"
#include "asm/io.h"
#include "asm/page.h"

struct uart_port;
struct serial_struct;
struct module;
struct device;

struct uart_ops {
	unsigned int (*tx_empty)(struct uart_port *port);
	void (*set_mctrl)(struct uart_port *port, unsigned int mctrl);
	unsigned int (*get_mctrl)(struct uart_port *port);
	void (*stop_tx)(struct uart_port *port);
	void (*start_tx)(struct uart_port *port);
	void (*throttle)(struct uart_port *port);
	void (*unthrottle)(struct uart_port *port);
	void (*send_xchar)(struct uart_port *port, char ch);
	void (*stop_rx)(struct uart_port *port);
	void (*start_rx)(struct uart_port *port);
	void (*enable_ms)(struct uart_port *port);
	void (*break_ctl)(struct uart_port *port, int ctl);
	int (*startup)(struct uart_port *port);
	void (*shutdown)(struct uart_port *port);
	void (*flush_buffer)(struct uart_port *port);
	void (*set_termios)(struct uart_port *port, struct ktermios *new,
			    const struct ktermios *old);
	void (*set_ldisc)(struct uart_port *port, struct ktermios *termios);
	void (*pm)(struct uart_port *port, unsigned int state,
		   unsigned int oldstate);
	const char *(*type)(struct uart_port *port);
	void (*release_port)(struct uart_port *port);
	int (*request_port)(struct uart_port *port);
	void (*config_port)(struct uart_port *port, int flags);
	int (*verify_port)(struct uart_port *port, struct serial_struct *ser);
	int (*ioctl)(struct uart_port *port, unsigned int cmd,
		     unsigned long arg);
};

/* What the port counted (/proc/tty/driver/serial, TIOCGICOUNT) */
struct uart_icount {
	u32 cts, dsr, rng, dcd;
	u32 rx, tx;
	u32 frame, overrun, parity, brk;
	u32 buf_overrun;
};

typedef unsigned int upf_t;

struct uart_port {
	spinlock_t lock;
	unsigned long iobase;		/* in/out[bwl] */
	unsigned char __iomem *membase;	/* read/write[bwl] */
	unsigned int irq;
	unsigned int uartclk;		/* the base clock, Hz */
	unsigned int fifosize;
	unsigned char x_char;
	unsigned char regshift;
	unsigned char iotype;
	unsigned int read_status_mask;	/* the driver's */
	unsigned int ignore_status_mask;
	struct uart_state *state;	/* the core's: set by add_one_port */
	struct uart_icount icount;
	struct console *cons;
	upf_t flags;
	unsigned int mctrl;		/* TIOCM_* set now */
	unsigned int timeout;		/* a full FIFO's time, jiffies */
	unsigned int type;		/* PORT_* */
	const struct uart_ops *ops;
	unsigned int custom_divisor;
	unsigned int line;		/* its index in the driver */
	unsigned long mapbase;
	struct device *dev;
	void *private_data;
};

/* port->type */
#define PORT_UNKNOWN	0
#define PORT_16550A	4

/* config_port()'s flags: what the driver is to find out */
#define UART_CONFIG_TYPE	(1 << 0)
#define UART_CONFIG_IRQ		(1 << 1)

/* port->iotype */
#define UPIO_PORT	0
#define UPIO_MEM	2

/* port->flags, those drivers set */
#define UPF_BOOT_AUTOCONF	(1U << 28)
#define UPF_FIXED_PORT		(1U << 29)
#define UPF_SKIP_TEST		(1U << 6)

/* The core's per port: the tty_port, and the transmit ring */
struct uart_state {
	struct tty_port port;
	struct circ_buf xmit;
	struct uart_port *uart_port;
};

#define UART_XMIT_SIZE	PAGE_SIZE
#define WAKEUP_CHARS	256	/* a writer is woken below this many */

#define uart_circ_empty(circ)		((circ)->head == (circ)->tail)
#define uart_circ_clear(circ)		((circ)->head = (circ)->tail = 0)
#define uart_circ_chars_pending(circ)	\
	(CIRC_CNT((circ)->head, (circ)->tail, UART_XMIT_SIZE))
#define uart_circ_chars_free(circ)	\
	(CIRC_SPACE((circ)->head, (circ)->tail, UART_XMIT_SIZE))

struct uart_driver {
	struct module *owner;
	const char *driver_name;	/* /proc/tty/drivers' */
	const char *dev_name;		/* the nodes': "ttyS" */
	int major, minor, nr;
	struct console *cons;
	/* the core's */
	struct uart_state *state;
	struct tty_driver *tty_driver;
};

int uart_register_driver(struct uart_driver *drv);
void uart_unregister_driver(struct uart_driver *drv);
int uart_add_one_port(struct uart_driver *drv, struct uart_port *port);
int uart_remove_one_port(struct uart_driver *drv, struct uart_port *port);
void uart_write_wakeup(struct uart_port *port);
void uart_insert_char(struct uart_port *port, unsigned int status,
		      unsigned int overrun, unsigned int ch, unsigned int flag);
unsigned int uart_get_baud_rate(struct uart_port *port,
				struct ktermios *termios,
				const struct ktermios *old, unsigned int min,
				unsigned int max);
unsigned int uart_get_divisor(struct uart_port *port, unsigned int baud);
void uart_update_timeout(struct uart_port *port, unsigned int cflag,
			 unsigned int baud);
void uart_console_write(struct uart_port *port, const char *s,
			unsigned int count,
			void (*putchar)(struct uart_port *, unsigned char));

/* Stopped by flow control (^S, or CTS low with CRTSCTS) */
static inline bool uart_tx_stopped(struct uart_port *port)
{
	struct tty_struct *tty = port->state->port.tty;

	return (tty && tty->flow.stopped) || (tty && tty->hw_stopped);
}

/* No magic SysRq on the serial line here: every byte is the terminal's */
static inline int uart_handle_sysrq_char(struct uart_port *port,
					 unsigned int ch)
{
	(void)port, (void)ch;
	return 0;
}

static inline int uart_handle_break(struct uart_port *port)
{
	port->icount.brk++;
	return 0;
}

#define uart_port_lock_irqsave(p, f)	spin_lock_irqsave(&(p)->lock, f)
#define uart_port_unlock_irqrestore(p, f) \
	spin_unlock_irqrestore(&(p)->lock, f)

#endif /* _LINUX_SERIAL_CORE_H */
