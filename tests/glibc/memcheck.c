// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/memcheck.c - /proc/PID/mem (fs/proc/mem.c), the same
 * lines on Linux 6.1 (tests/kernel/memcheck.linux) and oops386:
 * - a variable read and written through /proc/self/mem;
 * - a write into a read-only private mapping of a file lands in the
 *   process's copy and never in the file (the Dirty COW rule), and a
 *   write into a read-only shared one is refused (EIO);
 * - no memory at the address: EIO; SEEK_END: EINVAL; a position above
 *   2 GiB (a negative off_t on i386) is taken;
 * - a child's memory through /proc/PID/mem, read by its parent; another
 *   user may not open it (EACCES); the file keeps the address space of
 *   open(2) after the process execs;
 * - an open /proc/PID/mem does not keep an exited process's memory:
 *   MemFree gets its 16 MiB back at the exit, before the close.
 */
#include "report.h"
#include "meminfo.h"
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

static char word[16] = "original";

/* lseek(2) to addr: "at address" when it returned the address itself
 * (Linux's answer for every address, above 2 GiB too) */
static void seek_to(int fd, uintptr_t addr)
{
	off_t at = lseek(fd, (off_t)addr, SEEK_SET);

	printf("lseek: %s\n", (uintptr_t)at == addr ? "at address" :
	       strerrorname_np(errno));
}

static void own_memory(int mem)
{
	char buf[16] = "";

	seek_to(mem, (uintptr_t)word);
	T(read(mem, buf, 8));
	printf("read: %s\n", buf);
	seek_to(mem, (uintptr_t)word);
	T(write(mem, "replaced", 8));
	printf("word: %s\n", word);
	seek_to(mem, 0);	/* page 0 is never mapped */
	T(read(mem, buf, 8));
	T(lseek(mem, 0, SEEK_END));
	seek_to(mem, 0xc0001000u);	/* the kernel's: no access */
	T(read(mem, buf, 8));
}

/* a file mapped read-only, privately then shared, written through mem */
static void file_mappings(int mem)
{
	char back[8] = "";
	int fd = open("/tmp/memcheck.f", O_RDWR | O_CREAT | O_TRUNC, 0600);
	char *priv, *shared;

	write(fd, "file", 4);
	priv = mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, fd, 0);
	shared = mmap(NULL, 4096, PROT_READ, MAP_SHARED, fd, 0);
	seek_to(mem, (uintptr_t)priv);
	T(write(mem, "COPY", 4));
	printf("private mapping: %.4s\n", priv);
	seek_to(mem, (uintptr_t)shared);
	T(write(mem, "FILE", 4));
	printf("shared mapping: %.4s\n", shared);
	T(pread(fd, back, 4, 0));
	printf("file: %.4s\n", back);
	munmap(priv, 4096);
	munmap(shared, 4096);
	close(fd);
	unlink("/tmp/memcheck.f");
}

/* a child that waits: its parent reads its word, then another user
 * tries to open its mem, then the child execs and the old file still
 * shows the word it had */
static void child_memory(void)
{
	char path[32], buf[16] = "";
	int ready[2], go[2], mem;
	pid_t pid;

	pipe(ready);
	pipe(go);
	pid = fork();
	if (!pid) {
		strcpy(word, "child's");
		write(ready[1], "x", 1);
		read(go[0], buf, 1);	/* the parent's go: exec */
		execl("/bin/busybox", "sleep", "5", (char *)NULL);
		_exit(1);
	}
	read(ready[0], buf, 1);
	snprintf(path, sizeof(path), "/proc/%d/mem", pid);
	mem = open(path, O_RDONLY);
	seek_to(mem, (uintptr_t)word);
	T(read(mem, buf, 8));
	printf("child's word: %s\n", buf);
	if (!fork()) {
		T(setuid(65534));
		T(open(path, O_RDONLY));
		_exit(0);
	}
	wait(NULL);
	write(go[1], "x", 1);
	sleep(1);	/* the child has exec'd busybox */
	memset(buf, 0, sizeof(buf));
	seek_to(mem, (uintptr_t)word);
	T(read(mem, buf, 8));
	printf("after exec: %s\n", buf);
	close(mem);
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
}

#define BIG (16 << 20)

static void exited_memory(void)
{
	int ready[2], go[2], mem;
	char path[32], c;
	long before, after;
	pid_t pid;

	pipe(ready);
	pipe(go);
	pid = fork();
	if (!pid) {
		char *big = mmap(NULL, BIG, PROT_READ | PROT_WRITE,
				 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		memset(big, 1, BIG);
		write(ready[1], "x", 1);
		read(go[0], &c, 1);
		_exit(0);
	}
	read(ready[0], &c, 1);
	snprintf(path, sizeof(path), "/proc/%d/mem", pid);
	mem = open(path, O_RDONLY);
	before = mem_free_kb();
	write(go[1], "x", 1);
	waitpid(pid, NULL, 0);
	after = mem_free_kb();
	printf("16 MiB back at exit, file still open: %s\n",
	       after - before >= 12 * 1024 ? "yes" : "no");
	seek_to(mem, (uintptr_t)word);
	T(read(mem, &c, 1));
	close(mem);
}

int main(void)
{
	int mem;

	setvbuf(stdout, NULL, _IONBF, 0);
	mem = open("/proc/self/mem", O_RDWR);
	printf("open: %s\n", mem < 0 ? strerrorname_np(errno) : "fd");
	own_memory(mem);
	file_mappings(mem);
	close(mem);
	child_memory();
	exited_memory();
	return 0;
}
