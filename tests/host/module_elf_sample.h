/* SPDX-License-Identifier: GPL-2.0 */
/* What the units of the sample module share; see module_elf_sample_a.c. */
#ifndef _MODULE_ELF_SAMPLE_H
#define _MODULE_ELF_SAMPLE_H

#define SAMPLE_NAME_LEN 56

/* Stands in for struct module: a name and the init and exit hooks. */
struct sample_module {
	char name[SAMPLE_NAME_LEN];
	int (*init)(void);
	void (*exit)(void);
};

/* One "tag=value" string in .modinfo, as MODULE_INFO() makes it. */
#define SAMPLE_MODINFO(id, text)                \
	static const char sample_modinfo_##id[] \
		__attribute__((section(".modinfo"), used, aligned(1))) = text

int sample_classify(int x);
const char *sample_name(unsigned int i);
int sample_b_helper(int x);
int sample_b_setup(void);
extern const unsigned char narrow_data[];

#endif /* _MODULE_ELF_SAMPLE_H */
