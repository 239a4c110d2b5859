// SPDX-License-Identifier: GPL-2.0
/*
 * Benchmark of the module linker, run by "make bench".
 *
 * 1. The whole load pipeline (check, layout, place, bind, relocate) on
 *    synthetic modules with 1 000, 10 000 and 100 000 relocations,
 *    built in memory.  Prints the median cost per relocation and the
 *    log-log slope of time against relocation count: 1.0 means the
 *    loader is linear, as it must be for big modules.
 * 2. Resolving a name against a sorted export table, as the kernel's
 *    __ksymtab (sorted at build time) is searched, for 100, 1 000 and
 *    10 000 exports: binary search, so the cost should grow with the
 *    logarithm of the table.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "linux/export.h"
#include "kernel/module/internal.h"
#include "linux/string.h"

#define CORE_ADDR 0xd0800000u
#define INIT_ADDR 0xd0900000u
#define EXPORT_BASE 0xc0100000u
#define NR_UNDEFINED 256 /* kernel symbols a synthetic module uses */
#define NR_PIPELINE_EXPORTS 4096
#define NR_LOOKUPS 1000000
#define PIPELINE_RELOCS_BUDGET 10000000 /* relocations timed per size */
#define MIN_REPEATS 21
#define NAME_LEN 16

/* ------------------------------------------------------------------ */
/* Export table: the kernel's, modelled                               */
/* ------------------------------------------------------------------ */

struct export_table {
	struct kernel_symbol *syms;
	char *names;
	unsigned int n;
};

static int cmp_export(const void *a, const void *b)
{
	return strcmp(((const struct kernel_symbol *)a)->name,
		      ((const struct kernel_symbol *)b)->name);
}

/* Names that sort in no relation to their index, like real exports. */
static void export_name(char *buf, unsigned int i)
{
	snprintf(buf, NAME_LEN, "ksym_%08x", (i * 2654435761u) ^ 0x5bd1e995u);
}

static void export_table_init(struct export_table *t, unsigned int n)
{
	unsigned int i;

	t->n = n;
	t->syms = malloc(n * sizeof(*t->syms));
	t->names = malloc(n * NAME_LEN);
	for (i = 0; i < n; i++) {
		export_name(t->names + i * NAME_LEN, i);
		t->syms[i].name = t->names + i * NAME_LEN;
		t->syms[i].value = EXPORT_BASE + 16 * i;
	}
	qsort(t->syms, n, sizeof(*t->syms), cmp_export);
}

static void export_table_free(struct export_table *t)
{
	free(t->syms);
	free(t->names);
}

static int resolve_export(void *ctx, const char *name, u32 *value)
{
	const struct export_table *t = ctx;
	const struct kernel_symbol *e;

	/* the kernel's own lookup (kernel/module/ksymtab.c) */
	e = ksymtab_find(name, t->syms, t->syms + t->n);
	if (!e)
		return -ENOENT;
	*value = e->value;
	return 0;
}

/* ------------------------------------------------------------------ */
/* Synthetic module                                                   */
/* ------------------------------------------------------------------ */

enum {
	SEC_NULL,
	SEC_TEXT,
	SEC_REL_TEXT,
	SEC_DATA,
	SEC_MODINFO,
	SEC_THIS,
	SEC_SYMTAB,
	SEC_STRTAB,
	SEC_SHSTRTAB,
	NR_SECS
};

static const char *const sec_names[NR_SECS] = {
	"",	   ".text",    ".rel.text",
	".data",   ".modinfo", ".gnu.linkonce.this_module",
	".symtab", ".strtab",  ".shstrtab",
};

#define DATA_SIZE 64
#define THIS_MODULE_SIZE 64
#define THIS_MODULE_ALIGN 32
#define WORD 4

/* Output cursor over a preallocated image. */
struct image {
	u8 *buf;
	size_t len;
};

static u32 put(struct image *img, const void *src, size_t n, u32 align)
{
	u32 off = (img->len + align - 1) & ~(align - 1);

	memset(img->buf + img->len, 0, off - img->len);
	memcpy(img->buf + off, src, n);
	img->len = off + n;
	return off;
}

static u32 put_zero(struct image *img, size_t n, u32 align)
{
	u32 off = (img->len + align - 1) & ~(align - 1);

	memset(img->buf + img->len, 0, off + n - img->len);
	img->len = off + n;
	return off;
}

/*
 * A module whose .text is nrelocs 4-byte fields, each patched by one
 * relocation: R_386_32 and R_386_PC32 in turn, against .data's section
 * symbol or one of NR_UNDEFINED kernel exports.
 */
