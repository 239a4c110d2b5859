// SPDX-License-Identifier: GPL-2.0
/*
 * Host tests for kernel/params.c: every parameter type's setter and getter,
 * the word splitter and parse_args() with its error messages.
 */
#include <limits.h>
#include <string.h>

#include "ktap.h"
#include "linux/errno.h"
#include "linux/moduleparam.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define STR_MAXLEN 8
#define GET_BUF_LEN 64
#define POISON 0x55


/* One variable of every type, reset before each case. */
static union {
	short s;
	unsigned short us;
	int i;
	unsigned int u;
	long l;
	unsigned long ul;
	bool b;
	char *cp;
} var;
static char str_buf[STR_MAXLEN];
static struct kparam_string str = { STR_MAXLEN, str_buf };

static struct kernel_param param_of(const struct kernel_param_ops *ops)
{
	struct kernel_param kp = { "p", ops, 0, &var };

	if (ops == &param_ops_string)
		kp.arg = &str;
	return kp;
}

static void reset_vars(void)
{
	memset(&var, 0, sizeof(var));
	memset(str_buf, 0, sizeof(str_buf));
}

struct set_case {
	const struct kernel_param_ops *ops;
	const char *type;
	const char *val;	/* NULL: a bare name */
	int ret;
	const char *shown;	/* the getter's text afterwards */
};

#define OK(type, val, shown) { &param_ops_##type, #type, val, 0, shown }
/* A refused value leaves the variable as reset_vars() left it. */
#define NO(type, val, err, shown) { &param_ops_##type, #type, val, err, shown }

static const struct set_case set_cases[] = {
	OK(short, "32767", "32767"),
	OK(short, "-32768", "-32768"),
	OK(short, "+12", "12"),
	OK(short, "0x7fff", "32767"),
	OK(short, "-0x8000", "-32768"),
	NO(short, "32768", -ERANGE, "0"),
	NO(short, "-32769", -ERANGE, "0"),
	NO(short, "0x8000", -ERANGE, "0"),
	NO(short, "70000", -ERANGE, "0"),
	OK(ushort, "65535", "65535"),
	OK(ushort, "0xFFFF", "65535"),
	NO(ushort, "65536", -ERANGE, "0"),
	NO(ushort, "-1", -EINVAL, "0"),
	NO(ushort, "+1", -EINVAL, "0"),
	OK(int, "42", "42"),
	OK(int, "2147483647", "2147483647"),
	OK(int, "-2147483648", "-2147483648"),
	OK(int, "0x7fffffff", "2147483647"),
	OK(int, "-0x80000000", "-2147483648"),
	OK(int, "0X1f", "31"),
	OK(int, "-0", "0"),
	OK(int, "010", "10"),
	NO(int, "2147483648", -ERANGE, "0"),
	NO(int, "-2147483649", -ERANGE, "0"),
	NO(int, "0x80000000", -ERANGE, "0"),
	NO(int, "99999999999999999999999", -ERANGE, "0"),
	NO(int, "99999999999999999999999x", -EINVAL, "0"),
	NO(int, "", -EINVAL, "0"),
	NO(int, "abc", -EINVAL, "0"),
	NO(int, "12abc", -EINVAL, "0"),
	NO(int, "0x", -EINVAL, "0"),
	NO(int, "0xg", -EINVAL, "0"),
	NO(int, " 1", -EINVAL, "0"),
	NO(int, "1 ", -EINVAL, "0"),
	NO(int, "1\n", -EINVAL, "0"),
	NO(int, "-", -EINVAL, "0"),
	NO(int, "--1", -EINVAL, "0"),
	NO(int, "+-1", -EINVAL, "0"),
	NO(int, "1.5", -EINVAL, "0"),
	OK(uint, "4294967295", "4294967295"),
	OK(uint, "0xffffffff", "4294967295"),
	NO(uint, "4294967296", -ERANGE, "0"),
	NO(uint, "-1", -EINVAL, "0"),
#if ULONG_MAX > 0xffffffffUL	/* LP64 host */
	OK(long, "9223372036854775807", "9223372036854775807"),
	OK(long, "-9223372036854775808", "-9223372036854775808"),
	OK(long, "0x7fffffffffffffff", "9223372036854775807"),
	NO(long, "9223372036854775808", -ERANGE, "0"),
	NO(long, "-9223372036854775809", -ERANGE, "0"),
	OK(ulong, "18446744073709551615", "18446744073709551615"),
	OK(ulong, "0xffffffffffffffff", "18446744073709551615"),
	NO(ulong, "18446744073709551616", -ERANGE, "0"),
	NO(ulong, "0x10000000000000000", -ERANGE, "0"),
#else				/* i386, as in the kernel */
	OK(long, "2147483647", "2147483647"),
	OK(long, "-2147483648", "-2147483648"),
	OK(long, "0x7fffffff", "2147483647"),
	NO(long, "2147483648", -ERANGE, "0"),
	NO(long, "-2147483649", -ERANGE, "0"),
	OK(ulong, "4294967295", "4294967295"),
	OK(ulong, "0xffffffff", "4294967295"),
	NO(ulong, "4294967296", -ERANGE, "0"),
	NO(ulong, "0x100000000", -ERANGE, "0"),
#endif
	NO(ulong, "-1", -EINVAL, "0"),
	OK(bool, NULL, "Y"),
	OK(bool, "1", "Y"),
	OK(bool, "y", "Y"),
	OK(bool, "Y", "Y"),
	OK(bool, "0", "N"),
	OK(bool, "n", "N"),
	OK(bool, "N", "N"),
	NO(bool, "yes", -EINVAL, "N"),
	NO(bool, "", -EINVAL, "N"),
	NO(bool, "2", -EINVAL, "N"),
	NO(bool, "true", -EINVAL, "N"),
	/* invbool shows what the user said; the variable holds the opposite */
	OK(invbool, NULL, "Y"),
	OK(invbool, "n", "N"),
	NO(invbool, "x", -EINVAL, "Y"),
	OK(charp, "hello", "hello"),
	OK(charp, "", ""),
	OK(string, "1234567", "1234567"),
	OK(string, "", ""),
	NO(string, "12345678", -ENOSPC, ""),
};

