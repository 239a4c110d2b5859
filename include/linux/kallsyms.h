/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_KALLSYMS_H
#define _LINUX_KALLSYMS_H

#include "linux/types.h"
#include "linux/kallsyms_table.h"	/* KSYM_NAME_LEN */
#include "linux/lineinfo.h"		/* LINEINFO_PATH_MAX */

/*
 * Resolve addr to the symbol containing it: returns its name (copied to
 * namebuf) and sets its size, addr's offset into it and the owning
 * module's name ("kernel" for the kernel itself); NULL if nothing
 * contains addr.  Without the kallsyms table (KALLSYMS=n) only exported
 * symbols are known, as in Linux 2.5.
 */
const char *kallsyms_lookup(unsigned long addr, unsigned long *symbolsize,
			    unsigned long *offset, const char **modname,
			    char *namebuf);
unsigned long kallsyms_lookup_name(const char *name);
/* printk(fmt) with its one %s replaced by "name [module] 0xoffset". */
int print_symbol(const char *fmt, unsigned long addr);
/* sprint_symbol()'s buffer: a name, a module's (64: MODULE_NAME_LEN),
 * two offsets */
#define KSYM_SYMBOL_LEN	(KSYM_NAME_LEN + 64 + 2 * 12 + 8)
int sprint_symbol(char *buffer, unsigned long address);
int sprint_symbol_no_offset(char *buffer, unsigned long address);
/* May the reader of /proc/kallsyms and /proc/modules see addresses? */
bool kallsyms_show_value(void);
bool kernel_text_address(unsigned long addr);
/*
 * The oops' form: print_symbol()'s, and with oops_lineinfo=1 the source
 * line of @line_addr after it (a return address's call is the byte
 * before it).
 */
int print_oops_symbol(const char *fmt, unsigned long addr,
		      unsigned long line_addr);
/* kernel/lineinfo.c: file and line of addr, in the kernel or a module */
int lineinfo_of(unsigned long addr, const char **file, u32 *line);
/* " (file:line)", or "" (the option off, or no line known) */
#define LINEINFO_SUFFIX_LEN	(LINEINFO_PATH_MAX + 16)
void sprint_lineinfo(char *buf, size_t len, unsigned long addr);
void lineinfo_kernel_init(void);
bool kallsyms_available(void);
void kallsyms_init(void);
void kallsyms_init_freed(void);

#endif /* _LINUX_KALLSYMS_H */
