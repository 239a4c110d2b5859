/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kernel/config_data.S - the kernel's configuration, gzip-compressed
 * (scripts/config.mk), as Linux's kernel/configs.c keeps it for
 * /proc/config.gz (CONFIG_IKCONFIG_PROC).
 */
	.section .rodata, "a"
	.globl kernel_config_data, kernel_config_data_end
kernel_config_data:
	.incbin CONFIG_GZ_FILE
kernel_config_data_end:

	.section .note.GNU-stack, "", @progbits
