// SPDX-License-Identifier: GPL-2.0
/*
 * fs/exec.c - execve(2) of a static ELF32 executable (ET_EXEC, EM_386).
 *
 * The arguments and environment are copied into the kernel first, then
 * a new address space is built beside the old one: each PT_LOAD segment
 * mapped at its p_vaddr, its file bytes copied and the rest (.bss) left
 * zero (ELF gABI, "Program Loading"), and the initial stack laid out as
 * the i386 psABI prescribes (figure 3-31): argc, argv[], NULL, envp[],
 * NULL, the auxiliary vector, then the strings themselves.  Only when all
 * of that has worked does the old address space go: a failing execve()
 * returns to the program that called it.
 */
#include "linux/kernel.h"
#include "linux/elf.h"
#include "linux/err.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/cred.h"
#include "linux/stat.h"
#include "linux/syscalls.h"
#include "linux/vmalloc.h"
#include "asm/ptrace.h"
#include "asm/segment.h"
#include "asm/uaccess.h"
#include "asm/unistd.h"

#define MAX_ARG_STRLEN	(32 * PAGE_SIZE)	/* one string, its NUL counted */
#define ARG_FIRST	PAGE_SIZE	/* the strings buffer, before it grows */
#define MAX_PHNUM	64
#define EFLAGS_USER	0x202		/* IF, and bit 1, always 1 (SDM 2.3) */

/* Auxiliary vector types, Linux's numbers (getauxval(3)) */
#define AT_NULL		0
#define AT_PHDR		3
#define AT_PHENT	4
#define AT_PHNUM	5
#define AT_PAGESZ	6
#define AT_BASE		7
#define AT_FLAGS	8
#define AT_ENTRY	9
#define AT_UID		11
#define AT_EUID		12
#define AT_GID		13
#define AT_EGID		14
#define AT_PLATFORM	15
#define AT_HWCAP	16
#define AT_CLKTCK	17
#define AT_SECURE	23
#define AT_RANDOM	25
#define AUXV_PAIRS	16

struct linux_binprm {
	char *strings;		/* argv's strings, then envp's, NUL-ended */
	size_t len;
	size_t cap;		/* strings' size: doubles up to ARG_MAX */
	size_t ptrs;		/* the strings' pointers' bytes, also in ARG_MAX */
	int argc, envc;
	bool kernel;		/* argv/envp are kernel pointers (pid 1) */
	const u8 *image;
	struct dentry *dentry;	/* the program's file */
	size_t size;
	void *copy;		/* image, when a file in pages had to be read */
	struct mm_struct *mm;
	struct cred *cred;	/* the new program's (cred_exec()) */
	unsigned long entry, phdr, phnum;
};

static long fetch_ptr(struct linux_binprm *b, const char *const *v, int i,
		      const char **p)
{
	u32 word;

	if (b->kernel) {
		*p = v[i];
		return 0;
	}
	if (get_user(word, (const u32 __user *)(v + i)))
		return -EFAULT;
	*p = (const char *)word;
	return 0;
}

/* Double the strings buffer, keeping what it holds */
static long grow_strings(struct linux_binprm *b)
{
	char *p = vmalloc(b->cap * 2);

	if (!p)
		return -ENOMEM;
	memcpy(p, b->strings, b->len);
	vfree(b->strings);
	b->strings = p;
	b->cap *= 2;
	return 0;
}

/* The bytes s may take: its own limit, or what ARG_MAX leaves */
static size_t string_room(const struct linux_binprm *b)
{
	size_t limit = ARG_MAX - b->ptrs;

	return min((size_t)MAX_ARG_STRLEN, limit - min(limit, b->len));
}

/*
 * Copy one string (execve(2): E2BIG past MAX_ARG_STRLEN, or when all
 * strings and their pointers pass ARG_MAX), growing the buffer until
 * it fits; most programs' arguments fit the first page.
 */
