/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/printk.h - printk(), its log levels and the pr_*() family.
 *
 * A level is a "<N>" prefix on the message, as in Linux 2.5 and 2.6;
 * printk() (kernel/printk.c) strips it and keeps it with the line for
 * dmesg.  KERN_CONT ("<c>", Linux 2.6.24's spelling) continues the line
 * the previous printk() left open; a message with a level of its own
 * starts a new line, as Linux does since 4.9.  The levels, as strings and
 * numbers: include/linux/kern_levels.h.
 *
 * pr_info(fmt, ...) is printk(KERN_INFO pr_fmt(fmt), ...): a file may
 * define pr_fmt() before its first #include to prefix every message,
 * usually with KBUILD_MODNAME (a string literal, scripts/Kbuild.include).
 */
#ifndef _LINUX_PRINTK_H
#define _LINUX_PRINTK_H

#include <stdarg.h>
#include "linux/types.h"

#include "linux/kern_levels.h"

#define DEFAULT_MESSAGE_LOGLEVEL 4

/* /proc/sys/kernel/printk (kernel/printk.c): the consoles' level, the
 * default message level, the lowest console level syslog(2) may set,
 * the consoles' default level */
extern int console_printk[4];
#define console_loglevel		(console_printk[0])
#define default_message_loglevel	(console_printk[1])
#define minimum_console_loglevel	(console_printk[2])
#define default_console_loglevel	(console_printk[3])

int printk(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Whether a message may go out: 10 in each 5 seconds, kernel-wide, as
 * Linux's printk_ratelimit() (kernel/printk.c) */
int __printk_ratelimit(const char *func);
#define printk_ratelimit()	__printk_ratelimit(__func__)
int vprintk(const char *fmt, va_list args);
/* Set once the kernel is dying: printk() breaks its lock rather than
 * wait for a holder that may never come back (kernel/printk.c) */
extern int oops_in_progress;

/* Checks the arguments against the format, prints nothing. */
static inline __attribute__((format(printf, 1, 2))) int
no_printk(const char *fmt, ...)
{
	(void)fmt;
	return 0;
}

#ifndef pr_fmt
#define pr_fmt(fmt) fmt
#endif

#define pr_emerg(fmt, ...)	printk(KERN_EMERG pr_fmt(fmt), ##__VA_ARGS__)
#define pr_alert(fmt, ...)	printk(KERN_ALERT pr_fmt(fmt), ##__VA_ARGS__)
#define pr_crit(fmt, ...)	printk(KERN_CRIT pr_fmt(fmt), ##__VA_ARGS__)
#define pr_err(fmt, ...)	printk(KERN_ERR pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warn(fmt, ...)	printk(KERN_WARNING pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warning		pr_warn	/* the name until Linux 5.8 */
#define pr_notice(fmt, ...)	printk(KERN_NOTICE pr_fmt(fmt), ##__VA_ARGS__)
#define pr_info(fmt, ...)	printk(KERN_INFO pr_fmt(fmt), ##__VA_ARGS__)
#define pr_cont(fmt, ...)	printk(KERN_CONT fmt, ##__VA_ARGS__)

/* pr_debug() prints only in a file compiled with DEBUG defined
 * (there is no dynamic debug here to switch it on later). */
#ifdef DEBUG
#define pr_debug(fmt, ...)	printk(KERN_DEBUG pr_fmt(fmt), ##__VA_ARGS__)
#define pr_devel(fmt, ...)	printk(KERN_DEBUG pr_fmt(fmt), ##__VA_ARGS__)
#else
#define pr_debug(fmt, ...)	no_printk(KERN_DEBUG pr_fmt(fmt), ##__VA_ARGS__)
#define pr_devel(fmt, ...)	no_printk(KERN_DEBUG pr_fmt(fmt), ##__VA_ARGS__)
#endif

size_t log_buf_copy(char *buf, size_t size, bool raw);
unsigned long log_buf_len(void);
void log_buf_clear(void);
void dump_stack(void);

/* printk_ratelimited() and pr_info_ratelimited() & co come with
 * printk(), as in Linux 6.1, where printk.h defines them */
#include "linux/ratelimit.h"

#endif /* _LINUX_PRINTK_H */
