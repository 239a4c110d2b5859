// SPDX-License-Identifier: GPL-2.0
/*
 * Host tests for fs/binfmt_elf.c: which ELF headers execve() takes, and
 * where it puts a program's segments (ET_EXEC where they say, ET_DYN at
 * a base), with the malformed cases refused rather than wrapped around;
 * and for fs/binfmt_script.c, a script's "#!" line read as Linux reads
 * it (execve(2), "Interpreter scripts").
 * Every header is handed over in a buffer of exactly its size, so that
 * ASan catches a read past the end.
 */
#include <stdlib.h>
#include <string.h>

#include "ktap.h"
#include "linux/binfmt_elf.h"
#include "linux/errno.h"

#define NPH 3
#define BASE 0x00400000u
#define LIMIT 0xbf000000u

/* A header and NPH program headers right after it, as a linker lays
 * them out */
struct image {
	Elf32_Ehdr eh;
	Elf32_Phdr ph[NPH];
};

static struct image good(unsigned int type)
{
	struct image im;

	memset(&im, 0, sizeof(im));
	memcpy(im.eh.e_ident, ELFMAG, SELFMAG);
	im.eh.e_ident[EI_CLASS] = ELFCLASS32;
	im.eh.e_ident[EI_DATA] = ELFDATA2LSB;
	im.eh.e_type = type;
	im.eh.e_machine = EM_386;
	im.eh.e_phoff = sizeof(Elf32_Ehdr);
	im.eh.e_phentsize = sizeof(Elf32_Phdr);
	im.eh.e_phnum = NPH;
	im.ph[0].p_type = PT_INTERP;
	im.ph[1] = (Elf32_Phdr){ .p_type = PT_LOAD, .p_vaddr = 0,
				 .p_memsz = 0x1234 };
	im.ph[2] = (Elf32_Phdr){ .p_type = PT_LOAD, .p_vaddr = 0x2f00,
				 .p_memsz = 0x300 };
	if (type == ET_EXEC) {
		im.ph[1].p_vaddr += 0x08048000;
		im.ph[2].p_vaddr += 0x08048000;
	}
	return im;
}

/* elf_header_ok() on exactly size bytes of im */
static bool header_ok(const struct image *im, size_t size)
{
	void *buf = malloc(size);
	bool ok;

	memcpy(buf, im, size);
	ok = elf_header_ok(buf, size);
	free(buf);
	return ok;
}

static void test_headers(void)
{
	struct image im = good(ET_DYN);

	KTAP_CHECK(header_ok(&im, sizeof(im)), "an ET_DYN program passes");
	im = good(ET_EXEC);
	KTAP_CHECK(header_ok(&im, sizeof(im)), "an ET_EXEC program passes");
	KTAP_CHECK(!header_ok(&im, sizeof(im.eh) - 1),
		   "a file shorter than a header fails");
	KTAP_CHECK(!header_ok(&im, sizeof(im) - 1),
		   "program headers past the end fail");
	im.eh.e_type = ET_REL;
	KTAP_CHECK(!header_ok(&im, sizeof(im)), "ET_REL (a module) fails");
	im = good(ET_EXEC);
	im.eh.e_ident[EI_CLASS] = ELFCLASS64;
	KTAP_CHECK(!header_ok(&im, sizeof(im)), "ELFCLASS64 fails");
	im = good(ET_EXEC);
	im.eh.e_machine = EM_386 + 1;
	KTAP_CHECK(!header_ok(&im, sizeof(im)), "another machine fails");
	im = good(ET_EXEC);
	im.eh.e_phentsize = sizeof(Elf32_Phdr) + 4;
	KTAP_CHECK(!header_ok(&im, sizeof(im)), "an odd e_phentsize fails");
	im = good(ET_EXEC);
	im.eh.e_phoff = 0xfffffff0u;
	KTAP_CHECK(!header_ok(&im, sizeof(im)), "a huge e_phoff fails");
	im = good(ET_EXEC);
	im.eh.e_phnum = ELF_MAX_PHNUM + 1;
	KTAP_CHECK(!header_ok(&im, sizeof(im)), "too many headers fail");
	im.eh.e_ident[0] = 0;
	KTAP_CHECK(!header_ok(&im, sizeof(im)), "no ELF magic fails");
}

