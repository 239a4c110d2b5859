// SPDX-License-Identifier: GPL-2.0
/*
 * block/partitions/msdos.c - DOS (MBR) partition tables, read as Linux
 * 6.1's msdos parser reads them.
 *
 * The format (the IBM PC's master boot record; described in e.g. the
 * "Master boot record" and "Extended boot record" articles, and written
 * by fdisk(8)): sector 0 ends with the bytes 0x55 0xaa; at byte 446 are
 * four 16-byte entries - a boot flag (0 or 0x80), a CHS start (3 bytes,
 * unused here), a type, a CHS end, then the first sector and the number
 * of sectors, 32-bit little-endian.  An entry of type 0x05, 0x0f or 0x85
 * is an extended partition: a chain of extended boot records, each a
 * sector of the same layout whose first entry is a logical partition
 * (its start counted from that record) and whose second links the next
 * record (its start counted from the extended partition's).  Primary
 * partitions are numbered 1-4 by their slot, logical ones 5 on.
 *
 * Linux's parser trusts the table; what it then refuses is a partition
 * starting past the disk's end (left out) or running past it (cut).
 * Here those are checked as Linux words them, and also what Linux lets
 * through: two data partitions that overlap (the later one is left
 * out) and an extended chain that comes back to a record it has read
 * (the chain stops there).  Each is a kernel warning.
 */
#include "linux/errmsg.h"
#include "linux/errno.h"
#include "linux/string.h"
#include "check.h"

#define MBR_TABLE	446
#define MBR_ENTRIES	4
#define MBR_ENTRY_SIZE	16
#define MBR_SIGNATURE	510
/* Linux's bound on links followed without a logical partition */
#define EXT_MAX_EMPTY_LINKS	100

struct mbr_entry {
	u8 boot, type;
	u32 start, sectors;
};

static u32 get_le32(const unsigned char *p)
{
	return p[0] | p[1] << 8 | p[2] << 16 | (u32)p[3] << 24;
}

static void get_entry(const unsigned char *sector, int i, struct mbr_entry *e)
{
	const unsigned char *p = sector + MBR_TABLE + i * MBR_ENTRY_SIZE;

	e->boot = p[0];
	e->type = p[4];
	e->start = get_le32(p + 8);
	e->sectors = get_le32(p + 12);
}

static bool is_extended(const struct mbr_entry *e)
{
	return e->type == 0x05 || e->type == 0x0f || e->type == 0x85;
}

static bool has_signature(const unsigned char *sector)
{
	return sector[MBR_SIGNATURE] == 0x55 && sector[MBR_SIGNATURE + 1] == 0xaa;
}

/* Sector n, which must lie on the disk: Linux fails the whole scan
 * ("partition table beyond EOD") for a table that points past it */
static int read_table(struct parsed_partitions *state, u64 n,
		      unsigned char *buf)
{
	if (n >= state->capacity)
		return -ENOSPC;
	return state->read_sector(state->dev, n, buf);
}

static void append(char *buf, size_t size, const char *text)
{
	size_t len = strlen(buf);

	errmsg(buf + len, size - len, 0, "%s", text);
}

/* (the newline put by hand: errmsg() shows it as '?') */
static void warn(struct parsed_partitions *state, const char *line)
{
	size_t len;

	append(state->msgs, sizeof(state->msgs), line);
	len = strlen(state->msgs);
	if (len + 1 < sizeof(state->msgs)) {
		state->msgs[len] = '\n';
		state->msgs[len + 1] = '\0';
	}
}

static void add_text(struct parsed_partitions *state, const char *text)
{
	append(state->line, sizeof(state->line), text);
}

/* " sbulla5", or " p5" for a name ending in a digit
 * (as Linux's check_partition() names them) */
static void add_name(struct parsed_partitions *state, int n)
{
	char text[48];
	size_t len = strlen(state->name);
	bool digit = len && state->name[len - 1] >= '0' &&
		     state->name[len - 1] <= '9';

	errmsg(text, sizeof(text), 0, " %s%u", digit ? "p" : state->name, n);
	add_text(state, text);
}

/* Does [from, from + size) meet a data partition already kept? */
static int overlapping(const struct parsed_partitions *state, u64 from,
		       u64 size)
{
	int i;

	for (i = 1; i < state->limit; i++) {
		const struct parsed_partition *p = &state->parts[i];

		if (p->size && !p->extended && from < p->from + p->size &&
		    p->from < from + size)
			return i;
	}
	return 0;
}

