// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/tty_io.c - the tty driver layer: drivers of terminals
 * register here (tty_register_driver()), their lines become device files,
 * and an open(2) of one makes a struct tty_struct joining the driver,
 * its port (tty_port.c) and the line discipline (n_tty.c) until the last
 * close(2).  Linux 6.1's interface (LDD3 ch. 18 has 2.6.10's).
 *
 * One terminal is special, the console terminal (console_tty): it is
 * the first serial port's, /dev/ttyS0 (drivers/serial/8250.c registers
 * it through the serial core), and also /dev/console and, for the
 * session it controls, /dev/tty.  It is made at boot and never freed,
 * the PC keyboard types into it too, and what is written to it goes to
 * every console (the serial line and the VGA screen, which turn "\n"
 * into "\r\n" themselves), not to the port alone.  Output of commands
 * goes there, not into the kernel log: `dmesg` shows what the kernel
 * said, not what `cat` printed.
 */
#include "linux/kernel.h"
#include "linux/stat.h"
#include "linux/export.h"
#include "linux/cdev.h"
#include "linux/console.h"
#include "linux/device.h"
#include "linux/devpts_fs.h"
#include "linux/errno.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/module.h"
#include "linux/mutex.h"
#include "linux/proc_fs.h"
#include "linux/sched.h"
#include "linux/seq_file.h"
#include "linux/slab.h"
#include "linux/tty.h"
#include "linux/tty_flip.h"
#include "asm/system.h"

/* From the keyboard's interrupt handler: the console terminal's input */
void tty_receive_char(char c)
{
	n_tty_receive_char(&console_tty, c);
}

/* tty_printf_lock protects tty_printf()'s buffer, interrupts off (the
 * line discipline prints from the receive path); console_write()'s
 * logbuf_lock is taken inside it */
static DEFINE_SPINLOCK(tty_printf_lock);

int tty_printf(const char *fmt, ...)
{
	static char buf[1024];
	unsigned long flags;
	va_list args;
	int n;

	spin_lock_irqsave(&tty_printf_lock, flags);
	va_start(args, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, args);
	va_end(args);
	console_write(buf, min((size_t)n, sizeof(buf) - 1));
	spin_unlock_irqrestore(&tty_printf_lock, flags);
	return n;
}
EXPORT_SYMBOL(tty_printf);

/* devices.txt: 5,0 /dev/tty; 5,1 the console */
#define TTYAUX_MAJOR	5
#define DEV_TTY		MKDEV(TTYAUX_MAJOR, 0)
#define DEV_CONSOLE	MKDEV(TTYAUX_MAJOR, 1)

/* A new terminal's settings (termios(3)'s "sane"): a driver's
 * init_termios starts as these */
const struct ktermios tty_std_termios = {
	.c_iflag = ICRNL | IXON,
	.c_oflag = OPOST | ONLCR,
	.c_cflag = B38400 | CS8 | CREAD | HUPCL,
	.c_lflag = ISIG | ICANON | ECHO | ECHOE | ECHOK | ECHOCTL | ECHOKE |
		   IEXTEN,
	.c_cc = { [VINTR] = 3, [VQUIT] = 28, [VERASE] = 127, [VKILL] = 21,
		  [VEOF] = 4, [VTIME] = 0, [VMIN] = 1, [VSTART] = 17,
		  [VSTOP] = 19, [VSUSP] = 26, [VREPRINT] = 18,
		  [VDISCARD] = 15, [VWERASE] = 23, [VLNEXT] = 22 },
	.c_ispeed = 38400,
	.c_ospeed = 38400,
};
EXPORT_SYMBOL(tty_std_termios);

/* The console terminal's write: to every console, all of it taken */
static int con_write(struct tty_struct *tty, const unsigned char *buf,
		     int count)
{
	(void)tty;
	if (count <= 0)
		return 0;
	console_write((const char *)buf, (size_t)count);
	return count;
}

/* The consoles never fill: as much room as a line discipline asks */
static unsigned int con_write_room(struct tty_struct *tty)
{
	(void)tty;
	return 2048;
}

/* Until the serial core binds it (tty_console_bind()), and after for
 * its output: the port's own operations for the rest */
static struct tty_operations console_tty_ops = {
	.write = con_write,
	.write_room = con_write_room,
};

