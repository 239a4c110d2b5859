// SPDX-License-Identifier: GPL-2.0
/*
 * Second translation unit of the sample module (see
 * module_elf_sample_a.c): calls across units that "ld -r" leaves as
 * relocations against global symbols, string literals shared with unit
 * a (merged by ld -r), floating-point constants (.rodata.cst*), and
 * init code calling core code.
 */
#include "module_elf_sample.h"

extern int printk(const char *fmt, ...);
extern void *kmalloc(unsigned int size, unsigned int flags);

static char buffer[64];
static double scale = 2.5;

int sample_b_helper(int x)
{
	buffer[x & 63] = (char)x;
	return (int)(x * scale + 0.75) + printk("two\n");
}

int __attribute__((section(".init.text"))) sample_b_setup(void)
{
	char *p = kmalloc(sizeof(buffer), 0);

	if (!p)
		return -12;
	p[0] = *sample_name(1);
	return sample_classify(5) + narrow_data[0];
}

SAMPLE_MODINFO(parm2, "parm=size:Buffer size");
SAMPLE_MODINFO(author, "author=oops386 tests");
