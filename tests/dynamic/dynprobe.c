// SPDX-License-Identifier: GPL-2.0
/*
 * tests/dynamic/dynprobe.c - what a dynamically linked, position-
 * independent program sees when glibc's ld-linux.so.2 has started it
 * (docs/dynamic.md): the auxiliary vector the kernel gave (getauxval(3)),
 * compared with the program's own addresses; thread-local storage, a
 * thread, dlopen(3) of a library, and the pages ld.so made read-only
 * (RELRO) and the text, which must refuse a write.  Nothing it prints
 * depends on where things were placed, so Linux 6.1 prints the same
 * (tests/kernel/dynprobe.linux).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/auxv.h>
#include <unistd.h>

extern const ElfW(Ehdr) __ehdr_start;
extern char _start[];

static __thread int tls_value = 42;
/* a pointer relocated at start-up: .data.rel.ro, read-only after */
static const char *const relro_word = "relro";
static sigjmp_buf fault;

static void on_segv(int sig)
{
	siglongjmp(fault, sig);
}

/* Does writing a byte at p fault? */
static const char *write_faults(volatile char *p)
{
	if (sigsetjmp(fault, 1))
		return "SIGSEGV";
	*p = *p;
	return "written";
}

static void *thread_body(void *arg)
{
	tls_value = 7;		/* the thread's own copy */
	return arg;
}

static int show_object(struct dl_phdr_info *info, size_t size, void *data)
{
	const char *name = strrchr(info->dlpi_name, '/');

	(void)size;
	(void)data;
	/* the kernel's vDSO (Linux's linux-gate.so.1) is not a file here */
	if (strstr(info->dlpi_name, "linux-gate"))
		return 0;
	printf("object: %s\n", name ? name + 1 :
	       *info->dlpi_name ? info->dlpi_name : "(the program)");
	return 0;
}

static void show_auxv(const char *argv0)
{
	const char *execfn = (const char *)getauxval(AT_EXECFN);
	unsigned long phdr = (unsigned long)&__ehdr_start +
			     __ehdr_start.e_phoff;

	printf("AT_PAGESZ: %lu\n", getauxval(AT_PAGESZ));
	printf("AT_PHENT: %lu\n", getauxval(AT_PHENT));
	printf("AT_PHNUM is e_phnum: %s\n",
	       getauxval(AT_PHNUM) == __ehdr_start.e_phnum ? "yes" : "no");
	printf("AT_PHDR is the program headers: %s\n",
	       getauxval(AT_PHDR) == phdr ? "yes" : "no");
	printf("AT_ENTRY is _start: %s\n",
	       getauxval(AT_ENTRY) == (unsigned long)_start ? "yes" : "no");
	printf("AT_BASE set: %s\n", getauxval(AT_BASE) ? "yes" : "no");
	printf("AT_UID, AT_EUID: %s\n",
	       getauxval(AT_UID) == getuid() &&
	       getauxval(AT_EUID) == geteuid() ? "as getuid, geteuid" : "no");
	printf("AT_SECURE: %lu\n", getauxval(AT_SECURE));
	printf("AT_RANDOM set: %s\n", getauxval(AT_RANDOM) ? "yes" : "no");
	printf("AT_EXECFN: %s (argv[0] %s)\n", execfn ? execfn : "(none)",
	       argv0);
	printf("AT_PLATFORM: %s\n", (const char *)getauxval(AT_PLATFORM));
	printf("AT_HWCAP has fpu: %s\n", getauxval(AT_HWCAP) & 1 ? "yes" : "no");
}

int main(int argc, char **argv)
{
	struct sigaction sa = { .sa_handler = on_segv };
	double (*cosine)(double);
	pthread_t t;
	void *libm;

	(void)argc;
	show_auxv(argv[0]);
	if (pthread_create(&t, NULL, thread_body, NULL) ||
	    pthread_join(t, NULL))
		printf("thread: failed\n");
	printf("tls after a thread: %d\n", tls_value);
	libm = dlopen("libm.so.6", RTLD_NOW);
	cosine = libm ? (double (*)(double))dlsym(libm, "cos") : NULL;
	printf("dlopen libm: %s, cos(0) = %g\n", libm ? "yes" : dlerror(),
	       cosine ? cosine(0.0) : -1.0);
	dl_iterate_phdr(show_object, NULL);
	sigaction(SIGSEGV, &sa, NULL);
	printf("write to relro: %s\n", write_faults((char *)&relro_word));
	printf("write to text: %s\n", write_faults((char *)main));
	printf("relro still: %s\n", relro_word);
	return 0;
}
