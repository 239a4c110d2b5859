// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-putuser/api-putuser.c - get_user() and put_user()
 * move exactly sizeof(*p) bytes: a read of /dev/apiputuser puts a u8,
 * a u16, a u32 and a u64 back to back (15 bytes, at offsets 0, 1, 3, 7)
 * and leaves the rest of the caller's buffer alone; a write gets the
 * same four sizes from the same offsets and logs them in hex.  The test
 * (tests/kernel/test_user_line.py) checks both with Python's struct.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/types.h>
#include <linux/uaccess.h>

#define RECORD	15	/* 1 + 2 + 4 + 8 bytes */

static ssize_t apiputuser_read(struct file *filp, char __user *buf,
			       size_t count, loff_t *ppos)
{
	if (count < RECORD)
		return -EINVAL;
	if (put_user((u8)0x11, (u8 __user *)buf) ||
	    put_user((u16)0x2233, (u16 __user *)(buf + 1)) ||
	    put_user((u32)0x44556677, (u32 __user *)(buf + 3)) ||
	    put_user((u64)0x8899aabbccddeeffULL, (u64 __user *)(buf + 7)))
		return -EFAULT;
	return RECORD;
}

static ssize_t apiputuser_write(struct file *filp, const char __user *buf,
				size_t count, loff_t *ppos)
{
	u8 b;
	u16 h;
	u32 w;
	u64 q;

	if (count < RECORD)
		return -EINVAL;
	if (get_user(b, (const u8 __user *)buf) ||
	    get_user(h, (const u16 __user *)(buf + 1)) ||
	    get_user(w, (const u32 __user *)(buf + 3)) ||
	    get_user(q, (const u64 __user *)(buf + 7)))
		return -EFAULT;
	pr_info("apiputuser: got %02x %04x %08x %016llx\n", b, h, w,
		(unsigned long long)q);
	return count;
}

static const struct file_operations apiputuser_fops = {
	.owner = THIS_MODULE,
	.read = apiputuser_read,
	.write = apiputuser_write,
	.llseek = noop_llseek,
};

static struct miscdevice apiputuser = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "apiputuser",
	.fops = &apiputuser_fops,
};

static int __init apiputuser_init(void)
{
	return misc_register(&apiputuser);
}

static void __exit apiputuser_exit(void)
{
	misc_deregister(&apiputuser);
}

module_init(apiputuser_init);
module_exit(apiputuser_exit);
MODULE_LICENSE("GPL");
