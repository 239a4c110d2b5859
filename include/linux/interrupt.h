/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_INTERRUPT_H
#define _LINUX_INTERRUPT_H

#include "linux/types.h"
#include "asm/thread_info.h"

struct pt_regs;

#define NR_IRQS		16	/* two cascaded 8259s */
#define FIRST_EXTERNAL_VECTOR 0x20 /* vectors 0-31 are the CPU's (SDM 6.2) */
/* the vector of ISA IRQ n that "int $0x30 + n" raises (arch/i386/kernel/traps.c) */
#define ISA_IRQ_VECTOR(irq)	(((FIRST_EXTERNAL_VECTOR + 16) & ~15) + (irq))
/* Lines of interrupt chips in software (a GPIO chip's), after the
 * 8259's: irq_alloc_descs() hands them out (kernel/irq/irqdesc.c) */
#define NR_DYNAMIC_IRQS	64
#define NR_IRQ_DESCS	(NR_IRQS + NR_DYNAMIC_IRQS)

/*
 * A handler's answer, Linux's: the interrupt was not its device's, it
 * was, or it was and the rest of the work is for the line's thread
 * (request_threaded_irq()'s thread_fn).
 */
enum irqreturn {
	IRQ_NONE = 0,
	IRQ_HANDLED = 1 << 0,
	IRQ_WAKE_THREAD = 1 << 1,
};
typedef enum irqreturn irqreturn_t;
typedef irqreturn_t (*irq_handler_t)(int irq, void *dev);

/* request_irq()'s flags: the edge or level a line should interrupt on
 * (its chip's business: a GPIO line's), and how the line is shared */
#define IRQF_TRIGGER_NONE	0x00000000
#define IRQF_TRIGGER_RISING	0x00000001
#define IRQF_TRIGGER_FALLING	0x00000002
#define IRQF_TRIGGER_HIGH	0x00000004
#define IRQF_TRIGGER_LOW	0x00000008
#define IRQF_TRIGGER_MASK	(IRQF_TRIGGER_HIGH | IRQF_TRIGGER_LOW | \
				 IRQF_TRIGGER_RISING | IRQF_TRIGGER_FALLING)
#define IRQF_SHARED		0x00000080
#define IRQF_ONESHOT		0x00002000

/* kernel/irq/manage.c */
int request_threaded_irq(unsigned int irq, irq_handler_t handler,
			 irq_handler_t thread_fn, unsigned long flags,
			 const char *name, void *dev);
const void *free_irq(unsigned int irq, void *dev);

/* Which ISA line a device interrupts on (kernel/irq/autoprobe.c, LDD3
 * ch. 10): probe_irq_on(), make the device interrupt, probe_irq_off() */
unsigned long probe_irq_on(void);
int probe_irq_off(unsigned long val);
unsigned int probe_irq_mask(unsigned long val);

static inline int request_irq(unsigned int irq, irq_handler_t handler,
			      unsigned long flags, const char *name, void *dev)
{
	return request_threaded_irq(irq, handler, NULL, flags, name, dev);
}

/* request_any_context_irq()'s answers: where the handler will run */
enum {
	IRQC_IS_HARDIRQ = 0,
	IRQC_IS_NESTED,
};

/*
 * Linux runs the handler of a line whose chip sits behind a slow bus
 * (an I2C GPIO expander: "nested" lines) in a thread, others in hard
 * interrupt context.  No chip here has nested lines, so the handler is
 * always a hard one: request_irq()'s error, or IRQC_IS_HARDIRQ.
 */
static inline int request_any_context_irq(unsigned int irq,
					  irq_handler_t handler,
					  unsigned long flags,
					  const char *name, void *dev_id)
{
	int err = request_irq(irq, handler, flags, name, dev_id);

	return err ? err : IRQC_IS_HARDIRQ;
}

void init_IRQ(void);
bool do_IRQ(struct pt_regs *regs, unsigned int irq);
struct pt_regs *get_irq_regs(void);
struct pt_regs *set_irq_regs(struct pt_regs *regs);
void irq_enter(void);
void irq_exit(void);

