// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/tiny-tty/tiny-tty.c - a tty driver with no hardware, as
 * LDD3 ch. 18 builds one ("tiny_tty"), on Linux 6.1's interface: four
 * lines, /dev/ttytiny0-3; while a line is open a timer "receives" one
 * character every delay_ms, through the flip buffer, for the reader;
 * what is written to a line is taken whole and said in the kernel log;
 * new settings are said too, decoded as the book decodes them; the
 * modem lines are kept for TIOCMGET/TIOCMSET.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/timer.h>
#include <linux/tty.h>
#include <linux/tty_driver.h>
#include <linux/tty_flip.h>

#define TINY_TTY_MAJOR	240	/* devices.txt: local/experimental use */
#define TINY_TTY_MINORS	4
#define TINY_DATA_CHAR	't'

static unsigned int delay_ms = 2000;	/* the book's 2 seconds */
module_param(delay_ms, uint, 0444);
MODULE_PARM_DESC(delay_ms, "milliseconds between received characters");

struct tiny_serial {
	struct tty_port port;
	spinlock_t lock;	/* open_count, mcr; write may not sleep */
	int open_count;
	unsigned int mcr;	/* TIOCM_* set by the user */
	struct timer_list timer;
};

static struct tiny_serial *tiny_table[TINY_TTY_MINORS];
static struct tty_driver *tiny_tty_driver;

/* One character "arrives", and the next is due */
static void tiny_timer(struct timer_list *t)
{
	struct tiny_serial *tiny = from_timer(tiny, t, timer);

	tty_insert_flip_char(&tiny->port, TINY_DATA_CHAR, TTY_NORMAL);
	tty_flip_buffer_push(&tiny->port);
	mod_timer(&tiny->timer, jiffies + msecs_to_jiffies(delay_ms));
}

static int tiny_open(struct tty_struct *tty, struct file *file)
{
	struct tiny_serial *tiny = tiny_table[tty->index];
	unsigned long flags;
	bool first;

	tty->driver_data = tiny;
	spin_lock_irqsave(&tiny->lock, flags);
	first = ++tiny->open_count == 1;
	spin_unlock_irqrestore(&tiny->lock, flags);
	if (first)
		mod_timer(&tiny->timer, jiffies + msecs_to_jiffies(delay_ms));
	pr_info("tiny_tty: %s opened (%d)\n", tty->name, tiny->open_count);
	return 0;
}

/* Called for every close, and after an open that failed */
static void tiny_close(struct tty_struct *tty, struct file *file)
{
	struct tiny_serial *tiny = tty->driver_data;
	unsigned long flags;
	bool last;

	if (!tiny)
		return;
	spin_lock_irqsave(&tiny->lock, flags);
	last = --tiny->open_count == 0;
	spin_unlock_irqrestore(&tiny->lock, flags);
	if (last)
		del_timer_sync(&tiny->timer);
	pr_info("tiny_tty: %s closed (%d)\n", tty->name, tiny->open_count);
}

/* No hardware to send to: the bytes are said, each as C would write it */
static int tiny_write(struct tty_struct *tty, const unsigned char *buf,
		      int count)
{
	char shown[4 * 64 + 1];
	int i, n = 0;

	for (i = 0; i < count && n < (int)sizeof(shown) - 4; i++) {
		if (buf[i] == '\n')
			n += snprintf(shown + n, sizeof(shown) - n, "\\n");
		else if (buf[i] == '\r')
			n += snprintf(shown + n, sizeof(shown) - n, "\\r");
		else if (buf[i] < ' ' || buf[i] > '~')
			n += snprintf(shown + n, sizeof(shown) - n, "\\%03o",
				      buf[i]);
		else
			shown[n++] = buf[i];
	}
	shown[n] = 0;
	pr_info("tiny_tty: %s wrote %d: %s%s\n", tty->name, count, shown,
		i < count ? "..." : "");
	return count;
}

static unsigned int tiny_write_room(struct tty_struct *tty)
{
	return 255;	/* the book's: room is never short */
}

