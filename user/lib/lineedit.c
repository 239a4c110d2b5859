// SPDX-License-Identifier: GPL-2.0
/*
 * user/lib/lineedit.c - edit_line(): an interactive line with the arrow
 * keys and a history, for sh.
 *
 * The terminal is put in noncanonical mode without echo or signal
 * characters (termios(3): ICANON, ECHO, ISIG off; VMIN 1) while the line
 * is typed, and its settings are put back before edit_line() returns,
 * so the program that runs next gets the canonical terminal it expects.
 * The keys are what a VT100-style terminal sends (ECMA-48 CSI
 * sequences): Left/Right ESC [ D / ESC [ C, Home/End ESC [ H / ESC [ F
 * (or ESC [ 1 ~ / ESC [ 4 ~, ESC O H / ESC O F), Delete ESC [ 3 ~,
 * Up/Down ESC [ A / ESC [ B through the history; Backspace (DEL or ^H),
 * Ctrl-A and Ctrl-E, Ctrl-C abandons the line, Ctrl-D on an empty line
 * is the end of input.  The cursor moves back with "\b" and forward by
 * writing the characters again, so no other escape sequence is needed.
 * A lone Escape is told from the start of a sequence by poll(2) with a
 * timeout.
 */
#include "libc.h"
#include "asm/termbits.h"

#define HISTORY		32
#define CTRL(c)		((c) & 0x1f)
#define DEL		0x7f

static char *history[HISTORY];
static int history_len;

struct line {
	char *buf;
	size_t size, len, pos;	/* capacity, length, cursor */
	bool too_long;
};

static void out(const char *s, size_t n)
{
	write_all(1, s, n);
}

static void cursor_left(size_t n)
{
	while (n--)
		out("\b", 1);
}

/* Redraw from the cursor to the end, erase what was beyond it, come back */
static void redraw_tail(const struct line *l, size_t erase)
{
	size_t i;

	out(l->buf + l->pos, l->len - l->pos);
	for (i = 0; i < erase; i++)
		out(" ", 1);
	cursor_left(l->len - l->pos + erase);
}

static void insert(struct line *l, char c)
{
	if (l->len + 1 >= l->size) {
		l->too_long = true;	/* refused at Enter, never cut */
		return;
	}
	memmove(l->buf + l->pos + 1, l->buf + l->pos, l->len - l->pos);
	l->buf[l->pos] = c;
	l->len++;
	out(&c, 1);
	l->pos++;
	redraw_tail(l, 0);
}

/* Delete the character under the cursor */
static void delete(struct line *l)
{
	if (l->pos == l->len)
		return;
	memmove(l->buf + l->pos, l->buf + l->pos + 1, l->len - l->pos - 1);
	l->len--;
	redraw_tail(l, 1);
}

static void move_to(struct line *l, size_t pos)
{
	if (pos < l->pos)
		cursor_left(l->pos - pos);
	else
		out(l->buf + l->pos, pos - l->pos);
	l->pos = pos;
}

/* Show another line in place of this one (history) */
static void replace(struct line *l, const char *text)
{
	size_t old = l->len, n = strlen(text);

	move_to(l, 0);
	if (n >= l->size)
		n = l->size - 1;
	memcpy(l->buf, text, n);
	l->len = n;
	l->pos = 0;
	redraw_tail(l, old > n ? old - n : 0);
	move_to(l, n);
}

static void history_add(const char *s)
{
	if (!*s || (history_len && !strcmp(history[history_len - 1], s)))
		return;
	if (history_len == HISTORY) {
		free(history[0]);
		memmove(history, history + 1, (HISTORY - 1) * sizeof(*history));
		history_len--;
	}
	history[history_len] = strdup(s);
	if (history[history_len])
		history_len++;
}

/* Up (-1) or Down (+1) from history entry *at; history_len is the line
 * being typed, kept in draft while the history is shown */
static void history_move(struct line *l, int *at, int dir, char *draft)
{
	int to = *at + dir;

	if (to < 0 || to > history_len)
		return;
	if (*at == history_len) {
		memcpy(draft, l->buf, l->len);
		draft[l->len] = '\0';
	}
	*at = to;
	replace(l, to == history_len ? draft : history[to]);
}

