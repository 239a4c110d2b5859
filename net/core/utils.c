// SPDX-License-Identifier: GPL-2.0
/*
 * net/core/utils.c - IPv4 addresses from text, for modules (linux/inet.h):
 * in_aton(), the old unchecked reader a driver uses on a parameter it
 * trusts, and in4_pton(), the checked one that says where it stopped.
 * Both give the address in network byte order (RFC 791's), as Linux's.
 */
#include "linux/hex.h"
#include "linux/inet.h"
#include "linux/kernel.h"
#include "linux/module.h"
#include "linux/string.h"
#include "asm/byteorder.h"

/*
 * Dotted text to an address, unchecked as Linux's in_aton(): each of the
 * four parts, up to a '.', a newline or the end, is read as decimal and
 * OR'ed into its byte; a part that is missing is 0; a value past 255 or
 * a character that is not a digit gives what the arithmetic gives.
 */
__be32 in_aton(const char *str)
{
	u32 addr = 0;
	int i;

	for (i = 0; i < 4; i++) {
		u32 part = 0;

		addr <<= 8;
		if (!*str)
			continue;
		while (*str && *str != '.' && *str != '\n')
			part = part * 10 + (u32)(*str++ - '0');
		addr |= part;
		if (*str)
			str++;
	}
	return htonl(addr);
}
EXPORT_SYMBOL(in_aton);

enum pton_kind { PTON_DIGIT, PTON_DOT, PTON_END, PTON_BAD };

/* What c is to in4_pton(): delim, the end of the text and ':' end an
 * address; with delim -1 so does anything but a hexadecimal digit
 * (Linux's rule, made for in6_pton(): a-f stay bad in an IPv4 one) */
static enum pton_kind pton_kind(char c, int delim)
{
	if (c == delim || c == '\0' || c == ':')
		return PTON_END;
	if (c == '.')
		return PTON_DOT;
	if (c >= '0' && c <= '9')
		return PTON_DIGIT;
	if (hex_to_bin((unsigned char)c) >= 0 || delim != -1)
		return PTON_BAD;
	return PTON_END;
}

/*
 * in4_pton(): the dotted-decimal address at src (srclen characters, or
 * up to its NUL if srclen < 0) into dst's 4 bytes, network order: four
 * parts of decimal digits, each at most 255, between dots, ended by
 * delim, ':' or the text's end.  1 if it is one (dst written), 0 if
 * not (dst untouched); *end, if asked, is where the reading stopped:
 * the ending character, or the first one that did not fit.
 */
int in4_pton(const char *src, int srclen, u8 *dst, int delim,
	     const char **end)
{
	const char *s = src;
	u8 addr[4];
	int parts = 0, digits = 0, ok = 0;
	unsigned int val = 0;

	if (srclen < 0)
		srclen = (int)strlen(src);
	for (;; s++, srclen--) {
		enum pton_kind kind = pton_kind(srclen > 0 ? *s : '\0', delim);

		if (kind == PTON_BAD)
			break;
		if (kind == PTON_DIGIT) {
			val = val * 10 + (unsigned int)(*s - '0');
			digits++;
			if (val > 255)
				break;
			continue;
		}
		if (!digits)		/* an empty part: "1..2.3" */
			break;
		addr[parts++] = (u8)val;
		val = 0;
		digits = 0;
		if (kind == PTON_END) {
			ok = parts == 4;
			break;
		}
		if (parts == 4)		/* a fifth part coming */
			break;
	}
	if (ok)
		memcpy(dst, addr, sizeof(addr));
	if (end)
		*end = s;
	return ok;
}
EXPORT_SYMBOL(in4_pton);
