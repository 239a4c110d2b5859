// SPDX-License-Identifier: GPL-2.0
/*
 * lib/ratelimit.c - ___ratelimit(): may one more event happen in this
 * interval of rs's (include/linux/ratelimit.h)?  The first call after
 * an interval has passed starts a new one, and says how many events the
 * old one held back, as Linux's "callbacks suppressed" line.  An
 * interval of 0 limits nothing.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/ratelimit.h"
#include "asm/system.h"

int ___ratelimit(struct ratelimit_state *rs, const char *func)
{
	unsigned long flags;
	int missed = 0, ok;

	if (!rs->interval)
		return 1;
	local_irq_save(flags);
	arch_spin_lock(&rs->lock);
	if (!rs->begin || time_after(jiffies, rs->begin + rs->interval)) {
		missed = rs->missed;
		rs->begin = jiffies;
		rs->printed = rs->missed = 0;
	}
	ok = rs->printed < rs->burst;
	if (ok)
		rs->printed++;
	else
		rs->missed++;
	arch_spin_unlock(&rs->lock);
	local_irq_restore(flags);
	if (missed)
		printk(KERN_WARNING "%s: %d callbacks suppressed\n", func,
		       missed);
	return ok;
}
EXPORT_SYMBOL(___ratelimit);
