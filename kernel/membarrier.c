// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/membarrier.c - membarrier(2): a memory barrier on every CPU
 * that runs the caller's threads, so that a thread may do without
 * barriers on its fast path and make up for them in one call
 * (membarrier(2)).  Every command here orders memory on every online
 * CPU the same way: each other CPU takes an interrupt that runs a full
 * barrier (smp_call_function(), arch/i386/kernel/smp.c; an interrupt
 * and its iret also serialize the CPU's instruction stream, which is
 * what the SYNC_CORE kind asks for), between two barriers of the
 * caller's own.  The private expedited kinds need the process to have
 * registered for them first (EPERM otherwise), as on Linux; the
 * registration is kept with the memory (mm->membarrier_state), so
 * fork(2) keeps it and execve(2) forgets it.  MEMBARRIER_CMD_QUERY
 * answers the commands this kernel knows, Linux 6.1's (511).  The rseq
 * kind would also restart the threads' rseq(2) critical sections: there
 * is no rseq(2) here, so there are none, and the barrier is all it
 * does.  Flags: none (EINVAL), but MEMBARRIER_CMD_FLAG_CPU for the rseq
 * kind, whose one CPU (cpu_id) gets the barrier with the others.
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/smp.h"
#include "linux/syscalls.h"

#define MEMBARRIER_CMD_QUERY				0
#define MEMBARRIER_CMD_GLOBAL				(1 << 0)
#define MEMBARRIER_CMD_GLOBAL_EXPEDITED			(1 << 1)
#define MEMBARRIER_CMD_REGISTER_GLOBAL_EXPEDITED	(1 << 2)
#define MEMBARRIER_CMD_PRIVATE_EXPEDITED		(1 << 3)
#define MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED	(1 << 4)
#define MEMBARRIER_CMD_PRIVATE_EXPEDITED_SYNC_CORE	(1 << 5)
#define MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_SYNC_CORE (1 << 6)
#define MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ		(1 << 7)
#define MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_RSEQ	(1 << 8)
#define MEMBARRIER_CMDS		0x1ff
#define MEMBARRIER_CMD_FLAG_CPU	1

/* A full barrier: a locked instruction orders every load and store
 * before it against every one after (SDM vol. 3, 9.2.2) */
static inline void full_barrier(void)
{
	asm volatile("lock; addl $0, 0(%%esp)" ::: "memory", "cc");
}

static void ipi_barrier(void *info)
{
	full_barrier();
}

/* The barrier itself: here, then on every other CPU, waited for */
static void barrier_everywhere(void)
{
	full_barrier();
	if (num_online_cpus() > 1)
		smp_call_function(ipi_barrier, NULL, 1);
	full_barrier();
}

/* A private expedited command runs once its registration is made:
 * each one is the registering command's bit shifted down one */
static long private_expedited(struct mm_struct *mm, int cmd)
{
	if (!(mm->membarrier_state & (cmd << 1)))
		return -EPERM;
	barrier_everywhere();
	return 0;
}

long sys_membarrier(int cmd, unsigned int flags, int cpu_id)
{
	struct mm_struct *mm = current->mm;

	if (flags && (cmd != MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ ||
		      flags != MEMBARRIER_CMD_FLAG_CPU))
		return -EINVAL;
	switch (cmd) {
	case MEMBARRIER_CMD_QUERY:
		return MEMBARRIER_CMDS;
	case MEMBARRIER_CMD_GLOBAL:
	case MEMBARRIER_CMD_GLOBAL_EXPEDITED:
		barrier_everywhere();
		return 0;
	case MEMBARRIER_CMD_REGISTER_GLOBAL_EXPEDITED:
	case MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED:
	case MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_SYNC_CORE:
	case MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED_RSEQ:
		mm->membarrier_state |= cmd;
		return 0;
	case MEMBARRIER_CMD_PRIVATE_EXPEDITED:
	case MEMBARRIER_CMD_PRIVATE_EXPEDITED_SYNC_CORE:
	case MEMBARRIER_CMD_PRIVATE_EXPEDITED_RSEQ:
		return private_expedited(mm, cmd);
	}
	return -EINVAL;
}
