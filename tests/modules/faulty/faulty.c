// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/faulty/faulty.c - the idea of LDD3's "faulty" (chapter
 * 4, "Debugging by Watching"): a character device whose write method
 * stores through a NULL pointer, so that `echo hi > /dev/faulty` oopses
 * with a Call Trace from the driver up through the write system call,
 * and the shell that ran echo lives on.  Old style: register_chrdev()
 * with a dynamic major, the node made by hand with mknod.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/string.h>
#include <linux/uaccess.h>

struct faulty_state {
	int writes;
};

static int major;
/* never set: the bug the oops is about (not static, so that no compiler
 * may assume it is NULL and drop the store) */
struct faulty_state *faulty_state;

/* how far past its 4 bytes the read fills its buffer (not a constant,
 * so that no compiler refuses or warns at build time) */
int faulty_overrun = 20;

/*
 * The book's second bug: a buffer on the stack filled past its end, so
 * the saved frame pointer and the return address become 0xffffffff and
 * the return jumps there.  The oops cannot name the function that did
 * it: only what is left on the stack above it.
 */
static ssize_t faulty_read(struct file *filp, char __user *buf, size_t count,
			   loff_t *ppos)
{
	char stack_buf[4];

	memset(stack_buf, 0xff, faulty_overrun);
	if (count > sizeof(stack_buf))
		count = sizeof(stack_buf);
	return copy_to_user(buf, stack_buf, count) ? -EFAULT : count;
}

static ssize_t faulty_write(struct file *filp, const char __user *buf,
			    size_t count, loff_t *ppos)
{
	faulty_state->writes++;	/* NULL dereference: page fault at 0 */
	return count;
}

static const struct file_operations faulty_fops = {
	.owner = THIS_MODULE,
	.read = faulty_read,
	.write = faulty_write,
};

static int __init faulty_init(void)
{
	major = register_chrdev(0, "faulty", &faulty_fops);
	if (major < 0)
		return major;
	pr_info("faulty: major %d\n", major);
	return 0;
}

static void __exit faulty_exit(void)
{
	unregister_chrdev(major, "faulty");
}

module_init(faulty_init);
module_exit(faulty_exit);
MODULE_LICENSE("Dual BSD/GPL");