/* Partition n, checked against the disk's end and the others */
static void put_partition(struct parsed_partitions *state, int n, u64 from,
			  u64 size, bool extended)
{
	char msg[128];
	int other;

	add_name(state, n);
	if (from >= state->capacity) {
		errmsg(msg, sizeof(msg), 0,
		       "%s: p%u start %u is beyond EOD, truncated",
		       state->name, n, (unsigned int)from);
		warn(state, msg);
		return;
	}
	if (from + size > state->capacity) {
		errmsg(msg, sizeof(msg), 0,
		       "%s: p%u size %u extends beyond EOD, truncated",
		       state->name, n, (unsigned int)size);
		warn(state, msg);
		size = state->capacity - from;
	}
	other = extended ? 0 : overlapping(state, from, size);
	if (other) {
		errmsg(msg, sizeof(msg), 0, "%s: p%u overlaps p%u, left out",
		       state->name, n, other);
		warn(state, msg);
		return;
	}
	state->parts[n] = (struct parsed_partition){ from, size, extended };
}

/* Has the chain been at this record?  (seen[] holds the records read) */
static bool seen_before(const u64 *seen, int nseen, u64 sector)
{
	int i;

	for (i = 0; i < nseen; i++)
		if (seen[i] == sector)
			return true;
	return false;
}

/* The logical partitions of the extended partition [first, first + size) */
static int parse_extended(struct parsed_partitions *state, u64 first,
			  u64 size, unsigned char *buf)
{
	u64 seen[EXT_MAX_EMPTY_LINKS], this = first, this_size = size;
	int nseen = 0, empty_links = 0, i, err;
	struct mbr_entry e;
	char msg[128];

	while (state->next < state->limit && empty_links++ < EXT_MAX_EMPTY_LINKS) {
		if (seen_before(seen, nseen, this)) {
			errmsg(msg, sizeof(msg), 0,
			       "%s: extended partition chain loops back to sector %u, stopped",
			       state->name, (unsigned int)this);
			warn(state, msg);
			return 0;
		}
		if (nseen < EXT_MAX_EMPTY_LINKS)
			seen[nseen++] = this;
		err = read_table(state, this, buf);
		if (err)
			return err;
		if (!has_signature(buf))
			return 0;
		/* the data partitions first; as Linux, the 3rd and 4th
		 * entries only if they lie inside this record's extent */
		for (i = 0; i < MBR_ENTRIES && state->next < state->limit; i++) {
			u64 from;

			get_entry(buf, i, &e);
			if (!e.sectors || is_extended(&e))
				continue;
			from = this + e.start;
			if (i >= 2 && ((u64)e.start + e.sectors > this_size ||
				       from + e.sectors > first + size))
				continue;
			put_partition(state, state->next++, from, e.sectors,
				      false);
			empty_links = 0;
		}
		/* then the link to the next record, counted from first */
		for (i = 0; i < MBR_ENTRIES; i++) {
			get_entry(buf, i, &e);
			if (e.sectors && is_extended(&e))
				break;
		}
		if (i == MBR_ENTRIES)
			return 0;
		this = first + e.start;
		this_size = e.sectors;
	}
	if (state->next == state->limit) {
		errmsg(msg, sizeof(msg), 0,
		       "%s: more logical partitions than the disk's %u numbers, the rest left out",
		       state->name, state->limit - 1);
		warn(state, msg);
	}
	return 0;
}

int msdos_partition(struct parsed_partitions *state)
{
	unsigned char buf[512];
	struct mbr_entry e;
	int slot, err;

	memset(state->parts, 0, sizeof(state->parts));
	if (state->limit > PARSED_PARTS_MAX)
		state->limit = PARSED_PARTS_MAX;
	state->next = MBR_ENTRIES + 1;
	state->line[0] = state->msgs[0] = '\0';
	err = read_table(state, 0, buf);
	if (err)
		return err;
	if (!has_signature(buf))
		return 0;
	/* a boot flag other than 0 or 0x80 is no partition table (a FAT
	 * boot sector, say); type 0xee is GPT's protective entry, which
	 * this kernel does not read */
	for (slot = 0; slot < MBR_ENTRIES; slot++) {
		get_entry(buf, slot, &e);
		if ((e.boot && e.boot != 0x80) || e.type == 0xee)
			return 0;
	}
	errmsg(state->line, sizeof(state->line), 0, " %s:", state->name);
	for (slot = 1; slot <= MBR_ENTRIES && slot < state->limit; slot++) {
		get_entry(buf, slot - 1, &e);
		if (!e.sectors)
			continue;
		if (!is_extended(&e)) {
			put_partition(state, slot, e.start, e.sectors, false);
			continue;
		}
		/* as Linux: the extended partition itself is 2 sectors, so
		 * nothing takes it for a file system */
		put_partition(state, slot, e.start, e.sectors < 2 ? e.sectors : 2,
			      true);
		add_text(state, " <");
		err = parse_extended(state, e.start, e.sectors, buf);
		if (err)
			return err;
		add_text(state, " >");
		/* buf now holds a record: the table again for the rest */
		err = read_table(state, 0, buf);
		if (err)
			return err;
	}
	return 1;
}
