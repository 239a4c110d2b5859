// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/tty_io.c - one terminal made of two input devices (the serial line
 * and the PC keyboard) and every console for output.
 *
 * Interrupt handlers put characters into a ring buffer; tty_read_line()
 * sleeps until a whole line is there and does the editing a canonical
 * terminal does: echo, backspace, Ctrl-U.  Output of commands goes
 * straight to the consoles through tty_printf(), not into the kernel
 * log: `dmesg` shows what the kernel said, not what `cat` printed.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/console.h"
#include "linux/errno.h"
#include "linux/file.h"
#include "linux/sched.h"
#include "linux/tty.h"
#include "asm/system.h"

#define TTY_BUF_SIZE	1024	/* a power of two */
#define CTRL(c)		((c) & 0x1f)
#define ASCII_DEL	0x7f

static char input[TTY_BUF_SIZE];
static unsigned int head, tail;		/* written by irq / read by task */
static unsigned int lost;		/* dropped: the buffer was full */
static DECLARE_WAIT_QUEUE_HEAD(tty_wait);
static bool tty_interrupt(char c);

/* From interrupt handlers; a full buffer drops the character (counted) */
void tty_receive_char(char c)
{
	if (tty_interrupt(c))
		return;
	if (head - tail >= TTY_BUF_SIZE) {
		lost++;
		return;
	}
	input[head++ & (TTY_BUF_SIZE - 1)] = c;
	wake_up(&tty_wait);
}

/* The next character, or -1 if a signal came for a sleeping process */
static int tty_getc(void)
{
	unsigned long flags;
	int c = -1;

	local_irq_save(flags);
	while (head == tail && !(current->mm && current->sigpending))
		sleep_on_irqoff(&tty_wait);
	if (head != tail)
		c = (unsigned char)input[tail++ & (TTY_BUF_SIZE - 1)];
	local_irq_restore(flags);
	return c;
}

static void echo(const char *s)
{
	console_write(s, strlen(s));
}

static void erase_chars(size_t n)
{
	while (n--)
		echo("\b \b");
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
			   "buffer holds %u)\n", n, TTY_BUF_SIZE);
}

/* What a line may hold: tabs and bytes >= 0x80 (UTF-8) too */
static bool line_char(char c)
{
	return c == '\t' || (unsigned char)c >= ' ';
}

/*
 * Read one line, without its newline; returns its length, -EINTR when
 * a signal came first, or -E2BIG when it had more than size - 1
 * characters (the rest were not kept: the caller must not act on a line
 * cut short).
 */
int tty_read_line(char *buf, size_t size)
{
	bool too_long = false;
	size_t len = 0;

	report_lost();
	for (;;) {
		int got = tty_getc();
		char c = (char)got, s[2] = { c, 0 };

		if (got < 0)
			return -EINTR;

		if (c == '\n') {
			echo("\n");
			break;
		}
		if (c == '\b' || c == ASCII_DEL) {
			if (len) {
				len--;
				erase_chars(1);
			}
		} else if (c == CTRL('U')) {
			erase_chars(len);
			len = 0;
		} else if (line_char(c) && c != ASCII_DEL) {
			if (len + 1 < size) {
				buf[len++] = c;
				echo(s);
			} else {
				too_long = true;
			}
		}
	}
	buf[len] = '\0';
	return too_long ? -E2BIG : (int)len;
}

int tty_printf(const char *fmt, ...)
{
	static char buf[1024];
	unsigned long flags;
	va_list args;
	int n;

	local_irq_save(flags);
	va_start(args, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, args);
	va_end(args);
	console_write(buf, min((size_t)n, sizeof(buf) - 1));
	local_irq_restore(flags);
	return n;
}
EXPORT_SYMBOL(tty_printf);

/*
 * /dev/console and /dev/tty: a read returns one line, as a terminal in
 * canonical mode does (termios(3)), newline included; what does not fit
 * in the reader's buffer waits for the next read.
 */
static char line_buf[TTY_BUF_SIZE];
static size_t line_len, line_off;

