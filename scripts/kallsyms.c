// SPDX-License-Identifier: GPL-2.0
/*
 * scripts/kallsyms.c - build the kernel's symbol table from nm output.
 *
 * Usage: kallsyms [--bin FILE] < nm-output > kallsyms.S
 *
 * Reads `nm -n -S` of the first link ("addr [size] type name" lines), keeps the
 * text, data, rodata and bss symbols below __start___kallsyms and writes
 * the table (format: include/linux/kallsyms_table.h, docs/kallsyms.md) as
 * GNU as source for the __kallsyms section, and with --bin also as raw
 * bytes.  Before writing, the table is decoded again with the kernel's own
 * kernel/kallsyms_table.c and compared with the input, so a broken encoder
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
	u32 prefix;		/* entry chars shared with the one before */
	u8 *code;		/* the rest of the entry (type letter + name) */
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

/* Chars two entries (type letter + name) start with in common. */
static u32 common_prefix(const struct sym *a, const struct sym *b)
{
	u32 n = 0;

	if (a->type != b->type)
		return 0;
	while (a->name[n] && a->name[n] == b->name[n])
		n++;
	return 1 + n;
}

/*
 * Every entry but the first of a block shares what it can with the entry
 * before it (Linux 2.6.0's "stem compression", bounded by the block).
 * The rest starts as its plain characters, each code its own character,
 * and every character that occurs gets a one-char string.
 */
static void init_codes(struct syms *ss, struct codebook *book)
{
	size_t i;
	u32 j;

	memset(book, 0, sizeof(*book));
	for (i = 0; i < ss->n; i++) {
		struct sym *s = &ss->v[i];
		u32 len = 1 + strlen(s->name);

		s->prefix = i % KSYM_BLOCK ? common_prefix(&ss->v[i - 1], s) : 0;
		s->ncode = len - s->prefix;
		s->code = xrealloc(NULL, s->ncode);
		for (j = s->prefix; j < len; j++)
			s->code[j - s->prefix] = j ? s->name[j - 1] : s->type;
		for (j = 0; j < s->ncode; j++) {
			book->str[s->code[j]][0] = s->code[j];
			book->len[s->code[j]] = 1;
		}
	}
}

/*
 * The adjacent code pair whose replacement by a new code saves the most
 * bytes: each use saves one code byte, the new code's string costs its
 * characters.  Pairs whose joined string would be longer than
 * KSYM_TOKEN_MAX, which the decoder's token slots cannot hold, are passed
 * over.  Returns the saving; the pair is (*pair >> 8, *pair & 0xff).
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
		u32 joined = book->len[p >> 8] + book->len[p & 0xff];
		long gain = (long)counts[p] - joined;

		if (gain > best && joined <= KSYM_TOKEN_MAX) {
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

/* Bit-packed fields being written, least significant bit first. */
struct bitbuf {
	u8 *p;
	u64 bits;
};

static void put_bits(struct bitbuf *w, u32 v, u32 width)
{
	u32 k;

	for (k = 0; k < width; k++, w->bits++) {
		if (w->bits % 8 == 0) {
			w->p = xrealloc(w->p, w->bits / 8 + 1);
			w->p[w->bits / 8] = 0;
		}
		if (v >> k & 1)
			w->p[w->bits / 8] |= 1 << w->bits % 8;
	}
}

/* Append the written fields, padded to a byte, and start afresh. */
static void put_bitbuf(struct blob *b, struct bitbuf *w)
{
	put_bytes(b, w->p, (w->bits + 7) / 8);
	free(w->p);
	w->p = NULL;
	w->bits = 0;
}

/* Append @n values as a packed array of @bits-bit fields at @field. */
static void put_packed(struct blob *b, enum ksym_hdr field, const u32 *v, u32 n,
		       u32 bits)
{
	struct bitbuf w = { 0 };
	u32 i;

	mark(b, field);
	for (i = 0; i < n; i++)
		put_bits(&w, v[i], bits);
	put_bitbuf(b, &w);
}

