// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/qmod.c - qmod modules | deps NAME | refs NAME | info NAME |
 * symbols [NAME] | none: asks query_module(2) (2.4's, CONFIG_MODULES_24:
 * kernel/module/query24.c) as modutils did - once with no buffer, to
 * learn the size from ENOSPC, then with one that size - and prints the
 * answer the way /proc/modules and /proc/ksyms print theirs, so a test
 * can hold one against the other.
 */
#include "libc.h"

#define __NR_query_module	167

enum { QM_NONE, QM_MODULES, QM_DEPS, QM_REFS, QM_SYMBOL, QM_INFO };

struct module_symbol {
	unsigned long value, name;
};

struct module_info {
	unsigned long addr, size, flags;
	long usecount;
};

static long query(const char *name, int which, void *buf, size_t size,
		  size_t *ret)
{
	return syscall(__NR_query_module, name, which, buf, size, ret);
}

/* The answer in a buffer of the size the kernel asked for; NULL and
 * errno on failure.  *ret: what the kernel put there the second time. */
static char *ask(const char *name, int which, size_t *ret)
{
	size_t need = 0;
	char *buf;

	if (!query(name, which, NULL, 0, &need)) {
		*ret = need;			/* nothing to say: no names */
		buf = malloc(1);
		return buf;
	}
	if (errno != ENOSPC)
		return NULL;
	printf("ENOSPC: %lu bytes needed\n", (unsigned long)need);
	buf = malloc(need);
	if (!buf)
		return NULL;
	if (!query(name, which, buf, need, ret))
		return buf;
	free(buf);
	return NULL;
}

static void names(const char *buf, size_t count)
{
	size_t i;

	for (i = 0; i < count; i++, buf += strlen(buf) + 1)
		printf("%s\n", buf);
}

static void symbols(const char *buf, size_t count)
{
	const struct module_symbol *s = (const void *)buf;
	size_t i;

	for (i = 0; i < count; i++)
		printf("%08lx %s\n", s[i].value, buf + s[i].name);
}

static void info(const char *buf)
{
	const struct module_info *m = (const void *)buf;

	printf("addr 0x%08lx size %lu flags %lu usecount %ld\n", m->addr,
	       m->size, m->flags, m->usecount);
}

static int which_of(const char *word)
{
	static const char *const words[] = { "none", "modules", "deps",
					     "refs", "symbols", "info" };
	int i;

	for (i = 0; i < (int)ARRAY_SIZE(words); i++)
		if (!strcmp(word, words[i]))
			return i;
	return -1;
}

int main(int argc, char **argv)
{
	int which = argc > 1 ? which_of(argv[1]) : -1;
	const char *name = argc > 2 ? argv[2] : NULL;
	size_t count = 0;
	char *buf;

	if (which < 0 || argc > 3) {
		dprintf(2, "usage: qmod none|modules|deps NAME|refs NAME|"
			   "info NAME|symbols [NAME]\n");
		return 2;
	}
	buf = ask(name, which, &count);
	if (!buf) {
		printf("qmod: %s\n", strerror(errno));
		return 1;
	}
	if (which == QM_SYMBOL)
		symbols(buf, count);
	else if (which == QM_INFO)
		info(buf);
	else if (which != QM_NONE)
		names(buf, count);
	printf("ret %lu\n", (unsigned long)count);
	free(buf);
	return 0;
}
