// SPDX-License-Identifier: GPL-2.0
/*
 * tests/host/test_kallsyms.c - tests of the kallsyms table:
 * scripts/kallsyms (the generator the build runs) and
 * kernel/kallsyms_table.c (the decoder the kernel runs).
 *
 * The main sample is real: a few generated C files are linked into an
 * i386 ELF with the host's gcc -m32, GNU nm lists it, and the table built
 * from that listing must give back what nm and addr2line say, with this
 * file's own simple parser of the listing as the reference.  Synthetic
 * listings cover what a small program does not: aliases, sparse and wide
 * tables, and malformed input.  Damaged tables (every truncation, a byte
 * changed at every offset) must be rejected or stay inside their bytes,
 * which the sanitizers check, and consistent (fuzz_kallsyms.c's check).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#include "ktap.h"
#include "linux/kallsyms_table.h"
#include "linux/errno.h"

#ifndef KALLSYMS_TOOL
#define KALLSYMS_TOOL "build/scripts/kallsyms"
#endif

#define MARKER		"__start___kallsyms"
#define KEPT_TYPES	"TtWwDdBbRrVv"
/* Generated sample: source files, functions in each. */
#define SAMPLE_FILES	4
#define SAMPLE_FUNCS	60
/* The sample's big function and array: over 64 KiB, to span pages. */
#define BIG_BYTES	70000
/* Symbols in the wide synthetic table: more than a 16-bit index holds. */
#define WIDE_COUNT	70000
#define CMD_LEN		1024
/* Longest nm line the reference reads, and so the longest name. */
#define LINE_LEN	512

/* One symbol as the reference reads it from nm. */
struct ref_sym {
	u32 addr, size;
	char type;
	unsigned int line;
	char name[LINE_LEN];
};

struct ref {
	struct ref_sym *v;
	u32 n;
	u32 end;
};

static char dir[] = "/tmp/test_kallsyms.XXXXXX";

/* @file in the scratch directory; enough buffers for one command line. */
static char *path(const char *file)
{
	static char buf[4][256];
	static int next;
	char *p = buf[next++ % 4];

	snprintf(p, sizeof(buf[0]), "%s/%s", dir, file);
	return p;
}

static int run(const char *fmt, ...)
{
	char cmd[CMD_LEN];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(cmd, sizeof(cmd), fmt, ap);
	va_end(ap);
	return system(cmd);
}

static void *read_file(const char *file, size_t *size)
{
	FILE *f = fopen(file, "rb");
	char *buf;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc(n + 1);
	*size = fread(buf, 1, n, f);
	buf[*size] = '\0';
	fclose(f);
	return buf;
}

static void write_text(const char *file, const char *text)
{
	FILE *f = fopen(file, "w");

	fputs(text, f);
	fclose(f);
}

/*
 * Build a table from an nm listing with the generator.  Returns the
 * blob (and its size) or NULL if the generator failed.
 */
static void *generate(const char *listing, size_t *size)
{
	if (run("%s --bin %s < %s > %s 2> %s", KALLSYMS_TOOL, path("t.bin"),
		listing, path("t.S"), path("t.err")))
		return NULL;
	return read_file(path("t.bin"), size);
}

/* --- the reference: nm's listing read independently of the generator --- */

static int ref_better(const struct ref_sym *a, const struct ref_sym *b)
{
	int pa = (a->size != 0) * 2 + !!isupper((unsigned char)a->type);
	int pb = (b->size != 0) * 2 + !!isupper((unsigned char)b->type);

	return pa != pb ? pa > pb : a->line < b->line;
}

/* The expected table order: by address, the preferred of a group last. */
static int ref_cmp(const void *x, const void *y)
{
	const struct ref_sym *a = x, *b = y;

	if (a->addr != b->addr)
		return a->addr < b->addr ? -1 : 1;
	return ref_better(a, b) ? 1 : -1;
}

