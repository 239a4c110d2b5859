// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/kallsyms_table.c - decoder for the kallsyms table built by
 * scripts/kallsyms.c.
 *
 * Pure code: no allocation, no global state, only the string functions,
 * so the kernel, the generator's self-check and the host tests and fuzzer
 * all run this same file.  The format is described in
 * include/linux/kallsyms_table.h and drawn in docs/kallsyms.md.
 *
 * ksym_table_init() validates everything a later lookup relies on, so the
 * lookups themselves carry no bounds checks.
 */
#include "linux/kallsyms_table.h"
#include "linux/errno.h"
#include "linux/string.h"

#define KSYM_HDR_BYTES		(KSYM_HDR_WORDS * 4)
/*
 * Linux's name (include/linux/compiler_types.h) for GCC's attribute;
 * the host's C library (sys/cdefs.h) defines the same.
 */
#ifndef __always_inline
#define __always_inline		inline __attribute__((always_inline))
#endif
/* An entry is the type letter and the name: at most this many chars. */
#define KSYM_ENTRY_MAX		KSYM_NAME_LEN
/* An entry's buffer: its chars, then room for a token slot copied past. */
#define KSYM_ENTRY_BUF		(KSYM_ENTRY_MAX + KSYM_TOKEN_MAX)
/* Widths a valid record can have. */
#define KSYM_MAX_DELTA_BITS	32
#define KSYM_MAX_NAME_BITS	8

/*
 * The blob is little-endian (i386 byte order) and may sit at any
 * alignment, so numbers are assembled from bytes: the @size-byte number
 * (0..4) at @p.
 */
static u32 get_le(const u8 *p, u32 size)
{
	u32 value = 0, k;

	for (k = size; k > 0; k--)
		value = value << 8 | p[k - 1];
	return value;
}

/*
 * The @width-bit field (0..32) that starts @bit bits into @p.  Fields are
 * packed least significant bit first: bit k of the field is bit
 * (bit + k) % 8 of byte (bit + k) / 8.  The bytes holding the field (at
 * most 5) are gathered into a 64-bit window, which is then shifted and
 * masked.
 */
static inline u32 get_bits(const u8 *p, u32 bit, u32 width)
{
	u32 first = bit / 8, last = (bit + width + 7) / 8, i;
	u64 window = 0;

	for (i = first; i < last; i++)
		window |= (u64)p[i] << (8 * (i - first));
	return (window >> (bit % 8)) & ((1ULL << width) - 1);
}

/*
 * A reader of consecutive bit-packed fields, packed as get_bits() says:
 * reading a block's fields one after another this way costs a shift and
 * a mask each, where get_bits() gathers the bytes of every field anew.
 * @window holds the next @avail bits, lowest first; @next is the first
 * byte not yet in it.
 */
struct bit_reader {
	const u8 *next;
	u64 window;
	u32 avail;
};

/* Start reading at bit @bit of @p. */
static void bits_open(struct bit_reader *r, const u8 *p, u32 bit)
{
	r->next = p + bit / 8;
	r->window = 0;
	r->avail = 0;
	if (bit % 8) {
		r->window = *r->next++ >> (bit % 8);
		r->avail = 8 - bit % 8;
	}
}

/*
 * The next @width-bit field (0..32).  Bytes are only taken while the
 * window holds fewer than @width bits, so at most 39 bits are ever in
 * it, and no byte past the field's last is read.  Always inlined: the
 * kernel is built with -Og (for gdb), which inlines nothing by itself,
 * and a call per field was 7 % of ksym_table_init()'s time at boot.
 */
static __always_inline u32 bits_read(struct bit_reader *r, u32 width)
{
	u32 value;

	while (r->avail < width) {
		r->window |= (u64)*r->next++ << r->avail;
		r->avail += 8;
	}
	value = r->window & ((1ULL << width) - 1);
	r->window >>= width;
	r->avail -= width;
	return value;
}

/* Entry @r of the page index: the first block starting in page r or later. */
static u32 page_first(const struct ksym_table *t, u32 r)
{
	return get_le(t->page_index + r * t->page_bytes, t->page_bytes);
}

