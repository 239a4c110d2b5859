// SPDX-License-Identifier: GPL-2.0
/*
 * lib/vsprintf.c - printf-style formatting for printk() and friends.
 *
 * Supports what the kernel uses: %d %i %u %x %X %o %c %s %p %%, the flags
 * '-', '0', '#' (a 0x or 0 prefix, as Linux's: even before a zero), '+' and ' ' (a sign, or a space, before a signed number that is
 * not negative: LDD3's "% 4i"), a width and a precision (each may be '*'), and the length
 * modifiers h, l, z, ll and L (64-bit: its division comes from libgcc,
 * linked into vmlinux).  No floating point.  Of Linux's %p extensions
 * (put_pointer()): %px, %pK, %*pb and %*pbl (a bitmap), %pa, %pad,
 * %pI4, %pi4, %pM, %pMF, %pMR, %pm, %*ph (bytes in hex), and in the
 * kernel %pe (an error's name) and %pS, %ps, %pB (a code address's
 * symbol).
 */
#include "linux/kernel.h"
#include "linux/limits.h"
#ifdef __KERNEL__
#include "linux/err.h"
#include "linux/errname.h"
#include "linux/kallsyms.h"
#endif

struct fmt_spec {
	bool left;		/* '-' */
	bool zero;		/* '0' */
	char sign;		/* '+' or ' ': shown for a signed number >= 0 */
	bool alt;		/* '#': 0x before hex, 0 before octal */
	int width;
	int precision;		/* -1: none */
	unsigned int base;
	bool is_signed;
	bool upper;
	bool ll;		/* "ll": a 64-bit argument */
	int h;			/* "h": a short, "hh": a char (C11 7.21.6.1) */
};

/* Output sink: bytes past the end are counted but not stored. */
struct sink {
	char *buf;
	size_t size;
	size_t len;
};

static void put(struct sink *s, char c)
{
	if (s->len + 1 < s->size)
		s->buf[s->len] = c;
	s->len++;
}

static void pad(struct sink *s, char c, int n)
{
	while (n-- > 0)
		put(s, c);
}

static void put_string(struct sink *s, const char *str,
		       const struct fmt_spec *f)
{
	int len, i;

	if (!str)
		str = "(null)";
	len = (int)strnlen(str, f->precision < 0 ? (size_t)-1 :
			   (size_t)f->precision);
	if (!f->left)
		pad(s, ' ', f->width - len);
	for (i = 0; i < len; i++)
		put(s, str[i]);
	if (f->left)
		pad(s, ' ', f->width - len);
}

static void put_number(struct sink *s, unsigned long long num, bool negative,
		       const struct fmt_spec *f)
{
	const char *digits = f->upper ? "0123456789ABCDEF" : "0123456789abcdef";
	char tmp[22];		/* 64 bits in octal is 22 digits */
	char sign = negative ? '-' : f->is_signed ? f->sign : 0;
	const char *prefix = !f->alt ? "" : f->base == 16 ?
			     (f->upper ? "0X" : "0x") : f->base == 8 ? "0" : "";
	int n = 0, width = f->width - (int)strlen(prefix);

	do {
		tmp[n++] = digits[num % f->base];
		num /= f->base;
	} while (num);
	width -= n + (sign != 0);
	if (!f->left && !f->zero)
		pad(s, ' ', width);
	if (sign)
		put(s, sign);
	while (*prefix)
		put(s, *prefix++);
	if (!f->left && f->zero)
		pad(s, '0', width);
	while (n)
		put(s, tmp[--n]);
	if (f->left)
		pad(s, ' ', width);
}

