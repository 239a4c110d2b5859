// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-params/api-params.c - the parameter macros beyond
 * module_param(): an array with its count, a string copied into a
 * buffer, a parameter named apart from its variable, 2.5.38's own
 * MODULE_PARM(), and module_param_cb() with ops of the module's own in
 * Linux's signatures (a checked setter built on param_set_int(), a
 * getter writing its page with sprintf()), and an array named apart.
 */
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/kernel.h>

static int nums[4] = { 1, 2 };
static unsigned int nr_nums = 2;
module_param_array(nums, int, &nr_nums, 0444);
MODULE_PARM_DESC(nums, "up to four numbers");

static char word[8] = "none";
module_param_string(word, word, sizeof(word), 0644);

static int hidden_value = 5;
module_param_named(value, hidden_value, int, 0444);

static int old_style = 1;
MODULE_PARM(old_style, "i");
static char *old_name = "old";
MODULE_PARM(old_name, "s");

static int level = 2;

/* 0 to 9 only; anything else leaves the old value */
static int level_set(const char *val, const struct kernel_param *kp)
{
	int old = *(int *)kp->arg;
	int err = param_set_int(val, kp);

	if (err)
		return err;
	if (*(int *)kp->arg < 0 || *(int *)kp->arg > 9) {
		*(int *)kp->arg = old;
		return -EINVAL;
	}
	pr_info("params: level set to %d\n", *(int *)kp->arg);
	return 0;
}

static int level_get(char *buffer, const struct kernel_param *kp)
{
	return sprintf(buffer, "level %d of 9\n", *(int *)kp->arg);
}

static const struct kernel_param_ops level_ops = {
	.set = level_set,
	.get = level_get,
};
module_param_cb(level, &level_ops, &level, 0644);
MODULE_PARM_DESC(level, "from 0 to 9");

static int counts[3] = { 4, 5, 6 };
module_param_array_named(counts, counts, int, NULL, 0444);

static int __init api_params_init(void)
{
	unsigned int i;

	pr_info("params: %u numbers:", nr_nums);
	for (i = 0; i < nr_nums; i++)
		pr_cont(" %d", nums[i]);
	pr_cont("\n");
	pr_info("params: word=%s value=%d old_style=%d old_name=%s\n", word,
		hidden_value, old_style, old_name);
	pr_info("params: level=%d counts=%d,%d,%d\n", level, counts[0],
		counts[1], counts[2]);
	return 0;
}

static void __exit api_params_exit(void)
{
}

module_init(api_params_init);
module_exit(api_params_exit);
MODULE_LICENSE("GPL");
