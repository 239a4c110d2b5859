/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/smp.h - which CPU runs this code: always CPU 0, as in
 * a Linux kernel built without CONFIG_SMP.  get_cpu() also holds
 * preemption off until put_cpu(), so the answer stays true.
 */
#ifndef _LINUX_SMP_H
#define _LINUX_SMP_H

#include "linux/preempt.h"

#define smp_processor_id()	0
#define raw_smp_processor_id()	0
#define get_cpu()		({ preempt_disable(); smp_processor_id(); })
#define put_cpu()		preempt_enable()
#define num_online_cpus()	1U
#define num_possible_cpus()	1U

#endif /* _LINUX_SMP_H */
