// SPDX-License-Identifier: GPL-2.0
/*
 * modpost - the module build's look at a module between its two links
 * (scripts/modules.mk runs it).
 *
 * Usage:
 *	modpost -o SYMVERS [-i KNOWN]... [-k VMLINUX] [MODULE.o]...
 *		Write SYMVERS: the exports of the kernel image VMLINUX and
 *		of each module object.  Exports already listed in the KNOWN
 *		files are not written, but one exported twice is reported.
 *	modpost -c NAME.mod.c [-i SYMVERS]... MODULE.o
 *		Check one module object against the exports listed in the
 *		SYMVERS files and write the C source of its struct module
 *		and its generated .modinfo strings (vermagic, depends).
 *
 * MODULE.o is the module before its last link: its single object, or
 * "ld -r" of its parts.  The module's name is the file's base name with
 * '-' and ',' as '_', as KBUILD_MODNAME spells it.
 *
 * Module.symvers has one export per line, tab-separated:
 *	SYMBOL	MODULE	EXPORT_SYMBOL (or EXPORT_SYMBOL_GPL)
 * MODULE is "vmlinux" for the kernel.  (Linux's file also has a CRC for
 * MODVERSIONS, which this kernel does not have.)
 *
 * Exports are found where EXPORT_SYMBOL (include/linux/export.h) leaves
 * them: a symbol __ksymtab_NAME, an i386 struct kernel_symbol, in the
 * section __ksymtab.NAME of an object or __ksymtab of the kernel image.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

#define HOSTTOOL_NAME "modpost"
#include "hosttool.h"
#include "linux/elf.h"

/* ELF fields are read in place: the host must be little-endian, as i386. */
_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
	       "modpost reads i386 ELF files in host byte order");

#define KSYMTAB_PREFIX		"__ksymtab_"	/* symbol of one export */
#define KSYMTAB_SECTION		"__ksymtab"	/* ... and its section */
/* struct kernel_symbol on i386: value, name, gpl_only, 32 bits each */
#define KSYM_SIZE		12
#define KSYM_GPL_OFFSET		8
/* The kernel's name in Module.symvers, as in Linux's */
#define KERNEL_NAME		"vmlinux"
#define EXPORT_PLAIN		"EXPORT_SYMBOL"
#define EXPORT_GPL		"EXPORT_SYMBOL_GPL"
#define SYMVERS_FIELDS		3
/* Defined by the NAME.mod.c this tool writes, so never "undefined" */
#define THIS_MODULE_SYM		"__this_module"
/* The names module_init() and module_exit() give (linux/module.h) */
#define INIT_SYM		"init_module"
#define EXIT_SYM		"cleanup_module"
#define MODINFO_SECTION		".modinfo"
/* Where the loader finds the module's struct module */
#define THIS_MODULE_SECTION	".gnu.linkonce.this_module"
#define LICENSE_TAG		"license="
#define OBJ_SUFFIX		".o"
#define KO_SUFFIX		".ko"
#define TMP_SUFFIX		".tmp"
/* Symbol and section tables are read in place as 32-bit words. */
#define ELF_TABLE_ALIGN		4

struct elf {
	const char *path;
	unsigned char *data;
	size_t len;
	const Elf32_Shdr *sec;
	unsigned int shnum;
	const char *secstrings;
	const Elf32_Sym *sym;
	unsigned int nsyms;
	const char *strtab;
};

struct symver {
	const char *name;
	const char *module;
	bool gpl;
	bool known;		/* from -i: checked against, not written */
};

struct symvers {
	struct symver *v;
	size_t n, cap;
};

/* What one module needs, for its NAME.mod.c. */
struct module {
	const char *ko;		/* file name, for messages: "hello.ko" */
	const char *name;	/* KBUILD_MODNAME: "hello" */
	bool has_init, has_exit;
	const char **deps;	/* modules whose exports it uses */
	size_t ndeps;
	unsigned int errors;
};

