// SPDX-License-Identifier: GPL-2.0
/*
 * user/ps.c - ps: every task, from /proc/PID/stat ("pid (comm) state
 * ...", proc(5)), in pid order as /proc lists them.
 */
#include "libc.h"

static void show(const char *pid)
{
	char path[64], *text, *open_paren, *close_paren;
	size_t len;

	snprintf(path, sizeof(path), "/proc/%s/stat", pid);
	text = read_file(path, &len);
	if (!text)
		return;		/* it exited meanwhile */
	open_paren = strchr(text, '(');
	close_paren = strrchr(text, ')');
	if (open_paren && close_paren && close_paren[1] == ' ') {
		*close_paren = '\0';
		printf("%5d %c    %s\n", atoi(text), close_paren[2],
		       open_paren + 1);
	}
	free(text);
}

int main(void)
{
	char buf[2048];
	int fd = open("/proc", O_RDONLY | O_DIRECTORY), n;

	if (fd < 0) {
		perror("ps: /proc");
		return 1;
	}
	printf("  PID STAT COMMAND\n");
	while ((n = getdents64(fd, buf, sizeof(buf))) > 0) {
		int off;

		for (off = 0; off < n;) {
			struct linux_dirent64 *d = (void *)(buf + off);

			if (d->d_name[0] >= '0' && d->d_name[0] <= '9')
				show(d->d_name);
			off += d->d_reclen;
		}
	}
	close(fd);
	return 0;
}
