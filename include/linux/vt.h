/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/vt.h - virtual consoles: how many there may be, and
 * the VT_* requests of ioctl_console(2) (Linux's numbers, 0x56xx).
 */
#ifndef _LINUX_VT_H
#define _LINUX_VT_H

#define MIN_NR_CONSOLES	1	/* allocated from boot on: tty1 */
#define MAX_NR_CONSOLES	63	/* tty1 to tty63, minors 1-63 of major 4 */

#define VT_OPENQRY	0x5600	/* the first console nobody has open */
#define VT_GETSTATE	0x5603	/* the active console, the allocated ones */

struct vt_stat {
	unsigned short v_active;	/* the foreground console, from 1 */
	unsigned short v_signal;
	unsigned short v_state;		/* bit n: console n is allocated */
};

#endif /* _LINUX_VT_H */
