/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/oom.h - the range of /proc/PID/oom_score_adj (proc(5)),
 * Linux's uapi numbers: -1000 never chooses the process, 1000 always
 * does first (fs/proc/base.c keeps the value).
 */
#ifndef _LINUX_OOM_H
#define _LINUX_OOM_H

#define OOM_SCORE_ADJ_MIN	(-1000)
#define OOM_SCORE_ADJ_MAX	1000

#endif /* _LINUX_OOM_H */
