// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/base.c - /proc/PID: one directory per task, made when the task
 * is and removed when it is released, holding `stat`, `status`,
 * `cmdline`, `environ`, `comm` and the link `exe` in Linux's formats
 * (proc(5)),
 * which `ps` reads.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"

#define K(pages)	((pages) << (PAGE_SHIFT - 10))

static char task_state(const struct task_struct *p)
{
	switch (p->state) {
	case TASK_RUNNING:
		return 'R';
	case TASK_ZOMBIE:
		return 'Z';
	case TASK_STOPPED:
		return 'T';
	case TASK_UNINTERRUPTIBLE:
		return 'D';
	default:
		return 'S';
	}
}

static const char *task_state_name(const struct task_struct *p)
{
	switch (p->state) {
	case TASK_RUNNING:
		return "running";
	case TASK_ZOMBIE:
		return "zombie";
	case TASK_STOPPED:
		return "stopped";
	case TASK_UNINTERRUPTIBLE:
		return "disk sleep";
	default:
		return "sleeping";
	}
}

static int ppid_of(const struct task_struct *p)
{
	return p->parent ? p->parent->pid : 0;
}

/* proc(5) /proc/PID/stat: 52 fields; those oops386 has no notion of are 0 */
static size_t stat_show(char *buf, size_t size, void *priv)
{
	struct task_struct *p = priv;
	struct seq_buf s = SEQ_BUF(buf, size);
	unsigned long pages = p->mm ? p->mm->pages : 0;
	int i;

	seq_printf(&s, "%d (%s) %c %d %d %d 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 0",
		   p->pid, p->comm, task_state(p), ppid_of(p), p->pgrp,
		   p->session);
	seq_printf(&s, " %lu %lu", pages << PAGE_SHIFT, pages);
	for (i = 25; i <= 52; i++)
		seq_printf(&s, " 0");
	seq_printf(&s, "\n");
	return s.len;
}

static size_t status_show(char *buf, size_t size, void *priv)
{
	struct task_struct *p = priv;
	struct seq_buf s = SEQ_BUF(buf, size);

	seq_printf(&s, "Name:\t%s\nState:\t%c (%s)\nTgid:\t%d\nPid:\t%d\n"
		       "PPid:\t%d\nUid:\t0\t0\t0\t0\nGid:\t0\t0\t0\t0\n",
		   p->comm, task_state(p), task_state_name(p), p->pid, p->pid,
		   ppid_of(p));
	if (p->mm)
		seq_printf(&s, "VmRSS:\t%8lu kB\n", K(p->mm->pages));
	return s.len;
}

/* [start, end) of the process's memory, read as Linux reads it; the
 * full length when buf is too small (the reader retries) */
static size_t show_user_range(char *buf, size_t size, struct mm_struct *mm,
			      unsigned long start, unsigned long end)
{
	unsigned long va;
	size_t n = 0;

	for (va = start; va < end && n < size; va++, n++) {
		const char *c = user_page_address(mm, va);

		if (!c)
			break;
		buf[n] = *c;
	}
	return n < size ? n : end - start;
}

/* argv's strings, NUL-separated; empty for a kernel thread (ps then
 * shows [comm]) */
static size_t cmdline_show(char *buf, size_t size, void *priv)
{
	struct task_struct *p = priv;

	return p->mm ? show_user_range(buf, size, p->mm, p->mm->arg_start,
				       p->mm->arg_end) : 0;
}

static size_t environ_show(char *buf, size_t size, void *priv)
{
	struct task_struct *p = priv;

	return p->mm ? show_user_range(buf, size, p->mm, p->mm->env_start,
				       p->mm->env_end) : 0;
}

static size_t comm_show(char *buf, size_t size, void *priv)
{
	struct task_struct *p = priv;

	return snprintf(buf, size, "%s\n", p->comm);
}

static size_t exe_readlink(char *buf, size_t size, void *priv)
{
	struct task_struct *p = priv;

	return p->mm ? strlcpy(buf, p->mm->exe, size) : 0;
}

void proc_pid_create(struct task_struct *p)
{
	char path[32];
	struct dentry *exe;

	snprintf(path, sizeof(path), "proc/%d", p->pid);
	p->proc_dir = fs_mkdir_p(path);
	if (!p->proc_dir)
		return;
	snprintf(path, sizeof(path), "proc/%d/stat", p->pid);
	fs_create_gen(path, stat_show, p);
	snprintf(path, sizeof(path), "proc/%d/status", p->pid);
	fs_create_gen(path, status_show, p);
	snprintf(path, sizeof(path), "proc/%d/cmdline", p->pid);
	fs_create_gen(path, cmdline_show, p);
	snprintf(path, sizeof(path), "proc/%d/environ", p->pid);
	fs_create_gen(path, environ_show, p);
	snprintf(path, sizeof(path), "proc/%d/comm", p->pid);
	fs_create_gen(path, comm_show, p);
	snprintf(path, sizeof(path), "proc/%d/exe", p->pid);
	exe = fs_create_gen(path, NULL, p);
	if (exe)
		exe->d_inode->readlink = exe_readlink;
}

void proc_pid_remove(struct task_struct *p)
{
	if (p->proc_dir)
		fs_remove_tree(p->proc_dir);
	p->proc_dir = NULL;
}