static long fetch_string(struct linux_binprm *b, const char *s)
{
	size_t room;
	long n, err;

	b->ptrs += sizeof(u32);
	for (;;) {
		room = min(string_room(b), b->cap - b->len);
		if (b->kernel) {
			n = (long)strlcpy(b->strings + b->len, s, room);
		} else {
			n = strncpy_from_user(b->strings + b->len, s, room);
			if (n < 0)
				return n;
		}
		if ((size_t)n < room)
			break;
		if (room == string_room(b) || b->cap >= ARG_MAX)
			return -E2BIG;
		err = grow_strings(b);
		if (err)
			return err;
	}
	b->len += n + 1;
	return 0;
}

/* Copy a NULL-ended vector of strings; returns the count or -errno */
static long copy_strings(struct linux_binprm *b, const char *const *v)
{
	long n, err;
	const char *s;

	for (n = 0; v; n++) {
		err = fetch_ptr(b, v, (int)n, &s);
		if (err)
			return err;
		if (!s)
			break;
		err = fetch_string(b, s);
		if (err)
			return err;
	}
	return n;
}

static void copy_to_mm(struct mm_struct *mm, unsigned long uaddr,
		       const void *src, size_t len)
{
	while (len) {
		size_t n = min(len, PAGE_SIZE - (uaddr & ~PAGE_MASK));

		memcpy(user_page_address(mm, uaddr), src, n);
		uaddr += n;
		src = (const char *)src + n;
		len -= n;
	}
}

static bool elf_header_ok(const Elf32_Ehdr *eh, size_t size)
{
	return size >= sizeof(*eh) && !memcmp(eh->e_ident, ELFMAG, SELFMAG) &&
	       eh->e_ident[EI_CLASS] == ELFCLASS32 &&
	       eh->e_ident[EI_DATA] == ELFDATA2LSB && eh->e_type == ET_EXEC &&
	       eh->e_machine == EM_386 &&
	       eh->e_phentsize == sizeof(Elf32_Phdr) && eh->e_phnum &&
	       eh->e_phnum <= MAX_PHNUM && eh->e_phoff < size &&
	       (size - eh->e_phoff) / sizeof(Elf32_Phdr) >= eh->e_phnum;
}

/* Room below the stack: segments must end under it */
#define USER_LOAD_END	(TASK_SIZE - USER_STACK_TOP_ROOM)

/* The area's protection: the segment's p_flags (gABI: PF_R, PF_W, PF_X) */
static unsigned long segment_vm_flags(const Elf32_Phdr *ph)
{
	return (ph->p_flags & PF_R ? VM_READ : 0) |
	       (ph->p_flags & PF_W ? VM_WRITE : 0) |
	       (ph->p_flags & PF_X ? VM_EXEC : 0);
}

/* The bounds proc(5)'s stat shows (startcode, endcode, start_data,
 * end_data): the executable segments' lowest start and highest file
 * end, and the start and file end of the highest one */
static void segment_bounds(struct mm_struct *mm, const Elf32_Phdr *ph)
{
	unsigned long end = ph->p_vaddr + ph->p_filesz;

	if (ph->p_flags & PF_X) {
		mm->start_code = min(mm->start_code, ph->p_vaddr);
		mm->end_code = max(mm->end_code, end);
	}
	mm->start_data = max(mm->start_data, ph->p_vaddr);
	mm->end_data = max(mm->end_data, end);
}

/*
 * A segment nothing writes (PF_R, no PF_W), all file, at the file's offset
 * within its page, of a file that lives in the page cache, is the
 * cache's pages, mapped copy-on-write, as Linux maps it; the others are
 * copied, so that a segment's .bss and the file's bytes past it never
 * share a page.  A boot file (initramfs, read in place: b->copy unset)
 * is copied too: mapping it would first copy it whole into the cache,
 * and the cache would grow at a program's first exec, which
 * /proc/meminfo's users here take for a leak.  Not a matter of memory
 * only: under QEMU's TCG, translated code is kept by physical page, and
 * a program whose code is in fresh copies at every exec is translated
 * afresh every time (docs/bench.md: tens of ms per exec of a 750 KB
 * static program).  The file is not kept from writes while it runs
 * (Linux's ETXTBSY): a write to it shows in the program's code.
 */
static bool segment_from_cache(const struct linux_binprm *b,
			       const Elf32_Phdr *ph)
{
	return b->copy && (ph->p_flags & PF_R) && !(ph->p_flags & PF_W) &&
	       ph->p_filesz == ph->p_memsz &&
	       (ph->p_offset & ~PAGE_MASK) == (ph->p_vaddr & ~PAGE_MASK);
}

