// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/params_array.c - parameters that are more than one variable of
 * one type: module_param_array() (a comma-separated list into an array,
 * Linux's syntax "n=1,2,3") and 2.5.38's own MODULE_PARM(var, "i"),
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

/* MODULE_PARM's type letters (2.5.38's Documentation): b h i l s. */
static const struct kernel_param_ops *obsolete_ops(const char *type)
{
	switch (type[strspn(type, "0123456789-")]) {
	case 'b':
		return &param_ops_byte;
	case 'h':
		return &param_ops_short;
	case 'i':
		return &param_ops_int;
	case 'l':
		return &param_ops_long;
	case 's':
		return &param_ops_charp;
	default:
		return NULL;
	}
}

static int param_obsolete_set(const char *val, const struct kernel_param *kp)
{
	const struct obsolete_param *op = kp->arg;
	const struct kernel_param_ops *ops = obsolete_ops(op->type);
	struct kernel_param e = { kp->name, ops, kp->perm, op->var };

	return ops ? ops->set(val, &e) : -EINVAL;
}

static int param_obsolete_get(char *buffer, const struct kernel_param *kp)
{
	const struct obsolete_param *op = kp->arg;
	const struct kernel_param_ops *ops = obsolete_ops(op->type);
	struct kernel_param e = { kp->name, ops, kp->perm, op->var };

	return ops ? ops->get(buffer, &e) : -EINVAL;
}

const struct kernel_param_ops param_obsolete_ops = {
	.set = param_obsolete_set,
	.get = param_obsolete_get,
};
EXPORT_SYMBOL(param_obsolete_ops);
