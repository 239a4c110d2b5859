/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SCHED_H
#define _LINUX_SCHED_H

#include "linux/types.h"
#include "linux/list.h"
#include "linux/limits.h"
#include "linux/wait.h"
#include "asm/ptrace.h"
#include "linux/completion.h"
#include "linux/jiffies.h"
#include "linux/timer.h"
#include "linux/resource.h"
#include "linux/restart_block.h"
#include "asm/thread_info.h"
#include "asm/current.h"
#include "asm/param.h"
#include "asm/i387.h"
#include "linux/task_state.h"
#include "asm/processor.h"
#include "linux/smp.h"

#define TASK_COMM_LEN		16
#define DEF_TIMESLICE		(HZ / 20)	/* 50 ms */

/* Signal numbers, Linux i386's (signal(7)); a task killed by signal N
 * exits with wait status N, one that calls exit(N) with N << 8 */
#include "linux/signal.h"
#include "linux/signal_types.h"	/* Linux's brings struct kernel_siginfo */
#include "linux/hrtimer.h"	/* Linux 6.1's includes it (a task's timers) */

#define GDT_TLS_ENTRIES		3	/* sys_set_thread_area() slots */

struct mm_struct;
struct files_struct;
struct pt_regs;
struct inode;
struct cred;
struct pid_namespace;
struct key;

/* How a waiting task learns that a thread exited, and its exit code. */
struct exit_notify {
	struct completion done;
	long code;
};

/* Saved by __switch_to_asm(); must stay the first member (arch/i386/kernel/entry.S). */
struct thread_struct {
	unsigned long esp;
	unsigned long fs, gs;			/* user %fs %gs, kept across switches */
	u64 tls[GDT_TLS_ENTRIES];		/* GDT entries 6..8 (TLS) */
	/* the last user fault, for its signal's sigcontext */
	unsigned long trap_nr, error_code, cr2;
	struct fpu_state fpu;			/* x87/SSE registers (i387.c) */
	/* the debug registers a tracer set (PTRACE_POKEUSER, arch/i386/
	 * kernel/ptrace.c): DR0-DR3 and DR7, loaded while the task runs;
	 * DR6 as its last debug exception left it; 4 and 5 unused */
	unsigned long debugreg[8];
	bool tsc_sigsegv;			/* PR_SET_TSC (tsc_ctl.c) */
};

/* Who sent a pending signal, for its siginfo_t (sigaction(2)) */
/*
 * ITIMER_VIRTUAL or ITIMER_PROF (setitimer(2)): the ticks of CPU time
 * left until its signal (0: not armed), then its interval in ticks
 */
struct cpu_itimer {
	unsigned long left, incr;
};

struct sig_origin {
	int code;		/* si_code: SI_USER, SI_KERNEL, CLD_*, POLL_* */
	union {
		struct {
			int pid;	/* sender, or the child for SIGCHLD */
			int status;	/* SIGCHLD: exit code or signal */
		};
		struct {		/* POLL_*: F_SETSIG's (fs/fcntl.c) */
			long band;	/* POLLIN... */
			int fd;
		};
	};
};

/* A process id as Linux's find_vpid() returns it: here part of its task.
 * A task in a PID namespace below the boot's (linux/pid_namespace.h)
 * has a number in each, numbers[0..level] (kmalloc'd, freed with the
 * task; numbers[0].nr is nr); level 0: numbers NULL */
struct upid {
	int nr;
	struct pid_namespace *ns;
};

struct pid {
	int nr;
	unsigned int level;
	struct upid *numbers;
};

enum pid_type { PIDTYPE_PID, PIDTYPE_TGID, PIDTYPE_PGID, PIDTYPE_SID };