/* Parse flags, width and precision; returns the conversion character. */
static const char *parse_spec(const char *fmt, struct fmt_spec *f,
			      va_list *args)
{
	memset(f, 0, sizeof(*f));
	f->precision = -1;
	for (;; fmt++) {
		if (*fmt == '-')
			f->left = true;
		else if (*fmt == '0')
			f->zero = true;
		else if (*fmt == '#')
			f->alt = true;
		else if (*fmt == '+' || (*fmt == ' ' && f->sign != '+'))
			f->sign = *fmt;		/* '+' wins (C11 7.21.6.1) */
		else
			break;
	}
	if (*fmt == '*') {
		f->width = va_arg(*args, int);
		fmt++;
	}
	while (*fmt >= '0' && *fmt <= '9')
		f->width = f->width * 10 + (*fmt++ - '0');
	if (*fmt == '.') {
		f->precision = 0;
		if (*++fmt == '*') {
			f->precision = va_arg(*args, int);
			fmt++;
		}
		while (*fmt >= '0' && *fmt <= '9')
			f->precision = f->precision * 10 + (*fmt++ - '0');
	}
	while (*fmt == 'h' || *fmt == 'l' || *fmt == 'z' || *fmt == 'L') {
		/* on i386 only "ll" is wider than 32 bits; "L" is the
		 * kernel's old spelling of it (LDD3's %Lx) */
		f->ll = (fmt[0] == 'l' && fmt[1] == 'l') || fmt[0] == 'L';
		f->h += fmt[0] == 'h';
		fmt += fmt[0] == 'l' && fmt[1] == 'l' ? 2 : 1;
	}
	return fmt;
}

/* An unsigned argument cut to what "h" or "hh" says it was */
static unsigned long long narrow(const struct fmt_spec *f,
				 unsigned long long v)
{
	return f->h == 1 ? (unsigned short)v : f->h ? (unsigned char)v : v;
}

static void convert(struct sink *s, char conv, struct fmt_spec *f,
		    va_list *args)
{
	long long v;

	switch (conv) {
	case 'c':
		pad(s, ' ', f->left ? 0 : f->width - 1);
		put(s, (char)va_arg(*args, int));
		pad(s, ' ', f->left ? f->width - 1 : 0);
		return;
	case 's':
		put_string(s, va_arg(*args, const char *), f);
		return;
	case 'd':
	case 'i':
		f->base = 10;
		f->is_signed = true;
		v = f->ll ? va_arg(*args, long long) : va_arg(*args, long);
		v = f->h == 1 ? (short)v : f->h ? (signed char)v : v;
		put_number(s, v < 0 ? -(unsigned long long)v :
				      (unsigned long long)v, v < 0, f);
		return;
	case 'o':
	case 'u':
	case 'x':
	case 'X':
		f->base = conv == 'o' ? 8 : conv == 'u' ? 10 : 16;
		f->upper = conv == 'X';
		put_number(s, narrow(f, f->ll ?
					     va_arg(*args, unsigned long long) :
					     va_arg(*args, unsigned long)),
			   false, f);
		return;
	default:		/* '%%' and anything unknown: print it */
		put(s, conv);
	}
}

/*
 * %*pb and %*pbl: the bitmap pointed to, of width bits (Linux's
 * printk-formats.rst): hex in 32-bit chunks, the highest first, each
 * zero-padded to the digits its bits need and separated by commas; or
 * the list of its set bits as ranges, "0-3,8".
 */
static void put_bitmap_hex(struct sink *s, const unsigned long *map,
			   int nbits)
{
	struct fmt_spec hex = { .zero = true, .base = 16, .precision = -1 };
	int bit = (nbits - 1) & ~31, chunk = nbits - bit;

	for (; bit >= 0; bit -= 32, chunk = 32) {
		unsigned long word = map[bit / BITS_PER_LONG] >>
				     (bit % BITS_PER_LONG);

		if (chunk < 32)
			word &= (1UL << chunk) - 1;
		if (bit + chunk < nbits)
			put(s, ',');
		hex.width = (chunk + 3) / 4;
		put_number(s, word & 0xffffffffUL, false, &hex);
	}
}

/* (not test_bit(): user/lib builds this file, without linux/bitops.h) */
static bool map_bit(const unsigned long *map, int bit)
{
	return map[bit / BITS_PER_LONG] >> (bit % BITS_PER_LONG) & 1;
}

static void put_bitmap_list(struct sink *s, const unsigned long *map,
			    int nbits)
{
	struct fmt_spec dec = { .base = 10, .precision = -1 };
	bool first = true;
	int bit, end;

	for (bit = 0; bit < nbits; bit = end + 1) {
		while (bit < nbits && !map_bit(map, bit))
			bit++;
		if (bit == nbits)
			return;
		for (end = bit; end + 1 < nbits && map_bit(map, end + 1); end++)
			;
		if (!first)
			put(s, ',');
		first = false;
		put_number(s, bit, false, &dec);
		if (end > bit) {
			put(s, '-');
			put_number(s, end, false, &dec);
		}
	}
}

