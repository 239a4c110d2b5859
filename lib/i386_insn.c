// SPDX-License-Identifier: GPL-2.0
/*
 * lib/i386_insn.c - the i386 disassembler of include/linux/i386_insn.h.
 *
 * An instruction is prefixes, an opcode (one byte, or 0F and one), a
 * ModRM byte with maybe a SIB byte and a displacement, and an immediate
 * (Intel SDM vol. 2, chapter 2).  The decoder reads them in that order
 * from a cursor that turns any read past the end into "(bad)", and
 * prints the operands in AT&T order as GNU objdump does.
 */
#include "linux/i386_insn.h"
#include "linux/string.h"

static const char *const reg32[8] = { "eax", "ecx", "edx", "ebx",
				      "esp", "ebp", "esi", "edi" };
static const char *const reg16[8] = { "ax", "cx", "dx", "bx",
				      "sp", "bp", "si", "di" };
static const char *const reg8[8] = { "al", "cl", "dl", "bl",
				     "ah", "ch", "dh", "bh" };
static const char *const sreg[8] = { "es", "cs", "ss", "ds",
				     "fs", "gs", "?", "?" };
/* the condition codes of Jcc, SETcc and CMOVcc (SDM vol. 1, B.1) */
static const char *const cc[16] = { "o", "no", "b", "ae", "e", "ne", "be",
				    "a", "s", "ns", "p", "np", "l", "ge",
				    "le", "g" };
static const char *const alu[8] = { "add", "or", "adc", "sbb",
				     "and", "sub", "xor", "cmp" };
static const char *const shift[8] = { "rol", "ror", "rcl", "rcr",
				       "shl", "shr", "?", "sar" };
static const char *const bit_test[4] = { "bt", "bts", "btr", "btc" };

struct insn {
	const u8 *code;
	size_t len, pos;
	u32 addr;
	bool bad;
	bool opsize;		/* 0x66: 16-bit operands */
	const char *seg;	/* a segment override prefix */
	const char *prefix;	/* "rep ", "lock "... */
	/* the ModRM operand */
	u8 mod, reg, rm;
	char ea[40];		/* its text */
	bool ea_mem;
	/* the output */
	char *out;
	size_t n;
};

static u32 get(struct insn *d, size_t bytes)
{
	u32 v = 0;
	size_t i;

	if (d->bad || bytes > d->len - d->pos) {
		d->bad = true;
		return 0;
	}
	for (i = 0; i < bytes; i++)
		v |= (u32)d->code[d->pos + i] << (8 * i);
	d->pos += bytes;
	return v;
}

/* --- text ---------------------------------------------------------- */

static void puts_to(char *buf, size_t size, size_t *n, const char *s)
{
	while (*s && *n + 1 < size)
		buf[(*n)++] = *s++;
	buf[*n] = 0;
}

/* @v in hex, "0x" first unless it is a jump's target (objdump's way) */
static void hex_to(char *buf, size_t size, size_t *n, u32 v, bool bare)
{
	char digits[11] = "0x";
	int k = bare ? 0 : 2, shift;

	for (shift = 28; shift > 0 && !(v >> shift); shift -= 4)
		;
	for (; shift >= 0; shift -= 4)
		digits[k++] = "0123456789abcdef"[(v >> shift) & 15];
	digits[k] = 0;
	puts_to(buf, size, n, digits);
}

static void out(struct insn *d, const char *s)
{
	puts_to(d->out, I386_INSN_TEXT, &d->n, s);
}

static void out_hex(struct insn *d, u32 v)
{
	hex_to(d->out, I386_INSN_TEXT, &d->n, v, false);
}

/* "add" with its suffix, padded as objdump pads: to 6, then a space */
static void mnemonic(struct insn *d, const char *name, char suffix)
{
	char s[2] = { suffix, 0 };

	out(d, d->prefix);
	out(d, name);
	out(d, s);
	while (d->n < 6)
		out(d, " ");
	out(d, " ");
}

static void out_reg(struct insn *d, const char *name)
{
	out(d, "%");
	out(d, name);
}

static void out_imm(struct insn *d, u32 v)
{
	out(d, "$");
	out_hex(d, v);
}

/* --- the ModRM operand (SDM vol. 2, 2.1.5) ------------------------- */

