// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for init/cpio.c: the input is an archive, in a buffer
 * of exactly its size, so ASan reports any read past it.  The callback
 * reads every byte of each name and data, and a refused archive must
 * come with a message.
 */
#include <stdint.h>
#include <string.h>

#include "linux/cpio.h"
#include "linux/errno.h"


static int touch(const struct cpio_entry *e, void *ctx)
{
	const u8 *data = e->data;
	u32 *sum = ctx;
	u32 n;

	*sum += (u32)strlen(e->name);
	for (n = 0; n < e->size; n++)
		*sum += data[n];
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct cpio_archive a = { .buf = data, .len = size };
	u32 sum = 0;
	int ret;

	ret = cpio_for_each(&a, touch, &sum);
	if ((ret && ret != -EINVAL) || (ret && !a.err[0]) ||
	    (ret == 0 && !cpio_is_newc(data, size)))
		__builtin_trap();
	return 0;
}
