/* SPDX-License-Identifier: GPL-2.0 */
/*
 * __init code and data live in their own sections (linker.ld), freed
 * after boot by free_initmem().  In a loadable module the same markers
 * put code in .init.text, which the module loader frees after init.
 */
#ifndef _LINUX_INIT_H
#define _LINUX_INIT_H

#define __init		__attribute__((section(".init.text"), cold))
#define __initdata	__attribute__((section(".init.data")))
#define __initconst	__attribute__((section(".init.rodata")))
#define __exit		__attribute__((section(".exit.text"), used))
#define __exitdata	__attribute__((section(".exit.data")))

typedef int (*initcall_t)(void);
typedef void (*exitcall_t)(void);

#ifndef __ASSEMBLY__
extern initcall_t __initcall_start[], __initcall_end[];
int do_one_initcall(initcall_t fn);
#endif

/* Built-in code: called once at boot, in link order (do_initcalls()). */
#define __define_initcall(fn)                                           \
	static initcall_t __initcall_##fn                               \
		__attribute__((used, section(".initcall.init"))) = fn

/* Linux's levels; here one list in link order (fs/ before drivers/) */
#define fs_initcall(fn)		__define_initcall(fn)
#define device_initcall(fn)	__define_initcall(fn)

#endif /* _LINUX_INIT_H */
