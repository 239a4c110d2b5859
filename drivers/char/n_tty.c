// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/n_tty.c - the line discipline of the console terminal:
 * what termios(3) says happens between a typed key and read(2).
 *
 * Every character is processed as it arrives, in the interrupt handler
 * (n_tty_receive_char()): the input flags (IGNCR, ICRNL, INLCR), the
 * signal characters when ISIG is set (VINTR, VQUIT, VSUSP: a signal to
 * the foreground process group, typed-ahead input flushed), then in
 * canonical mode (ICANON) the line editing (VERASE, VWERASE, VKILL,
 * VEOF) on a line that becomes readable only when it ends, or else the
 * character is readable at once.  Echo (ECHO, ECHOE, ECHOK, ECHONL,
 * ECHOCTL) happens here too, so what is typed appears as it is typed.
 * n_tty_read() then hands out whole lines (canonical) or bytes as VMIN
 * and VTIME ask (raw).  One CPU: interrupts off is the lock.
 */
#include "linux/kernel.h"
#include "linux/console.h"
#include "linux/errno.h"
#include "linux/file.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/tty.h"
#include "asm/system.h"
#include "asm/uaccess.h"

#define N_TTY_BUF_SIZE	1024	/* a power of two */
#define BUF_MASK	(N_TTY_BUF_SIZE - 1)

struct termios tty_termios = {
	.c_iflag = ICRNL | IXON,
	.c_oflag = OPOST | ONLCR,
	.c_cflag = 0x00bf,		/* B38400 | CS8 | CREAD */
	.c_lflag = ISIG | ICANON | ECHO | ECHOE | ECHOK | IEXTEN | ECHOCTL |
		   ECHOKE,
	.c_cc = { [VINTR] = 3, [VQUIT] = 28, [VERASE] = 127, [VKILL] = 21,
		  [VEOF] = 4, [VTIME] = 0, [VMIN] = 1, [VSTART] = 17,
		  [VSTOP] = 19, [VSUSP] = 26, [VREPRINT] = 18,
		  [VDISCARD] = 15, [VWERASE] = 23, [VLNEXT] = 22 },
};
int tty_pgrp;				/* the foreground process group */
DECLARE_WAIT_QUEUE_HEAD(tty_wait);

/* Readable bytes: [tail, head); eol marks where a canonical line ends,
 * eof a line ended by VEOF, whose marker byte is not read */
static char read_buf[N_TTY_BUF_SIZE];
static bool read_eol[N_TTY_BUF_SIZE], read_eof[N_TTY_BUF_SIZE];
static unsigned int head, tail, lines;
/* the canonical line being edited, not yet readable */
static char line[N_TTY_BUF_SIZE - 2];
static unsigned int line_len;
static bool line_too_long;
static unsigned int lost;		/* dropped: no room */

static bool L(tcflag_t flag)
{
	return tty_termios.c_lflag & flag;
}

static void echo_str(const char *s)
{
	console_write(s, strlen(s));
}

/* A control character echoes as ^X with ECHOCTL (tab and newline as is) */
static void echo_char(char c)
{
	char s[3] = { c, 0, 0 };

	if (!L(ECHO))
		return;
	if (L(ECHOCTL) && ((unsigned char)c < ' ' || c == 0x7f) &&
	    c != '\t' && c != '\n') {
		s[0] = '^';
		s[1] = c == 0x7f ? '?' : c + '@';
	}
	echo_str(s);
}

static void put_readable(char c, bool eol, bool eof)
{
	if (head - tail >= N_TTY_BUF_SIZE) {
		lost++;
		return;
	}
	read_buf[head & BUF_MASK] = c;
	read_eol[head & BUF_MASK] = eol;
	read_eof[head & BUF_MASK] = eof;
	head++;
	lines += eol;
}

/* Drop what was typed and not read (the signal characters, TCSETSF) */
void n_tty_flush(void)
{
	tail = head;
	lines = 0;
	line_len = 0;
	line_too_long = false;
}

static void erase_one(void)
{
	if (!line_len)
		return;
	line_len--;
	if (L(ECHO) && L(ECHOE))
		echo_str("\b \b");
}

/* The line ends: it becomes readable (the terminator too, unless VEOF) */
static void end_line(char c, bool eof)
{
	unsigned int i;

	if (line_too_long) {	/* said, not cut: the reader gets "\n" */
		tty_printf("tty: a line holds %u characters: dropped\n",
			   (unsigned int)sizeof(line));
		line_len = 0;
		line_too_long = false;
	}
	for (i = 0; i < line_len; i++)
		put_readable(line[i], false, false);
	put_readable(c, true, eof);
	line_len = 0;
}

/* Canonical mode: editing characters, or one more of the line */
static void canon_char(char c)
{
	const cc_t *cc = tty_termios.c_cc;

	if (c == cc[VERASE] || c == '\b') {
		erase_one();
	} else if (c == cc[VWERASE] && L(IEXTEN)) {
		while (line_len && line[line_len - 1] == ' ')
			erase_one();
		while (line_len && line[line_len - 1] != ' ')
			erase_one();
	} else if (c == cc[VKILL]) {
		if (L(ECHOK) || L(ECHOKE))
			while (line_len)
				erase_one();
		line_len = 0;
	} else if (c == cc[VEOF]) {
		end_line(0, true);
	} else if (c == '\n' || (c && c == cc[VEOL])) {
		if (L(ECHO) || L(ECHONL))
			echo_str("\n");
		end_line(c, false);
	} else if (line_len < sizeof(line)) {
		line[line_len++] = c;
		echo_char(c);
	} else {
		line_too_long = true;
	}
}

