/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tests/glibc/meminfo.h - what memcheck.c and hugecheck.c read of
 * /proc/meminfo: MemFree, to see memory come back.
 */
#ifndef MEMINFO_H
#define MEMINFO_H

#include <stdio.h>

/* /proc/meminfo's MemFree in KiB, -1 if it cannot be read */
static inline long mem_free_kb(void)
{
	FILE *f = fopen("/proc/meminfo", "r");
	char line[128];
	long kb = -1;

	while (f && fgets(line, sizeof(line), f))
		if (sscanf(line, "MemFree: %ld kB", &kb) == 1)
			break;
	if (f)
		fclose(f);
	return kb;
}

#endif /* MEMINFO_H */
