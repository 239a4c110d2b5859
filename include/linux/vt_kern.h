/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/vt_kern.h - the virtual consoles' kernel side: which
 * one is in front, their allocation (drivers/char/vt.c), their ioctls
 * (drivers/char/vt_ioctl.c) and the keyboard's share of them, the LEDs
 * (drivers/char/keyboard.c).
 */
#ifndef _LINUX_VT_KERN_H
#define _LINUX_VT_KERN_H

#include "linux/console_struct.h"
#include "linux/tty.h"

extern int fg_console;			/* 0: tty1 is in front */
extern struct tty_driver *console_driver;

int vc_allocate(unsigned int currcons);
bool vc_cons_allocated(unsigned int console);

int vt_ioctl(struct tty_struct *tty, unsigned int cmd, unsigned long arg);
int vt_do_kdskled(unsigned int console, unsigned int cmd, unsigned long arg,
		  int perm);

#endif /* _LINUX_VT_KERN_H */