static void ref_read(struct ref *r, const char *listing)
{
	FILE *f = fopen(listing, "r");
	char line[LINE_LEN], *field[4], *tok;
	unsigned int no = 0, marker = 0xffffffffU;
	unsigned long long end = 0;
	u32 i, n = 0;
	int nf;

	r->v = calloc(1, sizeof(*r->v));
	r->n = 0;
	while (fgets(line, sizeof(line), f)) {
		struct ref_sym s = { .line = ++no };

		/* "addr [size] type name": a size only if four fields */
		nf = 0;
		for (tok = strtok(line, " \n"); tok && nf < 4;
		     tok = strtok(NULL, " \n"))
			field[nf++] = tok;
		if (nf < 3)
			continue;
		s.addr = strtoul(field[0], NULL, 16);
		s.size = nf == 4 ? strtoul(field[1], NULL, 16) : 0;
		s.type = field[nf - 2][0];
		strcpy(s.name, field[nf - 1]);
		if (!strcmp(s.name, MARKER))
			marker = s.addr;
		r->v = realloc(r->v, (r->n + 1) * sizeof(*r->v));
		r->v[r->n++] = s;
	}
	fclose(f);
	for (i = 0; i < r->n; i++) {
		struct ref_sym *s = &r->v[i];
		unsigned long long reach = s->addr + (s->size ? s->size : 1ULL);

		if (!strchr(KEPT_TYPES, s->type) || s->addr >= marker)
			continue;
		if (reach > end)
			end = reach;
		r->v[n++] = *s;
	}
	r->n = n;
	r->end = marker != 0xffffffffU ? marker : end;
	qsort(r->v, r->n, sizeof(*r->v), ref_cmp);
}

/* What the reference says contains @addr: -1, or its table position. */
static long ref_lookup(const struct ref *r, u32 addr)
{
	long best = -1;
	u32 i;

	if (addr >= r->end)
		return -1;
	for (i = 0; i < r->n && r->v[i].addr <= addr; i++)
		best = i;
	return best;
}

static int name_is(const struct ksym_table *t, long idx, const char *want)
{
	char name[KSYM_NAME_LEN];

	return idx >= 0 && ksym_name(t, idx, name, sizeof(name)) &&
	       !strcmp(name, want);
}

/* Is the symbol containing @addr called @want? */
static int at_is(const struct ksym_table *t, u32 addr, const char *want)
{
	return name_is(t, ksym_lookup_addr(t, addr), want);
}

/* --- the real sample --- */

/* Parts of the sample's function names, kernel-like. */
static const char *const prefixes[] = {
	"sys_", "do_", "vfs_", "kmem_", "sched_", "__", "irq_", "",
};

static const char *const words[] = {
	"read", "write", "alloc", "free", "lookup", "init",
	"page", "fault", "timer", "lock", "wake",   "queue",
};

#define COUNT_OF(a) (sizeof(a) / sizeof((a)[0]))

static void write_sample_file(int file)
{
	char name[32];
	FILE *f;
	int i, k;

	snprintf(name, sizeof(name), "s%d.c", file);
	f = fopen(path(name), "w");
	/* Two files define a static "helper": duplicate names. */
	fprintf(f,
		"static int counter;\nint table_%d[%d];\n"
		"const char banner_%d[] = \"oops386\";\n"
		"static int helper(int x) { return x * %d + counter++; }\n"
		"int (*use_helper_%d)(int) = helper;\n",
		file, 10 + file * 5000, file, file + 3, file);
	for (i = 0; i < SAMPLE_FUNCS; i++) {
		fprintf(f, "%sint %s%s_%s_%d(int x)\n{\n",
			i % 9 == 0 ? "static " : "",
			prefixes[(i + file) % COUNT_OF(prefixes)],
			words[i % COUNT_OF(words)],
			words[(i / 3 + file) % COUNT_OF(words)],
			file * 100 + i);
		/* Bodies of different lengths give functions of many sizes. */
		for (k = 0; k < i % 6; k++)
			fprintf(f, "\tx = x * %d + %d;\n", k + 2, i);
		fprintf(f, "\treturn x;\n}\n");
	}
	fclose(f);
}

