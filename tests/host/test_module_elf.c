// SPDX-License-Identifier: GPL-2.0
/*
 * Host tests of the module linker (lib/module_elf*.c,
 * arch/i386/kernel/module.c), with GNU ld as the oracle.
 *
 * The sample module (module_elf_sample_*.c, built by module_elf.mk with
 * gcc and clang at -O0 and -O2 and joined by "ld -r") is linked by our
 * code at CORE_ADDR/INIT_ADDR; then GNU ld links the same object with a
 * script putting every section at the address our layout chose and
 * every undefined symbol at the value our resolver gave.  Each loaded
 * section must come out byte for byte the same.
 *
 * Then every malformed object gen_bad_ko.py derived must be refused
 * with the message it expects, and the error paths the generator cannot
 * reach (resolver failures, overflow edges, placement) are tried.
 *
 * MODELF_DIR (set by the makefile) holds the samples, bad/cases.tsv and
 * the oracle's scratch files.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "ktap.h"
#include "linux/errmsg.h"
#include "kernel/module/internal.h"
#include "linux/string.h"
#include "module_elf_sample.h"

#ifndef MODELF_DIR
#error "MODELF_DIR must name the directory of the sample modules"
#endif

/* Where the tests load modules: as the kernel would, above 3 GiB. */
#define CORE_ADDR 0xd0800000u
#define INIT_ADDR 0xd0900000u
/* Scratch files; the 32- and 64-bit builds of this test may run at once. */
#define ORACLE_DIR MODELF_DIR "/oracle-" STRINGIFY(__SIZEOF_POINTER__)
#define STRINGIFY(x) STRINGIFY_(x)
#define STRINGIFY_(x) #x
/* Where made-up kernel exports live. */
#define EXPORT_BASE 0xc0100000u

/* struct sample_module as compiled for i386: init follows the name. */
#define SAMPLE_MODULE_INIT_OFFSET SAMPLE_NAME_LEN
#define CHECKS_PER_SAMPLE 6
/* test_bind_errors, test_narrow, test_place, test_misc */
#define NR_UNIT_CHECKS (1 + (NR_NARROW_CASES + 1) + 3 + 3)

static const char *const samples[] = {
	"sample-gcc-O0.ko",
	"sample-gcc-O2.ko",
	"sample-clang-O0.ko",
	"sample-clang-O2.ko",
};

#define NR_SAMPLES (sizeof(samples) / sizeof(samples[0]))

/*
 * The test resolver.  Values are a function of the name, so GNU ld can
 * be given the same ones: tiny_* fit 8 bits and small_* 16 bits (for
 * the narrow relocations), near_* lie just past .data.narrow (for the
 * 8- and 16-bit PC-relative ones), the rest look like kernel exports.
 * Names in "unknown", and every no_such_symbol*, are not exported;
 * "override" forces one name's value.
 */
struct resolver {
	const struct load_info *info;
	const char *unknown;
	const char *override;
	u32 override_value;
};

static u32 name_hash(const char *s)
{
	u32 h = 2166136261u; /* FNV-1a offset basis */

	while (*s)
		h = (h ^ (u8)*s++) * 16777619u; /* FNV-1a prime */
	return h;
}

