/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SEQ_BUF_H
#define _LINUX_SEQ_BUF_H

#include "linux/types.h"

/*
 * Text generated into a fixed buffer.  len keeps counting past size, so
 * a generated file knows how big a buffer it would have needed.
 */
struct seq_buf {
	char *buf;
	size_t size;
	size_t len;
};

#define SEQ_BUF(b, s) { .buf = (b), .size = (s), .len = 0 }

int seq_printf(struct seq_buf *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#endif /* _LINUX_SEQ_BUF_H */
