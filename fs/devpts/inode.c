// SPDX-License-Identifier: GPL-2.0
/*
 * fs/devpts/inode.c - devpts, the file system at /dev/pts: a pty's
 * number (devpts_new_index(), when /dev/ptmx is opened) and its slave's
 * node, /dev/pts/N (devpts_pty_new()), which goes when the master is
 * closed (devpts_pty_kill(), drivers/char/pty.c) while the number stays
 * taken until both sides are (devpts_kill_index()).
 *
 * As the other fixed mounts here (fs/namespace.c), it is a directory of
 * the one in-memory tree, made at boot and listed as mounted; each node
 * is an ordinary character device node (fs/char_dev.c), 136:N, owned by
 * the master's opener with mode 0600, what Linux 6.1's devpts gives
 * when mounted without options (mount(8), "devpts": uid, gid, mode).
 */
#include "linux/kernel.h"
#include "linux/bitops.h"
#include "linux/cred.h"
#include "linux/devpts_fs.h"
#include "linux/errno.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/kdev_t.h"
#include "linux/spinlock.h"
#include "linux/stat.h"

static DECLARE_BITMAP(pty_numbers, NR_UNIX98_PTY_MAX);
static DEFINE_SPINLOCK(pty_numbers_lock);

/* The lowest free number, as Linux hands them out; ENOSPC when all are
 * taken (Linux's answer past /proc/sys/kernel/pty/max) */
int devpts_new_index(void)
{
	unsigned long idx;

	spin_lock(&pty_numbers_lock);
	idx = find_first_zero_bit(pty_numbers, NR_UNIX98_PTY_MAX);
	if (idx < NR_UNIX98_PTY_MAX)
		__set_bit(idx, pty_numbers);
	spin_unlock(&pty_numbers_lock);
	return idx < NR_UNIX98_PTY_MAX ? (int)idx : -ENOSPC;
}

void devpts_kill_index(int idx)
{
	spin_lock(&pty_numbers_lock);
	__clear_bit((unsigned long)idx, pty_numbers);
	spin_unlock(&pty_numbers_lock);
}

/* /dev/pts/N for pty index, the caller's; NULL without memory */
struct dentry *devpts_pty_new(int index)
{
	char path[32];
	struct dentry *d;

	snprintf(path, sizeof(path), "dev/pts/%d", index);
	d = fs_create_dev(path, &def_chr_fops);
	if (!d)
		return NULL;
	d->d_inode->i_rdev = MKDEV(UNIX98_PTY_SLAVE_MAJOR, index);
	d->d_inode->i_mode = S_IFCHR | 0600;
	d->d_inode->i_uid = current_fsuid();
	d->d_inode->i_gid = current_fsgid();
	return d;
}

void devpts_pty_kill(struct dentry *dentry)
{
	fs_remove(dentry);
}

void __init devpts_init(void)
{
	if (!fs_mkdir_p("dev/pts"))
		printk(KERN_ERR "devpts: cannot make /dev/pts\n");
}
