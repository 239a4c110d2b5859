/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/barrier.h - memory barriers, Linux's names (2.6 kept them
 * in asm/system.h, which includes this).  x86 keeps loads in order with
 * loads and stores with stores; only a later load may pass an earlier
 * store (SDM vol. 3, 9.2.2 "Memory Ordering in P6 and More Recent
 * Processor Families").  So the read and write barriers between CPUs
 * need only keep the compiler from moving accesses, and the full one
 * needs a locked instruction, which orders everything (9.2.2: "Locked
 * instructions have a total order").  A locked add of 0 to the stack
 * is that instruction on every i386-class CPU, where mfence needs SSE2.
 * mb(), rmb() and wmb() also order against devices, write-combined
 * memory and non-temporal stores, hence the locked add for each.
 */
#ifndef _ASM_BARRIER_H
#define _ASM_BARRIER_H

#include "linux/preempt.h"	/* barrier() */
#include "asm-generic/rwonce.h"

#define mb()	__asm__ __volatile__("lock; addl $0,0(%%esp)" ::: "memory", "cc")
#define rmb()	mb()
#define wmb()	mb()

#define dma_rmb()	barrier()
#define dma_wmb()	barrier()

#define smp_mb()	mb()
#define smp_rmb()	barrier()
#define smp_wmb()	barrier()
#define smp_mb__before_atomic()	barrier()	/* locked already */
#define smp_mb__after_atomic()	barrier()

/* a store then a full barrier (set_current_state()'s kind of store) */
#define smp_store_mb(var, value)                                        \
	do {                                                            \
		WRITE_ONCE(var, value);                                 \
		smp_mb();                                               \
	} while (0)

/* release: no earlier access passes the store; acquire: no later one
 * passes the load.  x86's own order gives both (9.2.2) */
#define smp_store_release(p, v)                                         \
	do {                                                            \
		barrier();                                              \
		WRITE_ONCE(*(p), v);                                    \
	} while (0)
#define smp_load_acquire(p)                                             \
	({                                                              \
		__typeof__(*(p)) ___v = READ_ONCE(*(p));                \
		barrier();                                              \
		___v;                                                   \
	})

#endif /* _ASM_BARRIER_H */
