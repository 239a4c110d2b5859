/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_PRINTK_H
#define _LINUX_PRINTK_H

#include "linux/types.h"

size_t log_buf_copy(char *buf, size_t size, bool raw);
unsigned long log_buf_len(void);

#endif /* _LINUX_PRINTK_H */