static void ea_hex(struct insn *d, size_t *n, u32 v, bool is_signed)
{
	if (is_signed && (s32)v < 0) {
		puts_to(d->ea, sizeof(d->ea), n, "-");
		v = -v;
	}
	hex_to(d->ea, sizeof(d->ea), n, v, false);
}

/* "ds" -> "ds ": a segment override written as a prefix */
static const char *seg_prefix(const char *seg)
{
	static const char *const names[] = { "es ", "cs ", "ss ", "ds ",
					     "fs ", "gs " };
	unsigned int i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strncmp(names[i], seg, 2))
			return names[i];
	return "";
}

/* Reads ModRM (and SIB, displacement); a register operand is named at
 * print time, by the size the instruction gives it. */
static void modrm(struct insn *d)
{
	static const char *const scale[4] = { "1", "2", "4", "8" };
	u8 b = (u8)get(d, 1), sib = 0, base;
	size_t n = 0;
	bool has_sib, no_base = false;
	u32 disp = 0;

	d->mod = b >> 6;
	d->reg = (b >> 3) & 7;
	d->rm = b & 7;
	d->ea[0] = 0;
	d->ea_mem = d->mod != 3;
	if (!d->ea_mem) {
		/* a segment override with no memory to apply to: objdump
		 * writes it as a prefix of its own, "ds add %bl,%dh" */
		if (d->seg && !*d->prefix) {
			d->prefix = seg_prefix(d->seg);
			d->seg = NULL;
		}
		return;
	}
	has_sib = d->rm == 4;
	if (has_sib)
		sib = (u8)get(d, 1);
	base = has_sib ? sib & 7 : d->rm;
	if (d->mod == 1)
		disp = (u32)(s32)(s8)get(d, 1);
	else if (d->mod == 2 || (d->mod == 0 && base == 5))
		disp = get(d, 4);
	no_base = d->mod == 0 && base == 5;
	if (d->seg) {
		puts_to(d->ea, sizeof(d->ea), &n, "%");
		puts_to(d->ea, sizeof(d->ea), &n, d->seg);
		puts_to(d->ea, sizeof(d->ea), &n, ":");
	}
	/* objdump: an address alone unsigned, a displacement signed */
	if (d->mod != 0 || no_base)
		ea_hex(d, &n, disp, !(no_base && !has_sib));
	if (no_base && !has_sib)
		return;
	puts_to(d->ea, sizeof(d->ea), &n, "(");
	if (!no_base) {
		puts_to(d->ea, sizeof(d->ea), &n, "%");
		puts_to(d->ea, sizeof(d->ea), &n, reg32[base]);
	}
	/* index 4 is none: objdump names it %eiz unless the base is esp */
	if (has_sib && (((sib >> 3) & 7) != 4 || base != 4)) {
		u8 index = (sib >> 3) & 7;

		puts_to(d->ea, sizeof(d->ea), &n, ",%");
		puts_to(d->ea, sizeof(d->ea), &n,
			index == 4 ? "eiz" : reg32[index]);
		puts_to(d->ea, sizeof(d->ea), &n, ",");
		puts_to(d->ea, sizeof(d->ea), &n, scale[sib >> 6]);
	}
	puts_to(d->ea, sizeof(d->ea), &n, ")");
}

/* The ModRM operand of @size bytes (1, 2, 4) */
static void out_ea(struct insn *d, int size)
{
	if (d->ea_mem)
		out(d, d->ea);
	else
		out_reg(d, size == 1 ? reg8[d->rm] : size == 2 ? reg16[d->rm] :
			reg32[d->rm]);
}

static void out_greg(struct insn *d, int size)
{
	out_reg(d, size == 1 ? reg8[d->reg] : size == 2 ? reg16[d->reg] :
		reg32[d->reg]);
}

static char suffix_of(const struct insn *d, int size)
{
	if (!d->ea_mem)
		return 0;
	return size == 1 ? 'b' : size == 2 ? 'w' : 'l';
}

static int vsize(const struct insn *d)
{
	return d->opsize ? 2 : 4;
}

static u32 get_imm(struct insn *d, int size)
{
	return get(d, (size_t)size);
}

/* an 8-bit immediate sign-extended to @size bytes, shown unsigned */
static u32 get_simm8(struct insn *d, int size)
{
	u32 v = (u32)(s32)(s8)get(d, 1);

	return size == 2 ? v & 0xffff : size == 1 ? v & 0xff : v;
}

/* --- operand shapes ------------------------------------------------ */

