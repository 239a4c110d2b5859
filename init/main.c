// SPDX-License-Identifier: GPL-2.0
/*
 * init/main.c - from arch/i386/kernel/head.S to the first prompt.
 *
 * start_kernel() brings the machine up in dependency order: consoles
 * first (so everything after can say what it does), then what the boot
 * loader left us, memory, interrupts and time, the scheduler, files, and
 * finally the init thread, which frees the __init memory and becomes the
 * shell.  The boot task itself becomes the idle task (pid 0, swapper).
 * docs/boot.md walks through it.
 */
#include "linux/kernel.h"
#include "linux/fs_struct.h"
#include "linux/bootinfo.h"
#include "linux/console.h"
#include "linux/debugfs.h"
#include "linux/device.h"
#include "linux/elf.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/interrupt.h"
#include "linux/kallsyms.h"
#include "linux/mm.h"
#include "linux/module.h"
#include "linux/oops.h"
#include "linux/percpu.h"
#include "linux/sched.h"
#include "linux/smp.h"
#include "linux/smp_lock.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "linux/version.h"
#include "asm/apic.h"
#include "asm/desc.h"
#include "asm/multiboot.h"
#include "asm/system.h"
#include "asm/tsc.h"

/*
 * The boot's first line and /proc/version: the release is the ABI's
 * (include/linux/version.h), the last words what the kernel teaches.
 */
const char linux_banner[] = "oops386 version " UTS_RELEASE
			    " (gcc version " __VERSION__ ") #1"
			    " (Linux 2.5's kksymoops and module loader)\n";

extern char _text[], _end[];

/*
 * One initcall: the kernel's at boot, or a module's init
 * (kernel/module/load.c do_init_module()).  What it left behind is put
 * right and warned of, as Linux's do_one_initcall() does - a preempt
 * count it did not give back (a get_cpu_var() without its put) or
 * interrupts left off - so that its caller does not go on in atomic
 * context, where the next sleep would be a BUG.
 */
int do_one_initcall(initcall_t fn)
{
	int count = preempt_count();
	char msg[64] = "";
	int ret = fn();

	if (preempt_count() != count) {
		strlcat(msg, "preemption imbalance ", sizeof(msg));
		preempt_count() = count;
	}
	if (irqs_disabled()) {
		strlcat(msg, "disabled interrupts ", sizeof(msg));
		local_irq_enable();
	}
	WARN(msg[0], "initcall %pS returned with %s\n", fn, msg);
	return ret;
}

static void __init do_initcalls(void)
{
	initcall_t *call;

	for (call = __initcall_start; call < __initcall_end; call++) {
		int ret = do_one_initcall(*call);

		if (ret)
			printk(KERN_WARNING "initcall %p returned %d\n",
			       *call, ret);
	}
}

/* Descriptors 0, 1 and 2: one open of /dev/console, as Linux's init gets */
static int open_console_fds(void)
{
	struct dentry *console = fs_lookup("/dev/console");
	struct file *f = alloc_file(console, &tty_fops, O_RDWR);
	int fd;

	if (!f)
		return -ENOMEM;
	for (fd = 0; fd < 3; fd++)
		fd_install(fd ? get_file(f) : f, false);
	return 0;
}

static bool is_elf_file(const char *path)
{
	struct dentry *d = fs_lookup(path);
	struct inode *inode = d ? d->d_inode : NULL;
	char magic[SELFMAG];

	return inode && !inode->is_dir && !inode->show &&
	       filemap_read(inode, 0, magic, SELFMAG) == SELFMAG &&
	       !memcmp(magic, ELFMAG, SELFMAG);
}

/*
 * Become the first user process: pid 1 runs the program at path (with
 * arg, if any, then the words of the command line the kernel did not
 * know) and the console as its standard input, output and error.
 * Returns only if execve() failed.
 */