/* the cache's pages in the page tables now, not at the first touch */
static int map_cached_pages(struct mm_struct *mm, unsigned long start,
			    unsigned long end)
{
	unsigned long va;

	for (va = start & PAGE_MASK; va < end; va += PAGE_SIZE)
		if (handle_mm_fault(find_vma(mm, va), va, false))
			return -ENOMEM;
	return 0;
}

static long load_segment(struct linux_binprm *b, const Elf32_Phdr *ph)
{
	unsigned long end = ph->p_vaddr + ph->p_memsz;

	if (ph->p_filesz > ph->p_memsz || end < ph->p_vaddr ||
	    end > USER_LOAD_END || ph->p_offset > b->size ||
	    b->size - ph->p_offset < ph->p_filesz)
		return -ENOEXEC;
	if (segment_from_cache(b, ph)) {
		if (map_user_area(b->mm, ph->p_vaddr, end, segment_vm_flags(ph)))
			return -ENOMEM;
	} else {
		if (map_user_range(b->mm, ph->p_vaddr, end,
				   segment_vm_flags(ph)))
			return -ENOMEM;
		copy_to_mm(b->mm, ph->p_vaddr, b->image + ph->p_offset,
			   ph->p_filesz);
	}
	if (map_program_file(b->mm, b->dentry, ph->p_vaddr, ph->p_filesz,
			     ph->p_offset))
		return -ENOMEM;
	if (segment_from_cache(b, ph) &&
	    map_cached_pages(b->mm, ph->p_vaddr, end))
		return -ENOMEM;
	segment_bounds(b->mm, ph);
	if (end > b->mm->start_brk)
		b->mm->start_brk = b->mm->brk = PAGE_ALIGN(end);
	/* the segment holding the program headers gives their address */
	if (ph->p_offset <= ((const Elf32_Ehdr *)b->image)->e_phoff &&
	    ((const Elf32_Ehdr *)b->image)->e_phoff < ph->p_offset + ph->p_filesz)
		b->phdr = ph->p_vaddr +
			  ((const Elf32_Ehdr *)b->image)->e_phoff - ph->p_offset;
	return 0;
}

static long load_elf(struct linux_binprm *b)
{
	const Elf32_Ehdr *eh = (const Elf32_Ehdr *)b->image;
	const Elf32_Phdr *ph;
	long err = 0;
	int i;

	if (!elf_header_ok(eh, b->size))
		return -ENOEXEC;
	ph = (const Elf32_Phdr *)(b->image + eh->e_phoff);
	b->mm->start_code = ~0UL;
	for (i = 0; i < eh->e_phnum && !err; i++) {
		if (ph[i].p_type == PT_INTERP)
			return -ENOENT;	/* no dynamic linker here */
		if (ph[i].p_type == PT_LOAD)
			err = load_segment(b, &ph[i]);
	}
	b->entry = eh->e_entry;
	b->phnum = eh->e_phnum;
	return err;
}

static u32 cpu_hwcap(void)
{
	u32 a = 1, bx, c, d;

	asm volatile("cpuid" : "+a"(a), "=b"(bx), "=c"(c), "=d"(d));
	return d;	/* CPUID.1:EDX, as Linux's AT_HWCAP on i386 */
}

/* AT_RANDOM's 16 bytes: the time-stamp counter, stirred */
static void random_bytes(u32 out[4])
{
	u32 lo, hi;
	int i;

	asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
	for (i = 0; i < 4; i++) {
		lo = lo * 1103515245u + 12345u + hi;
		hi ^= lo >> 7;
		out[i] = lo ^ (hi << 13) ^ (u32)jiffies;
	}
}

