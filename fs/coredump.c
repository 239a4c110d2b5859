// SPDX-License-Identifier: GPL-2.0
/*
 * fs/coredump.c - the image a process leaves when a signal whose
 * default action is Core kills it (signal(7), core(5)).
 *
 * The file is named by /proc/sys/kernel/core_pattern ("core" at boot,
 * relative to the process's working directory, its % specifiers
 * expanded) and is an ELF file of type ET_CORE, laid out as Linux's
 * binfmt_elf writes it and gdb reads it: the ELF header, a PT_NOTE
 * program header and one PT_LOAD per mapping, then the notes
 * (NT_PRSTATUS: the signal and the registers; NT_PRPSINFO: the
 * program's name and arguments), then, from the next page boundary,
 * the mappings' bytes.
 *
 * No image is written (and the wait status has no 0x80, WCOREDUMP)
 * when RLIMIT_CORE is below a page (Linux's binfmt_elf minimum), when
 * the process is not dumpable (prctl(2) PR_SET_DUMPABLE), when the
 * pattern is a pipe ("|program": no user-mode helper runs it here) or
 * when the file cannot be made.  An existing file of that name is
 * removed first and the new one made exclusively, as Linux 6.1 does.
 * Once the file is made the dump counts as done, even if RLIMIT_CORE
 * cuts it short: writing stops at the limit, as Linux's dump_emit().
 * (A pattern longer than 127 bytes is refused, EINVAL, where Linux
 * keeps its first 127.)
 *
 * What is left out, against Linux: other threads keep running while
 * the image is written (Linux stops them first and writes one
 * NT_PRSTATUS each); file-backed mappings are listed with no bytes
 * (coredump_filter's default 0x33 also dumps the first page of a
 * mapped ELF file and written private pages; of its bits only the two
 * anonymous ones count here); there are no NT_FPREGSET,
 * NT_SIGINFO, NT_AUXV or NT_FILE notes and no CPU times in
 * NT_PRSTATUS.  Pages never touched are holes, as Linux skips them.
 */
#include "linux/kernel.h"
#include "linux/coredump.h"
#include "linux/cred.h"
#include "linux/elf.h"
#include "linux/err.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/rcupdate.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/syscalls.h"
#include "linux/sysctl.h"
#include "linux/timekeeping.h"
#include "linux/utsname.h"
#include "asm/system.h"
#include "asm/uaccess.h"

#define CORENAME_MAX_SIZE	128	/* Linux's core_pattern limit */
#define NT_PRSTATUS		1
#define NT_PRPSINFO		3
#define ELF_PRARGSZ		80

static char core_pattern[CORENAME_MAX_SIZE] = "core";

/* The i386 note layouts gdb reads (Linux's struct elf_prstatus and
 * struct elf_prpsinfo for i386, 144 and 124 bytes) */
struct core_prstatus {
	int si_signo, si_code, si_errno;
	short pr_cursig;
	unsigned long pr_sigpend, pr_sighold;
	int pr_pid, pr_ppid, pr_pgrp, pr_sid;
	long pr_times[8];	/* utime, stime, cutime, cstime: timevals */
	long pr_reg[17];	/* elf_gregset_t, the order of user_regs_struct */
	int pr_fpvalid;
};

struct core_prpsinfo {
	char pr_state, pr_sname, pr_zomb, pr_nice;
	unsigned long pr_flag;
	unsigned short pr_uid, pr_gid;
	int pr_pid, pr_ppid, pr_pgrp, pr_sid;
	char pr_fname[16];
	char pr_psargs[ELF_PRARGSZ];
};

/* A note: its header, "CORE" padded to 8 bytes, its descriptor */
struct core_note {
	Elf32_Word namesz, descsz, type;
	char name[8];
};

/* The file being written, and how far RLIMIT_CORE lets it grow */
struct core_file {
	struct inode *inode;
	size_t pos, limit;
};

/* len bytes at the file's end; false once RLIMIT_CORE or memory stops
 * the dump (what was written stays) */
static bool dump_emit(struct core_file *cf, const void *buf, size_t len)
{
	if (cf->pos + len > cf->limit ||
	    fs_write_file(cf->inode, cf->pos, buf, len) != (long)len)
		return false;
	cf->pos += len;
	return true;
}

/* One %-specifier of core(5) for signal sig at name[*n], *n moved past
 * it; false if it does not fit */
static bool expand_spec(char c, int sig, char *name, size_t *n)
{
	size_t room = CORENAME_MAX_SIZE - *n;
	int len;

	switch (c) {
	case '%':
		len = snprintf(name + *n, room, "%%");
		break;
	case 's':
		len = snprintf(name + *n, room, "%d", sig);
		break;
	case 'p': case 'P':	/* the process (one pid namespace here) */
		len = snprintf(name + *n, room, "%d", current->tgid);
		break;
	case 'i': case 'I':
		len = snprintf(name + *n, room, "%d", current->pid);
		break;
	case 'u':
		len = snprintf(name + *n, room, "%u",
			       __kuid_val(current_uid()));
		break;
	case 'g':
		len = snprintf(name + *n, room, "%u",
			       __kgid_val(current_cred()->gid));
		break;
	case 't':
		len = snprintf(name + *n, room, "%lld",
			       (long long)ktime_get_real_seconds());
		break;
	case 'h':
		len = snprintf(name + *n, room, "%s", utsname()->nodename);
		break;
	case 'e':
		len = snprintf(name + *n, room, "%s", current->comm);
		break;
	default:	/* unknown: dropped, as Linux's format_corename() */
		len = 0;
	}
	if ((size_t)len >= room)
		return false;
	*n += (size_t)len;
	return true;
}

