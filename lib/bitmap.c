// SPDX-License-Identifier: GPL-2.0
/*
 * lib/bitmap.c - whole-bitmap operations (include/linux/bitmap.h), a
 * word at a time: the full words of the map, then the last one under
 * BITMAP_LAST_WORD_MASK(), so that the bits past nbits never change an
 * answer.  Pure C: tests/host/test_bitmap.c runs it on the host against
 * a map of one bool per bit.
 */
#include "linux/bitmap.h"
#include "linux/errno.h"
#include "linux/export.h"
#include "linux/minmax.h"

/* How many words of an nbits map are full, and the last one's mask */
#define FULL_WORDS(nbits)	((nbits) / BITS_PER_LONG)
#define TAIL(nbits)		((nbits) % BITS_PER_LONG)

enum bitmap_op { OP_AND, OP_ANDNOT, OP_OR, OP_XOR };

/* dst = a OP b over the words of the map: whether any bit of the result
 * within nbits is set */
static bool combine(unsigned long *dst, const unsigned long *a,
		    const unsigned long *b, unsigned int nbits,
		    enum bitmap_op op)
{
	unsigned long any = 0;
	unsigned int k, words = BITS_TO_LONGS(nbits);

	for (k = 0; k < words; k++) {
		switch (op) {
		case OP_AND:
			dst[k] = a[k] & b[k];
			break;
		case OP_ANDNOT:
			dst[k] = a[k] & ~b[k];
			break;
		case OP_OR:
			dst[k] = a[k] | b[k];
			break;
		default:
			dst[k] = a[k] ^ b[k];
		}
		any |= k + 1 < words || !TAIL(nbits) ? dst[k] :
			dst[k] & BITMAP_LAST_WORD_MASK(nbits);
	}
	return any != 0;
}

bool bitmap_and(unsigned long *dst, const unsigned long *a,
		const unsigned long *b, unsigned int nbits)
{
	return combine(dst, a, b, nbits, OP_AND);
}
EXPORT_SYMBOL(bitmap_and);

bool bitmap_andnot(unsigned long *dst, const unsigned long *a,
		   const unsigned long *b, unsigned int nbits)
{
	return combine(dst, a, b, nbits, OP_ANDNOT);
}
EXPORT_SYMBOL(bitmap_andnot);

void bitmap_or(unsigned long *dst, const unsigned long *a,
	       const unsigned long *b, unsigned int nbits)
{
	combine(dst, a, b, nbits, OP_OR);
}
EXPORT_SYMBOL(bitmap_or);

void bitmap_xor(unsigned long *dst, const unsigned long *a,
		const unsigned long *b, unsigned int nbits)
{
	combine(dst, a, b, nbits, OP_XOR);
}
EXPORT_SYMBOL(bitmap_xor);

void bitmap_complement(unsigned long *dst, const unsigned long *src,
		       unsigned int nbits)
{
	unsigned int k;

	for (k = 0; k < BITS_TO_LONGS(nbits); k++)
		dst[k] = ~src[k];
}
EXPORT_SYMBOL(bitmap_complement);

/*
 * The questions about two maps (one if b is NULL) come down to: is
 * there a word where f(a, b) has a bit within the map?
 */
enum bitmap_test { T_DIFFER, T_COMMON, T_NOT_IN_B, T_ANY, T_ANY_CLEAR };

static bool any_bit(const unsigned long *a, const unsigned long *b,
		    unsigned int nbits, enum bitmap_test t)
{
	unsigned int k;

	for (k = 0; k < BITS_TO_LONGS(nbits); k++) {
		unsigned long w;

		switch (t) {
		case T_DIFFER:
			w = a[k] ^ b[k];
			break;
		case T_COMMON:
			w = a[k] & b[k];
			break;
		case T_NOT_IN_B:
			w = a[k] & ~b[k];
			break;
		case T_ANY:
			w = a[k];
			break;
		default:
			w = ~a[k];
		}
		if (k == FULL_WORDS(nbits))
			w &= BITMAP_LAST_WORD_MASK(nbits);
		if (w)
			return true;
	}
	return false;
}

bool bitmap_equal(const unsigned long *a, const unsigned long *b,
		  unsigned int nbits)
{
	return !any_bit(a, b, nbits, T_DIFFER);
}
EXPORT_SYMBOL(bitmap_equal);

bool bitmap_intersects(const unsigned long *a, const unsigned long *b,
		       unsigned int nbits)
{
	return any_bit(a, b, nbits, T_COMMON);
}
EXPORT_SYMBOL(bitmap_intersects);

bool bitmap_subset(const unsigned long *a, const unsigned long *b,
		   unsigned int nbits)
{
	return !any_bit(a, b, nbits, T_NOT_IN_B);
}
EXPORT_SYMBOL(bitmap_subset);