static int run_init_process(const char *path, const char *arg)
{
	const char *argv[MAX_INIT_ARGS + 3] = { path };
	unsigned int i, n = 1;
	long err;

	if (arg)
		argv[n++] = arg;
	for (i = 0; init_argv[i]; i++)
		argv[n++] = init_argv[i];

	if (!current->files) {
		current->files = files_alloc();
		if (!current->files || open_console_fds())
			return -ENOMEM;
	}
	err = init_fs_struct();
	if (err)
		return err;
	child_reaper = current;
	current->pgrp = current->session = current->pid;
	err = do_execve(path, argv, init_envp, true);
	if (err) {
		child_reaper = NULL;
		return (int)err;
	}
	ret_to_user(task_pt_regs(current));
}

static int boot_oops_thread(void *kind)
{
	return trigger_oops(kind);
}

/* oops=KIND: a demo with no typing, in a thread of its own ("oops") */
static void run_boot_oops(void)
{
	struct exit_notify done;
	struct task_struct *t = create_kernel_thread(boot_oops_thread,
						     boot_oops, "oops");

	if (!t)
		return;
	init_completion(&done.done);
	t->exit_notify = &done;
	wake_up_process(t);
	wait_for_completion(&done.done);
}

/* The initramfs's own first program when rdinit= names none (Linux's) */
#define RDINIT_DEFAULT	"/init"

/*
 * pid 1: the last of the boot work, then the first program.  `rdinit=`
 * names the initramfs's program (/init if there is one), tried first
 * as Linux tries it; if it cannot run, Linux's message says why and
 * boot goes on as without it.
 * `init=` an ELF executable runs it; otherwise /sbin/init runs, given
 * the init= file (a script) as its argument.  With neither, Linux's
 * panic.
 */
static int kernel_init(void *unused)
{
	int err;

	(void)unused;
	/* As Linux: initcalls run in pid 1, with interrupts on, so the
	 * kernel threads they start (kernel/workqueue.c) come after it. */
	smp_init();		/* arch/i386/kernel/smpboot.c */
	do_initcalls();
	free_initmem();
	if (boot_oops)
		run_boot_oops();
	if (rdinit_command || fs_lookup(RDINIT_DEFAULT)) {
		const char *rdinit = rdinit_command ?: RDINIT_DEFAULT;

		err = run_init_process(rdinit, NULL);
		printk(KERN_ERR "Failed to execute %s (error %d)\n", rdinit,
		       err);
	}
	if (init_script && is_elf_file(init_script)) {
		err = run_init_process(init_script, NULL);
		printk(KERN_ERR "Requested init %s failed (error %d).\n",
		       init_script, err);
	}
	err = run_init_process("/sbin/init", init_script);
	panic("No init found.  Try passing init= option to kernel.");
}

void __init start_kernel(u32 magic, const struct multiboot_info *mbi_phys)
{
	const struct multiboot_info *mbi = __va(mbi_phys);

	/* the boot CPU runs kernel code: it holds the big kernel lock
	 * (lib/kernel_lock.c) until its idle loop first halts */
	lock_kernel();
	serial_init();
	vga_init();
	printk(KERN_NOTICE "%s", linux_banner);
	multiboot_init(magic, mbi);
	printk(KERN_NOTICE "Kernel command line: %s\n", boot_command_line);

	mem_reserve_range(__pa(_text), __pa(_end));
	page_alloc_init(mbi);
	paging_init();
	acpi_boot_init();	/* the CPUs (arch/i386/kernel/acpi/boot.c) */
	printk(KERN_INFO "Memory: %luk available (%luk kernel image)\n",
	       nr_free_pages() << (PAGE_SHIFT - 10),
	       (unsigned long)(_end - _text) >> 10);
	setup_per_cpu_areas();	/* before any other CPU starts */

	trap_init();
	init_IRQ();
	sched_init();
	time_init();
	parse_boot_params();
	tsc_init();		/* after "notsc" and "clocksource=" are known */
	kallsyms_init();

	vfs_caches_init();
	ksysfs_init();		/* /sys/kernel, the driver core's */
	driver_init();		/* directories and debugfs, before */
	debugfs_init();		/* the drivers put things in them */
	fork_init();		/* RLIMIT_NPROC from memory */
	proc_init();
	ikconfig_init();	/* /proc/config.gz */
	dev_init();
	initrd_init();
	proc_modules_init();
	param_sysfs_init();

	kernel_thread(kernel_init, NULL, "init");
	local_irq_enable();
	cpu_idle();
}
