// SPDX-License-Identifier: GPL-2.0
/*
 * block/partitions/msdos.c on the host, under ASan and UBSan: DOS
 * partition tables written here byte by byte from the format (sector 0's
 * four 16-byte entries at byte 446, 0x55 0xaa at 510; extended boot
 * records chained from an extended partition), then read back.  The
 * expected numbers are the format's arithmetic, done by hand in each
 * case: a logical's start counts from its own record, the next record's
 * from the extended partition's start.  Damage - past the disk's end,
 * overlaps, a chain that loops, a table past the end - must be reported
 * and left out, never read out of bounds.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "ktap.h"
#include "block/partitions/check.h"

#define SECTORS	16384

static unsigned char disk[SECTORS * 512];
static int fails;

#define EXPECT(cond)                                                   \
	do {                                                           \
		if (!(cond)) {                                         \
			fails++;                                       \
			printf("# %s:%d: %s\n", __FILE__, __LINE__,    \
			       #cond);                                 \
		}                                                      \
	} while (0)

static int read_sector(void *dev, u64 n, unsigned char *buf)
{
	(void)dev;
	if (n >= SECTORS)
		return -EIO;	/* the parser must not ask: it knows the size */
	memcpy(buf, disk + n * 512, 512);
	return 0;
}

static int failing_read(void *dev, u64 n, unsigned char *buf)
{
	(void)dev;
	(void)n;
	(void)buf;
	return -EIO;
}

static void put32(unsigned char *p, unsigned int v)
{
	p[0] = v;
	p[1] = v >> 8;
	p[2] = v >> 16;
	p[3] = v >> 24;
}

/* Entry slot (0-3) of the table in sector lba */
static void entry(unsigned int lba, int slot, int type, unsigned int start,
		  unsigned int size)
{
	unsigned char *s = disk + lba * 512, *e = s + 446 + 16 * slot;

	memset(e, 0, 16);
	e[4] = type;
	put32(e + 8, start);
	put32(e + 12, size);
	s[510] = 0x55;
	s[511] = 0xaa;
}

static struct parsed_partitions state;

static int parse(const char *name, int limit)
{
	state = (struct parsed_partitions){ .name = name, .capacity = SECTORS,
					    .limit = limit,
					    .read_sector = read_sector };
	return msdos_partition(&state);
}

static bool part(int n, u64 from, u64 size)
{
	return state.parts[n].from == from && state.parts[n].size == size;
}

static int used(void)
{
	int i, n = 0;

	for (i = 0; i < PARSED_PARTS_MAX; i++)
		n += state.parts[i].size != 0;
	return n;
}

/* A primary, an extended with two logicals, one partition running past
 * the end (cut), one starting past it (left out) */
static void good_table(void)
{
	memset(disk, 0, sizeof(disk));
	entry(0, 0, 0x83, 2048, 4096);
	entry(0, 1, 0x05, 6144, 8192);
	entry(0, 2, 0x83, 15000, 2000);
	entry(0, 3, 0x83, 20000, 10);
	entry(6144, 0, 0x83, 2048, 2048);	/* 8192 */
	entry(6144, 1, 0x05, 4096, 4096);	/* next record: 10240 */
	entry(10240, 0, 0x83, 2048, 1024);	/* 12288 */
	disk[0x1be] = 0x80;			/* p1 bootable */
}

