// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/syslog.c - syslog(2), the way `dmesg` reads the kernel log
 * (kernel/printk.c).  Reads return the text with its "<N>" level
 * prefixes, as Linux's do; dmesg strips them unless asked not to.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/printk.h"
#include "linux/syscalls.h"
#include "linux/vmalloc.h"
#include "asm/uaccess.h"

/* syslog(2) types */
#define SYSLOG_ACTION_CLOSE		0
#define SYSLOG_ACTION_OPEN		1
#define SYSLOG_ACTION_READ		2
#define SYSLOG_ACTION_READ_ALL		3
#define SYSLOG_ACTION_READ_CLEAR	4
#define SYSLOG_ACTION_CLEAR		5
#define SYSLOG_ACTION_CONSOLE_OFF	6
#define SYSLOG_ACTION_CONSOLE_ON	7
#define SYSLOG_ACTION_CONSOLE_LEVEL	8
#define SYSLOG_ACTION_SIZE_UNREAD	9
#define SYSLOG_ACTION_SIZE_BUFFER	10
#define LOG_BUF_SIZE			(64 * 1024)

/* The newest whole lines of the log that fit in len bytes, oldest first
 * (Linux copies whole records: with too small a buffer, nothing) */
static long syslog_read_all(char __user *ubuf, int len)
{
	size_t size = log_buf_len() * 2 + 1, n, from;
	char *buf;
	long ret;

	buf = vmalloc(size);
	if (!buf)
		return -ENOMEM;
	n = log_buf_copy(buf, size, true);
	from = n > (size_t)len ? n - (size_t)len : 0;
	while (from && from < n && buf[from - 1] != '\n')
		from++;
	ret = copy_to_user(ubuf, buf + from, n - from) ? -EFAULT :
							   (long)(n - from);
	vfree(buf);
	return ret;
}

/*
 * Every syslog(2) action takes CAP_SYSLOG (or, as Linux still accepts,
 * CAP_SYS_ADMIN): Debian's kernel is built with dmesg_restrict set, so
 * reading the log is not open to everyone either (`dmesg` as a user:
 * "klogctl: Operation not permitted" on Debian 12's 6.1).
 */
static bool syslog_allowed(void)
{
	return capable(CAP_SYSLOG) || capable(CAP_SYS_ADMIN);
}

/*
 * The consoles' level before SYSLOG_ACTION_CONSOLE_OFF, for _ON to put
 * back; -1 when there is nothing to put back (syslog(2): ON without
 * OFF, or a level set since, leaves the level as it is).
 */
static int saved_console_loglevel = -1;

static long console_level_action(int type, int len)
{
	switch (type) {
	case SYSLOG_ACTION_CONSOLE_OFF:
		if (saved_console_loglevel == -1)
			saved_console_loglevel = console_loglevel;
		console_loglevel = minimum_console_loglevel;
		return 0;
	case SYSLOG_ACTION_CONSOLE_ON:
		if (saved_console_loglevel != -1) {
			console_loglevel = saved_console_loglevel;
			saved_console_loglevel = -1;
		}
		return 0;
	default:	/* SYSLOG_ACTION_CONSOLE_LEVEL: 1 to 8 */
		if (len < 1 || len > 8)
			return -EINVAL;
		console_loglevel = max(len, minimum_console_loglevel);
		saved_console_loglevel = -1;
		return 0;
	}
}

long sys_syslog(int type, char __user *buf, int len)
{
	if (!syslog_allowed())
		return -EPERM;
	switch (type) {
	case SYSLOG_ACTION_CLEAR:	/* dmesg -C */
		log_buf_clear();
		return 0;
	case SYSLOG_ACTION_CLOSE:
	case SYSLOG_ACTION_OPEN:
	case SYSLOG_ACTION_SIZE_UNREAD:
		return 0;
	case SYSLOG_ACTION_CONSOLE_OFF:
	case SYSLOG_ACTION_CONSOLE_ON:
	case SYSLOG_ACTION_CONSOLE_LEVEL:
		return console_level_action(type, len);
	case SYSLOG_ACTION_READ:
	case SYSLOG_ACTION_READ_ALL:
	case SYSLOG_ACTION_READ_CLEAR: {	/* dmesg -c: read, then clear */
		long ret;

		if (!buf || len < 0)
			return -EINVAL;
		if (!len)
			return 0;
		if (!access_ok(buf, len))
			return -EFAULT;
		ret = syslog_read_all(buf, len);
		if (ret >= 0 && type == SYSLOG_ACTION_READ_CLEAR)
			log_buf_clear();
		return ret;
	}
	case SYSLOG_ACTION_SIZE_BUFFER:
		return LOG_BUF_SIZE;
	default:
		return -EINVAL;
	}
}

/* /proc/sys/kernel/printk: the four levels, tab-separated, as Linux */
static size_t printk_show(char *buf, size_t size, void *priv)
{
	(void)priv;
	return snprintf(buf, size, "%d\t%d\t%d\t%d\n", console_printk[0],
			console_printk[1], console_printk[2], console_printk[3]);
}

/*
 * Root writes up to four integers separated by blanks, as Linux's
 * proc_dointvec takes them: those given replace the first ones,
 * the rest stay.  Anything else (no number, a fifth, a stray
 * character) is EINVAL and changes nothing.
 */
static long printk_store(const char *buf, size_t len, void *priv)
{
	int val[4], n = 0;
	const char *p = buf;

	(void)priv;
	for (;;) {
		char *end;
		bool neg;

		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (!*p)
			break;
		neg = *p == '-';
		if (n == 4 || !(p[neg] >= '0' && p[neg] <= '9'))
			return -EINVAL;
		val[n] = (int)simple_strtoul(p + neg, &end, 10);
		val[n] = neg ? -val[n] : val[n];
		n++;
		p = end;
	}
	if (!n)
		return -EINVAL;
	memcpy(console_printk, val, (size_t)n * sizeof(int));
	return (long)len;
}

static int __init printk_sysctl_init(void)
{
	struct dentry *d = fs_create_gen("proc/sys/kernel/printk",
					 printk_show, NULL);

	if (!d)
		return -ENOMEM;
	d->d_inode->store = printk_store;
	return 0;
}
fs_initcall(printk_sysctl_init);
