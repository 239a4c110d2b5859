// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/vt.c - the virtual consoles: /dev/tty1 to /dev/tty63
 * (major 4, minors 1-63) and /dev/tty0, the one in front, as lines of
 * one tty driver, "tty", whose output is the VGA screen
 * (drivers/video/console/vgacon.c).
 *
 * Each console is a struct vc_data (include/linux/console_struct.h)
 * in vc_cons[]: the first from boot on, the others at their first
 * open, each then kept, as in Linux.  A console's port.tty is its
 * terminal while the line is open, NULL otherwise - so a module that
 * follows vc_cons[fg_console].d->port.tty before anyone opened tty1
 * follows NULL, as on Linux 6.1.  One console is in front (fg_console,
 * always tty1 here: there is no switching); the keyboard still types
 * into the console terminal (drivers/char/tty_io.c), not into tty1,
 * and shares only its LEDs with the consoles (drivers/char/keyboard.c).
 */
#include "linux/kernel.h"
#include "linux/cdev.h"
#include "linux/console.h"
#include "linux/export.h"
#include "linux/file.h"
#include "linux/init.h"
#include "linux/fs.h"
#include "linux/kd.h"
#include "linux/module.h"
#include "linux/mutex.h"
#include "linux/slab.h"
#include "linux/vt_kern.h"

#define TTY_MAJOR	4		/* devices.txt: the virtual consoles */
#define VC_COLS		80		/* the VGA text screen's */
#define VC_ROWS		25
#define CON_ROOM	32768		/* the screen takes all it is given */

struct vc vc_cons[MAX_NR_CONSOLES];
EXPORT_SYMBOL(vc_cons);
int fg_console;
EXPORT_SYMBOL(fg_console);
struct tty_driver *console_driver;
EXPORT_SYMBOL(console_driver);

static DEFINE_MUTEX(vc_lock);		/* allocation of vc_cons[].d */

bool vc_cons_allocated(unsigned int console)
{
	return console < MAX_NR_CONSOLES && vc_cons[console].d;
}
EXPORT_SYMBOL(vc_cons_allocated);

/* Console currcons (0 for tty1) exists from now on */
int vc_allocate(unsigned int currcons)
{
	struct vc_data *vc;
	int err = 0;

	if (currcons >= MAX_NR_CONSOLES)
		return -ENXIO;
	mutex_lock(&vc_lock);
	if (vc_cons[currcons].d)
		goto out;
	vc = kzalloc(sizeof(*vc), GFP_KERNEL);
	if (!vc) {
		err = -ENOMEM;
		goto out;
	}
	tty_port_init(&vc->port);
	vc->vc_num = (unsigned short)currcons;
	vc->vc_cols = VC_COLS;
	vc->vc_rows = VC_ROWS;
	vc->vc_mode = KD_TEXT;
	vc_cons[currcons].d = vc;
out:
	mutex_unlock(&vc_lock);
	return err;
}
EXPORT_SYMBOL(vc_allocate);

/* A line's first open: its console, which then knows its terminal */
static int con_install(struct tty_driver *driver, struct tty_struct *tty)
{
	struct vc_data *vc;
	int err = vc_allocate((unsigned int)tty->index);

	if (err)
		return err;
	vc = vc_cons[tty->index].d;
	err = tty_port_install(&vc->port, driver, tty);
	if (err)
		return err;
	tty->driver_data = vc;
	tty->winsize.ws_col = (unsigned short)vc->vc_cols;
	tty->winsize.ws_row = (unsigned short)vc->vc_rows;
	tty_port_tty_set(&vc->port, tty);
	return 0;
}

static int con_open(struct tty_struct *tty, struct file *filp)
{
	(void)tty, (void)filp;
	return 0;
}

/* Every console shows on the one screen: there is no switching */
static int con_write(struct tty_struct *tty, const unsigned char *buf,
		     int count)
{
	(void)tty;
	if (count <= 0)
		return 0;
	vga_write((const char *)buf, (size_t)count);
	return count;
}

static unsigned int con_write_room(struct tty_struct *tty)
{
	(void)tty;
	return CON_ROOM;
}

static const struct tty_operations con_ops = {
	.install = con_install,
	.open = con_open,
	.write = con_write,
	.write_room = con_write_room,
	.ioctl = vt_ioctl,
};

static struct cdev vc0_cdev;
static struct file_operations vc0_fops;

/* /dev/tty0: the console in front, opened as its own line */
static int vc0_open(struct inode *inode, struct file *f)
{
	(void)inode;
	return tty_open_line(f, console_driver, (unsigned int)fg_console);
}

static void __init vc0_init(void)
{
	dev_t dev = MKDEV(TTY_MAJOR, 0);

	tty_default_fops(&vc0_fops);
	vc0_fops.open = vc0_open;
	cdev_init(&vc0_cdev, &vc0_fops);
	if (register_chrdev_region(dev, 1, "/dev/vc/0") ||
	    cdev_add(&vc0_cdev, dev, 1))
		printk(KERN_ERR "vt: cannot register /dev/tty0\n");
	dev_node("dev/tty0", &vc0_fops, dev, 0600);
}

/*
 * The consoles' driver, as Linux's: named "tty" with no driver_name
 * (so /proc/tty/drivers says "unknown" and a module printing
 * driver->driver_name prints "(null)"), lines from tty1, a node each.
 */
static int __init vty_init(void)
{
	struct tty_driver *driver;
	int err;

	err = vc_allocate(0);
	if (err)
		return err;
	driver = tty_alloc_driver(MAX_NR_CONSOLES, TTY_DRIVER_REAL_RAW |
				  TTY_DRIVER_RESET_TERMIOS);
	if (IS_ERR(driver))
		return PTR_ERR(driver);
	driver->name = "tty";
	driver->name_base = 1;
	driver->major = TTY_MAJOR;
	driver->minor_start = 1;
	driver->type = TTY_DRIVER_TYPE_CONSOLE;
	driver->init_termios = tty_std_termios;
	tty_set_operations(driver, &con_ops);
	err = tty_register_driver(driver);
	if (err) {
		tty_driver_kref_put(driver);
		return err;
	}
	console_driver = driver;
	vc0_init();
	return 0;
}
device_initcall(vty_init);
