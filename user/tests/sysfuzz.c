// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/sysfuzz.c - a system-call fuzzer in the manner of trinity:
 * every number of Linux's i386 table, 0 to SYSFUZZ_NR_MAX, called with
 * arguments drawn from values that tend to find bugs, by several forked
 * children at once, while two more load and unload hello.ko, one more
 * reads /proc and /sys and opens /dev, and one more is a process of
 * threads (CLONE_VM|CLONE_FILES) whose main thread closes, dup2()s,
 * reopens and execs while the others block on the same descriptors in
 * read, recv, accept, futex, poll and wait (race_child()).  The kernel must survive all of
 * it: tests/tools/sysfuzz.py boots the kernel, runs this, and fails on an
 * oops, a panic, a hang or a leak.  docs/syscalls.md describes it.
 *
 *	sysfuzz SEED SECONDS [CHILDREN]	fuzz; prints the summary
 *	sysfuzz modrace COUNT		two processes each insmod and
 *					rmmod hello.ko COUNT times
 *
 * A child's calls are a function of SEED, its slot and how many times
 * the slot was restarted, so a seed replays the same calls (not the
 * same interleaving of the children).  Kernel addresses worth passing
 * come from /etc/sysfuzz.kaddrs (hex, one a line: the host driver takes
 * them from build/System.map).
 *
 * Output, for the driver: "sysfuzz: seed N", then at the end
 * "sysfuzz: calls N ok N", "sysfuzz: errno E N" per errno seen,
 * "sysfuzz: signal S N" per signal that killed children,
 * "sysfuzz: reached N called N of M", "sysfuzz: done".
 */
#include "libc.h"

#define SYSFUZZ_NR_MAX	450		/* Linux 6.1's last i386 number */
#define MAX_ERRNO	4095
#define STATS_ERRNO	134		/* errnos counted one by one */
#define FLUSH_EVERY	16		/* calls between two reports */
#define NUDGE_MS	100		/* a child silent this long gets SIGALRM */
#define STALL_MS	2000		/* ...and this long, SIGKILL */
#define ARENA_PAGES	16
#define PAGE		4096
#define SCRATCH		"/tmp/sysfuzz"
#define MODULE_PATH	"/lib/modules/hello.ko"
#define MAX_KADDRS	64
#define MAX_SLOTS	12
#define MAX_FDS		24
#define STATS_FD	31		/* past the fds' pool (MAX_FDS) */
#define DT_DIR		4		/* getdents64's d_type (Linux's) */

/* Linux i386 numbers this file treats specially (syscall_32.tbl) */
enum {
	NR_exit = 1, NR_fork = 2, NR_kill = 37, NR_mkdir = 39,
	NR_chdir = 12, NR_chroot = 61, NR_reboot = 88, NR_clone = 120,
	NR_fchdir = 133, NR_sigreturn = 119, NR_rt_sigreturn = 173,
	NR_rt_sigqueueinfo = 178, NR_vfork = 190, NR_tkill = 238,
	NR_exit_group = 252, NR_tgkill = 270, NR_mkdirat = 296,
	NR_rt_tgsigqueueinfo = 335, NR_pidfd_send_signal = 424,
	NR_clone3 = 435, NR_set_thread_area = 243, NR_modify_ldt = 123,
	NR_brk = 45, NR_mmap = 90, NR_munmap = 91, NR_mprotect = 125,
	NR_mremap = 163, NR_mmap2 = 192, NR_madvise = 219, NR_vhangup = 111,
	NR_fanotify_mark = 339,
	NR_ptrace = 26,
};

/* What one child did since its last report: a fixed-size record */
struct stats {
	unsigned int calls, ok, deaths[33];	/* [sig]: killed by it */
	unsigned int err[STATS_ERRNO + 1];	/* [0]: beyond STATS_ERRNO */
	unsigned char nr_called[(SYSFUZZ_NR_MAX + 8) / 8];
	unsigned char nr_works[(SYSFUZZ_NR_MAX + 8) / 8]; /* not ENOSYS */
};

static struct stats stats;
/* the numbers this process has called and reported (count()) */
static unsigned char nr_seen[(SYSFUZZ_NR_MAX + 8) / 8];
static unsigned int rng_state;
static unsigned char *arena;		/* ARENA_PAGES, then a hole */
static unsigned long kaddrs[MAX_KADDRS];
static int nkaddrs, fds[MAX_FDS], nfds;
static int self_pid;

/* exit(2) itself: no atexit work, no stdio flush */
static void sys_exit(int code)
{
	__syscall(__NR_exit, code);
	for (;;)
		;
}

/* ---- the random numbers: xorshift32, seeded per slot and restart */

static unsigned int rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 17;
	rng_state ^= rng_state << 5;
	return rng_state;
}

static unsigned int below(unsigned int n)
{
	return rnd() % n;
}

static void seed_rng(unsigned int seed, unsigned int slot, unsigned int gen)
{
	rng_state = seed * 2654435761u ^ (slot + 1) * 40503u ^ gen * 97u;
	if (!rng_state)
		rng_state = 1;
}

static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(1, &ts);	/* CLOCK_MONOTONIC */
	return ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ---- the values arguments are drawn from */

