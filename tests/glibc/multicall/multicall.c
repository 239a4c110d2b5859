// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/multicall/multicall.c - the test programs of tests/glibc/
 * as one static binary, busybox's way: every program is linked in under
 * its own main() (renamed glibc_main_NAME when it is compiled, its other
 * symbols made local to it: scripts/linux-progs.mk), and this main()
 * runs the one named by the last part of argv[0].  /glibc/NAME is a hard
 * link to the binary, so `/glibc/procgone 30` runs procgone.c's main.
 *
 * Why: a static glibc program is about 700 KB, nearly all of it glibc.
 * Sixty of them made the busybox initramfs 50 MB, which QEMU copies
 * into every machine that boots with it (0.4 s of host CPU each); one
 * binary is 3 MB.  Programs that must be a file of their own (they copy
 * or map themselves, or are compared with Linux byte for byte) are
 * still linked alone: GLIBC_SOLO in scripts/linux-progs.mk.
 *
 * PROG(NAME) lines come from $(BUILD)/glibc/multicall.h, one per
 * program.  Each main is called as main(argc, argv, envp), what the C
 * start-up code passes any main (i386 psABI: the caller removes the
 * arguments, so a main(void) ignores them).
 */
#include <stdio.h>
#include <string.h>

#define PROG(name) int glibc_main_##name(int argc, char **argv, char **envp);
#include "multicall.h"
#undef PROG

static const struct program {
	const char *name;
	int (*main)(int argc, char **argv, char **envp);
} programs[] = {
#define PROG(name) { #name, glibc_main_##name },
#include "multicall.h"
#undef PROG
};

int main(int argc, char **argv, char **envp)
{
	const char *slash = strrchr(argv[0], '/');
	const char *name = slash ? slash + 1 : argv[0];
	size_t i;

	for (i = 0; i < sizeof(programs) / sizeof(programs[0]); i++)
		if (!strcmp(programs[i].name, name))
			return programs[i].main(argc, argv, envp);
	fprintf(stderr, "%s: not a program of this binary; it has:", name);
	for (i = 0; i < sizeof(programs) / sizeof(programs[0]); i++)
		fprintf(stderr, " %s", programs[i].name);
	fprintf(stderr, "\n");
	return 127;
}
