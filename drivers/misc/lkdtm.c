// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/misc/lkdtm.c - crashing on purpose, for teaching.
 *
 * `oops KIND` in the shell (or oops=KIND on the command line) runs one
 * of these in its own thread; each ends in a different oops.  They are
 * noinline so that each shows up by name in "EIP is at" and in the call
 * trace, exactly as written here.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/oops.h"
#include "linux/sched.h"
#include "linux/vmalloc.h"
#include "asm/page.h"
#include "asm/bug.h"
#include "asm/segment.h"
#include "asm/system.h"

#define OVERFLOW_FRAME	512	/* bytes of stack per recursion level */
/* the first GDT selector past the table's limit: #GP(selector) */
#define BAD_SELECTOR	(GDT_ENTRIES * 8)

static volatile bool irq_oops_armed;

static noinline void oops_bug(void)
{
	BUG();
}

static noinline void oops_null(void)
{
	*(volatile int *)NULL = 1;	/* page 0 is never mapped */
}

static noinline void oops_paging(void)
{
	/* the top page of the vmalloc area is never handed out */
	(void)*(volatile int *)(VMALLOC_END - PAGE_SIZE);
}

static noinline void oops_wrtext(void)
{
	/* kernel text is mapped read-only and CR0.WP is set */
	*(volatile u8 *)oops_wrtext = 0xc3;
}

static noinline void oops_div(void)
{
	/* all volatile, or gcc folds 1/x into a compare and never divides */
	volatile int dividend = 1, zero = 0, quotient;

	quotient = dividend / zero;
	(void)quotient;
}

static noinline void oops_gpf(void)
{
	asm volatile("movw %0, %%ax; movw %%ax, %%ds" : : "i"(BAD_SELECTOR)
		     : "eax");
}

static noinline void oops_ud(void)
{
	asm volatile(".byte 0x0f, 0xff");	/* UD0: not a BUG() */
}

/* Each level keeps a frame's worth of stack busy until the guard page
 * below the stack is hit.  Interrupts are off: the timer must not run
 * on a stack whose thread_info this is about to overwrite. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winfinite-recursion"	/* that's the point */
static noinline int oops_overflow_recurse(int depth)
{
	volatile char frame[OVERFLOW_FRAME];

	frame[0] = (char)depth;
	return oops_overflow_recurse(depth + 1) + frame[0];
}
#pragma GCC diagnostic pop

static noinline void oops_overflow(void)
{
	/* the crash itself, no data's lock: this CPU's interrupts off, so
	 * that the overflow is met by this recursion, not by an interrupt
	 * pushing onto the exhausted stack */
	local_irq_disable();
	oops_overflow_recurse(0);
}

static noinline void oops_irq(void)
{
	/* the tick whose handler faults is the PIT's, CPU 0's alone
	 * (arch/i386/kernel/time.c): on another CPU this loop would wait
	 * for it holding the big kernel lock, which that tick needs */
	set_cpus_allowed(current, 1UL << 0);
	irq_oops_armed = true;
	while (irq_oops_armed)	/* the next timer tick faults */
		asm volatile("sti; hlt");
}

/* Called from the timer interrupt on every tick. */
void oops_in_irq_check(void)
{
	if (irq_oops_armed)
		*(volatile int *)NULL = 0;
}

/* A few frames deep, so the call trace has something to show. */
static noinline void deep_5(void)
{
	oops_null();
}

static noinline void deep_4(void)
{
	deep_5();
	asm volatile("");	/* keep the call from becoming a jump */
}

static noinline void deep_3(void)
{
	deep_4();
	asm volatile("");
}

static noinline void deep_2(void)
{
	deep_3();
	asm volatile("");
}

static noinline void oops_deep(void)
{
	deep_2();
	asm volatile("");
}

static const struct {
	const char *name;
	void (*fn)(void);
} kinds[] = {
	{ "bug", oops_bug },	     { "null", oops_null },
	{ "paging", oops_paging },   { "wrtext", oops_wrtext },
	{ "div", oops_div },	     { "gpf", oops_gpf },
	{ "ud", oops_ud },	     { "overflow", oops_overflow },
	{ "irq", oops_irq },	     { "deep", oops_deep },
};

/* The i-th kind's name, or NULL past the last (for usage messages). */
const char *oops_kind_name(size_t i)
{
	return i < ARRAY_SIZE(kinds) ? kinds[i].name : NULL;
}

int trigger_oops(const char *kind)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(kinds); i++) {
		if (!strcmp(kinds[i].name, kind)) {
			kinds[i].fn();
			return 0;
		}
	}
	return -EINVAL;
}
EXPORT_SYMBOL(trigger_oops);