/* "op %G,E" (@g_first: E is the destination) or "op E,%G" */
static void op_e_g(struct insn *d, const char *name, int size, bool g_first)
{
	modrm(d);
	mnemonic(d, name, 0);
	if (g_first) {
		out_greg(d, size);
		out(d, ",");
		out_ea(d, size);
	} else {
		out_ea(d, size);
		out(d, ",");
		out_greg(d, size);
	}
}

/* "op $imm,E" with the suffix a memory E needs */
static void op_imm_e(struct insn *d, const char *name, int size, u32 imm)
{
	mnemonic(d, name, suffix_of(d, size));
	out_imm(d, imm);
	out(d, ",");
	out_ea(d, size);
}

/* "op E" alone */
static void op_e(struct insn *d, const char *name, int size)
{
	mnemonic(d, name, suffix_of(d, size));
	out_ea(d, size);
}

static void op_rel(struct insn *d, const char *name, int bytes)
{
	u32 rel = bytes == 1 ? (u32)(s32)(s8)get(d, 1) : get(d, 4);

	mnemonic(d, name, 0);
	hex_to(d->out, I386_INSN_TEXT, &d->n, d->addr + (u32)d->pos + rel,
	       true);
}

/* --- the opcode maps (SDM vol. 2, appendix A) ---------------------- */

static void group1(struct insn *d, int size, bool imm8)
{
	u32 imm;

	modrm(d);
	imm = imm8 && size != 1 ? get_simm8(d, size) : get_imm(d, size);
	op_imm_e(d, alu[d->reg], size, imm);
}

/* C0, C1, D0-D3: rotates and shifts by 1, CL or an immediate */
static void group2(struct insn *d, int size, int count)
{
	modrm(d);
	if (d->reg == 6) {
		d->bad = true;
		return;
	}
	mnemonic(d, shift[d->reg], suffix_of(d, size));
	if (count == 'c') {
		out_reg(d, "cl");
		out(d, ",");
	} else if (count == 'i') {
		out_imm(d, get(d, 1));
		out(d, ",");
	}
	out_ea(d, size);
}

/* F6, F7: test, not, neg, mul, imul, div, idiv */
static void group3(struct insn *d, int size)
{
	static const char *const names[8] = { "test", "test", "not", "neg",
					      "mul", "imul", "div", "idiv" };

	modrm(d);
	if (d->reg < 2)
		op_imm_e(d, "test", size, get_imm(d, size));
	else
		op_e(d, names[d->reg], size);
}

/* FE, FF: inc, dec, call, jmp, push */
static void group45(struct insn *d, int size)
{
	static const char *const names[8] = { "inc", "dec", "call", "lcall",
					      "jmp", "ljmp", "push", "?" };

	modrm(d);
	if ((size == 1 && d->reg > 1) || d->reg == 7 || d->reg == 3 ||
	    d->reg == 5) {
		d->bad = true;
		return;
	}
	if (d->reg == 2 || d->reg == 4) {
		mnemonic(d, names[d->reg], 0);
		out(d, "*");
		out_ea(d, 4);
	} else if (d->reg == 6) {
		mnemonic(d, "push", 0);
		out_ea(d, size);
	} else {
		op_e(d, names[d->reg], size);
	}
}

/* string instructions: A4-A7, AA-AF */
static void string_op(struct insn *d, u8 op)
{
	static const char *const names[] = { "movs", "cmps", "?", "stos",
					     "lods", "scas" };
	const char *name = names[(op - 0xa4) / 2];
	int size = op & 1 ? vsize(d) : 1;
	const char *acc = size == 1 ? "al" : size == 2 ? "ax" : "eax";
	bool sized = op <= 0xa7;	/* objdump: movsb, but stos %al */

	/* F3 repeats cmps and scas while equal: objdump says repz */
	if (*d->prefix == 'r' && (name[0] == 'c' || name[1] == 'c'))
		d->prefix = d->prefix[3] == 'n' ? "repnz " : "repz ";

	mnemonic(d, name, sized ? (size == 1 ? 'b' : size == 2 ? 'w' : 'l') :
		 0);
	switch (op & ~1) {
	case 0xa4:
		out(d, "%ds:(%esi),%es:(%edi)");
		break;
	case 0xa6:
		out(d, "%es:(%edi),%ds:(%esi)");
		break;
	case 0xaa:
		out_reg(d, acc);
		out(d, ",%es:(%edi)");
		break;
	case 0xac:
		out(d, "%ds:(%esi),");
		out_reg(d, acc);
		break;
	case 0xae:
		out(d, "%es:(%edi),");
		out_reg(d, acc);
		break;
	}
}