static bool starts_with(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

static u32 made_up_value(const struct load_info *info, const char *name)
{
	u32 h = name_hash(name);
	unsigned int narrow = find_sec(info, ".data.narrow");

	if (starts_with(name, "tiny_"))
		return 0x40 + h % 0x40;
	if (starts_with(name, "small_"))
		return 0x1200 + h % 0x100;
	if (starts_with(name, "near_"))
		return elf_module_section_addr(info, narrow) + 0x20 + h % 0x20;
	return EXPORT_BASE + (h % 0x10000) * 16;
}

static bool is_unknown(const struct resolver *r, const char *name)
{
	/* The sample's weak ext_optional stays undefined, as in the kernel. */
	return !strcmp(name, "ext_optional") ||
	       starts_with(name, "no_such_symbol") ||
	       (r->unknown && !strcmp(name, r->unknown));
}

static int test_resolve(void *ctx, const char *name, u32 *value)
{
	const struct resolver *r = ctx;

	if (is_unknown(r, name))
		return -ENOENT;
	if (r->override && !strcmp(name, r->override))
		*value = r->override_value;
	else
		*value = made_up_value(r->info, name);
	return 0;
}

/* One module being linked, with the memory the kernel would give it. */
struct module_run {
	struct load_info info;
	void *image, *core, *init;
	struct resolver resolver;
	const char *stage; /* the stage that refused */
};

static void *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	void *buf = NULL;
	long n;

	if (!f)
		return NULL;
	if (!fseek(f, 0, SEEK_END) && (n = ftell(f)) >= 0 &&
	    !fseek(f, 0, SEEK_SET)) {
		/* At least one byte: malloc(0) may return NULL. */
		buf = malloc(n ? n : 1);
		if (buf && fread(buf, 1, n, f) != (size_t)n) {
			free(buf);
			buf = NULL;
		}
		*len = n;
	}
	fclose(f);
	return buf;
}

static void run_free(struct module_run *run)
{
	free(run->image);
	free(run->core);
	free(run->init);
	memset(run, 0, sizeof(*run));
}

/* check, layout, place: the module's bytes where they will run. */
static int run_place(struct module_run *run, const void *file, size_t len,
		     u32 core_addr, u32 init_addr)
{
	struct load_info *info = &run->info;
	int ret;

	run->image = malloc(len ? len : 1);
	memcpy(run->image, file, len);
	run->stage = "check";
	ret = elf_validity_check(info, run->image, len);
	if (ret)
		return ret;
	run->stage = "layout";
	ret = layout_sections(info);
	if (ret)
		return ret;
	run->core = calloc(1, info->core_size ? info->core_size : 1);
	run->init = calloc(1, info->init_size ? info->init_size : 1);
	run->stage = "place";
	info->core_mem = run->core;
	info->core_addr = core_addr;
	info->init_mem = run->init;
	info->init_addr = init_addr;
	return move_module(info);
}

/* bind and relocate: what follows place. */
static int run_link(struct module_run *run)
{
	int ret;

	run->resolver.info = &run->info;
	run->stage = "bind";
	ret = simplify_symbols(&run->info, test_resolve, &run->resolver);
	if (ret)
		return ret;
	run->stage = "relocate";
	return apply_relocations(&run->info);
}

/* The whole pipeline, as the kernel runs it. */
static int run_all(struct module_run *run, const void *file, size_t len)
{
	int ret = run_place(run, file, len, CORE_ADDR, INIT_ADDR);

	return ret ? ret : run_link(run);
}

/* ------------------------------------------------------------------ */
/* The GNU ld oracle                                                  */
/* ------------------------------------------------------------------ */

static const Elf32_Shdr *shdrs_of(const void *file)
{
	const Elf32_Ehdr *hdr = file;

	return (const Elf32_Shdr *)((const char *)file + hdr->e_shoff);
}

/*
 * The object as our loader sees it: it copies merge sections verbatim
 * (GNU ld would merge their strings anew) and never loads .modinfo.
 */
static void *oracle_input(const struct module_run *run, const void *file,
			  size_t len)
{
	void *copy = malloc(len);
	Elf32_Shdr *sh;
	unsigned int i;

	memcpy(copy, file, len);
	sh = (Elf32_Shdr *)shdrs_of(copy);
	for (i = 1; i < run->info.shnum; i++) {
		sh[i].sh_flags &= ~(SHF_MERGE | SHF_STRINGS);
		if (i == run->info.modinfo_index)
			sh[i].sh_flags &= ~SHF_ALLOC;
	}
	return copy;
}