static const unsigned long edges[] = {
	0, 1, 2, 3, 4, 7, 8, 15, 16, 32, 64, 127, 128, 255, 256, 1023, 1024,
	4095, 4096, 4097, 65535, 65536, 0x7fffffff, 0x80000000, 0xffffffff,
	0xfffffffe, 0xfffff001, 0xfffff000, 0xbffff000, 0xbfffffff,
	0xc0000000, 0x10000000, 0x40000000,
};

/* Segment selectors: null, kernel, user, TLS (GDT 6-8), LDT, junk */
static const unsigned short selectors[] = {
	0, 3, 0x08, 0x10, 0x18, 0x23, 0x2b, 0x33, 0x3b, 0x43, 0x7, 0xf,
	0xffff, 0x60, 0x68, 0x80,
};

static const char *const paths[] = {
	SCRATCH "/a", SCRATCH "/b", SCRATCH "/d", SCRATCH "/d/f",
	SCRATCH, "a", "d/x", "", ".", "..", "/", "/proc", "/proc/meminfo",
	"/proc/self/status", "/proc/self", "/proc/1/status", "/proc/modules",
	"/proc/kallsyms", "/sys/module", "/dev/null", "/dev/zero",
	"/lib/modules/hello.ko", "/nonexistent/x", SCRATCH "/a/b",
};

/* Directories the children may ask mkdir(2) for: made beforehand, as
 * oops386 has no rmdir(2) to clean up what a random name would make. */
static const char *const dirs[] = { SCRATCH "/d", SCRATCH "/e" };

static unsigned long edge(void)
{
	unsigned long v = edges[below(ARRAY_SIZE(edges))];

	switch (below(4)) {
	case 0:
		return v - 1;
	case 1:
		return v + 1;
	default:
		return v;
	}
}

/* An address in our arena: anywhere, at a page's end, or past it */
static unsigned long arena_ptr(void)
{
	unsigned long base = (unsigned long)arena;

	switch (below(4)) {
	case 0:		/* the last bytes before the hole */
		return base + ARENA_PAGES * PAGE - 1 - below(16);
	case 1:		/* in the hole */
		return base + ARENA_PAGES * PAGE + below(PAGE);
	default:
		return base + below(ARENA_PAGES * PAGE);
	}
}

static unsigned long flags_value(void)
{
	unsigned long v = 0;
	unsigned int n = 1 + below(3);

	while (n--)
		v |= 1UL << below(32);
	return v;
}

static unsigned long arg(void)
{
	switch (below(12)) {
	case 0:
		return below(64);
	case 1:
	case 2:
		return edge();
	case 3:
	case 4:
		return arena_ptr();
	case 5:
		return nkaddrs ? kaddrs[below(nkaddrs)] + below(2) * below(64)
			       : 0xc0100000;
	case 6:
		return nfds ? (unsigned long)fds[below(nfds)] : 0;
	case 7:
		return (unsigned long)paths[below(ARRAY_SIZE(paths))];
	case 8:
		return flags_value();
	case 9:
		return self_pid;
	case 10:
		return 0;
	default:
		return rnd();
	}
}

/* Refill part of the arena: interesting words, selectors, paths. */
static void scribble(void)
{
	unsigned long *w = (unsigned long *)arena;
	unsigned int n = 64, i;

	while (n--) {
		i = below(ARENA_PAGES * PAGE / sizeof(*w));
		switch (below(4)) {
		case 0:
			w[i] = selectors[below(ARRAY_SIZE(selectors))];
			break;
		case 1:
			w[i] = arena_ptr();
			break;
		default:
			w[i] = arg();
		}
	}
}

/* The arena, mapped afresh where it was (first: anywhere) */
static void setup_arena(void)
{
	arena = (void *)__syscall(__NR_mmap2, arena, (ARENA_PAGES + 1) * PAGE,
				  3, arena ? 0x32 : 0x22, -1, 0); /* MAP_FIXED */
	if ((unsigned long)arena > -4096UL)
		sys_exit(1);
	/* the page after the arena is a hole: pointers run into it */
	__syscall(__NR_munmap, arena + ARENA_PAGES * PAGE, PAGE);
}

/* ---- the calls */

static void flush(void)
{
	if (write(STATS_FD, &stats, sizeof(stats)) != sizeof(stats))
		sys_exit(0);	/* a fuzzed call took the pipe: start over */
	memset(&stats, 0, sizeof(stats));
}

/*
 * A child dies often (a fuzzed kill(2) of itself, a stall) and what it
 * did since its last report dies with it: a number it calls for the
 * first time is reported at once, so that the run's coverage does not
 * depend on how long children live (on a loaded host, not long).
 */
static void count(int nr, long ret)
{
	unsigned int e = ret < 0 && ret >= -MAX_ERRNO ? (unsigned int)-ret : 0;
	bool first = !(nr_seen[nr / 8] & (1 << (nr % 8)));

	nr_seen[nr / 8] |= 1 << (nr % 8);
	stats.calls++;
	stats.nr_called[nr / 8] |= 1 << (nr % 8);
	if (e != ENOSYS)
		stats.nr_works[nr / 8] |= 1 << (nr % 8);
	if (!e)
		stats.ok++;
	else
		stats.err[e <= STATS_ERRNO ? e : 0]++;
	if (first)
		flush();
}

