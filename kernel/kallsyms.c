// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/kallsyms.c - the kernel's own symbol table, put to use.
 *
 * The table (kernel/kallsyms_table.c decodes it; docs/kallsyms.md describes
 * it) was appended to the image by the second link, between
 * __start___kallsyms and __stop___kallsyms.  A kernel built with
 * KALLSYMS=n has an empty section there: it still resolves what it can
 * through the exported symbols (__ksymtab), as Linux 2.5 did, and says
 * [unresolved] otherwise.  Module addresses are resolved through each
 * module's own symbol table (kernel/module/main.c).
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/kallsyms.h"
#include "linux/module.h"
#include "linux/seq_buf.h"

extern const char __start___kallsyms[], __stop___kallsyms[];
extern char _text[], _etext[], _sinittext[], _einittext[];

static struct ksym_table table;
static bool have_table;
static bool init_text_freed;

bool kallsyms_available(void)
{
	return have_table;
}

bool kernel_text_address(unsigned long addr)
{
	if (addr >= (unsigned long)_text && addr < (unsigned long)_etext)
		return true;
	if (!init_text_freed && addr >= (unsigned long)_sinittext &&
	    addr < (unsigned long)_einittext)
		return true;
	return module_text_address(addr);
}

/* Without the table: the nearest export below a kernel text address. */
static const char *export_lookup(unsigned long addr, unsigned long *size,
				 unsigned long *offset, char *namebuf)
{
	const struct kernel_symbol *s;

	if (addr < (unsigned long)_text || addr >= (unsigned long)_etext)
		return NULL;
	s = kernel_export_below(addr);
	if (!s)
		return NULL;
	*size = 0;		/* unknown: exports carry no size */
	*offset = addr - s->value;
	strlcpy(namebuf, s->name, KSYM_NAME_LEN);
	return namebuf;
}

const char *kallsyms_lookup(unsigned long addr, unsigned long *symbolsize,
			    unsigned long *offset, const char **modname,
			    char *namebuf)
{
	long i;

	*modname = "kernel";
	if (have_table) {
		i = ksym_lookup_addr(&table, addr);
		if (i >= 0) {
			ksym_name(&table, (u32)i, namebuf, KSYM_NAME_LEN);
			*symbolsize = ksym_size(&table, (u32)i);
			*offset = addr - ksym_addr(&table, (u32)i);
			return namebuf;
		}
	}
	if (module_address_lookup(addr, symbolsize, offset, modname, namebuf))
		return namebuf;
	*modname = "kernel";
	return have_table ? NULL : export_lookup(addr, symbolsize, offset,
						 namebuf);
}
EXPORT_SYMBOL_GPL(kallsyms_lookup);

unsigned long kallsyms_lookup_name(const char *name)
{
	const struct kernel_symbol *s;
	long i;

	if (have_table) {
		i = ksym_lookup_name(&table, name);
		if (i >= 0)
			return ksym_addr(&table, (u32)i);
	}
	s = find_kernel_export(name);
	return s ? s->value : module_kallsyms_lookup_name(name);
}
EXPORT_SYMBOL_GPL(kallsyms_lookup_name);

/* The symbol's words of the oops into buf (SYMBOL_TEXT_LEN bytes). */
#define SYMBOL_TEXT_LEN	(KSYM_NAME_LEN + MODULE_NAME_LEN + 16)

static int symbol_text(char *buf, unsigned long addr)
{
	char name[KSYM_NAME_LEN];
	unsigned long size, offset;
	const char *modname;

	if (!kallsyms_lookup(addr, &size, &offset, &modname, name)) {
		strcpy(buf, "[unresolved]");
		return -ESRCH;
	}
	snprintf(buf, SYMBOL_TEXT_LEN, "%s [%s] 0x%lx", name, modname, offset);
	return 0;
}

