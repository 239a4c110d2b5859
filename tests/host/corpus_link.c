// SPDX-License-Identifier: GPL-2.0
/*
 * tests/host/corpus_link.c - the module linker (kernel/module/check.c,
 * kernel/module/elf.c, arch/i386/kernel/module.c) run on real Linux
 * modules, with GNU ld as the oracle.  tests/host/corpus.py drives it
 * over Debian's i386 kernel package (scripts/fetch-corpus.sh).
 *
 *	corpus_link WORKDIR KO...		link and compare each KO
 *	corpus_link --skew WORKDIR KO...	the same, ld told wrong values
 *	corpus_link --time REPEATS KO...	time the link of each KO
 *
 * For each module, as the kernel's loader does: elf_validity_check(),
 * layout_sections(), move_module() (core at CORE_ADDR, init after it);
 * then prove that the layout gave every loaded section a place of its
 * own inside its region at its alignment; simplify_symbols(), every
 * undefined symbol at a made-up address, and apply_relocations().  Then GNU ld
 *links the same object with a linker script that puts every loaded section at
 *the address our layout chose and defines every undefined symbol at the address
 *we gave it; both regions, padding included, must come out byte for byte the
 *same.  With --skew, ld is told every undefined symbol 4 bytes off the value
 *simplify_symbols() gave it: every module relocated against one must then
 *mismatch, or the comparison proves nothing.
 *
 * One line a module on stdout, read by corpus.py:
 *	ok KO sections N relocations N undefined N
 *	malformed KO STAGE: MESSAGE		our loader refused it
 *	layout KO MESSAGE			a section without a proper place
 *	mismatch KO MESSAGE			ld's bytes differ from ours
 *	oracle KO MESSAGE			ld could not be run
 * or, with --time, "time KO relocations N ns N" (the fastest of
 * REPEATS runs of the whole pipeline, file copy excluded).
 */
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

#include "kernel/module/internal.h"
#include "linux/string.h"

/* Where modules run in oops386 (mm/vmalloc.c's module area). */
#define CORE_ADDR 0xd0800000u
/* The init region starts this far past the end of core, page aligned. */
#define REGION_GAP 0x1000u
/* Undefined symbol number i is at EXPORT_BASE + i * EXPORT_STRIDE. */
#define EXPORT_BASE 0xc1000000u
#define EXPORT_STRIDE 16u
#define SKEW 4u
#define PATHLEN 4096

/* One module, linked by our code. */
struct corpus_run {
	const char *path;
	u8 *file; /* the file as read, never written */
	size_t len;
	struct load_info info;
	u8 *image; /* the loader's private copy */
	u8 *core, *init;
	u32 init_addr;
	u32 skew; /* added to what ld is told of each symbol */
	unsigned int relocations, undefined;
	const char *stage; /* the step that refused */
};

static void *read_whole_file(const char *path, size_t *len)
{
	struct stat st;
	u8 *buf = NULL;
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return NULL;
	if (!fstat(fd, &st) && st.st_size > 0) {
		buf = malloc(st.st_size);
		if (buf && read(fd, buf, st.st_size) != st.st_size) {
			free(buf);
			buf = NULL;
		}
		*len = st.st_size;
	}
	close(fd);
	return buf;
}

static u32 round_up(u32 v, u32 align)
{
	return (v + align - 1) & ~(align - 1);
}

/*
 * Every undefined symbol is "exported", at an address of its own:
 * simplify_symbols() asks once per symbol table entry, and a .ko has
 * one entry per name.
 */
static int made_up_resolve(void *ctx, const char *name __attribute__((unused)),
			   u32 *value)
{
	struct corpus_run *run = ctx;

	*value = EXPORT_BASE + EXPORT_STRIDE * run->undefined++;
	return 0;
}

/* Note which step runs, for the message if it refuses. */
static bool stage(struct corpus_run *run, const char *name)
{
	run->stage = name;
	return true;
}

/* Memory for both regions, placed one after the other. */
static int place_regions(struct corpus_run *run)
{
	struct load_info *info = &run->info;

	run->init_addr =
		round_up(CORE_ADDR + info->core_size, REGION_GAP) + REGION_GAP;
	run->init_addr = round_up(run->init_addr, info->init_align);
	run->core = realloc(run->core, info->core_size + 1);
	run->init = realloc(run->init, info->init_size + 1);
	info->core_mem = run->core;
	info->core_addr = CORE_ADDR;
	info->init_mem = run->init;
	info->init_addr = run->init_addr;
	return move_module(info);
}

