// SPDX-License-Identifier: GPL-2.0
/*
 * lib/errmsg.c - the error messages of the pure lib/ code (ELF module
 * checks, cpio, parameters): a printf for the few conversions they need.
 */
#include <stdarg.h>

#include "linux/errmsg.h"

/* Appends to a fixed buffer, silently dropping what does not fit. */
struct msgbuf {
	char *buf;
	size_t size, pos;
};

static void msg_putc(struct msgbuf *m, char c)
{
	if (m->pos + 1 < m->size)
		m->buf[m->pos++] = c;
}

/* Text from a file may hold anything: keep the console readable. */
static void msg_puts(struct msgbuf *m, const char *s)
{
	for (; *s; s++)
		msg_putc(m, *s >= ' ' && *s <= '~' ? *s : '?');
}

static void msg_putu(struct msgbuf *m, size_t v, unsigned int base)
{
	/* One per bit: enough digits for any base. */
	char digits[sizeof(v) * 8];
	int n = 0;

	do {
		digits[n++] = "0123456789abcdef"[v % base];
		v /= base;
	} while (v);
	while (n)
		msg_putc(m, digits[--n]);
}

int errmsg(char *err, size_t errlen, int ret, const char *fmt, ...)
{
	struct msgbuf m = { err, errlen, 0 };
	va_list ap;

	if (!errlen)
		return ret;
	va_start(ap, fmt);
	while (*fmt) {
		char c = *fmt++;
		bool z = false;

		if (c != '%' || !*fmt) {
			msg_putc(&m, c);
			continue;
		}
		if (*fmt == 'z') {
			z = true;
			fmt++;
		}
		c = *fmt++;
		if (c == 's')
			msg_puts(&m, va_arg(ap, const char *));
		else if (c == 'u' || c == 'x')
			msg_putu(&m, z ? va_arg(ap, size_t) :
					 va_arg(ap, unsigned int),
				 c == 'u' ? 10 : 16);
		else
			msg_putc(&m, c); /* "%%", and slips show */
	}
	va_end(ap);
	err[m.pos] = '\0';
	return ret;
}