bool bitmap_empty(const unsigned long *src, unsigned int nbits)
{
	return !any_bit(src, NULL, nbits, T_ANY);
}
EXPORT_SYMBOL(bitmap_empty);

bool bitmap_full(const unsigned long *src, unsigned int nbits)
{
	return !any_bit(src, NULL, nbits, T_ANY_CLEAR);
}
EXPORT_SYMBOL(bitmap_full);

unsigned int bitmap_weight(const unsigned long *src, unsigned int nbits)
{
	unsigned int k, w = 0;

	for (k = 0; k < FULL_WORDS(nbits); k++)
		w += hweight_long(src[k]);
	if (TAIL(nbits))
		w += hweight_long(src[k] & BITMAP_LAST_WORD_MASK(nbits));
	return w;
}
EXPORT_SYMBOL(bitmap_weight);

/* Bits [start, start + len) set or cleared: the first and last words
 * in part, the words between whole */
static void set_range(unsigned long *map, unsigned int start,
		      unsigned int len, bool set)
{
	unsigned long *p = map + BIT_WORD(start);
	const unsigned int end = start + len;
	unsigned long mask = BITMAP_FIRST_WORD_MASK(start);
	unsigned int room = BITS_PER_LONG - start % BITS_PER_LONG;

	if (!len)
		return;
	while (len >= room) {
		*p = set ? *p | mask : *p & ~mask;
		p++;
		len -= room;
		room = BITS_PER_LONG;
		mask = ~0UL;
	}
	if (len) {
		mask &= BITMAP_LAST_WORD_MASK(end);
		*p = set ? *p | mask : *p & ~mask;
	}
}

void bitmap_set(unsigned long *map, unsigned int start, unsigned int nbits)
{
	set_range(map, start, nbits, true);
}
EXPORT_SYMBOL(bitmap_set);

void bitmap_clear(unsigned long *map, unsigned int start, unsigned int nbits)
{
	set_range(map, start, nbits, false);
}
EXPORT_SYMBOL(bitmap_clear);

/* Word j of an nbits map, only its bits within the map; 0 outside it
 * (j < 0 or past the last word) */
static unsigned long map_word(const unsigned long *src, int j,
			      unsigned int nbits)
{
	int words = BITS_TO_LONGS(nbits);

	if (j < 0 || j >= words)
		return 0;
	if (j == words - 1 && TAIL(nbits))
		return src[j] & BITMAP_LAST_WORD_MASK(nbits);
	return src[j];
}

/* Word k of the map shifted right by off words and rem bits: from words
 * k + off and k + off + 1 of src (a negative off shifts left) */
static unsigned long shifted(const unsigned long *src, int k, int off,
			     unsigned int rem, unsigned int nbits)
{
	unsigned long lo = map_word(src, k + off, nbits);
	unsigned long hi = map_word(src, k + off + 1, nbits);

	return rem ? lo >> rem | hi << (BITS_PER_LONG - rem) : lo;
}

/* Upward: word k reads words k + off and above only, so dst may be src */
void bitmap_shift_right(unsigned long *dst, const unsigned long *src,
			unsigned int shift, unsigned int nbits)
{
	int k, words = BITS_TO_LONGS(nbits);

	for (k = 0; k < words; k++)
		dst[k] = shift >= nbits ? 0 :
			 shifted(src, k, shift / BITS_PER_LONG,
				 shift % BITS_PER_LONG, nbits);
}
EXPORT_SYMBOL(bitmap_shift_right);

/* Downward: word k reads words k - off and below only.  Shifting left
 * by off words and rem bits is shifting right by off + 1 words and
 * BITS_PER_LONG - rem bits, then one word up. */
void bitmap_shift_left(unsigned long *dst, const unsigned long *src,
		       unsigned int shift, unsigned int nbits)
{
	int k, words = BITS_TO_LONGS(nbits);
	int off = shift / BITS_PER_LONG, rem = shift % BITS_PER_LONG;

	for (k = words - 1; k >= 0; k--)
		dst[k] = shift >= nbits ? 0 :
			 rem ? shifted(src, k, -off - 1, BITS_PER_LONG - rem,
				       nbits) :
			       map_word(src, k - off, nbits);
	if (TAIL(nbits))
		dst[words - 1] &= BITMAP_LAST_WORD_MASK(nbits);
}
EXPORT_SYMBOL(bitmap_shift_left);

unsigned long bitmap_find_next_zero_area(unsigned long *map,
					 unsigned long size,
					 unsigned long start, unsigned int nr,
					 unsigned long align_mask)
{
	for (;;) {
		unsigned long index, end, i;

		index = find_next_zero_bit(map, size, start);
		index = (index + align_mask) & ~align_mask;
		end = index + nr;
		if (end > size)
			return end;
		i = find_next_bit(map, end, index);
		if (i >= end)
			return index;
		start = i + 1;
	}
}
EXPORT_SYMBOL(bitmap_find_next_zero_area);

