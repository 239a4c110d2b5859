// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/tty_ioctl.c - a terminal's settings: termios(3) through
 * the ioctls of ioctl_tty(2) (TCGETS, TCSETS*, the window size, the
 * queues and the modem lines), and the speed a struct ktermios encodes.
 *
 * New settings take effect at once in the line discipline (n_tty.c) and
 * then go to the driver (ops->set_termios(tty, old)), which compares
 * them with the old ones to program its hardware.  TCSETSW has no
 * output queue to drain here: a driver's write has taken the bytes.
 */
#include "linux/kernel.h"
#include "linux/errno.h"
#include "linux/export.h"
#include "linux/file.h"
#include "linux/sched.h"
#include "linux/tty.h"
#include "asm/uaccess.h"

/*
 * The speeds of termios(3)'s Bnnn: CBAUD's 15 codes, then with CBAUDEX
 * its 15 more (B57600 on); BOTHER says the speed is c_ospeed's.
 */
static const speed_t baud_table[] = {
	0,	 50,	  75,	   110,	    134,     150,     200,     300,
	600,	 1200,	  1800,	   2400,    4800,    9600,    19200,   38400,
	57600,	 115200,  230400,  460800,  500000,  576000,  921600,  1000000,
	1152000, 1500000, 2000000, 2500000, 3000000, 3500000, 4000000,
};

static speed_t cflag_baud(tcflag_t cbaud, speed_t other)
{
	if (cbaud == BOTHER)
		return other;
	if (cbaud & CBAUDEX)
		cbaud = (cbaud & ~CBAUDEX) + 15;
	return cbaud < ARRAY_SIZE(baud_table) ? baud_table[cbaud] : 0;
}

speed_t tty_termios_baud_rate(const struct ktermios *termios)
{
	return cflag_baud(termios->c_cflag & CBAUD, termios->c_ospeed);
}
EXPORT_SYMBOL(tty_termios_baud_rate);

speed_t tty_get_baud_rate(struct tty_struct *tty)
{
	return tty_termios_baud_rate(&tty->termios);
}
EXPORT_SYMBOL(tty_get_baud_rate);

/*
 * A driver says what speed it really set: a Bnnn code when one names
 * it exactly, else BOTHER with the number (one speed for input and
 * output: CIBAUD stays 0, "the same as output", termios(3)).
 */
void tty_termios_encode_baud_rate(struct ktermios *termios, speed_t ibaud,
				  speed_t obaud)
{
	tcflag_t code = BOTHER;
	unsigned int i;

	(void)ibaud;
	for (i = 0; i < ARRAY_SIZE(baud_table); i++)
		if (baud_table[i] == obaud)
			code = i < 16 ? i : (i - 15) | CBAUDEX;
	termios->c_cflag = (termios->c_cflag & ~(CBAUD | CIBAUD)) | code;
	termios->c_ispeed = termios->c_ospeed = obaud;
}
EXPORT_SYMBOL(tty_termios_encode_baud_rate);

void tty_encode_baud_rate(struct tty_struct *tty, speed_t ibaud,
			  speed_t obaud)
{
	tty_termios_encode_baud_rate(&tty->termios, ibaud, obaud);
}
EXPORT_SYMBOL(tty_encode_baud_rate);

/* A driver that cannot change its line keeps the old line's settings */
#define CFLAG_SOFT	(HUPCL | CREAD | CLOCAL)

void tty_termios_copy_hw(struct ktermios *new, const struct ktermios *old)
{
	new->c_cflag = (new->c_cflag & CFLAG_SOFT) |
		       (old->c_cflag & ~CFLAG_SOFT);
	new->c_ispeed = old->c_ispeed;
	new->c_ospeed = old->c_ospeed;
}
EXPORT_SYMBOL(tty_termios_copy_hw);

bool tty_termios_hw_change(const struct ktermios *a,
			   const struct ktermios *b)
{
	return ((a->c_cflag ^ b->c_cflag) & ~CFLAG_SOFT) ||
	       a->c_ispeed != b->c_ispeed || a->c_ospeed != b->c_ospeed;
}
EXPORT_SYMBOL(tty_termios_hw_change);

/* New settings: the line discipline's at once, then the driver's, one
 * writer at a time (termios_rwsem, include/linux/tty.h) */
int tty_set_termios(struct tty_struct *tty, struct ktermios *new)
{
	struct ktermios old;

	new->c_ispeed = new->c_ospeed = tty_termios_baud_rate(new);
	down_write(&tty->termios_rwsem);
	old = tty->termios;
	n_tty_set_termios(tty, new);
	if (tty->ops->set_termios)
		tty->ops->set_termios(tty, &old);
	up_write(&tty->termios_rwsem);
	return 0;
}

/* The settings as they are (TCGETS, the base of TCSETS*'s) */
static void get_termios(struct tty_struct *tty, struct ktermios *kt)
{
	down_read(&tty->termios_rwsem);
	*kt = tty->termios;
	up_read(&tty->termios_rwsem);
}
EXPORT_SYMBOL_GPL(tty_set_termios);

