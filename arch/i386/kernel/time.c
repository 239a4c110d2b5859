// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/time.c - the system clock: the 8253/8254 PIT ticking HZ times a
 * second on IRQ 0, counted in `jiffies` as Linux does.
 */
#include "linux/kernel.h"
#include "linux/interrupt.h"
#include "linux/irq.h"
#include "linux/sched.h"
#include "linux/init.h"
#include "linux/oops.h"
#include "linux/time.h"
#include "linux/timekeeping.h"
#include "linux/timer.h"
#include "asm/io.h"
#include "asm/ptrace.h"

#define PIT_CH0		0x40
#define PIT_CMD		0x43
#define PIT_MODE_RATE	0x34	/* channel 0, lobyte/hibyte, mode 2 */
#define PIT_HZ		1193182	/* the PIT's input clock (Intel 8254) */
#define LATCH		((PIT_HZ + HZ / 2) / HZ)
#define TIMER_IRQ	0

/*
 * CPU 0's tick.  do_interrupt() only tried for the big kernel lock
 * (set_irq_tick()): jiffies and the clocks are under tk_lock, the
 * accounting is this CPU's, the scheduler's work under the run queues'
 * locks, the timers under timer_lock: their callbacks run at every
 * tick, the lock got or not (kernel/timer.c).
 */
static irqreturn_t timer_interrupt(int irq, void *dev)
{
	(void)irq;
	(void)dev;
	do_timer(1);		/* jiffies, and the clocks (kernel/time/) */
	oops_in_irq_check();	/* the `oops irq` demo faults right here */
	run_timers();		/* kernel/timer.c */
	update_process_times(user_mode(get_irq_regs()));
	return IRQ_HANDLED;
}

void __init time_init(void)
{
	outb(PIT_MODE_RATE, PIT_CMD);
	outb(LATCH & 0xff, PIT_CH0);
	outb(LATCH >> 8, PIT_CH0);
	set_irq_tick(TIMER_IRQ);
	request_irq(TIMER_IRQ, timer_interrupt, 0, "timer", NULL);
	rtc_init();
}
