// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkmpg-static-key/lkmpg-static-key.c - static keys as
 * LKMPG's static key example shows them: /dev/key_state reads "enabled" or
 * "disabled", takes "enable" and "disable", and each open goes down a
 * fast path with one branch on the key.  A second key, on by default,
 * counts its users with static_branch_inc() and static_branch_dec().
 */
#include <linux/atomic.h>
#include <linux/device.h>
#include <linux/fs.h>
#include <linux/jump_label.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/uaccess.h>
#include <linux/version.h>

#define DEVICE_NAME "key_state"

static int major;
static struct class *cls;
static char msg[16];
static DEFINE_STATIC_KEY_FALSE(fkey);
static DEFINE_STATIC_KEY_TRUE(tkey);

static int key_open(struct inode *inode, struct file *file)
{
	snprintf(msg, sizeof(msg), "%s\n",
		 static_key_enabled(&fkey) ? "enabled" : "disabled");
	pr_info("key_state: fastpath 1\n");
	if (static_branch_unlikely(&fkey))
		pr_info("key_state: do unlikely thing\n");
	pr_info("key_state: fastpath 2\n");
	return 0;
}

static ssize_t key_read(struct file *file, char __user *buf, size_t len,
			loff_t *offset)
{
	return simple_read_from_buffer(buf, len, offset, msg, strlen(msg));
}

static ssize_t key_write(struct file *file, const char __user *buf,
			 size_t len, loff_t *offset)
{
	char command[10] = "";

	if (len > sizeof(command) - 1)
		return -EINVAL;
	if (copy_from_user(command, buf, len))
		return -EFAULT;
	if (!strncmp(command, "enable", strlen("enable")))
		static_branch_enable(&fkey);
	else if (!strncmp(command, "disable", strlen("disable")))
		static_branch_disable(&fkey);
	else
		return -EINVAL;
	return len;
}

static const struct file_operations key_fops = {
	.owner = THIS_MODULE,
	.open = key_open,
	.read = key_read,
	.write = key_write,
};

static void count_users(void)
{
	static_branch_inc(&tkey);
	static_branch_inc(&tkey);
	static_branch_dec(&tkey);
	pr_info("key_state: tkey %d users, likely branch %s\n",
		static_key_count(&tkey.key),
		static_branch_likely(&tkey) ? "taken" : "not taken");
	static_branch_disable(&tkey);
	pr_info("key_state: tkey disabled, likely branch %s\n",
		static_branch_likely(&tkey) ? "taken" : "not taken");
}

static int __init key_init(void)
{
	major = register_chrdev(0, DEVICE_NAME, &key_fops);
	if (major < 0)
		return major;
#if LINUX_VERSION_CODE >= KERNEL_VERSION(6, 4, 0)
	cls = class_create(DEVICE_NAME);
#else
	cls = class_create(THIS_MODULE, DEVICE_NAME);
#endif
	device_create(cls, NULL, MKDEV(major, 0), NULL, DEVICE_NAME);
	pr_info("key_state: fkey %s at load\n",
		static_key_enabled(&fkey) ? "enabled" : "disabled");
	count_users();
	return 0;
}

static void __exit key_exit(void)
{
	device_destroy(cls, MKDEV(major, 0));
	class_destroy(cls);
	unregister_chrdev(major, DEVICE_NAME);
}

module_init(key_init);
module_exit(key_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Static keys, after LKMPG's static key example");
