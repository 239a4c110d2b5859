// SPDX-License-Identifier: GPL-2.0
/*
 * user/lib/malloc.c - the heap: first fit over a list of blocks carved
 * from brk(2); freed blocks are reused and neighbours merged, so a
 * long-lived shell does not grow without bound.
 */
#include "libc.h"

struct block {
	size_t size;		/* bytes after the header */
	bool free;
	struct block *next;	/* by address */
};

#define HDR	((sizeof(struct block) + 15) & ~15UL)
#define MIN_SPLIT	64

static struct block *heap;

static void split(struct block *b, size_t n)
{
	struct block *rest;

	if (b->size < n + HDR + MIN_SPLIT)
		return;
	rest = (struct block *)((char *)b + HDR + n);
	rest->size = b->size - n - HDR;
	rest->free = true;
	rest->next = b->next;
	b->size = n;
	b->next = rest;
}

void *malloc(size_t n)
{
	struct block *b, *last = NULL;

	n = (n + 15) & ~15UL;
	for (b = heap; b; last = b, b = b->next)
		if (b->free && b->size >= n) {
			split(b, n);
			b->free = false;
			return (char *)b + HDR;
		}
	b = sbrk((long)(HDR + n));
	if (b == (void *)-1)
		return NULL;
	b->size = n;
	b->free = false;
	b->next = NULL;
	if (last)
		last->next = b;
	else
		heap = b;
	return (char *)b + HDR;
}

void free(void *p)
{
	struct block *b;

	if (!p)
		return;
	((struct block *)((char *)p - HDR))->free = true;
	for (b = heap; b; b = b->next)
		while (b->free && b->next && b->next->free &&
		       (char *)b + HDR + b->size == (char *)b->next) {
			b->size += HDR + b->next->size;
			b->next = b->next->next;
		}
}

void *realloc(void *p, size_t n)
{
	struct block *b;
	void *q;

	if (!p)
		return malloc(n);
	b = (struct block *)((char *)p - HDR);
	if (b->size >= n)
		return p;
	q = malloc(n);
	if (q) {
		memcpy(q, p, b->size);
		free(p);
	}
	return q;
}

char *strdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *d = malloc(n);

	if (d)
		memcpy(d, s, n);
	return d;
}
