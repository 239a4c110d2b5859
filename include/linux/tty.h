/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/tty.h - the console terminal: its device
 * (drivers/char/tty_io.c) and its line discipline (drivers/char/n_tty.c).
 */
#ifndef _LINUX_TTY_H
#define _LINUX_TTY_H

#include "linux/types.h"
#include "linux/kdev_t.h"
#include "linux/wait.h"
#include "linux/tty_driver.h"
#include "asm/termbits.h"

struct file;
struct poll_table_struct;

/*
 * The console terminal (drivers/char/tty_io.c: there is one): a
 * session's controlling terminal is current->signal->tty (2.6.6 on),
 * which get_current_tty() returns with a reference (2.6.26 on).
 */
struct tty_struct {
	struct tty_driver *driver;
	const struct tty_operations *ops;	/* driver->ops */
	int index;				/* its number in the driver */
	char name[64];				/* "ttyS0" */
	unsigned int refs;			/* tty_kref_get()'s */
};

struct tty_struct *get_current_tty(void);
struct tty_struct *tty_kref_get(struct tty_struct *tty);
void tty_kref_put(struct tty_struct *tty);
dev_t tty_devnum(struct tty_struct *tty);
const char *tty_name(const struct tty_struct *tty);
unsigned int tty_write_room(struct tty_struct *tty);
extern struct tty_struct console_tty;

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
void tty_vhangup_self(void);
int tty_open_ctty(const struct file *f);
int tty_open_current(void);
int tty_check_change(int sig);
long tty_jobctrl_ioctl(struct file *f, unsigned int cmd, unsigned long arg);

#endif /* _LINUX_TTY_H */