struct tty_struct console_tty = {
	.kref = KREF_INIT(1),		/* never freed */
	.ops = &console_tty_ops,
	.flow = { .lock = __SPIN_LOCK_UNLOCKED(console_tty.flow.lock) },
	.ctrl = { .lock = __SPIN_LOCK_UNLOCKED(console_tty.ctrl.lock) },
	.termios = {
		.c_iflag = ICRNL | IXON,
		.c_oflag = OPOST | ONLCR,
		.c_cflag = B38400 | CS8 | CREAD,
		.c_lflag = ISIG | ICANON | ECHO | ECHOE | ECHOK | IEXTEN |
			   ECHOCTL | ECHOKE,
		.c_cc = { [VINTR] = 3, [VQUIT] = 28, [VERASE] = 127,
			  [VKILL] = 21, [VEOF] = 4, [VTIME] = 0, [VMIN] = 1,
			  [VSTART] = 17, [VSTOP] = 19, [VSUSP] = 26,
			  [VREPRINT] = 18, [VDISCARD] = 15, [VWERASE] = 23,
			  [VLNEXT] = 22 },
		.c_ispeed = 38400,
		.c_ospeed = 38400,
	},
	.name = "ttyS0",
	.count = 1,
	.winsize = { .ws_row = 25, .ws_col = 80 },
	.read_wait = __WAIT_QUEUE_HEAD_INITIALIZER(console_tty.read_wait),
	.write_wait = __WAIT_QUEUE_HEAD_INITIALIZER(console_tty.write_wait),
	.disc_data = &n_tty_console_data,
};

/*
 * The serial core's port of the console (port->console) becomes the
 * console terminal's: its driver, its line, its input, its settings'
 * way to the hardware (the driver's ioctl, set_termios, break and modem
 * lines).  It has no open or close: it is open from boot on; and its
 * output is the consoles'.
 */
void tty_console_bind(struct tty_port *port, struct tty_driver *driver,
		      unsigned int index)
{
	const struct tty_operations *ops = driver->ops;

	console_tty_ops = (struct tty_operations){
		.write = con_write,
		.write_room = con_write_room,
		.ioctl = ops->ioctl,
		.set_termios = ops->set_termios,
		.break_ctl = ops->break_ctl,
		.tiocmget = ops->tiocmget,
		.tiocmset = ops->tiocmset,
	};
	console_tty.driver = driver;
	console_tty.index = (int)index;
	console_tty.port = port;
	if (driver->ops->install)	/* the driver's data: uart_install() */
		driver->ops->install(driver, &console_tty);
	driver->ttys[index] = &console_tty;
	port->tty = port->itty = &console_tty;
}

struct tty_struct *tty_kref_get(struct tty_struct *tty)
{
	if (tty)
		kref_get(&tty->kref);
	return tty;
}
EXPORT_SYMBOL(tty_kref_get);

static void release_tty(struct kref *kref)
{
	struct tty_struct *tty = container_of(kref, struct tty_struct, kref);

	n_tty_close(tty);
	if (tty->ops->cleanup)
		tty->ops->cleanup(tty);
	tty_driver_kref_put(tty->driver);
	kfree(tty);
}

/* NULL is allowed, as get_current_tty() may have returned it */
void tty_kref_put(struct tty_struct *tty)
{
	if (tty)
		kref_put(&tty->kref, release_tty);
}
EXPORT_SYMBOL(tty_kref_put);

/* Its device number: LDD3's scullpriv keys a device on it */
dev_t tty_devnum(struct tty_struct *tty)
{
	return MKDEV(tty->driver->major, tty->driver->minor_start + tty->index);
}
EXPORT_SYMBOL(tty_devnum);

const char *tty_name(const struct tty_struct *tty)
{
	return tty ? tty->name : "NULL tty";
}
EXPORT_SYMBOL(tty_name);

unsigned int tty_write_room(struct tty_struct *tty)
{
	return tty->ops->write_room ? tty->ops->write_room(tty) : 2048;
}
EXPORT_SYMBOL(tty_write_room);

unsigned int tty_chars_in_buffer(struct tty_struct *tty)
{
	return tty->ops->chars_in_buffer ? tty->ops->chars_in_buffer(tty) : 0;
}
EXPORT_SYMBOL(tty_chars_in_buffer);

/* The driver has room again: writers and pollers try again */
void tty_wakeup(struct tty_struct *tty)
{
	wake_up(&tty->write_wait);
}
EXPORT_SYMBOL_GPL(tty_wakeup);

/*
 * Output stops (^S typed with IXON, TCOOFF): the driver's write takes
 * nothing until start_tty(), as Linux's; the driver is told (a pty's
 * master hears TIOCPKT_STOP).  Under tty->flow.lock.
 */
