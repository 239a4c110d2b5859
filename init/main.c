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
#include "linux/bootinfo.h"
#include "linux/console.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/interrupt.h"
#include "linux/kallsyms.h"
#include "linux/mm.h"
#include "linux/module.h"
#include "linux/oops.h"
#include "linux/sched.h"
#include "linux/shell.h"
#include "linux/time.h"
#include "linux/version.h"
#include "asm/desc.h"
#include "asm/multiboot.h"
#include "asm/system.h"

const char linux_banner[] = "oops386 version " UTS_RELEASE
			    " (gcc version " __VERSION__ ") #1\n";

extern char _text[], _end[];

static void __init do_initcalls(void)
{
	initcall_t *call;

	for (call = __initcall_start; call < __initcall_end; call++) {
		int ret = (*call)();

		if (ret)
			printk(KERN_WARNING "initcall %p returned %d\n",
			       *call, ret);
	}
}

/* pid 1: the last of the boot work (the initcalls), then the shell. */
static int kernel_init(void *unused)
{
	char line[64];

	(void)unused;
	/* As Linux: initcalls run in pid 1, with interrupts on, so the
	 * kernel threads they start (kernel/workqueue.c) come after it. */
	do_initcalls();
	free_initmem();
	strlcpy(current->comm, "sh", sizeof(current->comm));
	if (boot_oops) {		/* oops=KIND: a demo with no typing */
		snprintf(line, sizeof(line), "oops %s", boot_oops);
		shell_run_line(line);
	}
	return shell_main(init_script);
}

void __init start_kernel(u32 magic, const struct multiboot_info *mbi_phys)
{
	const struct multiboot_info *mbi = __va(mbi_phys);

	serial_init();
	vga_init();
	printk(KERN_NOTICE "%s", linux_banner);
	multiboot_init(magic, mbi);
	printk(KERN_NOTICE "Kernel command line: %s\n", boot_command_line);

	mem_reserve_range(__pa(_text), __pa(_end));
	page_alloc_init(mbi);
	paging_init();
	printk(KERN_INFO "Memory: %luk available (%luk kernel image)\n",
	       nr_free_pages() << (PAGE_SHIFT - 10),
	       (unsigned long)(_end - _text) >> 10);

	trap_init();
	init_IRQ();
	sched_init();
	time_init();
	parse_boot_params();
	kallsyms_init();
	keyboard_init();
	serial_enable_irq();

	register_builtin_commands();
	register_module_commands();
	proc_init();
	initrd_init();
	proc_modules_init();
	param_sysfs_init();

	kernel_thread(kernel_init, NULL, "init");
	local_irq_enable();
	cpu_idle();
}