static void two_byte(struct insn *d)
{
	u8 op = (u8)get(d, 1);
	int v = vsize(d);

	if (op >= 0x80 && op <= 0x8f) {
		char name[4] = "j";

		strcpy(name + 1, cc[op & 15]);
		op_rel(d, name, 4);
		return;
	}
	if (op >= 0x90 && op <= 0x9f) {
		char name[8] = "set";

		strcpy(name + 3, cc[op & 15]);
		modrm(d);
		mnemonic(d, name, 0);
		out_ea(d, 1);
		return;
	}
	if (op >= 0x40 && op <= 0x4f) {
		char name[8] = "cmov";

		strcpy(name + 4, cc[op & 15]);
		op_e_g(d, name, v, false);
		return;
	}
	if (op >= 0xc8 && op <= 0xcf) {
		mnemonic(d, "bswap", 0);
		out_reg(d, reg32[op & 7]);
		return;
	}
	switch (op) {
	case 0x0b:
		mnemonic(d, "ud2", 0);
		return;
	case 0xff:
		op_e_g(d, "ud0", v, false);
		return;
	case 0xae:
		/* fxsave, fxrstor: the FPU state around a task switch */
		modrm(d);
		d->bad |= d->reg > 1 || !d->ea_mem;
		mnemonic(d, d->reg ? "fxrstor" : "fxsave", 0);
		out_ea(d, 4);
		return;
	case 0xba:
		modrm(d);
		if (d->reg < 4) {
			d->bad = true;
			return;
		}
		op_imm_e(d, bit_test[d->reg - 4], v, get(d, 1));
		return;
	case 0x31:
		mnemonic(d, "rdtsc", 0);
		return;
	case 0x30:
		mnemonic(d, "wrmsr", 0);
		return;
	case 0x32:
		mnemonic(d, "rdmsr", 0);
		return;
	case 0xa2:
		mnemonic(d, "cpuid", 0);
		return;
	case 0x06:
		mnemonic(d, "clts", 0);
		return;
	case 0x1f:
		/* gcc's padding "2e 0f 1f ...": objdump writes cs first */
		if (d->seg && !strcmp(d->seg, "cs")) {
			d->prefix = "cs ";
			d->seg = NULL;
		}
		modrm(d);
		op_e(d, "nop", v);
		return;
	case 0x1e:
		/* F3 0F 1E FB: endbr32 (CET, SDM vol. 2) */
		if (*d->prefix != 'r' || get(d, 1) != 0xfb) {
			d->bad = true;
			return;
		}
		d->prefix = "";
		mnemonic(d, "endbr32", 0);
		return;
	case 0xb6:
	case 0xbe:
		modrm(d);
		mnemonic(d, op == 0xb6 ? "movzb" : "movsb", v == 2 ? 'w' : 'l');
		out_ea(d, 1);
		out(d, ",");
		out_greg(d, v);
		return;
	case 0xb7:
	case 0xbf:
		modrm(d);
		mnemonic(d, op == 0xb7 ? "movzw" : "movsw", 'l');
		out_ea(d, 2);
		out(d, ",");
		out_greg(d, v);
		return;
	case 0xaf:
		op_e_g(d, "imul", v, false);
		return;
	case 0xbc:
	case 0xbd:
		op_e_g(d, op == 0xbc ? "bsf" : "bsr", v, false);
		return;
	case 0xa3:
	case 0xab:
	case 0xb3:
	case 0xbb:
		op_e_g(d, bit_test[(op >> 3) & 3], v, true);
		return;
	case 0xb0:
	case 0xb1:
		op_e_g(d, "cmpxchg", op & 1 ? v : 1, true);
		return;
	case 0xc0:
	case 0xc1:
		op_e_g(d, "xadd", op & 1 ? v : 1, true);
		return;
	case 0xc7:
		/* group 9: only /1 with memory, CMPXCHG8B m64 (atomic64_t) */
		modrm(d);
		if (d->reg != 1 || !d->ea_mem) {
			d->bad = true;
			return;
		}
		mnemonic(d, "cmpxchg8b", 0);
		out_ea(d, 4);
		return;
	case 0xa4:
	case 0xac:
	case 0xa5:
	case 0xad:
		modrm(d);
		mnemonic(d, op < 0xa8 ? "shld" : "shrd", 0);
		if (op & 1)
			out_reg(d, "cl");
		else
			out_imm(d, get(d, 1));
		out(d, ",");
		out_greg(d, v);
		out(d, ",");
		out_ea(d, v);
		return;
	case 0x01:
		modrm(d);
		if (d->reg == 7 && d->ea_mem) {
			mnemonic(d, "invlpg", 0);
			out_ea(d, 4);
			return;
		}
		if (d->reg > 3 || !d->ea_mem) {
			d->bad = true;
			return;
		}
		mnemonic(d, (const char *const[]){ "sgdt", "sidt", "lgdt",
						   "lidt" }[d->reg], 'l');
		out_ea(d, 4);
		return;
	case 0x00:
		modrm(d);
		if (d->reg != 3) {
			d->bad = true;
			return;
		}
		mnemonic(d, "ltr", 0);
		out_ea(d, 2);
		return;
	case 0x20:
	case 0x22: {
		char cr[4] = "cr0";

		modrm(d);
		cr[2] = (char)('0' + d->reg);
		mnemonic(d, "mov", 0);
		out_reg(d, op == 0x22 ? reg32[d->rm] : cr);
		out(d, ",");
		out_reg(d, op == 0x22 ? cr : reg32[d->rm]);
		return;
	}
	}
	d->bad = true;
}

