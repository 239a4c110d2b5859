// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/ltpmisc.c - issue 31's smaller pieces LTP tests need:
 * /proc/sys/kernel/printk (syslog(2)'s console levels),
 * /proc/sys/fs/nr_open (the descriptor table's ceiling), core dumps
 * (the wait status's 0x80 and an ELF core file named by
 * /proc/sys/kernel/core_pattern), personality(2) (UNAME26: uname(2)'s
 * release), RLIMIT_SIGPENDING, statx(2)'s reserved mask bit,
 * close_range(2), openat2(2), arch_prctl(2) and /proc/sys/vm/max_map_count.  Run as root in a writable directory DIR; it
 * prints the same lines on Linux 6.1 (tests/kernel/ltpmisc.linux) and
 * leaves the /proc/sys files as it found them.
 */
#include "procsys.h"
#include <elf.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <linux/random.h>
#include <sys/ioctl.h>
#include <sys/klog.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#define PRINTK		"/proc/sys/kernel/printk"
#define NR_OPEN_FILE	"/proc/sys/fs/nr_open"
#define CORE_PATTERN	"/proc/sys/kernel/core_pattern"
#define MAX_MAP_COUNT	"/proc/sys/vm/max_map_count"

#define put(path, text)		put_as(path, text, 1)
#define restore(path, text)	put_as(path, text, 0)

static void printk_levels(void)
{
	char old[64], buf[64];

	get(PRINTK, old, sizeof(old));
	put(PRINTK, "4 4 1 7");
	printf("printk: %s\n", get(PRINTK, buf, sizeof(buf)));
	T(klogctl(8, NULL, 3));
	printf("printk: %s\n", get(PRINTK, buf, sizeof(buf)));
	T(klogctl(8, NULL, 0));
	T(klogctl(8, NULL, 9));
	T(klogctl(6, NULL, 0));
	printf("printk: %s\n", get(PRINTK, buf, sizeof(buf)));
	T(klogctl(7, NULL, 0));
	printf("printk: %s\n", get(PRINTK, buf, sizeof(buf)));
	put(PRINTK, "5");
	printf("printk: %s\n", get(PRINTK, buf, sizeof(buf)));
	put(PRINTK, "x");
	restore(PRINTK, old);
}

/* In a child sharing the table (clone(2) CLONE_FILES): fs.nr_open
 * lowered under the open descriptors, so the table cannot be copied */
static void unshare_past_nr_open(void)
{
	int status;

	if (!syscall(SYS_clone, CLONE_FILES | SIGCHLD, 0, 0, 0, 0)) {
		put(NR_OPEN_FILE, "32");
		T(syscall(SYS_unshare, CLONE_FILES));
		_exit(0);
	}
	wait(&status);
}

static void nr_open(void)
{
	struct rlimit big = { 100, 100 };
	char old[32], buf[32];

	get(NR_OPEN_FILE, old, sizeof(old));
	printf("nr_open: %s\n", old);
	put(NR_OPEN_FILE, "31");
	put(NR_OPEN_FILE, "1073741793");
	put(NR_OPEN_FILE, "64");
	printf("nr_open: %s\n", get(NR_OPEN_FILE, buf, sizeof(buf)));
	T(setrlimit(RLIMIT_NOFILE, &big));
	T(dup2(1, 63));
	T(dup2(1, 64));
	T(fcntl(1, F_DUPFD, 70));
	unshare_past_nr_open();
	printf("nr_open: %s\n", get(NR_OPEN_FILE, buf, sizeof(buf)));
	T(close(63));
	restore(NR_OPEN_FILE, old);
}

/* The child dies of sig (with RLIMIT_CORE core); its wait status */
static int die_of(int sig, rlim_t core, int dumpable)
{
	struct rlimit r = { core, core };
	int status;
	pid_t pid = fork();

	if (!pid) {
		setrlimit(RLIMIT_CORE, &r);
		prctl(PR_SET_DUMPABLE, dumpable);
		signal(sig, SIG_DFL);
		kill(getpid(), sig);
		exit(0);
	}
	waitpid(pid, &status, 0);
	printf("signal %d core %ld dumpable %d: WTERMSIG %d WCOREDUMP %d\n",
	       sig, (long)core, dumpable, WTERMSIG(status),
	       WCOREDUMP(status) ? 1 : 0);
	return pid;
}

/* What the core file says: an i386 ET_CORE, a PT_NOTE first whose
 * first note is NT_PRSTATUS with the signal, and an NT_PRPSINFO with
 * the program's name */
static void read_core(const char *name)
{
	static char buf[1 << 16];
	int fd = open(name, O_RDONLY);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof(buf));
	Elf32_Ehdr *eh = (Elf32_Ehdr *)buf;
	Elf32_Phdr *ph = (Elf32_Phdr *)(buf + eh->e_phoff);
	size_t off, end;

	close(fd);
	if (n < (ssize_t)sizeof(*eh)) {
		printf("%s: missing\n", name);
		return;
	}
	printf("%s: %s type %d machine %d first phdr %d%s\n", name,
	       memcmp(buf, ELFMAG, SELFMAG) ? "not ELF" : "ELF", eh->e_type,
	       eh->e_machine, ph->p_type, eh->e_phnum > 1 ? " and loads" : "");
	end = ph->p_offset + ph->p_filesz;
	for (off = ph->p_offset; off + 12 <= end && end <= (size_t)n;) {
		Elf32_Nhdr *nh = (Elf32_Nhdr *)(buf + off);
		char *desc = (char *)(nh + 1) + ((nh->n_namesz + 3) & ~3);

		if (nh->n_type == NT_PRSTATUS)
			printf("NT_PRSTATUS cursig %d\n", *(short *)(desc + 12));
		if (nh->n_type == NT_PRPSINFO)
			printf("NT_PRPSINFO fname %.16s\n", desc + 28);
		off = desc - buf + ((nh->n_descsz + 3) & ~3);
	}
}

static void core_dumps(void)
{
	char old[128], name[64];
	struct stat st;
	int pid;

	get(CORE_PATTERN, old, sizeof(old));
	printf("core_pattern: %s\n", old);
	put(CORE_PATTERN, "core");
	die_of(SIGSEGV, 0, 1);
	T(access("core", F_OK));
	die_of(SIGTERM, RLIM_INFINITY, 1);
	T(access("core", F_OK));
	die_of(SIGQUIT, RLIM_INFINITY, 0);
	T(access("core", F_OK));
	die_of(SIGSEGV, RLIM_INFINITY, 1);
	read_core("core");
	die_of(SIGABRT, 4096, 1);
	T(stat("core", &st) ? -1 : st.st_size <= 4096);
	put(CORE_PATTERN, "core.%p.%s%%");
	pid = die_of(SIGFPE, RLIM_INFINITY, 1);
	snprintf(name, sizeof(name), "core.%d.%d%%", pid, SIGFPE);
	T(unlink(name));
	put(CORE_PATTERN, "cores/core");
	die_of(SIGILL, RLIM_INFINITY, 1);
	restore(CORE_PATTERN, old);
	T(unlink("core"));
}

/* RLIMIT_SIGPENDING 0: a real-time signal sent by sigqueue(3) or
 * tgkill(2) is refused, kill(2)'s and standard signals are not */
static void rt_limit(void)
{
	struct rlimit zero = { 0, 0 };
	union sigval v = { 0 };
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGRTMIN);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	if (!fork()) {
		T(setrlimit(RLIMIT_SIGPENDING, &zero));
		T(sigqueue(getpid(), SIGRTMIN, v));
		T(syscall(SYS_tgkill, getpid(), getpid(), SIGRTMIN));
		T(syscall(SYS_tgkill, getpid(), getpid(), SIGUSR1));
		T(kill(getpid(), SIGRTMIN));
		exit(0);
	}
	wait(NULL);
}