static ssize_t tty_read(struct file *f, char __user *buf, size_t count,
			loff_t *pos)
{
	size_t n;

	(void)f, (void)pos;
	if (line_off == line_len) {
		int n = tty_read_line(line_buf, sizeof(line_buf) - 1);

		if (n == -E2BIG) {	/* said, not cut: the reader sees "\n" */
			tty_printf("tty: a line holds %u characters: "
				   "dropped\n", TTY_BUF_SIZE - 2);
			n = 0;
		} else if (n < 0) {
			return n;	/* -EINTR: Ctrl-C */
		}
		line_len = (size_t)n;
		line_buf[line_len++] = '\n';
		line_off = 0;
	}
	n = min(count, line_len - line_off);
	if (copy_to_user(buf, line_buf + line_off, n))
		return -EFAULT;
	line_off += n;
	return (ssize_t)n;
}

static ssize_t tty_write_user(struct file *f, const char __user *buf,
			      size_t count, loff_t *pos)
{
	char chunk[256];
	size_t done = 0;

	(void)f, (void)pos;
	while (done < count) {
		size_t n = min(count - done, sizeof(chunk));

		if (copy_from_user(chunk, buf + done, n))
			return done ? (ssize_t)done : -EFAULT;
		console_write(chunk, n);
		done += n;
	}
	return (ssize_t)done;
}

/* ioctl_tty(2) requests, Linux i386 values (include/uapi/asm-generic/ioctls.h) */
#define TCGETS		0x5401
#define TCSETS		0x5402
#define TCSETSW		0x5403
#define TCSETSF		0x5404
#define TIOCGPGRP	0x540f
#define TIOCSPGRP	0x5410
#define TIOCGWINSZ	0x5413

/* struct termios as the kernel's i386 ABI has it (termios(3)) */
struct termios {
	u32 c_iflag, c_oflag, c_cflag, c_lflag;
	u8 c_line;
	u8 c_cc[19];
};

struct winsize {
	u16 ws_row, ws_col, ws_xpixel, ws_ypixel;
};

/* ICRNL | IXON; OPOST | ONLCR; B38400 | CS8 | CREAD; ISIG | ICANON |
 * ECHO | ECHOE | ECHOK | IEXTEN | ECHOCTL | ECHOKE: a cooked terminal */
static struct termios tty_termios = {
	.c_iflag = 0x0500, .c_oflag = 0x0005, .c_cflag = 0x00bf,
	.c_lflag = 0x8a3b,
	.c_cc = { 3, 28, 127, 21, 4, 0, 1, 0, 17, 19, 26, 0, 18, 15, 23, 22 },
};
static int tty_pgrp;

/* termios(3) ISIG: the interrupt character (c_cc[VINTR], Ctrl-C) */
#define ISIG	0000001
#define VINTR	0

/*
 * Ctrl-C: SIGINT to the foreground process group (TIOCSPGRP), and the
 * line typed so far is dropped, as a cooked terminal does.  From the
 * interrupt handler; true if c was taken.
 */
static bool tty_interrupt(char c)
{
	if (!(tty_termios.c_lflag & ISIG) || c != tty_termios.c_cc[VINTR] ||
	    !tty_pgrp)
		return false;
	echo("^C\n");
	tail = head;	/* what was typed ahead goes too (termios NOFLSH off) */
	kill_pgrp(tty_pgrp, SIGINT);
	return true;
}

static long tty_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	static const struct winsize ws = { .ws_row = 25, .ws_col = 80 };
	void __user *p = (void __user *)arg;

	(void)f;
	switch (cmd) {
	case TCGETS:
		return copy_to_user(p, &tty_termios, sizeof(tty_termios)) ?
			       -EFAULT : 0;
	case TCSETS:
	case TCSETSW:
	case TCSETSF:	/* kept for TCGETS; the line discipline stays cooked */
		return copy_from_user(&tty_termios, p, sizeof(tty_termios)) ?
			       -EFAULT : 0;
	case TIOCGWINSZ:
		return copy_to_user(p, &ws, sizeof(ws)) ? -EFAULT : 0;
	case TIOCGPGRP:
		/* before any TIOCSPGRP the console is nobody's controlling
		 * terminal: tcgetpgrp(3) fails with ENOTTY, as on Linux,
		 * and a shell turns its job control off */
		if (!tty_pgrp)
			return -ENOTTY;
		return put_user(tty_pgrp, (int __user *)p);
	case TIOCSPGRP:
		return get_user(tty_pgrp, (int __user *)p);
	default:
		return -ENOTTY;
	}
}

const struct file_operations tty_fops = {
	.read = tty_read,
	.write = tty_write_user,
	.unlocked_ioctl = tty_ioctl,
};
