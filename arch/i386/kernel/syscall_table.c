// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/syscall_table.c - system-call number to function, at
 * Linux's i386 numbers (include/asm/unistd.h).  system_call in
 * arch/i386/kernel/entry.S indexes it with eax; every number oops386
 * lacks, and the extra last entry that out-of-range numbers are sent to,
 * is sys_ni_syscall(): -ENOSYS, logged once per number.
 */
#include "linux/kernel.h"
#include "linux/module.h"
#include "linux/syscalls.h"
#include "asm/unistd.h"

/* every entry starts as sys_ni_syscall, then the implemented ones
 * override it: a GNU C range initializer, overridden on purpose */
#pragma GCC diagnostic ignored "-Woverride-init"

#define SYSCALL(nr, fn)	[__NR_##nr] = (void *)(fn)

void *const sys_call_table[NR_syscalls + 1] = {
	[0 ... NR_syscalls] = (void *)sys_ni_syscall,
	SYSCALL(exit, sys_exit),
	SYSCALL(fork, sys_fork),
	SYSCALL(read, sys_read),
	SYSCALL(write, sys_write),
	SYSCALL(open, sys_open),
	SYSCALL(close, sys_close),
	SYSCALL(waitpid, sys_waitpid),
	SYSCALL(unlink, sys_unlink),
	SYSCALL(execve, sys_execve),
	SYSCALL(chdir, sys_chdir),
	SYSCALL(time, sys_time),
	SYSCALL(mknod, sys_mknod),
	SYSCALL(lseek, sys_lseek),
	SYSCALL(getpid, sys_getpid),
	SYSCALL(getuid, sys_getuid),
	SYSCALL(kill, sys_kill),
	SYSCALL(mkdir, sys_mkdir),
	SYSCALL(dup, sys_dup),
	SYSCALL(pipe, sys_pipe),
	SYSCALL(brk, sys_brk),
	SYSCALL(getgid, sys_getuid),
	SYSCALL(geteuid, sys_getuid),
	SYSCALL(getegid, sys_getuid),
	SYSCALL(ioctl, sys_ioctl),
	SYSCALL(setpgid, sys_setpgid),
	SYSCALL(dup2, sys_dup2),
	SYSCALL(getppid, sys_getppid),
	SYSCALL(getpgrp, sys_getpgrp),
	SYSCALL(setsid, sys_setsid),
	SYSCALL(gettimeofday, sys_gettimeofday),
	SYSCALL(reboot, sys_reboot),
	SYSCALL(munmap, sys_munmap),
	SYSCALL(syslog, sys_syslog),
	SYSCALL(wait4, sys_wait4),
	SYSCALL(clone, sys_clone),
	SYSCALL(uname, sys_uname),
	SYSCALL(mprotect, sys_mprotect),
	SYSCALL(init_module, sys_init_module),
	SYSCALL(delete_module, sys_delete_module),
	SYSCALL(getpgid, sys_getpgid),
	SYSCALL(_llseek, sys_llseek),
	SYSCALL(readv, sys_readv),
	SYSCALL(writev, sys_writev),
	SYSCALL(getsid, sys_getsid),
	SYSCALL(nanosleep, sys_nanosleep),
	SYSCALL(rt_sigaction, sys_rt_sigaction),
	SYSCALL(rt_sigprocmask, sys_rt_sigprocmask),
	SYSCALL(getcwd, sys_getcwd),
	SYSCALL(vfork, sys_vfork),
	SYSCALL(mmap2, sys_mmap2),
	SYSCALL(stat64, sys_stat64),
	SYSCALL(lstat64, sys_lstat64),
	SYSCALL(fstat64, sys_fstat64),
	SYSCALL(getuid32, sys_getuid),
	SYSCALL(getgid32, sys_getuid),
	SYSCALL(geteuid32, sys_getuid),
	SYSCALL(getegid32, sys_getuid),
	SYSCALL(getdents64, sys_getdents64),
	SYSCALL(fcntl64, sys_fcntl64),
	SYSCALL(gettid, sys_gettid),
	SYSCALL(set_thread_area, sys_set_thread_area),
	SYSCALL(exit_group, sys_exit_group),
	SYSCALL(set_tid_address, sys_set_tid_address),
	SYSCALL(clock_gettime, sys_clock_gettime),
	SYSCALL(openat, sys_openat),
	SYSCALL(mknodat, sys_mknodat),
	SYSCALL(fstatat64, sys_fstatat64),
	SYSCALL(finit_module, sys_finit_module),
};
