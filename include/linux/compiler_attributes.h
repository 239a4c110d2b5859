/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/compiler_attributes.h - the short names Linux 6.1 gives
 * GCC's and Clang's attributes (its include/linux/compiler_attributes.h
 * names the same set), so that module code written against 6.1 -
 * `struct foo { ... } __aligned(2048);`, `case 1: fallthrough;` -
 * builds unchanged.  Linux makes every file see them (its build
 * includes them before each file); here include/linux/types.h and
 * include/linux/kernel.h bring them, which every kernel and module
 * file includes first.  Both compilers know every attribute used
 * (GCC manual, "Common Function/Variable/Type Attributes").
 */
#ifndef _LINUX_COMPILER_ATTRIBUTES_H
#define _LINUX_COMPILER_ATTRIBUTES_H

/* on types and variables */
#define __aligned(x)		__attribute__((__aligned__(x)))
#define __aligned_largest	__attribute__((__aligned__))
#define __packed		__attribute__((__packed__))
#define __mode(x)		__attribute__((__mode__(x)))
#define __nonstring		__attribute__((__nonstring__))
#define __designated_init	__attribute__((__designated_init__))
#define __cleanup(func)		__attribute__((__cleanup__(func)))

/* on anything: may be unused, or must be kept though unused */
#define __always_unused		__attribute__((__unused__))
#define __maybe_unused		__attribute__((__unused__))
#define __used			__attribute__((__used__))

/* where a symbol goes, and how it binds */
#define __section(s)		__attribute__((__section__(s)))
#define __weak			__attribute__((__weak__))
#define __alias(sym)		__attribute__((__alias__(#sym)))
#define __visible		__attribute__((__externally_visible__))

/* on functions */
#define __always_inline		inline __attribute__((always_inline))	/* even at -Og */
#define noinline		__attribute__((noinline))
#define __noreturn		__attribute__((noreturn))
#define __cold			__attribute__((__cold__))
#define __pure			__attribute__((__pure__))
#define __attribute_const__	__attribute__((__const__))
#define __malloc		__attribute__((__malloc__))
#define __must_check		__attribute__((__warn_unused_result__))
#define __flatten		__attribute__((__flatten__))
#define __gnu_inline		__attribute__((__gnu_inline__))
#define __printf(a, b)		__attribute__((format(printf, a, b)))
#define __scanf(a, b)		__attribute__((format(scanf, a, b)))
#define __assume_aligned(a, ...) \
	__attribute__((__assume_aligned__(a, ##__VA_ARGS__)))

/*
 * A switch case that goes on into the next on purpose: the statement
 * -Wimplicit-fallthrough takes as saying so (C2x's [[fallthrough]]).
 * Where the compiler has no such attribute, an empty statement.
 */
#if __has_attribute(__fallthrough__)
#define fallthrough		__attribute__((__fallthrough__))
#else
#define fallthrough		do {} while (0)	/* fallthrough */
#endif

/*
 * A pointer into user space (only sparse checks it; gcc sees nothing),
 * in every file as Linux's compiler_types.h gives it: linux/string.h's
 * memdup_user() is declared with it (asm/uaccess.h, which files outside
 * the kernel include alone, says the same).
 */
#define __user

#endif /* _LINUX_COMPILER_ATTRIBUTES_H */
