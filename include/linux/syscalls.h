/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/syscalls.h - every system call oops386 implements, by
 * Linux's names.  arch/i386/kernel/syscall_table.c puts them at Linux's
 * i386 numbers (include/asm/unistd.h); arguments come from ebx, ecx, edx,
 * esi, edi, ebp in that order, and a negative result is -errno.
 */
#ifndef _LINUX_SYSCALLS_H
#define _LINUX_SYSCALLS_H

#include "linux/types.h"
#include "asm/uaccess.h"
#include "asm/signal.h"

struct inode;
struct mmsghdr;
struct user_msghdr;
struct iovec;
struct k_sigaction;
struct new_utsname;
struct old_timespec32;
struct old_timeval32;
struct pt_regs;
struct siginfo;
struct stat64;
struct statx;
struct statfs64;
struct rlimit;
struct rlimit64;
struct sysinfo;
struct __kernel_timespec;
struct user_desc;

long sys_ni_syscall(void);
long sys_restart_syscall(void);
void exit_to_user_mode(struct pt_regs *regs, long in_syscall);

/* processes: kernel/fork.c, kernel/exit.c, fs/exec.c */
long sys_fork(void);
long sys_vfork(void);
long sys_clone(unsigned long flags, unsigned long newsp,
	       int __user *parent_tid, struct user_desc __user *tls,
	       int __user *child_tid);
long sys_execve(const char __user *path, const char *const __user *argv,
		const char *const __user *envp);
long do_execve(const char *path, const char *const *argv,
	       const char *const *envp, bool kernel);
long sys_exit(long code) __attribute__((noreturn));
long sys_exit_group(long code) __attribute__((noreturn));
struct rusage;
struct tms;
long sys_wait4(int pid, int __user *status, int options,
	       struct rusage __user *ru);
long sys_waitid(int which, int id, struct siginfo __user *infop,
		int options, struct rusage __user *ru);
long sys_getrusage(int who, struct rusage __user *ru);
long sys_times(struct tms __user *buf);
long sys_sched_yield(void);
/* net/socket.c */
long sys_socketcall(int call, unsigned long __user *args);
long sys_socket(int family, int type, int protocol);
long sys_socketpair(int family, int type, int protocol, int __user *usv);
long sys_bind(int fd, const void __user *uaddr, int len);
long sys_connect(int fd, const void __user *uaddr, int len);
long sys_listen(int fd, int backlog);
long sys_accept4(int fd, void __user *uaddr, int __user *ulen, int flags);
long sys_getsockname(int fd, void __user *uaddr, int __user *ulen);
long sys_getpeername(int fd, void __user *uaddr, int __user *ulen);
long sys_sendto(int fd, void __user *buf, size_t len, unsigned int flags,
		const void __user *uaddr, int addrlen);
long sys_recvfrom(int fd, void __user *buf, size_t len, unsigned int flags,
		  void __user *uaddr, int __user *ulen);
long sys_sendmsg(int fd, struct user_msghdr __user *umsg, unsigned int flags);
long sys_recvmsg(int fd, struct user_msghdr __user *umsg, unsigned int flags);
long sys_sendmmsg(int fd, struct mmsghdr __user *vec, unsigned int vlen,
		  unsigned int flags);
long sys_recvmmsg(int fd, struct mmsghdr __user *vec, unsigned int vlen,
		  unsigned int flags, struct old_timespec32 __user *uts);
long sys_recvmmsg_time64(int fd, struct mmsghdr __user *vec,
			 unsigned int vlen, unsigned int flags,
			 struct __kernel_timespec __user *uts);
long sys_shutdown(int fd, int how);
long sys_setsockopt(int fd, int level, int name, void __user *val, int len);
long sys_getsockopt(int fd, int level, int name, void __user *val,
		    int __user *ulen);
long sys_futex(u32 __user *uaddr, int op, u32 val,
	       const struct old_timespec32 __user *utime,
	       u32 __user *uaddr2, u32 val3);
struct futex_waitv;
long sys_futex_waitv(const struct futex_waitv __user *waiters,
		     unsigned int nr_futexes, unsigned int flags,
		     const struct __kernel_timespec __user *timeout,
		     int clockid);
