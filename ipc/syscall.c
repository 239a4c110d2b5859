// SPDX-License-Identifier: GPL-2.0
/*
 * ipc/syscall.c - the System V IPC system calls as i386 has them twice:
 * ipc(2) (117), the old multiplexer glibc 2.36 uses on i386 (its first
 * argument names the call, its others are that call's in an order of
 * its own, ipc(2)), and since Linux 5.1 one number each (semget 393 to
 * msgctl 402, semtimedop_time64 420), which LTP calls directly.
 *
 * The ctl calls' structures are the 64-bit ones (struct shmid64_ds...):
 * the direct calls know no others, so a command with IPC_64 in it is
 * EINVAL there, as in Linux; through ipc(2) glibc adds IPC_64 to ask for
 * them, and it is taken off (a command without it would want the older
 * structures, which are not told apart here).
 */
#include "linux/kernel.h"
#include "linux/ipc.h"
#include "linux/syscalls.h"
#include "linux/time64.h"
#include "asm/uaccess.h"

#define SEMOP		1	/* ipc(2)'s calls */
#define SEMGET		2
#define SEMCTL		3
#define SEMTIMEDOP	4
#define MSGSND		11
#define MSGRCV		12
#define MSGGET		13
#define MSGCTL		14
#define SHMAT		21
#define SHMDT		22
#define SHMGET		23
#define SHMCTL		24

/* A semtimedop(2) limit in milliseconds (-1: none); -EFAULT/-EINVAL */
static long timeout_ms(const void __user *ts, bool time64)
{
	struct timespec64 t;
	s32 t32[2];

	if (!ts)
		return -1;
	if (time64 && copy_from_user(&t, ts, sizeof(t)))
		return -EFAULT;
	if (!time64 && copy_from_user(t32, ts, sizeof(t32)))
		return -EFAULT;
	if (!time64) {
		t.tv_sec = t32[0];
		t.tv_nsec = t32[1];
	}
	if (t.tv_sec < 0 || t.tv_nsec < 0 || t.tv_nsec >= 1000000000L)
		return -EINVAL;
	if (t.tv_sec > LONG_MAX / 2000)
		return LONG_MAX / 2;	/* as good as forever */
	return (long)t.tv_sec * 1000 + DIV_ROUND_UP(t.tv_nsec, 1000000);
}

static long semtimedop(int id, void __user *sops, unsigned int nsops,
		       const void __user *ts, bool time64)
{
	long ms = timeout_ms(ts, time64);

	return ms < -1 ? ms : ksys_semtimedop(id, sops, nsops, ms);
}

/* ipc(2)'s MSGRCV, version 0: msgp and the type in a struct at ptr */
struct ipc_kludge {
	void __user *msgp;
	long msgtyp;
};

static long ipc_msgrcv(int id, unsigned long size, int flag,
		       void __user *ptr)
{
	struct ipc_kludge k;

	if (!ptr)
		return -EINVAL;
	if (copy_from_user(&k, ptr, sizeof(k)))
		return -EFAULT;
	return ksys_msgrcv(id, k.msgp, size, k.msgtyp, flag);
}

static long ipc_shmat(int version, int id, int flag,
		      unsigned long __user *raddr, void __user *addr)
{
	unsigned long a;
	long r;

	if (version == 1)
		return -EINVAL;	/* iBCS2's, which Linux refuses too */
	r = do_shmat(id, addr, flag, &a);
	if (r)
		return r;
	return put_user(a, raddr);
}

/* ipc(2)'s ctl commands: IPC_64 asks for the structures there are */
static int ipc_cmd(unsigned long cmd)
{
	return (int)(cmd & ~IPC_64);
}

long sys_ipc(unsigned int call, int first, unsigned long second,
	     unsigned long third, void __user *ptr, long fifth)
{
	int version = (int)(call >> 16);
	unsigned long arg;

	switch (call & 0xffff) {
	case SEMOP:
		return semtimedop(first, ptr, (unsigned int)second, NULL,
				  false);
	case SEMTIMEDOP:
		return semtimedop(first, ptr, (unsigned int)second,
				  (void __user *)fifth, false);
	case SEMGET:
		return ksys_semget(first, (int)second, (int)third);
	case SEMCTL:
		if (!ptr)
			return -EINVAL;
		if (get_user(arg, (unsigned long __user *)ptr))
			return -EFAULT;
		return ksys_semctl(first, (int)second, ipc_cmd(third), arg);
	case MSGSND:
		return ksys_msgsnd(first, ptr, second, (int)third);
	case MSGRCV:
		if (version)	/* the type in fifth */
			return ksys_msgrcv(first, ptr, second, fifth,
					   (int)third);
		return ipc_msgrcv(first, second, (int)third, ptr);
	case MSGGET:
		return ksys_msgget(first, (int)second);
	case MSGCTL:
		return ksys_msgctl(first, ipc_cmd(second), ptr);
	case SHMAT:
		return ipc_shmat(version, first, (int)second,
				 (unsigned long __user *)third, ptr);
	case SHMDT:
		return ksys_shmdt(ptr);
	case SHMGET:
		return ksys_shmget(first, second, (int)third);
	case SHMCTL:
		return ksys_shmctl(first, ipc_cmd(second), ptr);
	}
	return -ENOSYS;
}

long sys_semget(int key, int nsems, int flag)
{
	return ksys_semget(key, nsems, flag);
}

long sys_semctl(int id, int num, int cmd, unsigned long arg)
{
	return ksys_semctl(id, num, cmd, arg);
}

long sys_semtimedop_time64(int id, void __user *sops, unsigned int nsops,
			   const void __user *ts)
{
	return semtimedop(id, sops, nsops, ts, true);
}

long sys_shmget(int key, size_t size, int flag)
{
	return ksys_shmget(key, size, flag);
}

long sys_shmctl(int id, int cmd, void __user *buf)
{
	return ksys_shmctl(id, cmd, buf);
}

long sys_shmat(int id, void __user *addr, int flag)
{
	unsigned long a;
	long r = do_shmat(id, addr, flag, &a);

	return r ? r : (long)a;
}

long sys_shmdt(void __user *addr)
{
	return ksys_shmdt(addr);
}

long sys_msgget(int key, int flag)
{
	return ksys_msgget(key, flag);
}

long sys_msgsnd(int id, const void __user *msgp, size_t size, int flag)
{
	return ksys_msgsnd(id, msgp, size, flag);
}

long sys_msgrcv(int id, void __user *msgp, size_t size, long type, int flag)
{
	return ksys_msgrcv(id, msgp, size, type, flag);
}

long sys_msgctl(int id, int cmd, void __user *buf)
{
	return ksys_msgctl(id, cmd, buf);
}