/* What the new settings are, the way the book spells them out */
static void tiny_set_termios(struct tty_struct *tty,
			     const struct ktermios *old)
{
	unsigned int cflag = tty->termios.c_cflag;
	int bits;

	if (old && cflag == old->c_cflag &&
	    tty->termios.c_iflag == old->c_iflag) {
		pr_info("tiny_tty: %s: nothing to change\n", tty->name);
		return;
	}
	switch (cflag & CSIZE) {
	case CS5:
		bits = 5;
		break;
	case CS6:
		bits = 6;
		break;
	case CS7:
		bits = 7;
		break;
	default:
		bits = 8;
	}
	pr_info("tiny_tty: %s: %u baud, %d data bits, %s parity, %d stop "
		"bit%s, %s flow control%s\n", tty->name, tty_get_baud_rate(tty),
		bits, !(cflag & PARENB) ? "no" : (cflag & PARODD) ? "odd" :
		"even", (cflag & CSTOPB) ? 2 : 1, (cflag & CSTOPB) ? "s" : "",
		C_CRTSCTS(tty) ? "RTS/CTS" : "no hardware",
		I_IXOFF(tty) ? ", XON/XOFF in" : "");
}

static int tiny_tiocmget(struct tty_struct *tty)
{
	struct tiny_serial *tiny = tty->driver_data;

	return (int)tiny->mcr | TIOCM_CAR | TIOCM_DSR | TIOCM_CTS;
}

static int tiny_tiocmset(struct tty_struct *tty, unsigned int set,
			 unsigned int clear)
{
	struct tiny_serial *tiny = tty->driver_data;
	unsigned long flags;

	spin_lock_irqsave(&tiny->lock, flags);
	tiny->mcr = (tiny->mcr | set) & ~clear & (TIOCM_DTR | TIOCM_RTS |
						  TIOCM_LOOP);
	spin_unlock_irqrestore(&tiny->lock, flags);
	return 0;
}

static const struct tty_operations tiny_ops = {
	.open = tiny_open,
	.close = tiny_close,
	.write = tiny_write,
	.write_room = tiny_write_room,
	.set_termios = tiny_set_termios,
	.tiocmget = tiny_tiocmget,
	.tiocmset = tiny_tiocmset,
};

static void tiny_free_lines(unsigned int n)
{
	while (n--) {
		tty_port_destroy(&tiny_table[n]->port);
		kfree(tiny_table[n]);
		tiny_table[n] = NULL;
	}
}

static int __init tiny_init(void)
{
	struct tty_driver *driver;
	unsigned int i;
	int err;

	driver = tty_alloc_driver(TINY_TTY_MINORS, TTY_DRIVER_REAL_RAW |
					      TTY_DRIVER_DYNAMIC_DEV);
	if (IS_ERR(driver))
		return PTR_ERR(driver);
	driver->driver_name = "tiny_tty";
	driver->name = "ttytiny";
	driver->major = TINY_TTY_MAJOR;
	driver->type = TTY_DRIVER_TYPE_SERIAL;
	driver->subtype = SERIAL_TYPE_NORMAL;
	driver->init_termios = tty_std_termios;
	driver->init_termios.c_cflag = B9600 | CS8 | CREAD | HUPCL | CLOCAL;
	driver->init_termios.c_ispeed = driver->init_termios.c_ospeed = 9600;
	tty_set_operations(driver, &tiny_ops);
	for (i = 0; i < TINY_TTY_MINORS; i++) {
		tiny_table[i] = kzalloc(sizeof(*tiny_table[i]), GFP_KERNEL);
		if (!tiny_table[i]) {
			err = -ENOMEM;
			goto err_lines;
		}
		tty_port_init(&tiny_table[i]->port);
		spin_lock_init(&tiny_table[i]->lock);
		timer_setup(&tiny_table[i]->timer, tiny_timer, 0);
	}
	err = tty_register_driver(driver);
	if (err)
		goto err_lines;
	for (i = 0; i < TINY_TTY_MINORS; i++)
		tty_port_register_device(&tiny_table[i]->port, driver, i, NULL);
	tiny_tty_driver = driver;
	pr_info("tiny_tty: %d lines, major %d\n", TINY_TTY_MINORS,
		driver->major);
	return 0;

err_lines:
	tiny_free_lines(i);
	tty_driver_kref_put(driver);
	return err;
}

static void __exit tiny_exit(void)
{
	unsigned int i;

	for (i = 0; i < TINY_TTY_MINORS; i++)
		tty_unregister_device(tiny_tty_driver, i);
	tty_unregister_driver(tiny_tty_driver);
	tiny_free_lines(TINY_TTY_MINORS);
	tty_driver_kref_put(tiny_tty_driver);
	pr_info("tiny_tty: gone\n");
}

module_init(tiny_init);
module_exit(tiny_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("LDD3 ch. 18's tiny tty driver, on Linux 6.1's tty layer");