/* lseek(2)'s SEEK_DATA and SEEK_HOLE in a tmpfs file of three pages
 * whose middle one alone was written */
static void seek_data(void)
{
	int fd = open("sparse", O_RDWR | O_CREAT | O_TRUNC, 0600);

	T(ftruncate(fd, 3 * 4096));
	T(pwrite(fd, "x", 1, 4096 + 10));
	T(lseek(fd, 0, SEEK_DATA));
	T(lseek(fd, 0, SEEK_HOLE));
	T(lseek(fd, 4097, SEEK_DATA));
	T(lseek(fd, 4097, SEEK_HOLE));
	T(lseek(fd, 8192, SEEK_DATA));
	T(lseek(fd, 12287, SEEK_HOLE));
	T(lseek(fd, 12288, SEEK_HOLE));
	T(lseek(fd, -1, SEEK_HOLE));
	T(lseek(fd, 0, 5));
	T(close(fd));
	T(unlink("sparse"));
}

/* /dev/urandom: its number, bytes, the entropy count its ioctl and
 * /proc/sys/kernel/random/entropy_avail agree on */
static void urandom(void)
{
	int fd = open("/dev/urandom", O_RDWR), cnt = -1;
	char buf[16], avail[16];
	struct stat st;

	T(stat("/dev/urandom", &st) ? -1 : (long)st.st_rdev ==
					       (long)makedev(1, 9));
	T(read(fd, buf, sizeof(buf)));
	T(write(fd, "seed", 4));
	T(ioctl(fd, RNDGETENTCNT, &cnt));
	get("/proc/sys/kernel/random/entropy_avail", avail, sizeof(avail));
	T(cnt == atoi(avail));
	T(ioctl(fd, RNDZAPENTCNT));
	T(ioctl(fd, _IOR('R', 0x7f, int), &cnt));
	T(close(fd));
}