static int build_sample(void)
{
	int file;
	FILE *f;

	for (file = 0; file < SAMPLE_FILES; file++)
		write_sample_file(file);
	f = fopen(path("main.c"), "w");
	fprintf(f, "char big_buffer[%d];\n"
		   "__attribute__((weak)) void weak_hook(void) { }\n"
		   "void first_entry(void) { }\n"
		   "void entry_alias(void) "
		   "__attribute__((alias(\"first_entry\")));\n"
		   "void big_function(void)\n"
		   "{ __asm__ volatile(\".skip %d, 0x90\"); }\n"
		   "int main(void) { return big_buffer[1]; }\n",
		BIG_BYTES, BIG_BYTES);
	fclose(f);
	return run("cd %s && gcc -m32 -O0 -g -fno-pic -no-pie "
		   "-fno-stack-protector -nostdlib -static -Wl,-e,main "
		   "-Wl,--defsym=" MARKER "=_end -o sample main.c s*.c && "
		   "nm -n -S sample > sample.nm",
		   dir);
}

/* Every symbol comes back in the reference's order, intact. */
static int check_symbols(const struct ksym_table *t, const struct ref *r)
{
	char name[KSYM_NAME_LEN];
	int bad = 0;
	u32 i;

	for (i = 0; i < r->n; i++) {
		u32 next = r->end;
		u32 j;

		for (j = i + 1; j < r->n; j++)
			if (r->v[j].addr != r->v[i].addr) {
				next = r->v[j].addr;
				break;
			}
		ksym_name(t, i, name, sizeof(name));
		bad += ksym_addr(t, i) != r->v[i].addr ||
		       ksym_type(t, i) != r->v[i].type ||
		       strcmp(name, r->v[i].name) ||
		       ksym_size(t, i) != next - r->v[i].addr;
	}
	return bad;
}

/* Every byte of every function maps to the reference's symbol. */
static int check_every_address(const struct ksym_table *t, const struct ref *r)
{
	int bad = 0;
	u32 i, a;

	for (i = 0; i < r->n; i++) {
		const struct ref_sym *s = &r->v[i];

		if (strchr("Tt", s->type))
			for (a = s->addr; a < s->addr + s->size; a++)
				bad += ksym_lookup_addr(t, a) !=
				       ref_lookup(r, a);
	}
	return bad;
}

/* Is @name unique at its address, so addr2line must agree with us? */
static int alone_at_addr(const struct ref *r, u32 i)
{
	return (!i || r->v[i - 1].addr != r->v[i].addr) &&
	       (i + 1 == r->n || r->v[i + 1].addr != r->v[i].addr);
}

/*
 * addr2line, reading DWARF rather than the symbol table, names the
 * function at its first, middle and last byte the same as we do.
 */
static int check_addr2line(const struct ksym_table *t, const struct ref *r)
{
	char cmd[CMD_LEN * 64], line[LINE_LEN], name[KSYM_NAME_LEN];
	u32 addrs[3 * SAMPLE_FILES * SAMPLE_FUNCS * 2];
	u32 i, k, n = 0;
	int bad = 0, len;
	FILE *f;

	len = snprintf(cmd, sizeof(cmd), "addr2line -f -e %s", path("sample"));
	for (i = 0; i < r->n && n + 3 <= COUNT_OF(addrs); i++) {
		const struct ref_sym *s = &r->v[i];

		if (!strchr("Tt", s->type) || !s->size || !alone_at_addr(r, i))
			continue;
		addrs[n++] = s->addr;
		addrs[n++] = s->addr + s->size / 2;
		addrs[n++] = s->addr + s->size - 1;
	}
	for (k = 0; k < n; k++)
		len += snprintf(cmd + len, sizeof(cmd) - len, " %x", addrs[k]);
	f = popen(cmd, "r");
	for (k = 0; k < n; k++) {
		long idx = ksym_lookup_addr(t, addrs[k]);

		/* addr2line prints the function, then file:line. */
		if (!fgets(line, sizeof(line), f) || idx < 0) {
			bad++;
			break;
		}
		line[strcspn(line, "\n")] = '\0';
		ksym_name(t, idx, name, sizeof(name));
		bad += strcmp(line, name) != 0;
		if (!fgets(line, sizeof(line), f))
			bad++;
	}
	return pclose(f) || bad || n < 100;
}

static const struct ref_sym *ref_find(const struct ref *r, const char *name)
{
	u32 i;

	for (i = 0; i < r->n; i++)
		if (!strcmp(r->v[i].name, name))
			return &r->v[i];
	return NULL;
}