/* ISIG: the character's signal to the foreground group; true if taken */
static bool isig_char(char c)
{
	const cc_t *cc = tty_termios.c_cc;
	int sig = 0;

	if (!L(ISIG) || !c)
		return false;
	if (c == cc[VINTR])
		sig = SIGINT;
	else if (c == cc[VQUIT])
		sig = SIGQUIT;
	else if (c == cc[VSUSP])
		sig = SIGTSTP;
	if (!sig)
		return false;
	echo_char(c);
	if (L(ECHO))
		echo_str("\n");
	if (!L(NOFLSH))
		n_tty_flush();
	if (tty_pgrp)
		kill_pgrp(tty_pgrp, sig);
	return true;
}

/* From the keyboard's and the serial port's interrupt handlers */
void n_tty_receive_char(char c)
{
	tcflag_t iflag = tty_termios.c_iflag;

	if (c == '\r') {
		if (iflag & IGNCR)
			return;
		if (iflag & ICRNL)
			c = '\n';
	} else if (c == '\n' && (iflag & INLCR)) {
		c = '\r';
	}
	if (isig_char(c))
		return;
	if (L(ICANON)) {
		canon_char(c);
	} else {
		put_readable(c, false, false);
		echo_char(c);
	}
	wake_up(&tty_wait);
}

/* Bytes a read would get now (FIONREAD, poll) */
unsigned int n_tty_readable(void)
{
	unsigned int n = 0, i;

	if (!L(ICANON))
		return head - tail;
	for (i = tail; i != head; i++) {
		n += !read_eof[i & BUF_MASK];
		if (read_eol[i & BUF_MASK])
			return n ? n : 1;	/* an EOF reads as 0 bytes */
	}
	return 0;
}

/* ICANON changed: a line being edited becomes raw input; raw input not
 * read yet becomes one line, readable at once (as Linux's n_tty pushes
 * it); lines typed before stay lines */
void n_tty_set_termios(const struct termios *old)
{
	unsigned int i;

	if ((old->c_lflag & ICANON) && !L(ICANON)) {
		for (i = 0; i < line_len; i++)
			put_readable(line[i], false, false);
		line_len = 0;
	} else if (!(old->c_lflag & ICANON) && L(ICANON) && head != tail) {
		read_eol[(head - 1) & BUF_MASK] = true;
	}
	lines = 0;
	for (i = tail; i != head; i++)
		lines += read_eol[i & BUF_MASK];
	wake_up(&tty_wait);
}

/* Type-ahead the buffer had no room for is said, never silently lost */
static void report_lost(void)
{
	unsigned long flags;
	unsigned int n;

	local_irq_save(flags);
	n = lost;
	lost = 0;
	local_irq_restore(flags);
	if (n)
		tty_printf("tty: %u characters typed ahead were lost (the "
			   "buffer holds %u)\n", n, N_TTY_BUF_SIZE);
}

/* Copy out up to count bytes; canonical: up to the end of one line */
static ssize_t copy_out(char __user *buf, size_t count)
{
	size_t n = 0;

	while (n < count && tail != head) {
		unsigned int i = tail & BUF_MASK;
		bool eol = read_eol[i];

		if (!read_eof[i] && copy_to_user(buf + n, &read_buf[i], 1))
			return n ? (ssize_t)n : -EFAULT;
		n += !read_eof[i];
		tail++;
		lines -= eol;
		if (eol && L(ICANON))
			break;
	}
	return (ssize_t)n;
}

/*
 * How long a raw read waits for its first byte (termios(3), "Noncanonical
 * mode input"): VMIN 0 and VTIME 0 not at all, VTIME tenths of a second
 * if VMIN is 0, forever otherwise.
 */
static long raw_wait_ticks(void)
{
	const cc_t *cc = tty_termios.c_cc;

	if (cc[VMIN])
		return MAX_SCHEDULE_TIMEOUT;
	return (long)cc[VTIME] * HZ / 10;
}

/* Enough to return: a whole line, or VMIN bytes (fewer if count is) */
static bool read_ready(size_t count)
{
	size_t want = min((size_t)tty_termios.c_cc[VMIN], count);

	if (L(ICANON))
		return lines > 0;
	return head - tail >= max(want, (size_t)1);
}

ssize_t n_tty_read(struct file *f, char __user *buf, size_t count)
{
	long timeout = L(ICANON) ? MAX_SCHEDULE_TIMEOUT : raw_wait_ticks();
	unsigned long flags;
	ssize_t n;
	int err = tty_check_change(SIGTTIN);

	if (err)
		return err;
	report_lost();
	local_irq_save(flags);
	while (!read_ready(count)) {
		bool some = head != tail && !L(ICANON);

		if (f->f_flags & O_NONBLOCK) {
			if (some)
				break;
			local_irq_restore(flags);
			return -EAGAIN;
		}
		if (signal_pending(current)) {
			local_irq_restore(flags);
			return -ERESTARTSYS;
		}
		/* VMIN and VTIME: VTIME is an inter-byte timer once a byte
		 * came, restarted by each byte */
		if (some && tty_termios.c_cc[VTIME])
			timeout = (long)tty_termios.c_cc[VTIME] * HZ / 10;
		if (!timeout)
			break;
		timeout = sleep_on_timeout_irqoff(&tty_wait, timeout);
		if (!timeout && !read_ready(count))
			break;
	}
	n = copy_out(buf, count);
	local_irq_restore(flags);
	return n;
}

/* poll(2): readable once read() would not block */
unsigned int n_tty_poll(struct file *f, poll_table *pt)
{
	unsigned int mask = POLLOUT | POLLWRNORM;

	poll_wait(f, &tty_wait, pt);
	if (n_tty_readable())
		mask |= POLLIN | POLLRDNORM;
	return mask;
}