/* Interrupt nesting depth per CPU: > 0 while an interrupt handler runs
 * on this one.  One count for all CPUs was right only while the big
 * kernel lock kept every handler on one CPU at a time; a system call
 * that runs without it (sched_yield(2) calling schedule()) would see
 * another CPU's handler as its own. */
extern int local_irq_count[];		/* NR_CPUS (linux/smp.h) */
#define in_interrupt()	(local_irq_count[current_thread_info()->cpu] > 0)

/* Here, after in_interrupt(), which these use: what interrupt code takes */
#include "linux/atomic.h"
#include "linux/bitops.h"
#include "linux/spinlock.h"
#include "linux/kernel.h"

/*
 * Tasklets (kernel/softirq.c): deferred work that runs soon after the
 * interrupt that scheduled it, in interrupt context, never twice at once
 * and at most once per scheduling.  6.1's callback takes the tasklet
 * (from_tasklet() finds its container); the older func takes data.
 */
struct tasklet_struct {
	struct tasklet_struct *next;	/* on a pending list */
	unsigned long state;		/* TASKLET_STATE_* bits */
	atomic_t count;			/* > 0: disabled */
	bool use_callback;
	union {
		void (*func)(unsigned long data);
		void (*callback)(struct tasklet_struct *t);
	};
	unsigned long data;
};

enum {
	TASKLET_STATE_SCHED,		/* on a pending list */
	TASKLET_STATE_RUN,		/* its function is running */
};

#define __TASKLET_CB(name, cb, disabled)                                \
	struct tasklet_struct name = { .count = ATOMIC_INIT(disabled),  \
				       .use_callback = true,            \
				       .callback = (cb) }
#define __TASKLET_OLD(name, fn, d, disabled)                            \
	struct tasklet_struct name = { .count = ATOMIC_INIT(disabled),  \
				       .func = (fn), .data = (d) }

/*
 * DECLARE_TASKLET(name, callback), 5.9 on; DECLARE_TASKLET(name, func,
 * data), its form until 5.8, still in teaching code: told apart by the
 * number of arguments.
 */
#define __TASKLET_PICK(_1, _2, _3, which, ...)	which
#define DECLARE_TASKLET(name, ...)                                      \
	__TASKLET_PICK(name, __VA_ARGS__, __TASKLET_OLD(name, __VA_ARGS__, 0), \
		       __TASKLET_CB(name, __VA_ARGS__, 0), )
#define DECLARE_TASKLET_DISABLED(name, ...)                             \
	__TASKLET_PICK(name, __VA_ARGS__, __TASKLET_OLD(name, __VA_ARGS__, 1), \
		       __TASKLET_CB(name, __VA_ARGS__, 1), )
#define DECLARE_TASKLET_OLD(name, fn)	__TASKLET_OLD(name, fn, 0, 0)
#define DECLARE_TASKLET_DISABLED_OLD(name, fn)	__TASKLET_OLD(name, fn, 0, 1)

#define from_tasklet(var, t, field)	container_of(t, typeof(*var), field)

void tasklet_init(struct tasklet_struct *t, void (*func)(unsigned long),
		  unsigned long data);
void tasklet_setup(struct tasklet_struct *t,
		   void (*callback)(struct tasklet_struct *));
void tasklet_schedule(struct tasklet_struct *t);
void tasklet_hi_schedule(struct tasklet_struct *t);
void tasklet_kill(struct tasklet_struct *t);

/* Disabled, a scheduled tasklet waits (still pending) until enabled;
 * on one CPU none can be running while the caller runs outside one */
static inline void tasklet_disable_nosync(struct tasklet_struct *t)
{
	atomic_inc(&t->count);
}

static inline void tasklet_disable(struct tasklet_struct *t)
{
	tasklet_disable_nosync(t);
}

static inline void tasklet_enable(struct tasklet_struct *t)
{
	atomic_dec(&t->count);
}

/* The interrupt exit path (arch/i386/kernel/irq.c) */
void run_tasklets(void);
struct module;
void tasklets_module_going(const struct module *mod);

#endif /* _LINUX_INTERRUPT_H */