long sys_futex_time64(u32 __user *uaddr, int op, u32 val,
		      const struct __kernel_timespec __user *utime,
		      u32 __user *uaddr2, u32 val3);
long sys_waitpid(int pid, int __user *status, int options);

/* ids, groups, the system: kernel/sys.c, kernel/signal.c */
long sys_getpid(void);
long sys_gettid(void);
long sys_getppid(void);
long sys_getuid(void);
long sys_geteuid(void);
long sys_getgid(void);
long sys_getegid(void);
long sys_setuid(uid_t uid);
long sys_setgid(gid_t gid);
long sys_setreuid(uid_t ruid, uid_t euid);
long sys_setregid(gid_t rgid, gid_t egid);
long sys_setresuid(uid_t ruid, uid_t euid, uid_t suid);
long sys_setresgid(gid_t rgid, gid_t egid, gid_t sgid);
long sys_setfsuid(uid_t uid);
long sys_setfsgid(gid_t gid);
long sys_getresuid(uid_t __user *ruid, uid_t __user *euid,
		   uid_t __user *suid);
long sys_getresgid(gid_t __user *rgid, gid_t __user *egid,
		   gid_t __user *sgid);
long getresid_to_user(bool gid, void __user *const ptrs[3], size_t width);
long sys_getgroups(int size, u32 __user *list);
long sys_setgroups(int size, const u32 __user *list);
long groups_to_user(void __user *list, int size, size_t width);
long groups_from_user(const void __user *list, int size, size_t width);
struct __user_cap_header_struct;
struct __user_cap_data_struct;
long sys_capget(struct __user_cap_header_struct __user *header,
		struct __user_cap_data_struct __user *data);
long sys_capset(struct __user_cap_header_struct __user *header,
		const struct __user_cap_data_struct __user *data);
/* the 16-bit calls: kernel/uid16.c */
long sys_getuid16(void);
long sys_geteuid16(void);
long sys_getgid16(void);
long sys_getegid16(void);
long sys_setuid16(u32 uid);
long sys_setgid16(u32 gid);
long sys_setreuid16(u32 ruid, u32 euid);
long sys_setregid16(u32 rgid, u32 egid);
long sys_setresuid16(u32 ruid, u32 euid, u32 suid);
long sys_setresgid16(u32 rgid, u32 egid, u32 sgid);
long sys_setfsuid16(u32 uid);
long sys_setfsgid16(u32 gid);
long sys_getresuid16(u16 __user *ruid, u16 __user *euid, u16 __user *suid);
long sys_getresgid16(u16 __user *rgid, u16 __user *egid, u16 __user *sgid);
long sys_getgroups16(int size, u16 __user *list);
long sys_chown16(const char __user *path, u32 user, u32 group);
long sys_lchown16(const char __user *path, u32 user, u32 group);
long sys_fchown16(unsigned int fd, u32 user, u32 group);
/* fs/open.c */
long sys_chown(const char __user *path, uid_t user, gid_t group);
long sys_lchown(const char __user *path, uid_t user, gid_t group);
long sys_fchown(unsigned int fd, uid_t user, gid_t group);
long sys_fchownat(int dirfd, const char __user *path, uid_t user,
		  gid_t group, int flags);
long sys_setgroups16(int size, const u16 __user *list);
long sys_set_tid_address(int __user *tidptr);
long sys_setpgid(int pid, int pgid);
long sys_getpgid(int pid);
long sys_getpgrp(void);
long sys_getsid(int pid);
long sys_setsid(void);
long sys_uname(struct new_utsname __user *name);
long sys_sethostname(const char __user *name, int len);
long sys_setdomainname(const char __user *name, int len);
long sys_reboot(unsigned int magic1, unsigned int magic2, unsigned int cmd);
long sys_kill(int pid, int sig);
long sys_pidfd_send_signal(int pidfd, int sig,
			   const struct siginfo __user *uinfo,
			   unsigned int flags);
