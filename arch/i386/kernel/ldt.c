// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/ldt.c - modify_ldt(2): a process's local descriptor
 * table (Intel SDM vol. 3, 3.5.1), segments of its own that a selector
 * with TI set names (index << 3 | 4 | RPL 3: 7 is entry 0), as Wine and
 * old threading libraries use them.
 *
 * The table belongs to the address space (mm->ldt), made at the first
 * write, copied by fork(2) (ldt_dup_context()), gone at execve(2) with
 * the old memory.  A CPU holds the table of the process it runs: the
 * table's descriptor in its GDT (GDT_ENTRY_LDT) and LDTR loaded with it
 * by switch_ldt(), which load_mm() calls at every switch of address
 * space; a CPU running a process without a table has a null LDTR, so
 * that no selector reaches a table freed meanwhile.  A write makes a
 * new table and swaps it in, under the mmap lock: the CPUs running the
 * process's threads load the new one (reload_ldt(), by IPI) before the
 * old is freed.  Entries are user_desc descriptors (fill_ldt(),
 * arch/i386/kernel/process.c), always DPL 3: a segment gives no access
 * the page tables do not.
 *
 * Calls, as Linux's: func 0 reads the table (bytecount bytes, past its
 * end zeros; 0 if the process has none), 1 writes an entry in the old
 * mode (a base and limit of 0 clear it; no useable bit), 0x11 in the
 * new one, 2 reads the default table (zeros); another is ENOSYS.  A
 * write takes exactly one struct user_desc (EINVAL), an entry below
 * LDT_ENTRIES (EINVAL), and a conforming code segment (contents 3) only
 * in the new mode, not present (EINVAL).
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/sched.h"
#include "linux/smp.h"
#include "linux/vmalloc.h"
#include "asm/desc.h"
#include "asm/ldt.h"
#include "asm/segment.h"
#include "asm/uaccess.h"

#define DESC_LDT	0x82	/* present, DPL 0, type 2: an LDT (SDM vol. 3, 3.5) */
#define DEFAULT_LDT_SIZE (5 * LDT_ENTRY_SIZE)	/* Linux i386's read_default_ldt() */

/* The CPUs whose LDTR names a table (switch_ldt()) */
static bool ldt_loaded[NR_CPUS];

/* This CPU's LDTR for mm's table, or null; interrupts off or a switch */
void switch_ldt(struct mm_struct *mm)
{
	struct ldt_struct *ldt = mm ? __atomic_load_n(&mm->ldt,
						      __ATOMIC_ACQUIRE) : NULL;
	int cpu = smp_processor_id();

	if (!ldt && !ldt_loaded[cpu])
		return;
	if (ldt)
		set_system_desc(GDT_ENTRY_LDT, (unsigned long)ldt->entries,
				ldt->nr_entries * LDT_ENTRY_SIZE - 1, DESC_LDT);
	asm volatile("lldt %w0" : : "q"(ldt ? GDT_ENTRY_LDT * 8 : 0));
	ldt_loaded[cpu] = ldt != NULL;
}

/* An IPI's work: a CPU running the process takes its new table */
static void reload_ldt(void *mm)
{
	if (current->mm == mm)
		switch_ldt(mm);
}

static struct ldt_struct *alloc_ldt(unsigned int nr_entries)
{
	struct ldt_struct *ldt = vzalloc(sizeof(*ldt) +
					 nr_entries * LDT_ENTRY_SIZE);

	if (ldt)
		ldt->nr_entries = nr_entries;
	return ldt;
}

/* fork(2): the child's address space gets a copy; old's mmap lock held */
int ldt_dup_context(struct mm_struct *old, struct mm_struct *mm)
{
	if (!old->ldt)
		return 0;
	mm->ldt = alloc_ldt(old->ldt->nr_entries);
	if (!mm->ldt)
		return -ENOMEM;
	memcpy(mm->ldt->entries, old->ldt->entries,
	       old->ldt->nr_entries * LDT_ENTRY_SIZE);
	return 0;
}

