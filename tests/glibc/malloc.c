// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/malloc.c - glibc's allocator on the kernel's brk(2) (small
 * blocks) and mmap2(2)/munmap(2) (blocks of 128 KiB and more, malloc(3)
 * NOTES: M_MMAP_THRESHOLD), with every byte written and checked.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fill_check(unsigned char *p, size_t n, unsigned char seed)
{
	size_t i;

	for (i = 0; i < n; i++)
		p[i] = (unsigned char)(seed + i * 7);
	for (i = 0; i < n; i++)
		if (p[i] != (unsigned char)(seed + i * 7))
			return 0;
	return 1;
}

int main(void)
{
	enum { N = 1000 };
	static unsigned char *small[N];
	size_t sizes[] = { 200 * 1024, 1024 * 1024, 4 * 1024 * 1024 };
	unsigned char *big;
	size_t i, ok = 0;
	char *grow = NULL;

	for (i = 0; i < N; i++) {
		small[i] = malloc(1 + i % 97);
		ok += small[i] &&
		      fill_check(small[i], 1 + i % 97, (unsigned char)i);
	}
	printf("small: %zu of %d\n", ok, N);
	for (i = 0; i < N; i += 2)
		free(small[i]);
	for (i = 1; i < N; i += 2)
		free(small[i]);
	for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		big = malloc(sizes[i]);
		printf("big %zu: %s\n", sizes[i],
		       big && fill_check(big, sizes[i], 3) ? "ok" : "FAILED");
		free(big);
	}
	big = calloc(4096, 16);
	for (i = 0, ok = 1; big && i < 4096 * 16; i++)
		ok &= big[i] == 0;
	printf("calloc: %s\n", big && ok ? "zeroed" : "FAILED");
	free(big);
	for (i = 1; i <= 64; i++) {
		grow = realloc(grow, i * 1024);
		if (!grow)
			break;
		grow[i * 1024 - 1] = 'x';
	}
	printf("realloc: %s\n",
	       grow && grow[64 * 1024 - 1] == 'x' ? "ok" : "FAILED");
	free(grow);
	return 0;
}