/* The kernel's pipeline on a fresh copy of the file; false if refused. */
static bool link_module(struct corpus_run *run)
{
	struct load_info *info = &run->info;

	memcpy(run->image, run->file, run->len);
	run->undefined = 0;
	return stage(run, "elf_validity_check") &&
	       !elf_validity_check(info, run->image, run->len) &&
	       stage(run, "layout_sections") && !layout_sections(info) &&
	       stage(run, "move_module") && !place_regions(run) &&
	       stage(run, "simplify_symbols") &&
	       !simplify_symbols(info, made_up_resolve, run) &&
	       stage(run, "apply_relocations") && !apply_relocations(info);
}

static bool loaded(const struct corpus_run *run, unsigned int i)
{
	return elf_module_section_loaded(&run->info, i);
}

/* The relocations the loader applies: those of loaded sections. */
static unsigned int count_relocations(const struct corpus_run *run)
{
	const struct load_info *info = &run->info;
	unsigned int i, n = 0;

	for (i = 1; i < info->shnum; i++)
		if (info->sechdrs[i].sh_type == SHT_REL &&
		    loaded(run, info->sechdrs[i].sh_info))
			n += info->sechdrs[i].sh_size / sizeof(Elf32_Rel);
	return n;
}

/* ------------------------------------------------------------------ */
/* The layout, checked on its own terms                               */
/* ------------------------------------------------------------------ */

/*
 * Section i's bytes in its region: the region is marked byte by byte
 * in owner[], so a second section on the same byte is found.  Returns
 * false and says why if the place is not a proper one.
 */
static bool claim_place(const struct corpus_run *run, unsigned int i,
			u32 *core_owner, u32 *init_owner)
{
	const Elf32_Shdr *s = &run->info.sechdrs[i];
	bool init = elf_module_section_is_init(&run->info, i);
	u32 base = init ? run->init_addr : CORE_ADDR;
	u32 size = init ? run->info.init_size : run->info.core_size;
	u32 *owner = init ? init_owner : core_owner;
	u32 off = s->sh_addr - base, k;
	const char *name = elf_module_section_name(&run->info, i);

	if (s->sh_addr < base || off > size || s->sh_size > size - off) {
		printf("layout %s %s at 0x%x+0x%x is outside its region\n",
		       run->path, name, s->sh_addr, s->sh_size);
		return false;
	}
	if (s->sh_addralign > 1 && s->sh_addr % s->sh_addralign) {
		printf("layout %s %s at 0x%x is not aligned to %u\n", run->path,
		       name, s->sh_addr, s->sh_addralign);
		return false;
	}
	for (k = off; k < off + s->sh_size; k++) {
		if (owner[k]) {
			printf("layout %s %s overlaps section %u\n", run->path,
			       name, owner[k]);
			return false;
		}
		owner[k] = i;
	}
	return true;
}

/* Every SHF_ALLOC section but .modinfo has a place of its own. */
static bool layout_is_sound(const struct corpus_run *run)
{
	const struct load_info *info = &run->info;
	u32 *core_owner = calloc(info->core_size + 1, sizeof(u32));
	u32 *init_owner = calloc(info->init_size + 1, sizeof(u32));
	const Elf32_Shdr *file_sh;
	unsigned int i;
	bool ok = true;

	file_sh = (const Elf32_Shdr *)(run->file + info->hdr->e_shoff);
	for (i = 1; i < info->shnum && ok; i++) {
		if (!(file_sh[i].sh_flags & SHF_ALLOC) ||
		    i == info->modinfo_index)
			continue;
		if (!loaded(run, i)) {
			printf("layout %s %s is SHF_ALLOC but not loaded\n",
			       run->path, elf_module_section_name(info, i));
			ok = false;
		} else {
			ok = claim_place(run, i, core_owner, init_owner);
		}
	}
	free(core_owner);
	free(init_owner);
	return ok;
}

/* ------------------------------------------------------------------ */
/* GNU ld's link of the same object                                   */
/* ------------------------------------------------------------------ */