/* clone(2) flags, Linux's values (include/uapi/linux/sched.h) */
#define CSIGNAL			0x000000ff	/* the signal sent at exit */
#define CLONE_VM		0x00000100
#define CLONE_FS		0x00000200
#define CLONE_FILES		0x00000400
#define CLONE_SIGHAND		0x00000800
#define CLONE_PIDFD		0x00001000
#define CLONE_PTRACE		0x00002000
#define CLONE_VFORK		0x00004000
#define CLONE_PARENT		0x00008000
#define CLONE_THREAD		0x00010000
#define CLONE_NEWNS		0x00020000
#define CLONE_SYSVSEM		0x00040000
#define CLONE_SETTLS		0x00080000
#define CLONE_PARENT_SETTID	0x00100000
#define CLONE_CHILD_CLEARTID	0x00200000
#define CLONE_DETACHED		0x00400000
#define CLONE_UNTRACED		0x00800000
#define CLONE_CHILD_SETTID	0x01000000
#define CLONE_NEWUTS		0x04000000
#define CLONE_NEWIPC		0x08000000
#define CLONE_NAMESPACES	0x7e020000	/* every CLONE_NEW* */

/*
 * The signal handlers, shared by the tasks cloned with CLONE_SIGHAND
 * (every thread of a process): a sigaction(2) in one is seen by all.
 *
 * siglock (Linux's sighand->siglock) covers the signal state of every
 * task that shares this table: the actions; each task's pending set,
 * sig_origin[], blocked, real_blocked and the state a signal wakes it
 * from (set and tested under it by a task that sleeps for a signal);
 * and, in the thread group, signal_struct's live count and group exit
 * (group_exit, group_exit_code, group_exec_task).  Taken with
 * interrupts off: the tick (itimers, alarm), the terminal's interrupt
 * (Ctrl-C) and the fault handlers send signals.  Never two siglocks at
 * once: a parent's SIGCHLD is sent after the child's is let go.
 * count and the task's sighand pointer still rest on the big kernel
 * lock (fork, execve, exit change them).
 */
struct sighand_struct {
	atomic_t count;		/* tasks sharing it (CLONE_SIGHAND): atomic,
				 * the sharers hold no common lock */
	spinlock_t siglock;
	struct k_sigaction action[_NSIG];	/* index sig - 1 */
};

/*
 * What the threads of one process (a thread group, CLONE_THREAD) have
 * in common: the list of them, how many still run, how the group
 * ended (exit_group(2), or a signal that kills them all), and the
 * queue its wait4(2) callers sleep on: any thread may reap a child
 * another forked (wait(2) NOTES).
 */
struct signal_struct {
	int count;				/* tasks pointing here */
	int live;				/* threads not yet exited */
	struct list_head thread_head;		/* task->thread_node */
	bool group_exit;			/* exit_group(2) or a fatal signal */
	struct task_struct *group_exec_task;	/* de_thread()'s caller */
	int group_exit_code;
	wait_queue_head_t wait_chldexit;	/* sys_wait4() sleeps here */
	wait_queue_head_t signalfd_wqh;		/* signalfd pollers (fs/signalfd.c) */
	/* the times of the threads reaped and of the children waited
	 * for, in ticks (getrusage(2), times(2)) */
	unsigned long utime, stime, cutime, cstime;
	/* its limits, inherited by fork(2), changed by setrlimit(2)
	 * (kernel/sys_resource.c) */
	struct rlimit rlim[RLIM_NLIMITS];
	/* its controlling terminal, NULL: none (drivers/char/tty_jobctrl.c;
	 * modules read it as current->signal->tty, 2.6.6 on) */
	struct tty_struct *tty;
	/* its keyrings (security/keys/process_keys.c): the process's own,
	 * which a fork(2) does not pass on, and the session's, which it
	 * does; NULL until first asked for */
	struct key *process_keyring, *session_keyring;
	/* prctl(2) PR_SET_CHILD_SUBREAPER: its orphaned descendants come
	 * to it, not to pid 1 (kernel/exit.c new_reaper()) */
	bool is_child_subreaper;
	/* /proc/PID/oom_score_adj and the least a writer without
	 * CAP_SYS_RESOURCE may set, inherited by fork(2) (fs/proc/base.c) */
	short oom_score_adj, oom_score_adj_min;
};