static bool write_file(const char *path, const void *buf, size_t len)
{
	FILE *f = fopen(path, "wb");
	bool ok;

	if (!f)
		return false;
	ok = fwrite(buf, 1, len, f) == len;
	return !fclose(f) && ok;
}

/*
 * A linker script putting each loaded section of the object into an
 * output section of its own, named .o<index>, at our address, and each
 * symbol our resolver knows at our value.
 */
static bool write_script(const struct module_run *run, const char *path)
{
	const struct load_info *info = &run->info;
	FILE *f = fopen(path, "w");
	unsigned int i;

	if (!f)
		return false;
	for (i = 1; i < info->nsyms; i++) {
		const Elf32_Sym *sym = &info->syms[i];
		const char *name = info->strtab + sym->st_name;

		if (sym->st_shndx == SHN_UNDEF &&
		    !is_unknown(&run->resolver, name))
			fprintf(f, "%s = 0x%x;\n", name, sym->st_value);
	}
	fprintf(f, "SECTIONS {\n");
	for (i = 1; i < info->shnum; i++)
		if (elf_module_section_loaded(info, i) &&
		    info->sechdrs[i].sh_size)
			fprintf(f, "  .o%u 0x%x : { *(%s) }\n", i,
				info->sechdrs[i].sh_addr,
				elf_module_section_name(info, i));
	fprintf(f, "}\n");
	return !fclose(f);
}

/* Section of an output ELF named name, or NULL. */
static const Elf32_Shdr *find_output_section(const void *elf, const char *name)
{
	const Elf32_Ehdr *hdr = elf;
	const Elf32_Shdr *sh = shdrs_of(elf);
	const char *names = (const char *)elf + sh[hdr->e_shstrndx].sh_offset;
	unsigned int i;

	for (i = 1; i < hdr->e_shnum; i++)
		if (!strcmp(names + sh[i].sh_name, name))
			return &sh[i];
	return NULL;
}

static bool all_zero(const u8 *p, size_t n)
{
	while (n--)
		if (*p++)
			return false;
	return true;
}

/* Compare one loaded section with GNU ld's output; print why not. */
static bool same_as_ld(const struct module_run *run, const void *out,
		       unsigned int i)
{
	const Elf32_Shdr *ours = &run->info.sechdrs[i];
	const u8 *mem = elf_module_section_mem(&run->info, i);
	const char *name = elf_module_section_name(&run->info, i);
	const Elf32_Shdr *theirs;
	char oname[16];
	u32 k;

	snprintf(oname, sizeof(oname), ".o%u", i);
	theirs = find_output_section(out, oname);
	if (!theirs || theirs->sh_addr != ours->sh_addr ||
	    theirs->sh_size != ours->sh_size) {
		printf("# %s: ld placed it elsewhere or not at all\n", name);
		return false;
	}
	if (theirs->sh_type == SHT_NOBITS)
		return all_zero(mem, ours->sh_size);
	for (k = 0; k < ours->sh_size; k++) {
		u8 ld_byte = ((const u8 *)out)[theirs->sh_offset + k];

		if (mem[k] != ld_byte) {
			printf("# %s+0x%x: ours 0x%02x, ld 0x%02x\n", name, k,
			       mem[k], ld_byte);
			return false;
		}
	}
	return true;
}