/*
 * fork(), vfork(), clone() and clone3 (435): the new process exits at once,
 * without touching memory (it may share ours and our stack, CLONE_VM).
 */
static long call_forking(long nr, const unsigned long *a)
{
	long ret;

	asm volatile("pushl %%ebp\n\t"
		     "movl 20(%%ecx), %%ebp\n\t"
		     "movl 16(%%ecx), %%edi\n\t"
		     "movl 12(%%ecx), %%esi\n\t"
		     "movl 8(%%ecx), %%edx\n\t"
		     "movl 0(%%ecx), %%ebx\n\t"
		     "movl 4(%%ecx), %%ecx\n\t"
		     "int $0x80\n\t"
		     "testl %%eax, %%eax\n\t"
		     "jnz 1f\n\t"
		     "movl $1, %%eax\n\t"	/* the child: exit(0) */
		     "xorl %%ebx, %%ebx\n\t"
		     "int $0x80\n"
		     "1:\tpopl %%ebp"
		     : "=a"(ret), "+c"(a)
		     : "a"(nr)
		     : "ebx", "edx", "esi", "edi", "memory");
	return ret;
}

/* Where a forged frame that survives lands: exit, no stack needed */
extern void sysfuzz_landing(void);
asm(".text\n\t.globl sysfuzz_landing\nsysfuzz_landing:\n\t"
    "movl $1, %eax\n\txorl %ebx, %ebx\n\tint $0x80\n\thlt");

/*
 * sigreturn(2) and rt_sigreturn(2) read their frame at the stack
 * pointer: forge one in the arena, of selectors and junk, and point esp
 * at it.  sigcontext sits at the frame + 0 (sigreturn's, esp - 8 + 8)
 * or + 160 (rt_sigreturn's, after pretcode, sig, pinfo, puc, siginfo
 * and the ucontext's head).  Most frames kill the process.
 */
static long call_sigreturn(long nr)
{
	unsigned long *sc = (unsigned long *)(arena + PAGE +
					      (nr == NR_rt_sigreturn ? 160 : 0));
	static const int seg_words[] = { 0, 1, 2, 3, 15, 18 }; /* gs..ds cs ss */
	unsigned int i;
	long ret;

	for (i = 0; i < 40; i++)
		sc[i] = arg();
	for (i = 0; i < ARRAY_SIZE(seg_words); i++)
		if (below(4))
			sc[seg_words[i]] = selectors[below(ARRAY_SIZE(selectors))];
	if (below(2))
		sc[14] = (unsigned long)sysfuzz_landing;	/* eip */
	sc[16] = below(2) ? flags_value() : 0x202;		/* eflags */
	asm volatile("movl %%esp, %%edi\n\t"
		     "movl %2, %%esp\n\t"
		     "int $0x80\n\t"
		     "movl %%edi, %%esp"
		     : "=a"(ret)
		     : "a"(nr), "r"(arena + PAGE)
		     : "edi", "memory");
	return ret;
}

/* A TLS or LDT descriptor (struct user_desc) with edge-case fields */
static unsigned long user_desc(void)
{
	unsigned int *d = (unsigned int *)(arena + 2 * PAGE);
	static const int entries[] = { -1, 0, 5, 6, 7, 8, 9, 12, 8191 };

	d[0] = below(4) ? (unsigned int)entries[below(ARRAY_SIZE(entries))] : rnd();
	d[1] = below(2) ? edge() : (nkaddrs ? kaddrs[below(nkaddrs)] : 0);
	d[2] = below(2) ? 0xfffff : edge();
	d[3] = rnd() & 0x7f;
	return (unsigned long)d;
}

/*
 * Load a selector into %fs or %gs, then enter and leave the kernel: the
 * null one, user data, the three TLS entries (set_thread_area() may
 * have filled them with anything), the LDT's first.  A selector the CPU
 * refuses kills the child at the mov, without the kernel's help.
 */
static void load_selector(void)
{
	static const unsigned short loadable[] = {
		0, 3, 0x2b, 0x33, 0x3b, 0x43, 0x7,
	};
	unsigned short sel = loadable[below(ARRAY_SIZE(loadable))];

	if (below(2))
		asm volatile("movw %0, %%fs" : : "r"(sel));
	else
		asm volatile("movw %0, %%gs" : : "r"(sel));
}

/*
 * Calls left out or tamed, because they would end the test, not find a
 * bug: exit and exit_group (the child would only start again), reboot
 * with its magic (the machine goes), signals to anyone but the caller
 * (kill(-1) or kill(0) ends the run, and the driver's shell: kill,
 * tkill, tgkill, rt_[tg]sigqueueinfo, pidfd_send_signal get the
 * caller's pid), mkdir of new names (no rmdir(2) to undo it; the
 * leak check is exact), a working directory outside the scratch one
 * (files a call creates must land where cleanup finds them), vhangup
 * (root's hangs up the terminal: SIGHUP to the driver's shell, as on
 * Linux, whose trinity avoids it too), ptrace (PTRACE_TRACEME makes the
 * child stop at its next signal for a parent that never resumes it,
 * PTRACE_ATTACH of pid 1 stops the shell, as on Linux), fanotify_mark's
 * permission events (a child that marks a file it then opens asks
 * itself, and sleeps until it is killed, as on Linux).
 */
