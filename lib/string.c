// SPDX-License-Identifier: GPL-2.0
/*
 * lib/string.c - the C library's string functions, for a kernel that has
 * no C library.  Plain byte loops: clear beats fast here - except that
 * memcpy() and memset() are the string instructions, a 32-bit word at a
 * time (`rep movsl`, `rep stosl`), then the last bytes, as Linux's i386
 * memcpy and clear_page are, for they copy and clear whole pages
 * (page tables, a new process's memory, the ELF segments execve()
 * loads): byte by byte, that was a fifth of the boot under QEMU's TCG
 * (docs/boot.md).
 */
#include "linux/string.h"
#include "linux/errno.h"

void *memcpy(void *dest, const void *src, size_t n)
{
	void *d = dest;
	size_t words = n / 4;

	asm volatile("rep movsl\n\t"
		     "movl %3, %0\n\t"
		     "rep movsb"
		     : "+c"(words), "+D"(d), "+S"(src)
		     : "r"(n % 4)
		     : "memory");
	return dest;
}

void *memmove(void *dest, const void *src, size_t n)
{
	char *d = dest;
	const char *s = src;

	if (d <= s || d >= s + n)
		return memcpy(dest, src, n);
	while (n--)		/* overlapping, dest above src: copy backwards */
		d[n] = s[n];
	return dest;
}

void *memset(void *s, int c, size_t n)
{
	void *p = s;
	size_t words = n / 4;

	/* the byte in each of the word's four bytes */
	asm volatile("rep stosl\n\t"
		     "movl %3, %0\n\t"
		     "rep stosb"
		     : "+c"(words), "+D"(p)
		     : "a"((unsigned char)c * 0x01010101U), "r"(n % 4)
		     : "memory");
	return s;
}

/* Linux's memset16() and memset32(): count values, not bytes (a frame
 * buffer's pixels, a page filled with a pattern) */
void *memset16(u16 *s, u16 v, size_t count)
{
	u16 *p = s;

	while (count--)
		*p++ = v;
	return s;
}

void *memset32(u32 *s, u32 v, size_t count)
{
	void *p = s;

	asm volatile("rep stosl" : "+c"(count), "+D"(p) : "a"(v) : "memory");
	return s;
}

int memcmp(const void *a, const void *b, size_t n)
{
	const unsigned char *x = a, *y = b;

	for (; n; n--, x++, y++)
		if (*x != *y)
			return *x - *y;
	return 0;
}

void *memchr(const void *s, int c, size_t n)
{
	const unsigned char *p = s;

	for (; n; n--, p++)
		if (*p == (unsigned char)c)
			return (void *)p;
	return NULL;
}

size_t strlen(const char *s)
{
	const char *p = s;

	while (*p)
		p++;
	return p - s;
}

size_t strnlen(const char *s, size_t max)
{
	size_t n = 0;

	while (n < max && s[n])
		n++;
	return n;
}

int strcmp(const char *a, const char *b)
{
	return strncmp(a, b, (size_t)-1);
}

int strncmp(const char *a, const char *b, size_t n)
{
	for (; n; n--, a++, b++) {
		if (*a != *b)
			return (unsigned char)*a - (unsigned char)*b;
		if (!*a)
			break;
	}
	return 0;
}

/*
 * Whether two strings are equal but for one newline at the end of
 * either: what echo(1) writes to a sysfs file against a keyword
 */
bool sysfs_streq(const char *s1, const char *s2)
{
	while (*s1 && *s1 == *s2)
		s1++, s2++;
	if (*s1 == *s2)
		return true;
	if (*s1 == '\n' && !s1[1] && !*s2)
		return true;
	return *s2 == '\n' && !s2[1] && !*s1;
}

char *strchr(const char *s, int c)
{
	for (; *s != (char)c; s++)
		if (!*s)
			return NULL;
	return (char *)s;
}

char *strrchr(const char *s, int c)
{
	const char *last = NULL;

	do {
		if (*s == (char)c)
			last = s;
	} while (*s++);
	return (char *)last;
}

char *strcpy(char *dest, const char *src)
{
	return memcpy(dest, src, strlen(src) + 1);
}

/* strncpy(3): at most n bytes, the rest of dest padded with NULs;
 * not terminated when src has n or more characters */
char *strncpy(char *dest, const char *src, size_t n)
{
	size_t len = strnlen(src, n);

	memcpy(dest, src, len);
	memset(dest + len, 0, n - len);
	return dest;
}

size_t strlcpy(char *dest, const char *src, size_t size)
{
	size_t len = strlen(src);

	if (size) {
		size_t n = len >= size ? size - 1 : len;

		memcpy(dest, src, n);
		dest[n] = '\0';
	}
	return len;
}

/* strcat(3): src after dest's string; dest must have the room */
char *strcat(char *dest, const char *src)
{
	strcpy(dest + strlen(dest), src);
	return dest;
}

/* strncat(3): at most n bytes of src after dest's string, then a NUL */
char *strncat(char *dest, const char *src, size_t n)
{
	char *end = dest + strlen(dest);

	while (n-- && *src)
		*end++ = *src++;
	*end = '\0';
	return dest;
}

/* src after dest's string, in a buffer of size bytes, always
 * terminated; the length it tried to make, strlen(dest) + strlen(src),
 * as BSD's strlcat() (the buffer was too small if that is >= size) */
size_t strlcat(char *dest, const char *src, size_t size)
{
	size_t len = strnlen(dest, size);

	if (len == size)	/* no terminator in the buffer: nothing fits */
		return len + strlen(src);
	return len + strlcpy(dest + len, src, size - len);
}

/*
 * Linux's strscpy(): src into a buffer of size bytes, always terminated
 * when size is not 0; the length copied, or -E2BIG if src did not fit
 * (then dest holds its first size - 1 bytes).  Reads no further into src
 * than size bytes, unlike strlcpy(), which returns strlen(src).  The
 * kernel's only, as its declaration in linux/string.h.
 */
#ifdef __KERNEL__
ssize_t strscpy(char *dest, const char *src, size_t size)
{
	size_t len = strnlen(src, size);

	if (!size)
		return -E2BIG;
	if (len == size) {
		memcpy(dest, src, size - 1);
		dest[size - 1] = '\0';
		return -E2BIG;
	}
	memcpy(dest, src, len + 1);
	return len;
}
#endif

/* The length of the start of s made only of bytes in accept. */
size_t strspn(const char *s, const char *accept)
{
	size_t n = 0;

	while (s[n] && strchr(accept, s[n]))
		n++;
	return n;
}

/* The length of the start of s made only of bytes not in reject. */
size_t strcspn(const char *s, const char *reject)
{
	size_t n = 0;

	while (s[n] && !strchr(reject, s[n]))
		n++;
	return n;
}

char *strstr(const char *haystack, const char *needle)
{
	size_t n = strlen(needle);

	for (; *haystack; haystack++)
		if (!strncmp(haystack, needle, n))
			return (char *)haystack;
	return n ? NULL : (char *)haystack;
}