/* Link with GNU ld and compare every non-empty loaded section. */
static bool matches_ld(const struct module_run *run, const char *sample,
		       const void *file, size_t len)
{
	char in[512], script[512], out[512], cmd[4 * 512 + 64];
	unsigned int i, same = 0, total = 0;
	void *copy, *elf;
	size_t elf_len;
	int status;

	mkdir(ORACLE_DIR, 0777);
	snprintf(in, sizeof(in), ORACLE_DIR "/%s.o", sample);
	snprintf(script, sizeof(script), ORACLE_DIR "/%s.ld", sample);
	snprintf(out, sizeof(out), ORACLE_DIR "/%s.elf", sample);
	copy = oracle_input(run, file, len);
	if (!write_file(in, copy, len) || !write_script(run, script)) {
		free(copy);
		return false;
	}
	free(copy);
	snprintf(cmd, sizeof(cmd),
		 "ld -m elf_i386 --build-id=none -e 0 -T %s -o %s %s "
		 "2>%s.log",
		 script, out, in, out);
	status = system(cmd);
	elf = status ? NULL : read_file(out, &elf_len);
	if (!elf) {
		printf("# ld failed (%d): see %s.log\n", status, out);
		return false;
	}
	for (i = 1; i < run->info.shnum; i++) {
		if (!elf_module_section_loaded(&run->info, i) ||
		    !run->info.sechdrs[i].sh_size)
			continue;
		total++;
		same += same_as_ld(run, elf, i);
	}
	free(elf);
	printf("# %s: %u of %u loaded sections identical to GNU ld\n", sample,
	       same, total);
	return total && same == total;
}

/* ------------------------------------------------------------------ */
/* What a loaded sample must look like                                */
/* ------------------------------------------------------------------ */

static const Elf32_Sym *symbol_named(const struct load_info *info,
				   const char *name)
{
	unsigned int i;

	for (i = 1; i < info->nsyms; i++)
		if (!strcmp(info->strtab + info->syms[i].st_name, name))
			return &info->syms[i];
	return NULL;
}

static bool modinfo_ok(const struct load_info *info)
{
	const char *license = get_modinfo(info, "license");
	const char *parm1 = get_modinfo(info, "parm");
	const char *parm2 = get_next_modinfo(info, "parm", parm1);
	const char *depends = get_modinfo(info, "depends");

	return license && !strcmp(license, "GPL") && parm1 && parm2 &&
	       !strcmp(parm1, "verbose:Be chatty") &&
	       !strcmp(parm2, "size:Buffer size") &&
	       !get_next_modinfo(info, "parm", parm2) && depends &&
	       !*depends && !get_modinfo(info, "parmtyp") &&
	       !get_modinfo(info, "vermagic") &&
	       !elf_module_section_loaded(info, info->modinfo_index);
}

/* struct module stays in core and its init hook points into init. */
static bool this_module_ok(const struct module_run *run)
{
	const struct load_info *info = &run->info;
	const Elf32_Sym *init = symbol_named(info, "sample_init");
	unsigned int text = find_sec(info, ".init.text");
	u32 init_ptr;

	memcpy(&init_ptr,
	       (char *)elf_module_section_mem(info, info->mod_index) +
		       SAMPLE_MODULE_INIT_OFFSET,
	       sizeof(init_ptr));
	return init && text && elf_module_section_is_init(info, text) &&
	       !elf_module_section_is_init(info, info->mod_index) &&
	       info->mod_index == find_sec(
					  info, ".gnu.linkonce.this_module") &&
	       init_ptr == init->st_value && init_ptr >= INIT_ADDR &&
	       init_ptr < INIT_ADDR + info->init_size;
}

/* The kallsyms walk sees named core and init code, nothing nameless. */
static bool kallsyms_ok(const struct load_info *info)
{
	const Elf32_Sym *sym;
	unsigned int pos = 0;
	bool classify = false, init = false;

	while ((sym = elf_module_next_symbol(info, &pos))) {
		const char *name = elf_module_symbol_name(info, sym);

		if (!*name || ELF32_ST_TYPE(sym->st_info) == STT_SECTION)
			return false;
		if (!strcmp(name, "sample_classify"))
			classify = sym->st_value >= CORE_ADDR &&
				   sym->st_value < CORE_ADDR + info->core_size;
		if (!strcmp(name, "sample_init"))
			init = elf_module_section_is_init(info, sym->st_shndx);
	}
	return classify && init;
}

