// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/mmaprace.c - page faults on one CPU while the areas next
 * to them change on another (the address space's lock, mm->mmap_lock,
 * docs/smp.md).  In one reserved stretch of address space:
 *
 *   [S][L: 8 pages][R: 16 pages][G0][G1][N: 8 pages][M: 8 pages][S]
 *
 * (S: a PROT_NONE page that stays, so that the holes L, N and M leave
 * are too small for anything the process maps meanwhile - on Linux,
 * which maps top-down, the thread's stack would go in the first hole
 * big enough, and MAP_FIXED then over it)
 * a "toucher" thread on CPU 1 writes and reads back a word of every
 * page of R each round, drops R's pages now and then (MADV_DONTNEED) so
 * that they fault in again as zeroed pages, and probes G0 (PROT_NONE:
 * a read must fault) and G1 (PROT_READ: a read gives its word, a write
 * must fault); meanwhile the main thread on CPU 0 maps L and N
 * (MAP_FIXED), fills them, mprotect(2)s part of N read-only and then
 * inaccessible, checking what faults, moves L to M (mremap(2)) and
 * unmaps everything again, for SECONDS (argument 1; 1 s unless given).
 * Every fault must be a SIGSEGV at the very address probed, where the
 * protection says, and every page must hold what was written.  It
 * prints only what must be the same on Linux 6.1 (tests/kernel/
 * mmaprace.linux): test_mmaplock.py compares, and runs it twice to see
 * /proc/meminfo come back.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#define PAGE		4096
#define WORDS		(PAGE / sizeof(unsigned int))
#define L_PAGES		8
#define R_PAGES		16
#define N_PAGES		8
#define M_PAGES		8
#define TOTAL_PAGES	(1 + L_PAGES + R_PAGES + 2 + N_PAGES + M_PAGES + 1)
#define DROP_EVERY	16	/* toucher rounds between MADV_DONTNEEDs */
#define MIN_ROUNDS	5	/* fewer: the two did not really overlap */
#define G1_WORD		0x61616161u

static char *base, *L, *R, *G0, *G1, *N, *M;
static volatile int stop;
static volatile unsigned long toucher_rounds, mapper_rounds;

/* per thread: where a probe resumes, and what the fault said */
static __thread sigjmp_buf probe_jmp;
static __thread void *volatile fault_addr;
static __thread volatile int probing;

static void on_segv(int sig, siginfo_t *si, void *uc)
{
	(void)sig;
	(void)uc;
	if (!probing) {		/* a fault no probe expected */
		fprintf(stderr, "unexpected SIGSEGV at %p\n", si->si_addr);
		_exit(2);
	}
	fault_addr = si->si_addr;
	siglongjmp(probe_jmp, 1);
}

/*
 * Touch p (write v if write, else read into *v): 1 if it faulted, at p
 * itself (anything else is reported and exits), 0 if not.
 */
static int probe(char *p, int write, unsigned int *v)
{
	volatile unsigned int *w = (volatile unsigned int *)p;

	fault_addr = NULL;
	if (sigsetjmp(probe_jmp, 1)) {
		probing = 0;
		if (fault_addr != p) {
			printf("fault at %p, probe at %p\n", fault_addr, p);
			exit(1);
		}
		return 1;
	}
	probing = 1;
	if (write)
		*w = *v;
	else
		*v = *w;
	probing = 0;
	return 0;
}

static void fail(const char *who, const char *what, long where)
{
	printf("%s: %s (%ld)\n", who, what, where);
	exit(1);
}

static void expect_fault(const char *who, char *p, int write)
{
	unsigned int v = 0;

	if (!probe(p, write, &v))
		fail(who, write ? "write did not fault" : "read did not fault",
		     (p - base) / PAGE);
}

static unsigned int expect_word(const char *who, char *p)
{
	unsigned int v = 0;

	if (probe(p, 0, &v))
		fail(who, "read faulted", (p - base) / PAGE);
	return v;
}

static void pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	if (pthread_setaffinity_np(pthread_self(), sizeof(set), &set))
		fail("pin", "no such CPU", cpu);
}

/* R's words as last written, to check them against */
static unsigned int shadow[R_PAGES][WORDS];

static void toucher_round(unsigned long round)
{
	unsigned int k = round % WORDS, i, v;

	if (round % DROP_EVERY == 0) {
		if (madvise(R, R_PAGES * PAGE, MADV_DONTNEED))
			fail("toucher", "madvise", (long)round);
		memset(shadow, 0, sizeof(shadow));
	}
	for (i = 0; i < R_PAGES; i++) {
		char *p = R + i * PAGE + k * sizeof(v);

		if (expect_word("toucher", p) != shadow[i][k])
			fail("toucher", "R lost a word", i);
		v = (unsigned int)(round << 8 | i);
		if (probe(p, 1, &v))
			fail("toucher", "write to R faulted", i);
		shadow[i][k] = v;
	}
	expect_fault("toucher", G0, 0);
	expect_fault("toucher", G1 + 8, 1);
	if (expect_word("toucher", G1 + 8) != G1_WORD)
		fail("toucher", "G1 lost its word", 0);
}

