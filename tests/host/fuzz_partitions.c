// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer on block/partitions/msdos.c: the input is a disk of up to
 * 64 sectors.  Whatever it holds, every partition kept must lie on the
 * disk, data partitions must not overlap, and the parser must return.
 */
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include "block/partitions/check.h"

struct image {
	const uint8_t *data;
	size_t sectors;
};

static int read_sector(void *dev, u64 n, unsigned char *buf)
{
	struct image *img = dev;

	if (n >= img->sectors)
		__builtin_trap();	/* the parser knows the capacity */
	memcpy(buf, img->data + n * 512, 512);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct image img = { data, size / 512 };
	static struct parsed_partitions st;
	int i, j;

	if (!img.sectors || img.sectors > 64)
		return 0;
	st = (struct parsed_partitions){ .name = "fuzz0", .capacity = img.sectors,
					 .limit = 1 + data[0] % PARSED_PARTS_MAX,
					 .read_sector = read_sector, .dev = &img };
	i = msdos_partition(&st);
	if (i != 0 && i != 1 && i != -ENOSPC)
		__builtin_trap();
	for (i = 0; i < PARSED_PARTS_MAX; i++) {
		const struct parsed_partition *p = &st.parts[i];

		if (!p->size)
			continue;
		if (i == 0 || i >= st.limit || p->from + p->size > img.sectors)
			__builtin_trap();
		for (j = 1; j < i; j++)
			if (!p->extended && !st.parts[j].extended &&
			    st.parts[j].size && p->from < st.parts[j].from + st.parts[j].size &&
			    st.parts[j].from < p->from + p->size)
				__builtin_trap();
	}
	return 0;
}