long sys_pidfd_open(int pid, unsigned int flags);
long sys_pidfd_getfd(int pidfd, int targetfd, unsigned int flags);
struct clone_args;
long sys_clone3(const struct clone_args __user *uargs, size_t size);
long sys_rt_sigaction(int sig, const struct k_sigaction __user *act,
		      struct k_sigaction __user *oact, size_t sigsetsize);
long sys_rt_sigprocmask(int how, const sigset_t __user *set,
			sigset_t __user *oset,
			size_t sigsetsize);
long sys_rt_sigpending(sigset_t __user *set, size_t sigsetsize);
long sys_sigprocmask(int how, const old_sigset_t __user *uset,
		     old_sigset_t __user *uoset);
long sys_sigpending(old_sigset_t __user *uset);
long sys_sgetmask(void);
long sys_ssetmask(int newmask);
long sys_sync(void);
long sys_fsync(unsigned int fd);
long sys_fdatasync(unsigned int fd);
long sys_rt_sigtimedwait(const sigset_t __user *uthese, struct siginfo __user *uinfo,
			 const struct old_timespec32 __user *uts,
			 size_t sigsetsize);
long sys_rt_sigsuspend(const sigset_t __user *mask, size_t sigsetsize);
long set_user_sigmask(const sigset_t __user *umask, size_t size);
long sys_tkill(int tid, int sig);
long sys_tgkill(int tgid, int tid, int sig);
long sys_pause(void);
long sys_alarm(unsigned int seconds);
struct itimerval32;
long sys_getitimer(int which, struct itimerval32 __user *uv);
long sys_setitimer(int which, const struct itimerval32 __user *unew,
		   struct itimerval32 __user *uold);
struct sigaltstack;
long sys_sigaltstack(const struct sigaltstack __user *uss,
		     struct sigaltstack __user *uoss);
/* fs/select.c */
struct pollfd;
struct old_timeval32;
struct sigset_argpack;
long sys_poll(struct pollfd __user *ufds, unsigned int nfds, int timeout);
long sys_ppoll(struct pollfd __user *ufds, unsigned int nfds,
	       const struct old_timespec32 __user *tsp,
	       const sigset_t __user *sigmask, size_t sigsetsize);
long sys_fchdir(unsigned int fd);
long sys_readahead(int fd, u32 offset, u32 offset_high, size_t count);
long sys_fadvise64(int fd, u32 offset, u32 offset_high, size_t len,
		   int advice);
long sys_fadvise64_64(int fd, u32 offset, u32 offset_high, u32 len,
		      u32 len_high, int advice);
long sys_eventfd(unsigned int count);
long sys_signalfd4(int fd, const sigset_t __user *umask, size_t sizemask,
		   int flags);
long sys_signalfd(int fd, const sigset_t __user *umask, size_t sizemask);
long sys_eventfd2(unsigned int count, int flags);
long sys_splice(int fd_in, loff_t __user *off_in, int fd_out,
		loff_t __user *off_out, size_t len, unsigned int flags);
long sys_sync_file_range(int fd, u32 off_lo, u32 off_hi, u32 len_lo,
			 u32 len_hi, unsigned int flags);
long sys_tee(int fd_in, int fd_out, size_t len, unsigned int flags);
long sys_vmsplice(int fd, const struct iovec __user *uiov,
		  unsigned long nr_segs, unsigned int flags);
long sys_timerfd_create(int clockid, int flags);
struct __kernel_itimerspec;
struct old_itimerspec32;
long sys_timerfd_settime(int fd, int flags,
			 const struct old_itimerspec32 __user *utmr,
			 struct old_itimerspec32 __user *otmr);
long sys_timerfd_settime64(int fd, int flags,
			   const struct __kernel_itimerspec __user *utmr,
			   struct __kernel_itimerspec __user *otmr);
