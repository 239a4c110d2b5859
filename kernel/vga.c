// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/vga.c - the VGA text screen as a console.
 *
 * The BIOS (or GRUB) leaves the card in 80x25 colour text mode: each cell
 * is two bytes (character, attribute) at physical 0xB8000 (IBM VGA
 * technical reference).  The hardware cursor is moved through the CRT
 * controller's index/data ports 0x3D4/0x3D5, registers 0x0E/0x0F.
 */
#include "linux/kernel.h"
#include "linux/console.h"
#include "asm/io.h"
#include "asm/page.h"

#define VGA_TEXT_PHYS	0xb8000
#define VGA_COLS	80
#define VGA_ROWS	25
#define VGA_ATTR	0x07	/* light grey on black */
#define CRTC_INDEX	0x3d4
#define CRTC_DATA	0x3d5
#define CRTC_CURSOR_HI	0x0e
#define CRTC_CURSOR_LO	0x0f
#define TAB_WIDTH	8

static u16 *const screen = (u16 *)(PAGE_OFFSET + VGA_TEXT_PHYS);
static int row, col;

static u16 cell(char c)
{
	return (u16)(VGA_ATTR << 8 | (u8)c);
}

static void scroll_up(void)
{
	int i;

	memmove(screen, screen + VGA_COLS,
		(VGA_ROWS - 1) * VGA_COLS * sizeof(*screen));
	for (i = 0; i < VGA_COLS; i++)
		screen[(VGA_ROWS - 1) * VGA_COLS + i] = cell(' ');
	row = VGA_ROWS - 1;
}

static void move_cursor(void)
{
	u16 pos = (u16)(row * VGA_COLS + col);

	outb(CRTC_CURSOR_HI, CRTC_INDEX);
	outb(pos >> 8, CRTC_DATA);
	outb(CRTC_CURSOR_LO, CRTC_INDEX);
	outb(pos & 0xff, CRTC_DATA);
}

static void vga_putc(char c)
{
	switch (c) {
	case '\n':
		col = 0;
		row++;
		break;
	case '\r':
		col = 0;
		break;
	case '\b':
		if (col)
			col--;
		break;
	case '\t':
		col = (col + TAB_WIDTH) & ~(TAB_WIDTH - 1);
		break;
	default:
		/* only printable ASCII reaches the screen: no garbage */
		screen[row * VGA_COLS + col++] = cell(c >= ' ' && c < 0x7f ?
						      c : '?');
	}
	if (col >= VGA_COLS) {
		col = 0;
		row++;
	}
	if (row >= VGA_ROWS)
		scroll_up();
}

static void vga_write(const char *s, size_t len)
{
	while (len--)
		vga_putc(*s++);
	move_cursor();
}

static struct console vga_console = {
	.name = "tty0",
	.write = vga_write,
};

void vga_init(void)
{
	int i;

	for (i = 0; i < VGA_COLS * VGA_ROWS; i++)
		screen[i] = cell(' ');
	row = col = 0;
	register_console(&vga_console);
}
