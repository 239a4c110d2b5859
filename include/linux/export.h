/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_EXPORT_H
#define _LINUX_EXPORT_H

/*
 * EXPORT_SYMBOL(sym) makes sym available to modules.  Each export is a
 * struct kernel_symbol in its own section "__ksymtab.<sym>": the linker
 * script sorts those sections by name (SORT in linker.ld, and
 * scripts/module.lds for a module's own exports), so the table is in
 * strcmp order and a module's undefined symbols are bound by binary
 * search (kernel/module/main.c).
 */
struct kernel_symbol {
	unsigned long value;
	const char *name;
	unsigned long gpl_only;	/* EXPORT_SYMBOL_GPL */
};

/* The kernel's exports, sorted by name (linker.ld) */
extern const struct kernel_symbol __start___ksymtab[], __stop___ksymtab[];

/* The export called name in the sorted table [start, stop), or NULL. */
const struct kernel_symbol *ksymtab_find(const char *name,
					 const struct kernel_symbol *start,
					 const struct kernel_symbol *stop);

#define __EXPORT_SYMBOL(sym, gpl)                                        \
	extern __typeof__(sym) sym;                                      \
	static const char __kstrtab_##sym[]                              \
		__attribute__((section("__ksymtab_strings"), aligned(1))) \
		= #sym;                                                  \
	static const struct kernel_symbol __ksymtab_##sym                \
		__attribute__((used, section("__ksymtab." #sym),        \
			       aligned(4))) = {                          \
		(unsigned long)&sym, __kstrtab_##sym, gpl                \
	}

#define EXPORT_SYMBOL(sym)	__EXPORT_SYMBOL(sym, 0)
#define EXPORT_SYMBOL_GPL(sym)	__EXPORT_SYMBOL(sym, 1)

#endif /* _LINUX_EXPORT_H */