/*
 * The text forms of a map, as Linux 6.1 reads them (its lib/bitmap.c's
 * kernel-doc is the specification).  Regions or chunks are separated by
 * commas or white space; the text ends at a NUL or a newline.  Errors:
 * -EINVAL for a character out of place or a region backwards,
 * -EOVERFLOW for a number that does not fit 32 bits or a mask wider
 * than the map, -ERANGE for a list's bit past the map.
 */
static bool text_end(char c)
{
	return !c || c == '\n';
}

static bool text_sep(char c)
{
	return c == ',' || c == ' ' || (c >= '\t' && c <= '\r');
}

/* A bit number at *s, moved past it: decimal, or "N" for the map's last
 * bit */
static int list_number(const char **s, unsigned int nbits, unsigned int *n)
{
	unsigned long long v = 0;
	const char *p = *s;

	if (*p == 'N') {
		*n = nbits - 1;
		*s = p + 1;
		return 0;
	}
	if (*p < '0' || *p > '9')
		return -EINVAL;
	for (; *p >= '0' && *p <= '9'; p++) {
		v = v * 10 + (unsigned int)(*p - '0');
		if (v > 0xffffffffULL)
			return -EOVERFLOW;
	}
	*n = (unsigned int)v;
	*s = p;
	return 0;
}

/* One region of a list: "all", "A" or "A-B", then maybe ":USED/GROUP"
 * (the first USED bits of every GROUP from A on) */
struct list_region {
	unsigned int start, end, used, group;
};

static int list_region(const char **s, unsigned int nbits,
		       struct list_region *r)
{
	int err = 0;

	if (((*s)[0] | 0x20) == 'a' && ((*s)[1] | 0x20) == 'l' &&
	    ((*s)[2] | 0x20) == 'l') {
		r->start = 0;
		r->end = nbits - 1;
		*s += 3;
	} else {
		err = list_number(s, nbits, &r->start);
		r->end = r->start;
		if (!err && **s == '-') {
			(*s)++;
			err = list_number(s, nbits, &r->end);
		}
	}
	r->used = r->group = r->end - r->start + 1;
	if (!err && **s == ':') {
		(*s)++;
		err = list_number(s, nbits, &r->used);
		if (!err && *(*s)++ != '/')
			err = -EINVAL;
		if (!err)
			err = list_number(s, nbits, &r->group);
	}
	if (err)
		return err;
	if (!text_sep(**s) && !text_end(**s))
		return -EINVAL;
	if (r->start > r->end || !r->group || r->used > r->group)
		return -EINVAL;
	return r->end >= nbits ? -ERANGE : 0;
}

int bitmap_parselist(const char *buf, unsigned long *maskp, int nmaskbits)
{
	struct list_region r;
	unsigned long long at;
	int err;

	bitmap_zero(maskp, nmaskbits);
	for (;;) {
		while (text_sep(*buf) && *buf != '\n')
			buf++;
		if (text_end(*buf))
			return 0;
		err = list_region(&buf, nmaskbits, &r);
		if (err)
			return err;
		for (at = r.start; at <= r.end; at += r.group)
			bitmap_set(maskp, at, min_t(unsigned long long, r.used,
						     r.end - at + 1));
	}
}
EXPORT_SYMBOL(bitmap_parselist);

static int hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/*
 * "ff,0000ffff" (man 7 cpuset's mask format): hex chunks of at most 32
 * bits, the last one the lowest, in at most buflen characters.
 */
int bitmap_parse(const char *buf, unsigned int buflen, unsigned long *maskp,
		 int nmaskbits)
{
	unsigned int len = 0, chunk, bit;
	unsigned int chunks = (unsigned int)(nmaskbits + 31) / 32;

	while (len < buflen && !text_end(buf[len]))
		len++;
	bitmap_zero(maskp, nmaskbits);
	for (chunk = 0;; chunk++) {
		unsigned long word = 0;
		int digits = 0, d;

		while (len && text_sep(buf[len - 1]))
			len--;
		if (!len)
			break;
		if (chunk == chunks)
			return -EOVERFLOW;
		while (len && !text_sep(buf[len - 1])) {
			d = hex_digit(buf[len - 1]);
			if (d < 0)
				return -EINVAL;
			if (digits == 8)
				return -EOVERFLOW;
			word |= (unsigned long)d << (4 * digits++);
			len--;
		}
		bit = chunk * 32;
		maskp[BIT_WORD(bit)] |= word << (bit % BITS_PER_LONG);
	}
	/* the last chunk may hold bits past the map */
	bit = chunks * 32;
	return find_next_bit(maskp, bit, nmaskbits) < bit ? -EOVERFLOW : 0;
}
EXPORT_SYMBOL(bitmap_parse);