/* Each name is found, as its lowest-addressed symbol. */
static int check_names(const struct ksym_table *t, const struct ref *r)
{
	int bad = 0;
	u32 i, j;

	for (i = 0; i < r->n; i++) {
		long want = i;

		for (j = 0; j < i; j++)
			if (!strcmp(r->v[j].name, r->v[i].name)) {
				want = j;
				break;
			}
		bad += ksym_lookup_name(t, r->v[i].name) != want;
	}
	return bad;
}

/* Header word @field of a table. */
static u32 header_word(const u8 *blob, enum ksym_hdr field)
{
	const u8 *p = blob + 4 * field;

	return p[0] | p[1] << 8 | p[2] << 16 | (u32)p[3] << 24;
}

/*
 * The page size is the smallest that needs no more pages than blocks,
 * worked out here from the reference's addresses.
 */
static int page_rule_holds(const u8 *blob, const struct ref *r)
{
	u32 nblocks = (r->n + KSYM_BLOCK - 1) / KSYM_BLOCK;
	u32 last = r->v[(nblocks - 1) * KSYM_BLOCK].addr - r->v[0].addr;
	u32 shift = 0;

	while ((last >> shift) + 1 > nblocks)
		shift++;
	return header_word(blob, KSYM_H_PAGE_SHIFT) == shift &&
	       header_word(blob, KSYM_H_NPAGES) == (last >> shift) + 1 &&
	       header_word(blob, KSYM_H_FIRST) == r->v[0].addr;
}

static void test_sample(void)
{
	const struct ref_sym *alias, *entry, *first;
	struct ksym_table t;
	struct ref r;
	size_t size, sec_size = 0, raw = 0, len;
	int ok;
	void *blob, *sec;
	char name[8];
	u32 i, last;
	int built = !build_sample();

	KTAP_CHECK(built, "gcc -m32 and nm build the i386 sample");
	blob = built ? generate(path("sample.nm"), &size) : NULL;
	KTAP_CHECK(blob, "the generator accepts the sample's nm listing");
	if (!blob) {
		fprintf(stderr, "cannot test without a sample table\n");
		exit(1);
	}
	run("cd %s && gcc -m32 -c t.S -o t.o && objcopy -O binary "
	    "--only-section=__kallsyms t.o t.sec",
	    dir);
	sec = read_file(path("t.sec"), &sec_size);
	KTAP_CHECK(sec && sec_size == size && !memcmp(sec, blob, size),
		   "the assembler output holds the same bytes as --bin");

	ref_read(&r, path("sample.nm"));
	KTAP_CHECK(!ksym_table_init(&t, blob, size) && ksym_count(&t) == r.n,
		   "the table holds the %u kept symbols", r.n);
	KTAP_CHECK(check_symbols(&t, &r) == 0,
		   "every address, type, name and size round-trips");
	KTAP_CHECK(check_every_address(&t, &r) == 0,
		   "every byte of every function finds its symbol");
	KTAP_CHECK(check_addr2line(&t, &r) == 0, "addr2line agrees");
	KTAP_CHECK(check_names(&t, &r) == 0, "every name is found by name");
	alias = ref_find(&r, "entry_alias");
	entry = ref_find(&r, "first_entry");
	first = alias && entry && alias->line < entry->line ? alias : entry;
	KTAP_CHECK(alias && entry && alias->addr == entry->addr &&
		   at_is(&t, entry->addr, first->name),
		   "of two sized globals at one address the first in nm wins");
	KTAP_CHECK(ksym_lookup_name(&t, "_end") < 0 &&
		   ksym_lookup_name(&t, MARKER) < 0,
		   "nothing at or above " MARKER " is kept");

	last = r.n - 1;
	KTAP_CHECK(ksym_lookup_addr(&t, r.v[0].addr - 1) == -1 &&
		   ksym_lookup_addr(&t, 0) == -1,
		   "an address below the first symbol is not found");
	KTAP_CHECK(ksym_lookup_addr(&t, r.end) == -1 &&
		   ksym_lookup_addr(&t, 0xffffffffU) == -1 &&
		   ksym_lookup_addr(&t, r.end - 1) == (long)last,
		   "the end bound closes the last symbol");
	KTAP_CHECK(ksym_lookup_name(&t, "") == -1 &&
		   ksym_lookup_name(&t, "sys_") == -1 &&
		   ksym_lookup_name(&t, "no_such_symbol") == -1 &&
		   ksym_lookup_name(&t, "\x7f\xff") == -1,
		   "unknown names are not found");
	len = ksym_name(&t, ksym_lookup_name(&t, "big_function"), name,
			sizeof(name));
	ok = len == strlen("big_function") && !strcmp(name, "big_fun") &&
	     ksym_name(&t, 0, name, 0) == strlen(r.v[0].name);
	KTAP_CHECK(ok, "a short buffer gets a truncated name, the full length");
	for (i = 0; i < r.n; i++)
		raw += 4 + strlen(r.v[i].name) + 1;
	KTAP_CHECK(size < raw, "table %zu bytes, plain %zu bytes", size, raw);
	KTAP_CHECK(page_rule_holds(blob, &r),
		   "the page is the smallest with no more pages than blocks");

	free(sec);
	free(blob);
	free(r.v);
}

