// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/proc_misc.c - /proc: files generated when they are read, with the
 * names and formats of Linux's.  Other subsystems add their own
 * (/proc/kallsyms in kernel/kallsyms.c, /proc/modules and /proc/ksyms in
 * kernel/module/procfs.c).
 */
#include "linux/kernel.h"
#include "linux/blkdev.h"
#include "linux/ipc.h"
#include "linux/bootinfo.h"
#include "linux/fs.h"
#include "linux/hugetlb.h"
#include "linux/init.h"
#include "linux/interrupt.h"
#include "linux/irq.h"
#include "linux/mm.h"
#include "linux/pid.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/time.h"
#include "linux/version.h"
#include "linux/vmalloc.h"
#include "linux/rcupdate.h"

#define K(pages)	((pages) << (PAGE_SHIFT - 10))

static size_t meminfo_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);

	(void)priv;
	seq_printf(&s, "MemTotal:     %8lu kB\n", K(totalram_pages()));
	seq_printf(&s, "MemFree:      %8lu kB\n", K(nr_free_pages()));
	/* the page cache of an in-memory tree cannot be dropped and there
	 * is no swap: what is free is what is available
	 * (the fields free(1) reads, in Linux's order) */
	seq_printf(&s, "MemAvailable: %8lu kB\n", K(nr_free_pages()));
	/* the disks' cached pages (block/bdev.c), as Linux counts them */
	seq_printf(&s, "Buffers:      %8lu kB\n", K(bdev_cache_pages()));
	/* the files' pages (mm/filemap.c), as ramfs's are on Linux */
	seq_printf(&s, "Cached:       %8lu kB\n", K(filemap_pages()));
	seq_printf(&s, "SwapTotal:    %8lu kB\n", 0UL);
	seq_printf(&s, "SwapFree:     %8lu kB\n", 0UL);
	seq_printf(&s, "Shmem:        %8lu kB\n", 0UL);
	seq_printf(&s, "Slab:         %8lu kB\n", K(slab_pages()));
	seq_printf(&s, "VmallocTotal: %8lu kB\n",
		   (VMALLOC_END - VMALLOC_START) >> 10);
	seq_printf(&s, "VmallocUsed:  %8lu kB\n", vmalloc_used() >> 10);
	hugetlb_report_meminfo(&s);	/* mm/hugetlb.c */
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

	(void)priv;
	show_interrupts(&s);	/* arch/i386/kernel/irq.c */
	return s.len;
}

/* proc(5) /proc/loadavg: no load average is kept (0.00), then runnable
 * and all tasks, and the last pid given out */
static size_t loadavg_show(char *buf, size_t size, void *priv)
{
	struct task_struct *p;
	int running = 0, total = 0, last = 0;

	(void)priv;
	rcu_read_lock();	/* no task freed under the walk */
	list_for_each_entry(p, &task_list, tasks) {
		total++;
		running += p->state == TASK_RUNNING;
		last = max(last, p->pid);
	}
	rcu_read_unlock();
	return snprintf(buf, size, "0.00 0.00 0.00 %d/%d %d\n", running,
			total, last);
}

/* One "cpu" line of /proc/stat: user nice system idle, then the six
 * columns (iowait, irq, softirq, steal, guest, guest_nice) not kept */
static void stat_cpu_line(struct seq_buf *s, const char *name,
			  const struct cpu_usage_stat *st)
{
	seq_printf(s, "%s %lu 0 %lu %lu 0 0 0 0 0 0\n", name, st->user,
		   st->system, st->idle);
}

/*
 * proc(5) /proc/stat, in USER_HZ (= HZ here) ticks: each CPU's time in
 * user mode, in the kernel and idle (kernel/sched.c's kstat_cpu), their
 * sum first, the interrupts, the boot time, and the tasks (top(1) and
 * ps read it).
 */
static size_t stat_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	struct cpu_usage_stat sum = { 0 };
	unsigned long intr = 0;
	char cpu_name[8];
	struct task_struct *p;
	int cpu;
	int running = 0, last = 0;
	unsigned int irq;

	(void)priv;
	for (irq = 0; irq < NR_IRQS; irq++)
		intr += kstat_irqs(irq);
	rcu_read_lock();
	list_for_each_entry(p, &task_list, tasks) {
		running += p->state == TASK_RUNNING;
		last = max(last, p->pid);
	}
	rcu_read_unlock();
	for_each_online_cpu(cpu) {
		sum.user += kstat_cpu[cpu].user;
		sum.system += kstat_cpu[cpu].system;
		sum.idle += kstat_cpu[cpu].idle;
	}
	stat_cpu_line(&s, "cpu ", &sum);
	for_each_online_cpu(cpu) {
		snprintf(cpu_name, sizeof(cpu_name), "cpu%d", cpu);
		stat_cpu_line(&s, cpu_name, &kstat_cpu[cpu]);
	}
	seq_printf(&s, "intr %lu\nctxt 0\nbtime %lu\n", intr,
		   (unsigned long)boot_wall_seconds);
	seq_printf(&s, "processes %d\nprocs_running %d\nprocs_blocked 0\n",
		   last, running);
	return s.len;
}

/* /proc/self: a link to the reader's own /proc/PID, its process's */
static long self_readlink(char *buf, size_t size, void *priv)
{
	(void)priv;
	return snprintf(buf, size, "%d", current->tgid);
}

/* /proc/sys/kernel/pid_max: where pids wrap (kernel/pid.c), read-only */
static size_t pid_max_show(char *buf, size_t size, void *priv)
{
	(void)priv;
	return snprintf(buf, size, "%d\n", pid_max);
}

/* /proc/sys/kernel/tainted: the taint bits (kernel/panic.c, Linux's
 * values: P 1, F 2, R 4, B 32), read-only here */
static size_t tainted_show(char *buf, size_t size, void *priv)
{
	(void)priv;
	return snprintf(buf, size, "%lu\n", tainted);
}

void __init proc_init(void)
{
	struct dentry *self = fs_create_gen("proc/self", NULL, NULL);
	struct dentry *proc = fs_lookup("/proc");

	/* dr-xr-xr-x, as Linux's: every user may search it (path walks) */
	if (proc)
		proc->d_inode->i_mode = S_IFDIR | 0555;
	if (self)
		self->d_inode->readlink = self_readlink;
	fs_create_gen("proc/meminfo", meminfo_show, NULL);
	fs_create_gen("proc/cmdline", cmdline_show, NULL);
	fs_create_gen("proc/version", version_show, NULL);
	fs_create_gen("proc/uptime", uptime_show, NULL);
	fs_create_gen("proc/interrupts", interrupts_show, NULL);
	fs_create_gen("proc/mounts", mounts_show, NULL);
	fs_create_gen("proc/filesystems", filesystems_show, NULL);
	fs_create_gen("proc/loadavg", loadavg_show, NULL);
	fs_create_gen("proc/stat", stat_show, NULL);
	fs_mkdir_p("proc/sysvipc");
	fs_create_gen("proc/sysvipc/shm", sysvipc_shm_show, NULL);
	fs_create_gen("proc/sysvipc/sem", sysvipc_sem_show, NULL);
	fs_create_gen("proc/sysvipc/msg", sysvipc_msg_show, NULL);
	fs_mkdir_p("proc/sys/kernel");
	fs_create_gen("proc/sys/kernel/pid_max", pid_max_show, NULL);
	fs_create_gen("proc/sys/kernel/tainted", tainted_show, NULL);
	ipc_sysctl_init();
}
