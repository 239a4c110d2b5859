// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/printk.c - the kernel log.
 *
 * printk() formats a message, keeps it in a ring buffer with its log level
 * (so `dmesg` can show everything since boot, as Linux's log_buf) and
 * writes it to every registered console.  Interrupts are off while a
 * message is emitted so that lines from an interrupt handler do not tear
 * a line in progress.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/console.h"
#include "linux/printk.h"
#include "asm/system.h"

#define LOG_BUF_LEN	(64 * 1024)	/* a power of two: cheap wrapping */
#define LOG_BUF_MASK	(LOG_BUF_LEN - 1)

static char log_buf[LOG_BUF_LEN];
static unsigned long log_end;		/* total bytes ever logged */
static bool log_line_start = true;	/* is the next byte a line start? */
static struct console *console_drivers;

/*
 * /proc/sys/kernel/printk's four numbers (proc(5), kernel/syslog.c):
 * a line reaches the consoles when its level is below the first.  It
 * starts at 10, Linux's value when booted with "debug", so that every
 * line is shown as before; the second is the level of a message that
 * names none.
 */
int console_printk[4] = { 10, DEFAULT_MESSAGE_LOGLEVEL, 1, 7 };

void register_console(struct console *con)
{
	con->next = console_drivers;
	console_drivers = con;
}

void console_write(const char *s, size_t len)
{
	struct console *con;

	for (con = console_drivers; con; con = con->next)
		con->write(s, len);
}

static void log_store(const char *s, size_t len)
{
	for (; len; len--, s++)
		log_buf[log_end++ & LOG_BUF_MASK] = *s;
}

/*
 * Log one formatted message: each line gets a "<N>" level prefix in the
 * buffer (as Linux 2.5's log_buf); consoles see only the text.
 */
static void emit(const char *msg, int level)
{
	const char *line = msg;

	while (*line) {
		const char *nl = strchr(line, '\n');
		size_t len = nl ? (size_t)(nl - line) + 1 : strlen(line);

		if (log_line_start) {
			char prefix[4] = { '<', (char)('0' + level), '>', 0 };

			log_store(prefix, 3);
		}
		log_store(line, len);
		if (level < console_loglevel)
			console_write(line, len);
		log_line_start = nl != NULL;
		line += len;
	}
}

/*
 * The level prefix of a message: "<0>".."<7>", KERN_DEFAULT "<d>" or
 * KERN_CONT "<c>" (include/linux/printk.h); returns its length, 0 if none.
 */
static size_t parse_level(const char *msg, int *level, bool *cont)
{
	if (msg[0] != '<' || !msg[1] || msg[2] != '>')
		return 0;
	if (msg[1] >= '0' && msg[1] <= '7')
		*level = msg[1] - '0';
	else if (msg[1] == 'c')
		*cont = true;
	else if (msg[1] != 'd')
		return 0;
	return 3;
}

int vprintk(const char *fmt, va_list args)
{
	static char buf[1024];	/* static: oopses run on small stacks */
	static int line_level = DEFAULT_MESSAGE_LOGLEVEL;
	unsigned long flags;
	int level = default_message_loglevel, n;
	bool cont = false;
	size_t skip;

	/* buf and the log: an interrupt on this CPU must not print into
	 * the middle of this line; another CPU is held off by the big
	 * kernel lock alone (Linux's logbuf_lock would have to be one an
	 * oops can break, printk() being how the lock debugger reports) */
	local_irq_save(flags);
	n = vsnprintf(buf, sizeof(buf), fmt, args);
	skip = parse_level(buf, &level, &cont);
	/* A message with its own level opens a line of its own; one
	 * without (or KERN_CONT) continues what the last one left open. */
	if (skip && !cont && !log_line_start)
		emit("\n", line_level);
	if (!log_line_start && (cont || !skip))
		level = line_level;
	line_level = level;
	emit(buf + skip, level);
	local_irq_restore(flags);
	return n;
}
EXPORT_SYMBOL(vprintk);

int printk(const char *fmt, ...)
{
	va_list args;
	int n;

	va_start(args, fmt);
	n = vprintk(fmt, args);
	va_end(args);
	return n;
}
EXPORT_SYMBOL(printk);

/* Where the log starts for syslog(2) after a clear (`dmesg -c`, -C) */
static unsigned long log_clear;

void log_buf_clear(void)
{
	log_clear = log_end;
}

/* The oldest byte still kept, and not cleared */
static unsigned long log_buf_start(void)
{
	return max(log_clear, log_end > LOG_BUF_LEN ? log_end - LOG_BUF_LEN :
						     0UL);
}

/*
 * Copy the log into buf without the level prefixes (what `dmesg` prints),
 * oldest first; returns the length.  `raw` keeps the "<N>" prefixes.
 */
size_t log_buf_copy(char *buf, size_t size, bool raw)
{
	unsigned long start = log_buf_start();
	unsigned long i;
	size_t n = 0;
	bool at_line_start = start == 0 ||
			     log_buf[(start - 1) & LOG_BUF_MASK] == '\n';

	for (i = start; i < log_end && n + 1 < size; i++) {
		char c = log_buf[i & LOG_BUF_MASK];

		if (!raw && at_line_start && c == '<' && i + 2 < log_end) {
			i += 2;		/* skip "<N>" */
			at_line_start = false;
			continue;
		}
		buf[n++] = c;
		at_line_start = c == '\n';
	}
	if (size)
		buf[n] = '\0';
	return n;
}

unsigned long log_buf_len(void)
{
	return log_end - log_buf_start();
}
