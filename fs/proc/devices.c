// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/devices.c - /proc/devices: the registered device numbers,
 * "Character devices:" then "Block devices:" (block/genhd.c), each line
 * "major name", as Linux's (proc(5)).  Drivers that ask for a dynamic
 * major are found here by scripts that then run mknod.
 */
#include "linux/kernel.h"
#include "linux/blkdev.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/seq_buf.h"

static size_t devices_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);

	(void)priv;
	chrdev_show(&s);
	blkdev_show(&s);
	return s.len;
}

static int __init proc_devices_init(void)
{
	return fs_create_gen("proc/devices", devices_show, NULL) ? 0 : -ENOMEM;
}
fs_initcall(proc_devices_init);