void __stop_tty(struct tty_struct *tty)
{
	if (tty->flow.stopped)
		return;
	tty->flow.stopped = true;
	if (tty->ops && tty->ops->stop)
		tty->ops->stop(tty);
}

void stop_tty(struct tty_struct *tty)
{
	unsigned long flags;

	spin_lock_irqsave(&tty->flow.lock, flags);
	__stop_tty(tty);
	spin_unlock_irqrestore(&tty->flow.lock, flags);
}
EXPORT_SYMBOL(stop_tty);

/* ... and starts again (^Q, TCOON), unless TCOOFF still holds it */
bool __start_tty(struct tty_struct *tty)
{
	if (!tty->flow.stopped || tty->flow.tco_stopped)
		return false;
	tty->flow.stopped = false;
	if (tty->ops && tty->ops->start)
		tty->ops->start(tty);
	return true;
}

void start_tty(struct tty_struct *tty)
{
	unsigned long flags;
	bool started;

	spin_lock_irqsave(&tty->flow.lock, flags);
	started = __start_tty(tty);
	spin_unlock_irqrestore(&tty->flow.lock, flags);
	if (started)
		tty_wakeup(tty);
}
EXPORT_SYMBOL(start_tty);

/*
 * The line is gone (the port's carrier dropped, its driver went): reads
 * return end of file, writes EIO, until the last close.
 */
void tty_hangup(struct tty_struct *tty)
{
	set_bit(TTY_HUPPED, &tty->flags);
	set_bit(TTY_IO_ERROR, &tty->flags);
	if (tty->ops->hangup)
		tty->ops->hangup(tty);
	wake_up(&tty->read_wait);
	wake_up(&tty->write_wait);
}
EXPORT_SYMBOL(tty_hangup);

void tty_vhangup(struct tty_struct *tty)
{
	tty_hangup(tty);
}
EXPORT_SYMBOL(tty_vhangup);

/*
 * driver->write as 2.6.0-2.6.25 modules call it (linux/tty.h):
 * (tty, from_user, buf, count) until 2.6.9, (tty, buf, count) after.
 * No buffer is at address 0 or 1, where the flag would be, so the
 * second argument tells the two calls apart; from_user 1 copies from
 * the caller's memory first.
 */
static int tty_legacy_write(struct tty_struct *tty, ...)
{
	unsigned long second;
	const unsigned char *buf;
	unsigned char chunk[256];
	va_list args;
	int count, done = 0;

	va_start(args, tty);
	second = va_arg(args, unsigned long);
	buf = second <= 1 ? va_arg(args, const unsigned char *) :
			    (const unsigned char *)second;
	count = va_arg(args, int);
	va_end(args);
	if (second != 1)
		return tty->ops->write(tty, buf, count);
	while (done < count) {
		int n = min(count - done, (int)sizeof(chunk)), took;

		if (copy_from_user(chunk, (const void __user *)(buf + done), n))
			return done ? done : -EFAULT;
		took = tty->ops->write(tty, chunk, n);
		if (took <= 0)
			break;
		done += took;
	}
	return done;
}

/* The registered drivers, in registration order (/proc/tty/drivers),
 * under a spinlock: the serial port registers before interrupts are on.
 * tty_mutex orders a line's opens and closes. */
static LIST_HEAD(tty_drivers);
static DEFINE_SPINLOCK(tty_drivers_lock);
static DEFINE_MUTEX(tty_mutex);

/*
 * A driver of lines terminals with no flags set up but its counts
 * (Linux 6.1's: TTY_DRIVER_DEVPTS_MEM's per-open allocation is not
 * here, so it is refused).  The driver holds a reference of its
 * owner's module only while a line is open.
 */
struct tty_driver *__tty_alloc_driver(unsigned int lines,
				      struct module *owner,
				      unsigned long flags)
{
	struct tty_driver *driver;

	if (!lines || (flags & TTY_DRIVER_DEVPTS_MEM))
		return ERR_PTR(-EINVAL);
	driver = kzalloc(sizeof(*driver), GFP_KERNEL);
	if (!driver)
		return ERR_PTR(-ENOMEM);
	kref_init(&driver->kref);
	driver->num = lines;
	driver->owner = owner;
	driver->flags = flags;
	driver->write = (int (*)())tty_legacy_write;
	INIT_LIST_HEAD(&driver->tty_drivers);
	driver->ttys = kcalloc(lines, sizeof(*driver->ttys), GFP_KERNEL);
	driver->ports = kcalloc(lines, sizeof(*driver->ports), GFP_KERNEL);
	driver->termios = kcalloc(lines, sizeof(*driver->termios), GFP_KERNEL);
	driver->cdevs = kcalloc(1, sizeof(*driver->cdevs), GFP_KERNEL);
	if (!driver->ttys || !driver->ports || !driver->termios ||
	    !driver->cdevs) {
		tty_driver_kref_put(driver);
		return ERR_PTR(-ENOMEM);
	}
	return driver;
}
EXPORT_SYMBOL(__tty_alloc_driver);

