// SPDX-License-Identifier: GPL-2.0
/*
 * ltp-uaccess.c - a device that tests user-memory access on request,
 * as LTP's uaccess driver test does: a bare struct device named by
 * init_name (no bus, no class: /sys/devices/ltp_uaccess), whose "tcase"
 * file takes "CASE ADDRESS" from the writing process and whose "result"
 * file says how the case ended: 0, or the error the access gave.
 * Case 0 writes a pattern to ADDRESS (copy_to_user, then put_user of
 * its last word), case 1 reads it back (copy_from_user, get_user) and
 * compares.
 */
#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/uaccess.h>

#define PATTERN		"ltp uaccess pattern"
#define LAST_WORD	0x4c545021	/* "!PTL" */

static int test_result;

static void uaccess_release(struct device *dev)
{
	pr_info("ltp_uaccess: released\n");
}

static struct device uaccess_dev = {
	.init_name = "ltp_uaccess",
	.release = uaccess_release,
};

static int write_pattern(char __user *p)
{
	u32 __user *word = (u32 __user *)(p + sizeof(PATTERN));

	if (copy_to_user(p, PATTERN, sizeof(PATTERN)))
		return -EFAULT;
	return put_user(LAST_WORD, word);
}

static int check_pattern(const char __user *p)
{
	const u32 __user *word = (const u32 __user *)(p + sizeof(PATTERN));
	char buf[sizeof(PATTERN)];
	u32 last;
	int err;

	if (copy_from_user(buf, p, sizeof(buf)))
		return -EFAULT;
	err = get_user(last, word);
	if (err)
		return err;
	return memcmp(buf, PATTERN, sizeof(buf)) || last != LAST_WORD ?
	       -EINVAL : 0;
}

static ssize_t tcase_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	unsigned long addr;
	int tcase;

	if (sscanf(buf, "%d %lx", &tcase, &addr) != 2)
		return -EINVAL;
	switch (tcase) {
	case 0:
		test_result = write_pattern((char __user *)addr);
		break;
	case 1:
		test_result = check_pattern((const char __user *)addr);
		break;
	default:
		return -EINVAL;
	}
	return count;
}
static DEVICE_ATTR_WO(tcase);

static ssize_t result_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	return sysfs_emit(buf, "%d\n", test_result);
}
static DEVICE_ATTR(result, 0400, result_show, NULL);

static int __init uaccess_init(void)
{
	int err = device_register(&uaccess_dev);

	if (err) {
		put_device(&uaccess_dev);
		return err;
	}
	err = device_create_file(&uaccess_dev, &dev_attr_tcase);
	if (!err)
		err = device_create_file(&uaccess_dev, &dev_attr_result);
	if (err)
		device_unregister(&uaccess_dev);
	return err;
}

static void __exit uaccess_exit(void)
{
	device_remove_file(&uaccess_dev, &dev_attr_result);
	device_remove_file(&uaccess_dev, &dev_attr_tcase);
	device_unregister(&uaccess_dev);
}

module_init(uaccess_init);
module_exit(uaccess_exit);

MODULE_LICENSE("GPL");
