/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/build-salt.h - BUILD_SALT, which Linux's modpost writes
 * into every NAME.mod.c (and the cheat's scull module copies): an ELF note
 * of type LINUX_ELFNOTE_BUILD_SALT holding CONFIG_BUILD_SALT, so that
 * two builds of one source can be told apart by their build IDs.
 * oops386 has no such option and no reader of the note: the statement
 * declares nothing, as an empty salt changes nothing on Linux either.
 */
#ifndef _LINUX_BUILD_SALT_H
#define _LINUX_BUILD_SALT_H

#define LINUX_ELFNOTE_BUILD_SALT	0x100

#define BUILD_SALT	struct __build_salt_unused

#endif /* _LINUX_BUILD_SALT_H */