static void destruct_tty_driver(struct kref *kref)
{
	struct tty_driver *driver =
		container_of(kref, struct tty_driver, kref);
	unsigned int i;

	for (i = 0; driver->termios && i < driver->num; i++)
		kfree(driver->termios[i]);
	kfree(driver->termios);
	kfree(driver->cdevs);
	kfree(driver->ports);
	kfree(driver->ttys);
	kfree(driver);
}

void tty_driver_kref_put(struct tty_driver *driver)
{
	kref_put(&driver->kref, destruct_tty_driver);
}
EXPORT_SYMBOL(tty_driver_kref_put);

static const struct file_operations tty_driver_fops;
static int tty_driver_release(struct inode *inode, struct file *f);

/* "ttyS" 0 -> "ttyS0"; an unnumbered node is the bare name */
static void tty_line_name(const struct tty_driver *driver,
			  unsigned int index, char *buf, size_t size)
{
	if (driver->flags & TTY_DRIVER_UNNUMBERED_NODE)
		snprintf(buf, size, "%s", driver->name);
	else
		snprintf(buf, size, "%s%u", driver->name,
			 index + (unsigned int)driver->name_base);
}

/* tty_class: /sys/class/tty, where the lines' devices are (and the
 * console's "active") */
static struct class *tty_class;

/*
 * A line's device: /sys/class/tty/NAME and /dev/NAME, mode 0600 as
 * devtmpfs makes a terminal's node (udev may open it to a group).
 */
struct device *tty_register_device(struct tty_driver *driver,
				   unsigned int index, struct device *device)
{
	char name[64];

	if (index >= driver->num) {
		printk(KERN_ERR "tty: %s: line %u of %u\n", driver->name,
		       index, driver->num);
		return ERR_PTR(-EINVAL);
	}
	tty_line_name(driver, index, name, sizeof(name));
	return device_create(tty_class, device,
			     MKDEV(driver->major, driver->minor_start + index),
			     NULL, "%s", name);
}
EXPORT_SYMBOL(tty_register_device);

void tty_unregister_device(struct tty_driver *driver, unsigned int index)
{
	device_destroy(tty_class,
		       MKDEV(driver->major, driver->minor_start + index));
}
EXPORT_SYMBOL(tty_unregister_device);

/* The numbers: a major of its own (0: a free one) and the lines' minors */
static int tty_driver_region(struct tty_driver *driver)
{
	dev_t dev;
	int err;

	if (!driver->major) {
		err = alloc_chrdev_region(&dev, (unsigned int)driver->minor_start,
					  driver->num, driver->name);
		if (!err) {
			driver->major = MAJOR(dev);
			driver->minor_start = MINOR(dev);
		}
		return err;
	}
	return register_chrdev_region(MKDEV(driver->major, driver->minor_start),
				      driver->num, driver->name);
}

static void tty_unregister_lines(struct tty_driver *driver, unsigned int n)
{
	while (n--)
		tty_unregister_device(driver, n);
}

/*
 * The driver's numbers, its character device, and (unless it makes them
 * one by one, TTY_DRIVER_DYNAMIC_DEV) a node per line.
 */
int tty_register_driver(struct tty_driver *driver)
{
	dev_t dev;
	unsigned int i;
	int err;

	if (!driver->ops || !driver->name)
		return -EINVAL;
	err = tty_driver_region(driver);
	if (err)
		return err;
	dev = MKDEV(driver->major, driver->minor_start);
	driver->cdevs[0] = cdev_alloc();
	if (!driver->cdevs[0]) {
		err = -ENOMEM;
		goto err_region;
	}
	driver->cdevs[0]->ops = &tty_driver_fops;
	err = cdev_add(driver->cdevs[0], dev, driver->num);
	if (err)
		goto err_cdev;
	for (i = 0; !(driver->flags & TTY_DRIVER_DYNAMIC_DEV) &&
		    i < driver->num; i++) {
		struct device *d = tty_register_device(driver, i, NULL);

		if (IS_ERR(d)) {
			err = PTR_ERR(d);
			tty_unregister_lines(driver, i);
			goto err_cdev;
		}
	}
	spin_lock(&tty_drivers_lock);
	list_add_tail(&driver->tty_drivers, &tty_drivers);
	spin_unlock(&tty_drivers_lock);
	driver->flags |= TTY_DRIVER_INSTALLED;
	return 0;

err_cdev:
	cdev_del(driver->cdevs[0]);
	driver->cdevs[0] = NULL;
err_region:
	unregister_chrdev_region(dev, driver->num);
	return err;
}
EXPORT_SYMBOL(tty_register_driver);