/* Block @b's entry in the block index. */
static const u8 *index_entry(const struct ksym_table *t, u32 b)
{
	return t->block_index + b * (t->base_bytes + t->delta_off_bytes +
				     t->name_off_bytes);
}

/* Block @b's first address minus first_addr. */
static u32 block_base(const struct ksym_table *t, u32 b)
{
	return get_le(index_entry(t, b), t->base_bytes);
}

/* Where block @b's delta record starts among the delta records. */
static u32 delta_offset(const struct ksym_table *t, u32 b)
{
	return get_le(index_entry(t, b) + t->base_bytes, t->delta_off_bytes);
}

/* Where block @b's name record starts among the name records. */
static u32 name_offset(const struct ksym_table *t, u32 b)
{
	return get_le(index_entry(t, b) + t->base_bytes + t->delta_off_bytes,
		      t->name_off_bytes);
}

static u32 name_order(const struct ksym_table *t, u32 k)
{
	return get_bits(t->sorted, k * t->index_bits, t->index_bits);
}

/* Symbols in block @b: KSYM_BLOCK, but the last block may hold fewer. */
static u32 block_count(const struct ksym_table *t, u32 b)
{
	u32 left = t->count - b * KSYM_BLOCK;

	return left < KSYM_BLOCK ? left : KSYM_BLOCK;
}

/* A block's delta record, opened. */
struct delta_record {
	u32 n;			/* symbols in the block */
	u32 width;		/* bits of each delta */
	struct bit_reader deltas;	/* at the next delta */
	const u8 *end;		/* the byte after the record */
};

static void open_deltas(const struct ksym_table *t, u32 b,
			struct delta_record *d)
{
	const u8 *record = t->deltas + delta_offset(t, b);

	d->n = block_count(t, b);
	d->width = record[0];
	bits_open(&d->deltas, record + 1, 0);
	d->end = record + 1 + ksym_packed_size(d->n - 1, d->width);
}

/*
 * The next delta: the address of the block's symbol j minus that of
 * symbol j - 1, for j = 1, 2, ... in turn.
 */
static u32 next_delta(struct delta_record *d)
{
	return bits_read(&d->deltas, d->width);
}

/* A block's name record, opened, and the fields of its entries 0..k. */
struct name_record {
	u32 n;			/* symbols in the block */
	u32 prefix_bits, len_bits;
	const u8 *fields;	/* the prefix lengths, then the code lengths */
	const u8 *codes;	/* entry 0's code bytes; the others follow */
	const u8 *next;		/* the next entry's code bytes */
	u32 prefix[KSYM_BLOCK];	/* chars shared with the entry before */
	u32 len[KSYM_BLOCK];	/* code bytes */
};

/* Open block @b's name record (check_name_record() checks it). */
static void open_names(const struct ksym_table *t, u32 b,
		       struct name_record *nr)
{
	const u8 *record = t->names + name_offset(t, b);
	u32 bits;

	nr->n = block_count(t, b);
	nr->prefix_bits = record[0] % 16;
	nr->len_bits = record[0] / 16;
	nr->fields = record + 1;
	bits = (nr->n - 1) * nr->prefix_bits + nr->n * nr->len_bits;
	nr->codes = nr->fields + (bits + 7) / 8;
	nr->next = nr->codes;
}

/* Read the prefix and code lengths of entries 0..@k. */
static void read_names(struct name_record *nr, u32 k)
{
	struct bit_reader r;
	u32 j;

	bits_open(&r, nr->fields, 0);
	nr->prefix[0] = 0;
	for (j = 1; j <= k; j++)
		nr->prefix[j] = bits_read(&r, nr->prefix_bits);
	bits_open(&r, nr->fields, (nr->n - 1) * nr->prefix_bits);
	for (j = 0; j <= k; j++)
		nr->len[j] = bits_read(&r, nr->len_bits);
}

