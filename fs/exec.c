// SPDX-License-Identifier: GPL-2.0
/*
 * fs/exec.c - execve(2) of an ELF32 executable (EM_386): a static one
 * (ET_EXEC), a position-independent one (ET_DYN, placed at
 * ELF_ET_DYN_BASE), and either with an ELF interpreter (PT_INTERP:
 * glibc's /lib/ld-linux.so.2), which is loaded beside it and started
 * instead, to map the shared libraries and then jump to the program;
 * and of a "#!" script, through the interpreter its first line names
 * (fs/binfmt_script.c).
 *
 * The arguments and environment are copied into the kernel first, then
 * a new address space is built beside the old one: each PT_LOAD segment
 * mapped at its p_vaddr (plus the file's load bias), its file bytes
 * copied and the rest (.bss) left zero (ELF gABI, "Program Loading"),
 * and the initial stack laid out as the i386 psABI prescribes (figure
 * 3-31): argc, argv[], NULL, envp[], NULL, the auxiliary vector, then
 * the strings themselves.  Only when all of that has worked does the old
 * address space go: a failing execve() returns to the program that
 * called it, with Linux's errno (execve(2): ENOEXEC for a program that
 * is not one, ELIBBAD for an interpreter that is not one, ENOENT for a
 * missing interpreter), where Linux, past its point of no return for
 * some of these, kills the process instead.
 */
#include "linux/kernel.h"
#include "linux/key.h"
#include "linux/binfmt_elf.h"
#include "linux/err.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/fs_struct.h"
#include "linux/rcupdate.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/ptrace.h"
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
#define AT_EXECFN	31
#define AUXV_PAIRS	18

/* Where a position-independent program goes (Linux's ELF_ET_DYN_BASE
 * for 32-bit programs); its interpreter goes where mmap(2) would put
 * it (MMAP_BASE), and mmap(2)'s next mapping comes after the
 * interpreter */
#define ELF_ET_DYN_BASE	0x00400000UL
/* The longest PT_INTERP Linux reads (its PATH_MAX); longer: ENOEXEC */
#define ELF_INTERP_MAX	4096
/* AT_PLATFORM: what uname -m says, and ld.so's $PLATFORM */
#define ELF_PLATFORM	"i686"

/* One ELF file being loaded: the program, or its interpreter */
struct elf_file {
	const u8 *image;
	size_t size;
	const void *mapped;	/* image, a file's pages in place (vmap()) */
	void *copy;		/* image, when a file in pages had to be read */
	struct dentry *dentry;
	unsigned long bias;	/* added to every address of the file */
};

