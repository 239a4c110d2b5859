// SPDX-License-Identifier: GPL-2.0
/*
 * Host unit test of mm/slab_debug.c: slub_debug's letters, a debug
 * slot's layout, and that every kind of stray write - after free, past
 * the end, before the start - is found at the right bytes and repaired.
 * The values expected are Linux's (include/linux/poison.h).
 */
#include <stdint.h>
#include <string.h>
#include "ktap.h"
#include "linux/errno.h"
#include "linux/poison.h"
#include "mm/slab_debug.h"

unsigned int slub_debug;	/* mm/slab.c's, declared by slab_debug.h */

static _Alignas(16) u8 page[4096];

/* A slot of a size class at the start of page, its object returned */
static u8 *slot(struct slab_layout *l, unsigned int size, unsigned int flags)
{
	slab_layout_init(l, size, flags);
	memset(page, 0, sizeof(page));
	return page + l->red_left;
}

static bool all(const u8 *p, u8 v, size_t n)
{
	while (n--)
		if (*p++ != v)
			return false;
	return true;
}

static void test_parse(void)
{
	unsigned int f = 1;

	KTAP_CHECK(!slub_debug_parse(NULL, &f) && f == SLAB_DEBUG_FLAGS,
		   "bare slub_debug turns on every check");
	KTAP_CHECK(!slub_debug_parse("", &f) && f == SLAB_DEBUG_FLAGS,
		   "slub_debug= turns on every check");
	KTAP_CHECK(!slub_debug_parse("FZ", &f) &&
			   f == (SLAB_CONSISTENCY_CHECKS | SLAB_RED_ZONE),
		   "slub_debug=FZ: sanity checks and red zones");
	KTAP_CHECK(!slub_debug_parse("pu", &f) &&
			   f == (SLAB_POISON | SLAB_STORE_USER),
		   "letters in lower case count too");
	KTAP_CHECK(!slub_debug_parse("-", &f) && f == 0,
		   "slub_debug=- turns every check off");
	f = 7;
	KTAP_CHECK(slub_debug_parse("FX", &f) == -EINVAL && f == 7,
		   "an unknown letter is -EINVAL and changes nothing");
}

static void test_layout(void)
{
	struct slab_layout l;

	slab_layout_init(&l, 64, SLAB_DEBUG_FLAGS);
	KTAP_CHECK(l.red_left == SLAB_RED_ZONE_SIZE &&
			   l.meta == 64 + 2 * SLAB_RED_ZONE_SIZE &&
			   l.stride % SLAB_DEBUG_ALIGN == 0 &&
			   l.stride >= l.meta + sizeof(struct slab_meta),
		   "a 64-byte slot: red zones on both sides, then the meta");
	slab_layout_init(&l, 64, SLAB_POISON);
	KTAP_CHECK(l.red_left == 0 && l.meta == 64,
		   "without Z there are no red zones");
}

static void test_free_object(void)
{
	struct slab_layout l;
	struct slab_fault f;
	u8 *o = slot(&l, 64, SLAB_DEBUG_FLAGS);

	slab_object_init(&l, o, false, 0);
	KTAP_CHECK(all(o, POISON_FREE, 63) && o[63] == POISON_END &&
			   all(o - 16, SLUB_RED_INACTIVE, 16) &&
			   all(o + 64, SLUB_RED_INACTIVE, 16),
		   "a free object: 0x6b, 0xa5 last, red zones 0xbb");
	KTAP_CHECK(!slab_object_check(&l, o, false, &f),
		   "an untouched free object passes");
	o[10] = 0;
	o[13] = 0;
	KTAP_CHECK(slab_object_check(&l, o, false, &f) &&
			   !strcmp(f.what, "Poison") && f.start == o + 10 &&
			   f.end == o + 14 && f.expected == POISON_FREE,
		   "a write after free: Poison, bytes 10 to 13, 0x6b");
	slab_fault_fix(&f);
	KTAP_CHECK(!slab_object_check(&l, o, false, &f) &&
			   all(o, POISON_FREE, 63),
		   "restoring the poison repairs it");
	o[63] = 0x6b;
	KTAP_CHECK(slab_object_check(&l, o, false, &f) &&
			   f.start == o + 63 && f.expected == POISON_END,
		   "the end marker is checked: 0xa5");
	slab_fault_fix(&f);
	o[-1] = 1;
	KTAP_CHECK(slab_object_check(&l, o, false, &f) &&
			   !strcmp(f.what, "Left Redzone") && f.start == o - 1,
		   "a write just before a free object: Left Redzone");
}

static void test_active_object(void)
{
	struct slab_layout l;
	struct slab_fault f;
	u8 *o = slot(&l, 64, SLAB_DEBUG_FLAGS);

	slab_object_init(&l, o, true, 10);
	KTAP_CHECK(all(o, POISON_INUSE, 10) &&
			   all(o + 10, SLUB_RED_ACTIVE, 54 + 16) &&
			   all(o - 16, SLUB_RED_ACTIVE, 16) &&
			   slab_object_meta(&l, o)->orig_size == 10,
		   "kmalloc(10): 0x5a, then 0xcc to the red zone's end");
	memset(o, 0, 10);
	KTAP_CHECK(!slab_object_check(&l, o, true, &f),
		   "writing the 10 bytes asked for is fine");
	o[10] = 0;
	KTAP_CHECK(slab_object_check(&l, o, true, &f) &&
			   !strcmp(f.what, "Right Redzone") &&
			   f.start == o + 10 && f.expected == SLUB_RED_ACTIVE,
		   "byte 10 of kmalloc(10): Right Redzone");
	slab_fault_fix(&f);
	o[64 + 15] = 0;
	KTAP_CHECK(slab_object_check(&l, o, true, &f) &&
			   f.start == o + 79 && f.end == o + 80,
		   "the red zone's last byte is checked");
	o = slot(&l, 64, SLAB_POISON);
	slab_object_init(&l, o, true, 10);
	o[12] = 0;
	KTAP_CHECK(slab_object_check(&l, o, true, &f) && f.start == o + 12,
		   "without Z, past orig_size is still caught");
}

static void test_slot_index(void)
{
	struct slab_layout l;
	unsigned long first = 32;

	slab_layout_init(&l, 64, SLAB_DEBUG_FLAGS);
	KTAP_CHECK(slab_slot_index(&l, first, first + 16, 4096) == 0 &&
			   slab_slot_index(&l, first, first + 16 + 2 * l.stride,
					   4096) == 2,
		   "objects' starts are found");
	KTAP_CHECK(slab_slot_index(&l, first, first + 24, 4096) == -1 &&
			   slab_slot_index(&l, first, first, 4096) == -1,
		   "a pointer into an object or its red zone is invalid");
	KTAP_CHECK(slab_slot_index(&l, first, first + 16 + l.stride, first +
				   l.stride + 8) == -1,
		   "a slot past the page's end is invalid");
}

int main(void)
{
	KTAP_BEGIN(22);
	test_parse();
	test_layout();
	test_free_object();
	test_active_object();
	test_slot_index();
	return KTAP_END();
}
