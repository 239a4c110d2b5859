// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/keycheck.c - kernel keyrings (keyrings(7)): add_key(2),
 * request_key(2) and keyctl(2) on "user" keys and keyrings, the
 * thread, process, session and user keyrings, and /proc/keys, one
 * line each, the same on Linux 6.1 (tests/kernel/keys.linux) and
 * oops386 (tests/kernel/test_keys.py compares).  Serial numbers are
 * random on Linux: a line names a key by what it was made as.
 *
 *	keycheck		the checks, run as root
 *	keycheck exec		(its child, after execve(2)) what it kept
 */
#include "report.h"
#include <stdint.h>
#include <stdlib.h>
#include <linux/keyctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static long add_key(const char *type, const char *desc, const void *p,
		    size_t len, long ring)
{
	return syscall(SYS_add_key, type, desc, p, len, ring);
}

static long request_key(const char *type, const char *desc,
			const char *info, long ring)
{
	return syscall(SYS_request_key, type, desc, info, ring);
}

static long keyctl(long op, long a, long b, long c, long d)
{
	return syscall(SYS_keyctl, op, a, b, c, d);
}

/* A serial as what it must be: "k1" if it is key k1's, "new" if it is
 * a key not named yet, or the errno */
static long names[8];
static const char *labels[8] = { "k1", "k2", "ring", "thread", "process",
				 "session", "user", "usersession" };

static void show_id(const char *what, long id, int as)
{
	int i;

	if (id == -1) {
		printf("%s: %s\n", what, strerrorname_np(errno));
		return;
	}
	for (i = 0; i < 8; i++)
		if (names[i] == id) {
			printf("%s: =%s\n", what, labels[i]);
			return;
		}
	if (as >= 0)
		names[as] = id;
	printf("%s: %s\n", what, id > 0 ? "new" : "not a serial");
}

static void describe(const char *what, long id)
{
	char buf[256];
	long n = keyctl(KEYCTL_DESCRIBE, id, (long)buf, sizeof(buf), 0);

	if (n < 0)
		printf("%s: describe %s\n", what, strerrorname_np(errno));
	else
		printf("%s: describe %s (%ld)\n", what, buf, n);
}

static void read_key(const char *what, long id)
{
	char buf[64] = "";
	long n = keyctl(KEYCTL_READ, id, (long)buf, sizeof(buf) - 1, 0);

	if (n < 0)
		printf("%s: read %s\n", what, strerrorname_np(errno));
	else
		printf("%s: read %ld \"%.*s\"\n", what, n, (int)n, buf);
}

/* A keyring's contents by name */
static void read_ring(const char *what, long id)
{
	int32_t ids[8];
	long n = keyctl(KEYCTL_READ, id, (long)ids, sizeof(ids), 0);
	int i, j;

	if (n < 0) {
		printf("%s: list %s\n", what, strerrorname_np(errno));
		return;
	}
	printf("%s: list %ld:", what, n);
	for (i = 0; i < n / 4 && i < 8; i++) {
		for (j = 0; j < 8 && names[j] != ids[i]; j++)
			;
		printf(" %s", j < 8 ? labels[j] : "other");
	}
	printf("\n");
}

/* /proc/keys' line of key id, less its serial, usage count and timeout,
 * which differ by nature */
static void proc_keys(const char *what, long id)
{
	char line[256], want[16];
	FILE *f = fopen("/proc/keys", "r");
	int found = 0;

	snprintf(want, sizeof(want), "%08lx ", id);
	while (f && fgets(line, sizeof(line), f))
		if (!strncmp(line, want, 9)) {
			char flags[16], perm[16], type[16];
			int uid, gid;

			if (sscanf(line, "%*x %15s %*d %*s %15s %d %d %15s",
				   flags, perm, &uid, &gid, type) == 5)
				printf("%s: /proc/keys %s %s %d %d %s %s", what,
				       flags, perm, uid, gid, type,
				       strstr(line, type) + strlen(type) +
					       strspn(strstr(line, type) +
							      strlen(type), " "));
			found = 1;
		}
	if (!found)
		printf("%s: not in /proc/keys\n", what);
	if (f)
		fclose(f);
}