/* 2.5's format, as in "EIP is at sys_gettimeofday [kernel] 0x84". */
int print_symbol(const char *fmt, unsigned long addr)
{
	char buf[SYMBOL_TEXT_LEN];
	int err = symbol_text(buf, addr);

	printk(fmt, buf);
	return err;
}
EXPORT_SYMBOL(print_symbol);

/* "... 0x84 (kernel/time.c:120)" with oops_lineinfo=1 (kernel/lineinfo.c) */
int print_oops_symbol(const char *fmt, unsigned long addr,
		      unsigned long line_addr)
{
	char buf[SYMBOL_TEXT_LEN + LINEINFO_SUFFIX_LEN];
	int err = symbol_text(buf, addr);

	if (!err)
		sprint_lineinfo(buf + strlen(buf), LINEINFO_SUFFIX_LEN,
				line_addr);
	printk(fmt, buf);
	return err;
}

/*
 * Linux's "%pS" form into buffer (KSYM_SYMBOL_LEN bytes): "name+0xoff/
 * 0xsize" ("%ps": the name alone), and " [module]" for a module's; the
 * bare address when no symbol holds it.  Its length.
 */
static int symbol_form(char *buffer, unsigned long address, bool offsets)
{
	char name[KSYM_NAME_LEN];
	unsigned long size, offset;
	const char *modname;
	int n;

	if (!kallsyms_lookup(address, &size, &offset, &modname, name))
		return sprintf(buffer, "0x%lx", address);
	n = sprintf(buffer, "%s", name);
	if (offsets)
		n += sprintf(buffer + n, "+%#lx/%#lx", offset, size);
	if (strcmp(modname, "kernel"))
		n += sprintf(buffer + n, " [%s]", modname);
	return n;
}

int sprint_symbol(char *buffer, unsigned long address)
{
	return symbol_form(buffer, address, true);
}
EXPORT_SYMBOL_GPL(sprint_symbol);

int sprint_symbol_no_offset(char *buffer, unsigned long address)
{
	return symbol_form(buffer, address, false);
}
EXPORT_SYMBOL_GPL(sprint_symbol_no_offset);

/*
 * Kernel addresses are for CAP_SYSLOG only: Linux's kallsyms_show_value()
 * with kptr_restrict 0 and perf_event_paranoid above 1, as Debian boots
 * (proc(5) /proc/sys/kernel/kptr_restrict), shows anyone else zeros, so
 * that an exploit learns no address to aim at.  Asked of whoever opens
 * the file, whose snapshot is rendered then (fs/open.c); oopses print
 * their addresses to the log, which is root's (dmesg_restrict).
 */
bool kallsyms_show_value(void)
{
	return capable(CAP_SYSLOG);
}

/* /proc/kallsyms: "c0100000 T startup_32", then module symbols. */
static size_t proc_kallsyms_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	char name[KSYM_NAME_LEN];
	bool show = kallsyms_show_value();
	u32 i;

	(void)priv;
	for (i = 0; have_table && i < ksym_count(&table); i++) {
		ksym_name(&table, i, name, sizeof(name));
		seq_printf(&s, "%08x %c %s\n", show ? ksym_addr(&table, i) : 0,
			   ksym_type(&table, i), name);
	}
	module_kallsyms_show(&s);
	return s.len;
}

/* After free_initmem(): init text addresses are no longer code. */
void kallsyms_init_freed(void)
{
	init_text_freed = true;
}

void __init kallsyms_init(void)
{
	have_table = !ksym_table_init(&table, __start___kallsyms,
				      __stop___kallsyms - __start___kallsyms);
	if (have_table)
		printk(KERN_INFO "kallsyms: %u symbols\n", ksym_count(&table));
	else
		printk(KERN_INFO "kallsyms: no symbol table (KALLSYMS=n): "
		       "resolving through exported symbols only\n");
	fs_create_gen("proc/kallsyms", proc_kallsyms_show, NULL);
	lineinfo_kernel_init();
}