/* The last user of mm is gone: no CPU holds its table (switch_ldt()) */
void destroy_context_ldt(struct mm_struct *mm)
{
	vfree(mm->ldt);
	mm->ldt = NULL;
}

/* func 0: copied out of a copy, for the copy out may fault, and a
 * fault takes the mmap lock */
static long read_ldt(void __user *ptr, unsigned long bytecount)
{
	struct mm_struct *mm = current->mm;
	unsigned long size = 0;
	bool have;
	void *copy = NULL;
	long ret;

	bytecount = min(bytecount, (unsigned long)LDT_ENTRIES * LDT_ENTRY_SIZE);
	mmap_read_lock(mm);
	have = mm->ldt;
	if (have)
		size = min(bytecount,
			   (unsigned long)mm->ldt->nr_entries * LDT_ENTRY_SIZE);
	if (size)
		copy = vmalloc(size);
	if (copy)
		memcpy(copy, mm->ldt->entries, size);
	mmap_read_unlock(mm);
	if (!have)
		return 0;
	if (size && !copy)
		return -ENOMEM;
	ret = copy_to_user(ptr, copy, size) ||
	      clear_user((char __user *)ptr + size, bytecount - size) ?
		-EFAULT : (long)bytecount;
	vfree(copy);
	return ret;
}

/* func 2: the table a process without one has, all empty */
static long read_default_ldt(void __user *ptr, unsigned long bytecount)
{
	bytecount = min(bytecount, (unsigned long)DEFAULT_LDT_SIZE);
	return clear_user(ptr, bytecount) ? -EFAULT : (long)bytecount;
}

/* The empty descriptor (asm/ldt.h's LDT_empty) */
static bool ldt_empty(const struct user_desc *u)
{
	return !u->base_addr && !u->limit && !u->contents &&
	       u->read_exec_only && !u->seg_32bit && !u->limit_in_pages &&
	       u->seg_not_present && !u->useable;
}

/* The entry u asks for: 0 clears it */
static u64 ldt_entry(struct user_desc *u, bool oldmode)
{
	if ((oldmode && !u->base_addr && !u->limit) || ldt_empty(u))
		return 0;
	if (oldmode)
		u->useable = 0;
	return fill_ldt(u);
}

/* func 1 (oldmode) and 0x11: a new table with the entry, swapped in */
static long write_ldt(const void __user *ptr, unsigned long bytecount,
		      bool oldmode)
{
	struct mm_struct *mm = current->mm;
	struct ldt_struct *old, *new;
	struct user_desc u;
	unsigned int n;
	u64 entry;

	if (bytecount != sizeof(u))
		return -EINVAL;
	if (copy_from_user(&u, ptr, sizeof(u)))
		return -EFAULT;
	if (u.entry_number >= LDT_ENTRIES ||
	    (u.contents == 3 && (oldmode || !u.seg_not_present)))
		return -EINVAL;
	entry = ldt_entry(&u, oldmode);
	mmap_write_lock(mm);
	old = mm->ldt;
	n = max(old ? old->nr_entries : 0, u.entry_number + 1);
	new = alloc_ldt(n);
	if (!new) {
		mmap_write_unlock(mm);
		return -ENOMEM;
	}
	if (old)
		memcpy(new->entries, old->entries,
		       old->nr_entries * LDT_ENTRY_SIZE);
	new->entries[u.entry_number] = entry;
	__atomic_store_n(&mm->ldt, new, __ATOMIC_RELEASE);
	on_each_cpu(reload_ldt, mm, 1);
	mmap_write_unlock(mm);
	vfree(old);
	return 0;
}

long sys_modify_ldt(int func, void __user *ptr, unsigned long bytecount)
{
	switch (func) {
	case 0:
		return read_ldt(ptr, bytecount);
	case 1:
		return write_ldt(ptr, bytecount, true);
	case 2:
		return read_default_ldt(ptr, bytecount);
	case 0x11:
		return write_ldt(ptr, bytecount, false);
	default:
		return -ENOSYS;
	}
}
