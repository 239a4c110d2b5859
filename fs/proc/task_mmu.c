// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/task_mmu.c - /proc/PID/maps: a line per area of the process
 * (mm/vma.c), in proc(5)'s format, which programs parse (LTP's mmap04,
 * pmap):
 *
 *   START-END PERMS OFFSET MAJOR:MINOR INODE   NAME
 *
 * START and END in 8 hexadecimal digits, PERMS r, w, x or - and then s
 * (a MAP_SHARED mapping, VM_MAYSHARE) or p, OFFSET the file offset of
 * START (0 without a file), the file's device and inode (00:00 0
 * without one), then, if the area has a name, spaces up to column 49
 * (Linux pads the fields to 48 columns on a 32-bit kernel) and the
 * name: the file's path (" (deleted)" once unlinked), "[heap]",
 * "[stack]", or "/dev/zero (deleted)" for shared anonymous memory,
 * which Linux keeps in an unlinked file.  An area without a name ends
 * its line with the space after INODE, as Linux's does.
 *
 * /proc/PID/smaps is the same lines, each followed by what the area
 * holds in memory, in kB (proc(5)): its Size, Rss (the pages mapped
 * now), Locked (the same, if the area is locked: mm/mlock.c), and the
 * rest of Linux's fields that have nothing to count here (no huge
 * pages, no swap) as 0.  /proc/PID/status's Vm lines come from here
 * too (task_mem(): the sizes mm/vma.c counts).
 *
 * /proc/PID/pagemap is binary: 8 bytes for each page of the user
 * address space, at 8 times the page's number, as Linux's
 * Documentation/admin-guide/mm/pagemap.rst describes them: bit 63 set
 * for a page mapped now, bits 0-54 its frame number (for
 * CAP_SYS_ADMIN; 0 for others, as Linux hides it), bit 61 for a file's
 * page or shared memory, bit 56 for a page this mapping alone maps (as
 * its count tells: one reference, or two for a file's page, whose page
 * cache holds one); the others (swap, soft-dirty) 0.
 * Reads and their offsets go by whole entries (EINVAL otherwise).
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/file.h"
#include "linux/capability.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/seq_buf.h"
#include "asm/pgtable.h"
#include "internal.h"

#define NAME_COLUMN	48	/* 25 + sizeof(void *) * 6 - 1 */
#define K(pages)	((pages) << (PAGE_SHIFT - 10))

/* The name of vma's line into path (empty: none) */
static void area_name(const struct vm_area_struct *vma, char *path,
		      size_t size)
{
	const struct mm_struct *mm = vma->vm_mm;
	struct dentry *d;

	path[0] = 0;
	if (vma->vm_file) {
		d = file_dentry(vma->vm_file);
		if (d)
			proc_file_path(d, path, size);
	} else if (vma->vm_flags & VM_MAYSHARE) {
		strlcpy(path, "/dev/zero (deleted)", size);
	} else if (vma->vm_start <= mm->brk && vma->vm_end > mm->start_brk) {
		strlcpy(path, "[heap]", size);
	} else if (vma->vm_start <= mm->start_stack &&
		   vma->vm_end >= mm->start_stack) {
		strlcpy(path, "[stack]", size);
	}
}

static void show_area(struct seq_buf *s, const struct vm_area_struct *vma)
{
	const struct inode *inode =
		vma->vm_file ? file_inode(vma->vm_file) : NULL;
	unsigned long flags = vma->vm_flags;
	size_t line = s->len;
	char path[256];

	seq_printf(s, "%08lx-%08lx %c%c%c%c %08llx %02x:%02x %lu ",
		   vma->vm_start, vma->vm_end, flags & VM_READ ? 'r' : '-',
		   flags & VM_WRITE ? 'w' : '-', flags & VM_EXEC ? 'x' : '-',
		   flags & VM_MAYSHARE ? 's' : 'p',
		   inode ? (unsigned long long)vma->vm_pgoff << PAGE_SHIFT : 0,
		   0, inode ? 1 : 0, inode ? inode->i_ino : 0);
	area_name(vma, path, sizeof(path));
	/* padded to NAME_COLUMN, then a space (Linux's seq_pad()) */
	if (path[0])
		seq_printf(s, "%*s%s",
			   (int)(max(NAME_COLUMN, s->len - line) + 1 -
				 (s->len - line)), "", path);
	seq_printf(s, "\n");
}

