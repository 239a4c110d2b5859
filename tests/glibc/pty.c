// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/pty.c - Unix98 pseudo-terminals (pty(7)) as a terminal
 * emulator uses them: posix_openpt(3), grantpt(3), unlockpt(3),
 * ptsname(3); a child on the slave as a session leader with it as its
 * controlling terminal; lines both ways with the slave's echo and
 * canonical editing, ^C, the window size and SIGWINCH, both hangups;
 * the errors of calls on what is not a pty.  Then many pairs opened and
 * closed, each getting the same, lowest free number.  One line a call
 * (report.h), what the master read shown with its control characters;
 * the same on Linux 6.1 (tests/kernel/pty.linux) and oops386.
 */
#include "report.h"
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#define PAIRS	64

static volatile sig_atomic_t got_int, got_winch;

static void on_signal(int sig)
{
	if (sig == SIGINT)
		got_int = 1;
	else
		got_winch = 1;
}

/* A handler whose signal interrupts a read (no SA_RESTART) */
static void catch(int sig)
{
	struct sigaction sa = { .sa_handler = on_signal };

	sigaction(sig, &sa, NULL);
}

/* What the master read until it ended with marker, control characters
 * shown (\r, \n, \b, ^X) */
static void until(int m, const char *marker)
{
	char buf[512];
	size_t len = 0, mlen = strlen(marker);

	while (len < sizeof(buf) - 1 &&
	       (len < mlen || memcmp(buf + len - mlen, marker, mlen))) {
		struct pollfd p = { .fd = m, .events = POLLIN };
		ssize_t n;

		if (poll(&p, 1, 5000) != 1) {
			printf("timeout waiting for %s\n", marker);
			break;
		}
		n = read(m, buf + len, 1);
		if (n != 1) {
			printf("read: %zd %s\n", n, strerrorname_np(errno));
			break;
		}
		len++;
	}
	printf("master read: ");
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)buf[i];

		if (c == '\r')
			printf("\\r");
		else if (c == '\n')
			printf("\\n");
		else if (c == '\b')
			printf("\\b");
		else if (c < ' ' || c == 0x7f)
			printf("^%c", c == 0x7f ? '?' : c + '@');
		else
			putchar(c);
	}
	putchar('\n');
}

/*
 * The child on the slave: answers each line it reads until "quit".  Its
 * signals are blocked but while it waits (ppoll(2)'s mask), so that one
 * that comes before it waits still ends the wait.
 */
static void session(int m, const char *name)
{
	char line[128];
	struct winsize ws;
	sigset_t mask, waiting;
	int s, fd;

	close(m);
	setsid();
	s = open(name, O_RDWR);		/* the controlling terminal now */
	dup2(s, 0);
	dup2(s, 1);
	dup2(s, 2);
	close(s);
	catch(SIGINT);
	catch(SIGWINCH);
	sigemptyset(&mask);
	sigaddset(&mask, SIGINT);
	sigaddset(&mask, SIGWINCH);
	sigprocmask(SIG_BLOCK, &mask, &waiting);
	fd = open("/dev/tty", O_RDWR);
	printf("child: /dev/tty %d, foreground %d\n", fd >= 0,
	       tcgetpgrp(0) == getpid());
	close(fd);
	printf("ready\n");
	fflush(stdout);
	for (;;) {
		struct pollfd p = { .fd = 0, .events = POLLIN };
		ssize_t n;

		if (ppoll(&p, 1, NULL, &waiting) < 0) {
			if (got_int)
				printf("sigint\n");
			if (got_winch)
				printf("sigwinch\n");
			got_int = got_winch = 0;
			fflush(stdout);
			continue;
		}
		n = read(0, line, sizeof(line) - 1);
		if (n <= 0)
			exit(1);
		line[n] = '\0';
		if (!strcmp(line, "winsize\n")) {
			ioctl(0, TIOCGWINSZ, &ws);
			printf("rows %d cols %d\n", ws.ws_row, ws.ws_col);
		} else if (!strcmp(line, "quit\n")) {
			printf("bye\n");
			exit(0);
		} else {
			printf("got %s", line);
		}
		fflush(stdout);
	}
}

/*
 * The child of the second pair: its master is closed under it.  It
 * waits for SIGHUP, which Linux sends its session's leader once the
 * slave is hung up; then a read is end of file, a write EIO.
 */
static void hangup_child(int m, const char *name)
{
	sigset_t hup;
	ssize_t n;
	int s, code;
	char c;

	close(m);		/* the parent's close is the master's last */
	setsid();
	sigemptyset(&hup);
	sigaddset(&hup, SIGHUP);
	sigprocmask(SIG_BLOCK, &hup, NULL);
	s = open(name, O_RDWR);
	write(s, "ready\n", 6);
	code = sigwaitinfo(&hup, NULL) == SIGHUP ? 100 : 0;
	n = read(s, &c, 1);
	code += n == 0 ? 10 : n < 0 && errno == EIO ? 20 : 30;
	if (write(s, "x", 1) < 0 && errno == EIO)
		code += 1;
	exit(code);
}

