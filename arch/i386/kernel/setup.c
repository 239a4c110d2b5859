// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/setup.c - what the boot loader told us.
 *
 * The multiboot information (spec 3.3) lives in memory the page
 * allocator will soon hand out, so everything needed later - the
 * command line and the boot modules' ranges and names - is copied out
 * here, first thing, and the modules' memory is reserved.
 *
 * QEMU's -kernel puts the kernel's file name first on the command line
 * (it says "qemu" in the boot-loader-name field): that word is dropped.
 * GRUB's `multiboot /boot/vmlinux ARGS` passes only ARGS.  A module
 * string is "NAME args" from GRUB (`module /boot/x.ko x.ko`) but
 * "path/x.ko args" from QEMU's -initrd, so a module is named by the
 * basename of its string's first word.
 */
#include "linux/kernel.h"
#include "linux/bootinfo.h"
#include "linux/init.h"
#include "linux/mm.h"
#include "linux/vmalloc.h"
#include "asm/multiboot.h"

char boot_command_line[COMMAND_LINE_SIZE];
struct boot_module boot_modules[MAX_BOOT_MODULES];
int nr_boot_modules;

static const char *skip_word(const char *s)
{
	while (*s && *s != ' ')
		s++;
	while (*s == ' ')
		s++;
	return s;
}

/* Copy the basename of s's first word into name. */
static void __init first_word_basename(const char *s, char *name,
				       size_t size)
{
	const char *base = s, *p;
	size_t len;

	for (p = s; *p && *p != ' '; p++)
		if (*p == '/')
			base = p + 1;
	len = min((size_t)(p - base), size - 1);
	memcpy(name, base, len);
	name[len] = '\0';
}

/*
 * Where boot modules must end: in low memory (the kernel reads them
 * through __va()) and in RAM, with room left after them for mem_map,
 * which mm/page_alloc.c puts after the last reserved range.  mem_upper
 * is the RAM from 1 MiB up to the first hole (multiboot spec 3.3).
 */
static unsigned long __init modules_limit(const struct multiboot_info *mbi)
{
	unsigned long limit = MAXMEM;

	if ((mbi->flags & MULTIBOOT_INFO_MEMORY) &&
	    mbi->mem_upper < (MAXMEM - LOW_RESERVED) / 1024)
		limit = LOW_RESERVED + mbi->mem_upper * 1024UL;
	return limit - MEM_MAP_MAX;
}

static void __init copy_modules(const struct multiboot_info *mbi)
{
	const struct multiboot_mod *mod = __va(mbi->mods_addr);
	unsigned long limit = modules_limit(mbi);
	u32 i;

	if (mbi->mods_count > MAX_BOOT_MODULES)
		printk(KERN_WARNING "multiboot: only the first %d of %u "
		       "boot modules are used\n", MAX_BOOT_MODULES,
		       mbi->mods_count);
	for (i = 0; i < mbi->mods_count && i < MAX_BOOT_MODULES; i++) {
		struct boot_module *bm = &boot_modules[nr_boot_modules];

		bm->start = mod[i].mod_start;
		bm->end = mod[i].mod_end;
		first_word_basename(mod[i].string ? __va(mod[i].string) : "",
				    bm->name, sizeof(bm->name));
		if (bm->end < bm->start || bm->end > limit) {
			printk(KERN_WARNING "multiboot: boot module %s (%luk "
			       "at %08lx) does not fit below %08lx: not used\n",
			       bm->name, (bm->end - bm->start) >> 10,
			       bm->start, limit);
			continue;
		}
		mem_reserve_range(bm->start, bm->end);
		nr_boot_modules++;
	}
}

static bool __init loader_is_qemu(const struct multiboot_info *mbi)
{
	return (mbi->flags & MULTIBOOT_INFO_BOOT_LOADER_NAME) &&
	       !strncmp(__va(mbi->boot_loader_name), "qemu", 4);
}

void __init multiboot_init(u32 magic, const struct multiboot_info *mbi)
{
	const char *cmdline;

	if (magic != MULTIBOOT_BOOTLOADER_MAGIC)
		panic("not booted by a multiboot loader (eax=%08x)", magic);
	if (mbi->flags & MULTIBOOT_INFO_CMDLINE) {
		cmdline = __va(mbi->cmdline);
		if (loader_is_qemu(mbi))
			cmdline = skip_word(cmdline);
		strlcpy(boot_command_line, cmdline, sizeof(boot_command_line));
	}
	if (mbi->flags & MULTIBOOT_INFO_MODS)
		copy_modules(mbi);
}