static void test_layout(void)
{
	struct elf_layout l = { .base = BASE, .limit = LIMIT };
	struct image im = good(ET_DYN);
	int err = elf_layout(&im.eh, im.ph, &l);

	KTAP_CHECK(!err && l.bias == BASE && l.end == BASE + 0x3200,
		   "ET_DYN: its lowest page at the base, end after the last");
	im = good(ET_EXEC);
	err = elf_layout(&im.eh, im.ph, &l);
	KTAP_CHECK(!err && l.bias == 0 && l.end == 0x0804b200,
		   "ET_EXEC: where its addresses say");
	im = good(ET_DYN);
	im.ph[1].p_vaddr = 0x10000123;	/* prelinked: above the base */
	im.ph[2].p_vaddr = 0x10002f00;
	err = elf_layout(&im.eh, im.ph, &l);
	KTAP_CHECK(!err && l.bias == BASE - 0x10000000u &&
		   l.end == BASE + 0x3200,
		   "ET_DYN linked above the base moves down to it");
	im.ph[2].p_memsz = 0xfffff000u;
	KTAP_CHECK(elf_layout(&im.eh, im.ph, &l) == -ENOEXEC,
		   "a segment wrapping around 4 GiB fails");
	im = good(ET_EXEC);
	im.ph[2].p_vaddr = LIMIT - 0x100;
	KTAP_CHECK(elf_layout(&im.eh, im.ph, &l) == -ENOEXEC,
		   "ET_EXEC past the limit fails");
	im = good(ET_DYN);
	im.ph[2].p_memsz = LIMIT;
	KTAP_CHECK(elf_layout(&im.eh, im.ph, &l) == -ENOEXEC,
		   "ET_DYN too big to fit above the base fails");
	l.base = LIMIT + 0x1000;
	im = good(ET_DYN);
	KTAP_CHECK(elf_layout(&im.eh, im.ph, &l) == -ENOEXEC,
		   "a base above the limit fails");
	l.base = BASE;
	im.ph[1].p_type = im.ph[2].p_type = PT_PHDR;
	KTAP_CHECK(!elf_layout(&im.eh, im.ph, &l) && l.bias == 0,
		   "no PT_LOAD: nothing to place, bias 0");
}

/* script_parse() on a copy of text (whole: the file ends there):
 * "interp|arg" (arg "-" for none), "no script", or "ENOEXEC" */
static const char *parse(const char *text, bool whole)
{
	static char out[BINPRM_BUF_SIZE * 2];
	size_t len = strlen(text);
	char *buf = malloc(len + 1);
	const char *interp, *arg;
	int r;

	memcpy(buf, text, len + 1);
	r = script_parse(buf, len, whole, &interp, &arg);
	if (r == 1)
		snprintf(out, sizeof(out), "%s|%s", interp, arg ? arg : "-");
	else
		snprintf(out, sizeof(out), "%s", r ? "ENOEXEC" : "no script");
	free(buf);
	return out;
}

static void test_script_lines(void)
{
	char longname[BINPRM_BUF_SIZE], longarg[BINPRM_BUF_SIZE];

	KTAP_CHECK(!strcmp(parse("#!/bin/sh\necho\n", true), "/bin/sh|-"),
		   "#!/bin/sh: the interpreter, no argument");
	KTAP_CHECK(!strcmp(parse("#! \t/bin/bash  -e -x \t\nexit\n", true),
			   "/bin/bash|-e -x"),
		   "blanks skipped; the rest of the line is one argument");
	KTAP_CHECK(!strcmp(parse("#!/bin/sh", true), "/bin/sh|-"),
		   "a whole file without a newline is one line");
	KTAP_CHECK(!strcmp(parse("#!\n", true), "ENOEXEC"),
		   "#! alone: ENOEXEC");
	KTAP_CHECK(!strcmp(parse("#! \t \n", true), "ENOEXEC"),
		   "#! and blanks: ENOEXEC");
	KTAP_CHECK(!strcmp(parse("\x7f" "ELF", true), "no script"),
		   "an ELF file is no script");
	KTAP_CHECK(!strcmp(parse("#", true), "no script"),
		   "one byte is no script");
	memset(longname, 'a', sizeof(longname) - 1);
	longname[0] = '#';
	longname[1] = '!';
	longname[sizeof(longname) - 1] = '\0';
	KTAP_CHECK(!strcmp(parse(longname, false), "ENOEXEC"),
		   "a name running past the bytes read: ENOEXEC");
	memset(longarg, 'x', sizeof(longarg) - 1);
	memcpy(longarg, "#!/bin/sh ", 10);
	longarg[sizeof(longarg) - 1] = '\0';
	KTAP_CHECK(!strncmp(parse(longarg, false), "/bin/sh|xxx", 11),
		   "an argument running past them is cut there");
}

int main(void)
{
	KTAP_BEGIN(28);
	test_headers();
	test_layout();
	test_script_lines();
	return KTAP_END();
}
