// SPDX-License-Identifier: GPL-2.0
/*
 * init/version.c - the system's names (include/linux/utsname.h), what
 * uname(2) (kernel/sys.c) and modules (init_uts_ns.name.machine, as
 * LDD3's kdatasize prints it) read.  The release is the seed's.
 */
#include "linux/proc_ns.h"
#include "linux/utsname.h"
#include "linux/version.h"
#include "linux/export.h"

struct uts_namespace init_uts_ns = {
	.name = {
		.sysname = "Linux",	/* the ABI it speaks, as programs ask */
		.nodename = "oops386",
		.release = UTS_RELEASE,
		.version = "#1",
		.machine = "i686",
		.domainname = "(none)",
	},
	.ns.inum = PROC_UTS_INIT_INO,	/* kernel/utsname.c sets the rest */
};
EXPORT_SYMBOL_GPL(init_uts_ns);