/* TCSETS*: struct termios is struct ktermios without the speeds; TCSETSF
 * also drops unread input */
static long set_termios(struct tty_struct *tty, unsigned int cmd,
			const void __user *p)
{
	struct ktermios new;

	get_termios(tty, &new);
	if (copy_from_user(&new, p, sizeof(struct termios)))
		return -EFAULT;
	if (cmd == TCSETSF)
		n_tty_flush(tty);
	return tty_set_termios(tty, &new);
}

/* TIOCSWINSZ: a new size, and SIGWINCH to the foreground group */
static long set_winsize(struct tty_struct *tty, const void __user *p)
{
	struct winsize ws;

	if (copy_from_user(&ws, p, sizeof(ws)))
		return -EFAULT;
	if (memcmp(&ws, &tty->winsize, sizeof(ws)) && tty->pgrp)
		kill_pgrp(tty->pgrp, SIGWINCH);
	tty->winsize = ws;
	return 0;
}

/* TIOCMBIS, TIOCMBIC, TIOCMSET: the driver's modem lines */
static long set_modem(struct tty_struct *tty, unsigned int cmd,
		      const unsigned int __user *p)
{
	unsigned int val, set = 0, clear = 0;

	if (!tty->ops->tiocmset)
		return -ENOTTY;
	if (get_user(val, p))
		return -EFAULT;
	if (cmd == TIOCMBIS)
		set = val;
	else if (cmd == TIOCMBIC)
		clear = val;
	else
		set = val, clear = ~val;
	return tty->ops->tiocmset(tty, set, clear);
}

/* TCFLSH: unread input (the line discipline's), unsent output (the
 * driver's) */
static long flush_queues(struct tty_struct *tty, unsigned long queue)
{
	if (queue > TCIOFLUSH)
		return -EINVAL;
	if (queue != TCOFLUSH)
		n_tty_flush(tty);
	if (queue != TCIFLUSH && tty->ops->flush_buffer)
		tty->ops->flush_buffer(tty);
	return 0;
}

/* A stop or start character to the other end, through output that
 * may be stopped (Linux's tty_send_xchar()); 0 is a disabled one */
static long send_xchar(struct tty_struct *tty, char c)
{
	bool was_stopped = tty->flow.stopped;

	if (!c || !tty->ops->write)
		return 0;
	if (was_stopped)
		start_tty(tty);
	tty->ops->write(tty, (const unsigned char *)&c, 1);
	if (was_stopped)
		stop_tty(tty);
	return 0;
}

/* TCXONC (tcflow(3)): output off and on, or the stop or start
 * character sent, as Linux's n_tty_ioctl_helper() */
static long flow_control(struct tty_struct *tty, unsigned long arg)
{
	long err = tty_check_change(tty, SIGTTOU);
	bool started = false;

	if (err)
		return err;
	switch (arg) {
	case TCOOFF:	/* stopped and held in one step (flow.lock) */
		spin_lock_irq(&tty->flow.lock);
		__stop_tty(tty);
		tty->flow.tco_stopped = true;
		spin_unlock_irq(&tty->flow.lock);
		return 0;
	case TCOON:
		spin_lock_irq(&tty->flow.lock);
		if (tty->flow.tco_stopped) {
			tty->flow.tco_stopped = false;
			started = __start_tty(tty);
		}
		spin_unlock_irq(&tty->flow.lock);
		if (started)
			tty_wakeup(tty);
		return 0;
	case TCIOFF:
		return send_xchar(tty, STOP_CHAR(tty));
	case TCION:
		return send_xchar(tty, START_CHAR(tty));
	default:
		return -EINVAL;
	}
}

/* The requests every terminal answers; -ENOIOCTLCMD for the others */
long tty_mode_ioctl(struct tty_struct *tty, unsigned int cmd,
		    unsigned long arg)
{
	void __user *p = (void __user *)arg;
	struct ktermios kt;
	int val;

	switch (cmd) {
	case TCGETS:
		get_termios(tty, &kt);
		return copy_to_user(p, &kt, sizeof(struct termios)) ?
			       -EFAULT : 0;
	case TCSETS:
	case TCSETSW:
	case TCSETSF:
		return set_termios(tty, cmd, p);
	case TIOCGWINSZ:
		return copy_to_user(p, &tty->winsize, sizeof(tty->winsize)) ?
			       -EFAULT : 0;
	case TIOCSWINSZ:
		return set_winsize(tty, p);
	case FIONREAD:
		return put_user(n_tty_readable(tty), (int __user *)p);
	case TIOCOUTQ:
		return put_user(tty_chars_in_buffer(tty), (int __user *)p);
	case TCFLSH:
		return flush_queues(tty, arg);
	case TCXONC:
		return flow_control(tty, arg);
	case TIOCMGET:
		if (!tty->ops->tiocmget)
			return -ENOTTY;
		val = tty->ops->tiocmget(tty);
		return val < 0 ? val : put_user(val, (int __user *)p);
	case TIOCMSET:
	case TIOCMBIS:
	case TIOCMBIC:
		return set_modem(tty, cmd, p);
	default:
		return -ENOIOCTLCMD;
	}
}