static void test_sample(const char *sample)
{
	struct module_run run = {0};
	char path[512];
	void *file;
	size_t len = 0;
	int ret;

	snprintf(path, sizeof(path), MODELF_DIR "/%s", sample);
	file = read_file(path, &len);
	ret = file ? run_all(&run, file, len) : -ENOENT;
	KTAP_CHECK(!ret, "%s: check, layout, place, bind, relocate (%s%s%s)",
		   sample, ret ? run.stage : "ok", ret ? ": " : "", run.info.err);
	if (ret) {
		for (ret = 1; ret < CHECKS_PER_SAMPLE; ret++)
			KTAP_CHECK(0, "%s: not linked", sample);
		run_free(&run);
		free(file);
		return;
	}
	KTAP_CHECK(matches_ld(&run, sample, file, len),
		   "%s: identical to GNU ld at the same addresses", sample);
	KTAP_CHECK(modinfo_ok(&run.info), "%s: .modinfo tags", sample);
	KTAP_CHECK(this_module_ok(&run),
		   "%s: struct module in core, init hook in init", sample);
	KTAP_CHECK(kallsyms_ok(&run.info), "%s: symbol walk", sample);
	KTAP_CHECK(symbol_named(&run.info, "ext_optional") &&
			   symbol_named(&run.info, "ext_optional")->st_value ==
				   0,
		   "%s: unresolved weak symbol is 0", sample);
	run_free(&run);
	free(file);
}

/* ------------------------------------------------------------------ */
/* Malformed objects from gen_bad_ko.py                               */
/* ------------------------------------------------------------------ */

/* One line of cases.tsv: the file name, NUL, the expected message. */
struct bad_case {
	char line[512];
};

static unsigned int read_cases(struct bad_case **cases)
{
	FILE *f = fopen(MODELF_DIR "/bad/cases.tsv", "r");
	unsigned int n = 0, cap = 0;
	struct bad_case *c;
	char *tab, *nl;

	*cases = NULL;
	if (!f)
		return 0;
	for (;;) {
		if (n == cap)
			*cases = realloc(*cases, (cap = cap * 2 + 16) *
							 sizeof(**cases));
		c = &(*cases)[n];
		if (!fgets(c->line, sizeof(c->line), f))
			break;
		tab = strchr(c->line, '\t');
		nl = strchr(c->line, '\n');
		if (!tab || !nl)
			continue;
		*tab = *nl = '\0';
		n++;
	}
	fclose(f);
	return n;
}

static void test_bad_case(const struct bad_case *c)
{
	const char *file_name = c->line;
	const char *expect = file_name + strlen(file_name) + 1;
	struct module_run run = {0};
	char path[sizeof(MODELF_DIR "/bad/") + sizeof(c->line)];
	void *file;
	size_t len = 0;
	int ret = 0;

	snprintf(path, sizeof(path), MODELF_DIR "/bad/%s", file_name);
	file = read_file(path, &len);
	if (file)
		ret = run_all(&run, file, len);
	KTAP_CHECK(file && ret < 0 && strstr(run.info.err, expect),
		   "bad %s refused: %s", file_name, expect);
	if (file && !(ret < 0 && strstr(run.info.err, expect)))
		printf("# got %d at %s: %s\n", ret, run.stage, run.info.err);
	run_free(&run);
	free(file);
}

/* ------------------------------------------------------------------ */
/* Error paths the generator does not reach                           */
/* ------------------------------------------------------------------ */

/* Link the gcc -O2 sample with one symbol unknown or forced: @how's
 * unknown, override and override_value. */
static int link_sample_with(struct module_run *run, const void *file,
			    size_t len, const struct resolver *how)
{
	int ret = run_place(run, file, len, CORE_ADDR, INIT_ADDR);

	run->resolver.unknown = how->unknown;
	run->resolver.override = how->override;
	run->resolver.override_value = how->override_value;
	return ret ? ret : run_link(run);
}

/*
 * The narrow relocations of module_elf_sample_narrow.S, at the edges of
 * their ranges: the forced symbol value, relative to .data.narrow's
 * address for the PC-relative ones, and the refusal expected ("" if
 * the value must fit).
 */
