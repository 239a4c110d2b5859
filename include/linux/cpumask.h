/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/cpumask.h - which CPUs exist and which run, under the
 * header name modules include for it.  The masks (cpu_online_map,
 * cpu_possible_map), cpu_online(), num_online_cpus() and the
 * for_each_online_cpu()/for_each_possible_cpu() loops are
 * include/linux/smp.h's, next to the cross-CPU calls that use them
 * (kernel/smp.c, arch/i386/kernel/smp.c).
 */
#ifndef _LINUX_CPUMASK_H
#define _LINUX_CPUMASK_H

#include "linux/smp.h"

#endif /* _LINUX_CPUMASK_H */
