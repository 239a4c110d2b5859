// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/syslog.c - syslog(2), the way `dmesg` reads the kernel log
 * (kernel/printk.c).  Reads return the text with its "<N>" level
 * prefixes, as Linux's do; dmesg strips them unless asked not to.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
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
	case SYSLOG_ACTION_CONSOLE_OFF:
	case SYSLOG_ACTION_CONSOLE_ON:
	case SYSLOG_ACTION_SIZE_UNREAD:
		return 0;
	case SYSLOG_ACTION_CONSOLE_LEVEL:
		return len < 1 || len > 8 ? -EINVAL : 0;
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