struct task_struct {
	struct thread_struct thread;
	union {
		volatile long state;	/* 2.5.38's name, and before 5.14 */
		unsigned int __state;	/* Linux 5.14 on (modules read it) */
	};
	int pid;
	int tgid;				/* the group leader's pid: getpid() */
	struct task_struct *group_leader;	/* the thread that is the process */
	struct list_head thread_node;		/* in signal->thread_head */
	struct signal_struct *signal;		/* shared by the thread group */
	struct sighand_struct *sighand;		/* shared with CLONE_SIGHAND */
	unsigned long utime, stime;		/* ticks run in user and kernel mode */
	struct pid thread_pid;			/* find_vpid(pid) */
	/* references: get_task_struct(); atomic, as Linux's, since the
	 * holders of a task on two CPUs share no lock */
	atomic_t usage;
	char comm[TASK_COMM_LEN];
	struct thread_info *thread_info;	/* bottom of the kernel stack */
	struct list_head tasks;			/* every task, by pid order */
	struct list_head run_list;		/* runnable tasks */
	spinlock_t pi_lock;			/* one waker at a time (sched.c) */
	spinlock_t alloc_lock;			/* comm and cred: task_lock() */
	int time_slice;				/* ticks left before preemption */
	int on_cpu;				/* a CPU runs it now (kernel/sched.c) */
	unsigned long cpus_allowed;		/* sched_setaffinity(2): CPU bits */
	unsigned long timeout;			/* jiffies to wake at, or 0 */
	int exit_code;
	struct exit_notify *exit_notify;	/* told by do_exit() */
	void *stack;				/* THREAD_SIZE bytes */
	unsigned long stack_guard;		/* vmalloc'd stack: its area */
	/* user processes only (kernel threads have mm == NULL) */
	struct mm_struct *mm;			/* its address space */
	struct files_struct *files;		/* its open files */
	struct fs_struct *fs;	/* cwd, root, umask (linux/fs_struct.h) */
	struct sem_undo_list *sysvsem;	/* SEM_UNDO's sums (ipc/sem.c) */
	struct dentry *unread_dir;		/* fs/dcache.c d_unread() */
	unsigned int personality;		/* personality(2) */
	struct nsproxy *nsproxy;	/* its namespaces (linux/nsproxy.h) */
	int nice;				/* -20..19: setpriority(2) */
	int ioprio;				/* ioprio_set(2); 0: none set */
	struct blk_plug *plug;			/* block/blk-mq.c: bios held */
	int policy, rt_priority;		/* sched_setscheduler(2) */
	/* prctl(2): the signal its parent's exit sends it (PR_SET_PDEATHSIG,
	 * not inherited), and its timer slack in ns, now and what
	 * PR_SET_TIMERSLACK 0 restores (its parent's at fork(2)); 0 stands
	 * for the boot's 50 us */
	int pdeath_signal;
	/* sched_setattr(2)'s SCHED_DEADLINE parameters, in ns (kept) */
	u64 dl_runtime, dl_deadline, dl_period;
	unsigned long timer_slack_ns, default_timer_slack_ns;
	/* who it is: ids, groups, capabilities (linux/cred.h); shared,
	 * replaced whole by commit_creds() */
	const struct cred *cred;
	struct task_struct *parent;		/* reaps it; NULL: self-reaping */
	/* Linux's family tree: who made it (init_task for kernel threads
	 * and pid 1; pid 1 after reparenting), its place among its
	 * real_parent's children, and its own children */
	struct task_struct *real_parent;
	struct list_head children, sibling;
	int pgrp, session;
	bool did_exec;				/* execve(2) since fork: setpgid's EACCES */
	/* signals (kernel/signal.c, arch/i386/kernel/signal.c) */
	struct sigpending pending;		/* sent, not yet delivered */
	sigset_t blocked;			/* rt_sigprocmask(2) */
	sigset_t saved_sigmask;			/* rt_sigsuspend(2)'s caller's */
	sigset_t real_blocked;			/* blocked before rt_sigtimedwait(2) */
	struct restart_block restart_block;	/* restart_syscall(2)'s */
	bool restore_sigmask;			/* put it back after delivery */
	struct sigaltstack altstack;		/* sigaltstack(2) */
	int report;				/* sys_wait4(): WUNTRACED/WCONTINUED news */
	int stop_sig;				/* the signal that stopped it */
	bool autoreap;				/* parent ignores SIGCHLD */
	/* a leader's process has ended; a task is released (release_task()):
	 * what a pidfd (kernel/pidfd.c) that holds it asks */
	bool process_exited, reaped;
	int reaping;		/* a wait4(2) took it to reap: xchg()'d once */
	struct completion *vfork_done;		/* a vfork(2) parent waits */
	struct sig_origin sig_origin[_NSIG];	/* siginfo_t of a pending one */
	struct timer_list real_timer;		/* alarm(2): SIGALRM */
	u64 alarm_at;				/* its jiffies_64 */
	u64 alarm_incr;				/* then every: setitimer(2) */
	struct cpu_itimer it_virt, it_prof;	/* setitimer(2)'s CPU-time ones */
	unsigned long set_child_tid;		/* CLONE_CHILD_SETTID: the child's tid */
	unsigned long clear_child_tid;		/* zeroed, and its futex woken, at exit */
	unsigned long robust_list;		/* set_robust_list(2)'s head, walked at exit */
	struct dentry *proc_dir;			/* /proc/PID */
	struct key *thread_keyring;		/* keyrings(7): its own */
	int jit_keyring;			/* request_key(2)'s default */
	/* ptrace(2) (kernel/ptrace.c), under tasklist_lock: PT_* flags and
	 * PTRACE_O_* options (0: not traced), its tracer, and the tasks
	 * it traces itself; then, under siglock, what a stop tells the
	 * tracer (stop_sig and report CLD_TRAPPED say it was reported) */
	unsigned int ptrace;
	struct task_struct *tracer;
	struct list_head ptraced, ptrace_entry;
	int ptrace_code;			/* the signal it resumes with */
	unsigned long ptrace_message;		/* PTRACE_GETEVENTMSG */
	struct siginfo *last_siginfo;		/* PTRACE_GETSIGINFO's; NULL:
						 * not a signal's stop */
	/* its release waits for a grace period (release_task(), kernel/rcu.c):
	 * walkers of task_list under rcu_read_lock() may still hold it */
	struct rcu_head rcu;
	/* switches away, to sleep (nvcsw) or preempted (nivcsw), counted
	 * by __schedule(); user page faults an area answered (min_flt,
	 * arch/i386/mm/fault.c); maj_flt, the faults that waited for the
	 * disk, are not told apart here and stay 0 */
	unsigned long nvcsw, nivcsw;
	unsigned long min_flt, maj_flt;
	/* the signals a kernel thread takes (allow_signal(), kernel/
	 * kthread.c); every other one sent to it is dropped */
	sigset_t kthread_allowed;
};

