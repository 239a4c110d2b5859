/*
 * signotify - what tests/modules/sig-notify's /dev/signotify tells a
 * process: poll(2)'s revents before and after a write, the real-time
 * signal the write sends (SA_SIGINFO: si_signo, si_code, si_int, as
 * sigaction(2) lists them), the value read back, and the SIGUSR2 the
 * kernel sends through kill_pid() (si_code SI_KERNEL), and SIGUSR1 through
 * send_sig(): from the kernel (priv 1) or from the caller (priv 0:
 * SI_USER, si_pid its own), a bad signal refused.
 *
 *	signotify /dev/signotify
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#define SIGNOTIFY_SIG		44
#define SIGNOTIFY_REGISTER	_IO('s', 1)
#define SIGNOTIFY_KICK		_IOW('s', 2, int)
#define SIGNOTIFY_SEND		_IOW('s', 3, int)

static volatile sig_atomic_t got_sig, got_code, got_int, got_pid;

static void handler(int sig, siginfo_t *info, void *ctx)
{
	(void)ctx;
	got_sig = sig;
	got_code = info->si_code;
	got_int = info->si_int;
	got_pid = info->si_pid;
}

static void revents(int fd)
{
	struct pollfd p = { .fd = fd, .events = POLLIN | POLLOUT };
	int n = poll(&p, 1, 0);

	printf("poll: %d revents 0x%x\n", n, p.revents);
}

/* the signal the last call sent, taken in sigsuspend(2) */
static void wait_signal(const sigset_t *old)
{
	if (!got_sig)
		sigsuspend(old);
	printf("signal %d code %d int %d\n", got_sig, got_code, got_int);
	got_sig = 0;
}

int main(int argc, char **argv)
{
	struct sigaction sa = { .sa_sigaction = handler, .sa_flags = SA_SIGINFO };
	sigset_t block, old;
	char buf[16];
	ssize_t n;
	int fd;

	if (argc != 2)
		return 2;
	fd = open(argv[1], O_RDWR);
	if (fd < 0) {
		perror(argv[1]);
		return 1;
	}
	sigaction(SIGNOTIFY_SIG, &sa, NULL);
	sigaction(SIGUSR2, &sa, NULL);
	sigaction(SIGUSR1, &sa, NULL);
	sigemptyset(&block);
	sigaddset(&block, SIGNOTIFY_SIG);
	sigaddset(&block, SIGUSR2);
	sigaddset(&block, SIGUSR1);
	sigprocmask(SIG_BLOCK, &block, &old);
	printf("register: %d\n", ioctl(fd, SIGNOTIFY_REGISTER));
	revents(fd);
	printf("write: %zd\n", write(fd, "1234", 4));
	wait_signal(&old);
	revents(fd);
	n = read(fd, buf, sizeof(buf) - 1);
	buf[n > 0 ? n : 0] = '\0';
	printf("read: %zd %s", n, buf);
	revents(fd);
	n = write(fd, "x", 1);
	printf("write: %zd %s\n", n, strerror(errno));
	printf("kick: %d\n", ioctl(fd, SIGNOTIFY_KICK, getpid()));
	wait_signal(&old);
	n = ioctl(fd, SIGNOTIFY_KICK, 0);
	printf("kick 0: %zd %s\n", n, strerror(errno));
	for (n = 1; n >= 0; n--) {
		printf("send_sig priv %zd: %d\n", n,
		       ioctl(fd, SIGNOTIFY_SEND, SIGUSR1 * 2 + n));
		wait_signal(&old);
		printf("from me: %d\n", got_pid == getpid());
	}
	n = ioctl(fd, SIGNOTIFY_SEND, 99 * 2 + 1);
	printf("send_sig 99: %zd %s\n", n, strerror(errno));
	close(fd);
	return 0;
}
