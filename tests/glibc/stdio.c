// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/stdio.c - buffered files in /tmp: fopen(3), fprintf(3),
 * fgets(3), fseek(3)/ftell(3), fclose(3), and remove(3) (unlink(2)).
 */
#include <stdio.h>
#include <string.h>

int main(void)
{
	const char *path = "/tmp/stdio-test.txt";
	char line[80];
	FILE *f = fopen(path, "w");
	int i, n = 0;

	if (!f) {
		perror("fopen w");
		return 1;
	}
	for (i = 1; i <= 5; i++)
		fprintf(f, "line %d of %d\n", i, 5);
	if (fclose(f)) {
		perror("fclose");
		return 1;
	}
	f = fopen(path, "r");
	if (!f) {
		perror("fopen r");
		return 1;
	}
	while (fgets(line, sizeof(line), f)) {
		n++;
		if (n == 1 || n == 5)
			printf("read: %s", line);
	}
	printf("lines: %d\n", n);
	fseek(f, 0, SEEK_END);
	printf("size: %ld\n", ftell(f));
	fseek(f, 5, SEEK_SET);
	printf("at 5: %c\n", fgetc(f));
	fclose(f);
	f = fopen(path, "a");
	fputs("appended\n", f);
	fclose(f);
	f = fopen(path, "r");
	fseek(f, -9, SEEK_END);
	printf("tail: %s", fgets(line, sizeof(line), f) ? line : "FAILED\n");
	fclose(f);
	printf("remove: %d\n", remove(path));
	printf("reopen: %s\n", fopen(path, "r") ? "FOUND" : strerror(2));
	return 0;
}
