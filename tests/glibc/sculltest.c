/*
 * sculltest - what LDD3's scull devices (tests/modules/scull) answer to
 * the calls a shell cannot make: each ioctl of scull0, and scullpipe's
 * poll(2), select(2), O_NONBLOCK, blocking reads and SIGIO (fcntl(2)
 * F_SETOWN, O_ASYNC).  Built with glibc, so its ioctl numbers come from
 * glibc's headers, not the kernel's.
 *
 *	sculltest ioctl /dev/scull0
 *	sculltest pipe /dev/scullpipe0
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAGIC 'k'

static void report(const char *what, long ret)
{
	if (ret < 0)
		printf("%s: -1 %s\n", what, strerror(errno));
	else
		printf("%s: %ld\n", what, ret);
}

static int ioctls(const char *dev)
{
	int fd = open(dev, O_RDWR), v;

	if (fd < 0) {
		perror(dev);
		return 1;
	}
	report("query quantum", ioctl(fd, _IO(MAGIC, 7)));
	report("query qset", ioctl(fd, _IO(MAGIC, 8)));
	report("tell quantum 100", ioctl(fd, _IO(MAGIC, 3), 100));
	v = 0;
	report("get quantum", ioctl(fd, _IOR(MAGIC, 5, int), &v));
	printf("got %d\n", v);
	v = 200;
	report("set quantum 200", ioctl(fd, _IOW(MAGIC, 1, int), &v));
	report("query quantum", ioctl(fd, _IO(MAGIC, 7)));
	v = 300;
	report("exchange quantum 300", ioctl(fd, _IOWR(MAGIC, 9, int), &v));
	printf("old %d\n", v);
	report("shift quantum 400", ioctl(fd, _IO(MAGIC, 11), 400));
	report("query quantum", ioctl(fd, _IO(MAGIC, 7)));
	report("tell qset 7", ioctl(fd, _IO(MAGIC, 4), 7));
	v = 9;
	report("exchange qset 9", ioctl(fd, _IOWR(MAGIC, 10, int), &v));
	printf("old %d\n", v);
	report("shift qset 11", ioctl(fd, _IO(MAGIC, 12), 11));
	report("get qset", ioctl(fd, _IOR(MAGIC, 6, int), &v));
	printf("got %d\n", v);
	report("tell quantum 0", ioctl(fd, _IO(MAGIC, 3), 0));
	report("other magic", ioctl(fd, _IO('j', 7)));
	report("past the last", ioctl(fd, _IO(MAGIC, 15)));
	report("get to a kernel address",
	       ioctl(fd, _IOR(MAGIC, 5, int), (int *)0xc0001000));
	report("pipe size on scull", ioctl(fd, _IO(MAGIC, 14)));
	report("reset", ioctl(fd, _IO(MAGIC, 0)));
	report("query quantum", ioctl(fd, _IO(MAGIC, 7)));
	report("query qset", ioctl(fd, _IO(MAGIC, 8)));
	close(fd);
	return 0;
}

static volatile sig_atomic_t sigio_count;

static void on_sigio(int sig)
{
	(void)sig;
	sigio_count++;
}

static void show_poll(int fd)
{
	struct pollfd p = { fd, POLLIN | POLLOUT, 0 };
	int n = poll(&p, 1, 0);

	printf("poll: %d, revents 0x%x\n", n, p.revents);
}

/* Write until the pipe is full (EAGAIN); the bytes it took */
static long fill(int fd)
{
	static char buf[1000];
	long total = 0, n;

	while ((n = write(fd, buf, sizeof(buf))) > 0)
		total += n;
	if (errno != EAGAIN)
		perror("fill");
	return total;
}

/* A child writes after a second; the parent waits in poll, then reads */
static void blocking_read(int fd, const char *dev)
{
	struct timespec t0, t1;
	struct pollfd p = { fd, POLLIN, 0 };
	char buf[32];
	long n, ms;
	pid_t child;
	int status;

	clock_gettime(CLOCK_MONOTONIC, &t0);
	child = fork();
	if (child == 0) {
		int w = open(dev, O_WRONLY);

		sleep(1);
		_exit(write(w, "late", 4) == 4 ? 0 : 1);
	}
	n = poll(&p, 1, 5000);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	ms = (t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;
	printf("poll waited: %ld, revents 0x%x, %s\n", n, p.revents,
	       ms >= 500 ? "after the writer" : "too soon");
	n = read(fd, buf, sizeof(buf));
	printf("read after wait: %ld '%.*s'\n", n, (int)(n > 0 ? n : 0), buf);
	waitpid(child, &status, 0);
	printf("writer exit %d\n", WEXITSTATUS(status));
}

static int pipe_test(const char *dev)
{
	struct sigaction sa;
	char buf[32];
	long n;
	int fd = open(dev, O_RDWR);
	fd_set rd, wr;
	struct timeval zero = { 0, 0 };

	if (fd < 0) {
		perror(dev);
		return 1;
	}
	report("lseek", lseek(fd, 0, SEEK_SET));
	show_poll(fd);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_sigio;
	sigaction(SIGIO, &sa, NULL);
	report("F_SETOWN", fcntl(fd, F_SETOWN, getpid()));
	printf("F_GETOWN is me: %d\n", fcntl(fd, F_GETOWN) == getpid());
	report("F_SETFL O_ASYNC", fcntl(fd, F_SETFL, O_ASYNC));
	printf("F_GETFL has O_ASYNC: %d\n", !!(fcntl(fd, F_GETFL) & O_ASYNC));
	report("write", write(fd, "hello", 5));
	printf("SIGIO received: %d\n", (int)sigio_count);
	show_poll(fd);
	FD_ZERO(&rd);
	FD_ZERO(&wr);
	FD_SET(fd, &rd);
	FD_SET(fd, &wr);
	report("select", select(fd + 1, &rd, &wr, NULL, &zero));
	n = read(fd, buf, sizeof(buf));
	printf("read: %ld '%.*s'\n", n, (int)(n > 0 ? n : 0), buf);
	report("F_SETFL O_NONBLOCK", fcntl(fd, F_SETFL, O_NONBLOCK));
	report("read empty", read(fd, buf, sizeof(buf)));
	report("write", write(fd, "x", 1));
	printf("SIGIO received: %d\n", (int)sigio_count);
	report("read", read(fd, buf, sizeof(buf)));
	printf("filled: %ld\n", fill(fd));
	show_poll(fd);
	report("pipe size", ioctl(fd, _IO(MAGIC, 14)));
	while (read(fd, buf, sizeof(buf)) > 0)
		;
	report("F_SETFL 0", fcntl(fd, F_SETFL, 0));
	blocking_read(fd, dev);
	close(fd);
	return 0;
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc == 3 && !strcmp(argv[1], "ioctl"))
		return ioctls(argv[2]);
	if (argc == 3 && !strcmp(argv[1], "pipe"))
		return pipe_test(argv[2]);
	fprintf(stderr, "usage: sculltest ioctl|pipe DEVICE\n");
	return 2;
}
