// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/mm.c - memory a process shares or not: fork(2)'s private
 * copies (copy-on-write), MAP_SHARED|MAP_ANONYMOUS between a parent and
 * its child, files as pages (ftruncate(2), truncate(2), mmap(2) of a
 * file MAP_SHARED and MAP_PRIVATE, SIGBUS past the end), /dev/zero,
 * msync(2), madvise(2), mremap(2), mprotect(2), and their errors.
 * Every line is compared with what the same binary prints on Linux
 * (tests/kernel/mm.linux): nothing here prints an address.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "meminfo.h"

#define PAGE 4096
#define FILE_PATH "/tmp/mm-test"

/* "name: 0" or "name: -1 EINVAL" */
static void report(const char *name, long ret)
{
	if (ret == -1)
		printf("%s: -1 %s\n", name, strerrorname_np(errno));
	else
		printf("%s: %ld\n", name, ret);
}

static void report_map(const char *name, void *p)
{
	if (p == MAP_FAILED)
		printf("%s: MAP_FAILED %s\n", name, strerrorname_np(errno));
	else
		printf("%s: mapped\n", name);
}

static int wait_child(pid_t pid)
{
	int status;

	if (waitpid(pid, &status, 0) != pid)
		return -1;
	if (WIFSIGNALED(status))
		return 1000 + WTERMSIG(status);
	return WEXITSTATUS(status);
}

/* fork: each side's writes to private memory stay its own */
static void test_fork_private(void)
{
	static int data = 1;
	int *heap = malloc(sizeof(*heap));
	int stack = 3;
	pid_t pid;

	*heap = 2;
	pid = fork();
	if (pid == 0) {
		data = 10;
		*heap = 20;
		stack = 30;
		printf("fork child: %d %d %d\n", data, *heap, stack);
		fflush(stdout);
		_exit(data + *heap + stack == 60 ? 0 : 1);
	}
	printf("fork child status: %d\n", wait_child(pid));
	printf("fork parent: %d %d %d\n", data, *heap, stack);
	data = 4;	/* the parent's page, no longer shared: written */
	printf("fork parent again: %d\n", data);
	free(heap);
}

/* a child's read(2) into a page it shares copy-on-write with its
 * parent: the kernel writes it, and the copy is the child's */
static void test_fork_kernel_write(void)
{
	static char buf[64] = "parent";
	int fds[2];
	pid_t pid;

	if (pipe(fds))
		return;
	pid = fork();
	if (pid == 0) {
		write(fds[1], "child", 6);
		read(fds[0], buf, sizeof(buf));
		_exit(strcmp(buf, "child") ? 1 : 0);
	}
	printf("read into a shared page: child %d, parent %s\n",
	       wait_child(pid), buf);
	close(fds[0]);
	close(fds[1]);
}

