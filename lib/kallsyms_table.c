// SPDX-License-Identifier: GPL-2.0
/*
 * Decoder for the kallsyms table built by scripts/kallsyms.c.
 *
 * Pure code: no allocation, no global state, only the string functions,
 * so the kernel, the generator's self-check and the host tests and fuzzer
 * all run this same file.  The format is described in
 * include/linux/kallsyms_table.h and docs/kallsyms.md.
 *
 * ksym_table_init() validates everything a later lookup relies on, so the
 * lookups themselves carry no bounds checks.
 */
#include "linux/kallsyms_table.h"
#include "linux/errno.h"
#include "linux/string.h"

#define KSYM_HDR_BYTES		(KSYM_HDR_WORDS * 4)
#define KSYM_LOW_MASK		((1U << KSYM_PAGE_SHIFT) - 1)
/* An entry is the type letter, the name and a NUL. */
#define KSYM_ENTRY_LEN		(1 + KSYM_NAME_LEN)
/* Valid entries have at most KSYM_ENTRY_LEN - 1 codes: 8-bit lengths. */
#define KSYM_MAX_LEN_BITS	8

/*
 * The blob is little-endian (i386 byte order) and may sit at any
 * alignment, so words are assembled from bytes; compilers turn this
 * pattern into a single load on x86.
 */
static u32 get32(const u8 *p)
{
	return p[0] | (u32)p[1] << 8 | (u32)p[2] << 16 | (u32)p[3] << 24;
}

/* Field @i of a packed array of @bits-bit fields (KSYM_MAX_BITS at most). */
static u32 get_field(const u8 *array, u32 i, u32 bits)
{
	u32 bit = i * bits;

	return get32(array + bit / 8) >> bit % 8 & ((1U << bits) - 1);
}

static u32 page_num(const struct ksym_table *t, u32 r)
{
	return get_field(t->pages, r, KSYM_PAGE_BITS);
}

static u32 page_first(const struct ksym_table *t, u32 r)
{
	return get_field(t->page_first, r, t->index_bits);
}

static u32 sym_low(const struct ksym_table *t, u32 idx)
{
	return get_field(t->lows, idx, KSYM_PAGE_SHIFT);
}

static u32 entry_len(const struct ksym_table *t, u32 idx)
{
	return get_field(t->lens, idx, t->len_bits);
}

static u32 block_offset(const struct ksym_table *t, u32 block)
{
	return get_field(t->blocks, block, t->block_bits);
}

static u32 name_order(const struct ksym_table *t, u32 k)
{
	return get_field(t->sorted, k, t->index_bits);
}

static u32 token_start(const struct ksym_table *t, u32 code)
{
	return get_field(t->tok_start, code, t->start_bits);
}

/*
 * First position in [lo, hi) of the ascending packed @array whose field
 * is above @v, or @hi if there is none.  The interval holding the answer
 * is halved by a conditional add rather than a branch, which the CPU
 * could not predict for random addresses.  Inline, so that each caller's
 * constant field width specialises the loop.
 */
static inline u32 upper_bound(const u8 *array, u32 bits, u32 lo, u32 hi, u32 v)
{
	u32 n = hi - lo;

	while (n > 1) {
		u32 half = n / 2;

		lo += get_field(array, lo + half - 1, bits) <= v ? half : 0;
		n -= half;
	}
	return lo + (n && get_field(array, lo, bits) <= v);
}

/* Byte offset of entry @idx among the code bytes. */
static u32 entry_offset(const struct ksym_table *t, u32 idx)
{
	u32 first = idx - idx % KSYM_NAME_BLOCK;
	u32 off = block_offset(t, idx / KSYM_NAME_BLOCK);

	while (first < idx)
		off += entry_len(t, first++);
	return off;
}

/*
 * Expand entry @idx ("type letter + name"), leaving out its first @skip
 * characters, into @buf: at most @buflen - 1 characters and a NUL (none
 * if @buflen is 0).  Returns the entry's full length, @skip included,
 * even if not all of it fitted.
 */
