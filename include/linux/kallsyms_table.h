/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/kallsyms_table.h - the kernel's symbol table
 * ("kallsyms"): its byte format and a pure decoder for it.
 *
 * scripts/kallsyms.c turns `nm -n -S vmlinux` into a blob that the second
 * link places in the __kallsyms section; kernel/kallsyms_table.c reads it.
 * The same decoder is built into the kernel, the generator (which checks
 * its own output with it) and the host tests, so this header only relies
 * on "linux/types.h".  docs/kallsyms.md explains the format in detail.
 *
 * Symbols are numbered 0..count-1 in address order.  Where several share
 * one address, the generator's preferred one (see docs) is stored last,
 * so "the last symbol at or below an address" is the one to print.
 *
 * Usage:
 *	struct ksym_table t;
 *	char name[KSYM_NAME_LEN];
 *	long i;
 *
 *	if (ksym_table_init(&t, start, stop - start))
 *		return;				(no table, or a broken one)
 *	i = ksym_lookup_addr(&t, eip);
 *	if (i >= 0) {
 *		ksym_name(&t, i, name, sizeof(name));
 *		... name, eip - ksym_addr(&t, i) ...
 *	}
 */
#ifndef _LINUX_KALLSYMS_TABLE_H
#define _LINUX_KALLSYMS_TABLE_H

#include "linux/types.h"

/*
 * Longest symbol name plus its NUL: Linux's KSYM_NAME_LEN
 * (include/linux/kallsyms.h).  The generator rejects longer names, so a
 * buffer of this size never truncates a name from a valid table.
 */
#define KSYM_NAME_LEN		128

/*
 * The blob starts with KSYM_HDR_WORDS little-endian u32 words, indexed
 * by enum ksym_hdr.  Every *_OFF word is a byte offset from the start of
 * the blob, so the blob needs no relocation.  docs/kallsyms.md draws
 * each table.
 */
#define KSYM_MAGIC		0x4d59534bU	/* the bytes "KSYM" */
#define KSYM_VERSION		2

enum ksym_hdr {
	KSYM_H_MAGIC,		/* KSYM_MAGIC */
	KSYM_H_VERSION,		/* KSYM_VERSION */
	KSYM_H_TOTAL,		/* bytes in the blob, header included */
	KSYM_H_COUNT,		/* symbols: 1..KSYM_MAX_COUNT */
	KSYM_H_END,		/* end bound of the last symbol (exclusive) */
	KSYM_H_FIRST,		/* address of symbol 0 */
	KSYM_H_PAGE_SHIFT,	/* a page is 2^PAGE_SHIFT bytes: 0..31 */
	KSYM_H_NPAGES,		/* pages from FIRST to the last block's start */
	KSYM_H_PAGE_INDEX_OFF,	/* [NPAGES + 1] first block of each page */
	KSYM_H_BASE_BYTES,	/* bytes of a base */
	KSYM_H_BLOCK_INDEX_OFF,	/* [nblocks] base, delta and name record */
	KSYM_H_DELTAS_OFF,	/* the delta records, back to back */
	KSYM_H_DELTAS_SIZE,	/* ... their bytes */
	KSYM_H_NAMES_OFF,	/* the name records, back to back */
	KSYM_H_NAMES_SIZE,	/* ... their bytes */
	KSYM_H_TOKEN_BITS,	/* width of a token length */
	KSYM_H_TOKEN_LENS_OFF,	/* [KSYM_CODES] chars of each code's token */
	KSYM_H_TOKEN_CHARS_OFF,	/* the tokens' chars, back to back */
	KSYM_H_TOKEN_CHARS_SIZE, /* ... how many: the lengths added up */
	KSYM_H_SORTED_OFF,	/* [COUNT] symbol numbers in name order */
	KSYM_HDR_WORDS
};

/*
 * Symbols are stored in blocks of KSYM_BLOCK, in address order; the last
 * block may hold fewer.  A block is found from its first address, kept
 * as its offset from FIRST: the block's "base".
 *
 * The page index says, for each page of 2^PAGE_SHIFT bytes from FIRST
 * on, which block is the first to start in that page or after it, so an
 * address's page leads straight to the few blocks that can hold it.  The
 * generator takes the smallest page that needs no more pages than there
 * are blocks.  Entries are ksym_bytes(nblocks) bytes.
 *
 * The block index gives, for each block, its base (BASE_BYTES bytes),
 * the offset of its delta record among the delta records
 * (ksym_bytes(DELTAS_SIZE) bytes) and that of its name record among the
 * name records (ksym_bytes(NAMES_SIZE) bytes).  The two indexes, which
 * every address lookup reads, hold whole little-endian numbers.
 */
#define KSYM_BLOCK		16

