/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/hex.h - hexadecimal digits and hex dumps (lib/hexdump.c):
 * hex_to_bin(), hex2bin(), bin2hex(), and the dump a driver prints of a
 * buffer, 16 or 32 bytes a line, in groups of 1, 2, 4 or 8 bytes read
 * as little-endian numbers (i386's order), an ASCII column optional.
 */
#ifndef _LINUX_HEX_H
#define _LINUX_HEX_H

#include "linux/types.h"

extern const char hex_asc[];
#define hex_asc_lo(x)	hex_asc[((x) & 0x0f)]
#define hex_asc_hi(x)	hex_asc[((x) & 0xf0) >> 4]

extern const char hex_asc_upper[];
#define hex_asc_upper_lo(x)	hex_asc_upper[((x) & 0x0f)]
#define hex_asc_upper_hi(x)	hex_asc_upper[((x) & 0xf0) >> 4]

/* Two lower-case digits of byte at buf; the position after them */
static inline char *hex_byte_pack(char *buf, u8 byte)
{
	*buf++ = hex_asc_hi(byte);
	*buf++ = hex_asc_lo(byte);
	return buf;
}

int hex_to_bin(unsigned char ch);
int hex2bin(u8 *dst, const char *src, size_t count);
char *bin2hex(char *dst, const void *src, size_t count);

enum {
	DUMP_PREFIX_NONE,
	DUMP_PREFIX_ADDRESS,
	DUMP_PREFIX_OFFSET
};

int hex_dump_to_buffer(const void *buf, size_t len, int rowsize, int groupsize,
		       char *linebuf, size_t linebuflen, bool ascii);
void print_hex_dump(const char *level, const char *prefix_str, int prefix_type,
		    int rowsize, int groupsize, const void *buf, size_t len,
		    bool ascii);
/* 16 bytes a line, bytes one by one, with ASCII, at KERN_DEBUG */
void print_hex_dump_bytes(const char *prefix_str, int prefix_type,
			  const void *buf, size_t len);

#endif /* _LINUX_HEX_H */