static void *toucher(void *arg)
{
	unsigned int i, k;

	(void)arg;
	pin(1);
	while (!stop)
		toucher_round(toucher_rounds++);
	for (i = 0; i < R_PAGES; i++)
		for (k = 0; k < WORDS; k++)
			if (((unsigned int *)(R + i * PAGE))[k] != shadow[i][k])
				fail("toucher", "R differs at the end", i);
	return NULL;
}

static char *map_fixed(char *at, int pages, int prot)
{
	char *p = mmap(at, pages * PAGE, prot,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);

	if (p != at)
		fail("mapper", "MAP_FIXED", (at - base) / PAGE);
	return p;
}

/* pages of p: word 1 of each is tag + its number, the rest untouched */
static void fill(char *p, int pages, unsigned int tag)
{
	int i;

	for (i = 0; i < pages; i++) {
		if (expect_word("mapper", p + i * PAGE + 4) != 0)
			fail("mapper", "a new page is not zeroed", i);
		((unsigned int *)(p + i * PAGE))[1] = tag + i;
	}
}

static void check(char *p, int pages, unsigned int tag)
{
	int i;

	for (i = 0; i < pages; i++)
		if (expect_word("mapper", p + i * PAGE + 4) != tag + i)
			fail("mapper", "a page lost its word", i);
}

static void mapper_round(unsigned int tag)
{
	unsigned int v = 1;

	fill(map_fixed(L, L_PAGES, PROT_READ | PROT_WRITE), L_PAGES, tag);
	fill(map_fixed(N, N_PAGES, PROT_READ | PROT_WRITE), N_PAGES, tag + 64);
	/* N's pages 2-5 read-only: written no more, read still */
	if (mprotect(N + 2 * PAGE, 4 * PAGE, PROT_READ))
		fail("mapper", "mprotect PROT_READ", 0);
	expect_fault("mapper", N + 3 * PAGE + 4, 1);
	if (probe(N + PAGE + 8, 1, &v) || probe(N + 6 * PAGE + 8, 1, &v))
		fail("mapper", "write next to the read-only pages faulted", 0);
	check(N, N_PAGES, tag + 64);
	/* inaccessible, then writable again, the words still there */
	if (mprotect(N + 2 * PAGE, 4 * PAGE, PROT_NONE))
		fail("mapper", "mprotect PROT_NONE", 0);
	expect_fault("mapper", N + 5 * PAGE, 0);
	if (mprotect(N, N_PAGES * PAGE, PROT_READ | PROT_WRITE))
		fail("mapper", "mprotect back", 0);
	check(N, N_PAGES, tag + 64);
	/* L moves to M with its pages; L is a hole then */
	if (mremap(L, L_PAGES * PAGE, M_PAGES * PAGE,
		   MREMAP_MAYMOVE | MREMAP_FIXED, M) != M)
		fail("mapper", "mremap", 0);
	check(M, M_PAGES, tag);
	expect_fault("mapper", L + PAGE, 0);
	if (munmap(M, M_PAGES * PAGE) || munmap(N, N_PAGES * PAGE))
		fail("mapper", "munmap", 0);
	expect_fault("mapper", N, 0);
	expect_fault("mapper", M + 2 * PAGE, 1);
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The stretch: L, N and M holes, R, G0, G1 and the S pages there */
static void lay_out(void)
{
	base = mmap(NULL, TOTAL_PAGES * PAGE, PROT_NONE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (base == MAP_FAILED)
		fail("layout", "mmap", 0);
	L = base + PAGE;
	R = L + L_PAGES * PAGE;
	G0 = R + R_PAGES * PAGE;
	G1 = G0 + PAGE;
	N = G1 + PAGE;
	M = N + N_PAGES * PAGE;
	map_fixed(R, R_PAGES, PROT_READ | PROT_WRITE);
	map_fixed(G1, 1, PROT_READ | PROT_WRITE);
	((unsigned int *)G1)[2] = G1_WORD;
	if (mprotect(G1, PAGE, PROT_READ) || munmap(L, L_PAGES * PAGE) ||
	    munmap(N, (N_PAGES + M_PAGES) * PAGE))
		fail("layout", "mprotect/munmap", 0);
}

int main(int argc, char **argv)
{
	double seconds = argc > 1 ? atof(argv[1]) : 1.0, end;
	struct sigaction sa;
	pthread_t t;

	setvbuf(stdout, NULL, _IONBF, 0);
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = on_segv;
	sa.sa_flags = SA_SIGINFO;
	sigaction(SIGSEGV, &sa, NULL);
	lay_out();
	pin(0);
	pthread_create(&t, NULL, toucher, NULL);
	end = now() + seconds;
	while (now() < end || mapper_rounds < MIN_ROUNDS ||
	       toucher_rounds < MIN_ROUNDS)
		mapper_round((unsigned int)(++mapper_rounds << 8));
	stop = 1;
	pthread_join(t, NULL);
	printf("toucher on CPU 1: R intact, G0 and G1 fault as protected\n");
	printf("mapper on CPU 0: mmap, mprotect, mremap, munmap as asked\n");
	printf("both ran at least %d rounds\n", MIN_ROUNDS);
	return 0;
}
