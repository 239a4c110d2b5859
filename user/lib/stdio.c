// SPDX-License-Identifier: GPL-2.0
/*
 * user/lib/stdio.c - formatted output straight to a descriptor (no
 * buffering: each call is one write(2)), error texts, and small helpers.
 */
#include "libc.h"

int write_all(int fd, const void *buf, size_t n)
{
	const char *p = buf;

	while (n) {
		ssize_t w = write(fd, p, n);

		if (w < 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

int vdprintf(int fd, const char *fmt, va_list ap)
{
	char small[512], *buf = small;
	va_list again;
	int n;

	va_copy(again, ap);
	n = vsnprintf(small, sizeof(small), fmt, ap);
	if (n >= (int)sizeof(small)) {
		buf = malloc((size_t)n + 1);
		if (buf)
			vsnprintf(buf, (size_t)n + 1, fmt, again);
	}
	va_end(again);
	if (!buf)
		return -1;
	if (write_all(fd, buf, (size_t)n))
		n = -1;
	if (buf != small)
		free(buf);
	return n;
}

int dprintf(int fd, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vdprintf(fd, fmt, ap);
	va_end(ap);
	return n;
}

int printf(const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vdprintf(1, fmt, ap);
	va_end(ap);
	return n;
}

int puts(const char *s)
{
	return dprintf(1, "%s\n", s);
}

/* The texts of glibc's strerror(3) for the errors these programs meet */
const char *strerror(int err)
{
	static const char *const text[] = {
		[EPERM] = "Operation not permitted",
		[ENOENT] = "No such file or directory",
		[ESRCH] = "No such process",
		[EINTR] = "Interrupted system call",
		[EIO] = "Input/output error",
		[ENXIO] = "No such device or address",
		[E2BIG] = "Argument list too long",
		[ENOEXEC] = "Exec format error",
		[EBADF] = "Bad file descriptor",
		[ECHILD] = "No child processes",
		[EAGAIN] = "Resource temporarily unavailable",
		[ENOMEM] = "Cannot allocate memory",
		[EACCES] = "Permission denied",
		[EFAULT] = "Bad address",
		[EBUSY] = "Device or resource busy",
		[EEXIST] = "File exists",
		[ENODEV] = "No such device",
		[ENOTDIR] = "Not a directory",
		[EISDIR] = "Is a directory",
		[EINVAL] = "Invalid argument",
		[EMFILE] = "Too many open files",
		[ENOTTY] = "Inappropriate ioctl for device",
		[EFBIG] = "File too large",
		[ENOSPC] = "No space left on device",
		[ESPIPE] = "Illegal seek",
		[EPIPE] = "Broken pipe",
		[ERANGE] = "Numerical result out of range",
		[ENAMETOOLONG] = "File name too long",
		[ENOSYS] = "Function not implemented",
	};

	if (err > 0 && err < (int)ARRAY_SIZE(text) && text[err])
		return text[err];
	return "Unknown error";
}

void perror(const char *s)
{
	dprintf(2, "%s: %s\n", s, strerror(errno));
}

int atoi(const char *s)
{
	int sign = 1, n = 0;

	if (*s == '-') {
		sign = -1;
		s++;
	}
	while (*s >= '0' && *s <= '9')
		n = n * 10 + (*s++ - '0');
	return sign * n;
}

char *getenv(const char *name)
{
	size_t len = strlen(name);
	char **e;

	for (e = environ; e && *e; e++)
		if (!strncmp(*e, name, len) && (*e)[len] == '=')
			return *e + len + 1;
	return NULL;
}

char *read_file(const char *path, size_t *len)
{
	int fd = open(path, O_RDONLY);
	size_t cap = 4096, n = 0;
	char *buf;

	if (fd < 0)
		return NULL;
	buf = malloc(cap + 1);
	while (buf) {
		ssize_t r = read(fd, buf + n, cap - n);

		if (r <= 0) {
			if (r < 0) {
				free(buf);
				buf = NULL;
			}
			break;
		}
		n += (size_t)r;
		if (n == cap)
			buf = realloc(buf, (cap *= 2) + 1);
	}
	close(fd);
	if (buf) {
		buf[n] = '\0';
		*len = n;
	}
	return buf;
}