static bool tame(int nr, unsigned long *a)
{
	switch (nr) {
	case NR_exit:
	case NR_exit_group:
		return false;
	case NR_reboot:
		a[0] = 0;		/* LINUX_REBOOT_MAGIC1 is 0xfee1dead */
		return true;
	case NR_kill:
	case NR_rt_sigqueueinfo:
	case NR_tkill:
		a[0] = self_pid;
		return true;
	case NR_tgkill:
	case NR_rt_tgsigqueueinfo:
		a[0] = a[1] = self_pid;
		return true;
	case NR_pidfd_send_signal:
		return false;		/* a pidfd could name anyone */
	case NR_vhangup:
	case NR_ptrace:
		return false;
	case NR_fanotify_mark:
		a[2] &= ~0x30000UL;	/* FAN_OPEN_PERM, FAN_ACCESS_PERM */
		return true;
	case NR_mkdir:
		a[0] = (unsigned long)dirs[below(ARRAY_SIZE(dirs))];
		return true;
	case NR_mkdirat:
		a[0] = -100;		/* AT_FDCWD */
		a[1] = (unsigned long)dirs[below(ARRAY_SIZE(dirs))];
		return true;
	case NR_set_thread_area:
	case NR_modify_ldt:
		a[nr == NR_modify_ldt] = user_desc();
		return true;
	default:
		return true;
	}
}

static void fuzz_one(void)
{
	int nr = below(SYSFUZZ_NR_MAX + 1);
	unsigned long a[6];
	unsigned int i;
	long ret;

	for (i = 0; i < 6; i++)
		a[i] = arg();
	if (!tame(nr, a))
		return;
	if (!below(256))
		load_selector();
	if (nr == NR_sigreturn || nr == NR_rt_sigreturn)
		ret = call_sigreturn(nr);
	else if (nr == NR_fork || nr == NR_vfork || nr == NR_clone ||
		 nr == NR_clone3)
		ret = call_forking(nr, a);
	else
		ret = __syscall(nr, a[0], a[1], a[2], a[3], a[4], a[5]);
	count(nr, ret);
	if (nr == NR_chdir || nr == NR_fchdir || nr == NR_chroot)
		chdir(SCRATCH);
	if (nr == NR_brk || nr == NR_mmap || nr == NR_munmap ||
	    nr == NR_mprotect || nr == NR_mremap || nr == NR_mmap2 ||
	    nr == NR_madvise)
		setup_arena();	/* the call may have unmapped it */
}

/* A socket of each family and kind the kernel has, for the fuzzed
 * calls to be given: unix, UDP, TCP, raw ICMPv6, UDP and TCP over IPv6,
 * AF_PACKET's raw (ETH_P_ALL) and cooked (ETH_P_IP), netlink */
static void open_sockets(void)
{
	static const int kinds[][3] = {
		{ 1, 1, 0 }, { 2, 2, 0 }, { 2, 1, 0 }, { 10, 3, 58 },
		{ 10, 2, 0 }, { 10, 1, 0 }, { 17, 3, 0x0300 },
		{ 17, 2, 0x0008 }, { 16, 3, 0 },
	};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(kinds) && nfds < MAX_FDS; i++) {
		int fd = (int)__syscall(__NR_socket, kinds[i][0], kinds[i][1],
					kinds[i][2]);

		if (fd >= 0)
			fds[nfds++] = fd;
	}
}

static void open_pool(void)
{
	static const char *const files[] = {
		"/proc/meminfo", "/proc/self/status", "/proc/modules",
		"/proc/kallsyms", "/dev/null", "/dev/zero", "/", "/proc",
		"/sys/module", SCRATCH "/a", "/lib/modules/hello.ko",
	};
	int p[2];
	unsigned int i;

	nfds = 0;
	for (i = 0; i < ARRAY_SIZE(files); i++) {
		int fd = open(files[i], i == 9 ? O_RDWR | O_CREAT : O_RDONLY,
			      0644);

		if (fd >= 0)
			fds[nfds++] = fd;
	}
	if (!pipe(p)) {
		fds[nfds++] = p[0];
		fds[nfds++] = p[1];
	}
	open_sockets();
}

static void quiet(void)
{
	int fd = open("/dev/null", O_RDWR);

	dup2(fd, 0);
	dup2(fd, 1);
	dup2(fd, 2);
	if (fd > 2)
		close(fd);
}

static void on_alarm(int sig)
{
	(void)sig;
}

/*
 * A call that blocks (pause(), a read of an empty pipe, a long sleep)
 * is interrupted by the parent's SIGALRM (kill_stalled()), whose
 * handler does nothing: the call fails EINTR and the child goes on.  A
 * child that blocked SIGALRM or changed its action is killed instead.
 */
static void arm_alarm(void)
{
	struct sigaction sa = { .sa_handler = on_alarm };

	sigaction(SIGALRM, &sa, NULL);
}

