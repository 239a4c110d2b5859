// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-params/api-params.c - the parameter macros beyond
 * module_param(): an array with its count, a string copied into a
 * buffer, a parameter named apart from its variable, and 2.5.38's own
 * MODULE_PARM().
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

static int __init api_params_init(void)
{
	unsigned int i;

	pr_info("params: %u numbers:", nr_nums);
	for (i = 0; i < nr_nums; i++)
		pr_cont(" %d", nums[i]);
	pr_cont("\n");
	pr_info("params: word=%s value=%d old_style=%d old_name=%s\n", word,
		hidden_value, old_style, old_name);
	return 0;
}

static void __exit api_params_exit(void)
{
}

module_init(api_params_init);
module_exit(api_params_exit);
MODULE_LICENSE("GPL");