long sys_timerfd_gettime(int fd, struct old_itimerspec32 __user *otmr);
long sys_timerfd_gettime64(int fd, struct __kernel_itimerspec __user *otmr);
long sys_inotify_init(void);
long sys_inotify_init1(int flags);
long sys_inotify_add_watch(int fd, const char __user *path, u32 mask);
long sys_inotify_rm_watch(int fd, s32 wd);
long sys_memfd_create(const char __user *uname, unsigned int flags);
struct epoll_event;
long sys_epoll_create(int size);
long sys_epoll_create1(int flags);
long sys_epoll_ctl(int epfd, int op, int fd,
		   struct epoll_event __user *uevent);
long sys_epoll_wait(int epfd, struct epoll_event __user *uevents,
		    int maxevents, int timeout);
long sys_epoll_pwait(int epfd, struct epoll_event __user *uevents,
		     int maxevents, int timeout, const sigset_t __user *sigmask,
		     size_t sigsetsize);
long sys_epoll_pwait2(int epfd, struct epoll_event __user *uevents,
		      int maxevents, const struct __kernel_timespec __user *uts,
		      const sigset_t __user *sigmask, size_t sigsetsize);
long sys_select(int n, u32 __user *inp, u32 __user *outp, u32 __user *exp,
		struct old_timeval32 __user *tvp);
long sys_pselect6(int n, u32 __user *inp, u32 __user *outp,
		  u32 __user *exp, struct old_timespec32 __user *tsp,
		  const struct sigset_argpack __user *sig);
/* arch/i386/kernel/signal.c */
long sys_sigreturn(void);
long sys_rt_sigreturn(void);
long sys_set_thread_area(struct user_desc __user *uinfo);
long sys_get_thread_area(struct user_desc __user *uinfo);
long sys_arch_prctl(int option, unsigned long arg2);
/* arch/i386/kernel/ldt.c */
long sys_modify_ldt(int func, void __user *ptr, unsigned long bytecount);

/* limits and the system: kernel/sys_resource.c */
long sys_prlimit64(int pid, unsigned int resource,
		   const struct rlimit64 __user *new_rlim,
		   struct rlimit64 __user *old_rlim);
long sys_getrlimit(unsigned int resource, struct rlimit __user *rlim);
long sys_setrlimit(unsigned int resource, struct rlimit __user *rlim);
long sys_sysinfo(struct sysinfo __user *info);
long sys_umask(int mask);
long sys_prctl(int option, unsigned long arg2, unsigned long arg3,
	       unsigned long arg4, unsigned long arg5);
long sys_set_robust_list(void __user *head, size_t len);
long sys_get_robust_list(int pid, void __user *__user *head_ptr,
			 size_t __user *len_ptr);
long sys_getrandom(char __user *buf, size_t count, unsigned int flags);

/* time: kernel/time.c; the log: kernel/syslog.c */
long sys_clock_gettime(int clock, struct old_timespec32 __user *tp);
struct sigevent;
struct __kernel_itimerspec;
struct old_itimerspec32;
long sys_timer_create(int clock, const struct sigevent __user *uev,
		      int __user *created_id);
long sys_timer_settime(int id, int flags,
		       const struct old_itimerspec32 __user *unew,
		       struct old_itimerspec32 __user *uold);
long sys_timer_settime64(int id, int flags,
			 const struct __kernel_itimerspec __user *unew,
			 struct __kernel_itimerspec __user *uold);
long sys_timer_gettime(int id, struct old_itimerspec32 __user *ucur);
long sys_timer_gettime64(int id, struct __kernel_itimerspec __user *ucur);
long sys_timer_getoverrun(int id);
long sys_timer_delete(int id);
long sys_clock_gettime64(int clock, struct __kernel_timespec __user *tp);
long sys_clock_getres_time64(int clock, struct __kernel_timespec __user *tp);
long sys_clock_nanosleep(int clock, int flags,
			 const struct old_timespec32 __user *req,
			 struct old_timespec32 __user *rem);
long sys_clock_nanosleep_time64(int clock, int flags,
				const struct __kernel_timespec __user *req,
				struct __kernel_timespec __user *rem);
long sys_gettimeofday(struct old_timeval32 __user *tv, void __user *tz);
long sys_time(s32 __user *tloc);
long sys_nanosleep(const struct old_timespec32 __user *req,
		   struct old_timespec32 __user *rem);
long sys_syslog(int type, char __user *buf, int len);