/* n in the base and at least the width given, zero-padded */
static void put_digits(struct sink *s, unsigned long n, unsigned int base,
		       int width)
{
	struct fmt_spec f = { .zero = true, .base = base, .width = width,
			      .precision = -1 };

	put_number(s, n, false, &f);
}

/* %pad and %pa[p]: the dma_addr_t or phys_addr_t pointed to (both 32
 * bits on i386), as "0x" and eight hex digits */
static void put_addr_ref(struct sink *s, const u32 *addr)
{
	put(s, '0');
	put(s, 'x');
	put_digits(s, *addr, 16, 8);
}

/* %pI4 "10.0.2.15" (%pi4 "010.000.002.015"): the four bytes of an IPv4
 * address in network order */
static void put_ipv4(struct sink *s, const u8 *addr, bool padded)
{
	int i;

	for (i = 0; i < 4; i++) {
		if (i)
			put(s, '.');
		put_digits(s, addr[i], 10, padded ? 3 : 1);
	}
}

/* %pM "52:54:00:12:34:56" (%pMF with '-', %pMR the bytes reversed as
 * Bluetooth keeps them, %pm without separators): a MAC address, or
 * %ph, %phC, %phD, %phN: count bytes in hex, separated by a space, a
 * colon, a dash or nothing */
static void put_hex_bytes(struct sink *s, const u8 *p, int count, char sep,
			  bool reversed)
{
	int i;

	for (i = 0; i < count; i++) {
		if (i && sep)
			put(s, sep);
		put_digits(s, p[reversed ? count - 1 - i : i], 16, 2);
	}
}

static bool is_alnum(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	       (c >= 'A' && c <= 'Z');
}

#ifdef __KERNEL__
/* %pe: an ERR_PTR()'s error by name, "-EINVAL" (a number with none:
 * "-1234"); any other pointer as %p */
static void put_err_ptr(struct sink *s, unsigned long ptr)
{
	struct fmt_spec dec = { .base = 10, .precision = -1 };
	const char *name = IS_ERR_VALUE(ptr) ? errname((int)ptr) : NULL;

	if (IS_ERR_VALUE(ptr) && name) {
		put(s, '-');
		put_string(s, name, &dec);
	} else if (IS_ERR_VALUE(ptr)) {
		put_number(s, -(long)ptr, true, &dec);
	} else {
		put_digits(s, ptr, 16, 8);
	}
}

/* %pS, %pB (and their old name %pF): "name+0xoff/0xsize [module]"; %ps
 * (%pf): "name [module]" */
static void put_symbol(struct sink *s, unsigned long addr, bool offset)
{
	struct fmt_spec str = { .precision = -1 };
	char buf[KSYM_SYMBOL_LEN];

	if (offset)
		sprint_symbol(buf, addr);
	else
		sprint_symbol_no_offset(buf, addr);
	put_string(s, buf, &str);
}
#endif

/*
 * %p and Linux's extensions of it (printk-formats.rst), picked by the
 * letters after the 'p' - every letter and digit there belongs to the
 * %p, as in Linux, so "%pK" never prints a stray K.  Returns how many
 * there were.  %p, %px and %pK (kptr_restrict 0) print the address in
 * eight hex digits; %*pb and %*pbl a bitmap of the width's bits.
 */
static int put_pointer(struct sink *s, const char *fmt, struct fmt_spec *f,
		       va_list *args)
{
	const void *ptr = va_arg(*args, const void *);
	int n = 0;

	while (is_alnum(fmt[1 + n]))
		n++;
	switch (n ? fmt[1] : 0) {
	case 'b':
		if (fmt[2] == 'l')
			put_bitmap_list(s, ptr, f->width > 0 ? f->width : 0);
		else
			put_bitmap_hex(s, ptr, f->width > 0 ? f->width : 0);
		return n;
	case 'a':
		put_addr_ref(s, ptr);
		return n;
	case 'I':
	case 'i':
		if (fmt[2] == '4') {
			put_ipv4(s, ptr, fmt[1] == 'i');
			return n;
		}
		break;
	case 'M':
	case 'm':
		put_hex_bytes(s, ptr, 6, fmt[1] == 'm' ? 0 :
				       fmt[2] == 'F' ? '-' : ':', fmt[2] == 'R');
		return n;
	case 'h':
		put_hex_bytes(s, ptr, f->width > 0 ? min(f->width, 64) : 1,
			      fmt[2] == 'C' ? ':' : fmt[2] == 'D' ? '-' :
			      fmt[2] == 'N' ? 0 : ' ', false);
		return n;
#ifdef __KERNEL__
	case 'e':
		put_err_ptr(s, (unsigned long)ptr);
		return n;
	case 'S':
	case 'B':
	case 'F':
	case 's':
	case 'f':
		put_symbol(s, (unsigned long)ptr, fmt[1] < 'a');
		return n;
#endif
	}
	put_digits(s, (unsigned long)ptr, 16, 8);
	return n;
}