/*
 * Turn @entry, which holds (at least) the chars entry @j shares with the
 * entry before it, into entry @j, whose code bytes are at nr->next - or
 * into its first @need chars at least - and move nr->next past them.
 * Returns the new length, or 0 if the entry is longer than
 * KSYM_ENTRY_MAX (only in a malformed table).
 *
 * Each token is copied as its whole slot, KSYM_TOKEN_MAX bytes, a copy
 * of one fixed size (a few moves), and the entry then grows by the
 * token's length.  The bytes copied past the token are overwritten by
 * the next one or lie past the entry's end; @entry has room for them
 * (KSYM_ENTRY_BUF).  The copy is GCC's __builtin_memcpy: the kernel is
 * built with -fno-builtin, where memcpy() is a call to lib/string.c.
 */
static u32 next_entry(const struct ksym_table *t, struct name_record *nr,
		      u32 j, char *entry, u32 need)
{
	const u8 *code = nr->next, *end = code + nr->len[j];
	u32 len = nr->prefix[j];

	nr->next = end;
	for (; code < end && len < need; code++) {
		if (t->tok_len[*code] > KSYM_ENTRY_MAX - len)
			return 0;
		__builtin_memcpy(entry + len, t->tok[*code], KSYM_TOKEN_MAX);
		len += t->tok_len[*code];
	}
	return len > KSYM_ENTRY_MAX ? 0 : len;
}

/*
 * Symbol @idx's entry ("Tprintk") into @entry (KSYM_ENTRY_BUF bytes),
 * NUL-terminated; returns its length.  The entry is built from the
 * entries before it in its block, back to the last one that shares
 * nothing, and each of those only as far as the entries after it reuse.
 */
static u32 get_entry(const struct ksym_table *t, u32 idx, char *entry)
{
	u32 need[KSYM_BLOCK], k = idx % KSYM_BLOCK, start = k, len = 0, j;
	struct name_record nr;

	open_names(t, idx / KSYM_BLOCK, &nr);
	read_names(&nr, k);
	/* need[j]: the chars of entry j that entries j + 1..k go on to share */
	need[k] = KSYM_ENTRY_MAX + 1;
	while (start > 0 && nr.prefix[start] != 0) {
		need[start - 1] = need[start] < nr.prefix[start] ?
			need[start] : nr.prefix[start];
		start--;
	}
	for (j = 0; j < start; j++)
		nr.next += nr.len[j];
	for (j = start; j <= k; j++)
		len = next_entry(t, &nr, j, entry, need[j]);
	entry[len] = '\0';
	return len;
}

/* Where @len bytes at offset @off lie in the blob: NULL unless inside. */
static const u8 *bytes_at(const u8 *blob, u32 total, u32 off, u64 len)
{
	if (off < KSYM_HDR_BYTES || off > total || len > total - off)
		return NULL;
	return blob + off;
}

/*
 * Copy each code's token into its slot: the lengths, none longer than
 * KSYM_TOKEN_MAX, must add up to the @size chars at @chars.
 */
static int fill_tokens(struct ksym_table *t, const u8 *tok_lens, u32 bits,
		       const u8 *chars, u32 size)
{
	u32 code, len, from = 0;

	for (code = 0; code < KSYM_CODES; code++) {
		len = get_bits(tok_lens, code * bits, bits);
		if (len > KSYM_TOKEN_MAX || len > size - from)
			return -EINVAL;
		memcpy(t->tok[code], chars + from, len);
		t->tok_len[code] = len;
		from += len;
	}
	return from == size ? 0 : -EINVAL;
}

