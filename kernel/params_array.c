// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/params_array.c - parameters that are more than one variable of
 * one type: module_param_array() (a comma-separated list into an array,
 * Linux's syntax "n=1,2,3") and 2.5.38's own MODULE_PARM(var, "1-4i"),
 * whose type is a string read when the parameter is set
 * (include/linux/moduleparam.h declares both).  Each element goes
 * through the ops of its scalar type (kernel/params.c).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/moduleparam.h"
#include "linux/slab.h"

/* A kernel_param for element i of an array, with the element's ops. */
static struct kernel_param element(const struct kparam_array *arr,
				   const struct kernel_param *kp,
				   unsigned int i)
{
	struct kernel_param e = { kp->name, arr->ops, kp->perm,
				  (char *)arr->elem + i * arr->elemsize };

	return e;
}

static int param_array_set(const char *val, const struct kernel_param *kp)
{
	const struct kparam_array *arr = kp->arg;
	char item[64];
	unsigned int n = 0;

	for (;;) {
		size_t len = strcspn(val, ",");
		struct kernel_param e = element(arr, kp, n);
		int ret;

		if (n == arr->max)
			return -EINVAL;		/* more values than room */
		if (len >= sizeof(item))
			return -ENOSPC;
		memcpy(item, val, len);
		item[len] = '\0';
		ret = arr->ops->set(item, &e);
		if (ret)
			return ret;
		n++;
		if (!val[len])
			break;
		val += len + 1;
	}
	if (arr->num)
		*arr->num = n;
	return 0;
}

/*
 * "1,2,3\n": each element's text with its newline turned into the
 * comma, as Linux's param_array_get().  Each element is shown into a
 * page of its own first, so the total is cut to the buffer, not
 * written past it.
 */
static int param_array_get(char *buffer, const struct kernel_param *kp)
{
	const struct kparam_array *arr = kp->arg;
	unsigned int i, n = arr->num ? *arr->num : arr->max;
	char *tmp = kmalloc(PARAM_GET_SIZE, GFP_KERNEL);
	size_t off = 0;
	int ret = 0;

	if (!tmp)
		return -ENOMEM;
	for (i = 0; i < n && ret >= 0; i++) {
		struct kernel_param e = element(arr, kp, i);

		ret = arr->ops->get(tmp, &e);
		if (ret <= 0)
			continue;
		if (off)
			buffer[off - 1] = ',';
		ret = (int)min((size_t)ret, PARAM_GET_SIZE - 1 - off);
		memcpy(buffer + off, tmp, (size_t)ret);
		off += (size_t)ret;
	}
	kfree(tmp);
	buffer[off] = '\0';
	return ret < 0 ? ret : (int)off;
}

const struct kernel_param_ops param_array_ops = {
	.set = param_array_set,
	.get = param_array_get,
};
EXPORT_SYMBOL(param_array_ops);

/*
 * MODULE_PARM's type string (2.4's and 2.5.38's modutils, 2.6's
 * module loader until 2.6.17): "[min[-max]]letter", the letter one of
 * b (byte), h (short), i (int), l (long), s (string, a char *).  The
 * variable is an array of max elements, of which a value sets from min
 * to max, comma-separated; without numbers, min and max are 1, and a
 * single number is both.
 */
struct obsolete_type {
	unsigned int min, max;
	const struct kernel_param_ops *ops;
	unsigned int size;
};

static bool obsolete_type(const char *type, struct obsolete_type *t)
{
	static const struct {
		char letter;
		unsigned int size;
		const struct kernel_param_ops *ops;
	} letters[] = {
		{ 'b', sizeof(u8), &param_ops_byte },
		{ 'h', sizeof(short), &param_ops_short },
		{ 'i', sizeof(int), &param_ops_int },
		{ 'l', sizeof(long), &param_ops_long },
		{ 's', sizeof(char *), &param_ops_charp },
	};
	char *end = (char *)type;
	size_t i;

	t->min = t->max = 1;
	if (*type >= '0' && *type <= '9') {
		t->min = t->max = (unsigned int)simple_strtoul(type, &end, 10);
		if (*end == '-')
			t->max = (unsigned int)simple_strtoul(end + 1, &end,
							      10);
	}
	for (i = 0; i < ARRAY_SIZE(letters); i++)
		if (end[0] == letters[i].letter && !end[1]) {
			t->ops = letters[i].ops;
			t->size = letters[i].size;
			return t->max > 0 && t->min <= t->max;
		}
	return false;
}

/* How many bytes a variable of type takes (max elements), 0: a bad type */
unsigned int obsolete_param_size(const char *type)
{
	struct obsolete_type t;

	if (!obsolete_type(type, &t) || t.max > PARAM_GET_SIZE / 2)
		return 0;
	return t.max * t.size;
}

/* The variable as a module_param_array() of max elements */
static struct kparam_array obsolete_array(const struct obsolete_param *op,
					  const struct obsolete_type *t,
					  unsigned int *num)
{
	struct kparam_array arr = { t->max, t->size, num, t->ops, op->var };

	return arr;
}

/*
 * Strings: a char * points into the argument buffer (kernel/params.c),
 * so the buffer is cut at each comma in place, as 2.6's param_array()
 * cut it.
 */
static int obsolete_strings(char *val, char **var, unsigned int max,
			    unsigned int *n)
{
	for (;;) {
		char *comma = strchr(val, ',');

		if (*n == max)
			return -EINVAL;
		if (comma)
			*comma = '\0';
		var[(*n)++] = val;
		if (!comma)
			return 0;
		val = comma + 1;
	}
}

static int param_obsolete_set(const char *val, const struct kernel_param *kp)
{
	const struct obsolete_param *op = kp->arg;
	struct obsolete_type t;
	struct kparam_array arr;
	struct kernel_param e = *kp;
	unsigned int n = 0;
	int ret;

	if (!obsolete_type(op->type, &t))
		return -EINVAL;
	if (t.ops == &param_ops_charp) {
		ret = obsolete_strings((char *)val, op->var, t.max, &n);
	} else {
		arr = obsolete_array(op, &t, &n);
		e.arg = &arr;
		ret = param_array_set(val, &e);
	}
	if (!ret && n < t.min) {
		printk(KERN_ERR "%s: needs at least %u values, got %u\n",
		       kp->name, t.min, n);
		return -EINVAL;
	}
	return ret;
}

static int param_obsolete_get(char *buffer, const struct kernel_param *kp)
{
	const struct obsolete_param *op = kp->arg;
	struct obsolete_type t;
	struct kparam_array arr;
	struct kernel_param e = *kp;

	if (!obsolete_type(op->type, &t))
		return -EINVAL;
	arr = obsolete_array(op, &t, NULL);
	e.arg = &arr;
	return param_array_get(buffer, &e);
}

const struct kernel_param_ops param_obsolete_ops = {
	.set = param_obsolete_set,
	.get = param_obsolete_get,
};
EXPORT_SYMBOL(param_obsolete_ops);
