// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/ksyms.c - exports of code that cannot say EXPORT_SYMBOL itself:
 * lib/ is "pure" code that also builds for the host, so its exports are
 * listed here (Linux 2.5 kept most of its exports in a file of this
 * name).  Kernel files export their own functions next to them.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/moduleparam.h"
#include "linux/string.h"
#include "linux/seq_buf.h"
#include "linux/smp_lock.h"

EXPORT_SYMBOL(memcpy);
EXPORT_SYMBOL(memmove);
EXPORT_SYMBOL(memset);
EXPORT_SYMBOL(memset16);
EXPORT_SYMBOL(memset32);
EXPORT_SYMBOL(memcmp);
EXPORT_SYMBOL(memchr);
EXPORT_SYMBOL(strlen);
EXPORT_SYMBOL(strnlen);
EXPORT_SYMBOL(strcmp);
EXPORT_SYMBOL(strncmp);
EXPORT_SYMBOL(sysfs_streq);
EXPORT_SYMBOL(strchr);
EXPORT_SYMBOL(strrchr);
EXPORT_SYMBOL(strcpy);
EXPORT_SYMBOL(strncpy);
EXPORT_SYMBOL(strlcpy);
EXPORT_SYMBOL(strlcat);
EXPORT_SYMBOL(strncat);
EXPORT_SYMBOL(strcat);
EXPORT_SYMBOL(strscpy);
EXPORT_SYMBOL(strstr);
EXPORT_SYMBOL(strspn);
EXPORT_SYMBOL(strcspn);
EXPORT_SYMBOL(vsnprintf);
EXPORT_SYMBOL(snprintf);
EXPORT_SYMBOL(sprintf);
EXPORT_SYMBOL(vsprintf);
EXPORT_SYMBOL(scnprintf);
EXPORT_SYMBOL(simple_strtoul);
EXPORT_SYMBOL(sscanf);
EXPORT_SYMBOL(vsscanf);
EXPORT_SYMBOL(get_option);
EXPORT_SYMBOL(get_options);
EXPORT_SYMBOL(seq_buf_printf);

/* module_param() refers to these by type name */
EXPORT_SYMBOL(param_ops_byte);
EXPORT_SYMBOL(param_ops_short);
EXPORT_SYMBOL(param_ops_ushort);
EXPORT_SYMBOL(param_ops_int);
EXPORT_SYMBOL(param_ops_uint);
EXPORT_SYMBOL(param_ops_long);
EXPORT_SYMBOL(param_ops_ulong);
EXPORT_SYMBOL(param_ops_bool);
EXPORT_SYMBOL(param_ops_invbool);
EXPORT_SYMBOL(param_ops_charp);
EXPORT_SYMBOL(param_ops_string);
EXPORT_SYMBOL(parameq);
/* for modules' own kernel_param_ops to build on */
EXPORT_SYMBOL(param_set_int);
EXPORT_SYMBOL(param_get_int);
EXPORT_SYMBOL(param_set_uint);
EXPORT_SYMBOL(param_get_uint);
EXPORT_SYMBOL(param_set_long);
EXPORT_SYMBOL(param_get_long);
EXPORT_SYMBOL(param_set_ulong);
EXPORT_SYMBOL(param_get_ulong);
EXPORT_SYMBOL(param_set_bool);
EXPORT_SYMBOL(param_get_bool);
EXPORT_SYMBOL(param_set_charp);
EXPORT_SYMBOL(param_get_charp);
