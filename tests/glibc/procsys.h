/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tests/glibc/procsys.h - what ltpmisc.c and ltpmisc2.c do with a
 * /proc/sys file: write text to it, its result reported as report.h
 * prints a call's, and read its first line back.
 */
#ifndef PROCSYS_H
#define PROCSYS_H

#include "report.h"
#include <fcntl.h>
#include <unistd.h>

/* write(2) of text to a /proc/sys file, its result shown (or errno's
 * name) when show_it */
static inline void put_as(const char *path, const char *text, int show_it)
{
	int fd = open(path, O_WRONLY);
	char what[120];
	ssize_t n = write(fd, text, strlen(text));

	snprintf(what, sizeof(what), "write %s \"%s\"", path, text);
	if (show_it)
		show(what, n);
	close(fd);
}

/* the file's first line, kept in buf */
static inline const char *get(const char *path, char *buf, size_t size)
{
	int fd = open(path, O_RDONLY);
	ssize_t n = read(fd, buf, size - 1);

	close(fd);
	buf[n > 0 ? n : 0] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
	return buf;
}

#endif /* PROCSYS_H */