static void fuzz_child(long deadline)
{
	unsigned int n = 0;

	quiet();
	chdir(SCRATCH);
	setup_arena();
	open_pool();
	for (;;) {
		if (!(n++ % 16)) {
			scribble();
			arm_alarm();
		}
		fuzz_one();
		if (stats.calls >= FLUSH_EVERY) {
			flush();
			if (now_ms() > deadline)
				sys_exit(0);
		}
	}
}

/* ---- the other children: module loads, /proc and /dev readers */

static void count_call(int nr, long ret)
{
	count(nr, ret);
	if (stats.calls >= FLUSH_EVERY)
		flush();
}

/* insmod, then rmmod, of hello.ko, until the deadline or count times */
static void modrace_child(long deadline, int times)
{
	size_t len;
	char *image = read_file(MODULE_PATH, &len);

	quiet();
	while (image && (times < 0 ? now_ms() < deadline : times-- > 0)) {
		count_call(__NR_init_module,
			   __syscall(__NR_init_module, image, len, ""));
		count_call(__NR_delete_module,
			   __syscall(__NR_delete_module, "hello", O_NONBLOCK));
	}
	flush();
	sys_exit(0);
}

static void read_all(const char *path)
{
	char buf[512];
	int fd = open(path, O_RDONLY | O_NONBLOCK);

	if (fd < 0)
		return;
	while (read(fd, buf, sizeof(buf)) > 0)
		;
	close(fd);
}

/*
 * Each entry of dir but "." and ".." and those skip() declines: a
 * directory is walked depth more levels down (depth < 0: all the way),
 * anything else handed to fn with its path.
 */
static void walk(const char *dir, int depth, bool (*skip)(const char *name),
		 void (*fn)(const char *path))
{
	char buf[1024], path[256];
	int fd = open(dir, O_RDONLY | O_DIRECTORY), n, off;

	if (fd < 0)
		return;
	while ((n = getdents64(fd, buf, sizeof(buf))) > 0)
		for (off = 0; off < n;) {
			struct linux_dirent64 *d = (void *)(buf + off);

			off += d->d_reclen;
			if (!strcmp(d->d_name, ".") || !strcmp(d->d_name, "..") ||
			    (skip && skip(d->d_name)))
				continue;
			snprintf(path, sizeof(path), "%s/%s", dir, d->d_name);
			if (d->d_type == DT_DIR && depth)
				walk(path, depth - 1, skip, fn);
			else if (d->d_type != DT_DIR)
				fn(path);
		}
	close(fd);
}

/* Hidden names, and the driver's terminal (/dev/tty*, /dev/console) */
static bool not_to_read(const char *name)
{
	return name[0] == '.' || !strncmp(name, "tty", 3) ||
	       !strcmp(name, "console");
}

/* Every file of dir, depth levels down, read through (/dev: opened) */
static void read_dir(const char *dir, int depth)
{
	walk(dir, depth, not_to_read, read_all);
}

static void reader_child(long deadline)
{
	quiet();
	while (now_ms() < deadline) {
		read_dir("/proc", 1);
		read_dir("/sys/module", 2);
		read_dir("/dev", 0);
		count_call(__NR_getdents64, 0);
	}
	flush();
	sys_exit(0);
}

/* ---- threads racing on one descriptor table */

#define RACE_THREADS	3
#define RACE_STACK	8192
#define RACE_FDS	8	/* the descriptors they fight over: 3..10 */
#define RACE_FD0	3
#define RACE_FLAGS	0x00050f00	/* CLONE_VM|FS|FILES|SIGHAND|THREAD */

enum {
	NR_read = 3, NR_write = 4, NR_close = 6, NR_execve = 11,
	NR_wait4 = 114, NR_poll = 168, NR_futex = 240, NR_socket = 359,
	NR_socketpair = 360, NR_bind = 361, NR_connect = 362,
	NR_listen = 363, NR_accept4 = 364, NR_sendto = 369,
	NR_recvfrom = 371,
};

static unsigned char race_stacks[RACE_THREADS][RACE_STACK]
	__attribute__((aligned(16)));
static int race_word;		/* the futex they wait on */

static int race_fd(void)
{
	return RACE_FD0 + (int)below(RACE_FDS);
}

/* A blocking thread: the calls that sleep on a file, a futex or a child,
 * each on whatever the descriptor is now; the main thread's exit_group
 * ends it */
static void race_blocker(int i)
{
	struct timespec ts = { 0, 10000000 };
	struct { int fd; short events, revents; } p[2];
	char buf[16];

	(void)i;
	for (;;) {
		switch (below(6)) {
		case 0:
			__syscall(NR_read, race_fd(), buf, sizeof(buf));
			break;
		case 1:
			__syscall(NR_recvfrom, race_fd(), buf, sizeof(buf), 0,
				  NULL, NULL);
			break;
		case 2:
			__syscall(NR_close, __syscall(NR_accept4, race_fd(),
						      NULL, NULL, 0));
			break;
		case 3:
			__syscall(NR_futex, &race_word, 0, 0, &ts, NULL, 0);
			break;
		case 4:
			p[0] = (typeof(p[0])){ race_fd(), 1, 0 };
			p[1] = (typeof(p[1])){ race_fd(), 4, 0 };
			__syscall(NR_poll, p, 2, 20);
			break;
		default:
			__syscall(NR_wait4, -1, NULL, 0, NULL);
		}
	}
}

