// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/unload-race/unload-race.c - the race try_module_get()
 * closes, for the lecture (docs/smp-locking.md): /dev/slowread's read()
 * sleeps naptime ms inside this module before it answers.  A task
 * asleep there will return into the module's code, and its file's
 * release will call it too.  The kernel counts the open file against
 * the module (fops.owner), so rmmod is refused while it is open; booted
 * with module_unload_unsafe=1 the count is not kept, rmmod frees the
 * module under the sleeper, and its wake-up runs freed memory: an oops.
 * On two CPUs the same happens without any sleep, a read() on one CPU
 * racing rmmod on the other; the sleep makes it certain on one.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/delay.h>
#include <linux/uaccess.h>

static int naptime = 500;
module_param(naptime, int, 0444);

static ssize_t slow_read(struct file *f, char __user *buf, size_t len,
			 loff_t *pos)
{
	static const char msg[] = "awake\n";
	size_t n = min(len, sizeof(msg) - 1);

	if (*pos)
		return 0;
	pr_info("slowread: reader asleep in read() for %d ms\n", naptime);
	msleep(naptime);
	pr_info("slowread: reader woke up in the module\n");
	if (copy_to_user(buf, msg, n))
		return -EFAULT;
	*pos = n;
	return n;
}

static const struct file_operations slow_fops = {
	.owner = THIS_MODULE,
	.read = slow_read,
};

static struct miscdevice slow_dev = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "slowread",
	.fops = &slow_fops,
};

static int __init unload_race_init(void)
{
	return misc_register(&slow_dev);
}

static void __exit unload_race_exit(void)
{
	misc_deregister(&slow_dev);
	pr_info("slowread: module gone\n");
}

module_init(unload_race_init);
module_exit(unload_race_exit);
MODULE_LICENSE("GPL");