/* 00-3F: the eight ALU operations in their six forms */
static void alu_op(struct insn *d, u8 op)
{
	const char *name = alu[op >> 3];
	int size = op & 1 ? vsize(d) : 1;

	switch (op & 7) {
	case 0:
	case 1:
		op_e_g(d, name, size, true);
		return;
	case 2:
	case 3:
		op_e_g(d, name, size, false);
		return;
	case 4:
	case 5:
		mnemonic(d, name, 0);
		out_imm(d, get_imm(d, size));
		out(d, ",");
		out_reg(d, size == 1 ? "al" : size == 2 ? "ax" : "eax");
		return;
	}
	d->bad = true;
}

/* the one-byte opcodes that need no table of their own */
static bool simple(struct insn *d, u8 op)
{
	static const struct {
		u8 op;
		const char *name;
	} plain[] = {
		{ 0x90, "nop" }, { 0x98, "cwtl" }, { 0x99, "cltd" },
		{ 0x9c, "pushf" }, { 0x9d, "popf" }, { 0x9e, "sahf" },
		{ 0x9f, "lahf" }, { 0xc3, "ret" }, { 0xc9, "leave" },
		{ 0xcc, "int3" }, { 0xcf, "iret" }, { 0xf4, "hlt" },
		{ 0xfa, "cli" }, { 0xfb, "sti" }, { 0xfc, "cld" },
		{ 0xfd, "std" }, { 0x60, "pusha" }, { 0x61, "popa" },
		{ 0xf5, "cmc" }, { 0xf8, "clc" }, { 0xf9, "stc" },
	};
	size_t i;

	for (i = 0; i < sizeof(plain) / sizeof(plain[0]); i++)
		if (plain[i].op == op) {
			mnemonic(d, plain[i].name, 0);
			return true;
		}
	return false;
}

