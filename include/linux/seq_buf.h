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

int seq_buf_printf(struct seq_buf *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/*
 * seq_printf() is Linux's name for printing into a seq_file, which
 * modules use (linux/seq_file.h, fs/seq_file.c); the kernel's own
 * generated files print into a seq_buf under the same name.  The
 * pointer's type picks the function.
 */
struct seq_file;
void seq_file_printf(struct seq_file *m, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
#define seq_printf(s, ...)						\
	_Generic((s), struct seq_buf *: seq_buf_printf,			\
		 struct seq_file *: seq_file_printf)(s, __VA_ARGS__)

#endif /* _LINUX_SEQ_BUF_H */
