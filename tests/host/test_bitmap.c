// SPDX-License-Identifier: GPL-2.0
/*
 * Host unit test of lib/bitmap.c and lib/find_bit.c against the naive
 * model: one bool per bit.  Random maps of random lengths (across word
 * boundaries: 1 to 300 bits, on 64-bit host words), with garbage in the
 * bits past nbits, which no answer may depend on.  Every operation of
 * include/linux/bitmap.h and the searches of linux/bitops.h, under
 * AddressSanitizer, which also catches a word read past the map.
 * (No <string.h>: glibc's ffs() would meet the kernel's.)
 */
#include <stdlib.h>
#include "ktap.h"
#include "linux/bitmap.h"
#include "linux/errno.h"

#define MAXBITS	300
#define ROUNDS	4000

static unsigned long long rng = 88172645463325252ULL;

static unsigned long next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned long)rng;
}

/* A heap map of exactly its words (ASan sees any read past them), its
 * bits random, the model the same within nbits */
static unsigned long *random_map(unsigned int nbits, bool *model)
{
	unsigned long *m = malloc(BITS_TO_LONGS(nbits) * sizeof(long) + 1);
	unsigned int i;

	for (i = 0; i < BITS_TO_LONGS(nbits); i++)
		m[i] = next() & (next() | next());	/* denser or sparser */
	for (i = 0; i < nbits; i++)
		model[i] = test_bit(i, m);
	return m;
}

static bool same(const unsigned long *m, const bool *model, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (test_bit(i, m) != model[i])
			return false;
	return true;
}

static int fails;

