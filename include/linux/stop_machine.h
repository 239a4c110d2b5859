/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/stop_machine.h - stop_machine(fn, data, cpus): run fn
 * while no other CPU runs anything else (kernel/stop_machine.c).
 */
#ifndef _LINUX_STOP_MACHINE_H
#define _LINUX_STOP_MACHINE_H

struct cpumask;

typedef int (*cpu_stop_fn_t)(void *data);

int stop_machine(cpu_stop_fn_t fn, void *data, const struct cpumask *cpus);

#endif /* _LINUX_STOP_MACHINE_H */