void tty_unregister_driver(struct tty_driver *driver)
{
	spin_lock(&tty_drivers_lock);
	list_del_init(&driver->tty_drivers);
	spin_unlock(&tty_drivers_lock);
	if (!(driver->flags & TTY_DRIVER_DYNAMIC_DEV))
		tty_unregister_lines(driver, driver->num);
	cdev_del(driver->cdevs[0]);
	driver->cdevs[0] = NULL;
	unregister_chrdev_region(MKDEV(driver->major, driver->minor_start),
				 driver->num);
	driver->flags &= ~TTY_DRIVER_INSTALLED;
}
EXPORT_SYMBOL(tty_unregister_driver);

/* The driver and line of a device number, with a reference on both */
static struct tty_driver *tty_lookup_driver(dev_t dev, unsigned int *index)
{
	struct tty_driver *driver, *found = NULL;

	spin_lock(&tty_drivers_lock);
	list_for_each_entry(driver, &tty_drivers, tty_drivers) {
		dev_t base = MKDEV(driver->major, driver->minor_start);

		if (dev >= base && dev < base + driver->num) {
			*index = dev - base;
			found = tty_driver_kref_get(driver);
			break;
		}
	}
	spin_unlock(&tty_drivers_lock);
	return found;
}

/* The default install: the line's port, linked by the driver before */
int tty_standard_install(struct tty_driver *driver, struct tty_struct *tty)
{
	driver->ttys[tty->index] = tty;
	return 0;
}
EXPORT_SYMBOL_GPL(tty_standard_install);

/*
 * A terminal for line index of driver, with the driver's settings and
 * the line discipline's buffers, not yet installed (a pty's master
 * makes its slave so, drivers/char/pty.c); tty_kref_put() frees it.
 */
struct tty_struct *alloc_tty_struct(struct tty_driver *driver,
				    unsigned int index)
{
	struct tty_struct *tty = kzalloc(sizeof(*tty), GFP_KERNEL);
	int err;

	if (!tty)
		return ERR_PTR(-ENOMEM);
	kref_init(&tty->kref);
	spin_lock_init(&tty->flow.lock);
	spin_lock_init(&tty->ctrl.lock);
	init_rwsem(&tty->termios_rwsem);
	tty->driver = tty_driver_kref_get(driver);
	tty->ops = driver->ops;
	tty->index = (int)index;
	tty->termios = driver->termios[index] ? *driver->termios[index] :
						driver->init_termios;
	init_waitqueue_head(&tty->read_wait);
	init_waitqueue_head(&tty->write_wait);
	tty_line_name(driver, index, tty->name, sizeof(tty->name));
	err = n_tty_open(tty);
	if (err) {
		tty_kref_put(tty);
		return ERR_PTR(err);
	}
	return tty;
}

/* A line's first open makes its terminal and installs it */
static struct tty_struct *tty_init_dev(struct tty_driver *driver,
				       unsigned int index)
{
	struct tty_struct *tty = alloc_tty_struct(driver, index);
	int err;

	if (IS_ERR(tty))
		return tty;
	err = driver->ops->install ? driver->ops->install(driver, tty) :
				     tty_standard_install(driver, tty);
	if (err)
		goto err_tty;
	if (!tty->port)
		tty->port = driver->ports[index];
	if (!tty->port) {
		printk(KERN_ERR "tty: %s: no tty_port (tty_port_link_device)\n",
		       tty->name);
		err = -ENODEV;
		goto err_installed;
	}
	tty_port_set_itty(tty->port, tty);
	return tty;

err_installed:
	driver->ttys[index] = NULL;
err_tty:
	tty_kref_put(tty);	/* release_tty(): the line discipline's too */
	return ERR_PTR(err);
}

/*
 * A line's settings outlive its opens (`stty -F /dev/X raw`, then a
 * reader, as with Linux), unless the driver says TTY_DRIVER_RESET_TERMIOS;
 * no memory for them leaves the driver's own next time.
 */
