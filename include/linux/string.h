/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The string and memory functions.  The kernel has its own (lib/string.c);
 * when a pure lib/ file is compiled for the host (no __KERNEL__), the C
 * library's are used, so the same source runs in both places.
 */
#ifndef _LINUX_STRING_H
#define _LINUX_STRING_H

#include "linux/types.h"

/* the kernel, and user/lib (oops386's own C library), use lib/string.c */
#if defined(__KERNEL__) || defined(__OOPS386_USER__)
void *memcpy(void *dest, const void *src, size_t n);
void *memmove(void *dest, const void *src, size_t n);
void *memset(void *s, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
size_t strlen(const char *s);
size_t strnlen(const char *s, size_t max);
int strcmp(const char *a, const char *b);
bool sysfs_streq(const char *s1, const char *s2);
int strncmp(const char *a, const char *b, size_t n);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
char *strcpy(char *dest, const char *src);
char *strncpy(char *dest, const char *src, size_t n);
size_t strlcpy(char *dest, const char *src, size_t size);
size_t strlcat(char *dest, const char *src, size_t size);
char *strcat(char *dest, const char *src);
char *strncat(char *dest, const char *src, size_t n);
char *strstr(const char *haystack, const char *needle);
size_t strspn(const char *s, const char *accept);
size_t strcspn(const char *s, const char *reject);
void *memchr(const void *s, int c, size_t n);
/* count copies of a 16- or 32-bit value from s on (Linux 4.16's) */
void *memset16(u16 *s, u16 v, size_t count);
void *memset32(u32 *s, u32 v, size_t count);
#ifdef __KERNEL__	/* mm/util.c: copies in kmalloc'd memory */
char *kstrdup(const char *s, gfp_t gfp);
char *kstrndup(const char *s, size_t max, gfp_t gfp);
void *kmemdup(const void *src, size_t len, gfp_t gfp);
void *memdup_user(const void __user *src, size_t len);
char *memdup_user_nul(const void __user *src, size_t len);

/* A memset the compiler may not drop as a dead store: keys, digests */
static inline void memzero_explicit(void *s, size_t count)
{
	memset(s, 0, count);
	__asm__ __volatile__("" : : "r"(s) : "memory");
}
#endif
#else
#include <string.h>
#endif

#ifdef __KERNEL__
/* the kernel's only (lib/string.c): user/lib has no ssize_t here */
ssize_t strscpy(char *dest, const char *src, size_t size);
#endif

#endif /* _LINUX_STRING_H */