/* MAP_SHARED|MAP_ANONYMOUS: one memory for the parent and its child */
static void test_shared_anon(void)
{
	volatile int *p = mmap(NULL, 2 * PAGE, PROT_READ | PROT_WRITE,
			       MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	pid_t pid;

	report_map("shared anon", (void *)p);
	p[0] = 1;
	pid = fork();
	if (pid == 0) {
		p[1] = p[0] + 1;	/* the parent reads it */
		while (p[2] != 3)	/* the parent writes it */
			usleep(1000);
		munmap((void *)p, PAGE);	/* the second page stays */
		p[PAGE / sizeof(int)] = 7;
		_exit(0);
	}
	while (p[1] != 2)
		usleep(1000);
	printf("child wrote: %d\n", p[1]);
	p[2] = 3;
	printf("child status: %d\n", wait_child(pid));
	printf("after the child's munmap: %d\n", p[PAGE / sizeof(int)]);
	report("mprotect shared read-only",
	       mprotect((void *)p, 2 * PAGE, PROT_READ));
	printf("still reads: %d\n", p[1]);
	report("mprotect shared read-write",
	       mprotect((void *)p, 2 * PAGE, PROT_READ | PROT_WRITE));
	p[1] = 5;
	printf("writes again: %d\n", p[1]);
	report("munmap shared", munmap((void *)p, 2 * PAGE));
}

static sigjmp_buf fault_jmp;

static void on_fault(int sig)
{
	siglongjmp(fault_jmp, sig);
}

/* The signal touching *p earns: 0, SIGSEGV or SIGBUS */
static int touch(volatile char *p, int write)
{
	int sig = sigsetjmp(fault_jmp, 1);

	if (sig)
		return sig;
	if (write)
		*p = 1;
	else
		(void)*p;
	return 0;
}

static const char *signame(int sig)
{
	return sig == SIGBUS ? "SIGBUS" : sig == SIGSEGV ? "SIGSEGV" : "none";
}

static off_t file_size(int fd)
{
	struct stat st;

	return fstat(fd, &st) ? -1 : st.st_size;
}

/* ftruncate/truncate: grow with zeros, shrink, and the errors */
static void test_truncate(void)
{
	int fd = open(FILE_PATH, O_RDWR | O_CREAT | O_TRUNC, 0644);
	int ro;
	char buf[16] = "ssssssssssssss";
	long n;

	report("ftruncate grow", ftruncate(fd, 10000));
	printf("size: %ld\n", (long)file_size(fd));
	n = (long)pread(fd, buf, sizeof(buf), 5000);
	printf("read a hole: %ld bytes, first %d\n", n, buf[0]);
	pwrite(fd, "abcdefgh", 8, 4094);
	report("ftruncate shrink", ftruncate(fd, 4097));
	printf("size: %ld\n", (long)file_size(fd));
	report("ftruncate grow again", ftruncate(fd, 8192));
	memset(buf, 'x', sizeof(buf));
	pread(fd, buf, 6, 4094);
	printf("past the old end: %c%c%c %d %d %d\n", buf[0], buf[1],
	       buf[2], buf[3], buf[4], buf[5]);
	report("truncate path", truncate(FILE_PATH, 100));
	printf("size: %ld\n", (long)file_size(fd));
	report("ftruncate negative", ftruncate(fd, -1));
	report("truncate negative", truncate(FILE_PATH, -1));
	report("ftruncate bad fd", ftruncate(99, 0));
	ro = open(FILE_PATH, O_RDONLY);
	report("ftruncate read-only fd", ftruncate(ro, 0));
	close(ro);
	report("truncate directory", truncate("/tmp", 0));
	ro = open("/tmp", O_RDONLY | O_DIRECTORY);
	report("ftruncate directory fd", ftruncate(ro, 0));
	close(ro);
	report("truncate missing", truncate("/tmp/no-such-file", 0));
	report("ftruncate64 syscall", syscall(SYS_ftruncate64, fd, 50, 0));
	printf("size: %ld\n", (long)file_size(fd));
	report("truncate64 syscall",
	       syscall(SYS_truncate64, FILE_PATH, 60, 0));
	printf("size: %ld\n", (long)file_size(fd));
	mknod("/tmp/mm-null", S_IFCHR | 0666, makedev(1, 3));
	ro = open("/tmp/mm-null", O_RDWR);
	report("ftruncate /dev/null", ftruncate(ro, 0));
	close(ro);
	unlink("/tmp/mm-null");
	close(fd);
}

/* a file's pages, mapped: shared ones are the file, private ones copies */
static void test_file_map(void)
{
	int fd = open(FILE_PATH, O_RDWR | O_CREAT | O_TRUNC, 0644);
	char buf[8] = "";
	char *s, *p;

	write(fd, "hello, file", 11);
	report("ftruncate", ftruncate(fd, PAGE + 100));
	s = mmap(NULL, 3 * PAGE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	p = mmap(NULL, 2 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
	report_map("file shared", s);
	report_map("file private", p);
	printf("shared sees: %.11s, private sees: %.11s\n", s, p);
	memcpy(s, "HELLO", 5);
	pread(fd, buf, 5, 0);
	printf("read(2) after a shared store: %.5s\n", buf);
	printf("private after the shared store: %.5s\n", p);
	p[0] = 'j';
	printf("private after its own store: %.5s, file %.5s\n", p, s);
	pwrite(fd, "W", 1, 1);
	printf("shared after write(2): %.5s\n", s);
	s[PAGE + 50] = 'z';
	printf("in the last page, past the end: %s\n",
	       signame(touch(s + PAGE + 200, 1)));
	printf("a page past the end: %s\n", signame(touch(s + 2 * PAGE, 0)));
	report("msync MS_SYNC", msync(s, 3 * PAGE, MS_SYNC));
	report("msync MS_ASYNC|MS_INVALIDATE",
	       msync(s, PAGE, MS_ASYNC | MS_INVALIDATE));
	report("msync MS_ASYNC|MS_SYNC", msync(s, PAGE, MS_ASYNC | MS_SYNC));
	report("msync bad flag", msync(s, PAGE, 8));
	report("msync unaligned", msync(s + 1, PAGE, MS_SYNC));
	report("ftruncate under the mappings", ftruncate(fd, 10));
	printf("shared page 0 now: %s\n", signame(touch(s, 0)));
	printf("shared page 1 now: %s\n", signame(touch(s + PAGE, 0)));
	printf("private page 0 (a copy): %s\n", signame(touch(p, 0)));
	printf("private page 1 (the file's): %s\n",
	       signame(touch(p + PAGE, 0)));
	report("munmap file shared", munmap(s, 3 * PAGE));
	report("munmap file private", munmap(p, 2 * PAGE));
	close(fd);
	unlink(FILE_PATH);
}

/* mmap(2)'s refusals, and /dev/zero */
static void test_map_errors(void)
{
	int ro = open("/proc/self/stat", O_RDONLY);
	int wo = open("/tmp/mm-wo", O_WRONLY | O_CREAT, 0644);
	int rd = open("/tmp/mm-wo", O_RDONLY);
	int zero;
	int dir = open("/tmp", O_RDONLY | O_DIRECTORY);
	volatile int *z;
	pid_t pid;

	/* /dev may be empty: a node of our own for /dev/zero (mem(4)) */
	mknod("/tmp/mm-zero", S_IFCHR | 0666, makedev(1, 5));
	zero = open("/tmp/mm-zero", O_RDWR);

	report_map("bad fd", mmap(NULL, PAGE, PROT_READ, MAP_PRIVATE, 77, 0));
	report_map("length 0",
		   mmap(NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
	report_map("no type",
		   mmap(NULL, PAGE, PROT_READ, MAP_ANONYMOUS, -1, 0));
	report_map("write-only file",
		   mmap(NULL, PAGE, PROT_READ, MAP_PRIVATE, wo, 0));
	report_map("read-only file, shared writable",
		   mmap(NULL, PAGE, PROT_WRITE, MAP_SHARED, rd, 0));
	report_map("read-only file, private writable",
		   mmap(NULL, PAGE, PROT_WRITE, MAP_PRIVATE, rd, 0));
	report_map("directory",
		   mmap(NULL, PAGE, PROT_READ, MAP_PRIVATE, dir, 0));
	report_map("/proc file",
		   mmap(NULL, PAGE, PROT_READ, MAP_PRIVATE, ro, 0));
	report_map("fixed, unaligned",
		   mmap((void *)0x50000001, PAGE, PROT_READ,
			MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0));
	z = mmap(NULL, PAGE, PROT_READ | PROT_WRITE, MAP_SHARED, zero, 0);
	report_map("/dev/zero shared", (void *)z);
	pid = fork();
	if (pid == 0) {
		z[0] = 42;
		_exit(0);
	}
	wait_child(pid);
	printf("/dev/zero shared, the child's store: %d\n", z[0]);
	munmap((void *)z, PAGE);
	z = mmap(NULL, PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE, zero, 0);
	report_map("/dev/zero private", (void *)z);
	printf("reads: %d\n", z[0]);
	munmap((void *)z, PAGE);
	close(ro);
	close(wo);
	close(rd);
	close(zero);
	close(dir);
	unlink("/tmp/mm-wo");
	unlink("/tmp/mm-zero");
}

static void test_advice_and_remap(void)
{
	char *p = mmap(NULL, 4 * PAGE, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *q;

	memset(p, 'a', 4 * PAGE);
	report("madvise MADV_DONTNEED", madvise(p, 2 * PAGE, MADV_DONTNEED));
	printf("after MADV_DONTNEED: %d %c\n", p[0], p[2 * PAGE]);
	report("madvise MADV_WILLNEED", madvise(p, PAGE, MADV_WILLNEED));
	report("madvise unaligned", madvise(p + 1, PAGE, MADV_NORMAL));
	report("madvise bad advice", madvise(p, PAGE, 999));
	report("mprotect unaligned", mprotect(p + 1, PAGE, PROT_READ));
	report("mprotect bad prot", mprotect(p, PAGE, 0x100));
	report("mprotect PROT_NONE", mprotect(p + 3 * PAGE, PAGE, PROT_NONE));
	printf("touch PROT_NONE: %s\n", signame(touch(p + 3 * PAGE, 0)));
	report("mprotect back", mprotect(p + 3 * PAGE, PAGE, PROT_READ));
	printf("reads again: %c, write: %s\n", p[3 * PAGE],
	       signame(touch(p + 3 * PAGE, 1)));
	report("mprotect read-write",
	       mprotect(p + 3 * PAGE, PAGE, PROT_READ | PROT_WRITE));
	q = mremap(p, 4 * PAGE, 2 * PAGE, 0);
	printf("mremap shrink: %s\n", q == p ? "in place" : "moved");
	printf("the rest is gone: %s\n", signame(touch(p + 3 * PAGE, 0)));
	p[PAGE] = 'b';
	q = mremap(p, 2 * PAGE, 64 * PAGE, MREMAP_MAYMOVE);
	report_map("mremap grow", q);
	printf("kept: %c, new: %d\n", q[PAGE], q[63 * PAGE]);
	q[63 * PAGE] = 'c';
	report("mremap unaligned", (long)mremap(q + 1, PAGE, PAGE, 0));
	report("mremap bad flags", (long)mremap(q, PAGE, PAGE, 8));
	report("mremap zero length", (long)mremap(q, PAGE, 0, 0));
	report("munmap", munmap(q, 64 * PAGE));
}

/* /proc/self/status's VmRSS, in kB */
static long rss_kb(void)
{
	return proc_kb("/proc/self/status", "VmRSS");
}

/* private anonymous memory takes pages only where it is touched */
static void test_demand_paging(void)
{
	size_t len = 32 << 20;
	long before = rss_kb(), mapped;
	char *p = mmap(NULL, len, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	pid_t pid;

	/* (Linux counts RSS in batches: what touching adds shows late) */
	mapped = rss_kb();
	printf("32 MiB mapped: RSS grew %s\n",
	       mapped - before < 64 ? "under 64 kB" : "more");
	p[0] = 1;
	p[len / 2] = 2;
	p[len - 1] = 3;
	pid = fork();
	if (pid == 0) {
		p[len / 2] = 20;
		p[len / 4] = 4;		/* untouched before the fork */
		_exit(p[0] + p[len / 2] + p[len / 4] + p[len - 1]);
	}
	printf("child: %d, parent: %d %d %d\n", wait_child(pid), p[len / 2],
	       p[len / 4], p[len - 1]);
	report("mprotect untouched PROT_NONE",
	       mprotect(p + PAGE, PAGE, PROT_NONE));
	printf("touch it: %s\n", signame(touch(p + PAGE, 0)));
	report("mprotect untouched PROT_READ",
	       mprotect(p + PAGE, PAGE, PROT_READ));
	printf("read: %d, write: %s\n", p[PAGE], signame(touch(p + PAGE, 1)));
	report("munmap", munmap(p, len));
}

/* Big blocks: glibc's realloc(3) moves them with mremap(2) */
static void test_realloc(void)
{
	size_t n = 1 << 20, i;
	unsigned char *b = malloc(n);

	for (i = 0; i < n; i++)
		b[i] = (unsigned char)i;
	b = realloc(b, 8 * n);
	for (i = 0; i < n && b[i] == (unsigned char)i; i++)
		;
	printf("realloc 1 MiB to 8 MiB: %s\n", i == n ? "kept" : "lost");
	memset(b + n, 1, 7 * n);
	free(b);
}

int main(void)
{
	struct sigaction sa = { .sa_handler = on_fault };

	setvbuf(stdout, NULL, _IONBF, 0);
	sigaction(SIGSEGV, &sa, NULL);
	sigaction(SIGBUS, &sa, NULL);
	test_fork_private();
	test_fork_kernel_write();
	test_shared_anon();
	test_truncate();
	test_file_map();
	test_map_errors();
	test_advice_and_remap();
	test_demand_paging();
	test_realloc();
	unlink(FILE_PATH);
	return 0;
}