union thread_union {
	struct thread_info thread_info;
	unsigned long stack[THREAD_SIZE / sizeof(long)];
};

extern union thread_union init_thread_union;
extern struct task_struct init_task;
extern struct list_head task_list;	/* under tasklist_lock (kernel/fork.c) */
extern rwlock_t tasklist_lock;
extern struct task_struct *cpu_curr[NR_CPUS];

/* a CPU's idle task: pid 0, "swapper" (Linux's is_idle_task()) */
static inline bool is_idle_task(const struct task_struct *p)
{
	return !p->pid;
}
extern struct task_struct *idle_tasks[NR_CPUS];
extern unsigned long idle_jiffies;

/* Each CPU's ticks, by what it ran (/proc/stat's cpuN lines) */
struct cpu_usage_stat {
	unsigned long user, system, idle;
};
extern struct cpu_usage_stat kstat_cpu[NR_CPUS];

static inline void set_tsk_need_resched(struct task_struct *p)
{
	/* atomic: a tick without the big kernel lock sets it while another
	 * CPU sets TIF_SYSCALL_TRACE (ptrace) in the same word */
	set_bit(TIF_NEED_RESCHED, &p->thread_info->flags);
}

void set_cpus_allowed(struct task_struct *p, unsigned long mask);

/* kernel/softlockup.c: a CPU that has not scheduled for a long while */
extern unsigned int softlockup_thresh;	/* seconds; 0: never reported */
void touch_softlockup_watchdog(void);
void softlockup_tick(void);