/* memory: mm/mmap.c */
long sys_brk(unsigned long brk);
long sys_mmap2(unsigned long addr, unsigned long len, unsigned long prot,
	       unsigned long flags, unsigned long fd, unsigned long pgoff);
long sys_munmap(unsigned long addr, unsigned long len);
long sys_mprotect(unsigned long addr, unsigned long len, unsigned long prot);
long sys_mremap(unsigned long addr, unsigned long old_len,
		unsigned long new_len, unsigned long flags,
		unsigned long new_addr);
long sys_msync(unsigned long addr, unsigned long len, int flags);
long sys_madvise(unsigned long addr, unsigned long len, int advice);
long sys_mincore(unsigned long start, size_t len, unsigned char __user *vec);

/* POSIX message queues: ipc/mqueue.c */
struct mq_attr;
struct mq_sigevent;
struct old_timespec32;
struct __kernel_timespec;
/* security/keys/keyctl.c */
long sys_add_key(const char __user *type, const char __user *desc,
		 const void __user *payload, size_t plen, s32 ringid);
long sys_request_key(const char __user *type, const char __user *desc,
		     const char __user *callout, s32 dest);
long sys_keyctl(int op, unsigned long arg2, unsigned long arg3,
		unsigned long arg4, unsigned long arg5);
long sys_mq_open(const char __user *uname, int oflag, umode_t mode,
		 const struct mq_attr __user *uattr);
long sys_mq_unlink(const char __user *uname);
long sys_mq_timedsend(int fd, const char __user *text, size_t len,
		      unsigned int prio,
		      const struct old_timespec32 __user *ts);
long sys_mq_timedsend_time64(int fd, const char __user *text, size_t len,
			     unsigned int prio,
			     const struct __kernel_timespec __user *ts);
long sys_mq_timedreceive(int fd, char __user *text, size_t len,
			 unsigned int __user *prio,
			 const struct old_timespec32 __user *ts);
long sys_mq_timedreceive_time64(int fd, char __user *text, size_t len,
				unsigned int __user *prio,
				const struct __kernel_timespec __user *ts);
long sys_mq_notify(int fd, const struct mq_sigevent __user *uev);
long sys_mq_getsetattr(int fd, const struct mq_attr __user *unew,
		       struct mq_attr __user *uold);

/* files: fs/ */
long sys_setxattr(const char __user *path, const char __user *name,
		  const void __user *value, size_t size, int flags);
long sys_lsetxattr(const char __user *path, const char __user *name,
		   const void __user *value, size_t size, int flags);
long sys_fsetxattr(int fd, const char __user *name, const void __user *value,
		   size_t size, int flags);
long sys_getxattr(const char __user *path, const char __user *name,
		  void __user *value, size_t size);
long sys_lgetxattr(const char __user *path, const char __user *name,
		   void __user *value, size_t size);
long sys_fgetxattr(int fd, const char __user *name, void __user *value,
		   size_t size);
long sys_listxattr(const char __user *path, char __user *list, size_t size);
long sys_llistxattr(const char __user *path, char __user *list, size_t size);
long sys_flistxattr(int fd, char __user *list, size_t size);
long sys_removexattr(const char __user *path, const char __user *name);
long sys_lremovexattr(const char __user *path, const char __user *name);
long sys_fremovexattr(int fd, const char __user *name);
long getname(char *buf, const char __user *path);
char *getname_alloc(const char __user *path, long *err);
struct dentry;
long start_dir(int dirfd, const char *path, struct dentry **dir);
struct dentry *user_path_at(int dirfd, const char __user *upath, long *err);
struct dentry *user_lpath_at(int dirfd, const char __user *upath, long *err);
struct dentry *fd_dentry(int dirfd, long *err);
struct dentry *empty_path_at(int dirfd, const char __user *path, long *err);
long sys_open(const char __user *path, int flags, int mode);
long sys_openat(int dirfd, const char __user *path, int flags, int mode);
long sys_close(unsigned int fd);
long sys_read(unsigned int fd, char __user *buf, size_t count);
long sys_write(unsigned int fd, const char __user *buf, size_t count);
long sys_readv(unsigned int fd, const struct iovec __user *vec,
	       unsigned long vlen);