/* The oracle's files for one module, in the worker's directory. */
struct oracle_files {
	char object[PATHLEN], script[PATHLEN], output[PATHLEN], log[PATHLEN];
};

/*
 * Loaded section i is called ".k<i>" in the oracle's input: a name ld
 * gives no meaning to (unlike .gnu.linkonce.*, .note.gnu.property or
 * .eh_frame, which ld treats specially) and that no two sections share.
 */
static int oracle_name(char *buf, size_t size, unsigned int i)
{
	return snprintf(buf, size, ".k%u", i);
}

/*
 * The object as our loader sees it.  Loaded sections get their .k<i>
 * names from a new section name table appended to the file; merge
 * sections lose SHF_MERGE, since our loader copies them as they are and
 * ld would merge their entries anew; .modinfo loses SHF_ALLOC, since
 * our loader never loads it.
 */
static bool write_oracle_object(const struct corpus_run *run, FILE *f)
{
	const struct load_info *info = &run->info;
	Elf32_Ehdr hdr = *(const Elf32_Ehdr *)run->file;
	Elf32_Shdr *sh = malloc(info->shnum * sizeof(*sh));
	Elf32_Shdr *names = &sh[hdr.e_shstrndx];
	u32 pos = round_up(run->len, 4);
	char name[16];
	unsigned int i;
	bool ok;

	memcpy(sh, run->file + hdr.e_shoff, info->shnum * sizeof(*sh));
	ok = fwrite(run->file, 1, run->len, f) == run->len &&
	     !fseek(f, pos, SEEK_SET) &&
	     fwrite(info->secstrings, 1, names->sh_size, f) == names->sh_size;
	names->sh_offset = pos;
	pos += names->sh_size;
	for (i = 1; i < info->shnum && ok; i++) {
		sh[i].sh_flags &= ~(SHF_MERGE | SHF_STRINGS);
		if (i == info->modinfo_index)
			sh[i].sh_flags &= ~SHF_ALLOC;
		if (!loaded(run, i))
			continue;
		sh[i].sh_name = pos - names->sh_offset;
		oracle_name(name, sizeof(name), i);
		ok = fwrite(name, 1, strlen(name) + 1, f) == strlen(name) + 1;
		pos += strlen(name) + 1;
	}
	names->sh_size = pos - names->sh_offset;
	hdr.e_shoff = round_up(pos, 4);
	ok = ok && !fseek(f, hdr.e_shoff, SEEK_SET) &&
	     fwrite(sh, sizeof(*sh), info->shnum, f) == info->shnum &&
	     !fseek(f, 0, SEEK_SET) && fwrite(&hdr, sizeof(hdr), 1, f) == 1;
	free(sh);
	return ok;
}

/*
 * Every undefined symbol at the value simplify_symbols() gave it, every loaded
 * section in an output section of its own at our address.  Names are
 * quoted: compilers make local names such as "foo.constprop.0".
 */
static bool write_oracle_script(const struct corpus_run *run, FILE *f)
{
	const struct load_info *info = &run->info;
	const Elf32_Sym *file_syms;
	char name[16];
	unsigned int i;

	file_syms =
		(const Elf32_Sym *)(run->file +
				    info->sechdrs[info->symindex].sh_offset);
	for (i = 1; i < info->nsyms; i++)
		if (file_syms[i].st_shndx == SHN_UNDEF)
			fprintf(f, "\"%s\" = 0x%x;\n",
				elf_module_symbol_name(info, &file_syms[i]),
				info->syms[i].st_value + run->skew);
	fprintf(f, "SECTIONS {\n");
	for (i = 1; i < info->shnum; i++) {
		if (!loaded(run, i))
			continue;
		oracle_name(name, sizeof(name), i);
		fprintf(f, "  %s 0x%x : { *(%s) }\n", name,
			info->sechdrs[i].sh_addr, name);
	}
	return fprintf(f, "}\n") > 0;
}

static bool write_with(const char *path, const struct corpus_run *run,
		       bool (*writer)(const struct corpus_run *, FILE *))
{
	FILE *f = fopen(path, "wb");
	bool ok;

	if (!f)
		return false;
	ok = writer(run, f);
	return !fclose(f) && ok;
}

