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

/* From interrupt handlers; a full buffer drops the character (counted) */
void tty_receive_char(char c)
{
	if (head - tail >= TTY_BUF_SIZE) {
		lost++;
		return;
	}
	input[head++ & (TTY_BUF_SIZE - 1)] = c;
	wake_up(&tty_wait);
}

static char tty_getc(void)
{
	unsigned long flags;
	char c;

	local_irq_save(flags);
	while (head == tail)
		sleep_on_irqoff(&tty_wait);
	c = input[tail++ & (TTY_BUF_SIZE - 1)];
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
 * Read one line, without its newline; returns its length, or -E2BIG
 * when it had more than size - 1 characters (the rest were not kept:
 * the caller must not act on a line cut short).
 */
int tty_read_line(char *buf, size_t size)
{
	bool too_long = false;
	size_t len = 0;

	report_lost();
	for (;;) {
		char c = tty_getc(), s[2] = { c, 0 };

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

void tty_write(const char *s, size_t len)
{
	console_write(s, len);
}