void sched_init(void);
void schedule(void);
void scheduler_tick(void);
void account_process_tick(bool user_tick);
void update_process_times(bool user_tick);
void cpu_itimers_tick(struct task_struct *tsk, bool user_tick);
void rlimit_cpu_tick(struct task_struct *tsk);
void preempt_schedule_irq(void);
void preempt_schedule(void);
int wake_up_process(struct task_struct *p);
void wake_up_new_task(struct task_struct *p);
#define MAX_SCHEDULE_TIMEOUT	LONG_MAX

#define __set_current_state(s)	(current->state = (s))
#define set_current_state(s)	(current->state = (s))

/* Give the CPU to another runnable task, if there is one. */
static inline void yield(void)
{
	schedule();
}

/* Has the tick (or a wake-up) asked this task to give up the CPU? */
static inline bool need_resched(void)
{
	return current_thread_info()->flags & (1UL << TIF_NEED_RESCHED);
}

/* A long loop's polite pause: switch only if the tick asked for it. */
static inline int cond_resched(void)
{
	if (!need_resched())
		return 0;
	schedule();
	return 1;
}

/* A signal that is not blocked waits for p: an interruptible sleep ends
 * (kernel threads get no signals) */
static inline int signal_pending(const struct task_struct *p)
{
	sigset_t ready;

	if (!p->mm && sigisemptyset(&p->kthread_allowed))
		return 0;
	sigandnsets(&ready, &p->pending.signal, &p->blocked);
	return !sigisemptyset(&ready);
}

/* SIGKILL is pending (it cannot be blocked): a killable sleep ends too */
static inline int fatal_signal_pending(const struct task_struct *p)
{
	return signal_pending(p) && sigismember(&p->pending.signal, SIGKILL);
}

/* A sleep in this state would end at once for p's pending signals */
static inline int signal_pending_state(long state, const struct task_struct *p)
{
	if (state & TASK_INTERRUPTIBLE)
		return signal_pending(p);
	return (state & TASK_WAKEKILL) && fatal_signal_pending(p);
}

static inline long schedule_timeout_interruptible(long timeout)
{
	set_current_state(TASK_INTERRUPTIBLE);
	return schedule_timeout(timeout);
}

static inline long schedule_timeout_uninterruptible(long timeout)
{
	set_current_state(TASK_UNINTERRUPTIBLE);
	return schedule_timeout(timeout);
}
void cpu_idle(void) __attribute__((noreturn));
struct task_struct *create_kernel_thread(int (*fn)(void *), void *arg,
					 const char *name);
int kernel_thread(int (*fn)(void *), void *arg, const char *name);
void do_exit(long code) __attribute__((noreturn));
void free_task(struct task_struct *p);
struct task_struct *__switch_to_asm(struct task_struct *prev,
				     struct task_struct *next);
