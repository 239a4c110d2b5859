// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/rootonly.c - what only a privileged process may do, tried
 * by whoever runs it (tests/kernel/test_cred.py runs it as root and
 * under setuidgid as user 1000): each call's result, "0" or the errno's
 * name.  The calls are made to fail harmlessly when allowed (a bad
 * reboot magic, an empty module image, a mount of a missing type, the
 * host name oops386 already has), so
 * that a root run changes nothing and the privilege check is the only
 * difference between the two runs.  DIR is a directory the user may
 * write to (its mknod(2) then fails on CAP_MKNOD, not on the directory).
 */
#include "report.h"
#include <signal.h>
#include <stdlib.h>
#include <sys/klog.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	const char *dir = argc > 1 ? argv[1] : "/tmp";
	char node[256];

	snprintf(node, sizeof(node), "%s/rootonly-node", dir);
	T(syscall(SYS_init_module, NULL, 0, ""));
	T(syscall(SYS_finit_module, -1, "", 0));
	T(syscall(SYS_delete_module, "no_such_module", 0));
	T(syscall(SYS_reboot, 0, 0, 0, NULL));
	T(mknod(node, S_IFCHR | 0600, makedev(1, 3)));
	T(unlink(node));
	T(mount("none", "/", "no_such_fs", 0, NULL));
	T(mount("none", "/no/such/dir", "no_such_fs", 0, NULL));
	T(umount(dir));
	T(umount("/no/such/dir"));
	T(sethostname("oops386", 7));
	T(sethostname(node, 65));	/* too long: EINVAL, for root */
	T(setdomainname("(none)", 6));
	T(kill(1, 0));
	T(kill(-1, 0));
	T(kill(getpid(), 0));
	T(klogctl(10, NULL, 0) > 0 ? 1 : -1);	/* the size differs */
	T(klogctl(3, NULL, 0));
	return 0;
}
