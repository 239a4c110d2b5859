// SPDX-License-Identifier: GPL-2.0
/*
 * ipc/mq_sysctl.c - /proc/sys/fs/mqueue (mq_overview(7)): the limits
 * of POSIX message queues (ipc/mqueue.c), one number a file, which
 * root may change.  A number out of its range is EINVAL, as Linux
 * answers: msg_max and msg_default within
 * 1..65536, msgsize_max and msgsize_default within 128..16 MiB;
 * queues_max takes any int.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/kstrtox.h"
#include "linux/mqueue.h"
#include "linux/stat.h"

struct mq_limits mq_limits = {
	.queues_max = 256,
	.msg_max = 10,
	.msgsize_max = 8192,
	.msg_default = 10,
	.msgsize_default = 8192,
};

/* one file: its number and the range a write must fall in */
struct mq_sysctl {
	const char *name;
	int *value;
	int min, max;
};

static struct mq_sysctl mq_sysctls[] = {
	{ "queues_max", &mq_limits.queues_max, INT_MIN, INT_MAX },
	{ "msg_max", &mq_limits.msg_max, MIN_MSGMAX, HARD_MSGMAX },
	{ "msgsize_max", &mq_limits.msgsize_max, MIN_MSGSIZEMAX,
	  HARD_MSGSIZEMAX },
	{ "msg_default", &mq_limits.msg_default, MIN_MSGMAX, HARD_MSGMAX },
	{ "msgsize_default", &mq_limits.msgsize_default, MIN_MSGSIZEMAX,
	  HARD_MSGSIZEMAX },
};

static size_t mq_sysctl_show(char *buf, size_t size, void *priv)
{
	const struct mq_sysctl *s = priv;

	return snprintf(buf, size, "%d\n", *s->value);
}

/* a write: one decimal number (a newline after it is fine); buf ends
 * in a NUL (fs/open.c store_write()) */
static long mq_sysctl_store(const char *buf, size_t len, void *priv)
{
	const struct mq_sysctl *s = priv;
	int v;

	if (kstrtoint(buf, 10, &v) || v < s->min || v > s->max)
		return -EINVAL;
	*s->value = v;
	return (long)len;
}

void __init mq_sysctl_init(void)
{
	char path[48];
	struct dentry *d;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(mq_sysctls); i++) {
		snprintf(path, sizeof(path), "proc/sys/fs/mqueue/%s",
			 mq_sysctls[i].name);
		d = fs_create_gen(path, mq_sysctl_show, &mq_sysctls[i]);
		if (!d)
			continue;
		d->d_inode->store = mq_sysctl_store;
		d->d_inode->i_mode = S_IFREG | 0644;
	}
}
