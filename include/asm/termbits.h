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

/* The kernel's own copy (Linux's struct ktermios): the speeds too, for
 * BOTHER's arbitrary rates; TCGETS hands out the first 36 bytes */
typedef u32 speed_t;
struct ktermios {
	tcflag_t c_iflag, c_oflag, c_cflag, c_lflag;
	cc_t c_line;
	cc_t c_cc[NCCS];
	speed_t c_ispeed, c_ospeed;
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
#define IGNBRK		0000001
#define BRKINT		0000002
#define IGNPAR		0000004
#define PARMRK		0000010
#define INPCK		0000020
#define ISTRIP		0000040
#define INLCR		0000100
#define IGNCR		0000200
#define ICRNL		0000400
#define IUCLC		0001000
#define IXON		0002000
#define IXANY		0004000
#define IXOFF		0010000
#define IMAXBEL		0020000
#define IUTF8		0040000

/* c_oflag */
#define OPOST		0000001
#define OLCUC		0000002
#define ONLCR		0000004
#define OCRNL		0000010
#define ONOCR		0000020
#define ONLRET		0000040

/* c_cflag: the speed (CBAUD, B*), the character's shape, the line */
#define CBAUD		0010017
#define B0		0000000
#define B50		0000001
#define B75		0000002
#define B110		0000003
#define B134		0000004
#define B150		0000005
#define B200		0000006
#define B300		0000007
#define B600		0000010
#define B1200		0000011
#define B1800		0000012
#define B2400		0000013
#define B4800		0000014
#define B9600		0000015
#define B19200		0000016
#define B38400		0000017
#define CSIZE		0000060
#define CS5		0000000
#define CS6		0000020
#define CS7		0000040
#define CS8		0000060
#define CSTOPB		0000100
#define CREAD		0000200
#define PARENB		0000400
#define PARODD		0001000
#define HUPCL		0002000
#define CLOCAL		0004000
#define CBAUDEX		0010000
#define BOTHER		0010000
#define B57600		0010001
#define B115200		0010002
#define B230400		0010003
#define B460800		0010004
#define B500000		0010005
#define B576000		0010006
#define B921600		0010007
#define B1000000	0010010
#define B1152000	0010011
#define B1500000	0010012
#define B2000000	0010013
#define B2500000	0010014
#define B3000000	0010015
#define B3500000	0010016
#define B4000000	0010017
#define CIBAUD		002003600000	/* the input speed, shifted */
#define IBSHIFT		16
#define CMSPAR		010000000000
#define CRTSCTS		020000000000

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
#define TIOCGPTN	0x80045430	/* _IOR('T', 0x30, unsigned int) */
#define TIOCSPTLCK	0x40045431	/* _IOW('T', 0x31, int) */
#define TIOCGPTLCK	0x80045439	/* _IOR('T', 0x39, int) */
#define TIOCPKT		0x5420
#define TIOCGPKT	0x80045438	/* _IOR('T', 0x38, int) */
#define TCSBRK		0x5409
#define TCXONC		0x540a
#define TCFLSH		0x540b
#define TIOCOUTQ	0x5411
#define TIOCMGET	0x5415
#define TIOCMBIS	0x5416
#define TIOCMBIC	0x5417
#define TIOCMSET	0x5418
#define TIOCSERGETLSR	0x5459
#define TIOCMIWAIT	0x545c
#define TIOCGICOUNT	0x545d
#define TIOCSER_TEMT	0x01	/* TIOCSERGETLSR: the transmitter is empty */

/* TIOCMGET's modem lines (ioctl_tty(2)) */
#define TIOCM_LE	0x001
#define TIOCM_DTR	0x002
#define TIOCM_RTS	0x004
#define TIOCM_ST	0x008
#define TIOCM_SR	0x010
#define TIOCM_CTS	0x020
#define TIOCM_CAR	0x040
#define TIOCM_RNG	0x080
#define TIOCM_DSR	0x100
#define TIOCM_CD	TIOCM_CAR
#define TIOCM_RI	TIOCM_RNG
#define TIOCM_OUT1	0x2000
#define TIOCM_OUT2	0x4000
#define TIOCM_LOOP	0x8000

/* TCXONC's request (tcflow(3)) */
#define TCOOFF		0
#define TCOON		1
#define TCIOFF		2
#define TCION		3

/* A pty master's status byte in packet mode (TIOCPKT, ioctl_tty(2)) */
#define TIOCPKT_DATA		0
#define TIOCPKT_FLUSHREAD	1
#define TIOCPKT_FLUSHWRITE	2
#define TIOCPKT_STOP		4
#define TIOCPKT_START		8
#define TIOCPKT_NOSTOP		16
#define TIOCPKT_DOSTOP		32

/* TCFLSH's queue */
#define TCIFLUSH	0
#define TCOFLUSH	1
#define TCIOFLUSH	2

#endif /* _ASM_TERMBITS_H */
