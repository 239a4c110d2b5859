// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/setuidgid.c - run a command as another user:
 *	setuidgid UID GID[,GID...] CMD [ARG...]
 * sets the supplementary groups to every GID listed, the real,
 * effective and saved gid to the first, the three uids to UID (in that
 * order: setgroups(2) and setgid(2) need the privilege setuid(2) gives
 * up), then execvp(3)s CMD.  A failing step is reported as
 * "setuidgid: STEP: strerror" and exit status 111, so a test sees which.
 */
#include <errno.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_GROUPS 64

static void __attribute__((noreturn)) die(const char *step)
{
	fprintf(stderr, "setuidgid: %s: %s\n", step, strerror(errno));
	exit(111);
}

static int parse_gids(char *list, gid_t *gids)
{
	int n = 0;
	char *tok;

	for (tok = strtok(list, ","); tok && n < MAX_GROUPS;
	     tok = strtok(NULL, ","))
		gids[n++] = (gid_t)strtoul(tok, NULL, 10);
	return n;
}

int main(int argc, char **argv)
{
	gid_t gids[MAX_GROUPS];
	int n;

	if (argc < 4) {
		fprintf(stderr, "usage: setuidgid UID GID[,GID...] CMD [ARG...]\n");
		return 100;
	}
	n = parse_gids(argv[2], gids);
	if (setgroups(n, gids))
		die("setgroups");
	if (setgid(gids[0]))
		die("setgid");
	if (setuid((uid_t)strtoul(argv[1], NULL, 10)))
		die("setuid");
	execvp(argv[3], argv + 3);
	die(argv[3]);
}
