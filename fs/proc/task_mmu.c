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
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/file.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"
#include "internal.h"

#define NAME_COLUMN	48	/* 25 + sizeof(void *) * 6 - 1 */

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

/* The full length when buf is too small: the reader retries */
size_t proc_pid_maps_show(char *buf, size_t size, void *priv)
{
	struct mm_struct *mm = proc_pid_mm(priv);
	struct seq_buf s = SEQ_BUF(buf, size);
	struct vm_area_struct *vma;

	if (!mm)
		return 0;
	/* the areas, as no munmap(2) or mprotect(2) half made them */
	mmap_read_lock(mm);
	for (vma = mm->mmap; vma; vma = vma->vm_next)
		show_area(&s, vma);
	mmap_read_unlock(mm);
	mmput(mm);
	return s.len;
}
