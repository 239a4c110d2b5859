/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/uaccess.h - where modules since 4.x find copy_to_user(),
 * copy_from_user(), get_user() and put_user(): asm/uaccess.h.
 */
#ifndef _LINUX_UACCESS_H
#define _LINUX_UACCESS_H

#include "asm/uaccess.h"

#endif /* _LINUX_UACCESS_H */
