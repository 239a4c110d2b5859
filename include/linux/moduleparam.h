/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Module and boot parameters.
 *
 * module_param(count, int, 0644) in a file places a struct kernel_param in
 * the section "__param".  The kernel collects its own entries between
 * __start___param and __stop___param and matches them against the boot
 * command line; the module loader finds a module's entries by section
 * name and matches them against the insmod arguments.  Both go through
 * parse_args().
 *
 * Names: a loadable module's parameters are bare ("count"), because insmod
 * already says which module they belong to.  Code built into the kernel
 * shares one command line, so its names get the module name as a prefix
 * ("ide_cd.count").  The build passes that name as a bare token with
 * dashes turned into underscores (-DKBUILD_MODNAME=ide_cd).  parameq()
 * treats '-' and '_' as the same character, so the user may still type
 * "ide-cd.count=1", the way the module is spelt.
 */
#ifndef _LINUX_MODULEPARAM_H
#define _LINUX_MODULEPARAM_H

#include "linux/types.h"

/* KBUILD_MODNAME is a string literal (scripts/Kbuild.include). */
#if defined(MODULE) || !defined(KBUILD_MODNAME)
#define MODULE_PARAM_PREFIX ""
#else
#define MODULE_PARAM_PREFIX KBUILD_MODNAME "."
#endif

struct kernel_param;

/* The parameter may be given without "=value" (bool: a bare name is true). */
#define KERNEL_PARAM_OPS_FL_NOARG (1U << 0)

struct kernel_param_ops {
	unsigned int flags;
	/*
	 * Parse val into kp->arg; 0 or -EINVAL (malformed), -ERANGE (does
	 * not fit the type), -ENOSPC (string too long).  val is NULL only
	 * for ops with KERNEL_PARAM_OPS_FL_NOARG.
	 */
	int (*set)(const char *val, const struct kernel_param *kp);
	/*
	 * Write the value as text and a newline, NUL-terminated, into
	 * buffer, which has PARAM_GET_SIZE bytes (a page, as sysfs gives
	 * Linux's getters); returns the length without the NUL, or a
	 * negative errno.  What it writes is what
	 * /sys/module/NAME/parameters/PARAM shows.  May be NULL: the
	 * parameter cannot be read (EPERM).
	 */
	int (*get)(char *buffer, const struct kernel_param *kp);
};

/* The getter's buffer: PAGE_SIZE on i386 (also for the host's tests) */
#define PARAM_GET_SIZE 4096

struct kernel_param {
	const char *name;
	const struct kernel_param_ops *ops;
	u16 perm;	/* sysfs mode bits; 0: not shown in sysfs */
	void *arg;	/* the variable, or a struct kparam_string */
};

/* The target of module_param_string(): a fixed char array. */
struct kparam_string {
	unsigned int maxlen;	/* sizeof the array, NUL included */
	char *string;
};

/* Ops and their functions for each type, for custom ops to build on. */
#define __DECLARE_PARAM_TYPE(type)					\
	extern const struct kernel_param_ops param_ops_##type;		\
	int param_set_##type(const char *val,				\
			     const struct kernel_param *kp);		\
	int param_get_##type(char *buffer,				\
			     const struct kernel_param *kp)

__DECLARE_PARAM_TYPE(byte);
__DECLARE_PARAM_TYPE(short);
__DECLARE_PARAM_TYPE(ushort);
__DECLARE_PARAM_TYPE(int);
__DECLARE_PARAM_TYPE(uint);
__DECLARE_PARAM_TYPE(long);
__DECLARE_PARAM_TYPE(ulong);
__DECLARE_PARAM_TYPE(bool);
__DECLARE_PARAM_TYPE(invbool);
__DECLARE_PARAM_TYPE(charp);
__DECLARE_PARAM_TYPE(string);

/* Sysfs may show a parameter to anyone but must not let anyone write it. */
#define __PARAM_PERM_MASK 0777
#define __PARAM_PERM_WORLD_WRITABLE 0002

