// SPDX-License-Identifier: GPL-2.0
/*
 * Host test of the moduleparam.h macros, linked with modparam_demo.c and
 * compiled with the same -DMODULE / -DKBUILD_MODNAME flags: the entries
 * in section __param (found through the __start___param and
 * __stop___param symbols GNU ld defines), their prefixed names, parsing
 * a command line against them, the .modinfo text of MODULE_PARM_DESC(),
 * and the compile-time checks (SNIPPET_CC, from params.mk, compiles C
 * read from stdin).
 */
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktap.h"
#include "linux/errno.h"
#include "linux/moduleparam.h"

/*
 * USER_PFX: the build spells the module ide_cd, but a user may write
 * ide-cd, the way the module is named.
 */
#ifdef MODULE
/* insmod names the module, so its parameters are bare. */
#define PFX ""
#define USER_PFX ""
#define WRONG_FORM "ide_cd.count=5"
#else
#define PFX "ide_cd."
#define USER_PFX "ide-cd."
#define WRONG_FORM "count=5"
#endif

/* core_param() exists only in built-in code. */
#ifdef MODULE
#define CORE_ARGS ""
#define N_CORE 0
#else
#define CORE_ARGS " loglevel=7"
#define N_CORE 1
#endif

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define ERR_LEN PARAM_ERR_LEN

extern const struct kernel_param __start___param[], __stop___param[];

/* modparam_demo.c */
extern int count;
extern unsigned long max_size;
extern bool verbose;
extern char *label;
extern char ident[8];
#ifndef MODULE
extern int loglevel;
#endif

struct expect {
	const char *name;
	const struct kernel_param_ops *ops;
	u16 perm;
	const void *arg;	/* NULL: a struct kparam_string */
};

static const struct expect expected[] = {
	{ PFX "count", &param_ops_int, 0644, &count },
	{ PFX "size", &param_ops_ulong, 0444, &max_size },
	{ PFX "verbose", &param_ops_bool, 0, &verbose },
	{ PFX "label", &param_ops_charp, 0444, &label },
	{ PFX "ident", &param_ops_string, 0644, NULL },
#ifndef MODULE
	/* core_param() is never prefixed */
	{ "loglevel", &param_ops_int, 0644, &loglevel },
#endif
};

static unsigned int num_params(void)
{
	return (unsigned int)(__stop___param - __start___param);
}

static const struct kernel_param *find_param(const char *name)
{
	const struct kernel_param *kp;

	for (kp = __start___param; kp < __stop___param; kp++) {
		if (!strcmp(kp->name, name))
			return kp;
	}
	return NULL;
}

static bool entry_matches(const struct expect *e)
{
	const struct kernel_param *kp = find_param(e->name);
	const struct kparam_string *kps;

	if (!kp || kp->ops != e->ops || kp->perm != e->perm)
		return false;
	if (e->arg)
		return kp->arg == e->arg;
	kps = kp->arg;
	return kps->string == ident && kps->maxlen == sizeof(ident);
}

static void test_section(void)
{
	const struct expect *e;

	KTAP_CHECK(num_params() == ARRAY_SIZE(expected),
		   "__param holds %u entries, without gaps", num_params());
	for (e = expected; e < expected + ARRAY_SIZE(expected); e++)
		KTAP_CHECK(entry_matches(e), "__param entry %s", e->name);
}

static int parse(char *line, char *err)
{
	struct param_parse pp = {
		.doing = "ide_cd",
		.params = __start___param,
		.num = num_params(),
	};
	int ret = parse_args(&pp, line);

	memcpy(err, pp.err, ERR_LEN);
	return ret;
}

static void test_parse(void)
{
	char line[] = PFX "count=5 " USER_PFX "size=0x20 " PFX "verbose "
		      PFX "label=\"x y\" " USER_PFX "ident=hi" CORE_ARGS;
	char wrong[] = WRONG_FORM;
	char err[ERR_LEN];
	int ret;

	ret = parse(line, err);
	KTAP_CHECK(ret == 0 && count == 5 && max_size == 0x20 && verbose &&
			   !strcmp(label, "x y") && !strcmp(ident, "hi"),
		   "parse_args sets the demo's parameters: %d %s", ret, err);
	ret = parse(wrong, err);
	KTAP_CHECK(ret == -ENOENT, "%s is unknown: %s", WRONG_FORM, err);
#ifndef MODULE
	KTAP_CHECK(loglevel == 7, "core_param loglevel is set unprefixed");
#endif
}