/* Is the tmpfs at the directory named last in /proc/mounts "ro"? */
static void show_mount_mode(const char *dir)
{
	static char buf[8192];
	char want[300], *line;
	int fd = open("/proc/mounts", O_RDONLY);
	ssize_t n = read(fd, buf, sizeof(buf) - 1);

	close(fd);
	buf[n > 0 ? n : 0] = '\0';
	snprintf(want, sizeof(want), " %s tmpfs ", dir);
	line = strstr(buf, want);
	printf("/proc/mounts: %.2s\n", line ? line + strlen(want) : "--");
}

/* A tmpfs remounted read-only (what LTP's .needs_rofs makes): every
 * change is EROFS, reading is not; remounted writable, it changes */
static void read_only(const char *top)
{
	char dir[256];
	struct timespec now[2] = { { 0, UTIME_NOW }, { 0, UTIME_NOW } };

	snprintf(dir, sizeof(dir), "%s/ro", top);
	T(mkdir("ro", 0755));
	T(mount("t", "ro", "tmpfs", 0, NULL));
	T(close(open("ro/file", O_CREAT | O_WRONLY, 0644)));
	T(mkdir("ro/dir", 0755));
	T(mount(NULL, "ro", NULL, MS_REMOUNT | MS_RDONLY, NULL));
	show_mount_mode(dir);
	T(unlink("ro/file"));
	T(unlink("ro/missing"));
	T(mkdir("ro/new", 0755));
	T(mkdir("ro/dir", 0755));
	T(rmdir("ro/dir"));
	T(open("ro/file", O_WRONLY));
	T(open("ro/file", O_RDONLY | O_TRUNC));
	T(open("ro/new", O_CREAT | O_WRONLY, 0644));
	T(close(open("ro/file", O_RDONLY)));
	T(chmod("ro/file", 0600));
	T(chown("ro/file", 1, 1));
	T(utimensat(AT_FDCWD, "ro/file", now, 0));
	T(truncate("ro/file", 0));
	T(link("ro/file", "ro/link"));
	T(symlink("file", "ro/sym"));
	T(rename("ro/file", "ro/moved"));
	T(mount(NULL, "ro", NULL, MS_REMOUNT, NULL));
	show_mount_mode(dir);
	T(unlink("ro/file"));
	T(umount("ro"));
	T(rmdir("ro"));
}

/* unshare(2) CLONE_NEWNS: root's child gets a mount namespace of its
 * own, a user's is refused; once they are gone the tree changes */