/* The value for a test name: control characters would break KTAP lines. */
static const char *printable(const char *val)
{
	static char buf[GET_BUF_LEN];
	size_t i;

	if (!val)
		return "(bare)";
	for (i = 0; val[i] && i < sizeof(buf) - 1; i++)
		buf[i] = val[i] < ' ' ? '?' : val[i];
	buf[i] = '\0';
	return buf;
}

static void test_set_get(void)
{
	const struct set_case *c;
	struct kernel_param kp;
	static char buf[PARAM_GET_SIZE];
	int ret, len;

	for (c = set_cases; c < set_cases + ARRAY_SIZE(set_cases); c++) {
		reset_vars();
		kp = param_of(c->ops);
		ret = kp.ops->set(c->val, &kp);
		len = kp.ops->get(buf, &kp);
		KTAP_CHECK(ret == c->ret && len == (int)strlen(c->shown) + 1 &&
				   !strncmp(buf, c->shown, (size_t)len - 1) &&
				   !strcmp(buf + len - 1, "\n"),
			   "%s '%s': set %d, shows '%s'", c->type,
			   printable(c->val), ret, buf);
	}
}

#define N_SET_GET ARRAY_SIZE(set_cases)

static void test_storage(void)
{
	static char value[] = "in-place";
	static char shown[PARAM_GET_SIZE];
	const unsigned char *bytes = (const unsigned char *)&var;
	struct kernel_param kp;

	reset_vars();
	var.b = true;
	kp = param_of(&param_ops_invbool);
	kp.ops->set("y", &kp);
	KTAP_CHECK(!var.b, "invbool stores the opposite of 'y'");

	kp = param_of(&param_ops_charp);
	kp.ops->set(value, &kp);
	KTAP_CHECK(var.cp == value, "charp points into the argument buffer");

	reset_vars();
	kp = param_of(&param_ops_charp);
	KTAP_CHECK(kp.ops->get(shown, &kp) == 7 &&
			   !strcmp(shown, "(null)\n"),
		   "charp shows NULL as (null)");

	memset(&var, POISON, sizeof(var));
	kp = param_of(&param_ops_short);
	kp.ops->set("-1", &kp);
	KTAP_CHECK(var.s == -1 && bytes[sizeof(short)] == POISON &&
			   bytes[sizeof(var) - 1] == POISON,
		   "short writes only its own bytes");
}

#define N_STORAGE 4

