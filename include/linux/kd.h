/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/kd.h - the console's keyboard and display requests,
 * ioctl_console(2): the numbers are Linux's ABI (the 'K' group, 0x4Bxx),
 * answered by a virtual console's vt_ioctl() (drivers/char/vt_ioctl.c).
 */
#ifndef _LINUX_KD_H
#define _LINUX_KD_H

#define KDSETMODE	0x4B3A	/* text or graphics */
#define KDGETMODE	0x4B3B
#define		KD_TEXT		0x00
#define		KD_GRAPHICS	0x01

#define KDGETLED	0x4B31	/* the LEDs lit now */
#define KDSETLED	0x4B32	/* light these; above 7: the flags again */
#define		LED_SCR		0x01	/* scroll lock */
#define		LED_NUM		0x02	/* num lock */
#define		LED_CAP		0x04	/* caps lock */

#define KDGKBTYPE	0x4B33	/* the keyboard's type */
#define		KB_84		0x01
#define		KB_101		0x02
#define		KB_OTHER	0x03

#define KDGKBMODE	0x4B44	/* what the keyboard sends the terminal */
#define		K_RAW		0x00
#define		K_XLATE		0x01
#define		K_MEDIUMRAW	0x02
#define		K_UNICODE	0x03
#define		K_OFF		0x04

#define KDGKBLED	0x4B64	/* the lock flags (low bits), their defaults
				 * (bits 4-6) */
#define KDSKBLED	0x4B65

#endif /* _LINUX_KD_H */
