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
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/syscalls.h"
#include "linux/init.h"
#include "linux/vmalloc.h"
#include "asm/uaccess.h"
#include "internal.h"

#define MODULE_ARGS_MAX			4096
#define MODULE_LEN_MAX			(64UL << 20)	/* vmalloc's reach */
/* finit_module(2) flags, Linux's values */
#define MODULE_INIT_IGNORE_MODVERSIONS	1
#define MODULE_INIT_IGNORE_VERMAGIC	2

/* The parameter string, copied into a vmalloc'd buffer; NULL on error */
static char *copy_args(const char __user *uargs, long *err)
{
	char *args = vmalloc(MODULE_ARGS_MAX);
	long n;

	*err = -ENOMEM;
	if (!args)
		return NULL;
	n = strncpy_from_user(args, uargs, MODULE_ARGS_MAX);
	*err = n < 0 ? n : n == MODULE_ARGS_MAX ? -E2BIG : 0;
	if (!*err)
		return args;
	vfree(args);
	return NULL;
}

/*
 * init_module(2): a too short image is left to the loader's checks, so
 * the log says what is wrong with it (a 0-byte one gets 1 byte).
 */
long sys_init_module(void __user *umod, unsigned long len,
		     const char __user *uargs)
{
	void *image;
	char *args;
	long ret;

	if (len > MODULE_LEN_MAX)
		return -ENOMEM;
	image = vmalloc(len ? len : 1);
	if (!image)
		return -ENOMEM;
	if (copy_from_user(image, umod, len)) {
		vfree(image);
		return -EFAULT;
	}
	args = copy_args(uargs, &ret);
	if (args)
		ret = load_module(image, len, args, false, "init_module");
	vfree(args);
	vfree(image);
	return ret;
}

/* finit_module(2): the file behind fd; either flag forces a mismatch */
long sys_finit_module(int fd, const char __user *uargs, int flags)
{
	struct file *f = fget(fd);
	struct inode *inode;
	void *image;
	char *args;
	long ret;

	if (flags & ~(MODULE_INIT_IGNORE_MODVERSIONS |
		      MODULE_INIT_IGNORE_VERMAGIC))
		return -EINVAL;
	if (!f || (f->f_flags & O_ACCMODE) == O_WRONLY)
		return -EBADF;
	inode = f->f_inode;
	if (!inode || inode->is_dir || inode->fops || inode->show)
		return -EINVAL;	/* not a regular file */
	image = vmalloc(inode->size ? inode->size : 1);
	if (!image)
		return -ENOMEM;
	memcpy(image, inode->data, inode->size);
	args = copy_args(uargs, &ret);
	if (args)
		ret = load_module(image, inode->size, args, flags != 0,
				  "finit_module");
	vfree(args);
	vfree(image);
	return ret;
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

/* The module system's files at boot: /proc/modules */
void __init module_init_subsys(void)
{
	module_proc_init();
}
