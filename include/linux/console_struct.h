/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/console_struct.h - one virtual console (struct
 * vc_data) and the table of them, vc_cons[], as Linux 6.1 lays them
 * out: a console's terminal is vc_cons[n].d->port.tty while /dev/tty(n+1)
 * is open, NULL before its first open and after its last close.
 * drivers/char/vt.c keeps them.
 */
#ifndef _LINUX_CONSOLE_STRUCT_H
#define _LINUX_CONSOLE_STRUCT_H

#include "linux/tty_port.h"
#include "linux/vt.h"

struct vc_data {
	struct tty_port port;		/* first, as in Linux */
	unsigned short vc_num;		/* 0 for tty1 */
	unsigned int vc_cols, vc_rows;
	unsigned int vc_mode;		/* KD_TEXT or KD_GRAPHICS */
};

struct vc {
	struct vc_data *d;		/* NULL: not allocated */
};

extern struct vc vc_cons[MAX_NR_CONSOLES];

#endif /* _LINUX_CONSOLE_STRUCT_H */