/* --- synthetic listings --- */

/*
 * Table from listing @text, its size in *@size; NULL if the generator or
 * the decoder refuse it.
 */
static void *table_from(const char *text, struct ksym_table *t, size_t *size)
{
	void *blob;

	write_text(path("syn.nm"), text);
	blob = generate(path("syn.nm"), size);
	if (blob && ksym_table_init(t, blob, *size)) {
		free(blob);
		return NULL;
	}
	return blob;
}

static void test_preference(void)
{
	struct ksym_table t;
	size_t size;
	int ok;
	void *blob = table_from("c0100000 T first\n"
				"c0100000 00000010 t local_sized\n"
				"c0100000 00000010 T global_sized\n"
				"c0100000 00000010 T later_global\n"
				"c0100000 t local\n"
				"c0100010 00000004 t next\n"
				"c0100014 a absolute\n"
				"         U undefined\n"
				"         w weak_undefined\n"
				"c0100014 N debug\n",
				&t, &size);

	ok = blob && ksym_count(&t) == 6 &&
	     at_is(&t, 0xc0100008, "global_sized") && name_is(&t, 0, "local") &&
	     name_is(&t, 1, "first") && name_is(&t, 2, "local_sized") &&
	     name_is(&t, 4, "global_sized") && ksym_type(&t, 4) == 'T';
	KTAP_CHECK(ok, "sized, then global, then first in nm is preferred");
	KTAP_CHECK(blob && ksym_size(&t, 0) == 0x10 &&
		   ksym_lookup_addr(&t, 0xc0100014) == -1 &&
		   ksym_lookup_addr(&t, 0xc0100013) == 5,
		   "aliases share a size; without the marker the end is the"
		   " last symbol's end");
	free(blob);
}

/* Far-apart pages: a low boot page and a high kernel, no page between. */
static void test_sparse(void)
{
	struct ksym_table t;
	size_t size;
	void *blob = table_from("00100000 00000020 T boot_entry\n"
				"c0100000 00000100 T start_kernel\n"
				"c0345678 00000008 b last_var\n"
				"c0400000 A " MARKER "\n",
				&t, &size);

	KTAP_CHECK(blob && at_is(&t, 0x0010001f, "boot_entry") &&
		   at_is(&t, 0x80000000, "boot_entry") &&
		   at_is(&t, 0xc03fffff, "last_var") &&
		   ksym_lookup_addr(&t, 0xc0400000) == -1 &&
		   ksym_addr(&t, 1) == 0xc0100000,
		   "sparse addresses: the gap belongs to the symbol below it");
	free(blob);
}

/*
 * A run of aliases longer than a block: three blocks start at one
 * address, and the preferred alias, stored last, is the one found.
 */