/* Point @t at the arrays named by header @h, all inside the blob. */
static int map_arrays(struct ksym_table *t, const u8 *blob, const u32 *h)
{
	u32 total = h[KSYM_H_TOTAL];
	u32 entry = t->base_bytes + t->delta_off_bytes + t->name_off_bytes;
	const u8 *tok_lens, *tok_chars;

	t->page_index = bytes_at(blob, total, h[KSYM_H_PAGE_INDEX_OFF],
				 (u64)(t->npages + 1) * t->page_bytes);
	t->block_index = bytes_at(blob, total, h[KSYM_H_BLOCK_INDEX_OFF],
				  (u64)t->nblocks * entry);
	t->deltas = bytes_at(blob, total, h[KSYM_H_DELTAS_OFF],
			     h[KSYM_H_DELTAS_SIZE]);
	t->names = bytes_at(blob, total, h[KSYM_H_NAMES_OFF],
			    h[KSYM_H_NAMES_SIZE]);
	tok_lens = bytes_at(blob, total, h[KSYM_H_TOKEN_LENS_OFF],
			    ksym_packed_size(KSYM_CODES, h[KSYM_H_TOKEN_BITS]));
	tok_chars = bytes_at(blob, total, h[KSYM_H_TOKEN_CHARS_OFF],
			     h[KSYM_H_TOKEN_CHARS_SIZE]);
	t->sorted = bytes_at(blob, total, h[KSYM_H_SORTED_OFF],
			     ksym_packed_size(t->count, t->index_bits));
	if (!t->page_index || !t->block_index || !t->deltas || !t->names ||
	    !tok_lens || !tok_chars || !t->sorted)
		return -EINVAL;
	return fill_tokens(t, tok_lens, h[KSYM_H_TOKEN_BITS], tok_chars,
			   h[KSYM_H_TOKEN_CHARS_SIZE]);
}

/*
 * Check block @b's delta record, which must end by @end: a width a delta
 * can have.  Returns the record's end, or NULL.
 */
static const u8 *check_delta_record(const struct ksym_table *t, u32 b,
				    const u8 *end)
{
	struct delta_record d;

	open_deltas(t, b, &d);
	if (d.width > KSYM_MAX_DELTA_BITS || d.end > end)
		return NULL;
	return d.end;
}

/*
 * Check block @b's name record, which must end by @end: widths a prefix
 * or code length can have, and entries that each share no more chars
 * than the entry before it has and decode to a type letter and a name,
 * no longer than KSYM_ENTRY_MAX and without a NUL inside.  Returns the
 * record's end, or NULL.
 */
static const u8 *check_name_record(const struct ksym_table *t, u32 b,
				   const u8 *end)
{
	char entry[KSYM_ENTRY_BUF];
	struct name_record nr;
	u32 j, len = 0;

	open_names(t, b, &nr);
	if (nr.prefix_bits > KSYM_MAX_NAME_BITS ||
	    nr.len_bits > KSYM_MAX_NAME_BITS || nr.codes > end)
		return NULL;
	read_names(&nr, nr.n - 1);
	for (j = 0; j < nr.n; j++) {
		if (nr.prefix[j] > len || nr.len[j] > (u32)(end - nr.next))
			return NULL;
		len = next_entry(t, &nr, j, entry, KSYM_ENTRY_MAX + 1);
		entry[len] = '\0';
		if (len < 2 || strlen(entry) != len)
			return NULL;
	}
	return nr.next;
}

/* One kind of record: where block b's starts, and the check of it */
struct record_kind {
	u32 (*offset)(const struct ksym_table *t, u32 b);
	const u8 *(*check)(const struct ksym_table *t, u32 b, const u8 *end);
};

static const struct record_kind delta_records = {
	.offset = delta_offset,
	.check = check_delta_record,
};

static const struct record_kind name_records = {
	.offset = name_offset,
	.check = check_name_record,
};

/*
 * The records of one kind (@size bytes at @area) must lie back to back,
 * each where @kind's offset says and each passing its check.  A record
 * starts with a byte of widths, so it is never empty.
 */
static int check_records(const struct ksym_table *t, const u8 *area, u32 size,
			 const struct record_kind *kind)
{
	const u8 *next;
	u32 b, off = 0;

	for (b = 0; b < t->nblocks; b++) {
		if (kind->offset(t, b) != off || off >= size)
			return -EINVAL;
		next = kind->check(t, b, area + size);
		if (!next)
			return -EINVAL;
		off = next - area;
	}
	return off == size ? 0 : -EINVAL;
}

/*
 * Block 0 must start at first_addr, and each page's first block must be
 * the first whose base lies in that page or after it: block 0 for page
 * 0, the block count after the last page.  Then, walking every block's
 * deltas from its base, addresses must never go down or pass 2^32, and
 * the last must lie below the end bound: every search then finds what
 * it looks for.
 */
