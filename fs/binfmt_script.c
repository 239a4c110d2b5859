// SPDX-License-Identifier: GPL-2.0
/*
 * fs/binfmt_script.c - the "#!" line of a script (execve(2), "Interpreter
 * scripts"): the interpreter's path and at most one argument, for
 * execve() (fs/exec.c).  Pure logic on the file's first bytes, so the
 * host tests check it (tests/host/test_binfmt_elf.c).
 */
#include "linux/binfmt_elf.h"
#include "linux/errno.h"
#include "linux/string.h"

static bool is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Does an interpreter's name start in [p, end) and end there too (a
 * blank or NUL after it)?  Else it may go on past what was read. */
static bool name_ends(const char *p, const char *end)
{
	while (p < end && is_blank(*p))
		p++;
	if (p == end)
		return false;
	while (p < end && *p && !is_blank(*p))
		p++;
	return p < end;
}

/*
 * buf holds the first len bytes of a file (whole: all of it).  0 if it
 * is no script; 1 if it is, with *interp and *arg (NULL if none)
 * pointing into buf, NUL-ended; -ENOEXEC for a "#!" line naming no
 * interpreter, or one whose name may go on past buf (Linux reads only
 * the first BINPRM_BUF_SIZE bytes: an argument is cut there, a name
 * refused).  The argument is the rest of the line, blanks inside kept,
 * as Linux passes it: one word.
 */
int script_parse(char *buf, size_t len, bool whole, const char **interp,
		 const char **arg)
{
	char *end, *p;

	if (len < 2 || buf[0] != '#' || buf[1] != '!')
		return 0;
	end = memchr(buf, '\n', len);
	if (!end && !whole && !name_ends(buf + 2, buf + len))
		return -ENOEXEC;
	if (!end)
		end = buf + len;
	*end = '\0';
	while (end > buf + 2 && is_blank(end[-1]))
		*--end = '\0';
	for (p = buf + 2; is_blank(*p); p++)
		;
	if (!*p)
		return -ENOEXEC;
	*interp = p;
	while (*p && !is_blank(*p))
		p++;
	*arg = NULL;
	if (!*p)
		return 1;
	*p++ = '\0';
	while (is_blank(*p))
		p++;
	if (*p)
		*arg = p;
	return 1;
}
