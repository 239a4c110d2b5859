/* SPDX-License-Identifier: GPL-2.0 */
/*
 * snull.h - what snull.c's "hardware" looks like: the interrupt status
 * bits its registers would hold, and the default watchdog timeout.
 */
#ifndef _SNULL_H
#define _SNULL_H

#define SNULL_RX_INTR	0x0001	/* a packet arrived */
#define SNULL_TX_INTR	0x0002	/* the packet we sent is gone */

#define SNULL_TIMEOUT	5	/* jiffies */

#endif /* _SNULL_H */
