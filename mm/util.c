// SPDX-License-Identifier: GPL-2.0
/*
 * mm/util.c - copies into kmalloc()ed memory: kstrdup(), kstrndup(),
 * kmemdup(), with Linux's signatures (the gfp flags are passed on), and
 * kvrealloc(); memdup_user(), a user's bytes; bitmap_alloc(), a bitmap's
 * words.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/slab.h"
#include "linux/bitmap.h"
#include "linux/string.h"
#include "linux/err.h"
#include "asm/uaccess.h"

void *kmemdup(const void *src, size_t len, gfp_t gfp)
{
	void *p = kmalloc(len, gfp);

	if (p)
		memcpy(p, src, len);
	return p;
}
EXPORT_SYMBOL(kmemdup);

/*
 * len bytes from user space in kmalloc()ed memory, and nul more zero
 * bytes after them (memdup_user_nul(): a /proc write made a string).
 * An ERR_PTR, never NULL: -ENOMEM, or -EFAULT with nothing kept.
 */
static void *memdup_user_pad(const void __user *src, size_t len, size_t nul)
{
	char *p = kmalloc(len + nul, GFP_KERNEL);

	if (!p)
		return ERR_PTR(-ENOMEM);
	if (copy_from_user(p, src, len)) {
		kfree(p);
		return ERR_PTR(-EFAULT);
	}
	memset(p + len, 0, nul);
	return p;
}

void *memdup_user(const void __user *src, size_t len)
{
	return memdup_user_pad(src, len, 0);
}
EXPORT_SYMBOL(memdup_user);

char *memdup_user_nul(const void __user *src, size_t len)
{
	return memdup_user_pad(src, len, 1);
}
EXPORT_SYMBOL(memdup_user_nul);

/*
 * Linux 6.1's kvrealloc(): p grown to newsize, its oldsize bytes copied
 * and p freed; a size that does not grow keeps p as it is.  NULL (p
 * untouched) without memory.
 */
void *kvrealloc(const void *p, size_t oldsize, size_t newsize, gfp_t flags)
{
	void *newp;

	if (oldsize >= newsize)
		return (void *)p;
	newp = kvmalloc(newsize, flags);
	if (!newp)
		return NULL;
	memcpy(newp, p, oldsize);
	kvfree(p);
	return newp;
}
EXPORT_SYMBOL(kvrealloc);

char *kstrndup(const char *s, size_t max, gfp_t gfp)
{
	size_t len;
	char *p;

	if (!s)
		return NULL;
	len = strnlen(s, max);
	p = kmalloc(len + 1, gfp);
	if (p) {
		memcpy(p, s, len);
		p[len] = '\0';
	}
	return p;
}
EXPORT_SYMBOL(kstrndup);

char *kstrdup(const char *s, gfp_t gfp)
{
	return s ? kmemdup(s, strlen(s) + 1, gfp) : NULL;
}
EXPORT_SYMBOL(kstrdup);

/* A printf into a kmalloc()ed string of just the right size: the length
 * is measured by a first vsnprintf() into nothing (C11 7.21.6.12) */
char *kvasprintf(gfp_t gfp, const char *fmt, va_list ap)
{
	va_list again;
	int len;
	char *p;

	va_copy(again, ap);
	len = vsnprintf(NULL, 0, fmt, again);
	va_end(again);
	p = kmalloc((size_t)len + 1, gfp);
	if (p)
		vsnprintf(p, (size_t)len + 1, fmt, ap);
	return p;
}
EXPORT_SYMBOL(kvasprintf);

char *kasprintf(gfp_t gfp, const char *fmt, ...)
{
	va_list ap;
	char *p;

	va_start(ap, fmt);
	p = kvasprintf(gfp, fmt, ap);
	va_end(ap);
	return p;
}
EXPORT_SYMBOL(kasprintf);

/* A bitmap of nbits on the heap (include/linux/bitmap.h) */
unsigned long *bitmap_alloc(unsigned int nbits, gfp_t flags)
{
	return kmalloc_array(BITS_TO_LONGS(nbits), sizeof(unsigned long),
			     flags);
}
EXPORT_SYMBOL(bitmap_alloc);

unsigned long *bitmap_zalloc(unsigned int nbits, gfp_t flags)
{
	return bitmap_alloc(nbits, flags | __GFP_ZERO);
}
EXPORT_SYMBOL(bitmap_zalloc);

void bitmap_free(const unsigned long *bitmap)
{
	kfree(bitmap);
}
EXPORT_SYMBOL(bitmap_free);
