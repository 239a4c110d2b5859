/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/tty_flip.h - a driver's received bytes into its port's
 * flip buffer, then to the line discipline (drivers/char/tty_buffer.c).
 * Each insert returns how many bytes found room; what did not is the
 * driver's to count (an overrun), as Linux leaves it.
 */
#ifndef _LINUX_TTY_FLIP_H
#define _LINUX_TTY_FLIP_H

#include "linux/tty.h"

/* a received byte's flag */
#define TTY_NORMAL	0
#define TTY_BREAK	1
#define TTY_FRAME	2
#define TTY_PARITY	3
#define TTY_OVERRUN	4

int tty_buffer_request_room(struct tty_port *port, size_t size);
unsigned int tty_buffer_space_avail(struct tty_port *port);
int tty_insert_flip_string_fixed_flag(struct tty_port *port,
				      const unsigned char *chars, char flag,
				      size_t size);
int tty_insert_flip_string_flags(struct tty_port *port,
				 const unsigned char *chars,
				 const char *flags, size_t size);
void tty_flip_buffer_push(struct tty_port *port);
void tty_buffer_flush(struct tty_port *port);
void tty_buffer_init(struct tty_port *port);
void tty_buffer_cancel_work(struct tty_port *port);

static inline int tty_insert_flip_char(struct tty_port *port,
				       unsigned char ch, char flag)
{
	return tty_insert_flip_string_fixed_flag(port, &ch, flag, 1);
}

static inline int tty_insert_flip_string(struct tty_port *port,
					 const unsigned char *chars,
					 size_t size)
{
	return tty_insert_flip_string_fixed_flag(port, chars, TTY_NORMAL,
						 size);
}

#endif /* _LINUX_TTY_FLIP_H */
