/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/tty.h - terminals: one open line of a tty driver
 * (drivers/char/tty_io.c), its line discipline (drivers/char/n_tty.c)
 * and the console terminal, the serial line the shell runs on.
 */
#ifndef _LINUX_TTY_H
#define _LINUX_TTY_H

#include "linux/types.h"
#include "linux/kdev_t.h"
#include "linux/kref.h"
#include "linux/rwsem.h"
#include "linux/spinlock.h"
#include "linux/wait.h"
#include "linux/tty_driver.h"
#include "linux/tty_port.h"
#include "asm/termbits.h"

struct file;
struct file_operations;
struct poll_table_struct;
struct n_tty_data;

/*
 * An open terminal: a line of a driver from its first open(2) to its
 * last close(2) (tty_io.c), or the console terminal, which lives for
 * ever.  A session's controlling terminal is current->signal->tty
 * (2.6.6 on), which get_current_tty() returns with a reference (2.6.26
 * on).  The members are Linux 6.1's that drivers use.
 */
struct tty_struct {
	struct kref kref;
	struct tty_driver *driver;
	const struct tty_operations *ops;	/* driver->ops */
	int index;				/* its line in the driver */
	/* termios_rwsem (Linux's) orders the settings' writers: held to
	 * write by tty_set_termios() across the line discipline's and the
	 * driver's change, to read by TCGETS and n_tty_write(); termios is
	 * written under it and the line discipline's read_lock both, which
	 * the receive path, in interrupts, reads it under (n_tty.c) */
	struct rw_semaphore termios_rwsem;
	struct ktermios termios;
	char name[64];				/* "ttyS0" */
	unsigned long flags;			/* TTY_* bit numbers */
	int count;				/* open files */
	struct winsize winsize;
	struct {
		/* flow.lock (Linux's) protects stopped and tco_stopped and
		 * orders the driver's stop() and start() calls: taken,
		 * interrupts off, by stop_tty() and start_tty() (the line
		 * discipline's ^S and ^Q, from the receive path) and TCXONC;
		 * the driver's stop/start run inside it */
		spinlock_t lock;
		bool stopped, tco_stopped;	/* ^S or TCOOFF: no output */
	} flow;
	struct {
		/* ctrl.lock (Linux's), interrupts off (the receive path
		 * sets pktstatus), protects this terminal's packet and
		 * pktstatus; the master takes its slave's to read and
		 * clear the slave's pktstatus */
		spinlock_t lock;
		bool packet;		/* a pty master's TIOCPKT */
		/* a pty slave's TIOCPKT_* changes, for its master's next
		 * read in packet mode (drivers/char/pty.c) */
		unsigned char pktstatus;
	} ctrl;
	bool hw_stopped;
	int pgrp;				/* the foreground group */
	int session;		/* whose controlling terminal (0: nobody's) */
	struct tty_struct *link;		/* a pty's other side */
	wait_queue_head_t write_wait, read_wait;
	struct n_tty_data *disc_data;		/* n_tty.c's state */
	void *driver_data;
	struct tty_port *port;
};

/* tty->flags bits */
#define TTY_THROTTLED		0
#define TTY_IO_ERROR		1
#define TTY_OTHER_CLOSED	2
#define TTY_EXCLUSIVE		3
#define TTY_DO_WRITE_WAKEUP	5
#define TTY_LDISC_OPEN		11
#define TTY_PTY_LOCK		16	/* a pty's slave may not be opened */
#define TTY_HUPPED		18

/* The settings as macros over tty->termios, Linux's */
#define _I_FLAG(tty, f)	((tty)->termios.c_iflag & (f))
#define _O_FLAG(tty, f)	((tty)->termios.c_oflag & (f))
#define _C_FLAG(tty, f)	((tty)->termios.c_cflag & (f))
#define _L_FLAG(tty, f)	((tty)->termios.c_lflag & (f))
#define INTR_CHAR(tty)	((tty)->termios.c_cc[VINTR])
#define QUIT_CHAR(tty)	((tty)->termios.c_cc[VQUIT])
#define ERASE_CHAR(tty)	((tty)->termios.c_cc[VERASE])
#define KILL_CHAR(tty)	((tty)->termios.c_cc[VKILL])
#define EOF_CHAR(tty)	((tty)->termios.c_cc[VEOF])
#define START_CHAR(tty)	((tty)->termios.c_cc[VSTART])
#define STOP_CHAR(tty)	((tty)->termios.c_cc[VSTOP])
#define SUSP_CHAR(tty)	((tty)->termios.c_cc[VSUSP])
#define I_IGNBRK(tty)	_I_FLAG((tty), IGNBRK)
#define I_BRKINT(tty)	_I_FLAG((tty), BRKINT)
#define I_IGNPAR(tty)	_I_FLAG((tty), IGNPAR)
#define I_PARMRK(tty)	_I_FLAG((tty), PARMRK)
#define I_INPCK(tty)	_I_FLAG((tty), INPCK)
#define I_ISTRIP(tty)	_I_FLAG((tty), ISTRIP)
#define I_INLCR(tty)	_I_FLAG((tty), INLCR)
#define I_IGNCR(tty)	_I_FLAG((tty), IGNCR)
#define I_ICRNL(tty)	_I_FLAG((tty), ICRNL)
#define I_IXON(tty)	_I_FLAG((tty), IXON)
#define I_IXANY(tty)	_I_FLAG((tty), IXANY)
#define I_IXOFF(tty)	_I_FLAG((tty), IXOFF)
#define O_OPOST(tty)	_O_FLAG((tty), OPOST)
#define O_ONLCR(tty)	_O_FLAG((tty), ONLCR)
#define C_BAUD(tty)	_C_FLAG((tty), CBAUD)
#define C_CSIZE(tty)	_C_FLAG((tty), CSIZE)
#define C_CSTOPB(tty)	_C_FLAG((tty), CSTOPB)
#define C_CREAD(tty)	_C_FLAG((tty), CREAD)
#define C_PARENB(tty)	_C_FLAG((tty), PARENB)
#define C_PARODD(tty)	_C_FLAG((tty), PARODD)
#define C_HUPCL(tty)	_C_FLAG((tty), HUPCL)
#define C_CLOCAL(tty)	_C_FLAG((tty), CLOCAL)
#define C_CMSPAR(tty)	_C_FLAG((tty), CMSPAR)
#define C_CRTSCTS(tty)	_C_FLAG((tty), CRTSCTS)
#define L_ISIG(tty)	_L_FLAG((tty), ISIG)
#define L_ICANON(tty)	_L_FLAG((tty), ICANON)
#define L_ECHO(tty)	_L_FLAG((tty), ECHO)

