// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/uid16.c - the i386 system calls of Linux 1.x and 2.2 that carry
 * uids and gids in 16 bits (setuid is 23, setuid32 213: the 32-bit calls
 * are kernel/sys.c's and kernel/groups.c's).  An id of 0xffff passed in
 * is -1 ("unchanged"); an id beyond 65535 going out is OVERFLOW_ID
 * (Linux's low2highuid() and high2lowuid()).
 */
#include "linux/kernel.h"
#include "linux/cred.h"
#include "linux/syscalls.h"

/* The register holds the id in its low 16 bits */
static u32 low2high(u32 id)
{
	id &= 0xffff;
	return id == 0xffff ? (u32)-1 : id;
}

static long high2low(u32 id)
{
	return id > 0xffff ? OVERFLOW_ID : id;
}

long sys_getuid16(void)
{
	return high2low(sys_getuid());
}

long sys_geteuid16(void)
{
	return high2low(sys_geteuid());
}

long sys_getgid16(void)
{
	return high2low(sys_getgid());
}

long sys_getegid16(void)
{
	return high2low(sys_getegid());
}

long sys_setuid16(u32 uid)
{
	return sys_setuid(low2high(uid));
}

long sys_setgid16(u32 gid)
{
	return sys_setgid(low2high(gid));
}

long sys_setreuid16(u32 ruid, u32 euid)
{
	return sys_setreuid(low2high(ruid), low2high(euid));
}

long sys_setregid16(u32 rgid, u32 egid)
{
	return sys_setregid(low2high(rgid), low2high(egid));
}

long sys_setresuid16(u32 ruid, u32 euid, u32 suid)
{
	return sys_setresuid(low2high(ruid), low2high(euid), low2high(suid));
}

long sys_setresgid16(u32 rgid, u32 egid, u32 sgid)
{
	return sys_setresgid(low2high(rgid), low2high(egid), low2high(sgid));
}

/* The old id comes back in 16 bits too */
long sys_setfsuid16(u32 uid)
{
	return high2low(sys_setfsuid(low2high(uid)));
}

long sys_setfsgid16(u32 gid)
{
	return high2low(sys_setfsgid(low2high(gid)));
}

long sys_getresuid16(u16 __user *ruid, u16 __user *euid, u16 __user *suid)
{
	void __user *const ptrs[3] = { ruid, euid, suid };

	return getresid_to_user(false, ptrs, sizeof(u16));
}

long sys_getresgid16(u16 __user *rgid, u16 __user *egid, u16 __user *sgid)
{
	void __user *const ptrs[3] = { rgid, egid, sgid };

	return getresid_to_user(true, ptrs, sizeof(u16));
}

long sys_chown16(const char __user *path, u32 user, u32 group)
{
	return sys_chown(path, low2high(user), low2high(group));
}

long sys_lchown16(const char __user *path, u32 user, u32 group)
{
	return sys_lchown(path, low2high(user), low2high(group));
}

long sys_fchown16(unsigned int fd, u32 user, u32 group)
{
	return sys_fchown(fd, low2high(user), low2high(group));
}

long sys_getgroups16(int size, u16 __user *list)
{
	return groups_to_user(list, size, sizeof(u16));
}

long sys_setgroups16(int size, const u16 __user *list)
{
	return groups_from_user(list, size, sizeof(u16));
}
