// SPDX-License-Identifier: GPL-2.0
/*
 * user/ksym.c - ksym ADDR|NAME: an address or a symbol name resolved
 * with the kernel's own table, /proc/kallsyms (kernel/kallsyms.c),
 * printed as "ADDR NAME+0xOFF/0xSIZE [MODULE]".  A symbol's size is the
 * distance to the next symbol, as kallsyms takes it.
 */
#include "libc.h"

struct sym {
	unsigned long addr;
	const char *name, *module;
};

static unsigned long hex(const char *s, const char **end)
{
	unsigned long v = 0;

	for (; *s; s++) {
		int d = *s >= '0' && *s <= '9' ? *s - '0' :
			*s >= 'a' && *s <= 'f' ? *s - 'a' + 10 : -1;

		if (d < 0)
			break;
		v = v * 16 + (unsigned long)d;
	}
	*end = s;
	return v;
}

/* One "ADDR T NAME[\t[MODULE]]" line, split in place */
static bool parse(char *line, struct sym *s)
{
	const char *end;
	char *tab;

	s->addr = hex(line, &end);
	if (end != line + 8 || strlen(line) < 12)
		return false;
	s->name = line + 11;
	tab = strchr(line + 11, '\t');
	s->module = "kernel";
	if (tab) {
		*tab = '\0';
		s->module = tab + 2;
		tab[strlen(tab + 1)] = '\0';	/* the closing ']' */
	}
	return true;
}

/* Every line of /proc/kallsyms as a struct sym; returns the count */
static size_t parse_all(char *text, struct sym **out)
{
	size_t n = 0, cap = 1024;
	struct sym *syms = malloc(cap * sizeof(*syms));
	char *line, *nl;

	for (line = text; syms && (nl = strchr(line, '\n')); line = nl + 1) {
		*nl = '\0';
		if (n == cap)
			syms = realloc(syms, (cap *= 2) * sizeof(*syms));
		if (syms && parse(line, &syms[n]))
			n++;
	}
	*out = syms;
	return syms ? n : 0;
}

int main(int argc, char **argv)
{
	unsigned long addr, next = ~0UL;
	const char *end, *name = NULL;
	struct sym *syms, *best = NULL;
	size_t len, n, i;
	char *text;

	if (argc != 2) {
		dprintf(2, "usage: ksym ADDR|NAME\n");
		return 1;
	}
	addr = hex(argv[1], &end);
	if (*end || !*argv[1])
		name = argv[1];
	text = read_file("/proc/kallsyms", &len);
	if (!text) {
		perror("ksym: /proc/kallsyms");
		return 1;
	}
	n = parse_all(text, &syms);
	for (i = 0; name && i < n && !best; i++)
		if (!strcmp(syms[i].name, name))
			best = &syms[i];
	if (name && !best) {
		printf("ksym: %s: no such symbol\n", name);
		return 1;
	}
	if (name)
		addr = best->addr;
	for (i = 0; i < n; i++) {
		/* of names at one address, the last: a linker marker
		 * (_sinittext) comes before the function it starts */
		if (syms[i].addr <= addr && !name &&
		    (!best || syms[i].addr >= best->addr))
			best = &syms[i];
		if (syms[i].addr > addr && syms[i].addr < next)
			next = syms[i].addr;
	}
	if (!best) {
		printf("%08lx [unresolved]\n", addr);
		return 1;
	}
	printf("%08lx %s+0x%lx/0x%lx [%s]\n", addr, best->name,
	       addr - best->addr, next == ~0UL ? 0 : next - best->addr,
	       best->module);
	return 0;
}