static void special_keyrings(void)
{
	show_id("thread, no create", keyctl(KEYCTL_GET_KEYRING_ID,
					    KEY_SPEC_THREAD_KEYRING, 0, 0, 0), -1);
	show_id("process, no create", keyctl(KEYCTL_GET_KEYRING_ID,
					     KEY_SPEC_PROCESS_KEYRING, 0, 0, 0), -1);
	show_id("user", keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_USER_KEYRING,
			       0, 0, 0), 6);
	show_id("user session", keyctl(KEYCTL_GET_KEYRING_ID,
				       KEY_SPEC_USER_SESSION_KEYRING, 0, 0, 0), 7);
	show_id("session, no create", keyctl(KEYCTL_GET_KEYRING_ID,
					     KEY_SPEC_SESSION_KEYRING, 0, 0, 0), -1);
	show_id("thread", keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_THREAD_KEYRING,
				 1, 0, 0), 3);
	show_id("thread again", keyctl(KEYCTL_GET_KEYRING_ID,
				       KEY_SPEC_THREAD_KEYRING, 1, 0, 0), -1);
	show_id("process", keyctl(KEYCTL_GET_KEYRING_ID,
				  KEY_SPEC_PROCESS_KEYRING, 1, 0, 0), 4);
	show_id("no such key", keyctl(KEYCTL_GET_KEYRING_ID, 12345, 0, 0, 0),
		-1);
	describe("thread", KEY_SPEC_THREAD_KEYRING);
	describe("process", KEY_SPEC_PROCESS_KEYRING);
	describe("user", KEY_SPEC_USER_KEYRING);
	describe("user session", KEY_SPEC_USER_SESSION_KEYRING);
}

static void user_keys(void)
{
	char big[40000] = { 0 };

	show_id("add k1", add_key("user", "k1", "hello", 5,
				  KEY_SPEC_PROCESS_KEYRING), 0);
	describe("k1", names[0]);
	read_key("k1", names[0]);
	show_id("add k1 again", add_key("user", "k1", "again", 5,
					KEY_SPEC_PROCESS_KEYRING), -1);
	read_key("k1", names[0]);
	T(keyctl(KEYCTL_UPDATE, names[0], (long)"world!", 6, 0));
	read_key("k1", names[0]);
	show_id("add k2", add_key("user", "k2", "x", 1,
				  KEY_SPEC_SESSION_KEYRING), 1);
	show_id("session", keyctl(KEYCTL_GET_KEYRING_ID,
				  KEY_SPEC_SESSION_KEYRING, 0, 0, 0), 5);
	describe("session", KEY_SPEC_SESSION_KEYRING);
	show_id("add ring", add_key("keyring", "ring", NULL, 0,
				    KEY_SPEC_PROCESS_KEYRING), 2);
	describe("ring", names[2]);
	T(keyctl(KEYCTL_LINK, names[1], names[2], 0, 0));
	T(keyctl(KEYCTL_LINK, names[2], names[2], 0, 0));
	T(keyctl(KEYCTL_LINK, KEY_SPEC_PROCESS_KEYRING, names[2], 0, 0));
	read_ring("process", KEY_SPEC_PROCESS_KEYRING);
	read_ring("ring", names[2]);
	read_ring("session", KEY_SPEC_SESSION_KEYRING);
	{
		int32_t one[2] = { 0, 0 };

		T(keyctl(KEYCTL_READ, KEY_SPEC_PROCESS_KEYRING, (long)one,
			 sizeof(one[0]), 0));
		printf("short read left the rest: %d\n", one[1] == 0);
	}
	show_id("search k2", keyctl(KEYCTL_SEARCH, KEY_SPEC_PROCESS_KEYRING,
				    (long)"user", (long)"k2", 0), -1);
	show_id("search none", keyctl(KEYCTL_SEARCH, KEY_SPEC_PROCESS_KEYRING,
				      (long)"user", (long)"k9", 0), -1);
	show_id("request k1", request_key("user", "k1", NULL, 0), -1);
	show_id("request k2 to thread", request_key("user", "k2", NULL,
						    KEY_SPEC_THREAD_KEYRING), -1);
	read_ring("thread", KEY_SPEC_THREAD_KEYRING);
	show_id("request none", request_key("user", "k9", NULL, 0), -1);
	proc_keys("k1", names[0]);
	proc_keys("ring", names[2]);
	proc_keys("process", names[4]);

	/* what the man pages' ERRORS name */
	show_id("type .x", add_key(".x", "d", "p", 1, KEY_SPEC_PROCESS_KEYRING),
		-1);
	show_id("keyring .x", add_key("keyring", ".x", NULL, 0,
				      KEY_SPEC_PROCESS_KEYRING), -1);
	show_id("no such type", add_key("nosuch", "d", "p", 1,
					KEY_SPEC_PROCESS_KEYRING), -1);
	show_id("user, no payload", add_key("user", "d", NULL, 0,
					    KEY_SPEC_PROCESS_KEYRING), -1);
	show_id("keyring, payload", add_key("keyring", "d", "p", 1,
					    KEY_SPEC_PROCESS_KEYRING), -1);
	show_id("user, too big", add_key("user", "d", big, 32768,
					 KEY_SPEC_PROCESS_KEYRING), -1);
	show_id("no description", add_key("user", NULL, "p", 1,
					  KEY_SPEC_PROCESS_KEYRING), -1);
	show_id("empty description", add_key("user", "", "p", 1,
					     KEY_SPEC_PROCESS_KEYRING), -1);
	show_id("into a user key", add_key("user", "d", "p", 1, names[0]), -1);
	show_id("into no key", add_key("user", "d", "p", 1, 12345), -1);
	T(keyctl(KEYCTL_READ, 12345, 0, 0, 0));
	T(keyctl(KEYCTL_UNLINK, names[1], names[0], 0, 0));
	T(keyctl(KEYCTL_UNLINK, names[0], names[2], 0, 0));
	T(keyctl(9999, 0, 0, 0, 0));
	T(keyctl(KEYCTL_JOIN_SESSION_KEYRING, (long)".builtin_trusted_keys",
		 0, 0, 0));

	/* a revoked key reads EKEYREVOKED; an invalidated one leaves its
	 * keyrings */
	T(keyctl(KEYCTL_REVOKE, names[1], 0, 0, 0));
	read_key("k2 revoked", names[1]);
	describe("k2 revoked", names[1]);
	T(keyctl(KEYCTL_UPDATE, names[1], (long)"y", 1, 0));
	/* (what a read of it says depends on when Linux's collector ran:
	 * EACCES once the key is out of the keyring, ENOKEY once freed) */
	T(keyctl(KEYCTL_INVALIDATE, names[0], 0, 0, 0));
	read_ring("process", KEY_SPEC_PROCESS_KEYRING);
	T(keyctl(KEYCTL_CLEAR, names[2], 0, 0, 0));
	read_ring("ring cleared", names[2]);
	T(keyctl(KEYCTL_SET_REQKEY_KEYRING, 99, 0, 0, 0));
	T(keyctl(KEYCTL_SET_REQKEY_KEYRING, 1, 0, 0, 0));
}