static void one_byte(struct insn *d, u8 op)
{
	int v = vsize(d);

	if (op < 0x40 && (op & 7) < 6) {
		alu_op(d, op);
		return;
	}
	/* push and pop of es, cs, ss, ds (no pop %cs) */
	if (op < 0x20 && (op & 6) == 6 && op != 0x0f) {
		mnemonic(d, op & 1 ? "pop" : "push", 0);
		out_reg(d, sreg[op >> 3]);
		return;
	}
	if (op >= 0x40 && op < 0x60) {
		static const char *const names[4] = { "inc", "dec", "push",
						      "pop" };

		mnemonic(d, names[(op - 0x40) >> 3], 0);
		out_reg(d, v == 2 ? reg16[op & 7] : reg32[op & 7]);
		return;
	}
	if (op >= 0x70 && op < 0x80) {
		char name[4] = "j";

		strcpy(name + 1, cc[op & 15]);
		op_rel(d, name, 1);
		return;
	}
	if (op > 0x90 && op < 0x98) {
		/* objdump names the accumulator first: xchg %eax,%edi */
		mnemonic(d, "xchg", 0);
		out_reg(d, v == 2 ? "ax" : "eax");
		out(d, ",");
		out_reg(d, v == 2 ? reg16[op & 7] : reg32[op & 7]);
		return;
	}
	if (op >= 0xb0 && op < 0xc0) {
		int size = op < 0xb8 ? 1 : v;

		mnemonic(d, "mov", 0);
		out_imm(d, get_imm(d, size));
		out(d, ",");
		out_reg(d, size == 1 ? reg8[op & 7] : size == 2 ?
			reg16[op & 7] : reg32[op & 7]);
		return;
	}
	if ((op >= 0xa4 && op <= 0xa7) || (op >= 0xaa && op <= 0xaf)) {
		string_op(d, op);
		return;
	}
	if (op >= 0x6c && op <= 0x6f) {
		/* ins and outs: the port in dx */
		char sfx = op & 1 ? (v == 2 ? 'w' : 'l') : 'b';

		mnemonic(d, op < 0x6e ? "ins" : "outs", sfx);
		out(d, op < 0x6e ? "(%dx),%es:(%edi)" : "%ds:(%esi),(%dx)");
		return;
	}
	/* 90 with a prefix: F3 90 is pause, 66 90 a 2-byte nop */
	if (op == 0x90 && (*d->prefix == 'r' || d->opsize)) {
		if (d->opsize) {
			mnemonic(d, "xchg", 0);
			out(d, "%ax,%ax");
		} else {
			d->prefix = "";
			mnemonic(d, "pause", 0);
		}
		return;
	}
	if (op == 0xc3 && *d->prefix == 'r')
		d->prefix = "repz ";
	if (simple(d, op))
		return;
	switch (op) {
	case 0x0f:
		two_byte(d);
		return;
	case 0x68:
		mnemonic(d, "push", 0);
		out_imm(d, get_imm(d, v));
		return;
	case 0x6a:
		mnemonic(d, "push", 0);
		out_imm(d, get_simm8(d, v));
		return;
	case 0x69:
	case 0x6b:
		modrm(d);
		mnemonic(d, "imul", 0);
		out_imm(d, op == 0x6b ? get_simm8(d, v) : get_imm(d, v));
		out(d, ",");
		out_ea(d, v);
		out(d, ",");
		out_greg(d, v);
		return;
	case 0x80:
	case 0x81:
	case 0x83:
		group1(d, op == 0x80 ? 1 : v, op == 0x83);
		return;
	case 0x84:
	case 0x85:
		op_e_g(d, "test", op & 1 ? v : 1, true);
		return;
	case 0x86:
	case 0x87:
		op_e_g(d, "xchg", op & 1 ? v : 1, true);
		return;
	case 0x88:
	case 0x89:
		op_e_g(d, "mov", op & 1 ? v : 1, true);
		return;
	case 0x8a:
	case 0x8b:
		op_e_g(d, "mov", op & 1 ? v : 1, false);
		return;
	case 0x8c:
	case 0x8e:
		modrm(d);
		mnemonic(d, "mov", 0);
		if (op == 0x8e) {
			out_ea(d, d->ea_mem ? 2 : v);
			out(d, ",");
			out_reg(d, sreg[d->reg]);
		} else {
			out_reg(d, sreg[d->reg]);
			out(d, ",");
			out_ea(d, d->ea_mem ? 2 : v);
		}
		return;
	case 0x8d:
		modrm(d);
		d->bad |= !d->ea_mem;
		mnemonic(d, "lea", 0);
		out_ea(d, v);
		out(d, ",");
		out_greg(d, v);
		return;
	case 0xea:
		/* a far jump: offset, then selector (SDM vol. 2, JMP) */
		mnemonic(d, "ljmp", 0);
		{
			u32 off = get(d, 4);

			out_imm(d, get(d, 2));
			out(d, ",");
			out_imm(d, off);
		}
		return;
	case 0x8f:
		modrm(d);
		mnemonic(d, "pop", 0);
		out_ea(d, v);
		return;
	case 0xa0:
	case 0xa1:
	case 0xa2:
	case 0xa3: {
		int size = op & 1 ? v : 1;
		const char *acc = size == 1 ? "al" : size == 2 ? "ax" : "eax";
		u32 moffs = get(d, 4);

		mnemonic(d, "mov", 0);
		if (op >= 0xa2) {
			out_reg(d, acc);
			out(d, ",");
		}
		if (d->seg) {
			out_reg(d, d->seg);
			out(d, ":");
		}
		out_hex(d, moffs);
		if (op < 0xa2) {
			out(d, ",");
			out_reg(d, acc);
		}
		return;
	}
	case 0xa8:
	case 0xa9:
		mnemonic(d, "test", 0);
		out_imm(d, get_imm(d, op & 1 ? v : 1));
		out(d, ",");
		out_reg(d, op & 1 ? (v == 2 ? "ax" : "eax") : "al");
		return;
	case 0xc0:
	case 0xc1:
		group2(d, op & 1 ? v : 1, 'i');
		return;
	case 0xd0:
	case 0xd1:
		group2(d, op & 1 ? v : 1, '1');
		return;
	case 0xd2:
	case 0xd3:
		group2(d, op & 1 ? v : 1, 'c');
		return;
	case 0xc2:
		mnemonic(d, "ret", 0);
		out_imm(d, get(d, 2));
		return;
	case 0xc6:
	case 0xc7: {
		int size = op & 1 ? v : 1;

		modrm(d);
		if (d->reg) {
			d->bad = true;
			return;
		}
		op_imm_e(d, "mov", size, get_imm(d, size));
		return;
	}
	case 0xcd:
		mnemonic(d, "int", 0);
		out_imm(d, get(d, 1));
		return;
	case 0xe8:
		op_rel(d, "call", 4);
		return;
	case 0xe9:
		op_rel(d, "jmp", 4);
		return;
	case 0xeb:
		op_rel(d, "jmp", 1);
		return;
	case 0xe4:
	case 0xe5:
		mnemonic(d, "in", 0);
		out_imm(d, get(d, 1));
		out(d, op & 1 ? (v == 2 ? ",%ax" : ",%eax") : ",%al");
		return;
	case 0xe6:
	case 0xe7:
		mnemonic(d, "out", 0);
		out(d, op & 1 ? (v == 2 ? "%ax," : "%eax,") : "%al,");
		out_imm(d, get(d, 1));
		return;
	case 0xec:
	case 0xed:
		mnemonic(d, "in", 0);
		out(d, op & 1 ? (v == 2 ? "(%dx),%ax" : "(%dx),%eax") :
		    "(%dx),%al");
		return;
	case 0xee:
	case 0xef:
		mnemonic(d, "out", 0);
		out(d, op & 1 ? (v == 2 ? "%ax,(%dx)" : "%eax,(%dx)") :
		    "%al,(%dx)");
		return;
	case 0xf6:
	case 0xf7:
		group3(d, op & 1 ? v : 1);
		return;
	case 0xfe:
	case 0xff:
		group45(d, op & 1 ? v : 1);
		return;
	}
	d->bad = true;
}