void ret_from_kernel_thread(void);
void schedule_tail(struct task_struct *prev);
void ret_from_fork(void);
void ret_to_user(struct pt_regs *regs) __attribute__((noreturn));
struct task_struct *alloc_task(const char *name);
void release_task(struct task_struct *p);
/* kernel/pidfd.c: leader's process has ended; the process a pidfd names */
void pidfd_exited(struct task_struct *leader);
int pidfd_tgid(int fd);
int pidfd_wait_id(int fd, bool *nonblock);
/* a pidfd's task, held, and its file's flags; ERR_PTR(-EBADF) else */
struct task_struct *pidfd_get_task(int fd, unsigned int *flags);
int pidfd_create(struct task_struct *p);
struct task_struct *proc_pid_dir_task(struct inode *inode);
struct task_struct *find_task_by_pid(int pid);
void switch_to_arch(struct task_struct *prev, struct task_struct *next);
void copy_thread_live(struct task_struct *child);
void flush_thread_tls(struct task_struct *tsk);
/* Linux's: from the kernel if priv, else as kill(2) from the caller */
int send_sig(int sig, struct task_struct *p, int priv);
void send_sig_from(int sig, struct task_struct *p,
		   const struct sig_origin *from);
long kill_process_from(int tgid, int sig, const struct sig_origin *from);
bool timer_signal_pending(int tgid, int sig, int id);
int take_signal(const sigset_t *these, bool wait, struct sig_origin *from);
struct siginfo;
void fill_siginfo(struct siginfo *info, int sig, const struct sig_origin *from);
void force_sig(int sig);
bool user_fault_signal(int sig);
long kill_pgrp(int pgrp, int sig);
void do_notify_parent(struct task_struct *tsk, int why);
int get_signal(struct k_sigaction *ka, struct sig_origin *from);
unsigned long sigaltstack_top(unsigned long sp, unsigned long flags);
void flush_signal_handlers(struct task_struct *tsk);
void mm_release(struct task_struct *tsk);
void put_sighand(struct sighand_struct *sh);
int unshare_sighand(struct task_struct *p);
int de_thread(struct task_struct *tsk);
void do_group_exit(long code) __attribute__((noreturn));
void zap_other_threads(struct task_struct *p);
struct user_desc;
int copy_tls_desc(struct task_struct *p, struct user_desc __user *u);
extern struct task_struct *child_reaper;	/* pid 1 */
void proc_pid_create(struct task_struct *p);
void proc_pid_remove(struct task_struct *p);

/*
 * Linux's index of a task's state in "RSDTtXZPI", what ps(1) shows:
 * the highest state bit's position (so 0 is R, TASK_INTERRUPTIBLE S,
 * TASK_UNINTERRUPTIBLE D, TASK_STOPPED T, TASK_ZOMBIE Z).
 */
static inline unsigned int task_state_index(const struct task_struct *t)
{
	unsigned int state = t->__state & TASK_REPORT;

	return state ? 32 - __builtin_clz(state) : 0;
}

static inline char task_state_to_char(const struct task_struct *t)
{
	return "RSDTtXZPI"[task_state_index(t)];
}

/* Linux's task_lock(): the task's comm and its cred pointer change
 * under it (set_task_comm(), commit_creds()), so that another task reads
 * them whole (get_task_comm(), get_task_cred()).  Not from interrupt
 * handlers, which may find it held on their own CPU. */
/* Its nice value, -20..19, as Linux's task_nice() */
static inline int task_nice(const struct task_struct *p)
{
	return p->nice;
}

static inline void task_lock(struct task_struct *p)
{
	spin_lock(&p->alloc_lock);
}

static inline void task_unlock(struct task_struct *p)
{
	spin_unlock(&p->alloc_lock);
}

/* Copy tsk->comm (up to TASK_COMM_LEN - 1 characters), terminated */
char *__get_task_comm(char *buf, size_t buf_size, struct task_struct *tsk);
void set_task_comm(struct task_struct *tsk, const char *name);
#define get_task_comm(buf, tsk)	__get_task_comm(buf, sizeof(buf), tsk)

/* The user registers saved at the top of p's kernel stack. */
#define task_pt_regs(p) \
	((struct pt_regs *)((char *)(p)->stack + THREAD_SIZE) - 1)

#include "linux/pid.h"

#endif /* _LINUX_SCHED_H */
