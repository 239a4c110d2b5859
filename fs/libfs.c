// SPDX-License-Identifier: GPL-2.0
/*
 * fs/libfs.c - helpers for a driver's read and write methods: copy
 * between a user buffer and a kernel one at the file position, which is
 * what most of them do by hand otherwise.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/fs.h"

/*
 * How many of count bytes lie at pos in a buffer of size bytes: 0 at or
 * past its end (end of file for a read, "no space" for a write),
 * -EINVAL for a negative position, as lseek(2) never makes one.
 */
static ssize_t span(loff_t pos, size_t count, size_t size)
{
	if (pos < 0)
		return -EINVAL;
	if (pos >= (loff_t)size)
		return 0;
	return (ssize_t)min(count, size - (size_t)pos);
}

/* Up to count bytes of from[*ppos, available) to user memory */
ssize_t simple_read_from_buffer(void __user *to, size_t count, loff_t *ppos,
				const void *from, size_t available)
{
	ssize_t n = span(*ppos, count, available);

	if (n <= 0)
		return n;
	if (copy_to_user(to, (const char *)from + *ppos, (size_t)n))
		return -EFAULT;
	*ppos += n;
	return n;
}
EXPORT_SYMBOL(simple_read_from_buffer);

/* Up to count bytes of user memory into to[*ppos, available) */
ssize_t simple_write_to_buffer(void *to, size_t available, loff_t *ppos,
			       const void __user *from, size_t count)
{
	ssize_t n = span(*ppos, count, available);

	if (n <= 0)
		return n;
	if (copy_from_user((char *)to + *ppos, from, (size_t)n))
		return -EFAULT;
	*ppos += n;
	return n;
}
EXPORT_SYMBOL(simple_write_to_buffer);
