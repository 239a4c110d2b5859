// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for the module linker: arbitrary bytes go through
 * the whole pipeline a kernel runs on insmod (check, layout, place,
 * bind, relocate), then the lookups it makes afterwards (.modinfo,
 * symbol walk).  Whatever the input, nothing may read or write outside
 * the image and the two regions, and every refusal must come with a
 * message.  Seeds: the sample modules (see module_elf.mk).
 */
#include <assert.h>
#include <errno.h>
#include <stdlib.h>

#include "kernel/module/internal.h"
#include "linux/string.h"

#define CORE_ADDR 0xd0800000u
#define INIT_ADDR 0xd0900000u
/* Regions larger than this are left unplaced: the kernel would refuse
 * to allocate them, and the fuzzer would only spend time in memset. */
#define MAX_REGION (1u << 20)

/*
 * Every name is "exported" except no_such*, so that the seeds reach
 * relocate; values come from the name, small ones now and then so the
 * narrow relocation types both fit and overflow.
 */
static int fuzz_resolve(void *ctx, const char *name, u32 *value)
{
	u32 h = 2166136261u; /* FNV-1a offset basis */

	(void)ctx;
	if (!strncmp(name, "no_such", strlen("no_such")))
		return -ENOENT;
	while (*name)
		h = (h ^ (u8)*name++) * 16777619u; /* FNV-1a prime */
	*value = h & 1 ? h : h >> 24;
	return 0;
}

/* The lookups a loaded module gets, each result must be in the image. */
static void use_module(const struct load_info *info)
{
	const char *v, *end = (const char *)info->image + info->len;
	const Elf32_Sym *sym;
	unsigned int pos = 0;

	for (v = get_modinfo(info, "parm"); v;
	     v = get_next_modinfo(info, "parm", v))
		assert(v >= (const char *)info->image && v + strlen(v) < end);
	while ((sym = elf_module_next_symbol(info, &pos)))
		assert(elf_module_section_loaded(info, sym->st_shndx) &&
		       strlen(elf_module_symbol_name(info, sym)) < info->len);
	find_sec(info, ".init.text");
}

static int link_module(struct load_info *info)
{
	int ret;

	ret = layout_sections(info);
	if (ret || info->core_size > MAX_REGION || info->init_size > MAX_REGION)
		return ret;
	info->core_mem = malloc(info->core_size ? info->core_size : 1);
	info->init_mem = malloc(info->init_size ? info->init_size : 1);
	info->core_addr = CORE_ADDR;
	info->init_addr = INIT_ADDR;
	ret = move_module(info);
	if (!ret)
		ret = simplify_symbols(info, fuzz_resolve, NULL);
	if (!ret)
		ret = apply_relocations(info);
	if (!ret)
		use_module(info);
	free(info->core_mem);
	free(info->init_mem);
	return ret;
}

int LLVMFuzzerTestOneInput(const u8 *data, size_t size)
{
	struct load_info info;
	/* libFuzzer's buffer is read-only: the loader owns a copy. */
	void *image = malloc(size ? size : 1);
	int ret;

	memcpy(image, data, size);
	ret = elf_validity_check(&info, image, size);
	if (!ret)
		ret = link_module(&info);
	assert(ret <= 0 && (ret == 0 || info.err[0] != '\0'));
	free(image);
	return 0;
}