static void mount_ns(void)
{
	if (!fork()) {
		T(unshare(CLONE_NEWNS));
		T(access("/proc/mounts", R_OK));
		_exit(0);
	}
	wait(NULL);
	if (!fork()) {
		T(setuid(1000));
		T(unshare(CLONE_NEWNS));
		_exit(0);
	}
	wait(NULL);
	T(mkdir("ns", 0755));
	T(mount("t", "ns", "tmpfs", 0, NULL));
	T(umount("ns"));
	T(rmdir("ns"));
}

/*
 * uname(2)'s release up to its first '-' (what follows is Debian's build
 * or "oops386"), and whether the field's bytes after its NUL are all
 * zero (LTP's uname04: none leak): UNAME26 makes 6.1.0 read 2.6.61.
 */
static void release(void)
{
	struct utsname u;
	size_t end, i;
	int clean = 1;

	memset(&u, 0xa5, sizeof(u));
	T(uname(&u));
	end = strlen(u.release);
	for (i = end + 1; i < sizeof(u.release); i++)
		clean &= !u.release[i];
	printf("release: %.*s, zero after: %d\n",
	       (int)strcspn(u.release, "-"), u.release, clean);
}

/* statx(2)'s mask: STATX__RESERVED (the top bit) is EINVAL, LTP's
 * statx03; a bit not known yet is only not filled in */
static void statx_mask(void)
{
	struct statx stx;

	T(statx(AT_FDCWD, ".", 0, STATX_BASIC_STATS, &stx));
	T(statx(AT_FDCWD, ".", 0, 0x40000000, &stx));
	T(statx(AT_FDCWD, ".", 0, 0xffffffff, &stx));
}

/* close_range(2) on descriptors 100-102: bad ranges and flags, the
 * close-on-exec mark, a close, and CLOSE_RANGE_UNSHARE in a child that
 * shares the table, which leaves the parent's descriptor open */
static void close_range_fds(void)
{
	int fd;

	for (fd = 100; fd <= 102; fd++)
		fcntl(1, F_DUPFD, fd);
	T(syscall(SYS_close_range, 101, 100, 0));
	T(syscall(SYS_close_range, 100, ~0U, ~0U));
	T(syscall(SYS_close_range, 100, 100, CLOSE_RANGE_CLOEXEC));
	T(fcntl(100, F_GETFD));
	T(syscall(SYS_close_range, 100, 101, 0));
	T(fcntl(100, F_GETFD));
	T(fcntl(101, F_GETFD));
	if (!syscall(SYS_clone, CLONE_FILES | SIGCHLD, 0, 0, 0, 0)) {
		T(syscall(SYS_close_range, 102, 102, CLOSE_RANGE_UNSHARE));
		T(fcntl(102, F_GETFD));
		_exit(0);
	}
	wait(NULL);
	T(fcntl(102, F_GETFD));
	T(syscall(SYS_close_range, ~0U, ~0U, 0));
	T(syscall(SYS_close_range, 102, ~0U, 0));
	T(fcntl(102, F_GETFD));
}

/* openat2(2) with struct open_how's first version; 0 for a file it
 * opened (closed again: the number would say nothing) */
static long o2(int dfd, const char *path, unsigned long long flags,
	       unsigned long long mode, unsigned long long resolve)
{
	unsigned long long how[3] = { flags, mode, resolve };
	long fd = syscall(437, dfd, path, how, sizeof(how));

	return fd < 0 ? fd : close((int)fd);
}

/* The struct's size: too small, longer with zeros, longer with a byte
 * this kernel does not know */
static void openat2_size(int dfd)
{
	unsigned long long how[4] = { O_RDONLY, 0, 0, 0 };

	T(syscall(437, dfd, "f", how, 23));
	T(syscall(437, dfd, "f", NULL, 24));
	T(o2(dfd, "f", O_RDONLY, 0, 0) ?: syscall(437, dfd, "f", how, 32) > 2);
	how[3] = 1;
	T(syscall(437, dfd, "f", how, 32));
}

/* Its checks, stricter than open(2)'s, and each RESOLVE_* flag (1 no
 * mount crossed, 2 no magic link, 4 no link, 8 beneath dirfd, 0x10
 * dirfd as the root, 0x20 cached only) on o2/: a file f, links abs
 * (/proc/version), up (../o2) and rel (f), in a tmpfs of its own */
