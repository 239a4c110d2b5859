/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/circ_buf.h - a ring of a power-of-two size: the producer
 * moves head, the consumer tail; one slot stays empty so that full and
 * empty differ.  Linux's macros (the serial core's transmit ring).
 */
#ifndef _LINUX_CIRC_BUF_H
#define _LINUX_CIRC_BUF_H

struct circ_buf {
	char *buf;
	int head;
	int tail;
};

/* Bytes in it, and room for more */
#define CIRC_CNT(head, tail, size)	(((head) - (tail)) & ((size) - 1))
#define CIRC_SPACE(head, tail, size)	CIRC_CNT((tail), ((head) + 1), (size))

#endif /* _LINUX_CIRC_BUF_H */
