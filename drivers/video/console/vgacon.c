// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/video/console/vgacon.c - the VGA text screen as a console, with scroll-back.
 *
 * The BIOS (or GRUB) leaves the card in 80x25 colour text mode: each cell
 * is two bytes (character, attribute) at physical 0xB8000 (IBM VGA
 * technical reference).  The hardware cursor is moved through the CRT
 * controller's index/data ports 0x3D4/0x3D5, registers 0x0E/0x0F.
 *
 * An oops with a long call trace is taller than 25 lines, so the console
 * writes into a history of HISTORY_LINES lines and the screen shows a
 * window onto it: Shift+PageUp/PageDown move the window (as on Linux's
 * console), and any new output brings it back to the bottom.
 */
#include "linux/kernel.h"
#include "linux/console.h"
#include "asm/io.h"
#include "asm/page.h"

#define VGA_TEXT_PHYS	0xb8000
#define VGA_COLS	80
#define VGA_ROWS	25
#define HISTORY_LINES	512		/* a power of two */
#define VGA_ATTR	0x07	/* light grey on black */
#define CRTC_INDEX	0x3d4
#define CRTC_DATA	0x3d5
#define CRTC_CURSOR_HI	0x0e
#define CRTC_CURSOR_LO	0x0f
#define TAB_WIDTH	8

static u16 *const screen = (u16 *)(PAGE_OFFSET + VGA_TEXT_PHYS);
static u16 history[HISTORY_LINES][VGA_COLS];
static unsigned long line;	/* lines written so far: the cursor's line */
static int col;
static unsigned long scrolled;	/* lines the window is above the bottom */
static unsigned long shown_top = ~0UL;	/* the window the screen shows */
static unsigned long dirty;	/* first line written since it was shown */

static u16 cell(char c)
{
	return (u16)(VGA_ATTR << 8 | (u8)c);
}

static u16 *history_line(unsigned long n)
{
	return history[n & (HISTORY_LINES - 1)];
}

static void clear_line(unsigned long n)
{
	int i;

	for (i = 0; i < VGA_COLS; i++)
		history_line(n)[i] = cell(' ');
}

/* The first line shown: the cursor's line is the bottom row. */
static unsigned long window_top(void)
{
	unsigned long top = line >= VGA_ROWS - 1 ? line - (VGA_ROWS - 1) : 0;

	return top - min(scrolled, top);
}

static void move_cursor(void)
{
	unsigned long row = line - window_top();
	u16 pos = (u16)(row < VGA_ROWS ? row * VGA_COLS + col :
					 VGA_ROWS * VGA_COLS);	/* hidden */

	outb(CRTC_CURSOR_HI, CRTC_INDEX);
	outb(pos >> 8, CRTC_DATA);
	outb(CRTC_CURSOR_LO, CRTC_INDEX);
	outb(pos & 0xff, CRTC_DATA);
}

/* Copy history lines [from, to) to the screen, whose top row shows @top. */
static void show_lines(unsigned long top, unsigned long from, unsigned long to)
{
	unsigned long n;
	int i;

	for (n = from; n < to; n++) {
		u16 *row = &screen[(n - top) * VGA_COLS];

		for (i = 0; i < VGA_COLS; i++)
			row[i] = history_line(n)[i];
	}
}

/*
 * Bring the screen up to date.  The text buffer is not RAM under QEMU
 * (or behind a real card's bus) but device memory, each access a trip
 * through the VGA emulation: a full copy, 2,000 cells, cost about a
 * millisecond under TCG for each console write.  So while the window
 * stays put only the lines written since the last redraw are copied,
 * and a cell at a time (u16), not byte by byte.
 */
static void redraw(void)
{
	unsigned long top = window_top(), from = top, to = top + VGA_ROWS;

	if (top == shown_top) {
		from = max(dirty, top);
		to = min(line + 1, to);
	}
	show_lines(top, from, to);
	shown_top = top;
	dirty = line;
	move_cursor();
}

static void new_line(void)
{
	col = 0;
	clear_line(++line);
}

static void vga_putc(char c)
{
	switch (c) {
	case '\n':
		new_line();
		return;
	case '\r':
		col = 0;
		return;
	case '\b':
		if (col)
			col--;
		return;
	case '\t':
		col = (col + TAB_WIDTH) & ~(TAB_WIDTH - 1);
		break;
	default:
		/* only printable ASCII reaches the screen: no garbage */
		history_line(line)[col++] = cell(c >= ' ' && c < 0x7f ? c :
									'?');
	}
	if (col >= VGA_COLS)
		new_line();
}

/* Also the virtual consoles' output (drivers/char/vt.c's con_write()) */
void vga_write(const char *s, size_t len)
{
	scrolled = 0;
	while (len--)
		vga_putc(*s++);
	redraw();
}

/* Shift+PageUp (lines < 0) and Shift+PageDown, from the keyboard. */
void vga_scroll(int lines)
{
	unsigned long max_back = line >= VGA_ROWS ? line - (VGA_ROWS - 1) : 0;

	max_back = min(max_back, (unsigned long)HISTORY_LINES - VGA_ROWS);
	if (lines < 0)
		scrolled = min(scrolled + (unsigned long)-lines, max_back);
	else
		scrolled -= min(scrolled, (unsigned long)lines);
	redraw();
}

static struct console vga_console = {
	.name = "tty0",
	.write = vga_write,
};

void vga_init(void)
{
	unsigned long i;

	for (i = 0; i < VGA_ROWS; i++)
		clear_line(i);
	redraw();
	register_console(&vga_console);
}