static void openat2_resolve(void)
{
	int dfd, pfd = open("/proc/self", O_DIRECTORY);

	T(mkdir("o2", 0755));
	T(close(creat("o2/f", 0644)));
	T(symlink("/proc/version", "o2/abs"));
	T(symlink("../o2", "o2/up"));
	T(symlink("f", "o2/rel"));
	dfd = open("o2", O_DIRECTORY);
	openat2_size(dfd);
	T(o2(dfd, "f", O_RDONLY, 0644, 0));
	T(o2(dfd, "n", O_CREAT | O_RDWR, 010000, 0));
	T(o2(dfd, "f", 1ULL << 40, 0, 0));
	T(o2(dfd, "f", O_RDONLY, 0, 0x40));
	T(o2(dfd, "f", O_RDONLY, 0, 0x18));
	T(o2(dfd, "f", O_PATH | O_RDWR, 0, 0));
	T(o2(dfd, "n", O_CREAT | O_RDWR, 0600, 0x20));
	T(o2(dfd, "f", O_RDONLY, 0, 0x20));
	T(o2(dfd, "../o2/f", O_RDONLY, 0, 8));
	T(o2(dfd, "/proc/version", O_RDONLY, 0, 8));
	T(o2(-1, "/proc/version", O_RDONLY, 0, 8));
	T(o2(dfd, "abs", O_RDONLY, 0, 8));
	T(o2(dfd, "up/f", O_RDONLY, 0, 8));
	T(o2(dfd, "rel", O_RDONLY, 0, 8));
	T(o2(dfd, "/f", O_RDONLY, 0, 0x10));
	T(o2(-1, "/f", O_RDONLY, 0, 0x10));
	T(o2(dfd, "../../f", O_RDONLY, 0, 0x10));
	T(o2(dfd, "abs", O_RDONLY, 0, 0x10));
	T(o2(dfd, "up/f", O_RDONLY, 0, 0x10));
	T(o2(dfd, "/new", O_CREAT | O_WRONLY, 0600, 0x10));
	T(faccessat(dfd, "new", F_OK, 0));
	T(o2(dfd, "rel", O_RDONLY, 0, 4));
	T(o2(dfd, "abs", O_RDONLY, 0, 4));
	T(o2(dfd, "f", O_RDONLY, 0, 4));
	T(o2(pfd, "exe", O_RDONLY, 0, 2));
	T(o2(pfd, "cwd", O_RDONLY | O_DIRECTORY, 0, 2));
	T(o2(pfd, "status", O_RDONLY, 0, 2));
	T(o2(AT_FDCWD, "/proc/self/status", O_RDONLY, 0, 2));
	T(o2(pfd, "exe", O_RDONLY, 0, 8));
	T(o2(pfd, "cwd", O_RDONLY | O_DIRECTORY, 0, 1));
	T(o2(dfd, "..", O_RDONLY, 0, 1));
	T(o2(dfd, "../..", O_RDONLY, 0, 1));
	T(o2(dfd, "/", O_RDONLY, 0, 1));
	T(o2(dfd, "abs", O_RDONLY, 0, 1));
	T(o2(AT_FDCWD, "/proc/version", O_RDONLY, 0, 1));
	/* O_TMPFILE's directory is walked by the same rules */
	T(o2(dfd, "..", O_TMPFILE | O_RDWR, 0600, 8));
	T(o2(dfd, "/", O_TMPFILE | O_RDWR, 0600, 0x10));
	T(o2(dfd, "up", O_TMPFILE | O_RDWR, 0600, 4));
	T(o2(dfd, "..", O_TMPFILE | O_RDWR, 0600, 1));
	T(o2(dfd, "../..", O_TMPFILE | O_RDWR, 0600, 1));
	close(pfd);
	close(dfd);
}

/* arch_prctl(2) on i386: ARCH_GET_CPUID, ARCH_SET_CPUID (a CPU without
 * CPUID faulting), the XCOMP codes (QEMU's CPU has no XSAVE: x87 and
 * SSE supported, nothing permitted), ARCH_SET_FS and 0 */