static void test_alias_run(void)
{
	struct ksym_table t;
	FILE *f = fopen(path("syn.nm"), "w");
	size_t size;
	void *blob;
	u32 i;
	int bad = 0;

	fprintf(f, "c0100000 00000010 T before\n");
	for (i = 0; i < 3 * KSYM_BLOCK; i++)
		fprintf(f, "c0100010 t alias_%02u\n", i);
	fprintf(f, "c0100010 00000020 T the_function\n"
		   "c0100030 00000010 T after\n");
	fclose(f);
	blob = generate(path("syn.nm"), &size);
	if (!blob || ksym_table_init(&t, blob, size)) {
		KTAP_CHECK(0, "a run of aliases over several blocks");
		free(blob);
		return;
	}
	for (i = 1; i <= 3 * KSYM_BLOCK + 1; i++)
		bad += ksym_addr(&t, i) != 0xc0100010 || ksym_size(&t, i) != 0x20;
	KTAP_CHECK(!bad && at_is(&t, 0xc0100010, "the_function") &&
		   at_is(&t, 0xc010002f, "the_function") &&
		   at_is(&t, 0xc010000f, "before") &&
		   at_is(&t, 0xc0100030, "after") &&
		   /* the earlier in nm, the later in the table */
		   ksym_lookup_name(&t, "alias_33") == 1 + 3 * KSYM_BLOCK - 1 - 33,
		   "a run of %d aliases over several blocks", 3 * KSYM_BLOCK);
	free(blob);
}

/* More symbols than 16-bit indexes hold: wider packed fields. */
static void test_wide(void)
{
	struct ksym_table t;
	FILE *f = fopen(path("syn.nm"), "w");
	char last[KSYM_NAME_LEN];
	size_t size;
	void *blob;
	u32 i;
	int bad = 0;

	for (i = 0; i < WIDE_COUNT; i++) {
		snprintf(last, sizeof(last), "fn_%u_%s", i,
			 words[i % COUNT_OF(words)]);
		fprintf(f, "%08x %08x t %s\n", 0xc0100000 + 24 * i, 24, last);
	}
	fclose(f);
	blob = generate(path("syn.nm"), &size);
	if (!blob || ksym_table_init(&t, blob, size)) {
		KTAP_CHECK(0, "a table of %d symbols", WIDE_COUNT);
		free(blob);
		return;
	}
	for (i = 0; i < WIDE_COUNT; i += 7)
		bad += ksym_lookup_addr(&t, 0xc0100000 + 24 * i + 23) !=
		       (long)i;
	bad += ksym_lookup_name(&t, last) != WIDE_COUNT - 1;
	KTAP_CHECK(!bad && ksym_count(&t) == WIDE_COUNT,
		   "a table of %d symbols", WIDE_COUNT);
	free(blob);
}

/* The generator must refuse bad input with a message, not a table. */
static void test_malformed(void)
{
	static const char *const bad[] = {
		"c01000zz T bad_hex\n",
		"c0100000 T\n",
		"c0100000 00000010 T too many fields\n",
		"1c0100000 T wider_than_32_bits\n",
		"c0100000 TT two_letter_type\n",
		"T missing_address\n",
		"",
		"c0100000 A only_absolute\n",
	};
	char big[KSYM_NAME_LEN + 32];
	size_t size, i, refused = 0, said = 0;
	void *blob, *err;

	for (i = 0; i <= COUNT_OF(bad); i++) {
		if (i < COUNT_OF(bad)) {
			write_text(path("bad.nm"), bad[i]);
		} else {
			snprintf(big, sizeof(big), "c0100000 T %0*d\n",
				 KSYM_NAME_LEN, 0);
			write_text(path("bad.nm"), big);
		}
		blob = generate(path("bad.nm"), &size);
		refused += !blob;
		err = read_file(path("t.err"), &size);
		said += err && strstr(err, "kallsyms: ");
		free(err);
		free(blob);
	}
	KTAP_CHECK(refused == COUNT_OF(bad) + 1 && said == refused,
		   "malformed nm input fails with a message");
}

/* Token length @code of a table, or with @set >= 0 that length set. */
static u32 token_len(u8 *blob, u32 code, int set)
{
	u32 bits = header_word(blob, KSYM_H_TOKEN_BITS), k, v = 0;
	u8 *lens = blob + header_word(blob, KSYM_H_TOKEN_LENS_OFF);

	for (k = 0; k < bits; k++) {
		u32 bit = code * bits + k;

		v |= (u32)(lens[bit / 8] >> (bit % 8) & 1) << k;
		if (set >= 0)
			lens[bit / 8] = (lens[bit / 8] & ~(1 << (bit % 8))) |
					(set >> k & 1) << (bit % 8);
	}
	return v;
}

/*
 * A stem of one pair of chars, repeated, at the start of every block
 * tempts the byte pair encoding into tokens of 2, 4, 8, 16, 32... of
 * them: they stop at KSYM_TOKEN_MAX, the decoder's slot, and a table
 * claiming a longer one is refused.
 */
