// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/args.c - what a program gets from execve(2): its arguments
 * parsed by getopt(3), its environment read by getenv(3) and changed by
 * setenv(3)/unsetenv(3), and its exit status (the last argument).
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	int c, verbose = 0;
	const char *name = "none";

	while ((c = getopt(argc, argv, "vn:")) != -1) {
		switch (c) {
		case 'v':
			verbose++;
			break;
		case 'n':
			name = optarg;
			break;
		default:
			return 2;
		}
	}
	printf("verbose=%d name=%s rest=%d\n", verbose, name, argc - optind);
	printf("HOME=%s\n", getenv("HOME") ? getenv("HOME") : "(unset)");
	setenv("OOPS386_TEST", "set", 1);
	printf("OOPS386_TEST=%s\n", getenv("OOPS386_TEST"));
	unsetenv("OOPS386_TEST");
	printf("after unsetenv: %s\n",
	       getenv("OOPS386_TEST") ? "still set" : "(unset)");
	return optind < argc ? atoi(argv[argc - 1]) : 0;
}