long sys_writev(unsigned int fd, const struct iovec __user *vec,
		unsigned long vlen);
long sys_preadv(unsigned int fd, const struct iovec __user *vec,
		unsigned long vlen, unsigned long lo, unsigned long hi);
long sys_pwritev(unsigned int fd, const struct iovec __user *vec,
		 unsigned long vlen, unsigned long lo, unsigned long hi);
long sys_lseek(unsigned int fd, long off, unsigned int whence);
long sys_pread64(unsigned int fd, char __user *buf, size_t count,
		 unsigned long lo, unsigned long hi);
long sys_pwrite64(unsigned int fd, const char __user *buf, size_t count,
		  unsigned long lo, unsigned long hi);
long sys_llseek(unsigned int fd, unsigned long high, unsigned long low,
		long long __user *result, unsigned int whence);
long sys_dup(unsigned int oldfd);
long sys_dup2(unsigned int oldfd, unsigned int newfd);
long sys_dup3(unsigned int oldfd, unsigned int newfd, int flags);
long sys_fcntl64(unsigned int fd, unsigned int cmd, unsigned long arg);
long sys_pipe(int __user *fds);
long sys_pipe2(int __user *fds, int flags);
long sys_ioctl(unsigned int fd, unsigned int cmd, unsigned long arg);
long sys_stat64(const char __user *path, struct stat64 __user *buf);
long sys_lstat64(const char __user *path, struct stat64 __user *buf);
long sys_fstat64(unsigned int fd, struct stat64 __user *buf);
long sys_fstatat64(int dirfd, const char __user *path,
		   struct stat64 __user *buf, int flags);
long sys_getdents64(unsigned int fd, void __user *dirp, unsigned int count);
long sys_statx(int dirfd, const char __user *path, int flags,
	       unsigned int mask, struct statx __user *buf);
long sys_access(const char __user *path, int mode);
long sys_faccessat(int dirfd, const char __user *path, int mode);
long sys_faccessat2(int dirfd, const char __user *path, int mode, int flags);
long sys_readlink(const char __user *path, char __user *buf, int bufsiz);
long sys_readlinkat(int dirfd, const char __user *path, char __user *buf,
		    int bufsiz);
long sys_chdir(const char __user *path);
long sys_getcwd(char __user *buf, unsigned long size);
long sys_mkdir(const char __user *path, umode_t mode);
long sys_mkdirat(int dirfd, const char __user *path, umode_t mode);
long sys_mknod(const char __user *path, umode_t mode, unsigned int dev);
long sys_chmod(const char __user *path, umode_t mode);
long sys_fchmod(unsigned int fd, umode_t mode);
long sys_truncate(const char __user *path, long length);
long sys_ftruncate(unsigned int fd, long length);
long sys_truncate64(const char __user *path, unsigned long lo,
		    unsigned long hi);
long sys_ftruncate64(unsigned int fd, unsigned long lo, unsigned long hi);
long sys_fallocate(int fd, int mode, unsigned long off_lo,
		   unsigned long off_hi, unsigned long len_lo,
		   unsigned long len_hi);
/* ipc/syscall.c: System V IPC, ipc(2) and the direct calls */
long sys_ipc(unsigned int call, int first, unsigned long second,
	     unsigned long third, void __user *ptr, long fifth);
long sys_semget(int key, int nsems, int flag);
long sys_semctl(int id, int num, int cmd, unsigned long arg);
long sys_semtimedop_time64(int id, void __user *sops, unsigned int nsops,
			   const void __user *ts);
long sys_shmget(int key, size_t size, int flag);
long sys_shmctl(int id, int cmd, void __user *buf);
long sys_shmat(int id, void __user *addr, int flag);
long sys_shmdt(void __user *addr);
long sys_msgget(int key, int flag);
long sys_msgsnd(int id, const void __user *msgp, size_t size, int flag);
long sys_msgrcv(int id, void __user *msgp, size_t size, long type, int flag);
long sys_msgctl(int id, int cmd, void __user *buf);
long sys_sendfile(int out_fd, int in_fd, long __user *offset, size_t count);
long sys_copy_file_range(int fd_in, loff_t __user *off_in, int fd_out,
			 loff_t __user *off_out, size_t len, unsigned int flags);
