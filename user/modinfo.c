// SPDX-License-Identifier: GPL-2.0
/*
 * user/modinfo.c - modinfo FILE: the "tag=value" strings of a module's
 * .modinfo section, found through the ELF section headers (ELF gABI,
 * "Sections") without loading anything, printed as module-init-tools'
 * modinfo prints them: "tag:" padded to 16 columns, then the value.
 * Parameters come last, one line each from "parm=NAME:DESC" and
 * "parmtype=NAME:TYPE", as kmod's modinfo joins them: "NAME:DESC (TYPE)".
 */
#include "libc.h"
#include "linux/elf.h"

static const char *const tags[] = {
	"license", "author", "description", "depends", "vermagic",
};

/* The .modinfo section's bytes, or NULL with *why set */
static const char *find_modinfo(const char *img, size_t len, size_t *size,
				const char **why)
{
	const Elf32_Ehdr *eh = (const Elf32_Ehdr *)img;
	const Elf32_Shdr *sh;
	const char *names;
	int i;

	*why = "not an ELF32 relocatable file";
	if (len < sizeof(*eh) || memcmp(eh->e_ident, ELFMAG, SELFMAG) ||
	    eh->e_ident[EI_CLASS] != ELFCLASS32 || eh->e_type != ET_REL ||
	    eh->e_shentsize != sizeof(*sh) || eh->e_shoff > len ||
	    (len - eh->e_shoff) / sizeof(*sh) < eh->e_shnum ||
	    eh->e_shstrndx >= eh->e_shnum)
		return NULL;
	sh = (const Elf32_Shdr *)(img + eh->e_shoff);
	*why = "section headers out of the file";
	for (i = 0; i < eh->e_shnum; i++)
		if (sh[i].sh_offset > len || len - sh[i].sh_offset < sh[i].sh_size)
			return NULL;
	names = img + sh[eh->e_shstrndx].sh_offset;
	*why = "no .modinfo section";
	for (i = 0; i < eh->e_shnum; i++)
		if (sh[i].sh_name < sh[eh->e_shstrndx].sh_size &&
		    !strcmp(names + sh[i].sh_name, ".modinfo")) {
			*size = sh[i].sh_size;
			return img + sh[i].sh_offset;
		}
	return NULL;
}

static void print_tag(const char *info, size_t size, const char *tag)
{
	size_t off, tlen = strlen(tag);
	char label[20];

	snprintf(label, sizeof(label), "%s:", tag);
	for (off = 0; off < size; off += strnlen(info + off, size - off) + 1)
		if (!strncmp(info + off, tag, tlen) && info[off + tlen] == '=')
			printf("%-16s%.*s\n", label,
			       (int)strnlen(info + off + tlen + 1,
					    size - off - tlen - 1),
			       info + off + tlen + 1);
}

/* The value of the record "tag=NAME:..." for NAME (len chars), or NULL */
static const char *param_record(const char *info, size_t size, const char *tag,
				const char *name, size_t len)
{
	size_t off, tlen = strlen(tag);

	for (off = 0; off < size; off += strnlen(info + off, size - off) + 1) {
		const char *v = info + off + tlen + 1;

		if (!strncmp(info + off, tag, tlen) && info[off + tlen] == '=' &&
		    !strncmp(v, name, len) && v[len] == ':')
			return v + len + 1;
	}
	return NULL;
}

/* One line per parameter, in the order of its first record */
static void print_params(const char *info, size_t size)
{
	size_t off;

	for (off = 0; off < size; off += strnlen(info + off, size - off) + 1) {
		const char *rec = info + off, *name, *desc, *type;
		size_t len;

		if (strncmp(rec, "parm=", 5) && strncmp(rec, "parmtype=", 9))
			continue;
		name = strchr(rec, '=') + 1;
		len = strcspn(name, ":");
		if (!name[len] || param_record(info, off, "parm", name, len) ||
		    param_record(info, off, "parmtype", name, len))
			continue;	/* malformed, or printed already */
		desc = param_record(info, size, "parm", name, len);
		type = param_record(info, size, "parmtype", name, len);
		if (desc && type)
			printf("%-16s%.*s:%s (%s)\n", "parm:", (int)len, name,
			       desc, type);
		else
			printf("%-16s%.*s:%s\n", "parm:", (int)len, name,
			       desc ? desc : type);
	}
}

int main(int argc, char **argv)
{
	const char *info, *why;
	size_t len, size, i;
	char *img;

	if (argc != 2) {
		dprintf(2, "usage: modinfo FILE\n");
		return 1;
	}
	img = read_file(argv[1], &len);
	if (!img) {
		dprintf(2, "modinfo: %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	info = find_modinfo(img, len, &size, &why);
	if (!info) {
		dprintf(2, "modinfo: %s: %s\n", argv[1], why);
		return 1;
	}
	printf("%-16s%s\n", "filename:", argv[1]);
	for (i = 0; i < ARRAY_SIZE(tags); i++)
		print_tag(info, size, tags[i]);
	print_params(info, size);
	return 0;
}