/* A file written under a temporary name, renamed when complete. */
struct output {
	FILE *f;
	const char *path;
	char *tmp;
};

/*
 * Strings and tables live until the tool exits, a moment after it has
 * written its output: nothing is freed.
 */

static char *xstrndup(const char *s, size_t n)
{
	char *d = strndup(s, n);

	if (!d)
		die("out of memory");
	return d;
}

static char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

static bool starts_with(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

static void read_file(const char *path, unsigned char **data, size_t *len)
{
	FILE *f = fopen(path, "rb");
	long size;

	if (!f || fseek(f, 0, SEEK_END) || (size = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET))
		die("%s: %s", path, strerror(errno));
	*data = xrealloc(NULL, size);
	*len = size;
	if (fread(*data, 1, size, f) != (size_t)size)
		die("%s: short read", path);
	fclose(f);
}

/* --- reading ELF -------------------------------------------------------- */

static bool in_file(const struct elf *e, u32 off, u32 size)
{
	return off <= e->len && size <= e->len - off;
}

/* A table of records inside the file, aligned for reading in place. */
static const void *elf_table(const struct elf *e, u32 off, u32 size,
			     const char *what)
{
	if (!in_file(e, off, size) || off % ELF_TABLE_ALIGN)
		die("%s: %s is outside the file or misaligned", e->path, what);
	return e->data + off;
}

/* A string table; every offset below its size then names a string. */
static const char *elf_strtab(const struct elf *e, unsigned int i,
			      const char *what)
{
	const Elf32_Shdr *s = &e->sec[i];

	if (s->sh_type != SHT_STRTAB || !s->sh_size ||
	    !in_file(e, s->sh_offset, s->sh_size) ||
	    e->data[s->sh_offset + s->sh_size - 1] != '\0')
		die("%s: bad %s (section %u)", e->path, what, i);
	return (const char *)e->data + s->sh_offset;
}

static void elf_check_header(const struct elf *e)
{
	const Elf32_Ehdr *h = (const Elf32_Ehdr *)e->data;

	if (e->len < sizeof(*h) || memcmp(h->e_ident, ELFMAG, SELFMAG))
		die("%s: not an ELF file", e->path);
	if (h->e_ident[EI_CLASS] != ELFCLASS32 ||
	    h->e_ident[EI_DATA] != ELFDATA2LSB || h->e_machine != EM_386)
		die("%s: not an i386 ELF file", e->path);
	if (h->e_shentsize != sizeof(Elf32_Shdr) || h->e_shnum == 0 ||
	    h->e_shnum >= SHN_LORESERVE || h->e_shstrndx >= h->e_shnum)
		die("%s: bad section header table", e->path);
}

/* The one symbol table, and names that all lie inside their tables. */
static void elf_find_symbols(struct elf *e)
{
	const Elf32_Shdr *symtab = NULL;
	unsigned int i;

	for (i = 1; i < e->shnum; i++) {
		if (e->sec[i].sh_type != SHT_SYMTAB)
			continue;
		if (symtab)
			die("%s: more than one symbol table", e->path);
		symtab = &e->sec[i];
	}
	if (!symtab)
		die("%s: no symbol table (stripped?)", e->path);
	if (symtab->sh_entsize != sizeof(Elf32_Sym) || symtab->sh_link == 0 ||
	    symtab->sh_link >= e->shnum)
		die("%s: bad symbol table", e->path);
	e->sym = elf_table(e, symtab->sh_offset, symtab->sh_size,
			   "the symbol table");
	e->nsyms = symtab->sh_size / sizeof(Elf32_Sym);
	e->strtab = elf_strtab(e, symtab->sh_link, "symbol string table");
	for (i = 0; i < e->nsyms; i++)
		if (e->sym[i].st_name >= e->sec[symtab->sh_link].sh_size)
			die("%s: symbol %u has a bad name", e->path, i);
}

static void elf_load(struct elf *e, const char *path)
{
	const Elf32_Ehdr *h;
	unsigned int i;

	e->path = path;
	read_file(path, &e->data, &e->len);
	elf_check_header(e);
	h = (const Elf32_Ehdr *)e->data;
	e->shnum = h->e_shnum;
	e->sec = elf_table(e, h->e_shoff, e->shnum * sizeof(Elf32_Shdr),
			   "the section header table");
	e->secstrings = elf_strtab(e, h->e_shstrndx, "section name table");
	for (i = 0; i < e->shnum; i++)
		if (e->sec[i].sh_name >= e->sec[h->e_shstrndx].sh_size)
			die("%s: section %u has a bad name", e->path, i);
	elf_find_symbols(e);
}

static const char *sec_name(const struct elf *e, unsigned int i)
{
	return e->secstrings + e->sec[i].sh_name;
}

static const char *sym_name(const struct elf *e, const Elf32_Sym *s)
{
	return e->strtab + s->st_name;
}

/* Whether the symbol is defined in a section of this file. */
static bool in_section(const struct elf *e, const Elf32_Sym *s)
{
	return s->st_shndx != SHN_UNDEF && s->st_shndx < SHN_LORESERVE &&
	       s->st_shndx < e->shnum;
}

/* The section's bytes, or NULL when it is not in the file. */
static const char *section_bytes(const struct elf *e, unsigned int i)
{
	const Elf32_Shdr *s = &e->sec[i];

	if (s->sh_type == SHT_NOBITS || !in_file(e, s->sh_offset, s->sh_size))
		return NULL;
	return (const char *)e->data + s->sh_offset;
}

/* --- exports ------------------------------------------------------------ */

/* __ksymtab in the kernel, __ksymtab.NAME in an object */
static bool is_ksymtab_section(const char *name)
{
	size_t n = strlen(KSYMTAB_SECTION);

	return !strncmp(name, KSYMTAB_SECTION, n) &&
	       (name[n] == '\0' || name[n] == '.');
}

/* The gpl_only word of the struct kernel_symbol that s names. */
static bool ksym_is_gpl(const struct elf *e, const Elf32_Sym *s)
{
	const Elf32_Shdr *sec = &e->sec[s->st_shndx];
	const char *bytes = section_bytes(e, s->st_shndx);
	/* st_value is an address in the kernel, an offset in an object */
	u32 off = s->st_value - sec->sh_addr;
	u32 gpl;

	if (!bytes || off > sec->sh_size || KSYM_SIZE > sec->sh_size - off)
		die("%s: %s lies outside its section", e->path, sym_name(e, s));
	memcpy(&gpl, bytes + off + KSYM_GPL_OFFSET, sizeof(gpl));
	return gpl != 0;
}

static void export_add(struct symvers *t, const char *name, const char *module,
		       bool gpl, bool known)
{
	if (t->n == t->cap) {
		t->cap = t->cap ? 2 * t->cap : 256;
		t->v = xrealloc(t->v, t->cap * sizeof(*t->v));
	}
	t->v[t->n++] = (struct symver){ name, module, gpl, known };
}

static void add_elf_exports(struct symvers *t, const struct elf *e,
			    const char *module)
{
	unsigned int i;

	for (i = 1; i < e->nsyms; i++) {
		const Elf32_Sym *s = &e->sym[i];
		const char *name = sym_name(e, s);

		if (!starts_with(name, KSYMTAB_PREFIX) || !in_section(e, s) ||
		    !is_ksymtab_section(sec_name(e, s->st_shndx)) ||
		    s->st_size != KSYM_SIZE)
			continue;
		export_add(t, name + strlen(KSYMTAB_PREFIX), module,
			   ksym_is_gpl(e, s), false);
	}
}

/* Split line at tabs into field[]; returns the count, max + 1 if more. */
static size_t split_tabs(char *line, char **field, size_t max)
{
	size_t n = 0;

	line[strcspn(line, "\n")] = '\0';
	for (;;) {
		if (n == max)
			return max + 1;
		field[n++] = line;
		line = strchr(line, '\t');
		if (!line)
			return n;
		*line++ = '\0';
	}
}

static void read_symvers(struct symvers *t, const char *path)
{
	FILE *f = fopen(path, "r");
	char *line = NULL, *field[SYMVERS_FIELDS];
	size_t cap = 0;
	unsigned int lineno = 0;

	if (!f)
		die("%s: %s", path, strerror(errno));
	while (getline(&line, &cap, f) >= 0) {
		lineno++;
		if (split_tabs(line, field, SYMVERS_FIELDS) != SYMVERS_FIELDS ||
		    (strcmp(field[2], EXPORT_PLAIN) &&
		     strcmp(field[2], EXPORT_GPL)))
			die("%s:%u: expected SYMBOL<tab>MODULE<tab>%s[_GPL]",
			    path, lineno, EXPORT_PLAIN);
		export_add(t, xstrdup(field[0]), xstrdup(field[1]),
			   !strcmp(field[2], EXPORT_GPL), true);
	}
	free(line);
	fclose(f);
}

static int export_cmp(const void *a, const void *b)
{
	const struct symver *x = a, *y = b;

	return strcmp(x->name, y->name);
}

/* Sorted by name, for lookups. */
static void exports_sort(struct symvers *t)
{
	qsort(t->v, t->n, sizeof(*t->v), export_cmp);
}

/*
 * The loader refuses a module that exports a name already exported, so
 * two modules exporting one name cannot both be loaded.  Sorted table.
 */
static void warn_exported_twice(const struct symvers *t)
{
	size_t i;

	for (i = 1; i < t->n; i++)
		if (!strcmp(t->v[i - 1].name, t->v[i].name))
			fprintf(stderr,
				"WARNING: \"%s\" exported by both %s and %s\n",
				t->v[i].name, t->v[i - 1].module,
				t->v[i].module);
}

static const struct symver *export_find(const struct symvers *t,
					const char *name)
{
	struct symver key = { .name = name };

	return bsearch(&key, t->v, t->n, sizeof(*t->v), export_cmp);
}

/* --- output ------------------------------------------------------------- */

static FILE *output_open(struct output *o, const char *path)
{
	o->path = path;
	o->tmp = xrealloc(NULL, strlen(path) + sizeof(TMP_SUFFIX));
	sprintf(o->tmp, "%s%s", path, TMP_SUFFIX);
	o->f = fopen(o->tmp, "w");
	if (!o->f)
		die("%s: %s", o->tmp, strerror(errno));
	return o->f;
}

/* Make never sees a half-written file under the real name. */
static void output_close(struct output *o)
{
	int failed = ferror(o->f);

	if (fclose(o->f) || failed)
		die("%s: write failed", o->tmp);
	if (rename(o->tmp, o->path))
		die("%s: %s", o->path, strerror(errno));
	free(o->tmp);
}

static void write_symvers(const struct symvers *t, const char *path)
{
	struct output o;
	FILE *f = output_open(&o, path);
	size_t i;

	for (i = 0; i < t->n; i++)
		if (!t->v[i].known)
			fprintf(f, "%s\t%s\t%s\n", t->v[i].name,
				t->v[i].module,
				t->v[i].gpl ? EXPORT_GPL : EXPORT_PLAIN);
	output_close(&o);
}

/* --- one module --------------------------------------------------------- */

/* The base name of path without ".o"; dies for any other file. */
static char *object_stem(const char *path)
{
	const char *base = strrchr(path, '/');
	size_t len, suffix = strlen(OBJ_SUFFIX);

	base = base ? base + 1 : path;
	len = strlen(base);
	if (len <= suffix || strcmp(base + len - suffix, OBJ_SUFFIX))
		die("%s: a module object's name must end in %s", path,
		    OBJ_SUFFIX);
	return xstrndup(base, len - suffix);
}

/*
 * KBUILD_MODNAME: '-' and ',' become '_' (as in scripts/modules.mk).  It
 * goes into C source as a bare token and a string, so it must be made
 * of letters, digits and '_' only.
 */
static const char *module_name(const char *path)
{
	char *name = object_stem(path), *p;

	for (p = name; *p; p++) {
		if (*p == '-' || *p == ',')
			*p = '_';
		if (!(*p == '_' || (*p >= '0' && *p <= '9') ||
		      (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')))
			die("%s: a module name has only letters, digits, '-', ',' and '_'",
			    path);
	}
	return name;
}

static const char *ko_name(const char *path)
{
	char *stem = object_stem(path);
	char *ko = xrealloc(NULL, strlen(stem) + sizeof(KO_SUFFIX));

	sprintf(ko, "%s%s", stem, KO_SUFFIX);
	free(stem);
	return ko;
}

static void add_dep(struct module *m, const char *module)
{
	size_t i;

	for (i = 0; i < m->ndeps; i++)
		if (!strcmp(m->deps[i], module))
			return;
	m->deps = xrealloc(m->deps, (m->ndeps + 1) * sizeof(*m->deps));
	m->deps[m->ndeps++] = module;
}

/* An undefined symbol: from the kernel, another module, or nowhere. */
static void resolve(struct module *m, const struct symvers *known,
		    const char *name, bool weak)
{
	const struct symver *x = export_find(known, name);

	if (!x) {
		/* weak: the loader makes it 0, as Linux does */
		if (!weak)
			fprintf(stderr, "WARNING: \"%s\" [%s] undefined!\n",
				name, m->ko);
		return;
	}
	if (strcmp(x->module, KERNEL_NAME))
		add_dep(m, x->module);
}

static void check_symbols(struct module *m, const struct elf *e,
			  const struct symvers *known)
{
	unsigned int i;

	for (i = 1; i < e->nsyms; i++) {
		const Elf32_Sym *s = &e->sym[i];
		const char *name = sym_name(e, s);
		unsigned int bind = ELF32_ST_BIND(s->st_info);

		if (s->st_shndx == SHN_COMMON) {
			/* the loader would have to allocate it: it refuses */
			fprintf(stderr,
				"ERROR: \"%s\" [%s] is a COMMON symbol (compile with -fno-common)\n",
				name, m->ko);
			m->errors++;
		} else if (bind == STB_LOCAL) {
			continue;
		} else if (s->st_shndx != SHN_UNDEF) {
			m->has_init |= !strcmp(name, INIT_SYM);
			m->has_exit |= !strcmp(name, EXIT_SYM);
		} else if (strcmp(name, THIS_MODULE_SYM)) {
			resolve(m, known, name, bind == STB_WEAK);
		}
	}
}

/* The license is the loader's business, but a missing one is a slip. */
static void check_license(const struct elf *e)
{
	unsigned int i;

	for (i = 1; i < e->shnum; i++) {
		const char *p = section_bytes(e, i), *end;

		if (!p || strcmp(sec_name(e, i), MODINFO_SECTION))
			continue;
		for (end = p + e->sec[i].sh_size; p < end;
		     p += strnlen(p, end - p) + 1)
			if (starts_with(p, LICENSE_TAG))
				return;
	}
	fprintf(stderr, "WARNING: missing MODULE_LICENSE() in %s\n", e->path);
}

static void write_mod_c(const struct module *m, const char *path)
{
	struct output o;
	FILE *f = output_open(&o, path);
	size_t i;

	fprintf(f, "/* %s: written by scripts/modpost, do not edit */\n"
		"#include <linux/module.h>\n#include <linux/version.h>\n\n"
		"MODULE_INFO(vermagic, VERMAGIC_STRING);\n"
		"MODULE_INFO(depends, \"", m->name);
	for (i = 0; i < m->ndeps; i++)
		fprintf(f, "%s%s", i ? "," : "", m->deps[i]);
	fputs("\");\n\n", f);
	if (m->has_init)
		fprintf(f, "int %s(void);\n", INIT_SYM);
	if (m->has_exit)
		fprintf(f, "void %s(void);\n", EXIT_SYM);
	fprintf(f, "\n_Static_assert(sizeof(\"%s\") <= MODULE_NAME_LEN,\n"
		"\t       \"module name too long\");\n\n"
		"struct module __this_module\n"
		"\t__attribute__((section(\"%s\"))) = {\n"
		"\t.name = \"%s\",\n", m->name, THIS_MODULE_SECTION, m->name);
	if (m->has_init)
		fprintf(f, "\t.init = %s,\n", INIT_SYM);
	if (m->has_exit)
		fprintf(f, "\t.exit = %s,\n", EXIT_SYM);
	fputs("};\n", f);
	output_close(&o);
}

/* --- main --------------------------------------------------------------- */

struct options {
	const char *symvers_out;	/* -o */
	const char *mod_c;		/* -c */
	const char *vmlinux;		/* -k */
	const char **known;		/* -i */
	size_t nknown;
	char **objects;
	int nobjects;
};

static void __attribute__((noreturn)) usage(void)
{
	fputs("usage: modpost -o SYMVERS [-i KNOWN]... [-k VMLINUX] "
	      "[MODULE.o]...\n"
	      "       modpost -c NAME.mod.c [-i SYMVERS]... MODULE.o\n",
	      stderr);
	exit(2);
}

static void parse_options(struct options *opt, int argc, char **argv)
{
	int i;

	memset(opt, 0, sizeof(*opt));
	for (i = 1; i < argc && argv[i][0] == '-'; i += 2) {
		const char *arg = argv[i + 1];

		if (!arg || strlen(argv[i]) != 2)
			usage();
		switch (argv[i][1]) {
		case 'o':
			opt->symvers_out = arg;
			break;
		case 'c':
			opt->mod_c = arg;
			break;
		case 'k':
			opt->vmlinux = arg;
			break;
		case 'i':
			opt->known = xrealloc(opt->known, (opt->nknown + 1) *
							  sizeof(*opt->known));
			opt->known[opt->nknown++] = arg;
			break;
		default:
			usage();
		}
	}
	opt->objects = argv + i;
	opt->nobjects = argc - i;
	if (!opt->symvers_out == !opt->mod_c ||
	    (opt->mod_c && (opt->vmlinux || opt->nobjects != 1)))
		usage();
}

static struct symvers read_known(const struct options *opt)
{
	struct symvers t = { 0 };
	size_t i;

	for (i = 0; i < opt->nknown; i++)
		read_symvers(&t, opt->known[i]);
	return t;
}

static void dump_exports(const struct options *opt)
{
	struct symvers t = read_known(opt);
	struct elf e;
	int i;

	if (opt->vmlinux) {
		elf_load(&e, opt->vmlinux);
		add_elf_exports(&t, &e, KERNEL_NAME);
	}
	for (i = 0; i < opt->nobjects; i++) {
		elf_load(&e, opt->objects[i]);
		add_elf_exports(&t, &e, module_name(opt->objects[i]));
	}
	exports_sort(&t);
	warn_exported_twice(&t);
	write_symvers(&t, opt->symvers_out);
}

static int post_module(const struct options *opt)
{
	struct symvers known = read_known(opt);
	struct module m = { 0 };
	struct elf e;

	exports_sort(&known);
	elf_load(&e, opt->objects[0]);
	m.ko = ko_name(e.path);
	m.name = module_name(e.path);
	check_symbols(&m, &e, &known);
	check_license(&e);
	if (m.errors)
		return 1;
	write_mod_c(&m, opt->mod_c);
	return 0;
}

int main(int argc, char **argv)
{
	struct options opt;

	parse_options(&opt, argc, argv);
	if (opt.mod_c)
		return post_module(&opt);
	dump_exports(&opt);
	return 0;
}