/* The pages of vma mapped now */
static unsigned long area_rss(const struct vm_area_struct *vma)
{
	unsigned long va, n = 0;
	u32 *pte;

	for (va = vma->vm_start; va < vma->vm_end; va += PAGE_SIZE) {
		pte = user_pte_of(vma->vm_mm, va);
		n += pte && (*pte & _PAGE_PRESENT);
	}
	return n;
}

/* smaps' lines after the maps line (Linux 6.1's names and widths) */
static void show_smap(struct seq_buf *s, const struct vm_area_struct *vma)
{
	static const char *const zero[] = {
		"Shared_Clean", "Shared_Dirty", "Private_Clean",
		"Private_Dirty", "Referenced", "Anonymous", "LazyFree",
		"AnonHugePages", "ShmemPmdMapped", "FilePmdMapped",
		"Shared_Hugetlb", "Private_Hugetlb", "Swap", "SwapPss",
	};
	unsigned long rss = area_rss(vma);
	size_t i;

	seq_printf(s, "%-16s%8lu kB\n%-16s%8lu kB\n%-16s%8lu kB\n"
		      "%-16s%8lu kB\n", "Size:",
		   K((vma->vm_end - vma->vm_start) >> PAGE_SHIFT),
		   "KernelPageSize:", K(1UL), "MMUPageSize:", K(1UL), "Rss:",
		   K(rss));
	for (i = 0; i < ARRAY_SIZE(zero); i++)
		seq_printf(s, "%s:%*s%8lu kB\n", zero[i],
			   (int)(15 - strlen(zero[i])), "", 0UL);
	seq_printf(s, "%-16s%8lu kB\n", "Locked:",
		   vma->vm_flags & VM_LOCKED ? K(rss) : 0);
}

/* maps (smaps false) or smaps; the full length when buf is too small:
 * the reader retries */
static size_t show_areas(char *buf, size_t size, void *priv, bool smaps)
{
	struct mm_struct *mm = proc_pid_mm(priv);
	struct seq_buf s = SEQ_BUF(buf, size);
	struct vm_area_struct *vma;

	if (!mm)
		return 0;
	/* the areas, as no munmap(2) or mprotect(2) half made them */
	mmap_read_lock(mm);
	for (vma = mm->mmap; vma; vma = vma->vm_next) {
		show_area(&s, vma);
		if (smaps)
			show_smap(&s, vma);
	}
	mmap_read_unlock(mm);
	mmput(mm);
	return s.len;
}

size_t proc_pid_maps_show(char *buf, size_t size, void *priv)
{
	return show_areas(buf, size, priv, false);
}

size_t proc_pid_smaps_show(char *buf, size_t size, void *priv)
{
	return show_areas(buf, size, priv, true);
}

/*
 * status's memory lines, in Linux 6.1's order and format (kB, right
 * aligned in 8), from the counts mm/vma.c keeps (vm_stat_account()):
 * VmPeak and VmSize (all areas), VmLck, VmPin, VmRSS (the pages mapped
 * now), VmData, VmStk, VmExe (the program's code: start_code to
 * end_code) and VmLib (the rest of what is executable), VmSwap (no
 * swap: 0).  Linux's VmHWM, Rss* and VmPTE, which need counts of pages
 * by kind that are not kept here, are left out.
 */
