// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/sysfscheck.c - sysfs(2) (fs/filesystems.c), printed the
 * same on Linux 6.1 (tests/kernel/sysfscheck.linux) and oops386: the
 * types it numbers are /proc/filesystems' lines, in the same order;
 * a name and its index map to each other; the errors.  Indexes differ
 * between kernels, so only whether they agree is printed.  And
 * ustat(2) (fs/namespace.c sys_ustat()) of the root's device, whose
 * counts differ too, and of no device.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "report.h"

int main(void)
{
	char line[64], name[64], buf[64];
	long count = syscall(SYS_sysfs, 3), n = 0, agree = 0, back = 0;
	FILE *f = fopen("/proc/filesystems", "r");

	while (f && fgets(line, sizeof(line), f)) {
		/* "nodev\tNAME" or "\tNAME" */
		if (sscanf(strchr(line, '\t'), "%63s", name) != 1)
			continue;
		agree += syscall(SYS_sysfs, 2, n, buf) == 0 &&
			 !strcmp(buf, name);
		back += syscall(SYS_sysfs, 1, name) == n;
		n++;
	}
	printf("count is /proc/filesystems' lines: %s\n",
	       count > 0 && count == n ? "yes" : "no");
	printf("names in its order: %s\n", agree == n ? "yes" : "no");
	printf("indexes of its names: %s\n", back == n ? "yes" : "no");
	T(syscall(SYS_sysfs, 2, count, buf));
	T(syscall(SYS_sysfs, 2, -1L, buf));
	T(syscall(SYS_sysfs, 2, 0, (char *)8));
	T(syscall(SYS_sysfs, 1, "nosuchfs"));
	T(syscall(SYS_sysfs, 1, ""));
	T(syscall(SYS_sysfs, 1, (char *)8));
	T(syscall(SYS_sysfs, 0));
	T(syscall(SYS_sysfs, 4));

	struct stat st;
	char ubuf[20];

	T(stat("/", &st));
	T(syscall(SYS_ustat, (unsigned int)st.st_dev, ubuf));
	T(syscall(SYS_ustat, (unsigned int)st.st_dev, (void *)8));
	T(syscall(SYS_ustat, (unsigned int)makedev(250, 250), ubuf));
	return 0;
}
