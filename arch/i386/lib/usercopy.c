// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/lib/usercopy.c - the instructions allowed to fault on a user
 * address.
 *
 * Each access to user memory is one instruction with an entry in
 * __ex_table (include/asm/uaccess.h): when it faults, do_page_fault()
 * (arch/i386/mm/fault.c) finds the entry and resumes at its fixup
 * instead of oopsing.  For `rep movsb` the fixup is simply the next
 * instruction: the CPU leaves the bytes still to go in %ecx (Intel SDM
 * vol. 2, REP: a fault mid-string is restartable, with the registers
 * updated), so the count is the "bytes not copied" result.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "asm/uaccess.h"

/*
 * Whole words first (`rep movsl`), the last n % 4 bytes with `rep movsb`.
 * A fault among the words goes on bytewise from the word that faulted
 * (the fixup turns the words left back into bytes), so the copy still
 * ends exactly at the first byte that cannot be touched, and the count
 * left is exact.  Under QEMU's TCG each iteration of a rep string
 * instruction costs about the same whatever its size: by words is
 * four times fewer (docs/bench.md, read of 1 MiB).
 */
static unsigned long copy_user_bytes(void *to, const void *from,
				     unsigned long n)
{
	unsigned long words = n / 4;

	asm volatile("1:	rep movsl\n"
		     "	movl %3, %0\n"
		     "2:	rep movsb\n"
		     "3:\n"
		     " .pushsection .fixup, \"ax\"\n"
		     "4:	leal (%3, %0, 4), %0\n"
		     "	jmp 2b\n"
		     " .popsection\n" _ASM_EXTABLE(1b, 4b) _ASM_EXTABLE(2b, 3b)
		     : "+c"(words), "+D"(to), "+S"(from)
		     : "r"(n % 4)
		     : "memory");
	return words;
}

unsigned long copy_from_user(void *to, const void __user *from,
			     unsigned long n)
{
	unsigned long left = n;

	if (access_ok(from, n))
		left = copy_user_bytes(to, from, n);
	/* Linux zeroes what it could not copy: no stale kernel bytes */
	if (left)
		memset((char *)to + (n - left), 0, left);
	return left;
}
EXPORT_SYMBOL(copy_from_user);

unsigned long copy_to_user(void __user *to, const void *from,
			   unsigned long n)
{
	if (!access_ok(to, n))
		return n;
	return copy_user_bytes(to, from, n);
}
EXPORT_SYMBOL(copy_to_user);

unsigned long clear_user(void __user *to, unsigned long n)
{
	if (!access_ok(to, n))
		return n;
	asm volatile("1:	rep stosb\n"
		     "2:\n" _ASM_EXTABLE(1b, 2b)
		     : "+c"(n), "+D"(to)
		     : "a"(0)
		     : "memory");
	return n;
}
EXPORT_SYMBOL(clear_user);

/*
 * get_user_u8(), get_user_u16(), get_user_u32(): one mov from user
 * memory.  A fault at 1: lands at 3:, which sets -EFAULT and carries on
 * at 2:.
 */
#define DEFINE_GET_USER(type, insn, constraint)				\
	int get_user_##type(type *val, const type __user *p)		\
	{								\
		int err = 0;						\
		type v = 0;						\
									\
		if (!access_ok(p, sizeof(*p)))				\
			return -EFAULT;					\
		asm volatile("1:	" insn " %2, %1\n"		\
			     "2:\n"					\
			     " .pushsection .fixup, \"ax\"\n"		\
			     "3:	movl %3, %0\n"			\
			     "	jmp 2b\n"				\
			     " .popsection\n" _ASM_EXTABLE(1b, 3b)	\
			     : "+r"(err), "+" constraint(v)		\
			     : "m"(*p), "i"(-EFAULT));			\
		*val = v;						\
		return err;						\
	}								\
	EXPORT_SYMBOL(get_user_##type)

/* put_user_u8(), put_user_u16(), put_user_u32(): one mov to user memory,
 * of exactly its size */
#define DEFINE_PUT_USER(type, insn, constraint)				\
	int put_user_##type(type val, type __user *p)			\
	{								\
		int err = 0;						\
									\
		if (!access_ok(p, sizeof(*p)))				\
			return -EFAULT;					\
		asm volatile("1:	" insn " %1, %2\n"		\
			     "2:\n"					\
			     " .pushsection .fixup, \"ax\"\n"		\
			     "3:	movl %3, %0\n"			\
			     "	jmp 2b\n"				\
			     " .popsection\n" _ASM_EXTABLE(1b, 3b)	\
			     : "+r"(err)				\
			     : constraint(val), "m"(*p), "i"(-EFAULT)	\
			     : "memory");				\
		return err;						\
	}								\
	EXPORT_SYMBOL(put_user_##type)

DEFINE_GET_USER(u8, "movb", "q");
DEFINE_GET_USER(u16, "movw", "r");
DEFINE_GET_USER(u32, "movl", "r");
DEFINE_PUT_USER(u8, "movb", "q");
DEFINE_PUT_USER(u16, "movw", "r");
DEFINE_PUT_USER(u32, "movl", "r");

long strncpy_from_user(char *dst, const char __user *src, long count)
{
	long i;

	for (i = 0; i < count; i++) {
		u8 c;

		if (get_user_u8(&c, (const u8 __user *)src + i))
			return -EFAULT;
		dst[i] = (char)c;
		if (!c)
			return i;
	}
	return count;
}
EXPORT_SYMBOL(strncpy_from_user);

/*
 * A struct that grows by appending fields, given with its size (Linux's
 * copy_struct_from_user(), as clone3(2) and openat2(2) take theirs): a
 * shorter one reads as zeros in the fields it lacks; a longer one is
 * accepted only if every byte this kernel does not know is zero, E2BIG
 * otherwise - those bytes are checked before the copy, so an unreadable
 * tail is EFAULT even when the known part is fine.
 */
int copy_struct_from_user(void *dst, size_t ksize, const void __user *src,
			  size_t usize)
{
	size_t i;

	for (i = ksize; i < usize; i++) {
		u8 c;

		if (get_user_u8(&c, (const u8 __user *)src + i))
			return -EFAULT;
		if (c)
			return -E2BIG;
	}
	memset(dst, 0, ksize);
	return copy_from_user(dst, src, min(ksize, usize)) ? -EFAULT : 0;
}
EXPORT_SYMBOL(copy_struct_from_user);
