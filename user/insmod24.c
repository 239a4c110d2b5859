// SPDX-License-Identifier: GPL-2.0
/*
 * user/insmod24.c - insmod24 FILE [NAME=VALUE...]: Linux 2.4's division
 * of labour (modutils' insmod), against kernel/module/legacy24.c.  User
 * space links: it lays the module out, asks the kernel for its exports
 * (get_kernel_syms(2)), reserves memory (create_module(2)), binds the
 * undefined symbols and applies the relocations for that address, and
 * hands the linked image over (2.4's init_module(name, image)).
 *
 * The linking is the kernel's own pure ELF code (kernel/module/check.c,
 * elf.c, arch/i386/kernel/module.c), built into this program: the same
 * source does the same job on either side of the system call, which is
 * what docs/insmod24.md measures.  The module's name is the file's,
 * less ".ko", as modutils named it.
 */
#include "libc.h"
#include "modargs.h"
#include "linux/module24.h"
#include "../kernel/module/internal.h"

static const char *prog = "insmod24";

static int fail(const char *path, const char *why)
{
	dprintf(2, "%s: %s: %s\n", prog, path, why);
	return 1;
}

/* The exports, as get_kernel_syms(2) lists them */
struct ksyms {
	struct kernel_sym *sym;
	long n;
};

static int get_ksyms(struct ksyms *k)
{
	k->n = syscall(__NR_get_kernel_syms, NULL);
	if (k->n < 0)
		return -1;
	k->sym = malloc((k->n ? k->n : 1) * sizeof(*k->sym));
	if (!k->sym)
		return -1;
	k->n = syscall(__NR_get_kernel_syms, k->sym);
	return k->n < 0 ? -1 : 0;
}

/* elf_resolve_fn: linear, as modutils' was for get_kernel_syms' table */
static int resolve(void *ctx, const char *name, u32 *value)
{
	const struct ksyms *k = ctx;
	long i;

	for (i = 0; i < k->n; i++)
		if (!strcmp(k->sym[i].name, name)) {
			*value = k->sym[i].value;
			return 0;
		}
	return -ENOENT;
}

/* "dir/hello.ko" -> "hello" */
static void module_name(const char *path, char *name, size_t size)
{
	const char *base = strrchr(path, '/');
	size_t n;

	base = base ? base + 1 : path;
	n = strlen(base);
	if (n > 3 && !strcmp(base + n - 3, ".ko"))
		n -= 3;
	snprintf(name, size, "%.*s", (int)n, base);
}

/*
 * Link info's image for the block at addr, in mem (total bytes), and
 * copy each relocated section back over its bytes in out (the pristine
 * file, whose headers the kernel reads again).
 */
static int link_at(struct load_info *info, u32 addr, char *mem,
		   struct ksyms *k, char *out)
{
	u32 init_off = elf_module_init_offset(info);
	unsigned int i;

	info->core_mem = mem;
	info->init_mem = mem + init_off;
	info->core_addr = addr;
	info->init_addr = addr + init_off;
	if (move_module(info) || simplify_symbols(info, resolve, k) ||
	    apply_relocations(info))
		return -1;
	for (i = 1; i < info->shnum; i++) {
		const Elf32_Shdr *s = &info->sechdrs[i];

		if (elf_module_section_loaded(info, i) &&
		    s->sh_type != SHT_NOBITS)
			memcpy(out + s->sh_offset,
			       elf_module_section_mem(info, i), s->sh_size);
	}
	return 0;
}

/* After create_module: link, hand over; the block is given back on error */
static int link_and_init(const char *path, struct load_info *info,
			 char *file, const char *args)
{
	u32 size = elf_module_init_offset(info) + info->init_size;
	struct module24_image h = { sizeof(h), file, info->len, args };
	struct ksyms k;
	char name[sizeof(k.sym->name)];	/* 2.4's limit: 59 and NUL */
	char *mem;
	long addr;

	module_name(path, name, sizeof(name));
	if (get_ksyms(&k))
		return fail(path, strerror(errno));
	addr = syscall(__NR_create_module, name, size);
	if (addr == -1)
		return fail(path, strerror(errno));
	mem = malloc(size);
	if (!mem || link_at(info, (u32)addr, mem, &k, file)) {
		delete_module(name, 0);	/* the reserved block goes back */
		return fail(path, mem ? info->err : "out of memory");
	}
	if (syscall(__NR_init_module, name, &h))
		return fail(path, strerror(errno));
	return 0;
}

int main(int argc, char **argv)
{
	struct load_info info;
	char *file, *work, *args;
	size_t len;

	if (argc < 2) {
		dprintf(2, "Usage: %s filename [args]\n", prog);
		return 1;
	}
	file = read_file(argv[1], &len);
	if (!file)
		return fail(argv[1], strerror(errno));
	work = malloc(len ? len : 1);
	args = join_args(argc - 2, argv + 2);
	if (!work || !args)
		return fail(argv[1], "out of memory");
	/* the checks rewrite headers in work; file stays as read */
	memcpy(work, file, len);
	if (elf_validity_check(&info, work, len) || layout_sections(&info))
		return fail(argv[1], info.err);
	return link_and_init(argv[1], &info, file, args);
}
