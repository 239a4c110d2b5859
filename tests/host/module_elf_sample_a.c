// SPDX-License-Identifier: GPL-2.0
/*
 * Sample module for tests/host/test_module_elf.c, built as a kernel
 * module would be (-m32 -fno-pic -fno-common), with gcc and clang, and
 * linked with module_elf_sample_b.c and module_elf_sample_narrow.S by
 * "ld -r" into a .ko.  It exercises what the loader must handle: calls
 * and data references to undefined symbols (strong and weak), string
 * literals, jump tables, static data and bss, .init.text and .init.data,
 * .modinfo and the module's struct in .gnu.linkonce.this_module.
 */
#include "module_elf_sample.h"

extern int printk(const char *fmt, ...);
extern int ext_counter;
extern int ext_table[];
/* A weak undefined symbol the kernel does not export resolves to 0. */
extern void ext_optional(void) __attribute__((weak));

static int counter;
static int table[] = {3, 1, 4, 1, 5, 9, 2, 6};
static const char *const names[] = {"zero", "one", "two", "three"};
int *const table_end = &table[sizeof(table) / sizeof(table[0])];

static int __attribute__((section(".init.data"))) init_values[] = {7, 8};

/* Dense enough for the compilers to emit a jump table in .rodata. */
int sample_classify(int x)
{
	switch (x) {
	case 0:
		return ext_counter;
	case 1:
		return table[x] + 1;
	case 2:
		return printk("two\n");
	case 3:
		return counter++;
	case 4:
		return ext_table[2];
	case 5:
		return sample_b_helper(x);
	case 6:
		return (int)names[x & 3][0];
	default:
		return -1;
	}
}

const char *sample_name(unsigned int i)
{
	return i < 4 ? names[i] : "many";
}

static int __attribute__((section(".init.text"), used)) sample_init(void)
{
	if (ext_optional)
		ext_optional();
	counter = init_values[0] + init_values[1];
	printk("sample: hello, counter %d, %s\n", counter, sample_name(2));
	return sample_b_setup();
}

static void sample_exit(void)
{
	printk("sample: goodbye\n");
}

struct sample_module __this_module
	__attribute__((section(".gnu.linkonce.this_module"))) = {
		.name = "sample",
		.init = sample_init,
		.exit = sample_exit,
};

SAMPLE_MODINFO(license, "license=GPL");
SAMPLE_MODINFO(parm1, "parm=verbose:Be chatty");
SAMPLE_MODINFO(parmtype1, "parmtype=verbose:int");
SAMPLE_MODINFO(depends, "depends=");