static void arch_prctl_codes(void)
{
	unsigned long long supp = 0, perm = 0;

	T(syscall(384, 0x1011, 0));
	T(syscall(384, 0x1012, 0));
	T(syscall(384, 0x1012, 1));
	T(syscall(384, 0x1011, 0));
	T(syscall(384, 0x1021, &supp));
	T(syscall(384, 0x1022, &perm));
	printf("xcomp: %llx, perm %llx\n", supp, perm);
	perm = 1;
	T(syscall(384, 0x1024, &perm));
	printf("guest perm %llx\n", perm);
	T(syscall(384, 0x1021, 1));
	T(syscall(384, 0x1023, 18));
	T(syscall(384, 0x1025, 18));
	T(syscall(384, 0x1002, 0));
	T(syscall(384, 0, 0));
}

/* The areas the process has: /proc/self/maps' lines */
static int areas(void)
{
	static char buf[16384];
	int fd = open("/proc/self/maps", O_RDONLY), n = 0;
	ssize_t len, i;

	while ((len = read(fd, buf, sizeof(buf))) > 0)
		for (i = 0; i < len; i++)
			n += buf[i] == '\n';
	close(fd);
	return n;
}

/* 0 for a mapping made (and unmapped again), -1 and errno if none */
static long map_one(int prot)
{
	void *p = mmap(NULL, 4096, prot, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	return p == MAP_FAILED ? -1 : munmap(p, 4096);
}

/*
 * vm.max_map_count: its default, then the limit set to the areas there
 * are: mprotect(2) of a page inside an area (a split) is ENOMEM,
 * munmap(2) of its last page works (as many areas after), of a middle
 * one (one more) is ENOMEM; mmap(2) may go one past the limit
 * (Linux's test is "more than"), not two.  One past, brk(2) may not
 * grow the heap either, nor mremap(2) move a mapping to a fixed place
 * (it keeps 6 areas below the limit for that).  The new mappings' flags are unlike any other's, so that no
 * area merges with them.
 */
static void max_map_count(void)
{
	char old[32], lim[32], *p, *q;

	printf("max_map_count: %s\n", get(MAX_MAP_COUNT, old, sizeof(old)));
	put(MAX_MAP_COUNT, "-1");
	p = mmap(NULL, 5 * 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	snprintf(lim, sizeof(lim), "%d", areas());
	restore(MAX_MAP_COUNT, lim);
	T(mprotect(p + 4096, 4096, PROT_READ));
	T(munmap(p + 4 * 4096, 4096));
	T(munmap(p + 4096, 4096));
	q = mmap(NULL, 4096, PROT_READ | PROT_EXEC,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	T(q == MAP_FAILED ? -1 : 0);
	T(map_one(PROT_WRITE | PROT_EXEC));
	T(sbrk(4096) == (void *)-1 ? -1 : 0);
	/* refused before new_addr is unmapped, so any address will do */
	T(mremap(q, 4096, 4096, MREMAP_MAYMOVE | MREMAP_FIXED,
		 q - 0x10000000) == MAP_FAILED ? -1 : 0);
	T(munmap(q, 4096));
	T(map_one(PROT_WRITE | PROT_EXEC));
	restore(MAX_MAP_COUNT, old);
	T(munmap(p, 4 * 4096));
}

int main(int argc, char **argv)
{
	if (argc != 2 || chdir(argv[1]))
		return 2;
	setvbuf(stdout, NULL, _IONBF, 0);
	printk_levels();
	nr_open();
	core_dumps();
	rt_limit();
	seek_data();
	urandom();
	read_only(argv[1]);
	mount_ns();
	T(personality(0xffffffff));
	release();
	T(personality(PER_LINUX | UNAME26));
	T(personality(0xffffffff));
	release();
	if (!fork()) {
		T(personality(0xffffffff));
		release();
		exit(0);
	}
	wait(NULL);
	T(personality(PER_LINUX));
	release();
	statx_mask();
	close_range_fds();
	openat2_resolve();
	arch_prctl_codes();
	max_map_count();
	return 0;
}