void task_mem(struct seq_buf *s, struct mm_struct *mm)
{
	unsigned long text, lib;

	mmap_read_lock(mm);
	text = PAGE_ALIGN(mm->end_code) - (mm->start_code & PAGE_MASK);
	text = min(text, mm->exec_vm << PAGE_SHIFT);
	lib = (mm->exec_vm << PAGE_SHIFT) - text;
	seq_printf(s, "VmPeak:\t%8lu kB\nVmSize:\t%8lu kB\nVmLck:\t%8lu kB\n"
		      "VmPin:\t%8lu kB\nVmRSS:\t%8lu kB\n",
		   K(max(mm->hiwater_vm, mm->total_vm)), K(mm->total_vm),
		   K(mm->locked_vm), K(mm->pinned_vm), K(mm->pages));
	seq_printf(s, "VmData:\t%8lu kB\nVmStk:\t%8lu kB\nVmExe:\t%8lu kB\n"
		      "VmLib:\t%8lu kB\nVmSwap:\t%8lu kB\n",
		   K(mm->data_vm), K(mm->stack_vm), text >> 10, lib >> 10, 0UL);
	mmap_read_unlock(mm);
}

#define PM_ENTRY_BYTES	8
#define PM_PRESENT	(1ULL << 63)
#define PM_FILE		(1ULL << 61)
#define PM_MMAP_EXCLUSIVE (1ULL << 56)
#define PM_PFN_MASK	((1ULL << 55) - 1)

/* pagemap's entry for the page at va */
static u64 pagemap_entry(struct mm_struct *mm, unsigned long va, bool pfn)
{
	struct vm_area_struct *vma = vma_at(mm, va);
	u32 *pte = vma ? user_pte_of(mm, va) : NULL;
	struct page *page;
	u64 e;

	if (!pte || !(*pte & _PAGE_PRESENT))
		return 0;
	e = PM_PRESENT | (pfn ? (*pte >> PAGE_SHIFT) & PM_PFN_MASK : 0);
	if (vma->vm_file || (vma->vm_flags & VM_MAYSHARE))
		e |= PM_FILE;
	page = pte_page(*pte);
	if (page && page_count(page) <= (vma->vm_file ? 2 : 1))
		e |= PM_MMAP_EXCLUSIVE;
	return e;
}

/* n entries from va into chunk, under the mmap_lock; the copy to the
 * reader's buffer comes after it is let go (a fault there takes it) */
static void pagemap_fill(struct mm_struct *mm, unsigned long va,
			 size_t n, u64 *chunk)
{
	bool pfn = capable(CAP_SYS_ADMIN);
	size_t i;

	mmap_read_lock(mm);
	for (i = 0; i < n; i++)
		chunk[i] = pagemap_entry(mm, va + (i << PAGE_SHIFT), pfn);
	mmap_read_unlock(mm);
}

static ssize_t pagemap_read(struct file *f, char __user *buf, size_t count,
			    loff_t *ppos)
{
	unsigned long va = (unsigned long)(*ppos >> 3) << PAGE_SHIFT;
	struct mm_struct *mm;
	size_t done = 0, n;
	u64 *chunk;

	if ((*ppos | count) & (PM_ENTRY_BYTES - 1))
		return -EINVAL;
	if ((*ppos >> 3) >= (TASK_SIZE >> PAGE_SHIFT))
		return 0;
	mm = proc_pid_mm(f->f_inode->priv);
	chunk = mm ? kmalloc(PAGE_SIZE, GFP_KERNEL) : NULL;
	while (chunk && done < count && va < TASK_SIZE) {
		n = min(min(count - done, (size_t)PAGE_SIZE) / PM_ENTRY_BYTES,
			(size_t)((TASK_SIZE - va) >> PAGE_SHIFT));
		pagemap_fill(mm, va, n, chunk);
		if (copy_to_user(buf + done, chunk, n * PM_ENTRY_BYTES))
			break;
		done += n * PM_ENTRY_BYTES;
		va += n << PAGE_SHIFT;
	}
	kfree(chunk);
	if (mm)
		mmput(mm);
	if (!done && count)
		return mm && chunk ? -EFAULT : -ESRCH;
	*ppos += done;
	return done;
}

/* Opened only by who may look into the process, as maps */
static int pagemap_open(struct inode *inode, struct file *f)
{
	return proc_pid_may_open_private(inode->priv);
}

const struct file_operations proc_pagemap_operations = {
	.llseek = generic_file_llseek,
	.read = pagemap_read,
	.open = pagemap_open,
};