#define EXPECT(cond)                                                   \
	do {                                                           \
		if (!(cond) && fails++ < 10)                           \
			printf("# %s, nbits %u\n", #cond, n);          \
	} while (0)

static void one_round(unsigned int n)
{
	bool a[MAXBITS], b[MAXBITS], r[MAXBITS];
	unsigned long *ma = random_map(n, a), *mb = random_map(n, b);
	unsigned long *d = malloc(BITS_TO_LONGS(n) * sizeof(long) + 1);
	unsigned int i, w = 0, shift = next() % (n + 70), start, len;
	bool any = false, eq = true, inter = false, sub = true, full = true;
	unsigned long found;

	for (i = 0; i < n; i++) {
		w += a[i];
		any |= a[i] && b[i];
		eq &= a[i] == b[i];
		inter |= a[i] && b[i];
		sub &= !a[i] || b[i];
		full &= a[i];
		r[i] = a[i] && b[i];
	}
	EXPECT(bitmap_weight(ma, n) == w);
	EXPECT(bitmap_equal(ma, mb, n) == eq);
	EXPECT(bitmap_equal(ma, ma, n));
	EXPECT(bitmap_intersects(ma, mb, n) == inter);
	EXPECT(bitmap_subset(ma, mb, n) == sub);
	EXPECT(bitmap_empty(ma, n) == !w);
	EXPECT(bitmap_full(ma, n) == full);
	EXPECT(bitmap_and(d, ma, mb, n) == any && same(d, r, n));
	for (i = 0, any = false; i < n; i++)
		any |= r[i] = a[i] && !b[i];
	EXPECT(bitmap_andnot(d, ma, mb, n) == any && same(d, r, n));
	for (i = 0; i < n; i++)
		r[i] = a[i] || b[i];
	bitmap_or(d, ma, mb, n);
	EXPECT(same(d, r, n));
	for (i = 0; i < n; i++)
		r[i] = a[i] != b[i];
	bitmap_xor(d, ma, mb, n);
	EXPECT(same(d, r, n));
	for (i = 0; i < n; i++)
		r[i] = !a[i];
	bitmap_complement(d, ma, n);
	EXPECT(same(d, r, n));
	bitmap_copy(d, ma, n);
	EXPECT(same(d, a, n));

	/* shifts, into another map and in place */
	for (i = 0; i < n; i++)
		r[i] = i + shift < n && a[i + shift];
	bitmap_shift_right(d, ma, shift, n);
	EXPECT(same(d, r, n));
	bitmap_copy(d, ma, n);
	bitmap_shift_right(d, d, shift, n);
	EXPECT(same(d, r, n));
	for (i = 0; i < n; i++)
		r[i] = i >= shift && a[i - shift];
	bitmap_shift_left(d, ma, shift, n);
	EXPECT(same(d, r, n));
	bitmap_copy(d, ma, n);
	bitmap_shift_left(d, d, shift, n);
	EXPECT(same(d, r, n));

	/* the searches, from every offset */
	for (start = 0; start <= n; start++) {
		unsigned long want = n, zero = n;

		for (i = n; i-- > start;) {
			want = a[i] ? i : want;
			zero = a[i] ? zero : i;
		}
		EXPECT(find_next_bit(ma, n, start) == want);
		EXPECT(find_next_zero_bit(ma, n, start) == zero);
	}
	for (found = n, i = 0; i < n; i++)
		found = a[i] ? i : found;
	EXPECT(find_last_bit(ma, n) == found);
	w = 0;
	for_each_set_bit(found, ma, n)
		w += a[found];
	EXPECT(w == bitmap_weight(ma, n));

	/* set and clear a range, in a map of another's bits */
	start = next() % (n + 1);
	len = next() % (n - start + 1);
	bitmap_copy(d, mb, n);
	bitmap_set(d, start, len);
	for (i = 0; i < n; i++)
		r[i] = b[i] || (i >= start && i < start + len);
	EXPECT(same(d, r, n));
	bitmap_clear(d, start, len);
	for (i = 0; i < n; i++)
		r[i] = r[i] && !(i >= start && i < start + len);
	EXPECT(same(d, r, n));
	bitmap_zero(d, n);
	EXPECT(bitmap_empty(d, n));
	bitmap_fill(d, n);
	EXPECT(bitmap_full(d, n) && bitmap_weight(d, n) == n);

	/* a run of len clear bits, aligned to 4 */
	found = bitmap_find_next_zero_area(ma, n, 0, len % 9 + 1, 3);
	for (start = 0; start + len % 9 + 1 <= n; start += 4) {
		for (i = start; i < start + len % 9 + 1 && !a[i]; i++)
			;
		if (i == start + len % 9 + 1)
			break;
	}
	EXPECT(start + len % 9 + 1 <= n ? found == start : found > n - 1);
	free(ma), free(mb), free(d);
}

int main(void)
{
	DECLARE_BITMAP(m, 100);
	unsigned int n;
	int i;

	KTAP_BEGIN(6);
	for (i = 0; i < ROUNDS; i++) {
		n = 1 + next() % MAXBITS;
		one_round(n);
	}
	KTAP_CHECK(!fails, "%d random maps agree with the bool model", ROUNDS);

	n = 100;
	EXPECT(!bitmap_parselist("0-3,8,10-11\n", m, 100));
	EXPECT(bitmap_weight(m, 100) == 7 && test_bit(8, m) &&
	       test_bit(11, m) && !test_bit(9, m) && !test_bit(4, m));
	EXPECT(!bitmap_parselist("99", m, 100) && find_first_bit(m, 100) == 99);
	EXPECT(!bitmap_parselist("", m, 100) && bitmap_empty(m, 100));
	KTAP_CHECK(!fails, "bitmap_parselist() of good lists");
	EXPECT(bitmap_parselist("100", m, 100) == -ERANGE);
	EXPECT(bitmap_parselist("5-3", m, 100) == -EINVAL);
	EXPECT(bitmap_parselist("1-", m, 100) == -EINVAL);
	EXPECT(bitmap_parselist("x", m, 100) == -EINVAL);
	EXPECT(bitmap_parselist("3x", m, 100) == -EINVAL);
	EXPECT(bitmap_parselist("0-9:3", m, 100) == -EINVAL);
	EXPECT(bitmap_parselist("0-9:3/0", m, 100) == -EINVAL);
	EXPECT(bitmap_parselist("0-9:5/4", m, 100) == -EINVAL);
	EXPECT(bitmap_parselist("99999999999", m, 100) == -EOVERFLOW);
	EXPECT(bitmap_parselist("4294967295", m, 100) == -ERANGE);
	EXPECT(bitmap_parselist("0-4294967296", m, 100) == -EOVERFLOW);
	KTAP_CHECK(!fails, "bitmap_parselist() refuses bad ones");
	/* 6.1's forms: separators repeated, N, all, groups */
	EXPECT(!bitmap_parselist(",1,,2 3\t4,", m, 100) &&
	       bitmap_weight(m, 100) == 4 && test_bit(4, m));
	EXPECT(!bitmap_parselist("N", m, 100) && find_first_bit(m, 100) == 99);
	EXPECT(!bitmap_parselist("ALL", m, 100) && bitmap_full(m, 100));
	EXPECT(!bitmap_parselist("0-9:2/4", m, 100) &&
	       bitmap_weight(m, 100) == 6 && test_bit(9, m) &&
	       test_bit(8, m) && !test_bit(6, m));
	EXPECT(!bitmap_parselist("all:1/50", m, 100) &&
	       bitmap_weight(m, 100) == 2 && test_bit(50, m));
	KTAP_CHECK(!fails, "bitmap_parselist() with N, all and groups");
	EXPECT(!bitmap_parse("ff,0000000f\n", 100, m, 100) &&
	       bitmap_weight(m, 100) == 12 && test_bit(32, m) &&
	       test_bit(39, m) && !test_bit(40, m) && !test_bit(4, m));
	EXPECT(!bitmap_parse("1,0,0,0", 100, m, 100) &&
	       bitmap_weight(m, 100) == 1 && test_bit(96, m));
	EXPECT(!bitmap_parse("5", 100, m, 3) && test_bit(0, m) &&
	       test_bit(2, m) && !test_bit(1, m));
	EXPECT(!bitmap_parse("ffff", 2, m, 100) && bitmap_weight(m, 100) == 8);
	EXPECT(!bitmap_parse("", 0, m, 100) && bitmap_empty(m, 100));
	KTAP_CHECK(!fails, "bitmap_parse() of good masks");
	EXPECT(bitmap_parse("10", 100, m, 4) == -EOVERFLOW);
	EXPECT(bitmap_parse("a", 100, m, 3) == -EOVERFLOW);
	EXPECT(bitmap_parse("1,0,0,0,0", 100, m, 100) == -EOVERFLOW);
	EXPECT(bitmap_parse("123456789", 100, m, 100) == -EOVERFLOW);
	EXPECT(bitmap_parse("12g", 100, m, 100) == -EINVAL);
	EXPECT(bitmap_parse("-1", 100, m, 100) == -EINVAL);
	KTAP_CHECK(!fails, "bitmap_parse() refuses bad masks");
	return KTAP_END();
}
