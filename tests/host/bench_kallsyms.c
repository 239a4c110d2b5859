// SPDX-License-Identifier: GPL-2.0
/*
 * tests/host/bench_kallsyms.c - benchmark of the kallsyms table.
 *
 * Usage: bench_kallsyms [--name NAME] [TABLE MAP]
 *	(default: build/kallsyms.bin and build/System.map, from the repo
 *	top; with --name the figures are called kallsyms_NAME_*, as
 *	tests/tools/bench.py does for the tables of Linux modules)
 *
 * Reports the table's size against a plain table (4-byte address and
 * NUL-terminated name per symbol), the time to turn an address into a
 * symbol, into its name, to decode a name alone, and the time of a name
 * lookup.  Up to SCAN_MAX symbols, two linear scans
 * do the same job for comparison: one over the same table, walking its
 * symbols in order as Linux 2.5's kallsyms did (no index, no binary
 * search) - the "linear scan" the speedup is measured against - and one
 * over a plain uncompressed array, the fastest scan there can be.
 * Before timing anything it checks that every symbol of the table is in
 * System.map at the same address, so a stale table is not measured.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "linux/kallsyms_table.h"

#define ARRAY_LEN(a)	(sizeof(a) / sizeof((a)[0]))
#define DEFAULT_TABLE	"build/kallsyms.bin"
#define DEFAULT_MAP	"build/System.map"
/* Random queries, made once and repeated in every pass. */
#define QUERIES		4096
/*
 * Each way is timed in ROUNDS rounds of at least ROUND_NS, alternating,
 * and its best round counts: other work on the machine only ever slows a
 * round down.
 */
#define ROUNDS		7
#define ROUND_NS	40000000.0
/* Any non-zero xorshift seed; fixed, so that runs are comparable. */
#define SEED		0x2545f491U
/* Largest table whose linear scans are timed (they cost O(n) each). */
#define SCAN_MAX	50000

struct plain_sym {
	u32 addr;
	char *name;
};

struct bench {
	struct ksym_table t;
	size_t size;		/* table bytes */
	struct plain_sym *plain;	/* the same symbols, uncompressed */
	u32 n;
	u32 addrs[QUERIES];
	char *names[QUERIES];
	u32 syms[QUERIES];	/* the symbol each query was made from */
	double search_ns, lookup_ns;	/* kept for the speed-ups */
	unsigned long sink;	/* keeps results alive past the optimiser */
};

static void *read_file(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n;

	if (!f) {
		printf("bench_kallsyms: cannot open %s; build the kernel first"
		       " (make)\n",
		       path);
		exit(1);
	}
	*size = 0;
	do {
		cap = cap ? 2 * cap : 65536;
		buf = realloc(buf, cap + 1);
		if (!buf)
			exit(1);
		n = fread(buf + *size, 1, cap - *size, f);
		*size += n;
	} while (*size == cap);
	fclose(f);
	buf[*size] = '\0';
	return buf;
}

/* xorshift32 (Marsaglia, "Xorshift RNGs", 2003): fast and repeatable. */
static u32 next_random(u32 *state)
{
	*state ^= *state << 13;
	*state ^= *state >> 17;
	*state ^= *state << 5;
	return *state;
}

/* Address order, then name order. */
static int cmp_sym(const void *x, const void *y)
{
	const struct plain_sym *a = x, *b = y;

	if (a->addr != b->addr)
		return a->addr < b->addr ? -1 : 1;
	return strcmp(a->name, b->name);
}

/* The symbols of nm listing @path, sorted by cmp_sym() for bsearch(). */
static struct plain_sym *read_map(const char *path, size_t *n)
{
	size_t size, cap = 0;
	char *text = read_file(path, &size), *line, *name, *save;
	struct plain_sym *map = NULL;