/* Prefixes (SDM vol. 2, 2.1.1), at most one of each group. */
static u8 prefixes(struct insn *d)
{
	static const char *const segs[] = { "es", "cs", "ss", "ds" };
	u8 op;

	for (;;) {
		op = (u8)get(d, 1);
		if (d->bad)
			return 0;
		if (op == 0x66)
			d->opsize = true;
		else if (op == 0xf3)
			d->prefix = "rep ";
		else if (op == 0xf2)
			d->prefix = "repnz ";
		else if (op == 0xf0)
			d->prefix = "lock ";
		else if ((op & 0xe7) == 0x26)
			d->seg = segs[(op >> 3) & 3];
		else if (op == 0x64 || op == 0x65)
			d->seg = op == 0x64 ? "fs" : "gs";
		else
			return op;
	}
}

int i386_insn_decode(const u8 *code, size_t len, u32 addr, char *buf)
{
	struct insn d = { .code = code, .len = len, .addr = addr,
			  .prefix = "", .out = buf };
	u8 op;

	if (len > I386_INSN_MAX)
		d.len = I386_INSN_MAX;
	buf[0] = 0;
	op = prefixes(&d);
	if (!d.bad)
		one_byte(&d, op);
	/* trailing padding objdump does not print */
	while (d.n && buf[d.n - 1] == ' ')
		buf[--d.n] = 0;
	if (d.bad) {
		strcpy(buf, "(bad)");
		return 0;
	}
	return (int)d.pos;
}
