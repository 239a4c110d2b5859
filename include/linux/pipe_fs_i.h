/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/pipe_fs_i.h - what fs/fifo.c uses of fs/pipe.c: a pipe
 * with no ends yet, its ends counted as FIFO opens come and go, and the
 * pipe's file operations (pipe(7)).
 */
#ifndef _LINUX_PIPE_FS_I_H
#define _LINUX_PIPE_FS_I_H

#include "linux/fs.h"

struct pipe;

extern const struct file_operations pipefifo_fops;
struct pipe *alloc_pipe_info(void);
void free_pipe_info(struct pipe *p);
void pipe_get_end(struct pipe *p, struct file *f);
void pipe_put_end(struct inode *inode, struct file *f);
int pipe_ends(const struct pipe *p, bool writers);
int pipe_wait_end(struct pipe *p, bool writers);

/* fcntl(2)'s commands for a pipe's capacity, Linux's numbers */
#define F_SETPIPE_SZ	1031
#define F_GETPIPE_SZ	1032
long pipe_fcntl(struct file *f, unsigned int cmd, unsigned long arg);

#endif /* _LINUX_PIPE_FS_I_H */
