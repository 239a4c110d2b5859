/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/uaccess.h - reading and writing user memory from the kernel.
 *
 * A user pointer is whatever a program passed in a register: it may point
 * anywhere, at nothing, or into the kernel.  access_ok() refuses ranges
 * that reach PAGE_OFFSET; a range that is below it but unmapped faults
 * inside one of the few instructions listed in the exception table
 * (__ex_table, arch/i386/mm/extable.c), and the page-fault handler
 * resumes at that instruction's fixup, which makes the call fail with
 * -EFAULT instead of an oops.  docs/syscalls.md tells the whole story.
 */
#ifndef _ASM_UACCESS_H
#define _ASM_UACCESS_H

#include "linux/types.h"
#include "asm/page.h"

#define __user
#define TASK_SIZE	PAGE_OFFSET	/* user space is [0, 3 GiB) */

/* One exception-table entry: a faulting instruction and where to go */
struct exception_table_entry {
	unsigned long insn, fixup;
};

#define _ASM_EXTABLE(from, to)				\
	" .pushsection __ex_table, \"a\"\n"		\
	" .balign 4\n"					\
	" .long " #from ", " #to "\n"			\
	" .popsection\n"

static inline bool __access_ok(const void __user *addr, unsigned long size)
{
	unsigned long a = (unsigned long)addr;

	return size <= TASK_SIZE && a <= TASK_SIZE - size;
}

/*
 * access_ok(addr, size), as since Linux 5.0, or the older
 * access_ok(VERIFY_READ or VERIFY_WRITE, addr, size) that LDD3 teaches
 * (the type never mattered on i386 and is ignored), told apart by the
 * number of arguments.
 */
#define VERIFY_READ	0
#define VERIFY_WRITE	1
#define __access_ok_typed(type, addr, size)	__access_ok(addr, size)
#define __access_ok_pick(_1, _2, _3, name, ...)	name
#define access_ok(...)							\
	__access_ok_pick(__VA_ARGS__, __access_ok_typed, __access_ok, )	\
		(__VA_ARGS__)

/* Both return the number of bytes NOT copied (0: success), as Linux's */
unsigned long copy_from_user(void *to, const void __user *from,
			     unsigned long n);
unsigned long copy_to_user(void __user *to, const void *from,
			   unsigned long n);
unsigned long clear_user(void __user *to, unsigned long n);
/* The string's length (< count), count if it did not end, or -EFAULT */
long strncpy_from_user(char *dst, const char __user *src, long count);
int get_user_u8(u8 *val, const u8 __user *p);
int get_user_u32(u32 *val, const u32 __user *p);
int put_user_u32(u32 val, u32 __user *p);

/* Linux's get_user(x, p) / put_user(x, p) for the 4-byte case */
#define get_user(x, p)							\
	({								\
		u32 __v = 0;						\
		int __e = get_user_u32(&__v, (const u32 __user *)(p));	\
		(x) = (__typeof__(*(p)))__v;				\
		__e;							\
	})
#define put_user(x, p) put_user_u32((u32)(x), (u32 __user *)(p))
/* Linux's forms without the access_ok() check, for a range the caller
 * checked; here they check anyway: same results, one compare more */
#define __get_user(x, p)	get_user(x, p)
#define __put_user(x, p)	put_user(x, p)

const struct exception_table_entry *search_exception_tables(unsigned long a);
struct pt_regs;
bool fixup_exception(struct pt_regs *regs);

#endif /* _ASM_UACCESS_H */