/* core_pattern with its specifiers expanded for signal sig; false for
 * a pipe or a name too long */
static bool format_corename(char *name, int sig)
{
	const char *p;
	size_t n = 0;

	if (core_pattern[0] == '|' || !core_pattern[0])
		return false;
	for (p = core_pattern; *p; p++) {
		if (*p != '%') {
			if (n + 1 >= CORENAME_MAX_SIZE)
				return false;
			name[n++] = *p;
		} else if (!*++p) {
			break;		/* a lone trailing '%' */
		} else if (!expand_spec(*p, sig, name, &n)) {
			return false;
		}
	}
	name[n] = '\0';
	return true;
}

/* The file name names, made anew for the caller (who dput()s the
 * dentry); ERR_PTR when it cannot be */
static struct dentry *create_core_file(const char *name)
{
	struct dentry *dir, *d;
	long err = start_dir(AT_FDCWD, name, &dir);

	if (err)
		return ERR_PTR(err);
	kernel_unlink(dir, name);	/* ENOENT is fine; other errors
					 * show at the creation */
	d = filename_create(dir, name, 0);
	if (IS_ERR(d))
		return d;
	err = vfs_create(d->d_parent->d_inode, d, S_IFREG | 0600);
	if (err) {
		dput(d);
		return ERR_PTR(err);
	}
	return d;
}

static unsigned int vma_phdr_flags(const struct vm_area_struct *vma)
{
	return (vma->vm_flags & VM_READ ? PF_R : 0) |
	       (vma->vm_flags & VM_WRITE ? PF_W : 0) |
	       (vma->vm_flags & VM_EXEC ? PF_X : 0);
}

/* Bytes of the mapping that go into the file: an anonymous one's all,
 * if /proc/PID/coredump_filter takes its kind (private or shared); a
 * file's, a device's or one marked VM_DONTDUMP's none */
static unsigned long vma_dump_size(const struct vm_area_struct *vma)
{
	unsigned long kind = vma->vm_flags & VM_MAYSHARE ?
				     MMF_DUMP_ANON_SHARED : MMF_DUMP_ANON_PRIVATE;

	if (vma->vm_file || (vma->vm_flags & (VM_IO | VM_PFNMAP | VM_DONTDUMP)) ||
	    !(vma->vm_mm->coredump_filter & kind))
		return 0;
	return vma->vm_end - vma->vm_start;
}

/* The ELF header and the program headers, data starting at dataoff */
static bool write_headers(struct core_file *cf, struct mm_struct *mm,
			  unsigned int segs, size_t notesz)
{
	size_t off = sizeof(Elf32_Ehdr) + (segs + 1) * sizeof(Elf32_Phdr);
	size_t dataoff = PAGE_ALIGN(off + notesz);
	struct vm_area_struct *vma;
	Elf32_Ehdr eh = {
		.e_ident = { ELFMAG0, ELFMAG1, ELFMAG2, ELFMAG3, ELFCLASS32,
			     ELFDATA2LSB, EV_CURRENT },
		.e_type = ET_CORE, .e_machine = EM_386,
		.e_version = EV_CURRENT, .e_phoff = sizeof(Elf32_Ehdr),
		.e_ehsize = sizeof(Elf32_Ehdr),
		.e_phentsize = sizeof(Elf32_Phdr),
		.e_phnum = (Elf32_Half)(segs + 1),
	};
	Elf32_Phdr ph = { .p_type = PT_NOTE, .p_offset = off,
			  .p_filesz = notesz };

	if (!dump_emit(cf, &eh, sizeof(eh)) || !dump_emit(cf, &ph, sizeof(ph)))
		return false;
	for (vma = mm->mmap; vma; vma = vma->vm_next) {
		ph = (Elf32_Phdr){ .p_type = PT_LOAD, .p_offset = dataoff,
				   .p_vaddr = vma->vm_start,
				   .p_filesz = vma_dump_size(vma),
				   .p_memsz = vma->vm_end - vma->vm_start,
				   .p_flags = vma_phdr_flags(vma),
				   .p_align = PAGE_SIZE };
		dataoff += ph.p_filesz;
		if (!dump_emit(cf, &ph, sizeof(ph)))
			return false;
	}
	return true;
}

static bool write_note(struct core_file *cf, unsigned int type,
		       const void *desc, size_t size)
{
	struct core_note n = { 5, (Elf32_Word)size, type, "CORE" };

	return dump_emit(cf, &n, sizeof(n)) && dump_emit(cf, desc, size);
}

