// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/panic.c - the end: print why and stop the machine.
 *
 * "Kernel panic: ..." is 2.5's wording.  With the boot option panic=N
 * the machine restarts after N seconds; panic=-1 powers it off at once
 * (useful for scripted runs); the default halts, leaving the screen up
 * for the lecture hall to read.
 *
 * Taint lives here too, as in Linux: a panic or oops says whether the
 * kernel ran code it cannot vouch for (print_tainted()).
 */
#include "linux/kernel.h"
#include "linux/panic_notifier.h"
#include "linux/smp.h"
#include "linux/export.h"
#include "linux/interrupt.h"
#include "linux/kallsyms.h"
#include "linux/module.h"
#include "linux/oops.h"
#include "linux/sched.h"
#include "linux/reboot.h"
#include "asm/system.h"

int panic_timeout;
unsigned long tainted;

void add_taint(unsigned long flag)
{
	tainted |= flag;
}

/* "Not tainted", or "Tainted: " and one letter per reason, as 2.5;
 * 'B' (bad page, from the debug allocator) and 'W' (a WARN reported) as
 * 2.6 added them. */
const char *print_tainted(void)
{
	static char buf[20];

	if (!tainted)
		return "Not tainted";
	snprintf(buf, sizeof(buf), "Tainted: %c%c%c%s%s",
		 tainted & TAINT_PROPRIETARY_MODULE ? 'P' : 'G',
		 tainted & TAINT_FORCED_MODULE ? 'F' : ' ',
		 tainted & TAINT_FORCED_RMMOD ? 'R' : ' ',
		 tainted & TAINT_BAD_PAGE ? "B" : "",
		 tainted & TAINT_WARN ? "W" : "");
	return buf;
}

/*
 * A WARN (include/linux/bug.h): the report, the stack, and the taint;
 * the caller goes on.  caller is the code address after the WARN's
 * call, which names the function it is in.
 */
static void warn_report(const char *file, int line, unsigned long caller,
			const char *fmt, va_list *args)
{
	char sym[KSYM_SYMBOL_LEN];

	printk(KERN_WARNING "------------[ cut here ]------------\n");
	if (fmt)
		vprintk(fmt, *args);
	sprint_symbol(sym, caller);
	printk(KERN_WARNING "WARNING: CPU: %d PID: %d at %s:%d %s\n",
	       raw_smp_processor_id(), current->pid, file, line, sym);
	print_modules();
	add_taint(TAINT_WARN);
	dump_stack();
	printk(KERN_WARNING "---[ end trace 0000000000000000 ]---\n");
}

void warn_slowpath_fmt(const char *file, int line, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	warn_report(file, line, (unsigned long)__builtin_return_address(0),
		    fmt, &args);
	va_end(args);
}
EXPORT_SYMBOL(warn_slowpath_fmt);

void warn_slowpath_null(const char *file, int line)
{
	warn_report(file, line, (unsigned long)__builtin_return_address(0),
		    NULL, NULL);
}
EXPORT_SYMBOL(warn_slowpath_null);

/* Busy-wait, very roughly `seconds`: the timer may be what failed. */
static void panic_delay(int seconds)
{
	volatile unsigned long i;

	for (i = 0; i < (unsigned long)seconds * 100000000UL; i++)
		;
}

ATOMIC_NOTIFIER_HEAD(panic_notifier_list);
EXPORT_SYMBOL(panic_notifier_list);

void panic(const char *fmt, ...)
{
	static char buf[256];
	va_list args;

	local_irq_disable();	/* this CPU's own: it never runs on */
	oops_in_progress = 1;	/* printk() waits for no stopped CPU */
	/* the other CPUs stop where they are (arch/i386/kernel/smp.c), so
	 * that nothing runs on after the kernel gave up, as Linux 2.6 */
	smp_send_stop();
	va_start(args, fmt);
	vsnprintf(buf, sizeof(buf), fmt, args);
	va_end(args);
	printk(KERN_EMERG "Kernel panic: %s\n", buf);
	/* the modules' last words (linux/panic_notifier.h), after the other
	 * CPUs stopped, as Linux 6.1's panic() */
	atomic_notifier_call_chain(&panic_notifier_list, 0, buf);
	if (in_interrupt())
		printk(KERN_EMERG "In interrupt handler - not syncing\n");
	if (panic_timeout < 0)
		machine_power_off();
	if (panic_timeout > 0) {
		printk(KERN_EMERG "Rebooting in %d seconds..\n", panic_timeout);
		panic_delay(panic_timeout);
		machine_restart();
	}
	machine_halt();
}
EXPORT_SYMBOL(panic);