static void tty_save_termios(struct tty_struct *tty)
{
	struct tty_driver *driver = tty->driver;
	struct ktermios **tp = &driver->termios[tty->index];

	if (driver->flags & TTY_DRIVER_RESET_TERMIOS)
		return;
	if (!*tp)
		*tp = kmalloc(sizeof(**tp), GFP_KERNEL);
	if (*tp)
		**tp = tty->termios;
}

/* The driver lets go of the line */
static void tty_release_line(struct tty_struct *tty)
{
	struct tty_driver *driver = tty->driver;

	tty_save_termios(tty);
	if (tty->ops->shutdown)
		tty->ops->shutdown(tty);
	if (tty->ops->remove)
		tty->ops->remove(driver, tty);
	else
		driver->ttys[tty->index] = NULL;
	tty_port_release_tty(tty->port, tty);
}

/*
 * The last close: the terminal goes.  A pty's two go together, at the
 * last close of the second (as Linux's tty_release()): until then the
 * other side still writes into this one's flip buffer.  No flush of
 * either buffer may still run once they are unlinked.
 */
static void tty_release_dev(struct tty_struct *tty)
{
	struct tty_struct *o_tty = tty->link;

	if (o_tty && o_tty->count)
		return;
	tty_release_line(tty);
	if (o_tty) {
		tty_release_line(o_tty);
		tty_buffer_cancel_work(tty->port);
		tty_buffer_cancel_work(o_tty->port);
		tty->link = o_tty->link = NULL;
		tty_kref_put(o_tty);
	}
	tty_kref_put(tty);
}

static struct tty_struct *file_tty(struct file *f)
{
	return f->private_data ? f->private_data : &console_tty;
}

static bool driver_is_pty_master(const struct tty_driver *driver)
{
	return driver && driver->type == TTY_DRIVER_TYPE_PTY &&
	       driver->subtype == PTY_TYPE_MASTER;
}

static bool tty_is_pty_master(const struct tty_struct *tty)
{
	return driver_is_pty_master(tty->driver);
}

/* A pty's slave: the one driver's line that becomes a controlling
 * terminal by open(2) here (see tty_open_line()) */
static bool tty_is_pty_slave(const struct tty_struct *tty)
{
	return tty->driver->type == TTY_DRIVER_TYPE_PTY &&
	       tty->driver->subtype == PTY_TYPE_SLAVE;
}

/*
 * An open of line index of driver into f: its terminal (made at its
 * first open), and the module's reference until the close.  A pty's
 * slave may become the opener's controlling terminal (never its master,
 * Linux's rule); a module's line does not, unlike Linux: its session
 * would hold the terminal past rmmod, as nothing here hangs a
 * driver's lines up when it goes.
 */
int tty_open_line(struct file *f, struct tty_driver *driver,
		  unsigned int index)
{
	struct tty_struct *tty;
	int err;

	if (!try_module_get(driver->owner))
		return -ENODEV;
	mutex_lock(&tty_mutex);
	tty = driver->ttys[index];
	if (!tty)
		tty = tty_init_dev(driver, index);
	if (!IS_ERR(tty))
		tty->count++;
	mutex_unlock(&tty_mutex);
	if (IS_ERR(tty)) {
		module_put(driver->owner);
		return PTR_ERR(tty);
	}
	f->private_data = tty;
	if (tty == &console_tty) {
		tty_open_ctty(tty, f);
		return 0;
	}
	err = tty->ops->open ? tty->ops->open(tty, f) : -ENODEV;
	if (err)
		tty_driver_release(NULL, f);	/* close after a failed open */
	else if (tty_is_pty_slave(tty))
		tty_open_ctty(tty, f);
	return err;
}

/* A driver's line, by its device number; a pty's master only through
 * /dev/ptmx (EIO, as Linux's ptm_unix98_lookup()) */
static int tty_driver_open(struct inode *inode, struct file *f)
{
	struct tty_driver *driver;
	unsigned int index;
	int err;

	driver = tty_lookup_driver(inode->i_rdev, &index);
	if (!driver)
		return -ENODEV;
	err = driver_is_pty_master(driver) ? -EIO :
					     tty_open_line(f, driver, index);
	tty_driver_kref_put(driver);
	return err;
}

static int tty_driver_release(struct inode *inode, struct file *f)
{
	struct tty_struct *tty = f->private_data;
	struct module *owner = tty->driver->owner;

	(void)inode;
	if (tty->ops->close)
		tty->ops->close(tty, f);
	mutex_lock(&tty_mutex);
	if (!--tty->count)
		tty_release_dev(tty);
	mutex_unlock(&tty_mutex);
	f->private_data = NULL;
	module_put(owner);
	return 0;
}

