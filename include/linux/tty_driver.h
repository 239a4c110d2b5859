/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/tty_driver.h - a driver of terminals and its operations,
 * as modules see them (the one driver is in drivers/char/tty_io.c).
 */
#ifndef _LINUX_TTY_DRIVER_H
#define _LINUX_TTY_DRIVER_H

struct tty_struct;

/*
 * What a driver does for its terminals (Linux 2.6.26 on): modules write
 * to a terminal through tty->driver->ops->write(tty, buf, count), which
 * returns the bytes taken.
 */
struct tty_operations {
	int (*write)(struct tty_struct *tty, const unsigned char *buf,
		     int count);
	unsigned int (*write_room)(struct tty_struct *tty);
};

/*
 * A driver of terminals (the serial one here, "ttyS", 4:64).  Before
 * 2.6.26 its operations were its own members: write took a from_user
 * flag before the buffer until 2.6.9, (tty, 0, buf, count), and not
 * after, (tty, buf, count).  write is declared without a prototype so
 * that both calls compile; tty_legacy_write() (tty_io.c) tells them
 * apart.  2.4's driver embedded in the tty (tty->driver.write) cannot
 * be both a struct and this pointer: only the 2.6 forms are here.
 */
struct tty_driver {
	const char *driver_name;
	const char *name;		/* the nodes' prefix */
	int major, minor_start, num;
	const struct tty_operations *ops;
	int (*write)();
};

#endif /* _LINUX_TTY_DRIVER_H */