static size_t expand(const struct ksym_table *t, u32 idx, size_t skip,
		     char *buf, size_t buflen)
{
	const u8 *code = t->codes + entry_offset(t, idx);
	const u8 *end = code + entry_len(t, idx);
	/* Locals: stores through buf could alias *t and force reloads. */
	const u8 *starts = t->tok_start, *chars = t->tok_chars;
	u32 bits = t->start_bits;
	size_t n = 0, room = buflen ? buflen - 1 : 0;

	for (; code < end; code++) {
		u32 from = get_field(starts, *code, bits);
		u32 to = get_field(starts, *code + 1, bits);

		/* While n < skip, n - skip wraps around and exceeds room. */
		for (; from < to; from++, n++)
			if (n - skip < room)
				buf[n - skip] = chars[from];
	}
	if (buflen)
		buf[n < skip ? 0 : n - skip < room ? n - skip : room] = '\0';
	return n;
}

/* Where @len bytes at offset @off lie in the blob: NULL unless inside. */
static const u8 *bytes_at(const u8 *blob, size_t total, u32 off, u64 len)
{
	if (off < KSYM_HDR_BYTES || off > total || len > total - off)
		return NULL;
	return blob + off;
}

/* Where a packed array of @n @bits-bit fields at @off lies, or NULL. */
static const u8 *array_at(const u8 *blob, size_t total, u32 off, u32 n,
			  u32 bits)
{
	return bytes_at(blob, total, off, ksym_packed_size(n, bits));
}

/* Point @t at the arrays named by header @h, all inside the blob. */
static int map_arrays(struct ksym_table *t, const u8 *blob, const u32 *h)
{
	size_t total = h[KSYM_H_TOTAL];
	u32 nblocks = (t->count - 1) / KSYM_NAME_BLOCK + 1;

	t->pages = array_at(blob, total, h[KSYM_H_PAGES_OFF], t->npages,
			    KSYM_PAGE_BITS);
	t->page_first = array_at(blob, total, h[KSYM_H_PAGE_FIRST_OFF],
				 t->npages + 1, t->index_bits);
	t->lows = array_at(blob, total, h[KSYM_H_LOWS_OFF], t->count,
			   KSYM_PAGE_SHIFT);
	t->tok_start = array_at(blob, total, h[KSYM_H_TOKENS_OFF],
				KSYM_CODES + 1, t->start_bits);
	t->lens = array_at(blob, total, h[KSYM_H_LENS_OFF], t->count,
			   t->len_bits);
	t->blocks = array_at(blob, total, h[KSYM_H_BLOCKS_OFF], nblocks,
			     t->block_bits);
	t->sorted = array_at(blob, total, h[KSYM_H_SORTED_OFF], t->count,
			     t->index_bits);
	t->codes = bytes_at(blob, total, h[KSYM_H_CODES_OFF],
			    h[KSYM_H_CODES_SIZE]);
	t->tok_chars = bytes_at(blob, total, h[KSYM_H_CHARS_OFF],
				h[KSYM_H_CHARS_SIZE]);
	if (!t->pages || !t->page_first || !t->lows || !t->tok_start ||
	    !t->lens || !t->blocks || !t->sorted || !t->codes || !t->tok_chars)
		return -EINVAL;
	return 0;
}

/*
 * Page numbers and each page's first symbol must go strictly up, from
 * symbol 0 to the count; within a page the lows must never go down.
 * Then addresses are sorted and every index a search computes is valid.
 */
static int check_addresses(const struct ksym_table *t)
{
	u32 r, idx;

	if (page_first(t, 0) != 0 || page_first(t, t->npages) != t->count)
		return -EINVAL;
	for (r = 0; r < t->npages; r++) {
		u32 lo = page_first(t, r), hi = page_first(t, r + 1);

		if (hi <= lo || (r && page_num(t, r) <= page_num(t, r - 1)))
			return -EINVAL;
		for (idx = lo + 1; idx < hi; idx++)
			if (sym_low(t, idx) < sym_low(t, idx - 1))
				return -EINVAL;
	}
	return 0;
}