long sys_sendfile64(int out_fd, int in_fd, loff_t __user *offset,
		    size_t count);
long sys_fchmodat(int dirfd, const char __user *path, umode_t mode);
long sys_mknodat(int dirfd, const char __user *path, umode_t mode,
		 unsigned int dev);
long sys_unlink(const char __user *path);
long sys_unlinkat(int dirfd, const char __user *path, int flags);
long sys_rmdir(const char __user *path);
long sys_creat(const char __user *path, int mode);
long sys_link(const char __user *oldname, const char __user *newname);
long sys_linkat(int olddfd, const char __user *oldname, int newdfd,
		const char __user *newname, int flags);
long sys_symlink(const char __user *oldname, const char __user *newname);
long sys_symlinkat(const char __user *oldname, int newdfd,
		   const char __user *newname);
long sys_rename(const char __user *oldname, const char __user *newname);
long sys_renameat(int olddfd, const char __user *oldname, int newdfd,
		  const char __user *newname);
long sys_renameat2(int olddfd, const char __user *oldname, int newdfd,
		   const char __user *newname, unsigned int flags);
struct old_timeval32;
struct old_utimbuf32;
long sys_utimensat(int dfd, const char __user *path,
		   const struct old_timespec32 __user *utimes, int flags);
long sys_utimensat_time64(int dfd, const char __user *path,
			  const struct __kernel_timespec __user *utimes,
			  int flags);
long sys_utimes(const char __user *path,
		const struct old_timeval32 __user *utimes);
long sys_futimesat(int dfd, const char __user *path,
		   const struct old_timeval32 __user *utimes);
long sys_flock(unsigned int fd, unsigned int cmd);
long sys_utime(const char __user *path,
	       const struct old_utimbuf32 __user *times);
long sys_mount(const char __user *source, const char __user *target,
	       const char __user *fstype, unsigned long flags,
	       const void __user *data);
long sys_umount(const char __user *target, int flags);
long sys_sysfs(int option, unsigned long arg1, unsigned long arg2);
long sys_personality(unsigned int personality);
struct ustat;
long sys_ustat(unsigned int dev, struct ustat __user *ubuf);
long sys_oldumount(const char __user *target);
long sys_statfs64(const char __user *path, size_t sz,
		  struct statfs64 __user *buf);
long sys_fstatfs64(unsigned int fd, size_t sz, struct statfs64 __user *buf);

/* modules: sys_init_module() and sys_delete_module() are in
 * linux/module.h; finit_module is kernel/module/syscalls.c's */
long sys_finit_module(int fd, const char __user *uargs, int flags);

/* issue 27: permissions (fs/open.c, kernel/sys.c, kernel/time.c,
 * kernel/signal.c, kernel/ptrace.c, arch/i386/kernel/ioport.c) */
long sys_chroot(const char __user *upath);
long sys_vhangup(void);
long sys_setpriority(int which, int who, int niceval);
long sys_getpriority(int which, int who);
long sys_nice(int inc);
long sys_acct(const char __user *name);
long sys_swapon(const char __user *path, int flags);
long sys_swapoff(const char __user *path);
long sys_pivot_root(const char __user *new_root, const char __user *put_old);
long sys_settimeofday(const struct old_timeval32 __user *tv,
		      const void __user *tz);
long sys_stime(const s32 __user *tptr);
long sys_clock_settime(int clock, const struct old_timespec32 __user *tp);
long sys_clock_settime64(int clock, const struct __kernel_timespec __user *tp);
long sys_rt_sigqueueinfo(int pid, int sig, const struct siginfo __user *uinfo);
long sys_rt_tgsigqueueinfo(int tgid, int tid, int sig,
			   const struct siginfo __user *uinfo);
