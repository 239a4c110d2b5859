// SPDX-License-Identifier: GPL-2.0
/*
 * user/lsmod.c - lsmod: /proc/modules as a table ("name size refcount
 * users," per line there, proc(5)), as module-init-tools' lsmod prints it.
 */
#include "libc.h"

static void show(char *line)
{
	char *w[4] = { NULL };
	int n = 0;
	char *p = line;

	while (n < 4 && *p) {
		w[n++] = p;
		while (*p && *p != ' ')
			p++;
		if (*p)
			*p++ = '\0';
	}
	if (n < 3)
		return;
	printf("%-19s %8s  %s", w[0], w[1], w[2]);
	if (n > 3 && strcmp(w[3], "-")) {
		size_t len = strlen(w[3]);

		if (len && w[3][len - 1] == ',')
			w[3][len - 1] = '\0';
		printf(" %s", w[3]);
	}
	printf("\n");
}

int main(void)
{
	size_t len;
	char *text = read_file("/proc/modules", &len), *line, *next;

	if (!text) {
		perror("lsmod: /proc/modules");
		return 1;
	}
	printf("Module                  Size  Used by\n");
	for (line = text; *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		else
			next = line + strlen(line);
		show(line);
	}
	free(text);
	return 0;
}
