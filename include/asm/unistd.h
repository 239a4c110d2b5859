/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/unistd.h - the i386 system-call numbers oops386 implements,
 * by their numbers in Linux's table (arch/x86/entry/syscalls/syscall_32.tbl).
 * Shared by the kernel's table (arch/i386/kernel/syscall_table.c) and the
 * C library in user/lib, so the two cannot disagree.
 */
#ifndef _ASM_UNISTD_H
#define _ASM_UNISTD_H

#define __NR_exit		1
#define __NR_fork		2
#define __NR_read		3
#define __NR_write		4
#define __NR_open		5
#define __NR_close		6
#define __NR_waitpid		7
#define __NR_creat		8
#define __NR_link		9
#define __NR_unlink		10
#define __NR_execve		11
#define __NR_chdir		12
#define __NR_time		13
#define __NR_mknod		14
#define __NR_chmod		15
#define __NR_lseek		19
#define __NR_getpid		20
#define __NR_mount		21
#define __NR_umount		22
#define __NR_getuid		24
#define __NR_alarm		27
#define __NR_pause		29
#define __NR_utime		30
#define __NR_access		33
#define __NR_sync		36
#define __NR_kill		37
#define __NR_rename		38
#define __NR_mkdir		39
#define __NR_rmdir		40
#define __NR_dup		41
#define __NR_pipe		42
#define __NR_brk		45
#define __NR_getgid		47
#define __NR_geteuid		49
#define __NR_getegid		50
#define __NR_umount2		52
#define __NR_ioctl		54
#define __NR_setpgid		57
#define __NR_umask		60
#define __NR_dup2		63
#define __NR_getppid		64
#define __NR_getpgrp		65
#define __NR_setsid		66
#define __NR_setrlimit		75
#define __NR_gettimeofday	78
#define __NR_getgroups		80
#define __NR_symlink		83
#define __NR_readlink		85
#define __NR_reboot		88
#define __NR_munmap		91
#define __NR_fchmod		94
#define __NR_syslog		103
#define __NR_wait4		114
#define __NR_sysinfo		116
#define __NR_sigreturn		119
#define __NR_clone		120
#define __NR_uname		122
#define __NR_mprotect		125
#define __NR_init_module	128
#define __NR_delete_module	129
#define __NR_getpgid		132
#define __NR__llseek		140
#define __NR__newselect		142
#define __NR_readv		145
#define __NR_writev		146
#define __NR_getsid		147
#define __NR_nanosleep		162
#define __NR_poll		168
#define __NR_prctl		172
#define __NR_rt_sigreturn	173
#define __NR_rt_sigaction	174
#define __NR_rt_sigprocmask	175
#define __NR_rt_sigpending	176
#define __NR_rt_sigtimedwait	177
#define __NR_rt_sigsuspend	179
#define __NR_getcwd		183
#define __NR_sigaltstack	186
#define __NR_vfork		190
#define __NR_ugetrlimit		191
#define __NR_mmap2		192
#define __NR_stat64		195
#define __NR_lstat64		196
#define __NR_fstat64		197
#define __NR_getuid32		199
#define __NR_getgid32		200
#define __NR_geteuid32		201
#define __NR_getegid32		202
#define __NR_getgroups32	205
#define __NR_getdents64		220
#define __NR_fcntl64		221
#define __NR_gettid		224
#define __NR_tkill		238
#define __NR_set_thread_area	243
#define __NR_exit_group		252
#define __NR_set_tid_address	258
#define __NR_clock_gettime	265
#define __NR_clock_nanosleep	267
#define __NR_statfs64		268
#define __NR_fstatfs64		269
#define __NR_tgkill		270
#define __NR_utimes		271
#define __NR_openat		295
#define __NR_mkdirat		296
#define __NR_mknodat		297
#define __NR_fstatat64		300
#define __NR_unlinkat		301
#define __NR_renameat		302
#define __NR_linkat		303
#define __NR_symlinkat		304
#define __NR_readlinkat		305
#define __NR_fchmodat		306
#define __NR_faccessat		307
#define __NR_pselect6		308
#define __NR_ppoll		309
#define __NR_set_robust_list	311
#define __NR_utimensat		320
#define __NR_dup3		330
#define __NR_pipe2		331
#define __NR_prlimit64		340
#define __NR_finit_module	350
#define __NR_renameat2		353
#define __NR_getrandom		355
#define __NR_statx		383
#define __NR_clock_gettime64	403
#define __NR_clock_getres_time64	406
#define __NR_clock_nanosleep_time64	407
#define __NR_utimensat_time64	412
#define __NR_faccessat2		439

/* Linux 6.1's table ends at 450 (set_mempolicy_home_node) */
#define NR_syscalls		451

#endif /* _ASM_UNISTD_H */
