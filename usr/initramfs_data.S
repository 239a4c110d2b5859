/* SPDX-License-Identifier: GPL-2.0 */
/*
 * usr/initramfs_data.S - the initramfs built into the kernel image, as
 * Linux's usr/initramfs_data.S holds one: a newc cpio archive of the user
 * programs (/sbin/init, /bin/sh...: scripts/user.mk), so that every boot
 * has a first process to run.  init/initramfs.c unpacks it before the
 * boot loader's modules.  It lives in .rodata, not in an __init section:
 * its files point into it and are never copied.
 */
	.section .rodata, "a"
	.balign 4
	.globl __initramfs_start, __initramfs_end
__initramfs_start:
	.incbin INITRAMFS_IMAGE
__initramfs_end:

	.section .note.GNU-stack, "", @progbits
