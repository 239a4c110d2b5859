// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for kernel/params.c: the input is a command line for
 * parse_args() over one parameter of every type.  Afterwards every value
 * must read back: what a getter shows, its setter must accept and store
 * unchanged (the round trip /sys/module/.../parameters relies on).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "linux/moduleparam.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define STR_MAXLEN 8

static short s;
static unsigned short us;
static int i;
static unsigned int u;
static long l;
static unsigned long ul;
static bool b, ib;
static char *cp;
static char sbuf[STR_MAXLEN];
static struct kparam_string str = { STR_MAXLEN, sbuf };

static const struct kernel_param params[] = {
	{ "s", &param_ops_short, 0644, &s },
	{ "us", &param_ops_ushort, 0644, &us },
	{ "i", &param_ops_int, 0644, &i },
	{ "u", &param_ops_uint, 0644, &u },
	{ "l", &param_ops_long, 0644, &l },
	{ "ul", &param_ops_ulong, 0644, &ul },
	{ "b", &param_ops_bool, 0644, &b },
	{ "ib", &param_ops_invbool, 0644, &ib },
	{ "cp", &param_ops_charp, 0644, &cp },
	{ "str", &param_ops_string, 0644, &str },
};

static int accept_unknown(char *param, char *val, void *ctx)
{
	(void)param;
	(void)val;
	(void)ctx;
	return 0;
}

/*
 * Set kp from its own getter's text (its newline dropped); the text
 * must not change, and must fit the getter's page.
 */
static void round_trip(const struct kernel_param *kp)
{
	static char shown[PARAM_GET_SIZE], again[PARAM_GET_SIZE];
	int len = kp->ops->get(shown, kp);

	if (len <= 0 || len >= PARAM_GET_SIZE || shown[len] ||
	    shown[len - 1] != '\n')
		__builtin_trap();
	shown[len - 1] = '\0';
	if (kp->ops->set(shown, kp) || kp->ops->get(again, kp) != len ||
	    strncmp(shown, again, (size_t)len - 1))
		__builtin_trap();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *args = malloc(size + 1);
	struct param_parse pp = {
		.doing = "fuzz",
		.params = params,
		.num = ARRAY_SIZE(params),
	};
	unsigned int k;

	if (!args)
		return 0;
	memcpy(args, data, size);
	args[size] = '\0';
	cp = NULL;
	/* odd sizes: unknown names are accepted */
	pp.unknown = size & 1 ? accept_unknown : NULL;
	if (parse_args(&pp, args) && !pp.err[0])
		__builtin_trap();
	for (k = 0; k < ARRAY_SIZE(params); k++) {
		if (params[k].ops != &param_ops_charp)
			round_trip(&params[k]);
	}
	free(args);
	return 0;
}