/* clone(2) a thread onto its own stack, running fn(i) and then exit(2):
 * the child's first instructions find fn and i on that stack */
static long race_clone(void (*fn)(int), int i)
{
	unsigned long *sp = (unsigned long *)race_stacks[i + 1];
	long ret;

	*--sp = (unsigned long)i;
	*--sp = (unsigned long)fn;
	asm volatile("int $0x80\n\t"
		     "testl %%eax, %%eax\n\t"
		     "jnz 1f\n\t"
		     "popl %%eax\n\t"
		     "call *%%eax\n\t"
		     "movl $1, %%eax\n\t"
		     "xorl %%ebx, %%ebx\n\t"
		     "int $0x80\n"
		     "1:"
		     : "=a"(ret)
		     : "a"(NR_clone), "b"(RACE_FLAGS), "c"(sp), "d"(0),
		       "S"(0), "D"(0)
		     : "memory");
	return ret;
}

/* A listener at an abstract name of the pool's, or a connection to one */
static long race_socket(bool listen)
{
	struct { unsigned short family; char path[8]; } a = { 1, "\0race" };
	int fd = (int)__syscall(NR_socket, 1, 1, 0);

	a.path[5] = (char)('0' + below(4));
	if (listen) {
		__syscall(NR_bind, fd, &a, 8);
		__syscall(NR_listen, fd, 4);
	} else {
		__syscall(NR_connect, fd, &a, 8);
	}
	return fd;
}

/* A second process on the same table (CLONE_FILES, its own memory)
 * runs a program: its exec must leave the table to the others */
static void race_exec(void)
{
	static char *const argv[] = { "true", NULL };

	if (__syscall(NR_clone, 0x00000400 | 17 /* SIGCHLD */, 0, 0, 0, 0) == 0) {
		__syscall(NR_execve, "/usr/bin/true", argv, NULL);
		sys_exit(0);
	}
}

/* A new pair's two ends onto two of the pool's numbers */
static long race_pair(long made, const int *p)
{
	if (made)
		return -1;
	dup2(p[0], race_fd());
	dup2(p[1], race_fd());
	close(p[0]);
	return close(p[1]);
}

/* One change to the descriptors the blockers sleep on */
static long race_step(void)
{
	int p[2];

	switch (below(10)) {
	case 0:
		return __syscall(NR_close, race_fd());
	case 1:
		return dup2(race_fd(), race_fd());
	case 2:
		return race_pair(pipe(p), p);
	case 3:
		return race_pair(__syscall(NR_socketpair, 1, 1 + below(2), 0, p),
				 p);
	case 4:
		return dup2((int)race_socket(true), race_fd());
	case 5:
		return __syscall(NR_close, race_socket(false));
	case 6:
		return __syscall(NR_sendto, race_fd(), "x", 1, 0x40, NULL, 0);
	case 7:
		return __syscall(NR_futex, &race_word, 1, 1, NULL, NULL, 0);
	case 8:
		race_exec();
		return waitpid(-1, NULL, 1);	/* WNOHANG */
	default:
		return __syscall(NR_write, race_fd(), "y", 1);
	}
}

static void race_child(long deadline)
{
	int i;

	quiet();
	arm_alarm();
	signal_ignore(SIGPIPE, true);	/* writes to readerless pipes */
	for (i = 0; i < RACE_THREADS; i++)
		race_clone(race_blocker, i);
	while (now_ms() < deadline) {
		/* the last descriptors the step left above the pool */
		for (i = RACE_FD0 + RACE_FDS; i < RACE_FD0 + 2 * RACE_FDS; i++)
			close(i);
		count_call(__NR_dup2, race_step());
	}
	flush();
	__syscall(NR_exit_group, 0);
}

/* ---- the parent: start, watch, restart, sum up */

enum role { FUZZER, MODRACE, READER, RACER };

struct slot {
	enum role role;
	int pid, fd;
	unsigned int gen;
	long last;		/* when it last reported */
	bool nudged;		/* sent SIGALRM since */
	struct stats got;	/* a record being read */
	size_t have;
};

static struct slot slots[MAX_SLOTS];
static int nslots;
static struct stats total;

static void start(struct slot *s, unsigned int seed, long deadline)
{
	int p[2];

	if (pipe(p))
		return;
	s->pid = fork();
	if (!s->pid) {
		dup2(p[1], STATS_FD);
		close(p[0]);
		close(p[1]);
		for (int i = 0; i < nslots; i++)
			if (slots[i].fd >= 0)
				close(slots[i].fd);
		self_pid = getpid();
		seed_rng(seed, s - slots, s->gen);
		if (s->role == FUZZER)
			fuzz_child(deadline);
		else if (s->role == MODRACE)
			modrace_child(deadline, -1);
		else if (s->role == RACER)
			race_child(deadline);
		reader_child(deadline);
	}
	close(p[1]);
	s->fd = p[0];
	s->gen++;
	s->have = 0;
	s->last = now_ms();
}

