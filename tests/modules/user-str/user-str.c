// SPDX-License-Identifier: GPL-2.0
/*
 * user-str: what student /proc modules do with a user's write (kabirz's
 * proc/readwrite, s-vincent's proc): memdup_user_nul() makes it a
 * string, kstrtou32_from_user() a number, get_options() a list
 * "1,2,3"; strcat() joins strings; wq_has_sleeper() asks a wait queue
 * before waking it; <asm/ioctl.h> decodes an ioctl number.  A bad
 * user address is -EFAULT, with nothing left allocated.
 */
#include <linux/module.h>
#include <linux/proc_fs.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/wait.h>
#include <linux/kstrtox.h>
#include <asm/ioctl.h>

static DECLARE_WAIT_QUEUE_HEAD(waiters);

static ssize_t list_write(struct file *file, const char __user *buf,
			  size_t count, loff_t *ppos)
{
	int ints[5], i;
	char *text = memdup_user_nul(buf, count);

	if (IS_ERR(text))
		return PTR_ERR(text);
	get_options(text, ARRAY_SIZE(ints), ints);
	for (i = 1; i <= ints[0]; i++)
		pr_info("user_str: option %d of %d: %d\n", i, ints[0], ints[i]);
	kfree(text);
	return count;
}

static ssize_t num_write(struct file *file, const char __user *buf,
			 size_t count, loff_t *ppos)
{
	u32 v;
	int err = kstrtou32_from_user(buf, count, 0, &v);

	pr_info("user_str: kstrtou32_from_user %d, value %u\n", err,
		err ? 0 : v);
	return err ? err : count;
}

static const struct proc_ops list_ops = { .proc_write = list_write };
static const struct proc_ops num_ops = { .proc_write = num_write };

static void string_steps(void)
{
	char joined[32] = "oops";
	char opts[] = "7,-3,0x10-";
	char *cur = opts;
	int v = 0, res;

	strcat(joined, "386");
	strcat(joined, " module");
	pr_info("user_str: strcat gives '%s'\n", joined);
	do {
		res = get_option(&cur, &v);
		pr_info("user_str: get_option %d, value %d, rest '%s'\n", res,
			v, cur);
	} while (res == 2);
	pr_info("user_str: memdup_user of address 0: %ld\n",
		PTR_ERR(memdup_user(NULL, 4)));
	pr_info("user_str: wq_has_sleeper of an idle queue: %d\n",
		wq_has_sleeper(&waiters));
	pr_info("user_str: _IOWR('k', 3, int): dir %u type %c nr %u size %u\n",
		_IOC_DIR(_IOWR('k', 3, int)), _IOC_TYPE(_IOWR('k', 3, int)),
		_IOC_NR(_IOWR('k', 3, int)), _IOC_SIZE(_IOWR('k', 3, int)));
}

static int __init user_str_init(void)
{
	string_steps();
	if (!proc_create("user_str_list", 0200, NULL, &list_ops))
		return -ENOMEM;
	if (!proc_create("user_str_num", 0200, NULL, &num_ops)) {
		remove_proc_entry("user_str_list", NULL);
		return -ENOMEM;
	}
	return 0;
}

static void __exit user_str_exit(void)
{
	remove_proc_entry("user_str_num", NULL);
	remove_proc_entry("user_str_list", NULL);
	pr_info("user_str: done\n");
}

module_init(user_str_init);
module_exit(user_str_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("memdup_user_nul(), kstrtou32_from_user(), get_option(), strcat()");