static int check_addresses(const struct ksym_table *t)
{
	struct delta_record d;
	u64 addr = t->first_addr;
	u32 p, b, j;

	if (page_first(t, 0) != 0 || page_first(t, t->npages) != t->nblocks ||
	    block_base(t, 0) != 0)
		return -EINVAL;
	for (p = 0; p < t->npages; p++) {
		u32 lo = page_first(t, p), hi = page_first(t, p + 1);

		if (hi < lo)
			return -EINVAL;
		for (b = lo; b < hi; b++) {
			u64 base = (u64)t->first_addr + block_base(t, b);

			if (block_base(t, b) >> t->page_shift != p || base < addr)
				return -EINVAL;
			addr = base;
			open_deltas(t, b, &d);
			for (j = 1; j < d.n; j++)
				addr += next_delta(&d);
			if (addr > 0xffffffffU)
				return -EINVAL;
		}
	}
	return addr < t->end ? 0 : -EINVAL;
}

/*
 * The name-order index must hold valid symbol numbers, sorted by name
 * and, among equal names, by number: ksym_lookup_name() relies on both.
 */
static int check_name_order(const struct ksym_table *t)
{
	char entry[2][KSYM_ENTRY_BUF];
	u32 k, prev = 0;

	for (k = 0; k < t->count; k++) {
		u32 idx = name_order(t, k);
		char *cur = entry[k % 2], *last = entry[(k + 1) % 2];
		int cmp;

		if (idx >= t->count)
			return -EINVAL;
		get_entry(t, idx, cur);
		/* Names are compared without their type letters. */
		if (k > 0) {
			cmp = strcmp(last + 1, cur + 1);
			if (cmp > 0 || (cmp == 0 && prev >= idx))
				return -EINVAL;
		}
		prev = idx;
	}
	return 0;
}

static int check_header(const u32 *h, size_t size)
{
	u32 count = h[KSYM_H_COUNT];

	if (h[KSYM_H_MAGIC] != KSYM_MAGIC || h[KSYM_H_VERSION] != KSYM_VERSION)
		return -EINVAL;
	if (h[KSYM_H_TOTAL] < KSYM_HDR_BYTES || h[KSYM_H_TOTAL] > size)
		return -EINVAL;
	if (count == 0 || count > KSYM_MAX_COUNT || h[KSYM_H_PAGE_SHIFT] > 31 ||
	    h[KSYM_H_BASE_BYTES] > 4)
		return -EINVAL;
	/* No more pages than blocks, as the generator chooses them. */
	if (h[KSYM_H_NPAGES] == 0 ||
	    h[KSYM_H_NPAGES] > (count + KSYM_BLOCK - 1) / KSYM_BLOCK)
		return -EINVAL;
	if (h[KSYM_H_DELTAS_SIZE] > KSYM_MAX_AREA ||
	    h[KSYM_H_NAMES_SIZE] > KSYM_MAX_AREA ||
	    h[KSYM_H_TOKEN_BITS] > KSYM_MAX_NAME_BITS)
		return -EINVAL;
	return 0;
}

int ksym_table_init(struct ksym_table *t, const void *blob, size_t size)
{
	const u8 *p = blob;
	u32 h[KSYM_HDR_WORDS];
	int i, err;

	if (size == 0)
		return -ENOENT;
	if (size < KSYM_HDR_BYTES)
		return -EINVAL;
	for (i = 0; i < KSYM_HDR_WORDS; i++)
		h[i] = get_le(p + 4 * i, 4);
	err = check_header(h, size);
	if (err)
		return err;

	memset(t, 0, sizeof(*t));
	t->count = h[KSYM_H_COUNT];
	t->nblocks = (t->count + KSYM_BLOCK - 1) / KSYM_BLOCK;
	t->first_addr = h[KSYM_H_FIRST];
	t->end = h[KSYM_H_END];
	t->page_shift = h[KSYM_H_PAGE_SHIFT];
	t->npages = h[KSYM_H_NPAGES];
	t->page_bytes = ksym_bytes(t->nblocks);
	t->base_bytes = h[KSYM_H_BASE_BYTES];
	t->delta_off_bytes = ksym_bytes(h[KSYM_H_DELTAS_SIZE]);
	t->name_off_bytes = ksym_bytes(h[KSYM_H_NAMES_SIZE]);
	t->index_bits = ksym_bits(t->count - 1);

	err = map_arrays(t, p, h);
	if (!err)
		err = check_records(t, t->deltas, h[KSYM_H_DELTAS_SIZE],
				    &delta_records);
	if (!err)
		err = check_records(t, t->names, h[KSYM_H_NAMES_SIZE],
				    &name_records);
	if (!err)
		err = check_addresses(t);
	if (!err)
		err = check_name_order(t);
	return err;
}