/* Append @v as a @size-byte little-endian number. */
static void put_number(struct blob *b, u32 v, u32 size)
{
	u32 k;

	for (k = 0; k < size; k++)
		put_bytes(b, (u8[1]){ v >> 8 * k }, 1);
}

/* Append @n values as an array of @size-byte little-endian numbers. */
static void put_le(struct blob *b, enum ksym_hdr field, const u32 *v, u32 n,
		   u32 size)
{
	u32 i;

	mark(b, field);
	for (i = 0; i < n; i++)
		put_number(b, v[i], size);
}

static u32 *new_array(size_t n)
{
	return xrealloc(NULL, (n ? n : 1) * sizeof(u32));
}

static u32 nblocks(const struct syms *ss)
{
	return (ss->n + KSYM_BLOCK - 1) / KSYM_BLOCK;
}

static u32 block_addr(const struct syms *ss, u32 b)
{
	return ss->v[b * KSYM_BLOCK].addr;
}

/* Block @blk's first address minus the first symbol's. */
static u32 block_base(const struct syms *ss, u32 blk)
{
	return block_addr(ss, blk) - ss->v[0].addr;
}

/* Pages of 2^@shift bytes from the first symbol to the last block start. */
static u32 count_pages(const struct syms *ss, u32 shift)
{
	return (block_base(ss, nblocks(ss) - 1) >> shift) + 1;
}

/*
 * The smallest page with no more pages than blocks: then a page holds
 * about one block start, and finding the block of an address takes one
 * look at the page index and about one comparison.
 */
static u32 choose_page_shift(const struct syms *ss)
{
	u32 shift = 0;

	while (count_pages(ss, shift) > nblocks(ss))
		shift++;
	return shift;
}

/* The page index: the first block that starts in each page or after it. */
static void put_page_index(struct blob *b, const struct syms *ss)
{
	u32 shift = choose_page_shift(ss), n = nblocks(ss);
	u32 npages = count_pages(ss, shift);
	u32 *first = new_array(npages + 1);
	u32 page, blk = 0;

	for (page = 0; page <= npages; page++) {
		while (blk < n && block_base(ss, blk) >> shift < page)
			blk++;
		first[page] = blk;
	}
	set_word(b, KSYM_H_FIRST, ss->v[0].addr);
	set_word(b, KSYM_H_PAGE_SHIFT, shift);
	set_word(b, KSYM_H_NPAGES, npages);
	put_le(b, KSYM_H_PAGE_INDEX_OFF, first, npages + 1, ksym_bytes(n));
	free(first);
}

/* Token lengths, then their chars. */
static void put_codebook(struct blob *b, const struct codebook *book)
{
	u32 lens[KSYM_CODES], code, max = 0, chars = 0;

	for (code = 0; code < KSYM_CODES; code++) {
		lens[code] = book->len[code];
		chars += lens[code];
		if (lens[code] > max)
			max = lens[code];
	}
	set_word(b, KSYM_H_TOKEN_BITS, ksym_bits(max));
	put_packed(b, KSYM_H_TOKEN_LENS_OFF, lens, KSYM_CODES, ksym_bits(max));
	set_word(b, KSYM_H_TOKEN_CHARS_SIZE, chars);
	mark(b, KSYM_H_TOKEN_CHARS_OFF);
	for (code = 0; code < KSYM_CODES; code++)
		put_bytes(b, book->str[code], book->len[code]);
}

/* One field of symbol j of @s: its delta, prefix length, code count */
typedef u32 (*sym_field_t)(const struct sym *s, u32 j);

/* Bits of the widest of @get(@s, j) for j in [@from, @n). */
static u32 widest(const struct sym *s, u32 from, u32 n, sym_field_t get)
{
	u32 j, max = 0;

	for (j = from; j < n; j++)
		if (get(s, j) > max)
			max = get(s, j);
	return ksym_bits(max);
}