/* The bytes of section name in the file at path (malloc'd), or NULL. */
static char *read_section(const char *path, const char *name, size_t *size)
{
	const ElfW(Ehdr) *eh;
	const ElfW(Shdr) *sh;
	char *img, *res = NULL;
	long len;
	FILE *f;
	int i;

	f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	rewind(f);
	img = malloc((size_t)len);
	if (img && fread(img, 1, (size_t)len, f) == (size_t)len) {
		eh = (const ElfW(Ehdr) *)img;
		sh = (const ElfW(Shdr) *)(img + eh->e_shoff);
		for (i = 0; i < eh->e_shnum && !res; i++) {
			if (strcmp(img + sh[eh->e_shstrndx].sh_offset +
					   sh[i].sh_name,
				   name))
				continue;
			*size = sh[i].sh_size;
			res = malloc(*size);
			if (res)
				memcpy(res, img + sh[i].sh_offset, *size);
		}
	}
	free(img);
	fclose(f);
	return res;
}

/* Whether .modinfo, a run of NUL-terminated strings, holds entry. */
static bool modinfo_has(const char *entry)
{
	size_t size, off;
	char *info = read_section("/proc/self/exe", ".modinfo", &size);
	bool found = false;

	for (off = 0; info && off < size; off += strlen(info + off) + 1) {
		if (!strcmp(info + off, entry))
			found = true;
	}
	free(info);
	return found;
}

static void test_modinfo(void)
{
	KTAP_CHECK(modinfo_has("parm=count:How many things"),
		   "MODULE_PARM_DESC puts parm=count:... in .modinfo");
}

/* The snippets are compiled as this test was: MODULE, KBUILD_MODNAME. */
#define SNIPPET_STR_(x) #x
#define SNIPPET_STR(x) SNIPPET_STR_(x)
#ifdef MODULE
#define SNIPPET_MODULE "#define MODULE\n"
#else
#define SNIPPET_MODULE ""
#endif
#define INCLUDE SNIPPET_MODULE						\
	"#define KBUILD_MODNAME " SNIPPET_STR(KBUILD_MODNAME) "\n"	\
	"#include \"linux/moduleparam.h\"\n"

/* Whether SNIPPET_CC accepts the C source src. */
static bool compiles(const char *src)
{
	FILE *cc = popen(SNIPPET_CC " 2>/dev/null", "w");

	if (!cc)
		return false;
	fputs(src, cc);
	return pclose(cc) == 0;
}

static void test_compile_checks(void)
{
	KTAP_CHECK(compiles(INCLUDE "int c;\nmodule_param(c, int, 0644);\n"),
		   "a matching declaration compiles");
	KTAP_CHECK(!compiles(INCLUDE "short c;\nmodule_param(c, int, 0);\n"),
		   "a short declared as int is refused");
	KTAP_CHECK(!compiles(INCLUDE "const char *c;\n"
				     "module_param(c, charp, 0);\n"),
		   "a const char * declared as charp is refused");
	KTAP_CHECK(!compiles(INCLUDE "int c;\nmodule_param(c, int, 0666);\n"),
		   "a world-writable parameter is refused");
	KTAP_CHECK(compiles("#include \"linux/moduleparam.h\"\n"
			    "_Static_assert(sizeof(MODULE_PARAM_PREFIX) == 1,"
			    " \"prefix\");\n"),
		   "built-in code without KBUILD_MODNAME has no prefix");
}

#define N_FIXED 9

int main(void)
{
	KTAP_BEGIN((int)(ARRAY_SIZE(expected) + N_FIXED + N_CORE));
	test_section();
	test_parse();
	test_modinfo();
	test_compile_checks();
	return KTAP_END();
}