/*
 * A block's delta record: one byte, the width in bits of its deltas;
 * then, bit-packed, for its n symbols, n - 1 deltas (each address minus
 * the one before), padded to a whole byte.
 *
 * A block's name record: one byte, the width in bits of its prefix
 * lengths (low 4 bits) and of its code lengths (high 4 bits); then,
 * bit-packed, n - 1 prefix lengths and n code lengths, padded to a whole
 * byte; then the n entries' code bytes, back to back.
 *
 * An entry is the nm type letter and the name ("Tprintk").  It is stored
 * as the number of chars it shares with the entry before it in the block
 * (its prefix length; none for the block's first entry) and the code
 * bytes of the rest of it.  Every code value stands for a string from
 * the token table: a char that occurs in names for itself, the other
 * values for the most useful sequences of chars.
 */
#define KSYM_CODES		256

/*
 * Longest token: the generator merges no pair into a longer one, and the
 * decoder keeps each token in a slot of this many bytes (see
 * struct ksym_table).
 */
#define KSYM_TOKEN_MAX		16

/*
 * Limits that keep every bit position inside a u32: count x 32 bits,
 * record areas x 8 bits.
 */
#define KSYM_MAX_COUNT		(1U << 24)
#define KSYM_MAX_AREA		(1U << 28)

/* Bits to hold every value up to @max: 0 for 0, 1 for 1, 2 for 2-3, ... */
static inline u32 ksym_bits(u32 max)
{
	u32 bits = 0;

	while (bits < 32 && max >> bits != 0)
		bits++;
	return bits;
}

/* Bytes to hold every value up to @max. */
static inline u32 ksym_bytes(u32 max)
{
	return (ksym_bits(max) + 7) / 8;
}

/* Bytes of a bit-packed array of @n fields of @bits bits. */
static inline u64 ksym_packed_size(u32 n, u32 bits)
{
	return ((u64)n * bits + 7) / 8;
}

/*
 * A decoded view of a blob; filled in by ksym_table_init() and only read
 * afterwards.  The pointers all point into the blob.
 */
struct ksym_table {
	u32 count;
	u32 nblocks;
	u32 first_addr;		/* KSYM_H_FIRST */
	u32 end;		/* KSYM_H_END */
	u32 page_shift;
	u32 npages;
	u32 page_bytes;		/* bytes of a page index entry */
	u32 base_bytes;		/* the three numbers of a block index entry */
	u32 delta_off_bytes;
	u32 name_off_bytes;
	u32 index_bits;		/* ksym_bits(count - 1) */
	const u8 *page_index;
	const u8 *block_index;
	const u8 *deltas;
	const u8 *names;
	const u8 *sorted;
	/*
	 * Each code's token, copied out of the blob into a slot of its own
	 * (the bytes past its length are zero), and its length: decoding
	 * copies whole slots, a copy of fixed size (kernel/kallsyms_table.c).
	 */
	u8 tok_len[KSYM_CODES];
	char tok[KSYM_CODES][KSYM_TOKEN_MAX];
};

/*
 * Check a blob and fill in @t.  Every offset, count, name and the address
 * and name order are validated against @size, so that no other function
 * here reads outside the blob whatever its bytes were.
 * Returns 0, -ENOENT for an empty blob (kernel built without a table), or
 * -EINVAL for anything malformed.
 */
int ksym_table_init(struct ksym_table *t, const void *blob, size_t size);

/* Number of symbols; valid indexes for the functions below are 0..count-1. */
u32 ksym_count(const struct ksym_table *t);

/* Start address of symbol @idx (below count, as for all of these). */
u32 ksym_addr(const struct ksym_table *t, u32 idx);

/* Its nm type letter ('T', 't', 'D', ...). */
char ksym_type(const struct ksym_table *t, u32 idx);

/*
 * Bytes from symbol @idx to the next higher symbol address, or to the
 * table's end bound for the last ones.  O(log n).
 */
u32 ksym_size(const struct ksym_table *t, u32 idx);

/*
 * Copy symbol @idx's name to @buf, truncated to @buflen - 1 characters and
 * NUL-terminated (nothing is written when @buflen is 0).  Returns the
 * full name's length, so a result >= @buflen means it was truncated.
 */
size_t ksym_name(const struct ksym_table *t, u32 idx, char *buf, size_t buflen);

/*
 * The symbol containing @addr: the (preferred) one with the largest address
 * <= @addr.  Returns -1 when @addr is below the first symbol or at or past
 * the end bound.  The page index, a short search among the blocks that
 * start in the page, then a walk through the block's deltas.
 */
long ksym_lookup_addr(const struct ksym_table *t, u32 addr);

/*
 * The symbol called @name, the lowest-addressed one if several are; -1 if
 * none.  A binary search over the name-order index: O(log n) decodes.
 */
long ksym_lookup_name(const struct ksym_table *t, const char *name);

#endif /* _LINUX_KALLSYMS_TABLE_H */