extern const struct ktermios tty_std_termios;

struct tty_struct *get_current_tty(void);
struct tty_struct *tty_kref_get(struct tty_struct *tty);
void tty_kref_put(struct tty_struct *tty);
dev_t tty_devnum(struct tty_struct *tty);
const char *tty_name(const struct tty_struct *tty);
unsigned int tty_write_room(struct tty_struct *tty);
unsigned int tty_chars_in_buffer(struct tty_struct *tty);
void tty_wakeup(struct tty_struct *tty);
void stop_tty(struct tty_struct *tty);
void start_tty(struct tty_struct *tty);
/* the same, tty->flow.lock held; __start_tty() says whether output
 * started, the caller then wakes the writers (tty_wakeup()) */
void __stop_tty(struct tty_struct *tty);
bool __start_tty(struct tty_struct *tty);
void tty_hangup(struct tty_struct *tty);
void tty_vhangup(struct tty_struct *tty);
int tty_standard_install(struct tty_driver *driver, struct tty_struct *tty);
speed_t tty_termios_baud_rate(const struct ktermios *termios);
speed_t tty_get_baud_rate(struct tty_struct *tty);
void tty_termios_encode_baud_rate(struct ktermios *termios, speed_t ibaud,
				  speed_t obaud);
void tty_encode_baud_rate(struct tty_struct *tty, speed_t ibaud,
			  speed_t obaud);
void tty_termios_copy_hw(struct ktermios *new, const struct ktermios *old);
bool tty_termios_hw_change(const struct ktermios *a,
			   const struct ktermios *b);
int tty_set_termios(struct tty_struct *tty, struct ktermios *new);
long tty_mode_ioctl(struct tty_struct *tty, unsigned int cmd,
		    unsigned long arg);
void tty_console_bind(struct tty_port *port, struct tty_driver *driver,
		      unsigned int index);
extern struct tty_struct console_tty;

int tty_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* drivers/char/n_tty.c */
extern struct n_tty_data n_tty_console_data;
int n_tty_open(struct tty_struct *tty);
void n_tty_close(struct tty_struct *tty);
void n_tty_receive_char(struct tty_struct *tty, char c);
ssize_t n_tty_read(struct tty_struct *tty, struct file *f, char __user *buf,
		   size_t count);
ssize_t n_tty_write(struct tty_struct *tty, struct file *f,
		    const char __user *buf, size_t count);
unsigned int n_tty_poll(struct tty_struct *tty, struct file *f,
			struct poll_table_struct *pt);
unsigned int n_tty_readable(struct tty_struct *tty);
void n_tty_flush(struct tty_struct *tty);
void n_tty_set_termios(struct tty_struct *tty, const struct ktermios *new);
unsigned int n_tty_receive_room(struct tty_struct *tty);

/* drivers/char/tty_jobctrl.c */
struct task_struct;
bool tty_is_ctty(const struct task_struct *p);
void tty_exit(struct task_struct *tsk);
void tty_setsid(struct task_struct *tsk);
void tty_vhangup_self(void);
void tty_open_ctty(struct tty_struct *tty, const struct file *f);
void tty_hangup_session(struct tty_struct *tty);
int tty_check_change(struct tty_struct *tty, int sig);
long tty_jobctrl_ioctl(struct tty_struct *tty, struct tty_struct *real_tty,
		       struct file *f, unsigned int cmd, unsigned long arg);

/* drivers/char/tty_io.c: a pty's pair of terminals (drivers/char/pty.c) */
struct tty_struct *alloc_tty_struct(struct tty_driver *driver,
				    unsigned int index);
int tty_open_line(struct file *f, struct tty_driver *driver,
		  unsigned int index);
void tty_default_fops(struct file_operations *fops);

/* drivers/char/pty.c */
void unix98_pty_init(void);

/* drivers/char/tty_io.c: /proc/tty (fs/proc) */
void proc_tty_init(void);

#endif /* _LINUX_TTY_H */