/* A child: no thread or process keyring of its parent's, the same
 * session keyring; another user may not look at root's keys */
static void child(void)
{
	pid_t pid = fork();

	if (pid == 0) {
		show_id("child thread", keyctl(KEYCTL_GET_KEYRING_ID,
					       KEY_SPEC_THREAD_KEYRING, 0, 0, 0),
			-1);
		show_id("child process", keyctl(KEYCTL_GET_KEYRING_ID,
						KEY_SPEC_PROCESS_KEYRING, 0, 0,
						0), -1);
		show_id("child session", keyctl(KEYCTL_GET_KEYRING_ID,
						KEY_SPEC_SESSION_KEYRING, 0, 0,
						0), -1);
		if (setgid(1000) || setuid(1000))
			_exit(1);
		describe("user 1000, ring", names[2]);
		read_ring("user 1000, session", KEY_SPEC_SESSION_KEYRING);
		show_id("user 1000, user", keyctl(KEYCTL_GET_KEYRING_ID,
						  KEY_SPEC_USER_KEYRING, 0, 0, 0),
			-1);
		describe("user 1000, user", KEY_SPEC_USER_KEYRING);
		_exit(0);
	}
	waitpid(pid, NULL, 0);
}

/* execve(2) keeps the session keyring, not the thread's or process's:
 * a child makes all three, then runs "keycheck exec", which looks */
static void across_exec(char *self)
{
	pid_t pid = fork();

	if (pid == 0) {
		keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_THREAD_KEYRING, 1, 0, 0);
		keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_PROCESS_KEYRING, 1, 0, 0);
		execl(self, self, "exec", (char *)NULL);
		_exit(1);
	}
	waitpid(pid, NULL, 0);
}

static void after_exec(void)
{
	long id;

	id = keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_THREAD_KEYRING, 0, 0, 0);
	printf("after exec, thread: %s\n", id > 0 ? "kept" :
	       strerrorname_np(errno));
	id = keyctl(KEYCTL_GET_KEYRING_ID, KEY_SPEC_PROCESS_KEYRING, 0, 0, 0);
	printf("after exec, process: %s\n", id > 0 ? "kept" :
	       strerrorname_np(errno));
	describe("after exec, session", KEY_SPEC_SESSION_KEYRING);
}

/* request_key(2) with callout information and no /sbin/request-key:
 * a negative key in the destination keyring, which reads ENOKEY */
static void negative(void)
{
	long ring = add_key("keyring", "negring", NULL, 0,
			    KEY_SPEC_PROCESS_KEYRING);
	int32_t id = 0;

	printf("request with callout: %s\n",
	       request_key("user", "neg", "info", ring) == -1 ?
			strerrorname_np(errno) : "found");
	T(keyctl(KEYCTL_READ, ring, (long)&id, sizeof(id), 0));
	read_key("negative", id);
	describe("negative", id);
	proc_keys("negative", id);
	show_id("request it again", request_key("user", "neg", NULL, 0), -1);
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc == 2 && !strcmp(argv[1], "exec")) {
		after_exec();
		return 0;
	}
	special_keyrings();
	user_keys();
	child();
	show_id("join named", keyctl(KEYCTL_JOIN_SESSION_KEYRING,
				     (long)"mysession", 0, 0, 0), -1);
	describe("joined", KEY_SPEC_SESSION_KEYRING);
	show_id("join anonymous", keyctl(KEYCTL_JOIN_SESSION_KEYRING, 0, 0, 0,
					 0), -1);
	describe("anonymous", KEY_SPEC_SESSION_KEYRING);
	across_exec(argv[0]);
	negative();
	return 0;
}