static void not_a_pty(void)
{
	int fd = open("/dev/null", O_RDWR);
	unsigned int n;

	T(unlockpt(fd));
	T(grantpt(fd));
	T(ptsname(fd) != NULL);
	printf("ptsname errno: %s\n", strerrorname_np(errno));
	T(ioctl(fd, TIOCGPTN, &n));
	T(unlockpt(-1));
	close(fd);
}

static void show_slave(const char *name)
{
	struct stat st;

	T(stat(name, &st));
	printf("%s: chr %d major %u minor %u mode %o\n", name,
	       S_ISCHR(st.st_mode), major(st.st_rdev), minor(st.st_rdev),
	       st.st_mode & 07777);
}

/* The pair with a session on it */
static void first_pair(void)
{
	struct winsize ws = { .ws_row = 30, .ws_col = 100 };
	struct termios t;
	char name[64];
	pid_t pid;
	int m, s, lock, status;
	unsigned int n;

	T(m = posix_openpt(O_RDWR | O_NOCTTY));
	snprintf(name, sizeof(name), "%s", ptsname(m));
	printf("ptsname: %s\n", name);
	show_slave(name);
	T(ioctl(m, TIOCGPTLCK, &lock));
	printf("locked: %d\n", lock);
	T(open(name, O_RDWR | O_NOCTTY));	/* locked: EIO */
	T(grantpt(m));
	T(unlockpt(m));
	T(ioctl(m, TIOCGPTLCK, &lock));
	printf("locked: %d\n", lock);
	T(s = open(name, O_RDWR | O_NOCTTY));
	T(ioctl(s, TIOCGPTN, &n));
	T(ioctl(m, TIOCGPTN, &n));
	T(isatty(s));
	T(tcgetattr(m, &t));		/* the slave's settings */
	printf("slave: icanon %d echo %d isig %d\n", !!(t.c_lflag & ICANON),
	       !!(t.c_lflag & ECHO), !!(t.c_lflag & ISIG));
	T(ioctl(m, TIOCGPGRP, &n));	/* no session on the slave yet */
	T(ioctl(m, TIOCSWINSZ, &ws));
	T(ioctl(s, TIOCGWINSZ, &ws));
	printf("winsize %d x %d\n", ws.ws_row, ws.ws_col);
	fflush(stdout);

	pid = fork();
	if (!pid)
		session(m, name);
	until(m, "ready\r\n");
	T(tcgetpgrp(m) == pid);
	T(tcgetsid(m) == pid);
	T(write(m, "hello\n", 6));
	until(m, "got hello\r\n");
	T(write(m, "ab\177c\n", 5));	/* erase: "ac" */
	until(m, "got ac\r\n");
	T(write(m, "\003", 1));
	until(m, "sigint\r\n");
	ws.ws_row = 40;
	ws.ws_col = 132;
	T(ioctl(m, TIOCSWINSZ, &ws));
	until(m, "sigwinch\r\n");
	T(write(m, "winsize\n", 8));
	until(m, "cols 132\r\n");
	T(close(s));
	T(write(m, "quit\n", 5));
	T(waitpid(pid, &status, 0) == pid);
	printf("child exit %d\n", WEXITSTATUS(status));
	until(m, "bye\r\n");
	/* the slave has no opener left: EIO */
	struct pollfd p = { .fd = m, .events = POLLIN };
	T(poll(&p, 1, 0));
	printf("revents hup %d\n", !!(p.revents & POLLHUP));
	T(read(m, name + 32, 1));
	T(close(m));
}

/* The master goes while the slave's session reads */
static void second_pair(void)
{
	char name[64];
	pid_t pid;
	int m, status;

	T(m = posix_openpt(O_RDWR | O_NOCTTY));
	snprintf(name, sizeof(name), "%s", ptsname(m));
	T(unlockpt(m));
	fflush(stdout);
	pid = fork();
	if (!pid)
		hangup_child(m, name);
	until(m, "ready\r\n");
	T(close(m));
	T(waitpid(pid, &status, 0) == pid);
	printf("child exit %d (SIGHUP, read 0, write EIO)\n",
	       WEXITSTATUS(status));
	T(open(name, O_RDWR | O_NOCTTY));	/* its node is gone */
}

/* Many pairs, each the lowest free number again: nothing kept */
static void many_pairs(void)
{
	char first[64] = "";
	int same = 0, passed = 0;

	for (int i = 0; i < PAIRS; i++) {
		int m = posix_openpt(O_RDWR | O_NOCTTY), s;
		char c;

		unlockpt(m);
		s = open(ptsname(m), O_RDWR | O_NOCTTY);
		if (!i)
			snprintf(first, sizeof(first), "%s", ptsname(m));
		same += !strcmp(first, ptsname(m));
		write(m, "x\n", 2);
		passed += read(s, &c, 1) == 1 && c == 'x';
		close(s);
		close(m);
	}
	printf("%d pairs, %d numbered %s, %d passed a byte\n", PAIRS, same,
	       first, passed);
}

int main(void)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	not_a_pty();
	first_pair();
	second_pair();
	many_pairs();
	return 0;
}