static void fill_auxv(struct linux_binprm *b, u32 *v, unsigned long random)
{
	const struct cred *c = b->cred;
	/* getauxval(3): AT_SECURE asks the C library to distrust the
	 * environment, as a program whose ids differ from its caller's
	 * real ones should */
	bool secure = !uid_eq(c->euid, c->uid) || !gid_eq(c->egid, c->gid);
	const u32 pairs[AUXV_PAIRS][2] = {
		{ AT_HWCAP, cpu_hwcap() }, { AT_PAGESZ, PAGE_SIZE },
		{ AT_CLKTCK, HZ },	   { AT_PHDR, b->phdr },
		{ AT_PHENT, sizeof(Elf32_Phdr) },
		{ AT_PHNUM, b->phnum },	   { AT_BASE, 0 },
		{ AT_FLAGS, 0 },	   { AT_ENTRY, b->entry },
		{ AT_UID, __kuid_val(c->uid) },
		{ AT_EUID, __kuid_val(c->euid) },
		{ AT_GID, __kgid_val(c->gid) },
		{ AT_EGID, __kgid_val(c->egid) },
		{ AT_SECURE, secure },	   { AT_RANDOM, random },
		{ AT_NULL, 0 },
	};

	memcpy(v, pairs, sizeof(pairs));
}

/* The pointers to n strings from strings + *off, then a NULL */
static unsigned int push_strings(struct linux_binprm *b, u32 *words, int n,
				 unsigned long strings, size_t *off)
{
	unsigned int w = 0;

	while (n--) {
		words[w++] = strings + *off;
		*off += strlen(b->strings + *off) + 1;
	}
	words[w++] = 0;
	return w;
}

/* Build the initial stack; returns the user stack pointer or 0 */
static unsigned long setup_stack(struct linux_binprm *b)
{
	unsigned long top = TASK_SIZE, strings, random, sp;
	unsigned int nwords = 1 + b->argc + 1 + b->envc + 1 + 2 * AUXV_PAIRS;
	unsigned int w = 0;
	size_t off = 0;
	u32 *words, rnd[4];

	strings = top - 4 - b->len;	/* a NULL word at the very top */
	random = (strings - sizeof(rnd)) & ~15UL;
	sp = (random - nwords * 4) & ~15UL;
	/* the program's USER_STACK_PAGES below what the arguments take */
	if (map_user_range(b->mm, (sp & PAGE_MASK) -
			   USER_STACK_PAGES * PAGE_SIZE, top, VM_READ | VM_WRITE))
		return 0;
	words = vmalloc(nwords * 4);
	if (!words)
		return 0;
	words[w++] = b->argc;
	w += push_strings(b, words + w, b->argc, strings, &off);
	b->mm->arg_start = strings;
	b->mm->arg_end = strings + off;
	w += push_strings(b, words + w, b->envc, strings, &off);
	b->mm->env_start = b->mm->arg_end;
	b->mm->env_end = strings + off;
	fill_auxv(b, words + w, random);
	random_bytes(rnd);
	copy_to_mm(b->mm, strings, b->strings, b->len);
	copy_to_mm(b->mm, random, rnd, sizeof(rnd));
	copy_to_mm(b->mm, sp, words, nwords * 4);
	vfree(words);
	b->mm->start_stack = sp;
	return sp;
}

/* Past the point of no return: the new program replaces the old. */
static void start_thread(struct linux_binprm *b, unsigned long sp,
			 const char *path)
{
	struct task_struct *tsk = current;
	struct pt_regs *regs = task_pt_regs(tsk);
	struct mm_struct *old = tsk->mm;
	const char *base = strrchr(path, '/');

	/* with the old memory still in place: its robust futexes are
	 * released, its tid word cleared, a vfork(2) parent runs again */
	mm_release(tsk);
	tsk->mm = b->mm;
	load_mm(b->mm);
	if (old)
		mmput(old);
	strlcpy(tsk->comm, base ? base + 1 : path, sizeof(tsk->comm));
	close_on_exec(tsk->files);
	flush_signal_handlers(tsk);
	tsk->did_exec = true;
	commit_creds(b->cred);
	b->cred = NULL;
	flush_thread_tls(tsk);
	fpu_reset();
	memset(regs, 0, sizeof(*regs));
	regs->orig_eax = __NR_execve;	/* still the call being returned from */
	regs->xds = regs->xes = regs->xss = __USER_DS;
	regs->xcs = __USER_CS;
	regs->eip = (long)b->entry;
	regs->esp = (long)sp;
	regs->eflags = EFLAGS_USER;
}

