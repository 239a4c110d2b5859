/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_CONSOLE_H
#define _LINUX_CONSOLE_H

#include "linux/types.h"

/* Somewhere printk() output goes: the serial line, the VGA screen. */
struct console {
	const char *name;
	void (*write)(const char *s, size_t len);
	int index;		/* a uart console's line (ttyS0: 0) */
	struct console *next;
};

void register_console(struct console *con);
void console_write(const char *s, size_t len);

void serial_init(void);
void serial8250_init(void);
void vga_init(void);
void vga_scroll(int lines);
void vga_write(const char *s, size_t len);

/* Input side: the serial line and the keyboard feed one line discipline. */
void tty_receive_char(char c);

#endif /* _LINUX_CONSOLE_H */
