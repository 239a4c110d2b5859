// SPDX-License-Identifier: GPL-2.0
/*
 * kfifo-demo: the fifos of linux/kfifo.h as tutorials use them
 * (smalinux's kfifo_int, after Linux's samples/kfifo): a fifo of 8 ints
 * in the module itself (DEFINE_KFIFO) filled past full, read back one by
 * one and eight at a time; a byte fifo from kfifo_alloc() (33 bytes
 * become 64) that /proc/kfifo_demo fills from a write and empties into
 * a read (kfifo_from_user(), kfifo_to_user()); a fifo of u16 with
 * kfifo_init() on a buffer of the module's; one of structs by value.
 */
#include <linux/module.h>
#include <linux/kfifo.h>
#include <linux/proc_fs.h>
#include <linux/spinlock.h>

struct pair {
	short a, b;
};

static DEFINE_KFIFO(ints, int, 8);
static DECLARE_KFIFO(pairs, struct pair, 4);
static struct kfifo bytes;
static DECLARE_KFIFO_PTR(shorts, u16);
static u16 short_buf[10];
static DEFINE_SPINLOCK(bytes_lock);

static void int_steps(void)
{
	int i, v = 0, got[8], n, put = 0;

	for (i = 1; i <= 10; i++)
		put += kfifo_put(&ints, i * i);
	pr_info("kfifo_demo: put %d of 10, len %u avail %u full %d\n", put,
		kfifo_len(&ints), kfifo_avail(&ints), kfifo_is_full(&ints));
	if (kfifo_peek(&ints, &v))
		pr_info("kfifo_demo: peek %d, len %u\n", v, kfifo_len(&ints));
	kfifo_skip(&ints);
	if (!kfifo_get(&ints, &v))
		v = -1;
	pr_info("kfifo_demo: skipped one, got %d\n", v);
	n = kfifo_out(&ints, got, 3);
	pr_info("kfifo_demo: out %d: %d %d %d\n", n, got[0], got[1], got[2]);
	n = kfifo_in(&ints, got, 3);
	pr_info("kfifo_demo: in %d again, len %u\n", n, kfifo_len(&ints));
	n = kfifo_out_peek(&ints, got, 8);
	pr_info("kfifo_demo: peeked %d: %d .. %d, len %u\n", n, got[0],
		got[n - 1], kfifo_len(&ints));
	while (kfifo_get(&ints, &v))
		put = v;
	pr_info("kfifo_demo: last %d, empty %d size %u esize %u\n", put,
		kfifo_is_empty(&ints), kfifo_size(&ints), kfifo_esize(&ints));
}

static void other_steps(void)
{
	struct pair p = { 3, -4 };
	u16 s = 0;
	int err;

	INIT_KFIFO(pairs);
	kfifo_put(&pairs, p);
	p.a = 0;
	if (!kfifo_get(&pairs, &p))
		p.b = 0;
	pr_info("kfifo_demo: pair %d %d, size %u\n", p.a, p.b,
		kfifo_size(&pairs));
	err = kfifo_init(&shorts, short_buf, sizeof(short_buf));
	pr_info("kfifo_demo: init on 20 bytes: %d, size %u\n", err,
		kfifo_size(&shorts));
	kfifo_put(&shorts, 0xbeef);
	if (!kfifo_get(&shorts, &s))
		s = 1;
	err = kfifo_alloc(&shorts, 1, GFP_KERNEL);
	pr_info("kfifo_demo: u16 %x, alloc of 1: %d\n", s, err);
}

static ssize_t demo_read(struct file *file, char __user *buf, size_t count,
			 loff_t *ppos)
{
	unsigned int copied;
	int err = kfifo_to_user(&bytes, buf, count, &copied);

	pr_info("kfifo_demo: read %zu: %d, copied %u, left %u\n", count, err,
		copied, kfifo_len(&bytes));
	return err ? err : copied;
}

static ssize_t demo_write(struct file *file, const char __user *buf,
			  size_t count, loff_t *ppos)
{
	unsigned int copied;
	int err = kfifo_from_user(&bytes, buf, count, &copied);

	pr_info("kfifo_demo: write %zu: %d, copied %u, len %u\n", count, err,
		copied, kfifo_len(&bytes));
	if (err)
		return err;
	return copied ? copied : -ENOSPC;	/* 0 would have echo retry */
}

static const struct proc_ops demo_ops = {
	.proc_read = demo_read,
	.proc_write = demo_write,
};

static int __init kfifo_demo_init(void)
{
	int err;

	int_steps();
	other_steps();
	err = kfifo_alloc(&bytes, 33, GFP_KERNEL);
	if (err)
		return err;
	err = kfifo_in_spinlocked(&bytes, "abc", 3, &bytes_lock);
	pr_info("kfifo_demo: bytes: size %u, in %d\n", kfifo_size(&bytes), err);
	if (!proc_create("kfifo_demo", 0600, NULL, &demo_ops)) {
		kfifo_free(&bytes);
		return -ENOMEM;
	}
	return 0;
}

static void __exit kfifo_demo_exit(void)
{
	remove_proc_entry("kfifo_demo", NULL);
	kfifo_free(&bytes);
	pr_info("kfifo_demo: done\n");
}

module_init(kfifo_demo_init);
module_exit(kfifo_demo_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("linux/kfifo.h: typed fifos, kfifo_alloc(), user copies");