struct narrow_case {
	const char *sym;
	bool near;
	s32 value;
	const char *expect;
};

static const struct narrow_case narrow_cases[] = {
	/* R_386_16 "small_a + 0x10" at .data.narrow+2 */
	{"small_a", false, 0xffff - 0x10, ""},
	{"small_a", false, 0x10000 - 0x10,
	 "R_386_16 relocation at .data.narrow+0x2 overflows (value 0x10000)"},
	{"small_a", false, -0x8000 - 0x10, ""},
	/* R_386_8 "tiny_a" at +0 and "tiny_b - 3" at +1 */
	{"tiny_a", false, 0x100,
	 "R_386_8 relocation at .data.narrow+0x0 overflows"},
	{"tiny_b", false, -0x80 + 3 - 1,
	 "R_386_8 relocation at .data.narrow+0x1 overflows"},
	/* R_386_PC16 "near_a - . + 6" at +8 */
	{"near_a", true, 8 + 0x7fff - 6, ""},
	{"near_a", true, 8 + 0x8000 - 6,
	 "R_386_PC16 relocation at .data.narrow+0x8 overflows"},
	/* R_386_PC8 "near_b - ." at +0xa */
	{"near_b", true, 0xa - 0x80, ""},
	{"near_b", true, 0xa + 0x80,
	 "R_386_PC8 relocation at .data.narrow+0xa overflows"},
};

#define NR_NARROW_CASES (sizeof(narrow_cases) / sizeof(narrow_cases[0]))

static u32 data_narrow_addr(const struct load_info *info)
{
	return elf_module_section_addr(
		info, find_sec(info, ".data.narrow"));
}

static void test_narrow(const void *file, size_t len)
{
	const struct narrow_case *c;
	struct module_run run = {0};
	u32 narrow, value;
	bool ok;
	int ret;

	/* Learn where .data.narrow lands; later links put it there too. */
	run_place(&run, file, len, CORE_ADDR, INIT_ADDR);
	narrow = data_narrow_addr(&run.info);
	run_free(&run);
	for (c = narrow_cases; c < narrow_cases + NR_NARROW_CASES; c++) {
		struct resolver force = { .override = c->sym };

		value = (c->near ? narrow : 0) + (u32)c->value;
		force.override_value = value;
		ret = link_sample_with(&run, file, len, &force);
		ok = *c->expect ? ret == -ENOEXEC && strstr(run.info.err, c->expect)
				: !ret;
		KTAP_CHECK(ok, "%s = 0x%x: %s", c->sym, value,
			   *c->expect ? c->expect : "fits");
		if (!ok)
			printf("# got %d: %s\n", ret, run.info.err);
		run_free(&run);
	}

	/* The addend is the field sign-extended: tiny_b - 3 with 0 is -3. */
	ret = link_sample_with(&run, file, len,
			       &(struct resolver){ .override = "tiny_b" });
	KTAP_CHECK(!ret && ((u8 *)run.core)[data_narrow_addr(&run.info) -
					    CORE_ADDR + 1] == 0xfd,
		   "R_386_8 with a negative addend: tiny_b - 3 = 0xfd");
	run_free(&run);
}

static void test_bind_errors(const void *file, size_t len)
{
	struct module_run run = {0};
	int ret;

	ret = link_sample_with(&run, file, len,
			       &(struct resolver){ .unknown = "kmalloc" });
	KTAP_CHECK(ret == -ENOENT && !strcmp(run.stage, "bind") &&
			   !strcmp(run.info.err, "Unknown symbol kmalloc"),
		   "unresolved strong symbol: bind says Unknown symbol");
	run_free(&run);
}

/* Rank in the core layout: code, read-only data, writable data. */
#define NR_RANKS 3
static unsigned int rank(const Elf32_Shdr *s)
{
	if (s->sh_flags & SHF_EXECINSTR)
		return 0;
	return s->sh_flags & SHF_WRITE ? 2 : 1;
}

