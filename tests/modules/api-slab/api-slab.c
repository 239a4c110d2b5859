// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-slab/api-slab.c - an object cache with a
 * constructor, kcalloc(), kmalloc_array(), krealloc(), kvrealloc(),
 * kmemdup(), kstrdup(), kstrndup().  With leak=1 the cache is destroyed with an
 * object still allocated, which the kernel reports.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/string.h>

struct thing {
	int magic;
	char name[20];
};

static int leak;
module_param(leak, int, 0444);

static void thing_ctor(void *p)
{
	((struct thing *)p)->magic = 0x5a5a;
}

static int check_cache(void)
{
	struct kmem_cache *cache = kmem_cache_create("thing",
		sizeof(struct thing), 0, SLAB_HWCACHE_ALIGN, thing_ctor);
	struct thing *a, *b;

	if (!cache)
		return -ENOMEM;
	a = kmem_cache_alloc(cache, GFP_KERNEL);
	b = kmem_cache_zalloc(cache, GFP_KERNEL);
	if (!a || !b)
		return -ENOMEM;
	pr_info("slab: ctor magic %x, zalloc magic %x\n", a->magic, b->magic);
	kmem_cache_free(cache, a);
	if (!leak)
		kmem_cache_free(cache, b);
	kmem_cache_destroy(cache);
	return 0;
}

static int __init api_slab_init(void)
{
	int *zeros = kcalloc(8, sizeof(int), GFP_KERNEL);
	int *big = kmalloc_array(0x40000000, 8, GFP_KERNEL);
	char *s = kstrdup("copy me", GFP_KERNEL);
	char *t = kstrndup("truncated", 5, GFP_KERNEL);
	char *m = kmemdup("abc", 4, GFP_KERNEL);
	int i, sum = 0;

	if (!zeros || !s || !t || !m)
		return -ENOMEM;
	for (i = 0; i < 8; i++)
		sum += zeros[i];
	zeros = krealloc(zeros, 4000 * sizeof(int), GFP_KERNEL);
	if (!zeros)
		return -ENOMEM;
	zeros[3999] = 7;
	pr_info("slab: kcalloc sum %d, overflow %s, krealloc kept %d\n", sum,
		big ? "allocated" : "refused", zeros[0] + zeros[3999]);
	/* shrinking keeps the block; growing copies the old size */
	if (kvrealloc(zeros, 4000 * sizeof(int), 8, GFP_KERNEL) != zeros)
		return -EINVAL;
	zeros = kvrealloc(zeros, 4000 * sizeof(int), 8000 * sizeof(int),
			  GFP_KERNEL);
	if (!zeros)
		return -ENOMEM;
	zeros[7999] = 1;
	pr_info("slab: kvrealloc kept %d\n", zeros[3999] + zeros[7999]);
	pr_info("slab: '%s' '%s' '%s'\n", s, t, m);
	kfree(zeros);
	kfree(s);
	kfree(t);
	kfree(m);
	return check_cache();
}

static void __exit api_slab_exit(void)
{
	pr_info("slab: bye\n");
}

module_init(api_slab_init);
module_exit(api_slab_exit);
MODULE_LICENSE("GPL");