#define __module_param_call(prefix, name, ops, arg, perm)		\
	_Static_assert(((perm) & ~__PARAM_PERM_MASK) == 0 &&		\
			       ((perm) & __PARAM_PERM_WORLD_WRITABLE) == 0, \
		       "bad permissions for parameter " #name);		\
	static const char __param_str_##name[] = prefix #name;		\
	/* aligned: the section is walked as an array, so no gaps */	\
	static const struct kernel_param __param_##name			\
		__attribute__((__used__, __section__("__param"),	\
			       __aligned__(sizeof(void *)))) = {	\
			__param_str_##name, ops, perm, arg		\
		}

/*
 * Type check: a function returning the variable's address as a pointer
 * to the declared type, so that a mismatch (an int declared "short")
 * is an incompatible-pointer warning at the module_param() line.
 */
#define __param_check(name, p, type)					\
	static inline __attribute__((__unused__)) type *		\
	__check_##name(void)						\
	{								\
		return (p);						\
	}

#define param_check_byte(name, p) __param_check(name, p, unsigned char)
#define param_check_short(name, p) __param_check(name, p, short)
#define param_check_ushort(name, p) __param_check(name, p, unsigned short)
#define param_check_int(name, p) __param_check(name, p, int)
#define param_check_uint(name, p) __param_check(name, p, unsigned int)
#define param_check_long(name, p) __param_check(name, p, long)
#define param_check_ulong(name, p) __param_check(name, p, unsigned long)
#define param_check_bool(name, p) __param_check(name, p, bool)
#define param_check_invbool(name, p) __param_check(name, p, bool)
#define param_check_charp(name, p) __param_check(name, p, char *)

/* A parameter called name, with custom ops, whose state is at arg. */
#define module_param_cb(name, ops, arg, perm)				\
	__module_param_call(MODULE_PARAM_PREFIX, name, ops, arg, perm)

/*
 * The public macros paste the type name at once: passed on unpasted, it
 * would be macro-expanded first, and bool is a macro (for _Bool) in
 * <stdbool.h>.
 */
#define __module_param_typed(name, value, ops, check, perm)		\
	check(name, &(value));						\
	module_param_cb(name, &(ops), &(value), perm)

/*
 * "parmtype=name:type" in .modinfo: what modinfo shows after the
 * parameter's description ("parm: howmany:How many (int)").
 */
#define __MODULE_PARM_TYPE(name, _type)					\
	__MODULE_INFO(parmtype, name##type, #name ":" _type)

/* A parameter called name that sets the variable value. */
#define module_param_named(name, value, type, perm)			\
	__module_param_typed(name, value, param_ops_##type,		\
			     param_check_##type, perm);			\
	__MODULE_PARM_TYPE(name, #type)

/* A parameter that sets the variable of the same name. */
#define module_param(name, type, perm)					\
	__module_param_typed(name, name, param_ops_##type,		\
			     param_check_##type, perm);			\
	__MODULE_PARM_TYPE(name, #type)

/* A parameter called name that copies its value into char string[len]. */
#define module_param_string(name, string, len, perm)			\
	static struct kparam_string __param_string_##name = {		\
		len, string						\
	};								\
	module_param_cb(name, &param_ops_string, &__param_string_##name, \
			perm);						\
	__MODULE_PARM_TYPE(name, "string")

/*
 * module_param_array(name, type, &num, perm): "name=1,2,3" fills the
 * array name element by element with type's ops and stores the count
 * in num (nump may be NULL); more values than elements is an error.
 * kernel/params_array.c.
 */
struct kparam_array {
	unsigned int max;
	unsigned int elemsize;
	unsigned int *num;
	const struct kernel_param_ops *ops;
	void *elem;
};
extern const struct kernel_param_ops param_array_ops;

#define module_param_array_named(name, array, type, nump, perm)	\
	param_check_##type(name, &(array)[0]);				\
	static const struct kparam_array __param_arr_##name = {		\
		sizeof(array) / sizeof((array)[0]), sizeof((array)[0]),	\
		(nump), &param_ops_##type, (array)			\
	};								\
	module_param_cb(name, &param_array_ops, (void *)&__param_arr_##name, \
			perm);						\
	__MODULE_PARM_TYPE(name, "array of " #type)
#define module_param_array(name, type, nump, perm)			\
	module_param_array_named(name, name, type, nump, perm)

/*
 * MODULE_PARM(var, "i"): Linux 2.5.38's own parameter macro (until
 * 2.6.17).  The type string's last letter says the type: b (byte),
 * h (short), i (int), l (long), s (string, a char *); a count before
 * it makes var an array: "1-4i" takes one to four ints, "3i" three
 * (kernel/params_array.c).  Readable by all in sysfs.
 */
struct obsolete_param {
	void *var;
	const char *type;
};
extern const struct kernel_param_ops param_obsolete_ops;
/* The loader's check: the bytes var must have, or 0 for a bad type */
unsigned int obsolete_param_size(const char *type);

#define MODULE_PARM(var, type)						\
	static const struct obsolete_param __param_obs_##var = {	\
		&(var), (type)						\
	};								\
	module_param_cb(var, &param_obsolete_ops,			\
			(void *)&__param_obs_##var, 0444)

#ifndef MODULE
/* A kernel-wide boot parameter: never prefixed, even in built-in code. */
#define core_param(name, var, type, perm)				\
	param_check_##type(name, &(var));				\
	__module_param_call("", name, &param_ops_##type, &(var), perm)
#endif

/*
 * "tag=info" in section .modinfo, read by modinfo and the loader.  The
 * definition in linux/module.h wins when it is included first.
 */
#ifndef __MODULE_INFO
#define __MODULE_INFO(tag, name, info)					\
	static const char __modinfo_##tag##_##name[]			\
		__attribute__((__used__, __section__(".modinfo"),	\
			       __aligned__(1))) = #tag "=" info
#endif

/* One line of help for a parameter: "parm=var:desc" in .modinfo. */
#define MODULE_PARM_DESC(var, desc) __MODULE_INFO(parm, var, #var ":" desc)

/* True when a and b are equal, counting '-' and '_' as the same. */
bool parameq(const char *a, const char *b);

/*
 * Cut the first word off args, in place.  A word runs to the next space
 * that is not inside double quotes; the quotes are removed; the first
 * '=' splits it into *param and *val (*val is NULL when there is no '=').
 * Returns the rest of args, spaces skipped.  When args holds no more
 * words, *param and *val are NULL.
 */
char *next_arg(char *args, char **param, char **val);

/* Room for one line of error: names a parameter and its value. */
#define PARAM_ERR_LEN 160

/*
 * One run of parse_args() over a command line: what the words are
 * matched against, and, after a failure, why.
 */
struct param_parse {
	const char *doing;	/* names messages: the module, or "Booting kernel" */
	const struct kernel_param *params;
	unsigned int num;
	/*
	 * A name not in params[0..num) goes to unknown(param, val, ctx),
	 * which returns 0 or a negative errno; when unknown is NULL it is
	 * -ENOENT.
	 */
	int (*unknown)(char *param, char *val, void *ctx);
	void *ctx;
	char err[PARAM_ERR_LEN];	/* set when a call returns an error */
};

/*
 * Set the parameters named in args (modified in place, and kept alive by
 * the caller as long as charp parameters point into it).  Stops at the
 * first error: returns its negative errno and writes a one-line message
 * into pp->err, cut to fit:
 *	-ENOENT		DOING: Unknown parameter `NAME'
 *	no value	DOING: parameter 'NAME' needs a value
 *	-ERANGE		DOING: value 'VAL' out of range for parameter 'NAME'
 *	-ENOSPC		DOING: string too long for parameter 'NAME'
 *	other		DOING: bad value 'VAL' for parameter 'NAME'
 */
int parse_args(struct param_parse *pp, char *args);

/*
 * One word of parse_args(): set param from val, or hand it to unknown.
 * Returns 0 or the negative errno, with the message in pp->err.
 */
int parse_one(struct param_parse *pp, char *param, char *val);

#endif /* _LINUX_MODULEPARAM_H */
