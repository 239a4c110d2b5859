/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_TIME_H
#define _LINUX_TIME_H

#include "linux/types.h"

void time_init(void);
/* the CMOS clock's reading at boot, seconds since the epoch (rtc.c) */
void rtc_init(void);
extern s64 boot_wall_seconds;

#endif /* _LINUX_TIME_H */
