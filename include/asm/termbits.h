/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/termbits.h - struct termios as the i386 kernel exchanges
 * it (TCGETS, TCSETS: 36 bytes, NCCS 19, with c_line; glibc's tcgetattr(3)
 * converts from this layout), its flags and c_cc indices,
 * and the terminal ioctl numbers, at Linux's values (termios(3),
 * ioctl_tty(2)).
 */
#ifndef _ASM_TERMBITS_H
#define _ASM_TERMBITS_H

#include "linux/types.h"

typedef u8 cc_t;
typedef u32 tcflag_t;

#define NCCS		19
struct termios {
	tcflag_t c_iflag, c_oflag, c_cflag, c_lflag;
	cc_t c_line;
	cc_t c_cc[NCCS];
};

struct winsize {
	u16 ws_row, ws_col, ws_xpixel, ws_ypixel;
};

/* c_cc indices */
#define VINTR		0
#define VQUIT		1
#define VERASE		2
#define VKILL		3
#define VEOF		4
#define VTIME		5
#define VMIN		6
#define VSTART		8
#define VSTOP		9
#define VSUSP		10
#define VEOL		11
#define VREPRINT	12
#define VDISCARD	13
#define VWERASE		14
#define VLNEXT		15

/* c_iflag */
#define INLCR		0000100
#define IGNCR		0000200
#define ICRNL		0000400
#define IXON		0002000

/* c_oflag */
#define OPOST		0000001
#define ONLCR		0000004

/* c_lflag */
#define ISIG		0000001
#define ICANON		0000002
#define ECHO		0000010
#define ECHOE		0000020
#define ECHOK		0000040
#define ECHONL		0000100
#define NOFLSH		0000200
#define TOSTOP		0000400
#define ECHOCTL		0001000
#define ECHOKE		0004000
#define IEXTEN		0100000

/* ioctl_tty(2) requests, Linux's asm-generic/ioctls.h values */
#define TCGETS		0x5401
#define TCSETS		0x5402
#define TCSETSW		0x5403
#define TCSETSF		0x5404
#define TIOCSCTTY	0x540e
#define TIOCGPGRP	0x540f
#define TIOCSPGRP	0x5410
#define TIOCGWINSZ	0x5413
#define TIOCSWINSZ	0x5414
#define FIONREAD	0x541b
#define TIOCNOTTY	0x5422
#define TIOCGSID	0x5429

#endif /* _ASM_TERMBITS_H */
