/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/kconfig.h - IS_ENABLED(CONFIG_FOO) and IS_BUILTIN() as
 * expressions: 1 if CONFIG_FOO is defined to 1 (oops386 has no Kconfig,
 * so only the options below, a header's or the command line's), else
 * 0, never an error for an option nobody defined.  The trick: a
 * defined option turns into a placeholder that adds an argument, and
 * the macro picks its second argument.  Linux forces this header into
 * every file; here linux/kernel.h includes it.
 */
#ifndef _LINUX_KCONFIG_H
#define _LINUX_KCONFIG_H

/*
 * What this kernel has that code tests with #ifdef, as the header
 * Linux's build generates defines it for every file: each is "=y"
 * in kernel/configs/oops386.config, the configuration /proc/config.gz
 * serves (tests/kernel/test_ikconfig.py checks that).  LKP's fp_in_lkm
 * and min_sysinfo take their x86 paths on CONFIG_X86, LKD's kmembugs_test
 * leaves out what only a built-in can do on CONFIG_MODULES.
 */
#define CONFIG_X86		1
#define CONFIG_X86_32		1
#define CONFIG_MMU		1
#define CONFIG_PRINTK		1
#define CONFIG_PROC_FS		1
#define CONFIG_SYSFS		1
#define CONFIG_DEBUG_FS		1
#define CONFIG_MODULES		1
#define CONFIG_MODULE_UNLOAD	1

#define __kconfig_on_1				0,
#define __kconfig_second(skipped, val, ...)	val
#define __kconfig_pick(maybe_on)	__kconfig_second(maybe_on 1, 0)
#define __kconfig_paste(val)		__kconfig_pick(__kconfig_on_##val)
#define __kconfig_defined(option)	__kconfig_paste(option)

#define IS_BUILTIN(option)	__kconfig_defined(option)
#define IS_MODULE(option)	__kconfig_defined(option##_MODULE)
#define IS_ENABLED(option)	(IS_BUILTIN(option) || IS_MODULE(option))

#endif /* _LINUX_KCONFIG_H */