/*
 * ld, with its messages in files->log; true if it succeeded.  Started
 * with posix_spawn, which does not copy this process's page tables as
 * fork would: under ASan they map terabytes of shadow memory.
 */
static bool run_ld(const struct oracle_files *files)
{
	char *argv[] = {"ld",
			"-m",
			"elf_i386",
			"--build-id=none",
			"-e",
			"0",
			"--no-warn-rwx-segments",
			"-T",
			(char *)files->script,
			"-o",
			(char *)files->output,
			(char *)files->object,
			NULL};
	posix_spawn_file_actions_t actions;
	int status, ret;
	pid_t pid;

	posix_spawn_file_actions_init(&actions);
	posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, files->log,
					 O_WRONLY | O_CREAT | O_TRUNC, 0644);
	posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO,
					 STDERR_FILENO);
	ret = posix_spawnp(&pid, "ld", &actions, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&actions);
	return !ret && waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
	       WEXITSTATUS(status) == 0;
}

/* The two regions as ld laid them out. */
struct ld_image {
	u8 *core, *init;
};

/*
 * Copy one allocated output section of ld's executable into the region
 * holding its address.  Every one must lie inside a region.
 */
static bool copy_ld_section(const struct corpus_run *run,
			    const struct ld_image *img, const u8 *elf,
			    size_t elf_len, const Elf32_Shdr *s)
{
	u32 bases[2] = {CORE_ADDR, run->init_addr};
	u32 sizes[2] = {run->info.core_size, run->info.init_size};
	u8 *mems[2] = {img->core, img->init};
	unsigned int r;

	for (r = 0; r < 2; r++) {
		u32 off = s->sh_addr - bases[r];

		if (s->sh_addr < bases[r] || off > sizes[r] ||
		    s->sh_size > sizes[r] - off)
			continue;
		if (s->sh_type == SHT_NOBITS)
			return true;
		if (s->sh_offset > elf_len ||
		    s->sh_size > elf_len - s->sh_offset)
			return false;
		memcpy(mems[r] + off, elf + s->sh_offset, s->sh_size);
		return true;
	}
	printf("mismatch %s ld put 0x%x bytes at 0x%x, outside both regions\n",
	       run->path, s->sh_size, s->sh_addr);
	return false;
}

static bool read_ld_image(const struct corpus_run *run, const char *path,
			  struct ld_image *img)
{
	size_t len;
	u8 *elf = read_whole_file(path, &len);
	const Elf32_Ehdr *hdr = (const Elf32_Ehdr *)elf;
	const Elf32_Shdr *sh;
	unsigned int i;
	bool ok;

	ok = elf && len >= sizeof(*hdr) && hdr->e_shoff <= len &&
	     hdr->e_shnum * sizeof(*sh) <= len - hdr->e_shoff;
	if (!ok) {
		printf("oracle %s ld's output %s is unreadable\n", run->path,
		       path);
		free(elf);
		return false;
	}
	sh = (const Elf32_Shdr *)(elf + hdr->e_shoff);
	for (i = 1; i < hdr->e_shnum && ok; i++)
		if ((sh[i].sh_flags & SHF_ALLOC) && sh[i].sh_size)
			ok = copy_ld_section(run, img, elf, len, &sh[i]);
	free(elf);
	return ok;
}

/* The loaded section holding region byte off, for messages. */
static const char *section_at(const struct corpus_run *run, bool init, u32 off,
			      u32 *sec_off)
{
	const struct load_info *info = &run->info;
	u32 addr = (init ? run->init_addr : CORE_ADDR) + off;
	unsigned int i;

	for (i = 1; i < info->shnum; i++) {
		const Elf32_Shdr *s = &info->sechdrs[i];

		if (loaded(run, i) && addr >= s->sh_addr &&
		    addr - s->sh_addr < s->sh_size) {
			*sec_off = addr - s->sh_addr;
			return elf_module_section_name(info, i);
		}
	}
	*sec_off = off;
	return init ? "(init padding)" : "(core padding)";
}

