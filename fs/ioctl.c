// SPDX-License-Identifier: GPL-2.0
/*
 * fs/ioctl.c - ioctl(2): handed to the file's unlocked_ioctl; a file
 * without one is no terminal or device, so ENOTTY (ioctl(2) ERRORS).
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/syscalls.h"

long sys_ioctl(unsigned int fd, unsigned int cmd, unsigned long arg)
{
	struct fd f = fdget(fd);
	long ret = -ENOTTY;

	if (!f.file)
		return -EBADF;
	if (f.file->f_op->unlocked_ioctl)
		ret = f.file->f_op->unlocked_ioctl(f.file, cmd, arg);
	fdput(f);
	return ret;
}