int main(void)
{
	int ret;

	KTAP_BEGIN(8);

	good_table();
	EXPECT(parse("sbulla", 16) == 1);
	EXPECT(part(1, 2048, 4096) && part(2, 6144, 2) && state.parts[2].extended);
	EXPECT(part(3, 15000, SECTORS - 15000) && !state.parts[4].size);
	EXPECT(part(5, 8192, 2048) && part(6, 12288, 1024) && used() == 5);
	EXPECT(!strcmp(state.line,
		       " sbulla: sbulla1 sbulla2 < sbulla5 sbulla6 > sbulla3 sbulla4"));
	EXPECT(!strcmp(state.msgs,
		       "sbulla: p3 size 2000 extends beyond EOD, truncated\n"
		       "sbulla: p4 start 20000 is beyond EOD, truncated\n"));
	KTAP_CHECK(!fails, "primary, extended and logical partitions; EOD cut");

	EXPECT(parse("loop0", 16) == 1 &&
	       !strcmp(state.line, " loop0: p1 p2 < p5 p6 > p3 p4"));
	EXPECT(parse("sbulla", 6) == 1 && part(5, 8192, 2048) &&
	       !state.parts[6].size && strstr(state.msgs, "more logical"));
	EXPECT(parse("sbulla", 1) == 1 && used() == 0);
	KTAP_CHECK(!fails, "names ending in a digit take 'p'; the minors limit");

	memset(disk, 0, sizeof(disk));
	EXPECT(parse("sbulla", 16) == 0 && used() == 0);
	entry(0, 0, 0x83, 2048, 4096);
	disk[0x1be] = 0x12;			/* no boot flag: a FAT sector */
	EXPECT(parse("sbulla", 16) == 0 && used() == 0);
	disk[0x1be] = 0;
	entry(0, 1, 0xee, 1, 100);		/* GPT's protective entry */
	EXPECT(parse("sbulla", 16) == 0);
	KTAP_CHECK(!fails, "no signature, a bad boot flag, GPT: no table");

	memset(disk, 0, sizeof(disk));
	entry(0, 0, 0x83, 2048, 4096);
	entry(0, 1, 0x83, 4000, 2000);
	entry(0, 2, 0x83, 6144, 100);
	EXPECT(parse("sbulla", 16) == 1 && part(1, 2048, 4096) &&
	       !state.parts[2].size && part(3, 6144, 100));
	EXPECT(!strcmp(state.msgs, "sbulla: p2 overlaps p1, left out\n"));
	KTAP_CHECK(!fails, "an overlapping partition is left out");

	/* a record whose link points back at itself, then a 2-cycle */
	memset(disk, 0, sizeof(disk));
	entry(0, 0, 0x0f, 2048, 8192);
	entry(2048, 0, 0x83, 100, 100);
	entry(2048, 1, 0x05, 0, 8192);
	EXPECT(parse("sbulla", 16) == 1 && part(5, 2148, 100) && used() == 2);
	EXPECT(!strcmp(state.msgs,
		       "sbulla: extended partition chain loops back to sector 2048, stopped\n"));
	entry(2048, 1, 0x05, 1000, 100);
	entry(3048, 0, 0x83, 10, 10);
	entry(3048, 1, 0x05, 0, 100);
	EXPECT(parse("sbulla", 16) == 1 && part(5, 2148, 100) &&
	       part(6, 3058, 10) && used() == 3 && strstr(state.msgs, "loops"));
	KTAP_CHECK(!fails, "a looping extended chain stops, what it found kept");

	/* links without a logical partition, in a chain that never repeats */
	memset(disk, 0, sizeof(disk));
	entry(0, 0, 0x05, 1, SECTORS - 1);
	for (ret = 1; ret < 300; ret++)
		entry(ret, 1, 0x05, ret, 1);
	EXPECT(parse("sbulla", 16) == 1 && used() == 1);
	KTAP_CHECK(!fails, "an empty chain ends after Linux's 100 links");

	memset(disk, 0, sizeof(disk));
	entry(0, 0, 0x05, 2048, 8192);
	entry(2048, 0, 0x83, 1, 1);
	entry(2048, 1, 0x05, 0xfffff000u, 1);	/* a record past the end */
	EXPECT(parse("sbulla", 16) == -ENOSPC);
	entry(0, 0, 0x05, 0xffffffffu, 0xffffffffu);
	EXPECT(parse("sbulla", 16) == -ENOSPC);
	KTAP_CHECK(!fails, "a table past the disk's end: -ENOSPC");

	good_table();
	state = (struct parsed_partitions){ .name = "sbulla", .capacity = SECTORS,
					    .limit = 16,
					    .read_sector = failing_read };
	EXPECT(msdos_partition(&state) == -EIO);
	KTAP_CHECK(!fails, "a read error is returned");
	return KTAP_END();
}