static ssize_t tty_read(struct file *f, char __user *buf, size_t count,
			loff_t *pos)
{
	struct tty_struct *tty = file_tty(f);

	(void)pos;
	if (test_bit(TTY_IO_ERROR, &tty->flags))
		return test_bit(TTY_HUPPED, &tty->flags) ? 0 : -EIO;
	return n_tty_read(tty, f, buf, count);
}

static ssize_t tty_write(struct file *f, const char __user *buf,
			 size_t count, loff_t *pos)
{
	struct tty_struct *tty = file_tty(f);

	(void)pos;
	if (test_bit(TTY_IO_ERROR, &tty->flags))
		return -EIO;
	if (!tty->ops->write)
		return -EIO;
	return n_tty_write(tty, f, buf, count);
}

/*
 * The settings (tty_ioctl.c), then the driver's own requests, then job
 * control.  On a pty's master the settings, the window size and job
 * control are the slave's (real_tty), as in Linux: that is how a
 * terminal emulator sets up the terminal its shell reads; what is
 * queued (FIONREAD, TIOCOUTQ, TCFLSH) and its flow (TCXONC) is the
 * master's own.
 */
static long tty_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	struct tty_struct *tty = file_tty(f);
	struct tty_struct *real_tty = tty;
	long ret;

	if (tty_is_pty_master(tty) && cmd != FIONREAD && cmd != TIOCOUTQ &&
	    cmd != TCFLSH && cmd != TCXONC)
		real_tty = tty->link;
	ret = tty_mode_ioctl(real_tty, cmd, arg);
	if (ret != -ENOIOCTLCMD)
		return ret;
	if (tty->ops->ioctl) {
		ret = tty->ops->ioctl(tty, cmd, arg);
		if (ret != -ENOIOCTLCMD)
			return ret;
	}
	return tty_jobctrl_ioctl(tty, real_tty, f, cmd, arg);
}

static unsigned int tty_poll(struct file *f, struct poll_table_struct *pt)
{
	return n_tty_poll(file_tty(f), f, pt);
}

/*
 * /dev/tty: the caller's controlling terminal, ENXIO without one
 * (tty(4)).  A driver's line (a pty's slave) is opened again as its own
 * node would be, this file then closing it.
 */
static int tty_open_current(struct file *f)
{
	struct tty_struct *tty = get_current_tty();
	int err = 0;

	if (!tty)
		return -ENXIO;
	if (tty != &console_tty) {
		f->f_op = &tty_driver_fops;
		err = tty_open_line(f, tty->driver, (unsigned int)tty->index);
		if (err)
			f->f_op = &tty_fops;
	}
	tty_kref_put(tty);
	return err;
}

/*
 * The console terminal's names: /dev/console never becomes a controlling
 * terminal by open(2); /dev/tty is the caller's own one (tty_jobctrl.c).
 */
static int tty_open(struct inode *inode, struct file *f)
{
	f->private_data = &console_tty;
	if (inode->i_rdev == DEV_TTY)
		return tty_open_current(f);
	return 0;
}

const struct file_operations tty_fops = {
	.read = tty_read,
	.write = tty_write,
	.unlocked_ioctl = tty_ioctl,
	.open = tty_open,
	.poll = tty_poll,
};

/* A registered driver's lines */
static const struct file_operations tty_driver_fops = {
	.read = tty_read,
	.write = tty_write,
	.unlocked_ioctl = tty_ioctl,
	.open = tty_driver_open,
	.release = tty_driver_release,
	.poll = tty_poll,
};

/* A driver's lines' file operations for a node of its own to start
 * from, with its own open (/dev/ptmx: drivers/char/pty.c) */
void tty_default_fops(struct file_operations *fops)
{
	*fops = tty_driver_fops;
}

/*
 * /proc/tty/drivers, Linux's columns: the driver's name, its nodes'
 * prefix, major and minor(s), its type; /dev/tty and /dev/console
 * first.
 */
static void show_tty_range(struct seq_file *m, const char *driver_name,
			   const char *name, dev_t from, unsigned int num)
{
	seq_printf(m, "%-20s /dev/%-8s ", driver_name, name);
	if (num > 1)
		seq_printf(m, "%3u %u-%u ", MAJOR(from), MINOR(from),
			   MINOR(from) + num - 1);
	else
		seq_printf(m, "%3u %7u ", MAJOR(from), MINOR(from));
}

