// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for lib/i386_insn.c: any bytes, decoded as the oops
 * decodes the bytes at EIP.  The decoder must return a length inside
 * them, or 0 with "(bad)", and stay inside its buffers (ASan, UBSan).
 */
#include <stdlib.h>
#include <string.h>

#include "linux/i386_insn.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char text[I386_INSN_TEXT];
	int n = i386_insn_decode(data, size, 0xc0100000, text);

	if (n < 0 || (size_t)n > size || n > I386_INSN_MAX ||
	    strlen(text) >= sizeof(text) || (!n && strcmp(text, "(bad)")))
		abort();
	return 0;
}
