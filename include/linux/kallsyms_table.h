/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The kernel's symbol table ("kallsyms"): its byte format and a pure
 * decoder for it.
 *
 * scripts/kallsyms.c turns `nm -n -S vmlinux` into a blob that the second
 * link places in the __kallsyms section; lib/kallsyms_table.c reads it.
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
 * the blob, so the blob needs no relocation.  All arrays are bit-packed
 * (see ksym_packed_size()); their element widths are given below.
 */
#define KSYM_MAGIC		0x4d59534bU	/* the bytes "KSYM" */
#define KSYM_VERSION		1

enum ksym_hdr {
	KSYM_H_MAGIC,		/* KSYM_MAGIC */
	KSYM_H_VERSION,		/* KSYM_VERSION */
	KSYM_H_TOTAL,		/* bytes in the blob, header included */
	KSYM_H_COUNT,		/* symbols: 1..KSYM_MAX_COUNT */
	KSYM_H_END,		/* end bound of the last symbol (exclusive) */
	KSYM_H_NPAGES,		/* pages (address >> KSYM_PAGE_SHIFT) in use */
	KSYM_H_LEN_BITS,	/* width of each entry length */
	KSYM_H_PAGES_OFF,	/* [NPAGES] page numbers, ascending */
	KSYM_H_PAGE_FIRST_OFF,	/* [NPAGES + 1] first symbol of each page */
	KSYM_H_LOWS_OFF,	/* [COUNT] address bits below the page */
	KSYM_H_TOKENS_OFF,	/* [KSYM_CODES + 1] where code chars start */
	KSYM_H_CHARS_OFF,	/* the chars of all codes, back to back */
	KSYM_H_CHARS_SIZE,	/* ... how many: the last start */
	KSYM_H_LENS_OFF,	/* [COUNT] code bytes in each entry */
	KSYM_H_BLOCKS_OFF,	/* [one per KSYM_NAME_BLOCK entries] offset */
	KSYM_H_CODES_OFF,	/* the entries' code bytes, back to back */
	KSYM_H_CODES_SIZE,	/* ... how many: KSYM_MAX_CODES at most */
	KSYM_H_SORTED_OFF,	/* [COUNT] symbol numbers in name order */
	KSYM_HDR_WORDS
};

/*
 * An address is stored as its 64 KiB page, which is looked up in the
 * short list of pages in use, and the 16 bits below it (the "low" half).
 * Page numbers take KSYM_PAGE_BITS, lows KSYM_PAGE_SHIFT bits.  Symbol
 * numbers (the first symbol of each page, the name order) take
 * ksym_bits(count) bits, block offsets ksym_bits(codes size) and code
 * starts ksym_bits(chars size).
 */
#define KSYM_PAGE_SHIFT		16
#define KSYM_PAGE_BITS		(32 - KSYM_PAGE_SHIFT)

/*
 * Each entry is the nm type letter followed by the name, written as code
 * bytes.  Every code value stands for a string from the token table:
 * a character that occurs in names for itself, the other values for
 * the most useful character sequences.
 */
#define KSYM_CODES		256

/*
 * Only every KSYM_NAME_BLOCK-th entry's offset is stored; the others are
 * found by adding up the lengths in between, which bounds that work.
 */
#define KSYM_NAME_BLOCK		16

/*
 * A packed field is read as the 32-bit word around it, so a field can be
 * up to 25 bits wide (starting at bit 7 of a byte), and every array ends
 * with 3 spare bytes to keep that word inside the array.  Symbol counts
 * and code offsets are limited so that their fields stay that narrow.
 */
#define KSYM_MAX_BITS		(32 - 7)
#define KSYM_PACK_PAD		(4 - 1)
#define KSYM_MAX_COUNT		(1U << (KSYM_MAX_BITS - 1))
#define KSYM_MAX_CODES		(1U << (KSYM_MAX_BITS - 1))

/* Bits to hold every value up to @max. */
static inline u32 ksym_bits(u32 max)
{
	u32 bits = 1;

	while (bits < 32 && max >> bits)
		bits++;
	return bits;
}

/* Bytes of an array of @n fields of @bits bits, padding included. */
static inline u64 ksym_packed_size(u32 n, u32 bits)
{
	return ((u64)n * bits + 7) / 8 + KSYM_PACK_PAD;
}

/*
 * A decoded view of a blob; filled in by ksym_table_init() and only read
 * afterwards.  The pointers all point into the blob.
 */
struct ksym_table {
	u32 count;
	u32 first_addr;		/* address of symbol 0 */
	u32 end;		/* KSYM_H_END */
	u32 npages;
	u32 index_bits;		/* ksym_bits(count) */
	u32 len_bits;
	u32 block_bits;		/* ksym_bits(codes size) */
	u32 start_bits;		/* ksym_bits(chars size) */
	const u8 *pages;
	const u8 *page_first;
	const u8 *lows;
	const u8 *tok_start;
	const u8 *tok_chars;
	const u8 *lens;
	const u8 *blocks;
	const u8 *codes;
	const u8 *sorted;
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
 * the end bound.  Two binary searches: for the page, then within it.
 */
long ksym_lookup_addr(const struct ksym_table *t, u32 addr);

/*
 * The symbol called @name, the lowest-addressed one if several are; -1 if
 * none.  A binary search over the name-order index: O(log n) decodes.
 */
long ksym_lookup_name(const struct ksym_table *t, const char *name);

#endif /* _LINUX_KALLSYMS_TABLE_H */