	*n = 0;
	for (line = strtok_r(text, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		/* "addr [size] type name"; undefined ones have no address */
		name = strrchr(line, ' ');
		if (!name || !isxdigit((unsigned char)line[0]))
			continue;
		if (*n == cap) {
			cap = cap ? 2 * cap : 1024;
			map = realloc(map, cap * sizeof(*map));
			if (!map)
				exit(1);
		}
		map[*n].addr = strtoul(line, NULL, 16);
		map[(*n)++].name = name + 1;
	}
	qsort(map, *n, sizeof(*map), cmp_sym);
	return map;
}

static void load(struct bench *b, const char *table, const char *mapfile)
{
	void *blob = read_file(table, &b->size);
	size_t map_n;
	struct plain_sym *map = read_map(mapfile, &map_n);
	char name[KSYM_NAME_LEN];
	u32 i;

	if (ksym_table_init(&b->t, blob, b->size)) {
		printf("bench_kallsyms: %s is not a valid table\n", table);
		exit(1);
	}
	b->n = ksym_count(&b->t);
	b->plain = calloc(b->n, sizeof(*b->plain));
	for (i = 0; i < b->n; i++) {
		struct plain_sym *s = &b->plain[i];

		ksym_name(&b->t, i, name, sizeof(name));
		s->addr = ksym_addr(&b->t, i);
		s->name = strdup(name);
		if (!bsearch(s, map, map_n, sizeof(*map), cmp_sym)) {
			printf("bench_kallsyms: %s at %08x is not in %s: stale"
			       " table?\n",
			       name, s->addr, mapfile);
			exit(1);
		}
	}
}

/* Queries: a random symbol, and a random byte inside it (oops-like). */
static void make_queries(struct bench *b)
{
	u32 state = SEED, q;

	for (q = 0; q < QUERIES; q++) {
		u32 i = next_random(&state) % b->n;

		b->addrs[q] = b->plain[i].addr +
			      next_random(&state) % ksym_size(&b->t, i);
		b->names[q] = b->plain[i].name;
		b->syms[q] = i;
	}
}

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* The table's way: binary searches, then one name decode. */
static void table_lookup(struct bench *b, u32 q)
{
	char name[KSYM_NAME_LEN];
	long i = ksym_lookup_addr(&b->t, b->addrs[q]);

	b->sink += i + ksym_name(&b->t, i, name, sizeof(name)) + name[0];
}

/* The last symbol of the plain array at or below @addr, walking to it. */
static long plain_find(const struct bench *b, u32 addr)
{
	long i = -1;

	while (i + 1 < (long)b->n && b->plain[i + 1].addr <= addr)
		i++;
	return i;
}

/*
 * The plain way: walk the address-sorted array up to the first symbol
 * past the address, then copy the name out as the table does.
 */
static void linear_lookup(struct bench *b, u32 q)
{
	char name[KSYM_NAME_LEN];
	long i = plain_find(b, b->addrs[q]);
	size_t len;

	len = strlen(b->plain[i].name);
	memcpy(name, b->plain[i].name, len + 1);
	b->sink += i + len + name[0];
}

/* The last symbol of the table at or below @addr, walking to it. */
static long table_scan_find(const struct bench *b, u32 addr)
{
	u32 n = ksym_count(&b->t);
	long i = -1;

	while (i + 1 < (long)n && ksym_addr(&b->t, (u32)i + 1) <= addr)
		i++;
	return i;
}

/* Linux 2.5's way: every symbol of the same table in turn, one decode. */
static void table_scan_lookup(struct bench *b, u32 q)
{
	char name[KSYM_NAME_LEN];
	long i = table_scan_find(b, b->addrs[q]);

	b->sink += i + ksym_name(&b->t, i, name, sizeof(name)) + name[0];
}

/* The search alone, without the name decode both ways share. */
static void table_search_only(struct bench *b, u32 q)
{
	b->sink += ksym_lookup_addr(&b->t, b->addrs[q]);
}

static void table_scan_only(struct bench *b, u32 q)
{
	b->sink += table_scan_find(b, b->addrs[q]);
}

/* The name of the query's symbol alone: the decoding cost. */
static void name_decode(struct bench *b, u32 q)
{
	char name[KSYM_NAME_LEN];

	b->sink += ksym_name(&b->t, b->syms[q], name, sizeof(name));
}

static void name_lookup(struct bench *b, u32 q)
{
	b->sink += ksym_lookup_name(&b->t, b->names[q]);
}

typedef void (*lookup_fn)(struct bench *b, u32 q);

/* Average ns per call of @fn over passes of all queries, for one round. */
static double round_ns(struct bench *b, lookup_fn fn)
{
	double start = now_ns(), elapsed;
	unsigned long calls = 0;
	u32 q;

	do {
		for (q = 0; q < QUERIES; q++)
			fn(b, q);
		calls += QUERIES;
		elapsed = now_ns() - start;
	} while (elapsed < ROUND_NS);
	return elapsed / calls;
}

/* Best round of each of the @n ways in @fn, into @ns. */
static void time_ns(struct bench *b, const lookup_fn *fn, double *ns, int n)
{
	int r, i;

	for (i = 0; i < n; i++)
		ns[i] = 1e300;
	for (r = 0; r < ROUNDS; r++)
		for (i = 0; i < n; i++) {
			double t = round_ns(b, fn[i]);

			if (t < ns[i])
				ns[i] = t;
		}
}

/* Both ways must agree on the symbol's address before being timed. */
static void check_agreement(struct bench *b)
{
	u32 q;

	for (q = 0; q < QUERIES; q++) {
		long i = ksym_lookup_addr(&b->t, b->addrs[q]);
		long j = plain_find(b, b->addrs[q]);

		if (i < 0 || b->plain[i].addr != b->plain[j].addr ||
		    (b->n <= SCAN_MAX && table_scan_find(b, b->addrs[q]) != i)) {
			printf("bench_kallsyms: lookups disagree at %08x\n",
			       b->addrs[q]);
			exit(1);
		}
	}
}

/*
 * Print figure @what of the table called @name ("" for the kernel's),
 * its value @v as @fmt says.
 */
static void figure(const char *name, const char *what, const char *fmt,
		   double v)
{
	printf("bench: kallsyms_%s%s%s ", name, *name ? "_" : "", what);
	printf(fmt, v);
	putchar('\n');
}

/* The sizes, and the searches every table gets. */
static void report_search(struct bench *b, const char *name)
{
	static const lookup_fn ways[] = { table_search_only, table_lookup,
					  name_decode, name_lookup };
	double ns[ARRAY_LEN(ways)];
	u64 raw = 0;
	u32 i;

	for (i = 0; i < b->n; i++)
		raw += 4 + strlen(b->plain[i].name) + 1;
	time_ns(b, ways, ns, ARRAY_LEN(ways));
	figure(name, "symbols", "%.0f count", b->n);
	figure(name, "table_bytes", "%.0f bytes", b->size);
	figure(name, "bytes_per_symbol", "%.2f bytes", (double)b->size / b->n);
	figure(name, "raw_bytes", "%.0f bytes", raw);
	figure(name, "table_ratio", "%.3f", (double)b->size / raw);
	/* address -> symbol, then with its name, as print_symbol() needs */
	figure(name, "search_ns", "%.1f ns", ns[0]);
	figure(name, "lookup_ns", "%.1f ns", ns[1]);
	figure(name, "name_decode_ns", "%.1f ns", ns[2]);
	figure(name, "name_lookup_ns", "%.1f ns", ns[3]);
	b->search_ns = ns[0];
	b->lookup_ns = ns[1];
}

/*
 * The linear scans, against which the search is measured: a scan costs
 * about n/2 steps, so they are only run up to SCAN_MAX symbols.
 */
static void report_scans(struct bench *b, const char *name)
{
	static const lookup_fn ways[] = { table_scan_only, table_scan_lookup,
					  linear_lookup };
	double ns[ARRAY_LEN(ways)];

	time_ns(b, ways, ns, ARRAY_LEN(ways));
	figure(name, "linear_scan_ns", "%.1f ns", ns[0]);
	figure(name, "lookup_speedup", "%.1f x", ns[0] / b->search_ns);
	figure(name, "linear_scan_with_name_ns", "%.1f ns", ns[1]);
	figure(name, "lookup_with_name_speedup", "%.1f x", ns[1] / b->lookup_ns);
	figure(name, "plain_array_scan_ns", "%.1f ns", ns[2]);
	figure(name, "plain_array_speedup", "%.1f x", ns[2] / b->lookup_ns);
}

int main(int argc, char **argv)
{
	static struct bench b;
	const char *name = "";

	if (argc > 2 && !strcmp(argv[1], "--name")) {
		name = argv[2];
		argc -= 2;
		argv += 2;
	}
	if (argc != 1 && argc != 3) {
		fprintf(stderr, "usage: bench_kallsyms [--name NAME] [TABLE MAP]\n");
		return 2;
	}
	load(&b, argc == 3 ? argv[1] : DEFAULT_TABLE,
	     argc == 3 ? argv[2] : DEFAULT_MAP);
	make_queries(&b);
	check_agreement(&b);
	report_search(&b, name);
	if (b.n <= SCAN_MAX)
		report_scans(&b, name);
	return b.sink == 42;	/* never true; the results must be used */
}