/* NT_PRSTATUS: the killing signal and the registers the process had */
static bool write_prstatus(struct core_file *cf, int sig)
{
	const struct pt_regs *r = task_pt_regs(current);
	struct core_prstatus st = {
		.si_signo = sig, .pr_cursig = (short)sig,
		.pr_sigpend = current->pending.signal.sig[0],
		.pr_sighold = current->blocked.sig[0],
		.pr_pid = current->pid, .pr_ppid = current->real_parent->tgid,
		.pr_pgrp = current->pgrp, .pr_sid = current->session,
		.pr_reg = { r->ebx, r->ecx, r->edx, r->esi, r->edi, r->ebp,
			    r->eax, r->xds, r->xes, 0, 0, r->orig_eax,
			    r->eip, r->xcs, r->eflags, r->esp, r->xss },
	};
	unsigned int fs, gs;

	savesegment(fs, fs);	/* the user's: the kernel leaves them */
	savesegment(gs, gs);
	st.pr_reg[9] = (long)fs;
	st.pr_reg[10] = (long)gs;
	return write_note(cf, NT_PRSTATUS, &st, sizeof(st));
}

/* NT_PRPSINFO: the program's name and its arguments, spaces between */
static bool write_prpsinfo(struct core_file *cf)
{
	struct mm_struct *mm = current->mm;
	struct core_prpsinfo ps = {
		.pr_state = 0, .pr_sname = 'R',
		.pr_uid = (unsigned short)__kuid_val(current_uid()),
		.pr_gid = (unsigned short)current_cred()->gid.val,
		.pr_pid = current->tgid, .pr_ppid = current->real_parent->tgid,
		.pr_pgrp = current->pgrp, .pr_sid = current->session,
	};
	size_t len = min_t(size_t, mm->arg_end - mm->arg_start,
			   ELF_PRARGSZ - 1), i;

	strlcpy(ps.pr_fname, current->comm, sizeof(ps.pr_fname));
	if (copy_from_user(ps.pr_psargs, (const void __user *)mm->arg_start,
			   len))
		len = 0;
	for (i = 0; i < len; i++)
		if (!ps.pr_psargs[i])
			ps.pr_psargs[i] = ' ';
	ps.pr_psargs[len] = '\0';
	return write_note(cf, NT_PRPSINFO, &ps, sizeof(ps));
}

/* The mappings' bytes from the first page boundary after the notes: a
 * page that was never touched is a hole, as Linux's dump_skip() */
static bool write_areas(struct core_file *cf, struct mm_struct *mm)
{
	struct vm_area_struct *vma;
	unsigned long va;

	cf->pos = PAGE_ALIGN(cf->pos);
	for (vma = mm->mmap; vma; vma = vma->vm_next) {
		unsigned long end = vma->vm_start + vma_dump_size(vma);

		for (va = vma->vm_start; va < end; va += PAGE_SIZE) {
			const void *page = user_page_address(mm, va);

			if (!page)
				cf->pos += PAGE_SIZE;
			else if (!dump_emit(cf, page, PAGE_SIZE))
				return false;
		}
	}
	return true;
}

/* The whole image; its size set where it ends, holes and all */
static void elf_core_dump(struct core_file *cf, int sig)
{
	struct mm_struct *mm = current->mm;
	size_t notesz = 2 * sizeof(struct core_note) +
			sizeof(struct core_prstatus) +
			sizeof(struct core_prpsinfo);
	struct vm_area_struct *vma;
	unsigned int segs = 0;

	mmap_read_lock(mm);
	for (vma = mm->mmap; vma; vma = vma->vm_next)
		segs++;
	if (write_headers(cf, mm, segs, notesz) && write_prstatus(cf, sig) &&
	    write_prpsinfo(cf))
		write_areas(cf, mm);
	mmap_read_unlock(mm);
	if (cf->inode->size < min(cf->pos, cf->limit))
		fs_truncate(cf->inode, min(cf->pos, cf->limit));
}

bool do_coredump(int sig)
{
	struct core_file cf = { .limit = rlimit(RLIMIT_CORE) };
	char name[CORENAME_MAX_SIZE];
	struct dentry *d;

	if (!current->mm || cf.limit < PAGE_SIZE ||
	    get_dumpable(current->mm) == SUID_DUMP_DISABLE ||
	    !format_corename(name, sig))
		return false;
	d = create_core_file(name);
	if (IS_ERR(d))
		return false;
	cf.inode = d->d_inode;
	elf_core_dump(&cf, sig);
	dput(d);
	return true;
}

/* /proc/sys/kernel/core_pattern: the pattern and a newline */
/* Root's write replaces it; a pattern longer than CORENAME_MAX_SIZE - 1
 * bytes is EINVAL (Linux keeps the first 127 bytes): linux/sysctl.h */
static int __init coredump_sysctl_init(void)
{
	static struct ctl_string core_pattern_sysctl = {
		"core_pattern", core_pattern, CORENAME_MAX_SIZE };

	return register_sysctl_string("kernel", &core_pattern_sysctl);
}
fs_initcall(coredump_sysctl_init);
