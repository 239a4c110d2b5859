// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/printk.c - the kernel log.
 *
 * printk() formats a message, keeps it in a ring buffer with its log level
 * (so `dmesg` can show everything since boot, as Linux's log_buf) and
 * writes it to every registered console, under logbuf_lock (below), so
 * that a line from an interrupt handler or another CPU never tears a line
 * in progress.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/console.h"
#include "linux/printk.h"
#include "linux/smp.h"
#include "linux/jiffies.h"
#include "linux/ratelimit.h"
#include "asm/spinlock.h"
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

/*
 * logbuf_lock (Linux's name) protects log_buf, log_end, log_line_start,
 * log_clear, vprintk()'s buffer and line level, and the consoles' output,
 * so that two CPUs' lines never interleave on the screen either (what
 * Linux's console_sem adds).  Taken by vprintk(), console_write() (a
 * terminal writing to the console), log_buf_copy() and log_buf_clear()
 * (syslog(2)), always with interrupts off: handlers print.  It is the
 * innermost lock: code may print holding any other, and nothing is
 * taken under it.
 * A bare ticket lock, not a checked spinlock_t: the lock debugger reports
 * through printk(), and a report about this lock would wait for itself.
 * And one that an oops breaks, as Linux's zap_locks() does, since an oops
 * must print whoever holds it (logbuf_lock_irqsave()).
 */
static arch_spinlock_t logbuf_lock = __ARCH_SPIN_LOCK_UNLOCKED;
static volatile int logbuf_cpu = -1;	/* its holder, to see recursion */

/* Set by panic() (Linux's bust_spinlocks(1)): the CPU that dies does not
 * wait long for logbuf_lock, whose holder may never come back */
int oops_in_progress;
EXPORT_SYMBOL(oops_in_progress);

/* About a second of spinning under QEMU before an oops prints anyway */
#define LOGBUF_BUST_SPINS	(1UL << 24)

/*
 * Interrupts off and logbuf_lock taken; false if the caller goes on
 * without it, in two cases where waiting would be forever:
 *  - this CPU holds it already: an NMI (the lock debugger's backtrace,
 *    arch/i386/kernel/nmi.c) or an oops came in the middle of a printk.
 *    No other CPU can be inside, and the interrupted printk resumes after;
 *  - an oops is in progress and another CPU has held it too long.
 * Either way the caller must not use what the holder is using
 * (vprintk()'s nested buffer).
 */
static bool logbuf_lock_irqsave(unsigned long *flags)
{
	int cpu = smp_processor_id();
	unsigned long spins = 0;

	local_irq_save(*flags);
	if (logbuf_cpu == cpu)
		return false;
	while (!arch_spin_trylock(&logbuf_lock)) {
		if (oops_in_progress && ++spins > LOGBUF_BUST_SPINS)
			return false;
		cpu_relax();
	}
	logbuf_cpu = cpu;
	return true;
}

static void logbuf_unlock_irqrestore(bool taken, unsigned long flags)
{
	if (taken) {
		logbuf_cpu = -1;
		arch_spin_unlock(&logbuf_lock);
	}
	local_irq_restore(flags);
}

void register_console(struct console *con)
{
	con->next = console_drivers;
	console_drivers = con;
}

static void __console_write(const char *s, size_t len)
{
	struct console *con;

	for (con = console_drivers; con; con = con->next)
		con->write(s, len);
}

void console_write(const char *s, size_t len)
{
	unsigned long flags;
	bool taken = logbuf_lock_irqsave(&flags);

	__console_write(s, len);
	logbuf_unlock_irqrestore(taken, flags);
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
			__console_write(line, len);
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
	/* static: oopses run on small stacks; the second is for a printk
	 * that goes on without the lock, while the holder uses the first */
	static char printk_buf[1024], nested_buf[1024];
	static int line_level = DEFAULT_MESSAGE_LOGLEVEL;
	unsigned long flags;
	int level = default_message_loglevel, n;
	bool cont = false, taken = logbuf_lock_irqsave(&flags);
	char *buf = taken ? printk_buf : nested_buf;
	size_t skip;

	n = vsnprintf(buf, sizeof(printk_buf), fmt, args);
	skip = parse_level(buf, &level, &cont);
	/* A message with its own level opens a line of its own; one
	 * without (or KERN_CONT) continues what the last one left open. */
	if (skip && !cont && !log_line_start)
		emit("\n", line_level);
	if (!log_line_start && (cont || !skip))
		level = line_level;
	line_level = level;
	emit(buf + skip, level);
	logbuf_unlock_irqrestore(taken, flags);
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
	unsigned long flags;
	bool taken = logbuf_lock_irqsave(&flags);

	log_clear = log_end;
	logbuf_unlock_irqrestore(taken, flags);
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
	unsigned long flags;
	bool taken = logbuf_lock_irqsave(&flags);
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
	logbuf_unlock_irqrestore(taken, flags);
	return n;
}

/* The caller's guess for a buffer, read without the lock: log_buf_copy()
 * copies no more than the size it is given */
unsigned long log_buf_len(void)
{
	return log_end - log_buf_start();
}

/* printk_ratelimit()'s state, one for the whole kernel as Linux's
 * printk_ratelimit_state (lib/ratelimit.c counts) */
static DEFINE_RATELIMIT_STATE(printk_ratelimit_state,
			      DEFAULT_RATELIMIT_INTERVAL,
			      DEFAULT_RATELIMIT_BURST);

int __printk_ratelimit(const char *func)
{
	return ___ratelimit(&printk_ratelimit_state, func);
}
EXPORT_SYMBOL(__printk_ratelimit);