struct linux_binprm {
	char *strings;		/* argv's strings, then envp's, NUL-ended */
	size_t len;
	size_t cap;		/* strings' size: doubles up to ARG_MAX */
	size_t ptrs;		/* the strings' pointers' bytes, also in ARG_MAX */
	int argc, envc;
	bool kernel;		/* argv/envp are kernel pointers (pid 1) */
	const char *filename;	/* as execve() was given it: AT_EXECFN */
	struct elf_file exe;	/* the program */
	struct elf_file interp;	/* its PT_INTERP, if it names one */
	struct mm_struct *mm;
	struct cred *cred;	/* the new program's (cred_exec()) */
	unsigned long entry, phdr, phnum;	/* the program's, biased */
	unsigned long start;	/* where it starts: its interpreter's entry */
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

static const Elf32_Phdr *elf_phdrs(const struct elf_file *f)
{
	return (const Elf32_Phdr *)(f->image +
				    ((const Elf32_Ehdr *)f->image)->e_phoff);
}

/* Room below the stack: segments must end under it */
#define USER_LOAD_END	(TASK_SIZE - USER_STACK_TOP_ROOM)

/* f's load bias (elf_layout()), its lowest page at base if it is ET_DYN;
 * *end: where its last segment ends.  0 or -ENOEXEC. */
static long place_file(struct elf_file *f, unsigned long base,
		       unsigned long *end)
{
	struct elf_layout l = { .base = base, .limit = USER_LOAD_END };
	int err = elf_layout((const Elf32_Ehdr *)f->image, elf_phdrs(f), &l);

	if (err)
		return err;
	f->bias = l.bias;
	*end = l.end;
	return 0;
}

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
static void segment_bounds(struct mm_struct *mm, const Elf32_Phdr *ph,
			   unsigned long start)
{
	unsigned long end = start + ph->p_filesz;

	if (ph->p_flags & PF_X) {
		mm->start_code = min(mm->start_code, start);
		mm->end_code = max(mm->end_code, end);
	}
	mm->start_data = max(mm->start_data, start);
	mm->end_data = max(mm->end_data, end);
}

/*
 * A segment nothing writes (PF_R, no PF_W), all file, at the file's offset
 * within its page, of a file that lives in the page cache, is the
 * cache's pages, mapped copy-on-write, as Linux maps it; the others are
 * copied, so that a segment's .bss and the file's bytes past it never
 * share a page.  A boot file (initramfs, read in place: neither
 * f->mapped nor f->copy) is copied too: mapping it would first copy it
 * whole into the cache, and the cache would grow at a program's first
 * exec, which /proc/meminfo's users here take for a leak.  Not a matter
 * of memory only: under QEMU's TCG, translated code is kept by physical
 * page, and a program whose code is in fresh copies at every exec is
 * translated afresh every time (docs/bench.md: tens of ms per exec of a
 * 750 KB static program).  The file is not kept from writes while it runs
 * (Linux's ETXTBSY): a write to it shows in the program's code.
 */
static bool segment_from_cache(const struct elf_file *f,
			       const Elf32_Phdr *ph)
{
	return (f->mapped || f->copy) && (ph->p_flags & PF_R) &&
	       !(ph->p_flags & PF_W) &&
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

/* The program's own segment at start: its bounds, the heap after it,
 * and, if it holds the program headers, their address (AT_PHDR) */
static void note_program_segment(struct linux_binprm *b,
				 const Elf32_Phdr *ph, unsigned long start)
{
	unsigned long phoff = ((const Elf32_Ehdr *)b->exe.image)->e_phoff;
	unsigned long end = start + ph->p_memsz;

	segment_bounds(b->mm, ph, start);
	if (end > b->mm->start_brk)
		b->mm->start_brk = b->mm->brk = PAGE_ALIGN(end);
	if (ph->p_offset <= phoff && phoff < ph->p_offset + ph->p_filesz)
		b->phdr = start + phoff - ph->p_offset;
}

static long load_segment(struct linux_binprm *b, const struct elf_file *f,
			 const Elf32_Phdr *ph)
{
	unsigned long start = ph->p_vaddr + f->bias;
	unsigned long end = start + ph->p_memsz;

	if (ph->p_filesz > ph->p_memsz || end < start ||
	    end > USER_LOAD_END || ph->p_offset > f->size ||
	    f->size - ph->p_offset < ph->p_filesz)
		return -ENOEXEC;
	if (map_user_area(b->mm, start, end, segment_vm_flags(ph)))
		return -ENOMEM;
	/* a copied segment: the file's part now, its .bss at the first
	 * touch, as Linux makes it */
	if (!segment_from_cache(f, ph)) {
		if (map_user_range(b->mm, start, start + ph->p_filesz,
				   segment_vm_flags(ph)))
			return -ENOMEM;
		copy_to_mm(b->mm, start, f->image + ph->p_offset, ph->p_filesz);
	}
	if (map_program_file(b->mm, f->dentry, start, ph->p_filesz,
			     ph->p_offset))
		return -ENOMEM;
	if (segment_from_cache(f, ph) && map_cached_pages(b->mm, start, end))
		return -ENOMEM;
	if (f == &b->exe)
		note_program_segment(b, ph, start);
	return 0;
}

static long load_file(struct linux_binprm *b, const struct elf_file *f)
{
	const Elf32_Phdr *ph = elf_phdrs(f);
	int i, n = ((const Elf32_Ehdr *)f->image)->e_phnum;
	long err = 0;

	for (i = 0; i < n && !err; i++)
		if (ph[i].p_type == PT_LOAD)
			err = load_segment(b, f, &ph[i]);
	return err;
}

/* A regular file the caller may execute (execve(2): else EACCES) */
static long may_exec(struct inode *inode)
{
	if (inode->is_dir || inode->show || inode->fops)
		return -EACCES;
	return inode_permission(inode, MAY_EXEC);
}

/*
 * The file at path, its dentry held (do_execve() lets go): an unlink(2)
 * while the file is read and mapped must not free it.  Preemption is
 * off (rcu_read_lock()) from the walk to the dget(), so no other task
 * can remove the name in between.
 */
static struct dentry *exec_lookup(const char *path)
{
	struct dentry *d;

	rcu_read_lock();
	d = path_lookupat(current_pwd(), path, LOOKUP_FOLLOW);
	if (!IS_ERR(d))
		dget(d);
	rcu_read_unlock();
	return d;
}

/*
 * f->dentry's bytes into f: a boot file's read in place, one in the
 * page cache mapped in place (filemap_vmap()), or else (a file with
 * holes) copied whole.  A copy of a 750 KB program was most of an
 * execve()'s time under QEMU's TCG (docs/bench.md).
 */
static long read_elf_file(struct elf_file *f)
{
	struct inode *inode = f->dentry->d_inode;

	f->image = inode->data;
	f->size = inode->size;
	if (!f->image)
		f->image = f->mapped = filemap_vmap(inode);
	if (!f->image) {
		f->copy = fs_read_file(inode, &f->size);
		if (!f->copy)
			return -ENOMEM;
		f->image = f->copy;
	}
	return 0;
}

/*
 * The interpreter that PT_INTERP names: a NUL-ended path of at least
 * one byte inside the program (else the program is malformed:
 * ENOEXEC), a file the caller may execute (ENOENT, EACCES), and an ELF
 * file that could be one (else ELIBBAD, "accessing a corrupted shared
 * library", or EIO if even its header is missing: Linux's errnos); it
 * goes where mmap(2) would put it.
 */
static long open_interp(struct linux_binprm *b, const Elf32_Phdr *ph)
{
	const char *path;
	unsigned long end;
	struct dentry *d;
	long err;

	if (ph->p_filesz < 2 || ph->p_filesz > ELF_INTERP_MAX ||
	    ph->p_offset > b->exe.size ||
	    b->exe.size - ph->p_offset < ph->p_filesz)
		return -ENOEXEC;
	/* read in place: the image stays for the whole execve(); a path
	 * longer than this kernel's PATH_MAX is the lookup's ENAMETOOLONG */
	path = (const char *)b->exe.image + ph->p_offset;
	if (path[ph->p_filesz - 1])
		return -ENOEXEC;
	d = exec_lookup(path);
	if (IS_ERR(d))
		return PTR_ERR(d);
	b->interp.dentry = d;
	err = may_exec(d->d_inode);
	if (!err)
		err = read_elf_file(&b->interp);
	if (err)
		return err;
	/* Linux reads the header first: a file too short for one is EIO */
	if (b->interp.size < sizeof(Elf32_Ehdr))
		return -EIO;
	if (!elf_header_ok((const Elf32_Ehdr *)b->interp.image,
			   b->interp.size) ||
	    place_file(&b->interp, b->mm->mmap_base, &end))
		return -ELIBBAD;
	b->mm->mmap_base = PAGE_ALIGN(end);
	return 0;
}

static long load_elf(struct linux_binprm *b)
{
	const Elf32_Ehdr *eh = (const Elf32_Ehdr *)b->exe.image;
	const Elf32_Phdr *ph;
	unsigned long end;
	long err = 0;
	int i;

	if (!elf_header_ok(eh, b->exe.size) ||
	    place_file(&b->exe, ELF_ET_DYN_BASE, &end))
		return -ENOEXEC;
	/* a program reaching past MMAP_BASE keeps mmap(2), and so its
	 * interpreter, above itself */
	b->mm->mmap_base = max(b->mm->mmap_base, PAGE_ALIGN(end));
	ph = elf_phdrs(&b->exe);
	/* the first PT_INTERP counts, as in Linux */
	for (i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type == PT_INTERP) {
			err = open_interp(b, &ph[i]);
			break;
		}
	}
	b->mm->start_code = ~0UL;
	if (!err)
		err = load_file(b, &b->exe);
	if (!err && b->interp.image) {
		err = load_file(b, &b->interp);
		if (err == -ENOEXEC)
			err = -ELIBBAD;
	}
	b->entry = eh->e_entry + b->exe.bias;
	b->phnum = eh->e_phnum;
	b->start = b->entry;
	if (b->interp.image)	/* it starts, and jumps to AT_ENTRY */
		b->start = ((const Elf32_Ehdr *)b->interp.image)->e_entry +
			   b->interp.bias;
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

/* Where setup_stack() put the strings the auxiliary vector points to */
struct aux_strings {
	unsigned long random, execfn, platform;
};

static void fill_auxv(struct linux_binprm *b, u32 *v,
		      const struct aux_strings *at)
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
		{ AT_PHNUM, b->phnum },	   { AT_BASE, b->interp.bias },
		{ AT_FLAGS, 0 },	   { AT_ENTRY, b->entry },
		{ AT_UID, __kuid_val(c->uid) },
		{ AT_EUID, __kuid_val(c->euid) },
		{ AT_GID, __kgid_val(c->gid) },
		{ AT_EGID, __kgid_val(c->egid) },
		{ AT_SECURE, secure },	   { AT_RANDOM, at->random },
		{ AT_EXECFN, at->execfn }, { AT_PLATFORM, at->platform },
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

/*
 * Build the initial stack; returns the user stack pointer or 0.  From
 * the top: a NULL word, the argument and environment strings, the
 * program's name (AT_EXECFN), the platform (AT_PLATFORM), AT_RANDOM's
 * bytes, then the words.
 */
static unsigned long setup_stack(struct linux_binprm *b)
{
	unsigned long top = TASK_SIZE, strings, sp;
	unsigned int nwords = 1 + b->argc + 1 + b->envc + 1 + 2 * AUXV_PAIRS;
	size_t execfn_len = strlen(b->filename) + 1;
	struct aux_strings at;
	unsigned int w = 0;
	size_t off = 0;
	u32 *words, rnd[4];

	strings = top - 4 - b->len;
	at.execfn = strings - execfn_len;
	at.platform = at.execfn - sizeof(ELF_PLATFORM);
	at.random = (at.platform - sizeof(rnd)) & ~15UL;
	sp = (at.random - nwords * 4) & ~15UL;
	/* the program's USER_STACK_PAGES below what the arguments take,
	 * made at their first touch as Linux makes them (zeroing 128 KiB
	 * at every exec was a third of it: docs/bench.md); the pages the
	 * arguments take, now */
	if (map_user_area(b->mm, (sp & PAGE_MASK) -
			  USER_STACK_PAGES * PAGE_SIZE, top,
			  VM_READ | VM_WRITE | VM_GROWSDOWN) ||
	    map_user_range(b->mm, sp, top, VM_READ | VM_WRITE))
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
	fill_auxv(b, words + w, &at);
	random_bytes(rnd);
	copy_to_mm(b->mm, strings, b->strings, b->len);
	copy_to_mm(b->mm, at.execfn, b->filename, execfn_len);
	copy_to_mm(b->mm, at.platform, ELF_PLATFORM, sizeof(ELF_PLATFORM));
	copy_to_mm(b->mm, at.random, rnd, sizeof(rnd));
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
	set_task_comm(tsk, base ? base + 1 : path);
	close_on_exec(tsk->files);
	flush_signal_handlers(tsk);
	tsk->did_exec = true;
	commit_creds(b->cred);
	b->cred = NULL;
	flush_thread_tls(tsk);
	flush_ptrace_hw_breakpoint(tsk);	/* a tracer's breakpoints */
	fpu_reset();
	memset(regs, 0, sizeof(*regs));
	regs->orig_eax = __NR_execve;	/* still the call being returned from */
	regs->xds = regs->xes = regs->xss = __USER_DS;
	regs->xcs = __USER_CS;
	regs->eip = (long)b->start;
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
	/* a traced process runs it with its own ids: its tracer could
	 * otherwise drive a set-user-ID program (ptrace(2), execve(2)) */
	if (current->ptrace)
		mode &= ~(S_ISUID | S_ISGID);
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
	struct dentry *d;
	struct inode *inode;
	long err;

	d = exec_lookup(path);
	if (IS_ERR(d))
		return PTR_ERR(d);
	b->exe.dentry = d;
	inode = d->d_inode;
	err = may_exec(inode);
	if (!err)
		err = prepare_cred(b, inode);
	if (!err)
		err = read_elf_file(&b->exe);
	if (err)
		return err;
	b->mm = mm_alloc();
	if (!b->mm)
		return -ENOMEM;
	set_dumpable(b->mm, exec_dumpable(b, inode));
	d_abspath(d, b->mm->exe, sizeof(b->mm->exe));
	return 0;
}

/*
 * A script's interpreter runs with the arguments Linux gives it
 * (execve(2)): argv[0] gives way to the interpreter, its argument if
 * the "#!" line has one, and the script's path; argv[1]... follow.
 */
static long push_script_args(struct linux_binprm *b, const char *interp,
			     const char *arg, const char *script)
{
	size_t old0 = b->argc ? strlen(b->strings) + 1 : 0;
	size_t ilen = strlen(interp) + 1, alen = arg ? strlen(arg) + 1 : 0;
	size_t slen = strlen(script) + 1, add = ilen + alen + slen;
	int words = (arg ? 3 : 2) - (b->argc ? 1 : 0);
	long err;

	b->ptrs += words * sizeof(u32);
	if (b->len - old0 + add > ARG_MAX - min((size_t)ARG_MAX, b->ptrs))
		return -E2BIG;
	while (b->cap < b->len - old0 + add) {
		err = grow_strings(b);
		if (err)
			return err;
	}
	memmove(b->strings + add, b->strings + old0, b->len - old0);
	memcpy(b->strings, interp, ilen);
	if (arg)
		memcpy(b->strings + ilen, arg, alen);
	memcpy(b->strings + ilen + alen, script, slen);
	b->len = b->len - old0 + add;
	b->argc += words;
	return 0;
}

/*
 * Is the file at path a script?  0 if not; else its "#!" line into
 * line (script_parse(): *interp, *arg) and 1; or the errno, for a file
 * the caller may not execute too.
 */
static long read_script_line(const char *path, char *line,
			     const char **interp, const char **arg)
{
	struct dentry *d = exec_lookup(path);
	size_t n;
	long err;

	if (IS_ERR(d))
		return PTR_ERR(d);
	err = may_exec(d->d_inode);
	if (!err) {
		n = filemap_read(d->d_inode, 0, line, BINPRM_BUF_SIZE - 1);
		err = script_parse(line, n, n < BINPRM_BUF_SIZE - 1 ||
				   d->d_inode->size == n, interp, arg);
	}
	dput(d);
	return err;
}

/* Linux's limit on interpreters that are scripts themselves */
#define MAX_SCRIPT_DEPTH	4

/*
 * The program to load for path, into file: path itself, or, for a
 * script, its interpreter, with the arguments changed to match; an
 * interpreter may be a script too, MAX_SCRIPT_DEPTH deep (then ELOOP).
 */
static long find_program(struct linux_binprm *b, const char *path,
			 char *file)
{
	char line[BINPRM_BUF_SIZE];
	const char *interp, *arg;
	long err;
	int depth;

	strlcpy(file, path, BINPRM_BUF_SIZE);
	for (depth = 0; depth <= MAX_SCRIPT_DEPTH; depth++) {
		err = read_script_line(file, line, &interp, &arg);
		if (err <= 0)
			return err;
		err = push_script_args(b, interp, arg, file);
		if (err)
			return err;
		strlcpy(file, interp, BINPRM_BUF_SIZE);
	}
	return -ELOOP;
}

/*
 * The new program's areas and stack into b->mm; *sp: its stack pointer.
 * No other task can reach the new memory yet; its mmap_lock is held
 * for writing all the same, as Linux's loader holds it, so that every
 * change to areas is made under it (include/linux/mmap_lock.h).  The
 * old memory, which copy_strings() read, is not touched here.
 */
static long build_mm(struct linux_binprm *b, unsigned long *sp)
{
	long n;

	mmap_write_lock(b->mm);
	n = load_elf(b);
	if (!n && !(*sp = setup_stack(b)))
		n = -ENOMEM;
	mmap_write_unlock(b->mm);
	return n;
}

static long exec_image(struct linux_binprm *b, const char *path,
		       const char *const *argv, const char *const *envp)
{
	struct files_struct *displaced = NULL;
	char file[BINPRM_BUF_SIZE];
	unsigned long sp = 0;
	long n = copy_strings(b, argv);

	if (n < 0)
		return n;
	if (!n) {	/* an empty argv gets "" as argv[0], as Linux 5.18
			 * on adds it (execve(2) NOTES, CVE-2021-4034) */
		b->strings[b->len++] = '\0';
		b->ptrs += sizeof(u32);
		n = 1;
	}
	b->argc = (int)n;
	n = copy_strings(b, envp);
	if (n < 0)
		return n;
	b->envc = (int)n;
	n = find_program(b, path, file);
	if (!n)
		n = prepare_binprm(b, file);
	if (!n)
		n = build_mm(b, &sp);
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
	exec_keys(current);
	if (displaced)
		put_files(displaced);
	/* a tracer hears of it: PTRACE_EVENT_EXEC, or SIGTRAP */
	ptrace_event(PTRACE_EVENT_EXEC, (unsigned long)current->pid);
	return 0;
}

long do_execve(const char *path, const char *const *argv,
	       const char *const *envp, bool kernel)
{
	struct linux_binprm b = { .kernel = kernel, .filename = path };
	long ret;

	b.cap = ARG_FIRST;
	b.strings = vmalloc(b.cap);
	if (!b.strings)
		return -ENOMEM;
	ret = exec_image(&b, path, argv, envp);
	dput(b.exe.dentry);
	dput(b.interp.dentry);
	vunmap(b.exe.mapped);
	vunmap(b.interp.mapped);
	vfree(b.exe.copy);
	vfree(b.interp.copy);
	vfree(b.strings);
	return ret;
}

long sys_execve(const char __user *upath, const char *const __user *argv,
		const char *const __user *envp)
{
	long err;
	char *path = getname_alloc(upath, &err);

	if (path)
		err = do_execve(path, argv, envp, false);
	__putname(path);
	return err;
}