static void test_long_tokens(void)
{
	static const char stem[] = "abababababababababababababababababababab_";
	struct ksym_table t;
	FILE *f = fopen(path("syn.nm"), "w");
	char name[KSYM_NAME_LEN], want[KSYM_NAME_LEN];
	u32 i, code, longest = 0, top = 0, other = 0;
	size_t size;
	u8 *blob;
	int bad = 0;

	for (i = 0; i < 40 * KSYM_BLOCK; i++)
		fprintf(f, "%08x 00000010 T %s%04u\n", 0xc0100000 + 16 * i,
			stem, i);
	fclose(f);
	blob = generate(path("syn.nm"), &size);
	if (!blob || ksym_table_init(&t, blob, size)) {
		KTAP_CHECK(0, "tokens stop at %d chars", KSYM_TOKEN_MAX);
		KTAP_CHECK(0, "a token longer than that is refused");
		free(blob);
		return;
	}
	for (i = 0; i < 40 * KSYM_BLOCK; i++) {
		snprintf(want, sizeof(want), "%s%04u", stem, i);
		ksym_name(&t, i, name, sizeof(name));
		bad += strcmp(name, want) != 0;
	}
	for (code = 0; code < KSYM_CODES; code++) {
		u32 len = token_len(blob, code, -1);

		if (len > longest) {
			longest = len;
			top = code;
		} else if (len >= 2) {
			other = code;
		}
	}
	KTAP_CHECK(!bad && longest == KSYM_TOKEN_MAX,
		   "tokens stop at %d chars (longest %u)", KSYM_TOKEN_MAX,
		   longest);
	/* One char moved from another token to the longest: same total. */
	token_len(blob, other, token_len(blob, other, -1) - 1);
	token_len(blob, top, KSYM_TOKEN_MAX + 1);
	KTAP_CHECK(token_len(blob, top, -1) == KSYM_TOKEN_MAX + 1 &&
		   ksym_table_init(&t, blob, size) == -EINVAL,
		   "a token longer than that is refused");
	free(blob);
}

/* From fuzz_kallsyms.c: -1 if refused, else the inconsistencies found. */
int kallsyms_fuzz_one(const u8 *data, size_t size);

static void test_damage(void)
{
	struct ksym_table t;
	size_t size = 0, len, off;
	int truncated_ok = 0, accepted = 0, bad = 0, result;
	u8 *blob, *copy;

	blob = table_from("c0100000 00000040 T start_kernel\n"
			  "c0100040 00000010 t helper\n"
			  "c0100050 00000010 T printk\n"
			  "c0110000 00000100 D init_task\n"
			  "c0120000 00001000 b stack\n",
			  &t, &size);
	KTAP_CHECK(blob && ksym_table_init(&t, blob, 0) == -ENOENT,
		   "an empty blob means no table");
	for (len = 1; blob && len < size; len++) {
		copy = malloc(len);
		memcpy(copy, blob, len);
		truncated_ok += ksym_table_init(&t, copy, len) == -EINVAL;
		free(copy);
	}
	KTAP_CHECK(size && truncated_ok == (int)size - 1,
		   "every truncation of a %zu-byte table is refused", size);

	for (off = 0; blob && off < size; off++) {
		static const u8 changes[] = { 0x01, 0x80, 0xff };
		size_t c;

		for (c = 0; c < sizeof(changes); c++) {
			copy = malloc(size);
			memcpy(copy, blob, size);
			copy[off] ^= changes[c];
			result = kallsyms_fuzz_one(copy, size);
			accepted += result >= 0;
			bad += result > 0;
			free(copy);
		}
	}
	KTAP_CHECK(size && !bad,
		   "a changed byte is refused or gives a consistent table"
		   " (%d of %zu accepted)",
		   accepted, 3 * size);
	free(blob);
}

int main(void)
{
	KTAP_BEGIN(27);
	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return 1;
	}
	test_sample();
	test_preference();
	test_sparse();
	test_alias_run();
	test_wide();
	test_malformed();
	test_long_tokens();
	test_damage();
	run("rm -rf %s", dir);
	return KTAP_END();
}
