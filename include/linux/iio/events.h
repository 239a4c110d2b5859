/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/iio/events.h - Linux 6.1's IIO events (thresholds
 * crossed, taps...) pushed to /dev/iio:deviceN.  oops386's IIO core has
 * no event interface (docs/iio.md); the header is here so that drivers
 * including it only for the event enums (uapi/linux/iio/types.h) build.
 */
#ifndef _IIO_EVENTS_H_
#define _IIO_EVENTS_H_

#include "linux/iio/types.h"

#endif /* _IIO_EVENTS_H_ */
