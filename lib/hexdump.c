// SPDX-License-Identifier: GPL-2.0
/*
 * lib/hexdump.c - hex digits and hex dumps (include/linux/hex.h).
 *
 * hex_dump_to_buffer() writes one line as snprintf(3) would: as much as
 * fits, always terminated, and returns the length the whole line has,
 * so a caller learns that its buffer was short.  The line is the
 * groups, one space between them, and, if asked, the ASCII column,
 * which starts at the same place whatever the line's length:
 * rowsize * 2 hex digits + rowsize / groupsize spaces + 1.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/hex.h"

const char hex_asc[] = "0123456789abcdef";
EXPORT_SYMBOL(hex_asc);
const char hex_asc_upper[] = "0123456789ABCDEF";
EXPORT_SYMBOL(hex_asc_upper);

/* 32 bytes as 32 groups: 3 characters each, 2 spaces, 32 ASCII, NUL */
#define HEX_LINE_MAX	(32 * 3 + 2 + 32 + 1)

int hex_to_bin(unsigned char ch)
{
	unsigned char lower = ch | 0x20;	/* ASCII: 'A' -> 'a' */

	if (ch >= '0' && ch <= '9')
		return ch - '0';
	if (lower >= 'a' && lower <= 'f')
		return lower - 'a' + 10;
	return -1;
}
EXPORT_SYMBOL(hex_to_bin);

/* count bytes from 2 * count digits; -EINVAL at the first non-digit */
int hex2bin(u8 *dst, const char *src, size_t count)
{
	while (count--) {
		int hi = hex_to_bin(*src++), lo;

		if (hi < 0)
			return -EINVAL;
		lo = hex_to_bin(*src++);
		if (lo < 0)
			return -EINVAL;
		*dst++ = (hi << 4) | lo;
	}
	return 0;
}
EXPORT_SYMBOL(hex2bin);

/* 2 * count digits, not terminated; returns the position after them */
char *bin2hex(char *dst, const void *src, size_t count)
{
	const unsigned char *p = src;

	while (count--)
		dst = hex_byte_pack(dst, *p++);
	return dst;
}
EXPORT_SYMBOL(bin2hex);

/* The group at p as a number: its bytes last to first (little-endian) */
static char *pack_group(char *out, const u8 *p, int groupsize)
{
	int i;

	for (i = groupsize - 1; i >= 0; i--)
		out = hex_byte_pack(out, p[i]);
	return out;
}

/* p[0..len) as hex, groupsize bytes a group, blank-separated, at out;
 * the end of what was written */
static char *hex_groups(char *out, const u8 *p, size_t len, int groupsize)
{
	size_t i;

	for (i = 0; i < len; i += groupsize) {
		if (i)
			*out++ = ' ';
		out = pack_group(out, p + i, groupsize);
	}
	return out;
}

/* Blanks from out up to column, then p[0..len) as ASCII ('.' for what
 * does not print); the end */
static char *ascii_column(char *out, char *column, const u8 *p, size_t len)
{
	size_t i;

	while (out < column)
		*out++ = ' ';
	for (i = 0; i < len; i++)
		*out++ = p[i] >= 0x20 && p[i] < 0x7f ? p[i] : '.';
	return out;
}

int hex_dump_to_buffer(const void *buf, size_t len, int rowsize, int groupsize,
		       char *linebuf, size_t linebuflen, bool ascii)
{
	char line[HEX_LINE_MAX], *out;

	if (rowsize != 16 && rowsize != 32)
		rowsize = 16;
	if (len > (size_t)rowsize)
		len = rowsize;
	/* a group must be a power of two up to 8 that divides the length */
	if (groupsize < 1 || groupsize > 8 || (groupsize & (groupsize - 1)) ||
	    len % groupsize)
		groupsize = 1;
	out = hex_groups(line, buf, len, groupsize);
	/* the ASCII column starts where a full row's would */
	if (ascii && len)
		out = ascii_column(out, line + rowsize * 2 +
				   rowsize / groupsize + 1, buf, len);
	*out = '\0';
	if (linebuflen)
		strlcpy(linebuf, line, linebuflen);
	return out - line;
}
EXPORT_SYMBOL(hex_dump_to_buffer);

void print_hex_dump(const char *level, const char *prefix_str, int prefix_type,
		    int rowsize, int groupsize, const void *buf, size_t len,
		    bool ascii)
{
	const u8 *p = buf;
	char line[HEX_LINE_MAX];
	size_t i;

	if (rowsize != 16 && rowsize != 32)
		rowsize = 16;
	for (i = 0; i < len; i += rowsize) {
		hex_dump_to_buffer(p + i, min(len - i, (size_t)rowsize),
				   rowsize, groupsize, line, sizeof(line),
				   ascii);
		if (prefix_type == DUMP_PREFIX_ADDRESS)
			printk("%s%s%p: %s\n", level, prefix_str, p + i, line);
		else if (prefix_type == DUMP_PREFIX_OFFSET)
			printk("%s%s%08zx: %s\n", level, prefix_str, i, line);
		else
			printk("%s%s%s\n", level, prefix_str, line);
	}
}
EXPORT_SYMBOL(print_hex_dump);

void print_hex_dump_bytes(const char *prefix_str, int prefix_type,
			  const void *buf, size_t len)
{
	print_hex_dump(KERN_DEBUG, prefix_str, prefix_type, 16, 1, buf, len,
		       true);
}
EXPORT_SYMBOL(print_hex_dump_bytes);