static void *build_module(unsigned int nrelocs, size_t *len)
{
	static const char modinfo[] = "license=GPL";
	unsigned int nsyms = 2 + NR_UNDEFINED, i;
	Elf32_Shdr sh[NR_SECS] = {0};
	struct image img;
	Elf32_Ehdr hdr = {0};
	Elf32_Sym *syms = calloc(nsyms, sizeof(*syms));
	Elf32_Rel *rels = malloc(nrelocs * sizeof(*rels));
	char *strtab = malloc(1 + NR_UNDEFINED * NAME_LEN), shstr[256];
	u32 strsize = 1, shstrsize = 1, name_off[NR_SECS] = {0};

	img.buf = malloc(4096 + nrelocs * (WORD + sizeof(*rels)) +
			 nsyms * (sizeof(*syms) + NAME_LEN));
	img.len = sizeof(hdr);
	strtab[0] = shstr[0] = '\0';
	for (i = 1; i < NR_SECS; i++) {
		name_off[i] = shstrsize;
		strcpy(shstr + shstrsize, sec_names[i]);
		shstrsize += strlen(sec_names[i]) + 1;
	}
	/* Symbol 1: .data's section symbol; then the undefined exports. */
	syms[1] = (Elf32_Sym){.st_info = ELF32_ST_INFO(STB_LOCAL, STT_SECTION),
			      .st_shndx = SEC_DATA};
	for (i = 0; i < NR_UNDEFINED; i++) {
		/* Every 7th export of the pipeline's table. */
		export_name(strtab + strsize, i * 7 % NR_PIPELINE_EXPORTS);
		syms[2 + i] = (Elf32_Sym){
			.st_name = strsize,
			.st_info = ELF32_ST_INFO(STB_GLOBAL, STT_NOTYPE),
			.st_shndx = SHN_UNDEF};
		strsize += strlen(strtab + strsize) + 1;
	}
	for (i = 0; i < nrelocs; i++)
		rels[i] = (Elf32_Rel){
			.r_offset = WORD * i,
			.r_info = ELF32_R_INFO(1 + i % (nsyms - 1),
					       i & 1 ? R_386_PC32 : R_386_32)};

	/* one put() in each: the image grows in this order */
	sh[SEC_TEXT] = (Elf32_Shdr){
		.sh_type = SHT_PROGBITS, .sh_flags = SHF_ALLOC | SHF_EXECINSTR,
		.sh_offset = put_zero(&img, nrelocs * WORD, 16),
		.sh_size = nrelocs * WORD, .sh_addralign = 16};
	sh[SEC_REL_TEXT] = (Elf32_Shdr){
		.sh_type = SHT_REL,
		.sh_offset = put(&img, rels, nrelocs * sizeof(*rels), WORD),
		.sh_size = nrelocs * sizeof(*rels), .sh_link = SEC_SYMTAB,
		.sh_info = SEC_TEXT, .sh_addralign = WORD,
		.sh_entsize = sizeof(*rels)};
	sh[SEC_DATA] = (Elf32_Shdr){
		.sh_type = SHT_PROGBITS, .sh_flags = SHF_ALLOC | SHF_WRITE,
		.sh_offset = put_zero(&img, DATA_SIZE, WORD),
		.sh_size = DATA_SIZE, .sh_addralign = WORD};
	sh[SEC_MODINFO] = (Elf32_Shdr){
		.sh_type = SHT_PROGBITS, .sh_flags = SHF_ALLOC,
		.sh_offset = put(&img, modinfo, sizeof(modinfo), 1),
		.sh_size = sizeof(modinfo), .sh_addralign = 1};
	sh[SEC_THIS] = (Elf32_Shdr){
		.sh_type = SHT_PROGBITS, .sh_flags = SHF_ALLOC | SHF_WRITE,
		.sh_offset = put_zero(&img, THIS_MODULE_SIZE, THIS_MODULE_ALIGN),
		.sh_size = THIS_MODULE_SIZE, .sh_addralign = THIS_MODULE_ALIGN};
	sh[SEC_SYMTAB] = (Elf32_Shdr){
		.sh_type = SHT_SYMTAB,
		.sh_offset = put(&img, syms, nsyms * sizeof(*syms), WORD),
		.sh_size = nsyms * sizeof(*syms), .sh_link = SEC_STRTAB,
		.sh_info = 2, .sh_addralign = WORD,
		.sh_entsize = sizeof(*syms)};
	sh[SEC_STRTAB] = (Elf32_Shdr){
		.sh_type = SHT_STRTAB,
		.sh_offset = put(&img, strtab, strsize, 1),
		.sh_size = strsize, .sh_addralign = 1};
	sh[SEC_SHSTRTAB] = (Elf32_Shdr){
		.sh_type = SHT_STRTAB,
		.sh_offset = put(&img, shstr, shstrsize, 1),
		.sh_size = shstrsize, .sh_addralign = 1};
	for (i = 1; i < NR_SECS; i++)
		sh[i].sh_name = name_off[i];

	memcpy(hdr.e_ident, ELFMAG, SELFMAG);
	hdr.e_ident[EI_CLASS] = ELFCLASS32;
	hdr.e_ident[EI_DATA] = ELFDATA2LSB;
	hdr.e_ident[EI_VERSION] = EV_CURRENT;
	hdr.e_type = ET_REL;
	hdr.e_machine = EM_386;
	hdr.e_version = EV_CURRENT;
	hdr.e_ehsize = sizeof(hdr);
	hdr.e_shentsize = sizeof(Elf32_Shdr);
	hdr.e_shnum = NR_SECS;
	hdr.e_shstrndx = SEC_SHSTRTAB;
	hdr.e_shoff = put(&img, sh, sizeof(sh), WORD);
	memcpy(img.buf, &hdr, sizeof(hdr));

	free(syms);
	free(rels);
	free(strtab);
	*len = img.len;
	return img.buf;
}

