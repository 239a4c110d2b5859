/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/uapi/linux/mman.h - the rest of mmap(2)'s flags, as Linux
 * splits them: the sharing types, i386's MAP_GROWSDOWN, MAP_LOCKED and
 * MAP_NORESERVE (Linux's uapi/asm-generic/mman.h), and mremap(2)'s.
 */
#ifndef _UAPI_LINUX_MMAN_H
#define _UAPI_LINUX_MMAN_H

#include "uapi/asm-generic/mman-common.h"

#define MAP_SHARED	0x01
#define MAP_PRIVATE	0x02
#define MAP_SHARED_VALIDATE 0x03
#define MAP_GROWSDOWN	0x0100
#define MAP_LOCKED	0x2000
#define MAP_NORESERVE	0x4000

#define MREMAP_MAYMOVE	1
#define MREMAP_FIXED	2

#endif /* _UAPI_LINUX_MMAN_H */
