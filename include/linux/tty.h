/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/tty.h - the console terminal: its device
 * (drivers/char/tty_io.c) and its line discipline (drivers/char/n_tty.c).
 */
#ifndef _LINUX_TTY_H
#define _LINUX_TTY_H

#include "linux/types.h"
#include "linux/wait.h"
#include "asm/termbits.h"

struct file;
struct poll_table_struct;

int tty_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* drivers/char/n_tty.c */
extern struct termios tty_termios;
extern int tty_pgrp;			/* the foreground process group */
extern wait_queue_head_t tty_wait;	/* readers and pollers */
void n_tty_receive_char(char c);
ssize_t n_tty_read(struct file *f, char __user *buf, size_t count);
unsigned int n_tty_poll(struct file *f, struct poll_table_struct *pt);
unsigned int n_tty_readable(void);
void n_tty_flush(void);
void n_tty_set_termios(const struct termios *old);

/* drivers/char/tty_jobctrl.c */
struct task_struct;
bool tty_is_ctty(const struct task_struct *p);
void tty_exit(struct task_struct *tsk);
void tty_setsid(struct task_struct *tsk);
int tty_open_ctty(const struct file *f);
int tty_open_current(void);
int tty_check_change(int sig);
long tty_jobctrl_ioctl(unsigned int cmd, unsigned long arg);

#endif /* _LINUX_TTY_H */
