// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/proc_misc.c - /proc: files generated when they are read, with the
 * names and formats of Linux's.  Other subsystems add their own
 * (/proc/kallsyms in kernel/kallsyms.c, /proc/modules and /proc/ksyms in
 * kernel/module/procfs.c).
 */
#include "linux/kernel.h"
#include "linux/bootinfo.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/interrupt.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/version.h"
#include "linux/vmalloc.h"

#define K(pages)	((pages) << (PAGE_SHIFT - 10))

static size_t meminfo_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);

	(void)priv;
	seq_printf(&s, "MemTotal:     %8lu kB\n", K(totalram_pages));
	seq_printf(&s, "MemFree:      %8lu kB\n", K(nr_free_pages()));
	seq_printf(&s, "Slab:         %8lu kB\n", K(slab_pages()));
	seq_printf(&s, "VmallocTotal: %8lu kB\n",
		   (VMALLOC_END - VMALLOC_START) >> 10);
	seq_printf(&s, "VmallocUsed:  %8lu kB\n", vmalloc_used() >> 10);
	return s.len;
}

static size_t cmdline_show(char *buf, size_t size, void *priv)
{
	(void)priv;
	return snprintf(buf, size, "%s\n", boot_command_line);
}

static size_t version_show(char *buf, size_t size, void *priv)
{
	(void)priv;
	return snprintf(buf, size, "%s", linux_banner);
}

static size_t uptime_show(char *buf, size_t size, void *priv)
{
	unsigned long up = jiffies, idle = idle_jiffies;

	(void)priv;
	return snprintf(buf, size, "%lu.%02lu %lu.%02lu\n", up / HZ,
			up % HZ * 100 / HZ, idle / HZ, idle % HZ * 100 / HZ);
}

static size_t interrupts_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	unsigned int irq;

	(void)priv;
	seq_printf(&s, "           CPU0\n");
	for (irq = 0; irq < NR_IRQS; irq++) {
		const char *name;
		unsigned long n = irq_count(irq, &name);

		if (name)
			seq_printf(&s, "%3u: %10lu    XT-PIC  %s\n", irq, n,
				   name);
	}
	return s.len;
}

void __init proc_init(void)
{
	fs_create_gen("proc/meminfo", meminfo_show, NULL);
	fs_create_gen("proc/cmdline", cmdline_show, NULL);
	fs_create_gen("proc/version", version_show, NULL);
	fs_create_gen("proc/uptime", uptime_show, NULL);
	fs_create_gen("proc/interrupts", interrupts_show, NULL);
}
