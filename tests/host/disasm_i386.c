// SPDX-License-Identifier: GPL-2.0
/*
 * Host driver of lib/i386_insn.c for tests/host/test_i386_insn.py: reads
 * "ADDRESS HEXBYTES" lines (an instruction as objdump -d found it) and
 * prints "LENGTH TEXT" for each: what the oops' decoder says of them.
 */
#include <stdio.h>
#include <string.h>

#include "linux/i386_insn.h"

int main(void)
{
	char line[256], text[I386_INSN_TEXT];
	u8 code[I386_INSN_MAX];
	unsigned int addr, byte;
	size_t n;
	int off, used;

	while (fgets(line, sizeof(line), stdin)) {
		if (sscanf(line, "%x%n", &addr, &off) != 1)
			return 1;
		for (n = 0; n < sizeof(code) &&
		     sscanf(line + off, "%2x%n", &byte, &used) == 1;
		     off += used)
			code[n++] = (u8)byte;
		printf("%d %s\n", i386_insn_decode(code, n, addr, text), text);
	}
	return 0;
}