static char read_key(void)
{
	char c;

	return read(0, &c, 1) == 1 ? c : CTRL('D');
}

/* A key pressed alone sends ESC and nothing after it: wait a little for
 * the rest of a sequence (poll(2)), as busybox's line editing does */
static bool more_follows(void)
{
	struct {
		int fd;
		short events, revents;
	} p = { 0, 1 /* POLLIN */, 0 };

	return syscall(__NR_poll, &p, 1, 100) == 1;
}

/* The rest of an escape sequence, after ESC: the key it names */
static void escape(struct line *l, int *at, char *draft)
{
	char c, k;

	if (!more_follows())
		return;		/* Escape itself: nothing to do */
	c = read_key();
	if (c != '[' && c != 'O')
		return;
	k = read_key();
	if (k >= '0' && k <= '9') {	/* ESC [ n ~ */
		if (read_key() != '~')
			return;
		k = k == '3' ? 'X' : k == '1' || k == '7' ? 'H' :
		    k == '4' || k == '8' ? 'F' : 0;
	}
	switch (k) {
	case 'A':
		history_move(l, at, -1, draft);
		break;
	case 'B':
		history_move(l, at, 1, draft);
		break;
	case 'C':
		if (l->pos < l->len)
			move_to(l, l->pos + 1);
		break;
	case 'D':
		if (l->pos)
			move_to(l, l->pos - 1);
		break;
	case 'H':
		move_to(l, 0);
		break;
	case 'F':
		move_to(l, l->len);
		break;
	case 'X':
		delete(l);
		break;
	}
}

enum { EDITING, ENTER, ABANDON, END_OF_INPUT };

/* One key: the line goes on (EDITING) or how it ended */
static int key(struct line *l, char c, int *at, char *draft)
{
	switch (c) {
	case '\n':
	case '\r':
		return ENTER;
	case CTRL('C'):		/* abandon the line, as a shell does */
		l->len = 0;
		l->too_long = false;
		return ABANDON;
	case CTRL('D'):
		if (!l->len)
			return END_OF_INPUT;
		delete(l);
		return EDITING;
	case DEL:
	case '\b':
		if (l->pos) {
			move_to(l, l->pos - 1);
			delete(l);
		}
		return EDITING;
	case CTRL('A'):
		move_to(l, 0);
		return EDITING;
	case CTRL('E'):
		move_to(l, l->len);
		return EDITING;
	case '\033':
		escape(l, at, draft);
		return EDITING;
	}
	if (c == '\t' || (unsigned char)c >= ' ')
		insert(l, c);
	return EDITING;
}

/*
 * Print prompt and read one line into buf (no newline): its length, -1
 * at the end of input, -2 for a line longer than size - 1, -3 when
 * standard input is not a terminal (the caller reads it plainly).
 */
int edit_line(const char *prompt, char *buf, size_t size)
{
	struct termios saved, raw;
	struct line l = { buf, size, 0, 0, false };
	char *draft = malloc(size);
	int at = history_len, done = EDITING;

	if (!draft || ioctl(0, TCGETS, &saved)) {
		free(draft);
		return -3;
	}
	raw = saved;
	raw.c_lflag &= ~(ICANON | ECHO | ISIG);
	raw.c_cc[VMIN] = 1;
	raw.c_cc[VTIME] = 0;
	ioctl(0, TCSETS, &raw);
	out(prompt, strlen(prompt));
	while (done == EDITING)
		done = key(&l, read_key(), &at, draft);
	/* the terminal is canonical again before the line's end shows:
	 * whatever is typed after it is the next program's input */
	ioctl(0, TCSETS, &saved);
	out(done == ABANDON ? "^C\n" : "\n", done == ABANDON ? 3 : 1);
	free(draft);
	buf[l.len] = '\0';
	if (done == END_OF_INPUT)
		return -1;
	if (l.too_long)
		return -2;
	history_add(buf);
	return (int)l.len;
}
