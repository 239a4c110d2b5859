/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/err.h - an error code inside a pointer, as Linux returns
 * it from kthread_create() and friends: the top 4095 addresses are never
 * a valid object (they are the last page of the address space), so
 * ERR_PTR(-ENOMEM) is told apart from a real pointer by IS_ERR().
 */
#ifndef _LINUX_ERR_H
#define _LINUX_ERR_H

#include "linux/types.h"

#define MAX_ERRNO	4095
#define IS_ERR_VALUE(x)	((unsigned long)(x) >= (unsigned long)-MAX_ERRNO)

static inline void *ERR_PTR(long error)
{
	return (void *)error;
}

/* An error in an __iomem pointer (lib/devres.c's devm_ioremap_resource()) */
#define IOMEM_ERR_PTR(err)	((void __iomem *)ERR_PTR(err))

static inline long PTR_ERR(const void *ptr)
{
	return (long)ptr;
}

static inline bool IS_ERR(const void *ptr)
{
	return IS_ERR_VALUE(ptr);
}

static inline bool IS_ERR_OR_NULL(const void *ptr)
{
	return !ptr || IS_ERR_VALUE(ptr);
}

static inline int PTR_ERR_OR_ZERO(const void *ptr)
{
	return IS_ERR(ptr) ? (int)PTR_ERR(ptr) : 0;
}

#endif /* _LINUX_ERR_H */
