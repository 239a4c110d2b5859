/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/numa.h - one memory node here: drivers that say where to
 * allocate (blk_alloc_disk(NUMA_NO_NODE)) get it whatever they say.
 */
#ifndef _LINUX_NUMA_H
#define _LINUX_NUMA_H

#define NUMA_NO_NODE	(-1)

#endif /* _LINUX_NUMA_H */