/* Linux's getters fill a page: a longer string is cut, newline kept */
static void test_get_sizes(void)
{
	static char buf[PARAM_GET_SIZE + 1], val[2 * PARAM_GET_SIZE];
	struct kernel_param kp;

	reset_vars();
	var.i = -123;
	kp = param_of(&param_ops_int);
	KTAP_CHECK(kp.ops->get(buf, &kp) == 5 && !strcmp(buf, "-123\n"),
		   "getter writes the value and a newline");
	memset(val, 'v', sizeof(val) - 1);
	buf[PARAM_GET_SIZE] = 'G';
	var.cp = val;
	kp = param_of(&param_ops_charp);
	KTAP_CHECK(kp.ops->get(buf, &kp) == PARAM_GET_SIZE - 1 &&
			   buf[PARAM_GET_SIZE - 2] == '\n' &&
			   !buf[PARAM_GET_SIZE - 1],
		   "a string longer than the page is cut to fit it");
	KTAP_CHECK(buf[PARAM_GET_SIZE] == 'G',
		   "nothing is written past the page");
}

#define N_GET_SIZES 3

static void test_parameq(void)
{
	KTAP_CHECK(parameq("ide-cd.foo", "ide_cd.foo"), "parameq: - is _");
	KTAP_CHECK(parameq("a_b", "a-b"), "parameq: _ is -");
	KTAP_CHECK(parameq("", ""), "parameq: empty names");
	KTAP_CHECK(!parameq("ab", "abc") && !parameq("abc", "ab"),
		   "parameq: a prefix is not equal");
	KTAP_CHECK(!parameq("a.b", "a-b"), "parameq: only - and _ match");
}

#define N_PARAMEQ 5

struct word {
	const char *param;
	const char *val;	/* NULL: none */
};

/* Split line and compare the words with want (ended by a NULL param). */
static bool split_matches(const char *line, const struct word *want)
{
	char buf[GET_BUF_LEN];
	char *args = buf, *param, *val;

	strcpy(buf, line);
	for (;; want++) {
		args = next_arg(args, &param, &val);
		if (!param || !want->param)
			return !param && !want->param && !val;
		if (strcmp(param, want->param))
			return false;
		if (!val != !want->val || (val && strcmp(val, want->val)))
			return false;
	}
}

static void test_next_arg(void)
{
	KTAP_CHECK(split_matches("  a=1  b\tc=\"x y\"\n",
				 (const struct word[]){ { "a", "1" },
							{ "b", NULL },
							{ "c", "x y" },
							{ NULL, NULL } }),
		   "next_arg: spaces, bare name, quoted value");
	KTAP_CHECK(split_matches("\"d=e f\" g=h\"i j\"k",
				 (const struct word[]){ { "d", "e f" },
							{ "g", "hi jk" },
							{ NULL, NULL } }),
		   "next_arg: quotes anywhere are removed");
	KTAP_CHECK(split_matches("k= =v a=b=c",
				 (const struct word[]){ { "k", "" },
							{ "", "v" },
							{ "a", "b=c" },
							{ NULL, NULL } }),
		   "next_arg: empty value, empty name, first = splits");
	KTAP_CHECK(split_matches("s=\"abc def",
				 (const struct word[]){ { "s", "abc def" },
							{ NULL, NULL } }),
		   "next_arg: an unclosed quote runs to the end");
	KTAP_CHECK(split_matches("", (const struct word[]){ { NULL, NULL } }) &&
			   split_matches(" \t ", (const struct word[]){
							 { NULL, NULL } }),
		   "next_arg: no words in empty or blank args");
}

#define N_NEXT_ARG 5

/* The parameters of an imaginary module, set by parse_args(). */
static int count;
static short small;
static unsigned long big;
static bool flag, noflag;
static char *name;
static char sbuf[STR_MAXLEN];
static struct kparam_string sparam = { STR_MAXLEN, sbuf };

static const struct kernel_param params[] = {
	{ "count", &param_ops_int, 0644, &count },
	{ "small", &param_ops_short, 0644, &small },
	{ "big", &param_ops_ulong, 0444, &big },
	{ "flag", &param_ops_bool, 0644, &flag },
	{ "noflag", &param_ops_invbool, 0644, &noflag },
	{ "name", &param_ops_charp, 0444, &name },
	{ "max_size", &param_ops_string, 0644, &sparam },
};

static char err[PARAM_ERR_LEN];

static int run(const char *line,
	       int (*unknown)(char *param, char *val, void *ctx), void *ctx)
{
	static char args[PARAM_ERR_LEN * 2];
	struct param_parse pp = {
		.doing = "test",
		.params = params,
		.num = ARRAY_SIZE(params),
		.unknown = unknown,
		.ctx = ctx,
	};
	int ret;

	strcpy(args, line);
	strcpy(pp.err, "stale");
	ret = parse_args(&pp, args);
	memcpy(err, pp.err, sizeof(err));
	return ret;
}

