/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/percpu.h - per-CPU data, Linux's interface: one copy of
 * a variable for each CPU, so that a CPU updating its own copy shares
 * no cache line and takes no lock (only a reader summing all the copies
 * looks at the others').
 *
 * DEFINE_PER_CPU() puts the variable in the .data..percpu section
 * (linker.ld: __per_cpu_start to __per_cpu_end).  That copy is only the
 * template: setup_per_cpu_areas() (mm/percpu.c) makes NR_CPUS copies of
 * it at boot, and CPU n's copy of a variable is at the variable's
 * address plus __per_cpu_offset[n].  Until then every offset is 0 and
 * the template serves (the boot CPU's early writes are copied with it).
 * A module's .data..percpu is copied the same way when it is loaded
 * (kernel/module/load.c, percpu_modalloc()).
 *
 * alloc_percpu() hands out room in each CPU's area past the static
 * variables, a "__percpu pointer" that is never followed itself:
 * per_cpu_ptr(p, cpu) is cpu's copy.  The this_cpu_*() operations act
 * on this CPU's copy with interrupts off, so neither an interrupt nor a
 * move to another CPU comes between finding the copy and changing it
 * (Linux's x86 does each in one %fs-relative instruction).
 */
#ifndef _LINUX_PERCPU_H
#define _LINUX_PERCPU_H

#include "linux/types.h"
#include "linux/cpumask.h"
#include "linux/export.h"
#include "linux/preempt.h"
#include "asm/system.h"

#define __percpu	/* sparse's mark in Linux: nothing to compilers */
#define PER_CPU_BASE_SECTION	".data..percpu"

#define DECLARE_PER_CPU(type, name)                                     \
	extern __attribute__((section(PER_CPU_BASE_SECTION)))          \
	__typeof__(type) name
#define DEFINE_PER_CPU(type, name)                                      \
	__attribute__((section(PER_CPU_BASE_SECTION)))                 \
	__typeof__(type) name
#define EXPORT_PER_CPU_SYMBOL(var)	EXPORT_SYMBOL(var)
#define EXPORT_PER_CPU_SYMBOL_GPL(var)	EXPORT_SYMBOL_GPL(var)

extern unsigned long __per_cpu_offset[NR_CPUS];
#define per_cpu_offset(cpu)	(__per_cpu_offset[(cpu)])

#define per_cpu_ptr(ptr, cpu)                                           \
	((__typeof__(ptr))((unsigned long)(ptr) + per_cpu_offset(cpu)))
#define per_cpu(var, cpu)	(*per_cpu_ptr(&(var), (cpu)))
#define raw_cpu_ptr(ptr)	per_cpu_ptr(ptr, raw_smp_processor_id())
#define this_cpu_ptr(ptr)	raw_cpu_ptr(ptr)

/* This CPU's copy, with preemption off until the put */
#define get_cpu_ptr(ptr)	({ preempt_disable(); this_cpu_ptr(ptr); })
#define put_cpu_ptr(ptr)	do { (void)(ptr); preempt_enable(); } while (0)
#define get_cpu_var(var)	(*get_cpu_ptr(&(var)))
#define put_cpu_var(var)	put_cpu_ptr(&(var))

/* pcp is a per-CPU lvalue (a variable, or *p of an alloc_percpu() p).
 * Interrupts off, not a lock: the variable is this CPU's alone, and
 * with them off neither an interrupt handler of this CPU comes between
 * the read and the write nor a preemption moves the task to another
 * CPU halfway (Linux's this_cpu_*() are one instruction for the same
 * reason). */
#define this_cpu_read(pcp)                                              \
	({                                                              \
		unsigned long __f;                                      \
		__typeof__(pcp) __v;                                    \
		local_irq_save(__f);                                    \
		__v = *this_cpu_ptr(&(pcp));                            \
		local_irq_restore(__f);                                 \
		__v;                                                    \
	})
#define __this_cpu_update(pcp, op, val)                                 \
	({                                                              \
		unsigned long __f;                                      \
		__typeof__(pcp) __r;                                    \
		local_irq_save(__f);                                    \
		__r = (*this_cpu_ptr(&(pcp)) op (val));                 \
		local_irq_restore(__f);                                 \
		__r;                                                    \
	})
#define this_cpu_write(pcp, v)		((void)__this_cpu_update(pcp, =, v))
#define this_cpu_add_return(pcp, v)	__this_cpu_update(pcp, +=, v)
#define this_cpu_add(pcp, v)		((void)this_cpu_add_return(pcp, v))
#define this_cpu_sub(pcp, v)		this_cpu_add(pcp, -(v))
#define this_cpu_inc(pcp)		this_cpu_add(pcp, 1)
#define this_cpu_dec(pcp)		this_cpu_sub(pcp, 1)
#define this_cpu_inc_return(pcp)	this_cpu_add_return(pcp, 1)
#define this_cpu_dec_return(pcp)	this_cpu_add_return(pcp, -1)
/* The __ forms: the caller already keeps preemption off */
#define __this_cpu_read(pcp)		this_cpu_read(pcp)
#define __this_cpu_write(pcp, v)	this_cpu_write(pcp, v)
#define __this_cpu_add(pcp, v)		this_cpu_add(pcp, v)
#define __this_cpu_inc(pcp)		this_cpu_inc(pcp)
#define __this_cpu_dec(pcp)		this_cpu_dec(pcp)

/* mm/percpu.c */
void setup_per_cpu_areas(void);
void __percpu *__alloc_percpu(size_t size, size_t align);
void free_percpu(void __percpu *ptr);
#define alloc_percpu(type)                                              \
	((type __percpu *)__alloc_percpu(sizeof(type), __alignof__(type)))
#define alloc_percpu_gfp(type, gfp)	((void)(gfp), alloc_percpu(type))

#endif /* _LINUX_PERCPU_H */
