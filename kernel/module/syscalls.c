// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/syscalls.c - the module system calls: init_module(2),
 * finit_module(2) and delete_module(2), with their man pages' errors.
 *
 * The image is copied out of user memory into a vmalloc'd buffer before
 * anything looks at it (the loader relocates in place: it must own the
 * bytes), then load_module() (kernel/module/load.c) does the work; on
 * failure nothing of the module stays.
 */
#include "linux/kernel.h"
#include "linux/elf.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/syscalls.h"
#include "linux/vmalloc.h"
#include "asm/uaccess.h"

#define MODULE_ARGS_MAX			4096
#define MODULE_LEN_MAX			(64UL << 20)	/* vmalloc's reach */
/* finit_module(2) flags, Linux's values */
#define MODULE_INIT_IGNORE_MODVERSIONS	1
#define MODULE_INIT_IGNORE_VERMAGIC	2

static long copy_args(char *args, const char __user *uargs)
{
	long n = strncpy_from_user(args, uargs, MODULE_ARGS_MAX);

	if (n < 0)
		return n;
	return n == MODULE_ARGS_MAX ? -E2BIG : 0;
}

/* Load a kernel copy of an image; frees it */
static long load_copy(void *image, unsigned long len,
		      const char __user *uargs, bool force)
{
	char *args = vmalloc(MODULE_ARGS_MAX);
	long ret = args ? copy_args(args, uargs) : -ENOMEM;

	if (!ret)
		ret = load_module(image, len, args, force, "init_module");
	vfree(args);
	vfree(image);
	return ret;
}

long sys_init_module(void __user *umod, unsigned long len,
		     const char __user *uargs)
{
	void *image;

	if (len < sizeof(Elf32_Ehdr))
		return -ENOEXEC;
	if (len > MODULE_LEN_MAX)
		return -ENOMEM;
	image = vmalloc(len);
	if (!image)
		return -ENOMEM;
	if (copy_from_user(image, umod, len)) {
		vfree(image);
		return -EFAULT;
	}
	return load_copy(image, len, uargs, false);
}

long sys_finit_module(int fd, const char __user *uargs, int flags)
{
	struct file *f = fget(fd);
	struct inode *inode;
	void *image;

	if (flags & ~(MODULE_INIT_IGNORE_MODVERSIONS |
		      MODULE_INIT_IGNORE_VERMAGIC))
		return -EINVAL;
	if (!f || (f->f_flags & O_ACCMODE) == O_WRONLY)
		return -EBADF;
	inode = f->f_inode;
	if (!inode || inode->is_dir || inode->fops || inode->show)
		return -EINVAL;	/* not a regular file */
	if (inode->size < sizeof(Elf32_Ehdr))
		return -ENOEXEC;
	image = vmalloc(inode->size);
	if (!image)
		return -ENOMEM;
	memcpy(image, inode->data, inode->size);
	return load_copy(image, inode->size, uargs, flags != 0);
}

long sys_delete_module(const char __user *uname, unsigned int flags)
{
	char name[MODULE_NAME_LEN];
	long n = strncpy_from_user(name, uname, MODULE_NAME_LEN - 1);

	if (n < 0)
		return n;
	name[n] = '\0';
	return unload_module(name, flags & O_TRUNC);
}