static void test_parse_args(void)
{
	int ret;

	ret = run(" count=-5 small=0x10 big=4294967295 flag "
		  "noflag=y name=\"a b\" max-size=\"x y\" ",
		  NULL, NULL);
	KTAP_CHECK(ret == 0 && !err[0], "parse_args: all types set");
	KTAP_CHECK(count == -5 && small == 16 && big == 4294967295UL,
		   "parse_args: numbers %d %d %lu", count, small, big);
	KTAP_CHECK(flag && !noflag && !strcmp(name, "a b") &&
			   !strcmp(sbuf, "x y"),
		   "parse_args: bool, invbool, charp, string");
	KTAP_CHECK(run("count=1 count=2", NULL, NULL) == 0 && count == 2,
		   "parse_args: a later value wins");
	KTAP_CHECK(run("", NULL, NULL) == 0 && run("   ", NULL, NULL) == 0,
		   "parse_args: empty args");
}

#define N_PARSE_ARGS 5

struct error_case {
	const char *line;
	int ret;
	const char *msg;
};

static const struct error_case error_cases[] = {
	{ "bogus=1", -ENOENT, "test: Unknown parameter `bogus'" },
	{ "count=abc", -EINVAL, "test: bad value 'abc' for parameter 'count'" },
	{ "count=", -EINVAL, "test: bad value '' for parameter 'count'" },
	{ "small=40000", -ERANGE,
	  "test: value '40000' out of range for parameter 'small'" },
	{ "max_size=12345678", -ENOSPC,
	  "test: string too long for parameter 'max_size'" },
	{ "count", -EINVAL, "test: parameter 'count' needs a value" },
	{ "flag=yes", -EINVAL, "test: bad value 'yes' for parameter 'flag'" },
};

static void test_errors(void)
{
	/* a name longer than any message can hold */
	char long_name[PARAM_ERR_LEN + 1] = "";
	const struct error_case *c;
	int ret;

	for (c = error_cases; c < error_cases + ARRAY_SIZE(error_cases); c++) {
		ret = run(c->line, NULL, NULL);
		KTAP_CHECK(ret == c->ret && !strcmp(err, c->msg),
			   "'%s': %d \"%s\"", c->line, ret, err);
	}

	count = 0;
	ret = run("count=1 small=x count=2", NULL, NULL);
	KTAP_CHECK(ret == -EINVAL && count == 1,
		   "parse_args stops at the first error");

	memset(long_name, 'x', sizeof(long_name) - 1);
	ret = run(long_name, NULL, NULL);
	KTAP_CHECK(ret == -ENOENT && strlen(err) == PARAM_ERR_LEN - 1 &&
			   !strncmp(err, "test: Unknown parameter `xxx", 28),
		   "message cut to PARAM_ERR_LEN: \"%.30s...\"", err);
	ret = run("count=3", NULL, NULL);
	KTAP_CHECK(ret == 0 && !err[0], "a stale message is cleared");
}

#define N_ERRORS (ARRAY_SIZE(error_cases) + 3)

struct seen {
	char names[GET_BUF_LEN];
};

/* Note each unknown name; refuse the one called "reject". */
static int note_unknown(char *param, char *val, void *ctx)
{
	struct seen *seen = ctx;

	if (!strcmp(param, "reject"))
		return -EINVAL;
	strcat(seen->names, param);
	strcat(seen->names, val ? "=" : "");
	strcat(seen->names, val ? val : "");
	strcat(seen->names, ";");
	return 0;
}

static void test_unknown(void)
{
	struct seen seen = { "" };
	int ret;

	count = 0;
	ret = run("init=/bin/sh count=3 quiet", note_unknown, &seen);
	KTAP_CHECK(ret == 0 && count == 3 &&
			   !strcmp(seen.names, "init=/bin/sh;quiet;"),
		   "unknown() gets the other words: %s", seen.names);
	ret = run("reject=1", note_unknown, &seen);
	KTAP_CHECK(ret == -EINVAL &&
			   !strcmp(err, "test: bad value '1' for parameter "
					"'reject'"),
		   "unknown()'s error is reported: \"%s\"", err);
}

#define N_UNKNOWN 2

int main(void)
{
	KTAP_BEGIN((int)(N_SET_GET + N_STORAGE + N_GET_SIZES + N_PARAMEQ +
			 N_NEXT_ARG + N_PARSE_ARGS + N_ERRORS + N_UNKNOWN));
	test_set_get();
	test_storage();
	test_get_sizes();
	test_parameq();
	test_next_arg();
	test_parse_args();
	test_errors();
	test_unknown();
	return KTAP_END();
}