/* Every core section is aligned, and no section outranks a later one. */
static bool layout_ordered(const struct load_info *info)
{
	u32 last_addr[NR_RANKS] = {0};
	unsigned int i, k, kind;

	for (i = 1; i < info->shnum; i++) {
		const Elf32_Shdr *s = &info->sechdrs[i];

		if (!elf_module_section_loaded(info, i) ||
		    elf_module_section_is_init(info, i))
			continue;
		if (s->sh_addralign && s->sh_addr % s->sh_addralign)
			return false;
		kind = rank(s);
		if (s->sh_addr > last_addr[kind])
			last_addr[kind] = s->sh_addr;
		for (k = kind + 1; k < NR_RANKS; k++)
			if (last_addr[k] > s->sh_addr)
				return false;
	}
	return true;
}

static void test_place(const void *file, size_t len)
{
	struct module_run run = {0};
	int ret;

	ret = run_place(&run, file, len, CORE_ADDR, INIT_ADDR);
	KTAP_CHECK(!ret && layout_ordered(&run.info),
		   "core layout: aligned, code then read-only then writable");
	run_free(&run);
	ret = run_place(&run, file, len, CORE_ADDR + 2, INIT_ADDR);
	KTAP_CHECK(ret == -EINVAL &&
			   strstr(run.info.err, "core address 0xd0800002 is not "
					   "aligned to 32"),
		   "place refuses a misaligned core address");
	run_free(&run);
	ret = run_place(&run, file, len, CORE_ADDR, 0xfffffff0u);
	KTAP_CHECK(ret == -EINVAL && strstr(run.info.err, "wraps past 4 GiB"),
		   "place refuses a region wrapping past 4 GiB");
	run_free(&run);
}

static void test_misc(const void *file, size_t len)
{
	struct module_run run = {0};
	char small[8], *odd;
	int ret;

	/* The image buffer must be aligned for in-place tables. */
	odd = malloc(len + 1);
	memcpy(odd + 1, file, len);
	ret = elf_validity_check(&run.info, odd + 1, len);
	KTAP_CHECK(ret == -EINVAL && strstr(run.info.err, "not 4-byte aligned"),
		   "check refuses a misaligned image");
	free(odd);

	/* Messages are cut to fit and always terminated; err may be NULL. */
	ret = errmsg(small, sizeof(small), -ENOEXEC, "%s %u", "abc\n",
			     123456u);
	KTAP_CHECK(ret == -ENOEXEC && !strcmp(small, "abc? 12") &&
			   errmsg(NULL, 0, -EINVAL, "x") == -EINVAL,
		   "messages are truncated, sanitised, NUL-terminated");

	ret = run_place(&run, file, len, CORE_ADDR, INIT_ADDR);
	KTAP_CHECK(
		!ret && !find_sec(&run.info, ".nonexistent") &&
			find_sec(&run.info, ".modinfo") ==
				run.info.modinfo_index,
		"find_sec");
	run_free(&run);
}

int main(void)
{
	struct bad_case *cases;
	unsigned int ncases = read_cases(&cases), i;
	size_t len = 0;
	void *gcc_o2 = read_file(MODELF_DIR "/sample-gcc-O2.ko", &len);

	KTAP_BEGIN((int)(NR_SAMPLES * CHECKS_PER_SAMPLE + NR_UNIT_CHECKS +
			 ncases));
	for (i = 0; i < NR_SAMPLES; i++)
		test_sample(samples[i]);
	if (gcc_o2) {
		test_bind_errors(gcc_o2, len);
		test_narrow(gcc_o2, len);
		test_place(gcc_o2, len);
		test_misc(gcc_o2, len);
	}
	for (i = 0; i < ncases; i++)
		test_bad_case(&cases[i]);
	if (!ncases)
		printf("# no cases in " MODELF_DIR "/bad/cases.tsv\n");
	free(cases);
	free(gcc_o2);
	return KTAP_END() || !ncases;
}