/*
 * The new program's credentials (execve(2)): a set-user-ID file runs
 * with its owner as effective uid, a set-group-ID one (if also group
 * executable: else the bit marks locking) with its group as effective
 * gid; then the capabilities follow the new ids (cred_exec()).
 */
static long prepare_cred(struct linux_binprm *b, const struct inode *inode)
{
	umode_t mode = inode_mode(inode);

	b->cred = prepare_creds();
	if (!b->cred)
		return -ENOMEM;
	if (mode & S_ISUID)
		b->cred->euid = inode->i_uid;
	if ((mode & (S_ISGID | S_IXGRP)) == (S_ISGID | S_IXGRP))
		b->cred->egid = inode->i_gid;
	cred_exec(b->cred);
	return 0;
}

/*
 * Is the new program dumpable (prctl(2) PR_SET_DUMPABLE)?  Not when it
 * runs with ids other than the caller's real ones (set-user-ID or
 * set-group-ID) or its file is unreadable to the caller (execve(2):
 * a user could otherwise read it from the process), as Linux decides.
 */
static int exec_dumpable(const struct linux_binprm *b, struct inode *inode)
{
	const struct cred *c = b->cred;

	if (!uid_eq(c->euid, c->uid) || !gid_eq(c->egid, c->gid) ||
	    inode_permission(inode, MAY_READ))
		return suid_dumpable;
	return SUID_DUMP_USER;
}

static long prepare_binprm(struct linux_binprm *b, const char *path)
{
	struct dentry *d = path_lookupat(current->cwd, path, LOOKUP_FOLLOW);
	struct inode *inode;
	long err;

	if (IS_ERR(d))
		return PTR_ERR(d);
	inode = d->d_inode;
	if (inode->is_dir || inode->show || inode->fops)
		return -EACCES;	/* not a regular file (execve(2)) */
	err = inode_permission(inode, MAY_EXEC);
	if (!err)
		err = prepare_cred(b, inode);
	if (err)
		return err;
	/* a boot file is read in place; one in pages is read whole first */
	b->image = inode->data;
	b->size = inode->size;
	if (!b->image) {
		b->copy = fs_read_file(inode, &b->size);
		if (!b->copy)
			return -ENOMEM;
		b->image = b->copy;
	}
	b->mm = mm_alloc();
	if (!b->mm)
		return -ENOMEM;
	set_dumpable(b->mm, exec_dumpable(b, inode));
	b->dentry = d;
	d_abspath(d, b->mm->exe, sizeof(b->mm->exe));
	return 0;
}

static long exec_image(struct linux_binprm *b, const char *path,
		       const char *const *argv, const char *const *envp)
{
	struct files_struct *displaced = NULL;
	unsigned long sp = 0;
	long n = copy_strings(b, argv);

	if (n < 0)
		return n;
	b->argc = (int)n;
	n = copy_strings(b, envp);
	if (n < 0)
		return n;
	b->envc = (int)n;
	n = prepare_binprm(b, path);
	if (!n)
		n = load_elf(b);
	if (!n && !(sp = setup_stack(b)))
		n = -ENOMEM;
	if (!n)
		n = de_thread(current);
	if (!n)
		n = unshare_files(&displaced);
	if (n) {
		if (b->mm)
			mmput(b->mm);
		if (b->cred)
			abort_creds(b->cred);
		return n;
	}
	start_thread(b, sp, path);
	if (displaced)
		put_files(displaced);
	return 0;
}

long do_execve(const char *path, const char *const *argv,
	       const char *const *envp, bool kernel)
{
	struct linux_binprm b = { .kernel = kernel };
	long ret;

	b.cap = ARG_FIRST;
	b.strings = vmalloc(b.cap);
	if (!b.strings)
		return -ENOMEM;
	ret = exec_image(&b, path, argv, envp);
	vfree(b.copy);
	vfree(b.strings);
	return ret;
}

long sys_execve(const char __user *upath, const char *const __user *argv,
		const char *const __user *envp)
{
	char path[PATH_MAX];
	long err = getname(path, upath);

	return err ? err : do_execve(path, argv, envp, false);
}
