/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kernel/module/internal.h - between the module loader's files
 * (kernel/module/); not for modules.  It names struct module only by
 * pointer, so that the host tests of the linker (tests/host/) include
 * it too.
 *
 * The module linker (kernel/module/check.c and elf.c, with the arch's
 * apply_relocate()): everything the kernel does to turn the ELF
 * relocatable object (.ko) that insmod hands it into running code, minus
 * allocation and the kernel's own symbol table.  It is pure code, run
 * both in the kernel and in host tests that compare its output with
 * GNU ld's.
 *
 * The loader owns a writable, 4-byte aligned private copy of the file
 * and calls, in this order (the names are Linux's, kernel/module/main.c,
 * for the same steps):
 *
 *	elf_validity_check()	validate every field; fills struct load_info
 *	layout_sections()	choose each loaded section's place
 *	(allocate core_size and init_size bytes: module_alloc())
 *	move_module()		copy the sections to their final home
 *	simplify_symbols()	give every symbol its final value
 *	apply_relocations()	patch the loaded sections, one SHT_REL
 *				section at a time (apply_relocate())
 *	(run init, free the init region)
 *
 * A "loaded" section is one with SHF_ALLOC, except .modinfo, which is
 * read in place from the image (elf_validity_check() clears its
 * SHF_ALLOC).  Loaded sections whose names start with ".init" go to the
 * init region, freed once the module's init function has run; the
 * others go to the core region.
 *
 * Two kinds of address are kept apart: "mem" is where bytes are on the
 * machine running this code (a host test's malloc() buffer), "addr" is
 * the 32-bit address the module will run at.  In the kernel they are
 * the same number.
 *
 * Every function that can refuse returns a negative errno and writes
 * one human-readable line into info->err (always NUL-terminated): the
 * error travels with the load, so no step takes a buffer of its own.
 */
#ifndef _KERNEL_MODULE_INTERNAL_H
#define _KERNEL_MODULE_INTERNAL_H

#include "linux/types.h"
#include "linux/elf.h"
#include "linux/errmsg.h"
#include "asm/uaccess.h"

struct module;
struct kernel_symbol;

/* Room for one line of error: a message names at most two sections. */
#define LOAD_ERR_LEN 160

struct load_info {
	/* Set by elf_validity_check(); all of it validated. */
	void *image;			/* the private copy of the file */
	size_t len;
	Elf32_Ehdr *hdr;
	/*
	 * The section headers, in the image.  For loaded sections the
	 * linker reuses two fields, as Linux does:
	 *   sh_entsize: offset in the section's region (set by
	 *		 layout_sections(); it only described table entries,
	 *		 which nothing reads after the check)
	 *   sh_addr:	 run address (set by move_module(); 0 for sections
	 *		 not loaded)
	 */
	Elf32_Shdr *sechdrs;
	const char *secstrings;		/* section names (.shstrtab) */
	unsigned int shnum;
	unsigned int symindex;		/* the one SHT_SYMTAB section */
	unsigned int strindex;		/* its string table */
	Elf32_Sym *syms;		/* st_value becomes final in bind */
	unsigned int nsyms;
	const char *strtab;
	unsigned int modinfo_index;	/* .modinfo */
	unsigned int mod_index;		/* .gnu.linkonce.this_module */

	/*
	 * Set by layout_sections(): region sizes, and the alignment the
	 * region's start must have (the largest sh_addralign in it).
	 */
	u32 core_size, core_align;
	u32 init_size, init_align;

	/*
	 * Set by the caller before move_module(): where each region's
	 * bytes are (mem) and the address they will run at (addr).
	 */
	void *core_mem, *init_mem;
	u32 core_addr, init_addr;

	/* The kernel's loader only (kernel/module/load.c). */
	const char *name;		/* for messages: the module's name */
	struct module *mod;		/* the live struct module, in core */
	/*
	 * 2.4's path (kernel/module/legacy24.c): the block create_module(2)
	 * reserved, already linked by user space for that address.  Core
	 * and init share it, and nothing in it is relocated or freed early.
	 */
	void *reserved;
	u32 reserved_size;

	char err[LOAD_ERR_LEN];		/* why the last step refused */
};

/*
 * Where the init region starts when both share one block (2.4's
 * create_module(2): kernel/module/legacy24.c, user/insmod24.c): after
 * core, aligned as init's sections want.
 */
static inline u32 elf_module_init_offset(const struct load_info *info)
{
	return (info->core_size + info->init_align - 1) &
	       ~(info->init_align - 1);
}

/* Refuse with one line: "return load_err(info, -ENOEXEC, fmt, ...)". */
#define load_err(info, ret, ...) \
	errmsg((info)->err, sizeof((info)->err), (ret), __VA_ARGS__)

/*
 * Validate the object in image[0..len) and describe it in *info.  The
 * image must stay in place, writable, for the life of *info.
 * -EINVAL if image is not 4-byte aligned, -ENOEXEC for a bad object.
 */
int elf_validity_check(struct load_info *info, void *image, size_t len);

/*
 * Give each loaded section its offset in its region (kept in sh_entsize)
 * and compute core_size/core_align and init_size/init_align.  -ENOEXEC
 * if a region would not fit in the 32-bit address space.
 */
int layout_sections(struct load_info *info);

/*
 * Copy the loaded sections into info->core_mem (to run at core_addr) and
 * info->init_mem (init_addr), zero the rest of both regions, and set
 * each section's sh_addr.  A region of size 0 may have NULL mem.
 * -EINVAL if an address is not aligned to the region's alignment or the
 * region would wrap past 4 GiB.
 */
int move_module(struct load_info *info);

/*
 * Find the value of an undefined symbol: return 0 and set *value, or
 * return nonzero if the name is unknown.
 */
typedef int (*elf_resolve_fn)(void *ctx, const char *name, u32 *value);

/*
 * Give every symbol its final st_value: undefined symbols through
 * resolve (an unresolved weak one becomes 0), symbols defined in a
 * section get that section's sh_addr added, SHN_ABS ones stay.  Call
 * once, after move_module().  -ENOENT ("Unknown symbol NAME") for the
 * first unresolved strong one.
 */
int simplify_symbols(struct load_info *info, elf_resolve_fn resolve,
		     void *ctx);

/*
 * Apply every SHT_REL section whose target is loaded (relocations of
 * debug sections are skipped: they are never loaded), each with the
 * arch's apply_relocate() (linux/moduleloader.h).
 */
int apply_relocations(struct load_info *info);

/*
 * .modinfo is a series of NUL-terminated "tag=value" strings.
 * get_modinfo() returns the value of the first with this tag, or NULL;
 * get_next_modinfo() the one after prev (a value it or get_modinfo()
 * returned), for tags given several times ("depends", "parm").  The
 * strings live in the image.
 */
const char *get_modinfo(const struct load_info *info, const char *tag);
const char *get_next_modinfo(const struct load_info *info, const char *tag,
			     const char *prev);

/* Index of the section with this name, or 0 (SHN_UNDEF) if none. */
unsigned int find_sec(const struct load_info *info, const char *name);

/* A section's name. */
const char *elf_module_section_name(const struct load_info *info,
				    unsigned int shndx);

/* Whether section shndx is loaded, and if so whether into init. */
bool elf_module_section_loaded(const struct load_info *info,
			       unsigned int shndx);
bool elf_module_section_is_init(const struct load_info *info,
				unsigned int shndx);

/*
 * Where a loaded section's bytes are, and the address it runs at (both
 * valid after move_module()).
 */
void *elf_module_section_mem(const struct load_info *info,
			     unsigned int shndx);
u32 elf_module_section_addr(const struct load_info *info, unsigned int shndx);

/*
 * Iterate the symbols worth naming in a backtrace (the module's
 * kallsyms): named functions, objects and untyped labels defined in
 * loaded sections.  Start with *pos = 0; each call returns the next such
 * symbol or NULL at the end.  Their st_value is final after
 * simplify_symbols().
 */
const Elf32_Sym *elf_module_next_symbol(const struct load_info *info,
					unsigned int *pos);
const char *elf_module_symbol_name(const struct load_info *info,
				   const Elf32_Sym *sym);

/* kernel/module/main.c */
struct mutex;
extern struct mutex module_mutex;	/* the list and the states */
int add_unformed_module(struct load_info *info);
void module_unlink(struct module *mod);
void module_set_live(struct module *mod);
const struct kernel_symbol *find_symbol(const char *name,
					struct module **owner);
int ref_module(struct module *a, struct module *b);
void module_unload_free(struct module *mod);
void percpu_modfree(struct module *mod);
void *module_alloc(unsigned long size, unsigned long align);
void module_free(struct module *mod, void *region);
void free_module(struct module *mod);
void do_free_init(struct module *mod);
void module_loaded(struct module *mod);
/* the formed module whose core or init region holds addr, or NULL */
struct module *module_holding(unsigned long addr);

/* kernel/module/verify.c */
int verify_this_module(struct load_info *info);
int verify_module_name(struct load_info *info);
int verify_table_sections(struct load_info *info);
int verify_modstruct(struct load_info *info);
int verify_init_exit(struct load_info *info);
int verify_ksymtab(struct load_info *info);
int verify_params(struct load_info *info);

/* kernel/module/kallsyms.c */
int add_kallsyms(struct module *mod, struct load_info *info);
void free_kallsyms(struct module *mod);
void module_kallsyms_drop_init(struct module *mod);

/* kernel/module/lineinfo.c: the module's source lines, if it has any */
void add_lineinfo(struct module *mod, const struct load_info *info);
void free_lineinfo(struct module *mod);

/* kernel/module/sysfs.c */
int mod_sysfs_setup(struct module *mod, struct load_info *info);
void mod_sysfs_teardown(struct module *mod);

/* finit_module(2) flags, Linux's values (include/uapi/linux/module.h) */
#define MODULE_INIT_IGNORE_MODVERSIONS	1
#define MODULE_INIT_IGNORE_VERMAGIC	2
#define MODULE_INIT_COMPRESSED_FILE	4

/*
 * kernel/module/load.c: links image (vmalloc'd; freed there) into fresh
 * memory, or (block not NULL: 2.4's init_module, already linked by user
 * space for block->mem) into that block, which it then owns.
 */
struct module_block {
	void *mem;
	u32 size;
};
/* block: 2.4's, reserved by create_module(2) and already relocated
 * into by user space; NULL for 2.5's init_module(2) */
int load_module(void *image, unsigned long len, const char *uargs,
		int flags, const struct module_block *block);
/* kernel/module/legacy24.c: one region, nothing freed after init */
void module24_one_region(struct module *mod, const struct load_info *info);
int module24_init(const void __user *uname, unsigned long uimage,
		  bool *handled);
bool module24_forget(const char *name);

/* kernel/module/syscalls.c */
#define MODULE_ARGS_MAX	1024		/* insmod's parameter string */
#define MODULE_LEN_MAX	(64UL << 20)	/* vmalloc's reach */
int may_init_module(void);
int copy_module_args(char *args, const char __user *uargs);

#endif /* _KERNEL_MODULE_INTERNAL_H */
