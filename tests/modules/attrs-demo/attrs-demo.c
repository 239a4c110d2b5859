// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/attrs-demo/attrs-demo.c - the attribute names Linux
 * 6.1's include/linux/compiler_attributes.h gives modules, each used as
 * module code uses it (LTP's test_per_cpu_allocator_module stopped at
 * the first, a per-CPU structure __aligned(2048)): what each one does
 * shows in what the module prints, the same lines on Linux 6.1 and
 * here (tests/kernel/attrs.linux).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/percpu.h>
#include <linux/cpumask.h>
#include <linux/slab.h>
#include <linux/string.h>

/* a big alignment on a per-CPU variable: each CPU's copy keeps it */
struct wide {
	int a, b, c;
} __aligned(2048);

struct wire {		/* no padding: 1 + 4 + 2 bytes */
	u8 tag;
	u32 value;
	u16 crc;
} __packed;

static DEFINE_PER_CPU(struct wide, wide_copy);
static const char banner[] __used = "attrs-demo";
static int __maybe_unused spare;

/* a sum that depends on its argument alone: GCC may fold calls */
static int __attribute_const__ cube(int x)
{
	return x * x * x;
}

/* reads memory, writes none */
static size_t __pure wire_len(const struct wire *w)
{
	return sizeof(*w) + (w->tag ? 1 : 0);
}

/* the caller must look at what comes back */
static int __must_check take(int *budget, int n)
{
	if (*budget < n)
		return -ENOSPC;
	*budget -= n;
	return 0;
}

/* new memory nothing else points to */
static void * __malloc make_buf(size_t n)
{
	return kzalloc(n, GFP_KERNEL);
}

/* the unusual path, kept out of the hot code */
static void __cold complain(const char *what)
{
	pr_info("attrs: cold path: %s\n", what);
}

/* each case adds its own and all the ones after it */
static int steps_from(int level, int __always_unused flags)
{
	int n = 0;

	switch (level) {
	case 3:
		n += 100;
		fallthrough;
	case 2:
		n += 10;
		fallthrough;
	case 1:
		n += 1;
		break;
	default:
		complain("no such level");
	}
	return n;
}

static void __printf(2, 3) say(int n, const char *fmt, ...)
{
	va_list ap;
	char line[64];

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	pr_info("attrs: %d %s\n", n, line);
}

static int __init attrs_demo_init(void)
{
	struct wire w = { .tag = 1 };
	int cpu, aligned = 0, budget = 5, i, zero = 0, first;
	u8 *buf;

	for_each_possible_cpu(cpu)
		aligned += !((unsigned long)per_cpu_ptr(&wide_copy, cpu) & 2047);
	pr_info("attrs: %s: 2048-aligned per-CPU copies: %s\n", banner,
		aligned == (int)num_possible_cpus() ? "all" : "not all");
	pr_info("attrs: sizeof packed %zu, aligned %zu, wire_len %zu\n",
		sizeof(struct wire), sizeof(struct wide), wire_len(&w));
	pr_info("attrs: steps 3 2 1 0: %d %d %d %d\n", steps_from(3, 0),
		steps_from(2, 0), steps_from(1, 0), steps_from(0, 0));
	first = take(&budget, 3);	/* in this order: 5 - 3 leaves 2 */
	pr_info("attrs: take 3, 3: %d %d\n", first, take(&budget, 3));
	say(cube(3), "is %s", "cube(3)");
	buf = make_buf(32);
	if (!buf)
		return -ENOMEM;
	for (i = 0; i < 32; i++)
		zero += !buf[i];
	pr_info("attrs: kzalloc'd bytes zero: %d of 32\n", zero);
	kfree(buf);
	return 0;
}

static void __exit attrs_demo_exit(void)
{
	pr_info("attrs: bye\n");
}

module_init(attrs_demo_init);
module_exit(attrs_demo_exit);
MODULE_LICENSE("GPL");
