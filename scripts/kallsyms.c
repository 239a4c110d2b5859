// SPDX-License-Identifier: GPL-2.0
/*
 * kallsyms - build the kernel's symbol table from nm output.
 *
 * Usage: kallsyms [--bin FILE] < nm-output > kallsyms.S
 *
 * Reads `nm -n -S` of the first link ("addr [size] type name" lines), keeps the
 * text, data, rodata and bss symbols below __start___kallsyms and writes
 * the table (format: include/linux/kallsyms_table.h, docs/kallsyms.md) as
 * GNU as source for the __kallsyms section, and with --bin also as raw
 * bytes.  Before writing, the table is decoded again with the kernel's own
 * lib/kallsyms_table.c and compared with the input, so a broken encoder
 * fails the build instead of the kernel's oops output.
 */
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HOSTTOOL_NAME "kallsyms"
#include "hosttool.h"
#include "linux/kallsyms_table.h"

/* Where the table starts; it and everything above move between links. */
#define TABLE_MARKER		"__start___kallsyms"
/* nm type letters of text, weak, data, bss, rodata and weak-object symbols */
#define KEPT_TYPES		"TtWwDdBbRrVv"
/* nm type letters that may come without an address (undefined symbols) */
#define UNDEFINED_TYPES		"Uwv"
/* Assembler output: bytes per .byte line, to keep lines short. */
#define BYTES_PER_LINE		16
/* Pairs of code bytes, as counted when choosing a new token. */
#define PAIRS			(KSYM_CODES * KSYM_CODES)

struct sym {
	u32 addr;
	u32 size;		/* 0 when nm gives none */
	char type;
	unsigned int line;	/* position in the nm output */
	char *name;
	u8 *code;		/* encoded entry: type letter + name */
	u32 ncode;
};

struct syms {
	struct sym *v;
	size_t n;
};

/* The string each code value stands for; unused codes have length 0. */
struct codebook {
	char str[KSYM_CODES][KSYM_NAME_LEN];
	u32 len[KSYM_CODES];
};

struct blob {
	u8 *p;
	size_t len;
};

/* Parse a hex field that must fit 32 bits. */
static u32 parse_hex(const char *s, unsigned int line, const char *what)
{
	unsigned long long v;
	char *end;

	if (!isxdigit((unsigned char)*s))
		die("line %u: %s '%s' is not hexadecimal", line, what, s);
	errno = 0;
	v = strtoull(s, &end, 16);
	if (*end)
		die("line %u: %s '%s' is not hexadecimal", line, what, s);
	if (errno || v > UINT32_MAX)
		die("line %u: %s '%s' does not fit 32 bits", line, what, s);
	return v;
}