long sys_ptrace(long request, long pid, unsigned long addr, unsigned long data);
long sys_iopl(unsigned int level);
long sys_kexec_load(unsigned long entry, unsigned long nr_segments,
		    const void __user *segments, unsigned long flags);
struct sched_param;
long sys_sched_setscheduler(int pid, int policy,
			    const struct sched_param __user *param);
long sys_sched_setparam(int pid, const struct sched_param __user *param);
long sys_sched_getscheduler(int pid);
long sys_sched_getparam(int pid, struct sched_param __user *param);
long sys_sched_rr_get_interval(int pid, struct old_timespec32 __user *interval);
struct sched_attr;
long sys_sched_setattr(int pid, struct sched_attr __user *uattr,
		       unsigned int flags);
long sys_sched_getattr(int pid, struct sched_attr __user *uattr,
		       unsigned int size, unsigned int flags);
long sys_sched_rr_get_interval_time64(int pid,
				      struct __kernel_timespec __user *interval);
long sys_sched_setaffinity(int pid, unsigned int len,
			   unsigned long __user *user_mask);
long sys_sched_getaffinity(int pid, unsigned int len,
			   unsigned long __user *user_mask);
long sys_getcpu(unsigned int __user *cpup, unsigned int __user *nodep,
		void __user *unused);
long sys_sched_get_priority_max(int policy);
long sys_sched_get_priority_min(int policy);
long sys_ioperm(unsigned long from, unsigned long num, int turn_on);
struct timex32;
struct timex64;
struct iovec;
long sys_adjtimex(struct timex32 __user *utx);
long sys_clock_adjtime(int clock, struct timex32 __user *utx);
long sys_clock_adjtime64(int clock, struct timex64 __user *utx);
long sys_mlock(unsigned long start, size_t len);
long sys_munlock(unsigned long start, size_t len);
long sys_mlockall(int flags);
long sys_munlockall(void);
long sys_mlock2(unsigned long start, size_t len, int flags);
long sys_membarrier(int cmd, unsigned int flags, int cpu_id);
long sys_remap_file_pages(unsigned long start, unsigned long size,
			  unsigned long prot, unsigned long pgoff,
			  unsigned long flags);
long sys_ioprio_set(int which, int who, int ioprio);
long sys_ioprio_get(int which, int who);
long sys_unshare(unsigned long flags);
long sys_setns(int fd, int nstype);
long sys_kcmp(int pid1, int pid2, int type, unsigned long idx1,
	      unsigned long idx2);
long sys_process_vm_readv(int pid, const struct iovec __user *lvec,
			  unsigned long liovcnt,
			  const struct iovec __user *rvec,
			  unsigned long riovcnt, unsigned long flags);
long sys_process_vm_writev(int pid, const struct iovec __user *lvec,
			   unsigned long liovcnt,
			   const struct iovec __user *rvec,
			   unsigned long riovcnt, unsigned long flags);
long sys_bpf(int cmd, void __user *attr, unsigned int size);
long sys_fanotify_init(unsigned int flags, unsigned int event_f_flags);
long sys_fanotify_mark(int fd, unsigned int flags, u32 mask_lo, u32 mask_hi,
		       int dfd, const char __user *pathname);
long sys_userfaultfd(int flags);
long sys_fsopen(const char __user *fsname, unsigned int flags);
long sys_fspick(int dfd, const char __user *path, unsigned int flags);
long sys_fsmount(int fs_fd, unsigned int flags, unsigned int attr_flags);
long sys_move_mount(int from_dfd, const char __user *from_path, int to_dfd,
		    const char __user *to_path, unsigned int flags);
long sys_open_tree(int dfd, const char __user *path, unsigned int flags);
long sys_name_to_handle_at(int dfd, const char __user *name,
			   void __user *handle, int __user *mnt_id, int flag);
long sys_open_by_handle_at(int mountdirfd, void __user *handle, int flags);
long sys_close_range(unsigned int fd, unsigned int max_fd, unsigned int flags);
struct open_how;
long sys_openat2(int dirfd, const char __user *path,
		 const struct open_how __user *uhow, size_t size);

#endif /* _LINUX_SYSCALLS_H */