/*
 * Code starts must never go down and end at the chars' size, so every
 * code's chars are a range inside them.
 */
static int check_tokens(const struct ksym_table *t, u32 chars_size)
{
	u32 code;

	for (code = 0; code < KSYM_CODES; code++)
		if (token_start(t, code + 1) < token_start(t, code))
			return -EINVAL;
	return token_start(t, KSYM_CODES) == chars_size ? 0 : -EINVAL;
}

/*
 * Entries lie back to back: each block offset must equal the lengths
 * before it added up, and all of them the code size.  Each entry must
 * expand to a type letter and a name that fits KSYM_NAME_LEN, with no
 * NUL inside.
 */
static int check_entries(const struct ksym_table *t, u32 codes_size)
{
	char buf[KSYM_ENTRY_LEN];
	u32 idx, off = 0;

	for (idx = 0; idx < t->count; idx++) {
		if (idx % KSYM_NAME_BLOCK == 0 &&
		    block_offset(t, idx / KSYM_NAME_BLOCK) != off)
			return -EINVAL;
		/* No overflow: count and lengths are bounded by the header. */
		off += entry_len(t, idx);
	}
	if (off != codes_size)
		return -EINVAL;

	for (idx = 0; idx < t->count; idx++) {
		size_t len = expand(t, idx, 0, buf, sizeof(buf));

		if (len < 2 || len > KSYM_ENTRY_LEN - 1 || strlen(buf) != len)
			return -EINVAL;
	}
	return 0;
}

/*
 * The name-order index must hold valid symbol numbers, sorted by name
 * and, among equal names, by number: ksym_lookup_name() relies on both.
 */
static int check_name_order(const struct ksym_table *t)
{
	char buf[2][KSYM_NAME_LEN];
	u32 k, prev = 0;

	for (k = 0; k < t->count; k++) {
		u32 idx = name_order(t, k);
		char *cur = buf[k & 1], *last = buf[!(k & 1)];
		int cmp;

		if (idx >= t->count)
			return -EINVAL;
		expand(t, idx, 1, cur, KSYM_NAME_LEN);
		if (k) {
			cmp = strcmp(last, cur);
			if (cmp > 0 || (cmp == 0 && prev >= idx))
				return -EINVAL;
		}
		prev = idx;
	}
	return 0;
}

static int check_header(const u32 *h, size_t size)
{
	u32 count = h[KSYM_H_COUNT], npages = h[KSYM_H_NPAGES];

	if (h[KSYM_H_MAGIC] != KSYM_MAGIC || h[KSYM_H_VERSION] != KSYM_VERSION)
		return -EINVAL;
	if (h[KSYM_H_TOTAL] < KSYM_HDR_BYTES || h[KSYM_H_TOTAL] > size)
		return -EINVAL;
	/* Each page in use holds a symbol. */
	if (!count || count > KSYM_MAX_COUNT || !npages || npages > count)
		return -EINVAL;
	if (!h[KSYM_H_LEN_BITS] || h[KSYM_H_LEN_BITS] > KSYM_MAX_LEN_BITS ||
	    h[KSYM_H_CODES_SIZE] > KSYM_MAX_CODES ||
	    h[KSYM_H_CHARS_SIZE] > KSYM_MAX_CODES)
		return -EINVAL;
	return 0;
}