static void show_tty_type(struct seq_file *m, const struct tty_driver *p)
{
	switch (p->type) {
	case TTY_DRIVER_TYPE_SYSTEM:
		seq_puts(m, "system");
		if (p->subtype == SYSTEM_TYPE_TTY)
			seq_puts(m, ":/dev/tty");
		else if (p->subtype == SYSTEM_TYPE_SYSCONS)
			seq_puts(m, ":console");
		else if (p->subtype == SYSTEM_TYPE_CONSOLE)
			seq_puts(m, ":vtmaster");
		break;
	case TTY_DRIVER_TYPE_CONSOLE:
		seq_puts(m, "console");
		break;
	case TTY_DRIVER_TYPE_SERIAL:
		seq_puts(m, "serial");
		break;
	case TTY_DRIVER_TYPE_PTY:
		seq_puts(m, p->subtype == PTY_TYPE_MASTER ? "pty:master" :
			 p->subtype == PTY_TYPE_SLAVE ? "pty:slave" : "pty");
		break;
	default:
		seq_printf(m, "type:%d.%d", p->type, p->subtype);
	}
	seq_putc(m, '\n');
}

static int tty_drivers_show(struct seq_file *m, void *v)
{
	struct tty_driver *p;

	(void)v;
	show_tty_range(m, "/dev/tty", "tty", DEV_TTY, 1);
	seq_puts(m, "system:/dev/tty\n");
	show_tty_range(m, "/dev/console", "console", DEV_CONSOLE, 1);
	seq_puts(m, "system:console\n");
	show_tty_range(m, "/dev/ptmx", "ptmx", DEV_PTMX, 1);
	seq_puts(m, "system\n");
	show_tty_range(m, "/dev/vc/0", "vc/0", MKDEV(4, 0), 1);
	seq_puts(m, "system:vtmaster\n");	/* /dev/tty0: drivers/char/vt.c */
	spin_lock(&tty_drivers_lock);
	list_for_each_entry(p, &tty_drivers, tty_drivers) {
		show_tty_range(m, p->driver_name ? p->driver_name : "unknown",
			       p->name, MKDEV(p->major, p->minor_start),
			       p->num);
		show_tty_type(m, p);
	}
	spin_unlock(&tty_drivers_lock);
	return 0;
}

/* /proc/tty/ldiscs: the one line discipline, N_TTY (number 0) */
static int tty_ldiscs_show(struct seq_file *m, void *v)
{
	(void)v;
	seq_printf(m, "%-10s %2d\n", "n_tty", 0);
	return 0;
}

void __init proc_tty_init(void)
{
	struct proc_dir_entry *dir = proc_mkdir("tty", NULL);

	if (!dir || !proc_create_single("drivers", 0444, dir,
					tty_drivers_show) ||
	    !proc_create_single("ldiscs", 0444, dir, tty_ldiscs_show))
		printk(KERN_ERR "tty: cannot make /proc/tty\n");
}

static struct cdev tty_cdev, console_cdev;

/*
 * One number of the console terminal's, under the name /proc/devices
 * shows, and its node; a node mknod(2) makes with the number opens the
 * same.
 */
static void __init tty_node(struct cdev *cdev, dev_t dev, const char *path,
			    const char *name, umode_t mode)
{
	cdev_init(cdev, &tty_fops);
	if (register_chrdev_region(dev, 1, name) || cdev_add(cdev, dev, 1))
		printk(KERN_ERR "%s: cannot register %u:%u\n", name,
		       MAJOR(dev), MINOR(dev));
	dev_node(path, &tty_fops, dev, mode);
}

/*
 * The device files, the tty class, and sysfs's name for /dev/console's
 * device: busybox's cttyhack reads /sys/class/tty/console/active and
 * opens /dev/ + its last word, to give a shell a controlling terminal.
 * Then the serial port, on the serial core (drivers/serial/8250.c),
 * before interrupts come on (start_kernel()): the console terminal's
 * input comes from it.
 */
void __init tty_init(void)
{
	static const char active[] = "ttyS0\n";

	init_rwsem(&console_tty.termios_rwsem);	/* before any open */

	/* Linux's devtmpfs modes: the console root's alone, /dev/tty
	 * everyone's, as it is only ever the opener's own terminal */
	tty_node(&console_cdev, DEV_CONSOLE, "dev/console", "/dev/console",
		 0600);
	tty_node(&tty_cdev, DEV_TTY, "dev/tty", "/dev/tty", 0666);
	tty_class = class_create_name("tty");
	if (IS_ERR(tty_class))
		panic("tty: no tty class");
	fs_mkdir_p("sys/class/tty/console");
	fs_create("sys/class/tty/console/active", active, sizeof(active) - 1);
	proc_tty_init();
	serial8250_init();
	unix98_pty_init();
}
