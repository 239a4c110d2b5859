// SPDX-License-Identifier: GPL-2.0
/*
 * lib/selftest.c - the kernel tests itself, in KTAP (Linux's kernel
 * test format: "KTAP version 1", a plan "1..N", one "ok N name" or
 * "not ok N name # reason" per test), so Debian's `prove` and
 * tests/tools/run_tests.py can read it.  Reading
 * /sys/kernel/debug/kunit/oops386/results runs them, where Linux's KUnit
 * keeps a suite's results (in debugfs); the program `selftest`
 * (user/selftest.c) prints that file.
 *
 * These check what only the running kernel can: its allocators, its
 * page tables, the tables the linker built.
 */
#include "linux/kernel.h"
#include "linux/bitmap.h"
#include "linux/debugfs.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/kallsyms.h"
#include "linux/mm.h"
#include "linux/module.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/vmalloc.h"

extern const struct kernel_symbol __start___ksymtab[], __stop___ksymtab[];
extern char _text[], _etext[];

struct ktest {
	const char *name;
	const char *(*fn)(void);	/* NULL on success, else the reason */
};

static const char *test_kmalloc_sizes(void)
{
	static const size_t sizes[] = { 1, 16, 17, 100, 2048, 2049, 10000 };
	unsigned long free_before = nr_free_pages();
	void *p[ARRAY_SIZE(sizes)];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		p[i] = kmalloc(sizes[i], GFP_KERNEL);
		if (!p[i])
			return "kmalloc failed";
		memset(p[i], (int)i, sizes[i]);
	}
	for (i = 0; i < ARRAY_SIZE(sizes); i++) {
		if (((u8 *)p[i])[sizes[i] - 1] != (u8)i)
			return "objects overlap";
		kfree(p[i]);
	}
	return nr_free_pages() == free_before ? NULL : "pages leaked";
}

static const char *test_page_orders(void)
{
	unsigned int order;

	for (order = 0; order < 4; order++) {
		unsigned long p = __get_free_pages(GFP_KERNEL, order);

		if (!p)
			return "allocation failed";
		if (p & ((PAGE_SIZE << order) - 1)) {
			free_pages(p, order);
			return "block not aligned to its size";
		}
		free_pages(p, order);
	}
	return NULL;
}

static const char *test_vmalloc_guard(void)
{
	char *p = vmalloc(3 * PAGE_SIZE);
	const char *why = NULL;

	if (!p)
		return "vmalloc failed";
	if (!kernel_addr_mapped((unsigned long)p, 3 * PAGE_SIZE))
		why = "area not mapped";
	else if (kernel_addr_mapped((unsigned long)p + 3 * PAGE_SIZE, 1) ||
		 kernel_addr_mapped((unsigned long)p - 1, 1))
		why = "no unmapped guard page around the area";
	vfree(p);
	return why;
}

static const char *test_null_page_unmapped(void)
{
	return kernel_addr_mapped(0, 1) ? "page 0 is mapped" : NULL;
}

static const char *test_text_read_only(void)
{
	return lookup_pte((unsigned long)_text) & _PAGE_RW ?
		       "kernel text is writable" : NULL;
}

static const char *test_ksymtab_sorted(void)
{
	const struct kernel_symbol *s;

	for (s = __start___ksymtab + 1; s < __stop___ksymtab; s++)
		if (strcmp(s[-1].name, s->name) >= 0)
			return "__ksymtab is not in strcmp order";
	return __stop___ksymtab - __start___ksymtab > 0 ? NULL : "no exports";
}

/* Every export resolves by name to its own address, and back. */
static const char *test_kallsyms_exports(void)
{
	const struct kernel_symbol *s;
	char name[KSYM_NAME_LEN];
	unsigned long size, offset;
	const char *mod;

	for (s = __start___ksymtab; s < __stop___ksymtab; s++) {
		if (kallsyms_lookup_name(s->name) != s->value)
			return "name -> address disagrees with __ksymtab";
		if (!kallsyms_available() ||
		    s->value < (unsigned long)_text ||
		    s->value >= (unsigned long)_etext)
			continue;
		if (!kallsyms_lookup(s->value, &size, &offset, &mod, name) ||
		    offset || strcmp(name, s->name))
			return "address -> name disagrees with __ksymtab";
	}
	return NULL;
}

static const char *test_vsnprintf(void)
{
	char buf[64];

	snprintf(buf, sizeof(buf), "%08lx|%-4s|%5d|%c|%u|%x", 0xc0100000UL,
		 "ab", -42, 'z', 4000000000U, 0xbeefU);
	return strcmp(buf, "c0100000|ab  |  -42|z|4000000000|beef") ?
		       buf : NULL;
}

/* %*pb and %*pbl of a 100-bit map that ends inside a chunk, as Linux's
 * printk-formats.rst shows them; the hex read back by bitmap_parse() */
static const char *test_vsnprintf_bitmap(void)
{
	static char buf[64];
	DECLARE_BITMAP(map, 100);
	DECLARE_BITMAP(back, 100);

	if (bitmap_parselist("0-3,8,40,96-99", map, 100))
		return "bitmap_parselist() refused a list";
	snprintf(buf, sizeof(buf), "%*pb|%*pbl", 100, map, 100, map);
	if (strcmp(buf, "f,00000000,00000100,0000010f|0-3,8,40,96-99"))
		return buf;
	if (bitmap_parse(buf, strchr(buf, '|') - buf, back, 100) ||
	    !bitmap_equal(map, back, 100))
		return "bitmap_parse() of %*pb differs";
	return NULL;
}

static const char *test_ramfs(void)
{
	static const char data[] = "x";
	struct dentry *i = fs_create("tmp/selftest/file", data, 1);

	if (!i || fs_lookup("tmp/selftest/file") != i)
		return "create/lookup failed";
	if (fs_create("tmp/selftest/file", data, 1))
		return "created a file twice";
	fs_remove_tree(fs_lookup("tmp"));
	return fs_lookup("tmp") ? "remove failed" : NULL;
}

static const struct ktest tests[] = {
	{ "kmalloc_sizes", test_kmalloc_sizes },
	{ "page_orders", test_page_orders },
	{ "vmalloc_guard_pages", test_vmalloc_guard },
	{ "null_page_unmapped", test_null_page_unmapped },
	{ "text_read_only", test_text_read_only },
	{ "ksymtab_sorted", test_ksymtab_sorted },
	{ "kallsyms_matches_exports", test_kallsyms_exports },
	{ "vsnprintf_formats", test_vsnprintf },
	{ "vsnprintf_bitmaps", test_vsnprintf_bitmap },
	{ "ramfs_create_lookup_remove", test_ramfs },
};

static size_t results_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	size_t i;

	(void)priv;
	seq_printf(&s, "KTAP version 1\n1..%u\n", (unsigned)ARRAY_SIZE(tests));
	for (i = 0; i < ARRAY_SIZE(tests); i++) {
		const char *why = tests[i].fn();

		seq_printf(&s, "%sok %u %s%s%s\n", why ? "not " : "",
			   (unsigned)i + 1, tests[i].name, why ? " # " : "",
			   why ? why : "");
	}
	return s.len;
}

static int __init selftest_init(void)
{
	struct dentry *dir = debugfs_create_dir("oops386",
						debugfs_create_dir("kunit", NULL));

	return !IS_ERR(dir) && fs_create_gen_at(dir, "results", results_show,
						NULL) ? 0 : -ENOMEM;
}
__define_initcall(selftest_init);
