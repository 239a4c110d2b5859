/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/pipe_fs_i.h - what fs/fifo.c uses of fs/pipe.c: a pipe
 * with no ends yet, its ends counted as FIFO opens come and go, and the
 * pipe's file operations (pipe(7)); and what fs/splice.c uses: the
 * pipe's lock, its waits, and its ring filled and drained in place.
 */
#ifndef _LINUX_PIPE_FS_I_H
#define _LINUX_PIPE_FS_I_H

#include "linux/fs.h"

struct pipe;

extern const struct file_operations pipefifo_fops;
struct pipe *alloc_pipe_info(void);
void free_pipe_info(struct pipe *p);
struct pipe *fifo_attach(struct inode *inode, struct pipe *fresh,
			 struct file *f);
void pipe_put_end(struct inode *inode, struct file *f);
int pipe_ends(struct pipe *p, bool writers);
int pipe_wait_end(struct pipe *p, bool writers);

/* splice(2)'s side (fs/splice.c): each call below but the lock's own
 * and get_pipe_info() with the pipe locked */
struct pipe *get_pipe_info(struct file *f);
void pipe_lock(struct pipe *p);
void pipe_unlock(struct pipe *p);
long pipe_wait_data(struct pipe *p, bool nonblock);
long pipe_wait_room(struct pipe *p, bool nonblock);
/* makes (pipe_fill) or takes (pipe_drain) len bytes at buf: how many,
 * or an error; arg is the actor's own (a cursor it moves on) */
typedef ssize_t (*pipe_actor_t)(void *arg, char *buf, size_t len);
ssize_t pipe_fill(struct pipe *p, size_t len, pipe_actor_t fill, void *arg);
ssize_t pipe_drain(struct pipe *p, size_t len, pipe_actor_t drain, void *arg,
		   bool consume);
ssize_t pipe_from_user(void *cursor, char *buf, size_t len);
ssize_t pipe_to_user(void *cursor, char *buf, size_t len);

/* fcntl(2)'s commands for a pipe's capacity, Linux's numbers */
#define F_SETPIPE_SZ	1031
#define F_GETPIPE_SZ	1032
long pipe_fcntl(struct file *f, unsigned int cmd, unsigned long arg);

#endif /* _LINUX_PIPE_FS_I_H */
