/* SPDX-License-Identifier: GPL-2.0 */
/* include/linux/timex.h - cycles_t and get_cycles() (asm/timex.h) */
#ifndef _LINUX_TIMEX_H
#define _LINUX_TIMEX_H

#include "asm/timex.h"

#endif /* _LINUX_TIMEX_H */
