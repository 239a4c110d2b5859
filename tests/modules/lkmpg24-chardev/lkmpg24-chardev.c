// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkmpg24-chardev/lkmpg24-chardev.c - a character device
 * in the style of LKMPG's 2.4 edition: register_chrdev() with major 0
 * (a major is chosen and returned), a file_operations without .owner,
 * and the use count kept by hand - MOD_INC_USE_COUNT on open,
 * MOD_DEC_USE_COUNT on release - so that rmmod refuses while the device
 * is open.  Each read says how many opens came before; one open at a
 * time; writes are refused.
 */
#define MODULE
#define __KERNEL__

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <asm/uaccess.h>

#define DEVICE_NAME "lkmpg24chr"
#define BUF_LEN 80

static int Major;
static int Device_Open;
static int Opens;
static char Message[BUF_LEN];
static char *Message_Ptr;

static int device_open(struct inode *inode, struct file *file)
{
	if (Device_Open)
		return -EBUSY;
	Device_Open++;
	sprintf(Message, "Opened %d times before this one\n", Opens++);
	Message_Ptr = Message;
	MOD_INC_USE_COUNT;
	return 0;
}

static int device_release(struct inode *inode, struct file *file)
{
	Device_Open--;
	MOD_DEC_USE_COUNT;
	return 0;
}

/* One byte at a time into the user's buffer, as the book does it */
static ssize_t device_read(struct file *file, char *buffer, size_t length,
			   loff_t *offset)
{
	int bytes_read = 0;

	while (length && *Message_Ptr) {
		put_user(*(Message_Ptr++), buffer++);
		length--;
		bytes_read++;
	}
	return bytes_read;
}

static ssize_t device_write(struct file *file, const char *buffer,
			    size_t length, loff_t *offset)
{
	printk("<1>lkmpg24chr: sorry, %u bytes refused\n",
	       (unsigned int)length);
	return -EINVAL;
}

static struct file_operations Fops = {
	.read = device_read,
	.write = device_write,
	.open = device_open,
	.release = device_release,
};

int init_module(void)
{
	Major = register_chrdev(0, DEVICE_NAME, &Fops);
	if (Major < 0) {
		printk("<1>lkmpg24chr: registering failed with %d\n", Major);
		return Major;
	}
	printk("<1>lkmpg24chr: major %d: mknod /dev/%s c %d 0\n", Major,
	       DEVICE_NAME, Major);
	return 0;
}

void cleanup_module(void)
{
	unregister_chrdev(Major, DEVICE_NAME);
	printk("<1>lkmpg24chr: unregistered after %d opens\n", Opens);
}

MODULE_LICENSE("GPL");
