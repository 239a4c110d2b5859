/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/cred.h - the credentials a task acts with, under Linux's
 * names (2.6.29 on).  Every process here is root (linux/uidgid.h): the
 * ids are those of the one user until tasks carry credentials of their
 * own.  LDD3's sculluid compares them to let one user in at a time.
 */
#ifndef _LINUX_CRED_H
#define _LINUX_CRED_H

#include "linux/uidgid.h"
#include "linux/capability.h"

#define current_uid()	GLOBAL_ROOT_UID
#define current_euid()	GLOBAL_ROOT_UID
#define current_gid()	GLOBAL_ROOT_GID
#define current_egid()	GLOBAL_ROOT_GID

#endif /* _LINUX_CRED_H */