/* ------------------------------------------------------------------ */
/* Timing                                                             */
/* ------------------------------------------------------------------ */

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static double median(double *v, unsigned int n)
{
	qsort(v, n, sizeof(*v), cmp_double);
	return v[n / 2];
}

/*
 * The pipeline the kernel runs on insmod, on a private image; the
 * generated module has no init sections, so only a core region.
 */
static int load(struct load_info *info, void *image, size_t len, void *core,
		struct export_table *exports)
{
	int ret;

	ret = elf_validity_check(info, image, len);
	if (!ret)
		ret = layout_sections(info);
	if (ret)
		return ret;
	info->core_mem = core;
	info->core_addr = CORE_ADDR;
	info->init_addr = INIT_ADDR;
	ret = move_module(info);
	if (!ret)
		ret = simplify_symbols(info, resolve_export, exports);
	if (!ret)
		ret = apply_relocations(info);
	return ret;
}

/* One load of a fresh copy of the module; returns its time in ns. */
static double time_load(const void *module, void *image, size_t len, void *core,
			struct export_table *exports)
{
	struct load_info info;
	double t0, t1;
	int ret;

	memcpy(image, module, len);
	t0 = now_ns();
	ret = load(&info, image, len, core, exports);
	t1 = now_ns();
	if (ret) {
		fprintf(stderr, "bench_module_elf: load failed: %s\n", info.err);
		exit(1);
	}
	return t1 - t0;
}

/* Median load time of a module with nrelocs relocations, in ns. */
static double bench_load(unsigned int nrelocs, struct export_table *exports)
{
	unsigned int reps = PIPELINE_RELOCS_BUDGET / nrelocs, i;
	size_t len;
	void *module = build_module(nrelocs, &len);
	void *image = malloc(len);
	/* Room for .text, .data, struct module and alignment padding. */
	void *core = malloc(nrelocs * WORD + 4096);
	double *t, m;

	if (reps < MIN_REPEATS)
		reps = MIN_REPEATS;
	t = malloc(reps * sizeof(*t));
	for (i = 0; i < reps; i++)
		t[i] = time_load(module, image, len, core, exports);
	m = median(t, reps);
	free(t);
	free(core);
	free(image);
	free(module);
	return m;
}

static double bench_resolve(unsigned int nexports)
{
	struct export_table t;
	char *queries = malloc(nexports * NAME_LEN);
	double t0, t1;
	u32 sum = 0, value = 0;
	unsigned int i, k = 0;

	export_table_init(&t, nexports);
	for (i = 0; i < nexports; i++)
		export_name(queries + i * NAME_LEN, i);
	t0 = now_ns();
	for (i = 0; i < NR_LOOKUPS; i++) {
		/* A stride coprime with nexports visits names in a scatter. */
		k = (k + 7919) % nexports;
		if (resolve_export(&t, queries + k * NAME_LEN, &value))
			exit(1);
		sum += value;
	}
	t1 = now_ns();
	export_table_free(&t);
	free(queries);
	/* Use the sum so the lookups cannot be optimised away. */
	return sum == 1 ? 0 : (t1 - t0) / NR_LOOKUPS;
}

int main(void)
{
	static const unsigned int sizes[] = {1000, 10000, 100000};
	static const unsigned int exports[] = {100, 1000, 10000};
	const unsigned int n = sizeof(sizes) / sizeof(sizes[0]);
	double x[3], y[3], sx = 0, sy = 0, sxx = 0, sxy = 0, slope;
	struct export_table table;
	unsigned int i;

	export_table_init(&table, NR_PIPELINE_EXPORTS);
	for (i = 0; i < n; i++) {
		double ns = bench_load(sizes[i], &table);

		printf("bench: module_load_ns_per_reloc_%u %.1f ns\n", sizes[i],
		       ns / sizes[i]);
		x[i] = log(sizes[i]);
		y[i] = log(ns);
		sx += x[i];
		sy += y[i];
		sxx += x[i] * x[i];
		sxy += x[i] * y[i];
	}
	export_table_free(&table);
	/* Least-squares slope of log(time) against log(relocations). */
	slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
	printf("bench: module_load_exponent %.2f\n", slope);
	for (i = 0; i < sizeof(exports) / sizeof(exports[0]); i++)
		printf("bench: symbol_resolve_ns_exports_%u %.1f ns\n",
		       exports[i], bench_resolve(exports[i]));
	return 0;
}