int vsnprintf(char *buf, size_t size, const char *fmt, va_list args)
{
	struct sink s = { buf, size, 0 };
	struct fmt_spec f;
	va_list ap;

	va_copy(ap, args);
	for (; *fmt; fmt++) {
		if (*fmt != '%') {
			put(&s, *fmt);
			continue;
		}
		fmt = parse_spec(fmt + 1, &f, &ap);
		if (!*fmt)
			break;
		if (fmt[0] == 'p') {
			fmt += put_pointer(&s, fmt, &f, &ap);
			continue;
		}
		convert(&s, *fmt, &f, &ap);
	}
	va_end(ap);
	if (size)
		buf[min(s.len, size - 1)] = '\0';
	return (int)s.len;
}

int snprintf(char *buf, size_t size, const char *fmt, ...)
{
	va_list args;
	int n;

	va_start(args, fmt);
	n = vsnprintf(buf, size, fmt, args);
	va_end(args);
	return n;
}

/* No bound: the caller knows it fits (Linux's, for modules' old code) */
int vsprintf(char *buf, const char *fmt, va_list args)
{
	return vsnprintf(buf, INT_MAX, fmt, args);
}

int sprintf(char *buf, const char *fmt, ...)
{
	va_list args;
	int n;

	va_start(args, fmt);
	n = vsprintf(buf, fmt, args);
	va_end(args);
	return n;
}

/* Like snprintf(), but returns what was stored, not what would have been. */
int scnprintf(char *buf, size_t size, const char *fmt, ...)
{
	va_list args;
	int n;

	va_start(args, fmt);
	n = vsnprintf(buf, size, fmt, args);
	va_end(args);
	if (!size)
		return 0;
	return n < (int)size ? n : (int)size - 1;
}

unsigned long simple_strtoul(const char *cp, char **endp, unsigned int base)
{
	unsigned long v = 0;

	if (!base) {
		base = 10;
		if (cp[0] == '0') {
			base = 8;
			if ((cp[1] | 0x20) == 'x' && cp[2]) {
				base = 16;
				cp += 2;
			}
		}
	}
	for (;; cp++) {
		unsigned int d;
		char c = *cp | 0x20;	/* ASCII lower case */

		if (*cp >= '0' && *cp <= '9')
			d = *cp - '0';
		else if (c >= 'a' && c <= 'f')
			d = c - 'a' + 10;
		else
			break;
		if (d >= base)
			break;
		v = v * base + d;
	}
	if (endp)
		*endp = (char *)cp;
	return v;
}

/*
 * vsscanf() - read values out of a string, as C11 7.21.6.2 describes, for
 * what the kernel uses: whitespace (any amount, none included), literal
 * characters, %%, '*' (read but not stored), a width, the lengths hh, h,
 * l, ll, L and z, and %d %i %u %x %X %o %c %s %n.  (LKMPG's hello-sysfs
 * stores a sysfs write with sscanf(buf, "%du", &v).)  Like Linux's, it
 * stops at the first mismatch and returns how many values it stored.
 */
