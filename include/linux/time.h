/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_TIME_H
#define _LINUX_TIME_H

void time_init(void);

#endif /* _LINUX_TIME_H */
