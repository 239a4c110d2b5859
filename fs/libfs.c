// SPDX-License-Identifier: GPL-2.0
/*
 * fs/libfs.c - helpers for a driver's read and write methods: copy
 * between a user buffer and a kernel one at the file position, which is
 * what most of them do by hand otherwise.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/fs.h"

/* Up to count bytes of from[*ppos, available) to user memory */
ssize_t simple_read_from_buffer(void __user *to, size_t count, loff_t *ppos,
				const void *from, size_t available)
{
	loff_t pos = *ppos;
	size_t n;

	if (pos < 0)
		return -EINVAL;
	if (pos >= (loff_t)available || !count)
		return 0;
	n = min(count, available - (size_t)pos);
	if (copy_to_user(to, (const char *)from + pos, n))
		return -EFAULT;
	*ppos = pos + n;
	return (ssize_t)n;
}
EXPORT_SYMBOL(simple_read_from_buffer);

/* Up to count bytes of user memory into to[*ppos, available) */
ssize_t simple_write_to_buffer(void *to, size_t available, loff_t *ppos,
			       const void __user *from, size_t count)
{
	loff_t pos = *ppos;
	size_t n;

	if (pos < 0)
		return -EINVAL;
	if (pos >= (loff_t)available || !count)
		return 0;
	n = min(count, available - (size_t)pos);
	if (copy_from_user((char *)to + pos, from, n))
		return -EFAULT;
	*ppos = pos + n;
	return (ssize_t)n;
}
EXPORT_SYMBOL(simple_write_to_buffer);
