// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/keyboard.c - the PS/2 keyboard on IRQ 1.
 *
 * The 8042 controller hands us scan code set 1 bytes at port 0x60: a key
 * press sends its make code, a release the same code with bit 7 set.
 * Only what a shell needs is translated: letters, digits, punctuation,
 * shift, enter, backspace.
 */
#include "linux/kernel.h"
#include "linux/console.h"
#include "linux/interrupt.h"
#include "asm/io.h"

#define KBD_DATA	0x60
#define KBD_IRQ		1
#define KEY_RELEASE	0x80
#define SC_EXTENDED	0xe0	/* prefix of the grey keys' codes */
#define SC_PAGE_UP	0x49	/* after SC_EXTENDED */
#define SC_PAGE_DOWN	0x51
#define SCROLL_LINES	12	/* half a screen per key press */
#define SC_LSHIFT	0x2a
#define SC_RSHIFT	0x36
#define SC_MAX		0x3a

/* Scan code set 1 to ASCII, US layout, for codes 0x00..0x39; Backspace
 * is DEL and Enter is CR, as on Linux's console (termios VERASE, ICRNL) */
static const char normal[SC_MAX] =
	"\0\0331234567890-=\177\tqwertyuiop[]\r\0asdfghjkl;'`\0\\zxcvbnm,./\0*\0 ";
static const char shifted[SC_MAX] =
	"\0\033!@#$%^&*()_+\177\tQWERTYUIOP{}\r\0ASDFGHJKL:\"~\0|ZXCVBNM<>?\0*\0 ";

static bool shift, extended;

/* Shift+PageUp/PageDown scroll the VGA console's history */
static bool scroll_key(u8 sc)
{
	if (!shift || (sc != SC_PAGE_UP && sc != SC_PAGE_DOWN))
		return false;
	vga_scroll(sc == SC_PAGE_UP ? -SCROLL_LINES : SCROLL_LINES);
	return true;
}

static void keyboard_interrupt(int irq, void *dev)
{
	u8 sc = inb(KBD_DATA);
	bool release = sc & KEY_RELEASE;
	char c;

	(void)irq;
	(void)dev;
	if (sc == SC_EXTENDED) {
		extended = true;
		return;
	}
	sc &= ~KEY_RELEASE;
	if (extended) {
		extended = false;
		if (!release)
			scroll_key(sc);
		return;
	}
	if (sc == SC_LSHIFT || sc == SC_RSHIFT) {
		shift = !release;
		return;
	}
	if (release || sc >= SC_MAX)
		return;
	c = (shift ? shifted : normal)[sc];
	if (c)
		tty_receive_char(c);
}

void keyboard_init(void)
{
	request_irq(KBD_IRQ, keyboard_interrupt, "keyboard", NULL);
}
