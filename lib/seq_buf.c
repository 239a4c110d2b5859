// SPDX-License-Identifier: GPL-2.0
#include "linux/kernel.h"
#include "linux/seq_buf.h"

int seq_buf_printf(struct seq_buf *s, const char *fmt, ...)
{
	size_t used = min(s->len, s->size);
	va_list args;
	int n;

	va_start(args, fmt);
	n = vsnprintf(s->buf + used, s->size - used, fmt, args);
	va_end(args);
	s->len += n;
	return n;
}
