// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/mm/fault.c - the page-fault handler.
 *
 * Kernel mappings are made up front; a user page comes when first
 * touched, as the area holding the address says (mm/vma.c): a zeroed
 * page, a file's page, SIGBUS past the end of a mapped file (mmap(2))
 * (handle_mm_fault()), or the driver's page (do_vma_fault()).  An
 * access the area does not allow, or outside every area, is SIGSEGV.
 * A page fault may also be a write to a copy-on-write page (after
 * fork(2), or a MAP_PRIVATE file page), whoever writes it, the program
 * or the kernel on its behalf (copy_to_user()): do_wp_page() copies it
 * and the write is retried.  A touch just below a stack mapped
 * MAP_GROWSDOWN grows it (grow_stack()).
 * Anything else from ring 3 is the program's bug: a
 * SIGSEGV handler gets it, or else the process (every thread) is
 * killed with later Linux's one-line report.  In the kernel it
 * is a bug too, unless the faulting instruction is one of the user-memory
 * accessors listed in the exception table (arch/i386/mm/extable.c): then
 * it resumes at its fixup, and the system call returns -EFAULT.  Anything
 * else is reported in Linux 2.5's words, and oopses.  The faulting
 * address is in CR2; the error code says why (Intel SDM vol. 3, figure
 * 6-11): bit 0 - the page was present (a protection violation, not a
 * missing page), bit 1 - the access was a write, bit 2 - it came from
 * user mode.
 *
 * The areas are read under the address space's mmap_lock, the read side
 * (include/linux/mmap_lock.h), so that a munmap(2) or mprotect(2) by
 * another thread is seen before or after, never half done.
 */
#include "linux/kernel.h"
#include "linux/hugetlb.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/oops.h"
#include "linux/sched.h"
#include "linux/userfaultfd_k.h"
#include "asm/ptrace.h"
#include "asm/system.h"
#include "asm/uaccess.h"

#define NULL_PAGE_LIMIT	PAGE_SIZE	/* faults below: NULL dereference */
#define PF_PROT		0x1	/* error code: the page was present */
#define PF_WRITE	0x2	/* error code: a write */

/* A page of a driver's mapping: its fault handler may sleep (a mutex),
 * so interrupts are back on for it if the faulting code had them, as
 * Linux's page-fault handler turns them on.  Off again after: the rest
 * of the handler runs as it came in.  That is this CPU's state, not a
 * lock: the data the fault changes has its own (mm->mmap_lock, the
 * page allocator's zone.lock) or rests on the big kernel lock. */
static int driver_fault(struct pt_regs *regs, struct vm_area_struct *vma,
			unsigned long address, bool write)
{
	int ret;

	if (regs->eflags & X86_EFLAGS_IF)
		local_irq_enable();
	ret = do_vma_fault(vma, address, write);
	local_irq_disable();
	return ret;
}

/* A missing page of an area a userfaultfd(2) fills: the thread waits
 * for it (fs/userfaultfd.c), with interrupts on, if the fault may sleep
 * (as fault_lock_mm() asks); else SIGBUS, the kernel's EFAULT */
static int userfault(struct pt_regs *regs, struct vm_area_struct *vma,
		     unsigned long address, bool write)
{
	int ret;

	if (!(regs->eflags & X86_EFLAGS_IF) ||
	    (!user_mode(regs) && !search_exception_tables(regs->eip)))
		return SIGBUS;
	local_irq_enable();
	ret = handle_userfault(vma, address, write, user_mode(regs));
	local_irq_disable();	/* as the handler came in */
	return ret;
}

/* A user address the current process's areas answer for, mm's
 * mmap_lock held: 0 (retry the access), or the signal the access earns */
static int user_page_fault(struct pt_regs *regs, unsigned long address,
			   unsigned long error_code)
{
	struct mm_struct *mm = current->mm;
	bool write = error_code & PF_WRITE;
	struct vm_area_struct *vma;
	int err;

	vma = vma_at(mm, address);
	if (!vma || !vma_allows(vma, write))
		return SIGSEGV;
	current->min_flt++;
	/* a huge page copies on write whole: its own fault (mm/hugetlb.c) */
	if ((!(error_code & PF_PROT) || is_vm_hugetlb_page(vma)) &&
	    vma_is_driver(vma))
		return driver_fault(regs, vma, address, write);
	if (!(error_code & PF_PROT) && (vma->vm_flags & VM_UFFD_MISSING))
		return userfault(regs, vma, address, write);
	if (!(error_code & PF_PROT))
		return handle_mm_fault(vma, address, write);
	if (!write)		/* a present page the area allows */
		return SIGSEGV;
	err = do_wp_page(mm, address);
	if (err == -ENOMEM)	/* Linux's OOM kills */
		return SIGKILL;
	return err ? SIGSEGV : 0;
}