u32 ksym_count(const struct ksym_table *t)
{
	return t->count;
}

u32 ksym_addr(const struct ksym_table *t, u32 idx)
{
	u32 b = idx / KSYM_BLOCK, addr = t->first_addr + block_base(t, b), j;
	struct delta_record d;

	open_deltas(t, b, &d);
	for (j = 1; j <= idx % KSYM_BLOCK; j++)
		addr += next_delta(&d);
	return addr;
}

char ksym_type(const struct ksym_table *t, u32 idx)
{
	char entry[KSYM_ENTRY_BUF];

	get_entry(t, idx, entry);
	return entry[0];
}

/*
 * The last block whose first address is at or below @addr, which must be
 * within [first_addr, end): one of those that start in @addr's page, or
 * else the last one that starts before it.
 */
static u32 find_block(const struct ksym_table *t, u32 addr)
{
	u32 off = addr - t->first_addr, p = off >> t->page_shift, lo, hi;

	/* Past the last page, only the last block starts below addr. */
	if (p >= t->npages)
		return t->nblocks - 1;
	lo = page_first(t, p);
	hi = page_first(t, p + 1);
	/* Binary search for the first block in [lo, hi) starting past off. */
	while (lo < hi) {
		u32 mid = lo + (hi - lo) / 2;

		if (block_base(t, mid) <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* Block 0 starts at off 0 in page 0, so lo >= 1 here. */
	return lo - 1;
}

/*
 * The last symbol at or below @addr, which must be within
 * [first_addr, end): the block that holds it, then a walk through the
 * block's deltas.
 */
static u32 last_at_or_below(const struct ksym_table *t, u32 addr)
{
	u32 b = find_block(t, addr), at = t->first_addr + block_base(t, b);
	struct delta_record d;
	u32 j, k = 0;

	open_deltas(t, b, &d);
	for (j = 1; j < d.n; j++) {
		at += next_delta(&d);
		if (at > addr)
			break;
		k = j;
	}
	return b * KSYM_BLOCK + k;
}

u32 ksym_size(const struct ksym_table *t, u32 idx)
{
	u32 addr = ksym_addr(t, idx);
	u32 next = last_at_or_below(t, addr) + 1;

	return (next < t->count ? ksym_addr(t, next) : t->end) - addr;
}

size_t ksym_name(const struct ksym_table *t, u32 idx, char *buf, size_t buflen)
{
	char entry[KSYM_ENTRY_BUF];
	/* Init made sure there is a type letter and a name. */
	size_t len = get_entry(t, idx, entry) - 1;

	if (buflen > 0) {
		size_t n = len < buflen - 1 ? len : buflen - 1;

		memcpy(buf, entry + 1, n);
		buf[n] = '\0';
	}
	return len;
}

long ksym_lookup_addr(const struct ksym_table *t, u32 addr)
{
	if (addr < t->first_addr || addr >= t->end)
		return -1;
	return last_at_or_below(t, addr);
}

long ksym_lookup_name(const struct ksym_table *t, const char *name)
{
	/* Entries are compared in place: the name follows the type letter. */
	char entry[KSYM_ENTRY_BUF];
	u32 lo = 0, hi = t->count, idx;

	/* Find the first position in name order whose name is >= name. */
	while (lo < hi) {
		u32 mid = lo + (hi - lo) / 2;

		get_entry(t, name_order(t, mid), entry);
		if (strcmp(entry + 1, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == t->count)
		return -1;
	idx = name_order(t, lo);
	get_entry(t, idx, entry);
	return strcmp(entry + 1, name) ? -1 : (long)idx;
}
