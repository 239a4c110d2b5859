// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/umh.c - running a user program from the kernel: a kernel
 * thread of its own that becomes the program through execve(), as pid 1
 * does (init/main.c).  Its parent is the boot task, so nobody waits for
 * it: it is reaped when it exits (kernel/fork.c's free_task()).  argv
 * and envp are copied into the thread's own block first, so that a
 * caller that does not wait (the uevent helper) may free its own.
 */
#include "linux/kernel.h"
#include "linux/fs_struct.h"
#include "linux/completion.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/fdtable.h"
#include "linux/fs.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/umh.h"

#define UMH_MAX_STRINGS	80	/* argv's and envp's together */

struct subprocess_info {
	struct completion exec_done;	/* UMH_WAIT_EXEC */
	int wait;
	int retval;			/* execve()'s, if it failed */
	const char *path;		/* in strings[], first */
	const char *argv[UMH_MAX_STRINGS];
	const char **envp;		/* in argv[], after argv's NULL */
	char strings[];
};

/* Bytes and count of the strings of a NULL-terminated vector */
static size_t vec_size(char **vec, int *count)
{
	size_t size = 0;

	for (*count = 0; vec && vec[*count]; (*count)++)
		size += strlen(vec[*count]) + 1;
	return size;
}

/* vec's strings at *pos, their pointers in out[] then a NULL */
static void vec_copy(const char **out, char **vec, char **pos)
{
	int i;

	for (i = 0; vec && vec[i]; i++) {
		size_t len = strlen(vec[i]) + 1;

		memcpy(*pos, vec[i], len);
		out[i] = *pos;
		*pos += len;
	}
	out[i] = NULL;
}

static struct subprocess_info *umh_setup(const char *path, char **argv,
					 char **envp, int wait)
{
	int nargs, nenv;
	size_t size = strlen(path) + 1 + vec_size(argv, &nargs) +
		      vec_size(envp, &nenv);
	struct subprocess_info *info;
	char *pos;

	if (nargs + nenv + 2 > UMH_MAX_STRINGS)
		return ERR_PTR(-E2BIG);
	info = kzalloc(sizeof(*info) + size, GFP_KERNEL);
	if (!info)
		return ERR_PTR(-ENOMEM);
	init_completion(&info->exec_done);
	info->wait = wait;
	pos = info->strings;
	info->path = strcpy(pos, path);
	pos += strlen(path) + 1;
	vec_copy(info->argv, argv, &pos);
	info->envp = &info->argv[nargs + 1];
	vec_copy(info->envp, envp, &pos);
	return info;
}

/* The thread: a user process's state, then the program */
static int call_usermodehelper_exec_async(void *data)
{
	struct subprocess_info *info = data;
	long err = -ENOMEM;

	current->files = files_alloc();
	if (current->files)
		err = init_fs_struct();
	if (!err)
		err = do_execve(info->path, info->argv, info->envp, true);
	info->retval = (int)err;
	if (info->wait == UMH_WAIT_EXEC)
		complete(&info->exec_done);	/* the caller frees info */
	else
		kfree(info);
	if (err)
		return (int)err;
	ret_to_user(task_pt_regs(current));
}

int call_usermodehelper(const char *path, char **argv, char **envp,
			int wait)
{
	struct subprocess_info *info;
	struct exit_notify exited;
	struct task_struct *t;
	int ret;

	if (!path || !argv)
		return -EINVAL;
	info = umh_setup(path, argv, envp, wait);
	if (IS_ERR(info))
		return PTR_ERR(info);
	t = create_kernel_thread(call_usermodehelper_exec_async, info,
				 "kworker/u:umh");
	if (!t) {
		kfree(info);
		return -ENOMEM;
	}
	if (wait == UMH_WAIT_PROC) {
		init_completion(&exited.done);
		t->exit_notify = &exited;
	}
	wake_up_process(t);
	if (wait == UMH_WAIT_EXEC) {
		wait_for_completion(&info->exec_done);
		ret = info->retval;
		kfree(info);
		return ret;
	}
	if (wait == UMH_WAIT_PROC) {
		wait_for_completion(&exited.done);
		return (int)exited.code;
	}
	return 0;
}
EXPORT_SYMBOL(call_usermodehelper);
