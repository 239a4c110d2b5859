// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/kdleds.c - a virtual console's keyboard requests,
 * ioctl_console(2), printed the same on Linux 6.1 (tests/kernel/
 * kdleds.linux) and oops386 (drivers/char/vt_ioctl.c, keyboard.c).
 *
 *   kdleds DEV        the keyboard's type, the display mode, the LEDs
 *                     and lock flags set and read back, the errors,
 *                     VT_GETSTATE and VT_OPENQRY
 *   kdleds DEV watch N  the LED states KDGETLED shows in N reads 20 ms
 *                     apart, each once, in order (a module blinking
 *                     them: 0 7)
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
#include <linux/kd.h>
#include <linux/vt.h>
#include "report.h"

#define SETTLE_US	50000	/* the LEDs change from a tasklet */

static int getled(int fd, int req)
{
	unsigned char v = 0xaa;

	if (ioctl(fd, req, &v))
		return -1;
	return v;
}

static void watch(int fd, int reads)
{
	int seen[256] = { 0 }, i;

	for (i = 0; i < reads; i++) {
		int v = getled(fd, KDGETLED);

		if (v >= 0)
			seen[v] = 1;
		usleep(20000);
	}
	printf("KDGETLED seen:");
	for (i = 0; i < 256; i++)
		if (seen[i])
			printf(" %d", i);
	printf("\n");
}

static void requests(int fd)
{
	struct vt_stat st = { 0 };
	int mode = -1, type;

	type = getled(fd, KDGKBTYPE);
	show("KDGKBTYPE", type);
	show("KDGETMODE", ioctl(fd, KDGETMODE, &mode));
	printf("mode %d\n", mode);
	show("KDGETLED", getled(fd, KDGETLED));
	show("KDGKBLED", getled(fd, KDGKBLED));
	T(ioctl(fd, KDSETLED, 5));
	usleep(SETTLE_US);
	show("KDGETLED after 5", getled(fd, KDGETLED));
	T(ioctl(fd, KDSKBLED, 0x21));	/* flags NUM|SCR, default SCR|CAP */
	show("KDGKBLED after 0x21", getled(fd, KDGKBLED));
	usleep(SETTLE_US);
	show("KDGETLED still 5", getled(fd, KDGETLED));
	T(ioctl(fd, KDSETLED, 0xff));	/* back to the flags */
	usleep(SETTLE_US);
	show("KDGETLED the flags", getled(fd, KDGETLED));
	T(ioctl(fd, KDSKBLED, 0x88));
	T(ioctl(fd, KDSKBLED, 0));
	usleep(SETTLE_US);
	show("KDGETLED off", getled(fd, KDGETLED));
	T(ioctl(fd, KDGETLED, NULL));
	T(ioctl(fd, KDGKBLED, (void *)1));
	show("VT_GETSTATE", ioctl(fd, VT_GETSTATE, &st));
	printf("active %u state 0x%x\n", st.v_active, st.v_state);
	T(ioctl(fd, 0x4bff, 0));
}

int main(int argc, char **argv)
{
	int fd;

	if (argc < 2)
		return 2;
	fd = open(argv[1], O_RDWR | O_NOCTTY);
	if (fd < 0) {
		show(argv[1], fd);
		return 1;
	}
	if (argc > 3)
		watch(fd, atoi(argv[3]));
	else
		requests(fd);
	return 0;
}