/*
 * Take mm's mmap_lock to read: at once if it is free, else sleeping for
 * it, with interrupts back on if the faulting code had them (as Linux's
 * handler turns them on).  Not where the fault may not sleep: kernel
 * code with interrupts off, or a kernel access to user memory that is
 * no accessor (it oopses below, as Linux's bad_area_nosemaphore); false
 * then, and the access fails.
 */
static bool fault_lock_mm(struct pt_regs *regs, struct mm_struct *mm)
{
	if (mmap_read_trylock(mm))
		return true;
	if (!(regs->eflags & X86_EFLAGS_IF) ||
	    (!user_mode(regs) && !search_exception_tables(regs->eip)))
		return false;
	local_irq_enable();
	mmap_read_lock(mm);
	local_irq_disable();	/* as the handler came in: this CPU's state */
	return true;
}

/*
 * A touch just below a stack that grows down (mmap(2) MAP_GROWSDOWN):
 * the stack grows first (expand_stack(), mm/mmap.c), which changes its
 * area, so mm's mmap_lock is taken again for writing meanwhile (Linux
 * 6.1 grows it under the read side and a spinlock of its own).  Where
 * the fault may not sleep the stack stays as it is, and the touch is
 * outside every area.
 */
static void grow_stack(struct pt_regs *regs, struct mm_struct *mm,
		       unsigned long address)
{
	struct vm_area_struct *vma = find_vma(mm, address);

	if (!vma || vma->vm_start <= address ||
	    !(vma->vm_flags & VM_GROWSDOWN) ||
	    !(regs->eflags & X86_EFLAGS_IF) ||
	    (!user_mode(regs) && !search_exception_tables(regs->eip)))
		return;
	mmap_read_unlock(mm);
	local_irq_enable();
	mmap_write_lock(mm);
	expand_stack(mm, address);	/* failed: SIGSEGV below */
	mmap_write_unlock(mm);
	mmap_read_lock(mm);
	local_irq_disable();	/* as the handler came in: this CPU's state */
}

static int locked_user_page_fault(struct pt_regs *regs,
				  unsigned long address,
				  unsigned long error_code)
{
	struct mm_struct *mm = current->mm;
	int sig;

	if (!mm || address >= TASK_SIZE || !fault_lock_mm(regs, mm))
		return SIGSEGV;
	grow_stack(regs, mm, address);
	sig = user_page_fault(regs, address, error_code);
	mmap_read_unlock(mm);
	return sig;
}

static void user_fault(struct pt_regs *regs, unsigned long address,
		       unsigned long error_code, int sig)
{
	current->thread.trap_nr = 14;
	current->thread.error_code = error_code;
	current->thread.cr2 = address;
	if (sig != SIGKILL && user_fault_signal(sig)) /* a handler takes it */
		return;
	if (sig == SIGSEGV)
		printk(KERN_INFO "%s[%d]: segfault at %lx ip %08lx sp %08lx "
				 "error %lx\n", current->comm, current->pid,
		       address, regs->eip, regs->esp, error_code);
	/* the signal's default action, on the way back to user mode: the
	 * whole process goes, every thread (a thread's stack overflow
	 * kills its process: LTP's mmap18), with a core dump for SIGSEGV
	 * and SIGBUS (fs/coredump.c) */
	force_sig(sig);
}

void do_page_fault(struct pt_regs *regs, unsigned long error_code)
{
	unsigned long address = read_cr2();
	unsigned long pde;
	int sig = locked_user_page_fault(regs, address, error_code);

	if (!sig)
		return;
	if (user_mode(regs)) {
		user_fault(regs, address, error_code, sig);
		return;
	}
	if (fixup_exception(regs))
		return;
	pde = lookup_pde(address);
	if (address < NULL_PAGE_LIMIT)
		printk(KERN_ALERT "Unable to handle kernel NULL pointer "
				  "dereference");
	else
		printk(KERN_ALERT "Unable to handle kernel paging request");
	printk(" at virtual address %08lx\n", address);
	printk(" printing eip:\n%08lx\n", regs->eip);
	printk(KERN_ALERT "*pde = %08lx\n", pde);
	if (pde & _PAGE_PRESENT)
		printk(KERN_ALERT "*pte = %08lx\n", lookup_pte(address));
	die("Oops", regs, (long)error_code);
}