static bool scan_space(char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

static int scan_digit(char c, unsigned int base)
{
	int d;

	if (c >= '0' && c <= '9')
		d = c - '0';
	else if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f')
		d = (c | 0x20) - 'a' + 10;
	else
		return -1;
	return d < (int)base ? d : -1;
}

/*
 * A number of at most @width characters (sign and 0x included); base 0
 * (%i) takes C's prefixes.  NULL if no digit comes.
 */
static const char *scan_number(const char *s, int width, unsigned int base,
			       unsigned long long *val)
{
	const char *end = s + width;
	bool negative = false;
	const char *first;

	if (s < end && (*s == '-' || *s == '+'))
		negative = *s++ == '-';
	if ((base == 0 || base == 16) && end - s > 2 && s[0] == '0' &&
	    (s[1] | 0x20) == 'x' && scan_digit(s[2], 16) >= 0) {
		base = 16;
		s += 2;
	} else if (base == 0) {
		base = s < end && *s == '0' ? 8 : 10;
	}
	*val = 0;
	for (first = s; s < end && scan_digit(*s, base) >= 0; s++)
		*val = *val * base + scan_digit(*s, base);
	if (s == first)
		return NULL;
	if (negative)
		*val = -*val;
	return s;
}

/* Store @val through the next pointer, of the size the length says. */
static void scan_store(va_list *args, int len, unsigned long long val)
{
	switch (len) {
	case 'H':
		*va_arg(*args, unsigned char *) = val;
		break;
	case 'h':
		*va_arg(*args, unsigned short *) = val;
		break;
	case 'l':
		*va_arg(*args, unsigned long *) = val;
		break;
	case 'L':
		*va_arg(*args, unsigned long long *) = val;
		break;
	case 'z':
		*va_arg(*args, size_t *) = val;
		break;
	default:
		*va_arg(*args, unsigned int *) = val;
	}
}

/* The length modifier at @fmt: 'H' for hh, 'L' for ll or L, or 0. */
static const char *scan_length(const char *fmt, int *len)
{
	*len = 0;
	if (*fmt == 'h' || *fmt == 'l' || *fmt == 'L' || *fmt == 'z')
		*len = *fmt++;
	if ((*len == 'h' || *len == 'l') && *fmt == *len) {
		*len = *len == 'h' ? 'H' : 'L';
		fmt++;
	}
	return fmt;
}

/* %c and %s: @width characters, or (%s) up to whitespace; @s moves on. */
static void scan_chars(const char **s, char conv, int width, char *dst)
{
	const char *p = *s;

	if (conv == 'c') {
		width = width == INT_MAX ? 1 : width;
		while (width-- && *p) {
			if (dst)
				*dst++ = *p;
			p++;
		}
	} else {
		while (width-- && *p && !scan_space(*p)) {
			if (dst)
				*dst++ = *p;
			p++;
		}
		if (dst)
			*dst = '\0';
	}
	*s = p;
}

static unsigned int scan_base(char conv)
{
	switch (conv) {
	case 'x':
	case 'X':
		return 16;
	case 'o':
		return 8;
	case 'i':
		return 0;
	default:
		return 10;
	}
}

int vsscanf(const char *buf, const char *fmt, va_list args)
{
	const char *s = buf;
	int stored = 0;

	while (*fmt) {
		unsigned long long val;
		bool skip = false;
		int width = 0, len;

		if (scan_space(*fmt)) {
			while (scan_space(*fmt))
				fmt++;
			while (scan_space(*s))
				s++;
			continue;
		}
		if (*fmt != '%' || fmt[1] == '%') {
			fmt += *fmt == '%';
			if (*s != *fmt)
				break;
			s++, fmt++;
			continue;
		}
		fmt++;
		if (*fmt == '*')
			skip = true, fmt++;
		while (*fmt >= '0' && *fmt <= '9')
			width = width * 10 + *fmt++ - '0';
		width = width ? width : INT_MAX;
		fmt = scan_length(fmt, &len);
		if (*fmt == 'n') {
			if (!skip)
				*va_arg(args, int *) = s - buf;
			fmt++;
			continue;
		}
		if (*fmt != 'c')
			while (scan_space(*s))
				s++;
		if (!*s)
			break;
		if (*fmt == 'c' || *fmt == 's') {
			scan_chars(&s, *fmt, width, skip ? NULL : va_arg(args, char *));
		} else if (strchr("diuxXo", *fmt) && *fmt) {
			const char *end = scan_number(s, min_t(int, width, strlen(s)),
						      scan_base(*fmt), &val);

			if (!end)
				break;
			s = end;
			if (!skip)
				scan_store(&args, len, val);
		} else {
			break;	/* a conversion the kernel has no use for */
		}
		stored += !skip;
		fmt++;
	}
	return stored;
}

int sscanf(const char *buf, const char *fmt, ...)
{
	va_list args;
	int n;

	va_start(args, fmt);
	n = vsscanf(buf, fmt, args);
	va_end(args);
	return n;
}
