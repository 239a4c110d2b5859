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
#include "linux/errno.h"
#include "asm/page.h"
#include "asm/thread_info.h"

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

	if (current_thread_info()->uaccess_kernel)
		return true;	/* the kernel's own buffer (kernel_write()) */
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

/*
 * Linux's unchecked primitives under copy_*_user(), which modules such
 * as LKMPG's vinput call directly (after their own access_ok(), or
 * none): here they check the range too, so a bad pointer is refused
 * rather than trusted.  Same return: the bytes not copied.
 */
static inline unsigned long raw_copy_from_user(void *to,
					       const void __user *from,
					       unsigned long n)
{
	return copy_from_user(to, from, n);
}

static inline unsigned long raw_copy_to_user(void __user *to,
					     const void *from, unsigned long n)
{
	return copy_to_user(to, from, n);
}
/* Linux's older names for the same (LKD's kmembugs_test); the _inatomic
 * ones are for callers with page faults disabled, which here fault in
 * the page as any copy does */
#define __copy_from_user(to, from, n)		raw_copy_from_user(to, from, n)
#define __copy_to_user(to, from, n)		raw_copy_to_user(to, from, n)
#define __copy_from_user_inatomic(to, from, n)	raw_copy_from_user(to, from, n)
#define __copy_to_user_inatomic(to, from, n)	raw_copy_to_user(to, from, n)
/* The string's length (< count), count if it did not end, or -EFAULT */
long strncpy_from_user(char *dst, const char __user *src, long count);
/* an extensible struct's usize bytes into its ksize (clone3(2),
 * openat2(2)): 0, -E2BIG or -EFAULT (arch/i386/lib/usercopy.c) */
int copy_struct_from_user(void *dst, size_t ksize, const void __user *src,
			  size_t usize);
int get_user_u8(u8 *val, const u8 __user *p);
int get_user_u16(u16 *val, const u16 __user *p);
int get_user_u32(u32 *val, const u32 __user *p);
int put_user_u8(u8 val, u8 __user *p);
int put_user_u16(u16 val, u16 __user *p);
int put_user_u32(u32 val, u32 __user *p);
/* Not defined anywhere: get_user()/put_user() of another size fails to
 * link, as with Linux's */
int __bad_user_size(void);

/*
 * One access of n bytes (1, 2, 4 or 8) between *val and user p, picked
 * at compile time (__builtin_choose_expr: the kernel builds with -Og,
 * which may not fold a switch): any other size calls __bad_user_size().
 * 8 bytes are two 4-byte moves on i386, as Linux's.
 */
#define __get_user_n(val, p, n)						\
	__builtin_choose_expr((n) == 1, get_user_u8((u8 *)(val),	\
						    (const u8 __user *)(p)), \
	__builtin_choose_expr((n) == 2, get_user_u16((u16 *)(val),	\
						     (const u16 __user *)(p)), \
	__builtin_choose_expr((n) == 4, get_user_u32((u32 *)(val),	\
						     (const u32 __user *)(p)), \
	__builtin_choose_expr((n) == 8,					\
		copy_from_user((val), (p), 8) ? -EFAULT : 0,		\
		__bad_user_size()))))
#define __put_user_n(val, p, n)						\
	__builtin_choose_expr((n) == 1, put_user_u8(*(const u8 *)(val),	\
						    (u8 __user *)(p)),	\
	__builtin_choose_expr((n) == 2, put_user_u16(*(const u16 *)(val), \
						     (u16 __user *)(p)),	\
	__builtin_choose_expr((n) == 4, put_user_u32(*(const u32 *)(val), \
						     (u32 __user *)(p)),	\
	__builtin_choose_expr((n) == 8,					\
		copy_to_user((p), (val), 8) ? -EFAULT : 0,		\
		__bad_user_size()))))

/* An integer as wide as *p: unsigned long, or u64 for an 8-byte *p */
#define __inttype(x)							\
	__typeof__(__builtin_choose_expr(sizeof(x) > sizeof(0UL), 0ULL, 0UL))

/*
 * Linux's get_user(x, p) / put_user(x, p): one access of sizeof(*p)
 * bytes, 0 or -EFAULT.  put_user(c, (char __user *)buf) writes exactly
 * one byte.  The value read lands in the low bytes of a zeroed integer
 * (little-endian), then takes *p's type.
 */
#define get_user(x, p)							\
	({								\
		__inttype(*(p)) __gu_v = 0;				\
		int __gu_e = __get_user_n(&__gu_v, (p), sizeof(*(p)));	\
		(x) = (__typeof__(*(p)))__gu_v;				\
		__gu_e;							\
	})
#define put_user(x, p)							\
	({								\
		__typeof__(*(p)) __pu_v = (x);				\
		__put_user_n(&__pu_v, (p), sizeof(*(p)));		\
	})
/* Linux's forms without the access_ok() check, for a range the caller
 * checked; here they check anyway: same results, one compare more */
#define __get_user(x, p)	get_user(x, p)
#define __put_user(x, p)	put_user(x, p)

const struct exception_table_entry *search_exception_tables(unsigned long a);
struct pt_regs;
bool fixup_exception(struct pt_regs *regs);

#endif /* _ASM_UACCESS_H */
