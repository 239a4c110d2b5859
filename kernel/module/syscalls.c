// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/syscalls.c - what the module system calls need beyond
 * the loader: the parameter string copied from user memory (for
 * sys_init_module() in kernel/module/load.c), and finit_module(2), which
 * loads from a descriptor instead of a buffer.
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/capability.h"
#include "linux/syscalls.h"
#include "linux/vmalloc.h"
#include "asm/uaccess.h"
#include "internal.h"

/*
 * Loading and removing modules takes CAP_SYS_MODULE (init_module(2),
 * delete_module(2): EPERM), checked before anything else is looked at.
 */
int may_init_module(void)
{
	return capable(CAP_SYS_MODULE) ? 0 : -EPERM;
}

/*
 * The parameter string into args[MODULE_ARGS_MAX], a buffer on the
 * caller's kernel stack: an oops in the module's init then leaves nothing
 * of the call allocated (the loader keeps its own copy, mod->args).
 */
int copy_module_args(char *args, const char __user *uargs)
{
	long n = strncpy_from_user(args, uargs, MODULE_ARGS_MAX);

	if (n < 0)
		return (int)n;
	return n == MODULE_ARGS_MAX ? -E2BIG : 0;
}

/*
 * finit_module(2): the regular file behind fd, which must be open for
 * reading (EBADF).  MODULE_INIT_IGNORE_VERMAGIC skips the version magic
 * check and taints the kernel F (check_vermagic()), as Linux does;
 * MODULE_INIT_IGNORE_MODVERSIONS is accepted and changes nothing, as on
 * a Linux without CONFIG_MODVERSIONS: there are no symbol CRCs to
 * ignore.  MODULE_INIT_COMPRESSED_FILE gets EOPNOTSUPP once the file is
 * found, as on a Linux without CONFIG_MODULE_DECOMPRESS (Debian 12's).
 * Any other bit is EINVAL.
 */
static long load_module_file(const struct file *f, const char __user *uargs,
			     int flags)
{
	char args[MODULE_ARGS_MAX];
	struct inode *inode;
	void *image;
	size_t len;
	long err;

	if (!f || (f->f_flags & O_ACCMODE) == O_WRONLY)
		return -EBADF;
	inode = f->f_inode;
	if (!inode || inode->is_dir || inode->fops || inode->show)
		return -EINVAL;	/* not a regular file */
	if (inode->i_writecount)
		return -ETXTBSY;	/* open for writing, this fd or another */
	if (flags & MODULE_INIT_COMPRESSED_FILE)
		return -EOPNOTSUPP;
	err = copy_module_args(args, uargs);
	if (err)
		return err;
	image = fs_read_file(inode, &len);
	if (!image)
		return -ENOMEM;
	return load_module(image, len, args, flags, NULL);
}

long sys_finit_module(int fd, const char __user *uargs, int flags)
{
	struct fd f;
	long err = may_init_module();

	if (err)
		return err;
	if (flags & ~(MODULE_INIT_IGNORE_MODVERSIONS |
		      MODULE_INIT_IGNORE_VERMAGIC |
		      MODULE_INIT_COMPRESSED_FILE))
		return -EINVAL;
	f = fdget((unsigned int)fd);
	err = load_module_file(f.file, uargs, flags);
	fdput(f);
	return err;
}