int ksym_table_init(struct ksym_table *t, const void *blob, size_t size)
{
	const u8 *p = blob;
	u32 h[KSYM_HDR_WORDS];
	int i, err;

	if (!size)
		return -ENOENT;
	if (size < KSYM_HDR_BYTES)
		return -EINVAL;
	for (i = 0; i < KSYM_HDR_WORDS; i++)
		h[i] = get32(p + 4 * i);
	err = check_header(h, size);
	if (err)
		return err;

	memset(t, 0, sizeof(*t));
	t->count = h[KSYM_H_COUNT];
	t->end = h[KSYM_H_END];
	t->npages = h[KSYM_H_NPAGES];
	t->index_bits = ksym_bits(t->count);
	t->len_bits = h[KSYM_H_LEN_BITS];
	t->block_bits = ksym_bits(h[KSYM_H_CODES_SIZE]);
	t->start_bits = ksym_bits(h[KSYM_H_CHARS_SIZE]);

	err = map_arrays(t, p, h);
	if (!err)
		err = check_addresses(t);
	if (!err)
		err = check_tokens(t, h[KSYM_H_CHARS_SIZE]);
	if (!err)
		err = check_entries(t, h[KSYM_H_CODES_SIZE]);
	if (!err)
		err = check_name_order(t);
	if (err)
		return err;

	t->first_addr = ksym_addr(t, 0);
	/* The last symbol must cover at least its own first byte. */
	if (t->end <= ksym_addr(t, t->count - 1))
		return -EINVAL;
	return 0;
}

u32 ksym_count(const struct ksym_table *t)
{
	return t->count;
}

u32 ksym_addr(const struct ksym_table *t, u32 idx)
{
	/* Its page is the last one whose first symbol is at or below it. */
	u32 r = upper_bound(t->page_first, t->index_bits, 0, t->npages, idx);

	return page_num(t, r - 1) << KSYM_PAGE_SHIFT | sym_low(t, idx);
}

char ksym_type(const struct ksym_table *t, u32 idx)
{
	char type[2];

	expand(t, idx, 0, type, sizeof(type));
	return type[0];
}

/*
 * How many symbols lie at or below @addr, which must be within
 * [first_addr, end): the index just past the symbols sharing the address
 * of the one that contains @addr.
 */
static u32 count_at_or_below(const struct ksym_table *t, u32 addr)
{
	u32 page = addr >> KSYM_PAGE_SHIFT;
	/* The first page is at or below addr's, so r >= 1. */
	u32 r = upper_bound(t->pages, KSYM_PAGE_BITS, 0, t->npages, page);
	u32 lo = page_first(t, r - 1), hi = page_first(t, r);

	if (page_num(t, r - 1) != page)
		return hi;
	return upper_bound(t->lows, KSYM_PAGE_SHIFT, lo, hi,
			   addr & KSYM_LOW_MASK);
}

u32 ksym_size(const struct ksym_table *t, u32 idx)
{
	u32 addr = ksym_addr(t, idx);
	u32 next = count_at_or_below(t, addr);

	return (next < t->count ? ksym_addr(t, next) : t->end) - addr;
}

size_t ksym_name(const struct ksym_table *t, u32 idx, char *buf, size_t buflen)
{
	/* Init made sure there is a type letter and a name. */
	return expand(t, idx, 1, buf, buflen) - 1;
}

long ksym_lookup_addr(const struct ksym_table *t, u32 addr)
{
	if (addr < t->first_addr || addr >= t->end)
		return -1;
	/* Symbol 0 is at or below addr, so the count is at least 1. */
	return (long)count_at_or_below(t, addr) - 1;
}

long ksym_lookup_name(const struct ksym_table *t, const char *name)
{
	char entry[KSYM_NAME_LEN];
	u32 lo = 0, hi = t->count, idx;

	/* Find the first position in name order whose name is >= name. */
	while (lo < hi) {
		u32 mid = lo + (hi - lo) / 2;

		ksym_name(t, name_order(t, mid), entry, sizeof(entry));
		if (strcmp(entry, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == t->count)
		return -1;
	idx = name_order(t, lo);
	ksym_name(t, idx, entry, sizeof(entry));
	return strcmp(entry, name) ? -1 : (long)idx;
}
