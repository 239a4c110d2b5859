// SPDX-License-Identifier: GPL-2.0
/*
 * tests/host/fuzz_kallsyms.c - libFuzzer target for the kallsyms
 * decoder: any bytes go to ksym_table_init(), and whatever it accepts
 * must then answer every lookup from inside the bytes (the sanitizers
 * check) and consistently: a table that passed validation must not
 * contradict itself.
 *
 * test_kallsyms links this file too and replays damaged tables through
 * kallsyms_fuzz_one().
 */
#include <stdint.h>

#include "linux/kallsyms_table.h"
#include "linux/string.h"

int kallsyms_fuzz_one(const u8 *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Does symbol @i's address and name lead back to an equivalent symbol? */
static int inconsistent(const struct ksym_table *t, u32 i)
{
	char name[KSYM_NAME_LEN], found[KSYM_NAME_LEN], tiny[2];
	u32 addr = ksym_addr(t, i);
	long at = ksym_lookup_addr(t, addr);
	size_t len = ksym_name(t, i, name, sizeof(name));
	long named = ksym_lookup_name(t, name);

	/* The last symbol at addr is found: this one or a later alias. */
	if (at < (long)i || ksym_addr(t, at) != addr || !ksym_size(t, at))
		return 1;
	/* The name is found, as this symbol or an earlier one. */
	if (named < 0 || named > (long)i)
		return 1;
	ksym_name(t, named, found, sizeof(found));
	if (strcmp(found, name) || len != strlen(name) || !len)
		return 1;
	if (ksym_name(t, i, tiny, sizeof(tiny)) != len || tiny[0] != name[0])
		return 1;
	/* Just below the first symbol at addr lies the one before, if any. */
	if (i && ksym_addr(t, i - 1) == addr)
		return 0;
	return ksym_lookup_addr(t, addr - 1) != (long)i - 1;
}

/*
 * Returns -1 if ksym_table_init() refuses @data, else the number of
 * symbols that answer inconsistently.
 */
int kallsyms_fuzz_one(const u8 *data, size_t size)
{
	struct ksym_table t;
	int bad = 0;
	u32 i;

	if (ksym_table_init(&t, data, size))
		return -1;
	for (i = 0; i < ksym_count(&t); i++)
		bad += inconsistent(&t, i);
	/* The end bound is exclusive, so the last address is never in. */
	bad += ksym_lookup_addr(&t, 0xffffffffU) != -1;
	return bad;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (kallsyms_fuzz_one(data, size) > 0)
		__builtin_trap();
	return 0;
}
