// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/configs.c - /proc/config.gz (CONFIG_IKCONFIG_PROC): the
 * configuration this kernel was built with, gzip-compressed, as Linux
 * serves it (zcat /proc/config.gz).  The bytes are in the image
 * (kernel/config_data.S, made by scripts/config.mk from
 * kernel/configs/oops386.config).
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/init.h"

extern const char kernel_config_data[], kernel_config_data_end[];

/* gen_show_t: the compressed bytes, all of them (the buffer grows until
 * they fit: fs/ramfs/inode.c render()) */
static size_t ikconfig_show(char *buf, size_t size, void *priv)
{
	size_t len = (size_t)(kernel_config_data_end - kernel_config_data);

	(void)priv;
	if (len < size)
		memcpy(buf, kernel_config_data, len);
	return len;
}

void __init ikconfig_init(void)
{
	fs_create_gen("proc/config.gz", ikconfig_show, NULL);
}
