// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/ptrace.c - who may look into another process, and ptrace(2).
 *
 * ptrace_may_access() is Linux's rule for reading another process's
 * insides (ptrace(2) "Ptrace access mode checking", the fs-credentials
 * read mode /proc uses): a thread of one's own process; or a process
 * whose real, effective and saved uids all are the caller's fs uid and
 * whose three gids all are its fs gid, if it is dumpable (get_dumpable():
 * not after a set-user-ID exec or a change of ids, prctl(2)
 * PR_SET_DUMPABLE); or any with CAP_SYS_PTRACE.
 *
 * Tracing itself is not here: no process is ever traced, so a request
 * about a tracee finds none (ESRCH, ptrace(2): "the specified process
 * ... is not being traced by the caller"), and asking to trace or be
 * traced - PTRACE_TRACEME, PTRACE_ATTACH, PTRACE_SEIZE - is refused
 * with EPERM ("the specified process cannot be traced"), to root too.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/mm.h"
#include "linux/ptrace.h"
#include "linux/sched.h"
#include "linux/syscalls.h"

#define PTRACE_TRACEME	0
#define PTRACE_ATTACH	16
#define PTRACE_SEIZE	0x4206

bool ptrace_may_access(struct task_struct *task)
{
	const struct cred *me = current_cred(), *them;
	bool same;

	if (task->tgid == current->tgid)
		return true;
	them = get_task_cred(task);
	same = uid_eq(me->fsuid, them->uid) && uid_eq(me->fsuid, them->euid) &&
	       uid_eq(me->fsuid, them->suid) && gid_eq(me->fsgid, them->gid) &&
	       gid_eq(me->fsgid, them->egid) && gid_eq(me->fsgid, them->sgid);
	put_cred(them);
	if (same && task->mm && get_dumpable(task->mm) != SUID_DUMP_USER)
		same = false;
	return same || capable(CAP_SYS_PTRACE);
}

long sys_ptrace(long request, long pid, unsigned long addr, unsigned long data)
{
	(void)addr, (void)data;
	if (request == PTRACE_TRACEME)
		return -EPERM;
	if (pid <= 0 || !find_task_by_pid((int)pid))
		return -ESRCH;
	return request == PTRACE_ATTACH || request == PTRACE_SEIZE ? -EPERM :
								     -ESRCH;
}
