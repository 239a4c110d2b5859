// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-misc/api-misc.c - a misc device: one
 * misc_register() with a dynamic minor makes /dev/apimisc; open finds
 * its struct miscdevice in file->private_data; a read says which minor
 * it got, a write is logged.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/uaccess.h>

static struct miscdevice apimisc;

static int apimisc_open(struct inode *inode, struct file *filp)
{
	pr_info("apimisc: open, private_data is ours: %d\n",
		filp->private_data == &apimisc);
	return 0;
}

static ssize_t apimisc_read(struct file *filp, char __user *buf,
			    size_t count, loff_t *ppos)
{
	struct miscdevice *misc = filp->private_data;
	char msg[48];
	int len = snprintf(msg, sizeof(msg), "%s on 10:%d\n", misc->name,
			   misc->minor);

	return simple_read_from_buffer(buf, count, ppos, msg, len);
}

/* Each write is logged on a line of its own, its newline dropped */
static ssize_t apimisc_write(struct file *filp, const char __user *buf,
			     size_t count, loff_t *ppos)
{
	char msg[32];
	loff_t pos = 0;
	ssize_t n = simple_write_to_buffer(msg, sizeof(msg) - 1, &pos, buf,
					   count);

	if (n < 0)
		return n;
	msg[n] = '\0';
	if (n && msg[n - 1] == '\n')
		msg[n - 1] = '\0';
	pr_info("apimisc: got %zu bytes: %s\n", count, msg);
	return count;
}

static const struct file_operations apimisc_fops = {
	.owner = THIS_MODULE,
	.read = apimisc_read,
	.write = apimisc_write,
	.open = apimisc_open,
	.llseek = noop_llseek,
};

static struct miscdevice apimisc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "apimisc",
	.fops = &apimisc_fops,
};

static int __init apimisc_init(void)
{
	int err = misc_register(&apimisc);

	if (!err)
		pr_info("apimisc: minor %d\n", apimisc.minor);
	return err;
}

static void __exit apimisc_exit(void)
{
	misc_deregister(&apimisc);
}

module_init(apimisc_init);
module_exit(apimisc_exit);
MODULE_LICENSE("GPL");
