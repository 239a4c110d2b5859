/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Fixed-width types by their Linux names.  Only the compiler's own
 * freestanding headers are used, so this header (and every "pure" file
 * that includes it with quotes) compiles both in the kernel and on the
 * host, where lib/ code is unit-tested with sanitizers.
 */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H

#include <stdint.h>
#include <stddef.h>
#include <stdbool.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
typedef int8_t s8;
typedef int16_t s16;
typedef int32_t s32;
typedef int64_t s64;

#ifdef __KERNEL__
#include "linux/compiler_attributes.h"	/* Linux's build gives every file them */

/*
 * The rest of Linux's <linux/types.h> (and <asm/posix_types.h> for
 * i386), for kernel and module code only: on the host the C library
 * has its own ssize_t, pid_t...
 */
typedef uint8_t __u8;
typedef uint16_t __u16;
typedef uint32_t __u32;
typedef uint64_t __u64;
typedef int8_t __s8;
typedef int16_t __s16;
typedef int32_t __s32;
typedef int64_t __s64;
typedef __u16 __le16;
typedef __u16 __be16;
typedef __u32 __le32;
typedef __u32 __be32;
typedef __u64 __le64;
typedef __u64 __be64;

typedef int ssize_t;		/* i386: size_t is unsigned int */
typedef long long loff_t;
typedef long off_t;
typedef unsigned short umode_t;
typedef unsigned int mode_t;
typedef u32 dev_t;
typedef int pid_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef long time_t;
typedef long clock_t;
typedef unsigned int gfp_t;
typedef unsigned int fmode_t;
typedef u32 phys_addr_t;
typedef u32 dma_addr_t;
typedef unsigned long sector_t;
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef unsigned char unchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
/* what a file's ->poll() returns: POLLIN, EPOLLIN... (Linux 4.16 on; its
 * __bitwise matters to sparse only, so it is an unsigned int as before) */
typedef unsigned int __poll_t;
#endif

/* call_rcu()'s link in the object it frees (kernel/rcu.c), as Linux
 * keeps it here so that any structure can embed one */
struct rcu_head {
	struct rcu_head *next;
	void (*func)(struct rcu_head *head);
};
typedef void (*rcu_callback_t)(struct rcu_head *head);

#endif /* _LINUX_TYPES_H */
