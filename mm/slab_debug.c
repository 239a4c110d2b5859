// SPDX-License-Identifier: GPL-2.0
/*
 * mm/slab_debug.c - slub_debug's bytes: the option's letters, the layout
 * of a debug slab's slot, filling an object's poison and red zones, and
 * finding the bytes that were overwritten.  mm/slab.c reports what this
 * finds, in SLUB's words.
 *
 * The values are Linux's (include/linux/poison.h): a free object holds
 * POISON_FREE with POISON_END as its last byte, a new one POISON_INUSE,
 * and its red zones SLUB_RED_INACTIVE while free, SLUB_RED_ACTIVE while
 * allocated.  Any other byte there was written by someone who did not own
 * it: after kfree() (use after free) or past the end (overflow).
 */
#include "linux/types.h"
#include "linux/errno.h"
#include "linux/string.h"
#include "linux/poison.h"
#include "slab_debug.h"

#define ROUND_UP(x, a)	(((x) + (a) - 1) / (a) * (a))

/*
 * The value of slub_debug: none (or empty) turns on every check, as in
 * Linux; otherwise letters, F, Z, P and U in either case, or "-" for
 * none.  Linux's other letters and its per-cache lists are not here:
 * -EINVAL, so that a typo is reported instead of checking less.
 */
int slub_debug_parse(const char *val, unsigned int *flags)
{
	unsigned int f = 0;

	if (!val || !*val) {
		*flags = SLAB_DEBUG_FLAGS;
		return 0;
	}
	if (!strcmp(val, "-")) {
		*flags = 0;
		return 0;
	}
	for (; *val; val++) {
		switch (*val | 0x20) {	/* ASCII lower case */
		case 'f':
			f |= SLAB_CONSISTENCY_CHECKS;
			break;
		case 'z':
			f |= SLAB_RED_ZONE;
			break;
		case 'p':
			f |= SLAB_POISON;
			break;
		case 'u':
			f |= SLAB_STORE_USER;
			break;
		default:
			return -EINVAL;
		}
	}
	*flags = f;
	return 0;
}

void slab_layout_init(struct slab_layout *l, unsigned int size,
		      unsigned int flags)
{
	unsigned int red = flags & SLAB_RED_ZONE ? SLAB_RED_ZONE_SIZE : 0;

	l->flags = flags;
	l->size = size;
	l->red_left = red;
	l->meta = ROUND_UP(red + size + red, sizeof(void *));
	l->stride = ROUND_UP(l->meta + (unsigned int)sizeof(struct slab_meta),
			     SLAB_DEBUG_ALIGN);
}

struct slab_meta *slab_object_meta(const struct slab_layout *l, void *obj)
{
	return (struct slab_meta *)((u8 *)obj - l->red_left + l->meta);
}

/* Where the right red zone starts: past what the owner asked for */
static u8 *right_red(const struct slab_layout *l, u8 *obj, bool active)
{
	return obj + (active ? slab_object_meta(l, obj)->orig_size : l->size);
}

/*
 * Fill a free (active false) or newly allocated object of orig_size
 * bytes.  The red zones are filled only with Z, but the bytes past
 * orig_size always are while allocated (see struct slab_layout).
 */
void slab_object_init(const struct slab_layout *l, void *obj, bool active,
		      unsigned int orig_size)
{
	u8 *o = obj, red = active ? SLUB_RED_ACTIVE : SLUB_RED_INACTIVE;
	struct slab_meta *m = slab_object_meta(l, obj);

	m->orig_size = active ? orig_size : 0;
	memset(o - l->red_left, red, l->red_left);
	if (l->flags & SLAB_POISON && active) {
		memset(o, POISON_INUSE, orig_size);
	} else if (l->flags & SLAB_POISON) {
		memset(o, POISON_FREE, l->size - 1);
		o[l->size - 1] = POISON_END;
	}
	if (active || l->flags & SLAB_RED_ZONE) {
		u8 *r = right_red(l, o, active);

		memset(r, red, (size_t)((u8 *)m - r));
	}
}

/* Whether [p, p + n) holds a byte other than value; its bad run */
static bool find_fault(u8 *p, u8 value, size_t n, struct slab_fault *fault)
{
	u8 *end = p + n;

	while (p < end && *p == value)
		p++;
	if (p == end)
		return false;
	while (end[-1] == value)
		end--;
	fault->start = p;
	fault->end = end;
	fault->expected = value;
	return true;
}

/* The first overwritten area of obj, as slab_object_init() left it */
bool slab_object_check(const struct slab_layout *l, void *obj, bool active,
		       struct slab_fault *fault)
{
	u8 *o = obj, red = active ? SLUB_RED_ACTIVE : SLUB_RED_INACTIVE;
	u8 *meta = (u8 *)slab_object_meta(l, obj), *r = right_red(l, o, active);

	fault->what = "Left Redzone";
	if (find_fault(o - l->red_left, red, l->red_left, fault))
		return true;
	fault->what = "Poison";
	if (l->flags & SLAB_POISON && !active &&
	    (find_fault(o, POISON_FREE, l->size - 1, fault) ||
	     find_fault(o + l->size - 1, POISON_END, 1, fault)))
		return true;
	fault->what = "Right Redzone";
	return (active || l->flags & SLAB_RED_ZONE) &&
	       find_fault(r, red, (size_t)(meta - r), fault);
}

/* SLUB's "Restoring": the bad bytes get their value back, so that the
 * same damage is reported once */
void slab_fault_fix(const struct slab_fault *fault)
{
	memset(fault->start, fault->expected,
	       (size_t)(fault->end - fault->start));
}

/*
 * Which slot the byte at offset (from the page's start) is the object
 * of, slots starting at first and ending by limit; -1 when offset is not
 * exactly an object's start (SLUB's "Invalid object pointer").
 */
long slab_slot_index(const struct slab_layout *l, unsigned long first,
		     unsigned long offset, unsigned long limit)
{
	unsigned long slot;

	if (offset < first + l->red_left)
		return -1;
	slot = offset - first - l->red_left;
	if (slot % l->stride || first + slot + l->stride > limit)
		return -1;
	return (long)(slot / l->stride);
}
