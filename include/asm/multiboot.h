/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The Multiboot Specification version 0.6.96 (the "multiboot v1" that GRUB's
 * `multiboot` command and QEMU's -kernel speak).  Section numbers below refer
 * to it.
 */
#ifndef _ASM_MULTIBOOT_H
#define _ASM_MULTIBOOT_H

#define MULTIBOOT_HEADER_MAGIC		0x1BADB002	/* 3.1.2 */
#define MULTIBOOT_BOOTLOADER_MAGIC	0x2BADB002	/* 3.2: in eax */
#define MULTIBOOT_PAGE_ALIGN		0x00000001	/* 3.1.2 flags bit 0 */
#define MULTIBOOT_MEMORY_INFO		0x00000002	/* 3.1.2 flags bit 1 */

/* 3.3: which fields of the information structure are valid */
#define MULTIBOOT_INFO_MEMORY		0x00000001
#define MULTIBOOT_INFO_CMDLINE		0x00000004
#define MULTIBOOT_INFO_MODS		0x00000008
#define MULTIBOOT_INFO_MEM_MAP		0x00000040
#define MULTIBOOT_INFO_BOOT_LOADER_NAME	0x00000200

#define MULTIBOOT_MEMORY_AVAILABLE	1	/* 3.3: mmap type 1 is RAM */

#ifndef __ASSEMBLY__
#include "linux/types.h"

struct multiboot_info {
	u32 flags;
	u32 mem_lower, mem_upper;	/* KiB below 1 MiB / above 1 MiB */
	u32 boot_device;
	u32 cmdline;			/* physical address of a C string */
	u32 mods_count, mods_addr;
	u32 syms[4];
	u32 mmap_length, mmap_addr;
	u32 drives_length, drives_addr;
	u32 config_table;
	u32 boot_loader_name;		/* physical address of a C string */
} __attribute__((packed));

struct multiboot_mod {
	u32 mod_start, mod_end;		/* physical, end exclusive */
	u32 string;			/* physical address of a C string */
	u32 reserved;
} __attribute__((packed));

/* 3.3: `size` does not count itself; entries are size + 4 bytes apart */
struct multiboot_mmap_entry {
	u32 size;
	u64 addr, len;
	u32 type;
} __attribute__((packed));
#endif

#endif /* _ASM_MULTIBOOT_H */