/*
 * Append the fields @get(@s, j), j in [@from, @n), each as wide as the
 * widest; returns that width.
 */
static u32 put_fields(struct bitbuf *w, const struct sym *s, u32 from, u32 n,
		      sym_field_t get)
{
	u32 width = widest(s, from, n, get), j;

	for (j = from; j < n; j++)
		put_bits(w, get(s, j), width);
	return width;
}

static u32 sym_delta(const struct sym *s, u32 j)
{
	return s[j].addr - s[j - 1].addr;
}

static u32 sym_prefix(const struct sym *s, u32 j)
{
	return s[j].prefix;
}

static u32 sym_ncode(const struct sym *s, u32 j)
{
	return s[j].ncode;
}

/* The delta record of the @n symbols from @s (see kallsyms_table.h). */
static void put_delta_record(struct blob *b, const struct sym *s, u32 n)
{
	struct bitbuf w = { 0 };

	put_number(b, put_fields(&w, s, 1, n, sym_delta), 1);
	put_bitbuf(b, &w);
}

/* The name record of the @n symbols from @s (see kallsyms_table.h). */
static void put_name_record(struct blob *b, const struct sym *s, u32 n)
{
	struct bitbuf w = { 0 };
	u32 prefix_bits = put_fields(&w, s, 1, n, sym_prefix);
	u32 len_bits = put_fields(&w, s, 0, n, sym_ncode), j;

	put_number(b, prefix_bits + 16 * len_bits, 1);
	put_bitbuf(b, &w);
	for (j = 0; j < n; j++)
		put_bytes(b, s[j].code, s[j].ncode);
}

/*
 * The delta and name records of every block, and the block index: each
 * block's base and where its two records start.
 */
static void put_blocks(struct blob *b, const struct syms *ss)
{
	struct blob deltas = { 0 }, names = { 0 };
	u32 *index = new_array(3 * nblocks(ss)), blk;
	u32 base_bytes = ksym_bytes(block_base(ss, nblocks(ss) - 1));

	for (blk = 0; blk < nblocks(ss); blk++) {
		u32 first = blk * KSYM_BLOCK, n = ss->n - first;

		if (n > KSYM_BLOCK)
			n = KSYM_BLOCK;
		index[3 * blk] = block_base(ss, blk);
		index[3 * blk + 1] = deltas.len;
		index[3 * blk + 2] = names.len;
		put_delta_record(&deltas, &ss->v[first], n);
		put_name_record(&names, &ss->v[first], n);
	}
	if (deltas.len > KSYM_MAX_AREA || names.len > KSYM_MAX_AREA)
		die("too many symbols for the table (%zu name bytes)",
		    names.len);
	set_word(b, KSYM_H_BASE_BYTES, base_bytes);
	mark(b, KSYM_H_BLOCK_INDEX_OFF);
	for (blk = 0; blk < nblocks(ss); blk++) {
		put_number(b, index[3 * blk], base_bytes);
		put_number(b, index[3 * blk + 1], ksym_bytes(deltas.len));
		put_number(b, index[3 * blk + 2], ksym_bytes(names.len));
	}
	set_word(b, KSYM_H_DELTAS_SIZE, deltas.len);
	mark(b, KSYM_H_DELTAS_OFF);
	put_bytes(b, deltas.p, deltas.len);
	set_word(b, KSYM_H_NAMES_SIZE, names.len);
	mark(b, KSYM_H_NAMES_OFF);
	put_bytes(b, names.p, names.len);
	free(deltas.p);
	free(names.p);
	free(index);
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
	put_packed(b, KSYM_H_SORTED_OFF, order, ss->n, ksym_bits(ss->n - 1));
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
	put_page_index(b, ss);
	put_codebook(b, book);
	put_blocks(b, ss);
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
