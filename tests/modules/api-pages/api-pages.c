// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-pages/api-pages.c - calls Linux Kernel Programming's
 * (Billimoria) modules make that the books before it did not:
 * alloc_pages_exact() (held while loaded, every page back at rmmod),
 * get_order(), kmem_cache_size(), strlcat() and strncat(), the
 * do_each_thread() walk against for_each_process(), from_kuid(), and
 * the FPU bracket kernel_fpu_begin()/kernel_fpu_end() with no floating
 * point inside (the kernel has no libgcc float helpers).
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/gfp.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/cred.h>
#include <linux/uidgid.h>
#include <asm/fpu/api.h>

static unsigned int bytes = 5 * PAGE_SIZE;
module_param(bytes, uint, 0444);

static void *exact;

struct thing {
	char name[20];
	int n;
};

static void __init strings(void)
{
	char buf[8] = "ab";
	size_t n = strlcat(buf, "cdefghij", sizeof(buf));

	pr_info("strlcat %zu '%s'\n", n, buf);
	strcpy(buf, "ab");
	pr_info("strncat '%s'\n", strncat(buf, "cdef", 2));
}

static void __init threads(void)
{
	struct task_struct *g, *t;
	int procs = 0, all = 0;

	rcu_read_lock();
	for_each_process(g)
		procs += thread_group_leader(g);
	do_each_thread(g, t) {
		all++;
	} while_each_thread(g, t);
	rcu_read_unlock();
	pr_info("threads: %d processes, %d threads, me %d\n", procs, all,
		from_kuid(&init_user_ns, current_uid()));
}

static int __init api_pages_init(void)
{
	struct kmem_cache *c = KMEM_CACHE(thing, 0);

	pr_info("get_order %d %d %d %d\n", get_order(1), get_order(PAGE_SIZE),
		get_order(PAGE_SIZE + 1), get_order(bytes));
	pr_info("kmem_cache_size %u\n", c ? kmem_cache_size(c) : 0);
	kmem_cache_destroy(c);
	strings();
	threads();
	kernel_fpu_begin();
	kernel_fpu_end();
	pr_info("fpu bracket ok\n");
	exact = alloc_pages_exact(bytes, GFP_KERNEL);
	pr_info("exact %s\n", exact ? "allocated" : "failed");
	return exact ? 0 : -ENOMEM;
}

static void __exit api_pages_exit(void)
{
	free_pages_exact(exact, bytes);
	pr_info("freed\n");
}

module_init(api_pages_init);
module_exit(api_pages_exit);
MODULE_LICENSE("GPL");
