/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_TTY_H
#define _LINUX_TTY_H

#include "linux/types.h"

int tty_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int tty_read_line(char *buf, size_t size);

#endif /* _LINUX_TTY_H */
