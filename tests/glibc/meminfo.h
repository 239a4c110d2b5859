/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tests/glibc/meminfo.h - the "Name: N kB" lines of /proc files that
 * tests read: /proc/meminfo's MemFree (memcheck.c, hugecheck.c: memory
 * coming back), /proc/self/status's VmRSS (mm.c) and VmLck (mmcheck.c).
 */
#ifndef MEMINFO_H
#define MEMINFO_H

#include <stdio.h>
#include <string.h>

/* N of path's "name: N kB" line, -1 if it cannot be read */
static inline long proc_kb(const char *path, const char *name)
{
	FILE *f = fopen(path, "r");
	size_t n = strlen(name);
	char line[256];
	long kb = -1;

	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, name, n) && line[n] == ':' &&
		    sscanf(line + n + 1, "%ld kB", &kb) == 1)
			break;
	if (f)
		fclose(f);
	return kb;
}

/* /proc/meminfo's MemFree in KiB, -1 if it cannot be read */
static inline long mem_free_kb(void)
{
	return proc_kb("/proc/meminfo", "MemFree");
}

#endif /* MEMINFO_H */