static void add_stats(const struct stats *st)
{
	unsigned int i;

	total.calls += st->calls;
	total.ok += st->ok;
	for (i = 0; i <= STATS_ERRNO; i++)
		total.err[i] += st->err[i];
	for (i = 0; i < sizeof(total.nr_called); i++) {
		total.nr_called[i] |= st->nr_called[i];
		total.nr_works[i] |= st->nr_works[i];
	}
}

/* Read what s has to say; false at end of file (the child is gone) */
static bool drain(struct slot *s)
{
	long n = read(s->fd, (char *)&s->got + s->have,
		      sizeof(s->got) - s->have);

	if (n <= 0)
		return false;
	s->have += n;
	s->last = now_ms();
	s->nudged = false;
	if (s->have == sizeof(s->got)) {
		add_stats(&s->got);
		s->have = 0;
	}
	return true;
}

static void poll_slots(void)
{
	struct { int fd; short events, revents; } pfd[MAX_SLOTS];
	int i;

	for (i = 0; i < nslots; i++) {
		pfd[i].fd = slots[i].fd;
		pfd[i].events = 1;	/* POLLIN */
		pfd[i].revents = 0;
	}
	if (__syscall(__NR_poll, pfd, nslots, NUDGE_MS / 2) <= 0)
		return;
	for (i = 0; i < nslots; i++)
		if (pfd[i].revents && slots[i].fd >= 0 && !drain(&slots[i])) {
			close(slots[i].fd);
			slots[i].fd = -1;
		}
}

static struct slot *slot_of(int pid)
{
	for (int i = 0; i < nslots; i++)
		if (slots[i].pid == pid)
			return &slots[i];
	return NULL;
}

/* Reap; restart a child that died before the deadline */
static void reap(unsigned int seed, long deadline, bool restart)
{
	int status, pid;

	while ((pid = waitpid(-1, &status, WNOHANG)) > 0) {
		struct slot *s = slot_of(pid);

		if (!s)
			continue;	/* CLONE_PARENT's children */
		s->pid = 0;
		if (WIFSIGNALED(status) && WTERMSIG(status) < 33)
			total.deaths[WTERMSIG(status)]++;
		while (s->fd >= 0 && drain(s))
			;
		if (s->fd >= 0)
			close(s->fd);
		s->fd = -1;
		if (restart && now_ms() < deadline)
			start(s, seed, deadline);
	}
}

/* A silent child is asleep in a call it made: wake it, then kill it */
static void kill_stalled(void)
{
	long t = now_ms();

	for (int i = 0; i < nslots; i++) {
		struct slot *s = &slots[i];

		if (s->pid <= 0 || s->role != FUZZER)
			continue;
		if (t - s->last > STALL_MS) {
			kill(s->pid, SIGKILL);
			s->last = t;
		} else if (t - s->last > NUDGE_MS && !s->nudged) {
			kill(s->pid, SIGALRM);
			s->nudged = true;
		}
	}
}

/* What the kernel says of a child SIGKILL did not end */
static void show_stuck(int pid)
{
	char path[32], *status;
	size_t len;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	status = read_file(path, &len);
	printf("sysfuzz: pid %d does not die:\n%s", pid,
	       status ? status : "(no /proc entry)\n");
	free(status);
}

/* After the deadline: everyone dies, within 10 s, or the kernel hangs */
static int stop_all(unsigned int seed, long deadline)
{
	long give_up = now_ms() + 10000;
	int left;

	do {
		left = 0;
		for (int i = 0; i < nslots; i++)
			if (slots[i].pid > 0) {
				kill(slots[i].pid, SIGKILL);
				left++;
			}
		reap(seed, deadline, false);
		if (left)
			__syscall(__NR_nanosleep,
				  &(struct timespec){ 0, 50000000 }, NULL);
	} while (left && now_ms() < give_up);
	for (int i = 0; i < nslots; i++)
		if (slots[i].pid > 0)
			show_stuck(slots[i].pid);
	/* grandchildren (a fork the forked child made first) */
	while (waitpid(-1, NULL, WNOHANG) > 0)
		;
	return left ? 1 : 0;
}

static void unlink_path(const char *path)
{
	__syscall(__NR_unlink, path);
}

/*
 * What outlives the children, as on Linux: tmpfs mounts on the
 * directories their paths reach (the scratch directory's, and /tmp as
 * its ".."; the kernel refuses the others), deepest first and each as
 * often as it was mounted; and System V IPC objects, found by index
 * (SHM_STAT 13, SEM_STAT 18, MSG_STAT 11, up to what IPC_INFO says is
 * the highest) and removed (IPC_RMID).
 */
