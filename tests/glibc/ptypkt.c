// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/ptypkt.c - a pty master in packet mode (ioctl_tty(2)
 * TIOCPKT): every read(2) begins with a status byte, TIOCPKT_DATA (0)
 * before what the slave wrote, or alone the changes since the last
 * read - TIOCPKT_FLUSHREAD and FLUSHWRITE (the slave's tcflush(3) and
 * its interrupt character), TIOCPKT_STOP and START (tcflow(3), ^S and
 * ^Q typed with IXON), TIOCPKT_NOSTOP and DOSTOP (IXON turned off and
 * on) - and poll(2) says POLLPRI while one waits.  Each read is shown
 * as its bytes in hex.  The same binary's output on Linux 6.1 is
 * tests/kernel/ptypkt.linux (tests/kernel/test_netpty.py compares).
 */
#include "report.h"
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

static int m, s;

/* One read of the master, its bytes in hex, after what poll(2) said */
static void master_read(const char *what, size_t count)
{
	struct pollfd p = { .fd = m, .events = POLLIN | POLLPRI };
	unsigned char buf[64];
	ssize_t n, i;

	poll(&p, 1, 200);
	printf("%s: poll %#x read", what, p.revents);
	n = read(m, buf, count);
	if (n < 0)
		printf(" %s", strerrorname_np(errno));
	for (i = 0; i < n; i++)
		printf(" %02x", buf[i]);
	printf("\n");
}

static void set_ixon(int on)
{
	struct termios t;

	tcgetattr(s, &t);
	if (on)
		t.c_iflag |= IXON;
	else
		t.c_iflag &= ~IXON;
	T(tcsetattr(s, TCSANOW, &t));
}

int main(void)
{
	int one = 1, zero = 0, v = -1;

	m = posix_openpt(O_RDWR | O_NOCTTY | O_NONBLOCK);
	if (m < 0 || grantpt(m) || unlockpt(m))
		return 1;
	s = open(ptsname(m), O_RDWR | O_NOCTTY | O_NONBLOCK);
	T(ioctl(m, TIOCGPKT, &v));
	printf("packet mode: %d\n", v);
	T(ioctl(m, TIOCPKT, &one));
	T(ioctl(m, TIOCGPKT, &v));
	printf("packet mode: %d\n", v);
	T(ioctl(s, TIOCPKT, &one));
	T(ioctl(s, TIOCGPKT, &v));
	T(ioctl(m, TIOCPKT, NULL));
	master_read("nothing", 64);

	T(write(s, "hi\n", 3));
	master_read("data", 64);
	T(write(s, "ab", 2));
	master_read("one byte asked", 1);
	master_read("the rest", 64);

	T(tcflush(s, TCIFLUSH));
	master_read("TCIFLUSH", 64);
	T(tcflush(s, TCOFLUSH));
	master_read("TCOFLUSH", 64);
	T(tcflush(s, TCIOFLUSH));
	master_read("TCIOFLUSH", 64);

	T(tcflow(s, TCOOFF));
	master_read("TCOOFF", 64);
	T(write(s, "z", 1));
	T(tcflow(s, TCOON));
	master_read("TCOON", 64);
	T(write(s, "z", 1));
	master_read("after", 64);

	T(write(m, "\023", 1));
	master_read("^S typed", 64);
	T(write(s, "q", 1));
	T(write(m, "\021", 1));
	master_read("^Q typed", 64);

	set_ixon(0);
	master_read("IXON off", 64);
	T(write(m, "\023", 1));
	master_read("^S without IXON", 64);
	set_ixon(1);
	master_read("IXON on", 64);

	T(write(m, "\003", 1));
	master_read("^C typed", 64);
	master_read("after", 64);

	T(ioctl(m, TIOCPKT, &zero));
	T(ioctl(m, TIOCGPKT, &v));
	printf("packet mode: %d\n", v);
	T(write(s, "w", 1));
	T(tcflush(s, TCIFLUSH));
	master_read("packet mode off", 64);
	close(s);
	close(m);
	return 0;
}