/* Split @s at blanks into @field; more than @max fields count as max + 1. */
static int split_fields(char *s, char **field, int max)
{
	int n = 0;
	char *tok;

	for (tok = strtok(s, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
		if (n == max)
			return max + 1;
		field[n++] = tok;
	}
	return n;
}

/*
 * Parse one nm line into @s.  Returns 0 for a line without an address
 * (an undefined symbol, which never goes in the table), 1 otherwise.
 */
static int parse_line(char *text, unsigned int line, struct sym *s)
{
	char *f[4];
	int n = split_fields(text, f, 4);

	if (n == 2 && strlen(f[0]) == 1 && strchr(UNDEFINED_TYPES, f[0][0]))
		return 0;
	if (n < 3 || n > 4)
		die("line %u: expected 'address [size] type name'", line);
	memset(s, 0, sizeof(*s));
	s->addr = parse_hex(f[0], line, "address");
	if (n == 4)
		s->size = parse_hex(f[1], line, "size");
	if (strlen(f[n - 2]) != 1)
		die("line %u: type '%s' is not one letter", line, f[n - 2]);
	s->type = f[n - 2][0];
	s->name = strdup(f[n - 1]);
	if (!s->name)
		die("out of memory");
	s->line = line;
	return 1;
}

static void read_nm(FILE *in, struct syms *all)
{
	char *text = NULL;
	size_t cap = 0, alloc = 0;
	unsigned int line = 0;

	while (getline(&text, &cap, in) >= 0) {
		line++;
		if (strspn(text, " \t\r\n") == strlen(text))
			continue;
		if (all->n == alloc) {
			alloc = alloc ? 2 * alloc : 1024;
			all->v = xrealloc(all->v, alloc * sizeof(*all->v));
		}
		all->n += parse_line(text, line, &all->v[all->n]);
	}
	if (ferror(in))
		die("reading nm output: %s", strerror(errno));
	free(text);
}

static void check_name(const struct sym *s)
{
	if (strlen(s->name) >= KSYM_NAME_LEN)
		die("line %u: name '%s' longer than %d characters", s->line,
		    s->name, KSYM_NAME_LEN - 1);
}

/*
 * Keep the symbols the table describes, in place.  Returns the end bound:
 * the table's own address when the marker is there, since everything up
 * to it is kernel image, else the end of the highest-reaching symbol.
 */
static u32 select_symbols(struct syms *all)
{
	unsigned long long end = 0;
	u32 marker = UINT32_MAX;
	size_t i, n = 0;
	int have_marker = 0;

	for (i = 0; i < all->n; i++)
		if (!strcmp(all->v[i].name, TABLE_MARKER) &&
		    (!have_marker || all->v[i].addr < marker)) {
			marker = all->v[i].addr;
			have_marker = 1;
		}
	for (i = 0; i < all->n; i++) {
		struct sym *s = &all->v[i];
		/* A symbol without a size still covers its first byte. */
		unsigned long long reach =
			(unsigned long long)s->addr + (s->size ? s->size : 1);

		if (!strchr(KEPT_TYPES, s->type) ||
		    (have_marker && s->addr >= marker))
			continue;
		check_name(s);
		if (reach > end)
			end = reach;
		all->v[n++] = *s;
	}
	all->n = n;
	if (!n)
		die("no text, data or bss symbols in the input");
	if (n > KSYM_MAX_COUNT)
		die("%zu symbols, more than the table holds (%u)", n,
		    KSYM_MAX_COUNT);
	if (have_marker)
		return marker;
	if (end > UINT32_MAX)
		die("symbols reach past the end of the address space");
	return end;
}

/* Higher is better: a symbol with a size, then a global one. */
static int preference(const struct sym *s)
{
	return !!s->size * 2 + !!isupper((unsigned char)s->type);
}

/*
 * Address order; among symbols at one address the preferred one goes
 * last, which is where the decoder's "last symbol at or below" lands,
 * and among equals the earlier nm line is preferred.
 */
static int cmp_address(const void *a, const void *b)
{
	const struct sym *x = a, *y = b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	if (preference(x) != preference(y))
		return preference(x) - preference(y);
	return x->line < y->line ? 1 : -1;
}

/*
 * Start every entry as its plain characters, each code its own
 * character, and give every character that occurs a one-char string.
 */
static void init_codes(struct syms *ss, struct codebook *book)
{
	size_t i;
	u32 j;

	memset(book, 0, sizeof(*book));
	for (i = 0; i < ss->n; i++) {
		struct sym *s = &ss->v[i];

		s->ncode = 1 + strlen(s->name);
		s->code = xrealloc(NULL, s->ncode);
		s->code[0] = s->type;
		memcpy(s->code + 1, s->name, s->ncode - 1);
		for (j = 0; j < s->ncode; j++) {
			book->str[s->code[j]][0] = s->code[j];
			book->len[s->code[j]] = 1;
		}
	}
}

/*
 * The adjacent code pair whose replacement by a new code saves the most
 * bytes: each use saves one code byte, the new code's string costs its
 * characters.  Returns the saving; the pair is (*pair >> 8, *pair & 0xff).
 */
static long best_pair(const struct syms *ss, const struct codebook *book,
		      u32 *counts, u32 *pair)
{
	long best = 0;
	size_t i;
	u32 j, p;

	memset(counts, 0, PAIRS * sizeof(*counts));
	for (i = 0; i < ss->n; i++)
		for (j = 1; j < ss->v[i].ncode; j++)
			counts[ss->v[i].code[j - 1] << 8 | ss->v[i].code[j]]++;
	for (p = 0; p < PAIRS; p++) {
		long gain = (long)counts[p] - book->len[p >> 8] -
			    book->len[p & 0xff];

		if (gain > best) {
			best = gain;
			*pair = p;
		}
	}
	return best;
}

static void replace_pair(struct syms *ss, u32 pair, u8 code)
{
	size_t i;
	u32 j, k;

	for (i = 0; i < ss->n; i++) {
		struct sym *s = &ss->v[i];

		for (j = k = 0; j < s->ncode; j++, k++) {
			if (j + 1 < s->ncode &&
			    (u32)(s->code[j] << 8 | s->code[j + 1]) == pair) {
				s->code[k] = code;
				j++;
			} else {
				s->code[k] = s->code[j];
			}
		}
		s->ncode = k;
	}
}

/*
 * Byte pair encoding: while code values are unused and it still saves
 * bytes, turn the most profitable adjacent pair of codes into a new code
 * for their joined strings.  Strings are stored flat, so decoding never
 * recurses.
 */
static void make_tokens(struct syms *ss, struct codebook *book)
{
	u32 *counts = xrealloc(NULL, PAIRS * sizeof(*counts));
	u32 code, pair;

	for (code = 0; code < KSYM_CODES; code++) {
		u8 a, b;

		if (book->len[code])
			continue;
		if (best_pair(ss, book, counts, &pair) <= 0)
			break;
		a = pair >> 8;
		b = pair & 0xff;
		memcpy(book->str[code], book->str[a], book->len[a]);
		memcpy(book->str[code] + book->len[a], book->str[b],
		       book->len[b]);
		book->len[code] = book->len[a] + book->len[b];
		replace_pair(ss, pair, code);
	}
	free(counts);
}

static void put_bytes(struct blob *b, const void *p, size_t n)
{
	b->p = xrealloc(b->p, b->len + n);
	memcpy(b->p + b->len, p, n);
	b->len += n;
}

static void set_word(struct blob *b, enum ksym_hdr field, u32 v)
{
	u8 *p = b->p + 4 * field;

	p[0] = v;
	p[1] = v >> 8;
	p[2] = v >> 16;
	p[3] = v >> 24;
}

/* Start a new array: record its offset in the header. */
static void mark(struct blob *b, enum ksym_hdr field)
{
	set_word(b, field, b->len);
}

/* Append @n values as a packed array of @bits-bit fields at @field. */
static void put_packed(struct blob *b, enum ksym_hdr field, const u32 *v, u32 n,
		       u32 bits)
{
	size_t size = ksym_packed_size(n, bits);
	u64 bit;
	u8 *p;
	u32 i;

	mark(b, field);
	b->p = xrealloc(b->p, b->len + size);
	p = b->p + b->len;
	memset(p, 0, size);
	b->len += size;
	for (i = 0; i < n; i++)
		for (bit = 0; bit < bits; bit++)
			if (v[i] >> bit & 1) {
				u64 at = (u64)i * bits + bit;

				p[at / 8] |= 1 << at % 8;
			}
}

static u32 *new_array(size_t n)
{
	return xrealloc(NULL, n * sizeof(u32));
}

/* The pages in use, each page's first symbol and every symbol's low bits. */
static void put_addresses(struct blob *b, const struct syms *ss)
{
	u32 *pages = new_array(ss->n), *first = new_array(ss->n + 1);
	u32 *lows = new_array(ss->n);
	u32 npages = 0;
	size_t i;

	for (i = 0; i < ss->n; i++) {
		u32 page = ss->v[i].addr >> KSYM_PAGE_SHIFT;

		if (!npages || pages[npages - 1] != page) {
			pages[npages] = page;
			first[npages++] = i;
		}
		lows[i] = ss->v[i].addr & ((1U << KSYM_PAGE_SHIFT) - 1);
	}
	first[npages] = ss->n;
	set_word(b, KSYM_H_NPAGES, npages);
	put_packed(b, KSYM_H_PAGES_OFF, pages, npages, KSYM_PAGE_BITS);
	put_packed(b, KSYM_H_PAGE_FIRST_OFF, first, npages + 1,
		   ksym_bits(ss->n));
	put_packed(b, KSYM_H_LOWS_OFF, lows, ss->n, KSYM_PAGE_SHIFT);
	free(pages);
	free(first);
	free(lows);
}

static void put_codebook(struct blob *b, const struct codebook *book)
{
	u32 start[KSYM_CODES + 1];
	u32 code;

	start[0] = 0;
	for (code = 0; code < KSYM_CODES; code++)
		start[code + 1] = start[code] + book->len[code];
	put_packed(b, KSYM_H_TOKENS_OFF, start, KSYM_CODES + 1,
		   ksym_bits(start[KSYM_CODES]));
	set_word(b, KSYM_H_CHARS_SIZE, start[KSYM_CODES]);
	mark(b, KSYM_H_CHARS_OFF);
	for (code = 0; code < KSYM_CODES; code++)
		put_bytes(b, book->str[code], book->len[code]);
}

/* Entry lengths, the offset of every KSYM_NAME_BLOCK-th, the codes. */
static void put_entries(struct blob *b, const struct syms *ss)
{
	u32 *lens = new_array(ss->n);
	u32 *blocks = new_array(ss->n / KSYM_NAME_BLOCK + 1);
	u32 max_len = 0, off = 0;
	size_t i;

	for (i = 0; i < ss->n; i++) {
		if (i % KSYM_NAME_BLOCK == 0)
			blocks[i / KSYM_NAME_BLOCK] = off;
		lens[i] = ss->v[i].ncode;
		if (lens[i] > max_len)
			max_len = lens[i];
		off += lens[i];
	}
	if (off > KSYM_MAX_CODES)
		die("names too long for the table (%u code bytes)", off);
	set_word(b, KSYM_H_LEN_BITS, ksym_bits(max_len));
	put_packed(b, KSYM_H_LENS_OFF, lens, ss->n, ksym_bits(max_len));
	put_packed(b, KSYM_H_BLOCKS_OFF, blocks,
		   (ss->n - 1) / KSYM_NAME_BLOCK + 1, ksym_bits(off));
	set_word(b, KSYM_H_CODES_SIZE, off);
	mark(b, KSYM_H_CODES_OFF);
	for (i = 0; i < ss->n; i++)
		put_bytes(b, ss->v[i].code, ss->v[i].ncode);
	free(lens);
	free(blocks);
}

static const struct syms *sort_ctx;

/* Name order; symbols with the same name by address order. */
static int cmp_name(const void *a, const void *b)
{
	u32 x = *(const u32 *)a, y = *(const u32 *)b;
	int c = strcmp(sort_ctx->v[x].name, sort_ctx->v[y].name);

	return c ? c : (x < y ? -1 : 1);
}

static void put_name_order(struct blob *b, const struct syms *ss)
{
	u32 *order = new_array(ss->n);
	size_t i;

	for (i = 0; i < ss->n; i++)
		order[i] = i;
	sort_ctx = ss;
	qsort(order, ss->n, sizeof(*order), cmp_name);
	put_packed(b, KSYM_H_SORTED_OFF, order, ss->n, ksym_bits(ss->n));
	free(order);
}

static void build_blob(struct blob *b, const struct syms *ss,
		       const struct codebook *book, u32 end)
{
	memset(b, 0, sizeof(*b));
	put_bytes(b, (u8[KSYM_HDR_WORDS * 4]){ 0 }, KSYM_HDR_WORDS * 4);
	set_word(b, KSYM_H_MAGIC, KSYM_MAGIC);
	set_word(b, KSYM_H_VERSION, KSYM_VERSION);
	set_word(b, KSYM_H_COUNT, ss->n);
	set_word(b, KSYM_H_END, end);
	put_addresses(b, ss);
	put_codebook(b, book);
	put_entries(b, ss);
	put_name_order(b, ss);
	set_word(b, KSYM_H_TOTAL, b->len);
}

/* Decode the table with the kernel's decoder and compare with the input. */
static void self_check(const struct blob *b, const struct syms *ss)
{
	struct ksym_table t;
	char name[KSYM_NAME_LEN];
	size_t i;
	int err = ksym_table_init(&t, b->p, b->len);

	if (err)
		die("internal error: the decoder rejects the table (%d)", err);
	for (i = 0; i < ss->n; i++) {
		const struct sym *s = &ss->v[i];
		long at = ksym_lookup_addr(&t, s->addr);
		long named = ksym_lookup_name(&t, s->name);

		ksym_name(&t, i, name, sizeof(name));
		if (ksym_addr(&t, i) != s->addr ||
		    ksym_type(&t, i) != s->type || strcmp(name, s->name))
			die("internal error: symbol %zu (%s) decodes wrong", i,
			    s->name);
		if (at < (long)i || (at > (long)i && ss->v[at].addr != s->addr))
			die("internal error: lookup of %08x gives %ld", s->addr,
			    at);
		/* The lowest of several same-named symbols is found. */
		if (named < 0 || named > (long)i ||
		    strcmp(ss->v[named].name, s->name))
			die("internal error: lookup of '%s' fails", s->name);
	}
}

static void write_asm(FILE *out, const struct blob *b, size_t count)
{
	size_t i;

	fprintf(out,
		"/* Generated by scripts/kallsyms: %zu symbols, %zu bytes */\n",
		count, b->len);
	fprintf(out, "\t.section __kallsyms,\"a\"\n");
	for (i = 0; i < b->len; i++) {
		bool first = i % BYTES_PER_LINE == 0;
		bool last = i % BYTES_PER_LINE == BYTES_PER_LINE - 1 ||
			    i == b->len - 1;

		fprintf(out, "%s0x%02x%s", first ? "\t.byte " : ",", b->p[i],
			last ? "\n" : "");
	}
	if (fflush(out) || ferror(out))
		die("writing the assembler output: %s", strerror(errno));
}

static void write_bin(const char *path, const struct blob *b)
{
	FILE *f = fopen(path, "wb");

	if (!f)
		die("%s: %s", path, strerror(errno));
	if (fwrite(b->p, 1, b->len, f) != b->len || fclose(f))
		die("%s: write failed: %s", path, strerror(errno));
}

int main(int argc, char **argv)
{
	const char *bin = NULL;
	struct syms ss = { 0 };
	static struct codebook book;
	struct blob b;
	u32 end;

	if (argc == 3 && !strcmp(argv[1], "--bin"))
		bin = argv[2];
	else if (argc != 1) {
		fprintf(stderr, "usage: kallsyms [--bin FILE] < nm-output > "
				"kallsyms.S\n");
		return 2;
	}

	read_nm(stdin, &ss);
	end = select_symbols(&ss);
	qsort(ss.v, ss.n, sizeof(*ss.v), cmp_address);
	init_codes(&ss, &book);
	make_tokens(&ss, &book);
	build_blob(&b, &ss, &book, end);
	self_check(&b, &ss);

	write_asm(stdout, &b, ss.n);
	if (bin)
		write_bin(bin, &b);
	return 0;
}