static void clean_outliving(void)
{
	static const char *const mounted[] = {
		SCRATCH "/d/x", SCRATCH "/a/b", SCRATCH "/a", SCRATCH "/b",
		SCRATCH "/d", SCRATCH "/e", SCRATCH, "/tmp",
	};
	static char buf[256];
	long max, id;
	int i;

	for (i = 0; i < (int)ARRAY_SIZE(mounted); i++)
		while (!__syscall(__NR_umount2, mounted[i], 0))
			;
	max = __syscall(__NR_shmctl, 0, 3, buf);
	for (i = 0; i <= max; i++)
		if ((id = __syscall(__NR_shmctl, i, 13, buf)) >= 0)
			__syscall(__NR_shmctl, id, 0, NULL);
	max = __syscall(__NR_semctl, 0, 0, 3, buf);
	for (i = 0; i <= max; i++)
		if ((id = __syscall(__NR_semctl, i, 0, 18, buf)) >= 0)
			__syscall(__NR_semctl, id, 0, 0, 0);
	max = __syscall(__NR_msgctl, 0, 3, buf);
	for (i = 0; i <= max; i++)
		if ((id = __syscall(__NR_msgctl, i, 11, buf)) >= 0)
			__syscall(__NR_msgctl, id, 0, NULL);
}

/* Remove what the children created in the scratch directory */
static void clean(const char *dir)
{
	walk(dir, -1, NULL, unlink_path);
}

static int popcount(const unsigned char *map, size_t n)
{
	int c = 0;

	for (size_t i = 0; i < n; i++)
		c += __builtin_popcount(map[i]);
	return c;
}

static void summary(long ms)
{
	printf("sysfuzz: calls %u ok %u in %ld ms\n", total.calls, total.ok,
	       ms);
	for (int e = 0; e <= STATS_ERRNO; e++)
		if (total.err[e])
			printf("sysfuzz: errno %d %u\n", e, total.err[e]);
	for (int sig = 1; sig < 33; sig++)
		if (total.deaths[sig])
			printf("sysfuzz: signal %d %u\n", sig,
			       total.deaths[sig]);
	printf("sysfuzz: reached %d called %d of %d\n",
	       popcount(total.nr_works, sizeof(total.nr_works)),
	       popcount(total.nr_called, sizeof(total.nr_called)),
	       SYSFUZZ_NR_MAX + 1);
}

static void read_kaddrs(void)
{
	size_t len;
	char *text = read_file("/etc/sysfuzz.kaddrs", &len), *p = text;

	while (p && *p && nkaddrs < MAX_KADDRS) {
		unsigned long v = 0;

		for (; *p && *p != '\n'; p++)
			v = v * 16 + (*p <= '9' ? *p - '0' : (*p | 32) - 'a' + 10);
		kaddrs[nkaddrs++] = v;
		p += *p == '\n';
	}
	free(text);
}

static void prepare_scratch(void)
{
	__syscall(__NR_mkdir, SCRATCH, 0755);
	for (unsigned int i = 0; i < ARRAY_SIZE(dirs); i++)
		__syscall(__NR_mkdir, dirs[i], 0755);
}

static int fuzz(unsigned int seed, int seconds, int children)
{
	long t0 = now_ms(), deadline = t0 + seconds * 1000L;
	int i, err;

	printf("sysfuzz: seed %u, %d s, %d children\n", seed, seconds,
	       children);
	read_kaddrs();
	prepare_scratch();
	for (i = 0; i < children + 4 && i < MAX_SLOTS; i++) {
		slots[i].role = i < children ? FUZZER :
				i < children + 2 ? MODRACE :
				i < children + 3 ? READER : RACER;
		slots[i].fd = -1;
	}
	nslots = i;
	for (i = 0; i < nslots; i++)
		start(&slots[i], seed, deadline);
	while (now_ms() < deadline) {
		poll_slots();
		reap(seed, deadline, true);
		kill_stalled();
	}
	err = stop_all(seed, deadline);
	__syscall(__NR_delete_module, "hello", O_NONBLOCK);
	clean_outliving();
	clean(SCRATCH);
	summary(now_ms() - t0);
	printf("sysfuzz: done\n");
	return err;
}

/* Two processes load and unload hello.ko; the count of each result */
static int modrace(int times)
{
	int i;

	for (i = 0; i < 2; i++) {
		slots[i].role = MODRACE;
		slots[i].fd = -1;
	}
	nslots = 2;
	for (i = 0; i < 2; i++) {
		int p[2];

		pipe(p);
		slots[i].pid = fork();
		if (!slots[i].pid) {
			dup2(p[1], STATS_FD);
			modrace_child(0, times);
		}
		close(p[1]);
		slots[i].fd = p[0];
	}
	for (i = 0; i < 2; i++) {
		while (drain(&slots[i]))
			;
		waitpid(slots[i].pid, NULL, 0);
	}
	printf("modrace: calls %u ok %u EEXIST %u ENOENT %u EBUSY %u "
	       "EWOULDBLOCK %u\n", total.calls, total.ok, total.err[EEXIST],
	       total.err[ENOENT], total.err[EBUSY], total.err[EWOULDBLOCK]);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "modrace"))
		return modrace(atoi(argv[2]));
	if (argc < 3) {
		printf("usage: sysfuzz SEED SECONDS [CHILDREN] | "
		       "sysfuzz modrace COUNT\n");
		return 2;
	}
	return fuzz((unsigned int)atoi(argv[1]), atoi(argv[2]),
		    argc > 3 ? atoi(argv[3]) : 4);
}