/* Compare one region; report the first differing byte. */
static bool same_region(const struct corpus_run *run, bool init, const u8 *ours,
			const u8 *theirs, u32 size)
{
	const char *where;
	u32 k, sec_off;

	for (k = 0; k < size && ours[k] == theirs[k]; k++)
		;
	if (k == size)
		return true;
	where = section_at(run, init, k, &sec_off);
	printf("mismatch %s %s+0x%x: ours 0x%02x, ld 0x%02x\n", run->path,
	       where, sec_off, ours[k], theirs[k]);
	return false;
}

static void oracle_paths(struct oracle_files *files, const char *dir)
{
	snprintf(files->object, PATHLEN, "%s/module.o", dir);
	snprintf(files->script, PATHLEN, "%s/module.lds", dir);
	snprintf(files->output, PATHLEN, "%s/module.elf", dir);
	snprintf(files->log, PATHLEN, "%s/ld.log", dir);
}

/* GNU ld's link of the module at our addresses equals ours. */
static bool matches_ld(const struct corpus_run *run, const char *dir)
{
	struct oracle_files files;
	struct ld_image img;
	bool ok;

	oracle_paths(&files, dir);
	if (!write_with(files.object, run, write_oracle_object) ||
	    !write_with(files.script, run, write_oracle_script) ||
	    !run_ld(&files)) {
		printf("oracle %s ld failed: see %s\n", run->path, files.log);
		return false;
	}
	img.core = calloc(1, run->info.core_size + 1);
	img.init = calloc(1, run->info.init_size + 1);
	ok = read_ld_image(run, files.output, &img) &&
	     same_region(run, false, run->core, img.core,
			 run->info.core_size) &&
	     same_region(run, true, run->init, img.init, run->info.init_size);
	free(img.core);
	free(img.init);
	return ok;
}

static unsigned int count_loaded(const struct corpus_run *run)
{
	unsigned int i, n = 0;

	for (i = 1; i < run->info.shnum; i++)
		n += loaded(run, i);
	return n;
}

/* Link one module and hold it against ld; prints its line. */
static void compare_one(struct corpus_run *run, const char *dir)
{
	if (!link_module(run)) {
		printf("malformed %s %s: %s\n", run->path, run->stage,
		       run->info.err);
		return;
	}
	run->relocations = count_relocations(run);
	if (!layout_is_sound(run) || !matches_ld(run, dir))
		return;
	printf("ok %s sections %u relocations %u undefined %u\n", run->path,
	       count_loaded(run), run->relocations, run->undefined);
}

static u64 now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (u64)ts.tv_sec * 1000000000u + ts.tv_nsec;
}

/* The fastest of repeats loads: the least disturbed by the machine. */
static void time_one(struct corpus_run *run, unsigned int repeats)
{
	u64 best = ~0ull, start, t;
	unsigned int r;

	for (r = 0; r < repeats; r++) {
		start = now_ns();
		if (!link_module(run)) {
			printf("malformed %s %s: %s\n", run->path, run->stage,
			       run->info.err);
			return;
		}
		t = now_ns() - start;
		if (t < best)
			best = t;
	}
	printf("time %s relocations %u ns %llu\n", run->path,
	       count_relocations(run), (unsigned long long)best);
}

int main(int argc, char **argv)
{
	unsigned int repeats = 0;
	const char *dir = NULL;
	u32 skew = 0;
	int i = 1;

	if (argc > 2 && !strcmp(argv[1], "--time"))
		repeats = atoi(argv[2]);
	else if (argc > 2 && !strcmp(argv[1], "--skew"))
		skew = SKEW;
	i += repeats || skew;
	if (!repeats && i < argc)
		dir = argv[i];
	if (i + 1 >= argc || (!dir && !repeats)) {
		fprintf(stderr,
			"usage: %s [--skew] WORKDIR KO... | "
			"--time N KO...\n",
			argv[0]);
		return 2;
	}
	for (i++; i < argc; i++) {
		struct corpus_run run = {.path = argv[i], .skew = skew};

		run.file = read_whole_file(argv[i], &run.len);
		run.image = malloc(run.len + 1);
		if (!run.file)
			printf("malformed %s read: %s\n", argv[i],
			       strerror(errno));
		else if (repeats)
			time_one(&run, repeats);
		else
			compare_one(&run, dir);
		fflush(stdout);
		free(run.file);
		free(run.image);
		free(run.core);
		free(run.init);
	}
	return 0;
}
