// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/n_tty.c - the line discipline of every terminal (N_TTY,
 * the only one): what termios(3) says happens between a typed key and
 * read(2), and a write(2)'s way out.
 *
 * Every character is processed as it arrives, in the interrupt handler
 * (n_tty_receive_char()): the input flags (IGNCR, ICRNL, INLCR), the
 * signal characters when ISIG is set (VINTR, VQUIT, VSUSP: a signal to
 * the foreground process group, typed-ahead input flushed), then in
 * canonical mode (ICANON) the line editing (VERASE, VWERASE, VKILL,
 * VEOF) on a line that becomes readable only when it ends, or else the
 * character is readable at once.  Echo (ECHO, ECHOE, ECHOK, ECHONL,
 * ECHOCTL) happens here too, so what is typed appears as it is typed.
 * n_tty_read() then hands out whole lines (canonical) or bytes as VMIN
 * and VTIME ask (raw).
 *
 * Locks (docs/smp.md, "Locks of fs/, net/ and drivers/"), Linux 2.6's
 * for the same data: each terminal's read_lock, a spinlock taken with
 * interrupts off, since the keyboard's and the console port's
 * interrupt handlers receive here, covers its buffers and the settings
 * the line discipline reads (tty->termios, which tty_set_termios()
 * changes holding it too); a received character is handled whole
 * under it, its echo, signal and flow control included, so the locks
 * those take nest inside (the terminal's flow.lock and ctrl.lock, the
 * driver's port lock, tasklist_lock and a siglock, a wait queue's,
 * logbuf_lock).  atomic_read_lock, a mutex, lets one reader in at a
 * time: it copies bytes out with read_lock let go (copy_to_user() may
 * fault and sleep) and takes them off the buffer after.
 *
 * Each terminal has its own state (struct n_tty_data, tty->disc_data,
 * n_tty_open() to n_tty_close()).  Output goes out by n_tty_output():
 * the console terminal's to every console (the serial line and the
 * screen, which turn "\n" into "\r\n" themselves), any other's through
 * OPOST/ONLCR to its driver's write.
 */
#include "linux/kernel.h"
#include "linux/mutex.h"
#include "linux/spinlock.h"
#include "linux/console.h"
#include "linux/errno.h"
#include "linux/file.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/tty.h"
#include "asm/uaccess.h"

#define N_TTY_BUF_SIZE	1024	/* a power of two */
#define BUF_MASK	(N_TTY_BUF_SIZE - 1)

/* Readable bytes: [tail, head); eol marks where a canonical line ends,
 * eof a line ended by VEOF, whose marker byte is not read */
struct n_tty_data {
	/* read_lock (Linux 2.6's tty->read_lock), interrupts off, protects
	 * every member below but atomic_read_lock, and the terminal's
	 * termios for the line discipline's reads of it */
	spinlock_t read_lock;
	/* one reader in n_tty_read() at a time (Linux's atomic_read_lock):
	 * the bytes from tail on that it copies out stay its to take */
	struct mutex atomic_read_lock;
	char read_buf[N_TTY_BUF_SIZE];
	bool read_eol[N_TTY_BUF_SIZE], read_eof[N_TTY_BUF_SIZE];
	unsigned int head, tail, lines;
	/* the canonical line being edited, not yet readable */
	char line[N_TTY_BUF_SIZE - 2];
	unsigned int line_len;
	bool line_too_long;
	unsigned int lost;		/* dropped: no room */
};

/* The console terminal's, there before any allocator is */
struct n_tty_data n_tty_console_data = {
	.read_lock = __SPIN_LOCK_UNLOCKED(n_tty_console_data.read_lock),
	.atomic_read_lock =
		__MUTEX_INITIALIZER(n_tty_console_data.atomic_read_lock),
};

static bool L(const struct tty_struct *tty, tcflag_t flag)
{
	return tty->termios.c_lflag & flag;
}

/*
 * Out to the terminal, as OPOST and ONLCR ask (termios(3)).  A driver
 * with no room for an echo loses it: echo is not queued here.
 */
static size_t n_tty_output(struct tty_struct *tty, const char *s, size_t len)
{
	const tcflag_t oflag = tty->termios.c_oflag;
	size_t done = 0;

	if (tty == &console_tty) {
		console_write(s, len);
		return len;
	}
	while (done < len) {
		size_t n = 0;
		int took;

		if ((oflag & OPOST) && (oflag & ONLCR) && s[done] == '\n') {
			if (tty->ops->write_room(tty) < 2)
				break;
			tty->ops->write(tty, (const unsigned char *)"\r", 1);
			n = 1;
		} else {
			while (done + n < len && !((oflag & OPOST) &&
						   (oflag & ONLCR) &&
						   s[done + n] == '\n'))
				n++;
		}
		took = tty->ops->write(tty, (const unsigned char *)s + done,
				       (int)n);
		if (took <= 0)
			break;
		done += (size_t)took;
	}
	return done;
}

static void echo_str(struct tty_struct *tty, const char *s)
{
	n_tty_output(tty, s, strlen(s));
}

/* A control character echoes as ^X with ECHOCTL (tab and newline as is) */
static void echo_char(struct tty_struct *tty, char c)
{
	char s[3] = { c, 0, 0 };

	if (!L(tty, ECHO))
		return;
	if (L(tty, ECHOCTL) && ((unsigned char)c < ' ' || c == 0x7f) &&
	    c != '\t' && c != '\n') {
		s[0] = '^';
		s[1] = c == 0x7f ? '?' : c + '@';
	}
	echo_str(tty, s);
}

static void put_readable(struct tty_struct *tty, char c, bool eol,
			 bool eof)
{
	struct n_tty_data *ld = tty->disc_data;
	if (ld->head - ld->tail >= N_TTY_BUF_SIZE) {
		ld->lost++;
		return;
	}
	ld->read_buf[ld->head & BUF_MASK] = c;
	ld->read_eol[ld->head & BUF_MASK] = eol;
	ld->read_eof[ld->head & BUF_MASK] = eof;
	ld->head++;
	ld->lines += eol;
}

/* Drop what was typed and not read (the signal characters); read_lock
 * held */
static void flush_input(struct tty_struct *tty)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned long flags;

	ld->tail = ld->head;
	ld->lines = 0;
	ld->line_len = 0;
	ld->line_too_long = false;
	/* a pty slave's master in packet mode reads that it happened */
	if (tty->link && tty->link->ctrl.packet) {
		spin_lock_irqsave(&tty->ctrl.lock, flags);
		tty->ctrl.pktstatus |= TIOCPKT_FLUSHREAD;
		spin_unlock_irqrestore(&tty->ctrl.lock, flags);
		wake_up(&tty->link->read_wait);
	}
}

/* The same from outside (TCFLSH, TCSETSF) */
void n_tty_flush(struct tty_struct *tty)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned long flags;

	spin_lock_irqsave(&ld->read_lock, flags);
	flush_input(tty);
	spin_unlock_irqrestore(&ld->read_lock, flags);
}

static void erase_one(struct tty_struct *tty)
{
	struct n_tty_data *ld = tty->disc_data;
	if (!ld->line_len)
		return;
	ld->line_len--;
	if (L(tty, ECHO) && L(tty, ECHOE))
		echo_str(tty, "\b \b");
}

/* The line ends: it becomes readable (the terminator too, unless VEOF) */
static void end_line(struct tty_struct *tty, char c, bool eof)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned int i;

	if (ld->line_too_long) {	/* said, not cut: the reader gets "\n" */
		tty_printf("tty: a line holds %u characters: dropped\n",
			   (unsigned int)sizeof(ld->line));
		ld->line_len = 0;
		ld->line_too_long = false;
	}
	for (i = 0; i < ld->line_len; i++)
		put_readable(tty, ld->line[i], false, false);
	put_readable(tty, c, true, eof);
	ld->line_len = 0;
}

/* Canonical mode: editing characters, or one more of the line */
static void canon_char(struct tty_struct *tty, char c)
{
	struct n_tty_data *ld = tty->disc_data;
	const cc_t *cc = tty->termios.c_cc;

	if (c == cc[VERASE] || c == '\b') {
		erase_one(tty);
	} else if (c == cc[VWERASE] && L(tty, IEXTEN)) {
		while (ld->line_len && ld->line[ld->line_len - 1] == ' ')
			erase_one(tty);
		while (ld->line_len && ld->line[ld->line_len - 1] != ' ')
			erase_one(tty);
	} else if (c == cc[VKILL]) {
		if (L(tty, ECHOK) || L(tty, ECHOKE))
			while (ld->line_len)
				erase_one(tty);
		ld->line_len = 0;
	} else if (c == cc[VEOF]) {
		end_line(tty, 0, true);
	} else if (c == '\n' || (c && c == cc[VEOL])) {
		if (L(tty, ECHO) || L(tty, ECHONL))
			echo_str(tty, "\n");
		end_line(tty, c, false);
	} else if (ld->line_len < sizeof(ld->line)) {
		ld->line[ld->line_len++] = c;
		echo_char(tty, c);
	} else {
		ld->line_too_long = true;
	}
}

/* ISIG: the character's signal to the foreground group; true if taken */
static bool isig_char(struct tty_struct *tty, char c)
{
	const cc_t *cc = tty->termios.c_cc;
	int sig = 0;

	if (!L(tty, ISIG) || !c)
		return false;
	if (c == cc[VINTR])
		sig = SIGINT;
	else if (c == cc[VQUIT])
		sig = SIGQUIT;
	else if (c == cc[VSUSP])
		sig = SIGTSTP;
	if (!sig)
		return false;
	/* input and unsent output go, then the echo (Linux's isig()) */
	if (!L(tty, NOFLSH)) {
		flush_input(tty);
		if (tty->ops && tty->ops->flush_buffer)
			tty->ops->flush_buffer(tty);
	}
	if (tty->pgrp)
		kill_pgrp(tty->pgrp, sig);
	if (I_IXON(tty))
		start_tty(tty);
	echo_char(tty, c);	/* "^C" alone: the shell ends the line */
	return true;
}

/* A received byte, read_lock held */
static void receive_char(struct tty_struct *tty, char c)
{
	tcflag_t iflag = tty->termios.c_iflag;

	/* IXON: VSTART restarts output, VSTOP stops it, neither is read
	 * (termios(3)); with IXANY any other character restarts it */
	if ((iflag & IXON) && c && c == START_CHAR(tty)) {
		start_tty(tty);
		return;
	}
	if ((iflag & IXON) && c && c == STOP_CHAR(tty)) {
		stop_tty(tty);
		return;
	}
	if (c == '\r') {
		if (iflag & IGNCR)
			return;
		if (iflag & ICRNL)
			c = '\n';
	} else if (c == '\n' && (iflag & INLCR)) {
		c = '\r';
	}
	if (isig_char(tty, c))
		return;
	if (tty->flow.stopped && !tty->flow.tco_stopped && (iflag & IXON) &&
	    (iflag & IXANY))
		start_tty(tty);
	if (L(tty, ICANON)) {
		canon_char(tty, c);
	} else {
		put_readable(tty, c, false, false);
		echo_char(tty, c);
	}
	wake_up(&tty->read_wait);
}

/* A received byte: from the keyboard's interrupt handler, and from a
 * port's flip buffer (drivers/char/tty_buffer.c) */
void n_tty_receive_char(struct tty_struct *tty, char c)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned long flags;

	spin_lock_irqsave(&ld->read_lock, flags);
	receive_char(tty, c);
	spin_unlock_irqrestore(&ld->read_lock, flags);
}

/* Bytes a read would get now, read_lock held */
static unsigned int readable(struct tty_struct *tty)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned int n = 0, i;

	if (!L(tty, ICANON))
		return ld->head - ld->tail;
	for (i = ld->tail; i != ld->head; i++) {
		n += !ld->read_eof[i & BUF_MASK];
		if (ld->read_eol[i & BUF_MASK])
			return n ? n : 1;	/* an EOF reads as 0 bytes */
	}
	return 0;
}

/* The same from outside (FIONREAD, poll) */
unsigned int n_tty_readable(struct tty_struct *tty)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned long flags;
	unsigned int n;

	spin_lock_irqsave(&ld->read_lock, flags);
	n = readable(tty);
	spin_unlock_irqrestore(&ld->read_lock, flags);
	return n;
}

/*
 * Bytes the buffers still take, readable and being edited: a pty's
 * write_room (drivers/char/pty.c), so that its writer waits rather than
 * its bytes being dropped.  Three words read without read_lock, the
 * answer of a moment, as a driver's write_room is: the other side's
 * echo asks it holding that side's read_lock, so taking this one would
 * take two terminals' locks in either order.  Bytes that then find no
 * room are counted lost (put_readable()).
 */
unsigned int n_tty_receive_room(struct tty_struct *tty)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned int used = ld->head - ld->tail + ld->line_len;

	return used < N_TTY_BUF_SIZE ? N_TTY_BUF_SIZE - used : 0;
}

/* ICANON from was to now: the buffers follow, as Linux's n_tty does: a
 * line being edited becomes raw input; raw input not read yet becomes
 * one line, readable at once; lines typed before stay lines.  read_lock
 * held */
static void canon_change(struct tty_struct *tty, tcflag_t was, tcflag_t now)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned int i;

	if ((was & ICANON) && !(now & ICANON)) {
		for (i = 0; i < ld->line_len; i++)
			put_readable(tty, ld->line[i], false, false);
		ld->line_len = 0;
	} else if (!(was & ICANON) && (now & ICANON) &&
		   ld->head != ld->tail) {
		ld->read_eol[(ld->head - 1) & BUF_MASK] = true;
	}
	ld->lines = 0;
	for (i = ld->tail; i != ld->head; i++)
		ld->lines += ld->read_eol[i & BUF_MASK];
}

/* New settings, from tty_set_termios() (termios_rwsem held to write),
 * under read_lock: the receive path reads them under it */
void n_tty_set_termios(struct tty_struct *tty, const struct ktermios *new)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned long flags;

	spin_lock_irqsave(&ld->read_lock, flags);
	canon_change(tty, tty->termios.c_lflag, new->c_lflag);
	tty->termios = *new;
	spin_unlock_irqrestore(&ld->read_lock, flags);
	wake_up(&tty->read_wait);
}

/* Type-ahead the buffer had no room for is said, never silently lost */
static void report_lost(struct tty_struct *tty)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned long flags;
	unsigned int n;

	spin_lock_irqsave(&ld->read_lock, flags);
	n = ld->lost;
	ld->lost = 0;
	spin_unlock_irqrestore(&ld->read_lock, flags);
	if (n)
		tty_printf("tty: %u characters typed ahead were lost (the "
			   "buffer holds %u)\n", n, N_TTY_BUF_SIZE);
}

/*
 * The bytes from tail on, up to max of them (canonical: to the end of
 * one line, which *eol says was reached), copied to kbuf and left on the
 * buffer; *slots says how many places of it they were (a VEOF's marker
 * is a place and no byte).  read_lock held.
 */
static size_t peek_input(struct tty_struct *tty, char *kbuf, size_t max,
			 unsigned int *slots, bool *eol)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned int i = ld->tail;
	size_t n = 0;

	*eol = false;
	while (n < max && i != ld->head && !*eol) {
		unsigned int j = i++ & BUF_MASK;

		if (!ld->read_eof[j])
			kbuf[n++] = ld->read_buf[j];
		*eol = ld->read_eol[j] && L(tty, ICANON);
	}
	*slots = i - ld->tail;
	return n;
}

/* The reader's peeked places off the buffer, unless a flush dropped
 * them meanwhile (tail moved: only the one reader and a flush move it) */
static void take_input(struct n_tty_data *ld, unsigned int from,
		       unsigned int slots)
{
	if (ld->tail != from)
		return;
	for (; slots; slots--, ld->tail++)
		ld->lines -= ld->read_eol[ld->tail & BUF_MASK];
}

/* Copy out up to count bytes; canonical: up to the end of one line.
 * atomic_read_lock held, read_lock not: copy_to_user() may sleep. */
static ssize_t copy_out(struct tty_struct *tty, char __user *buf,
			size_t count)
{
	struct n_tty_data *ld = tty->disc_data;
	bool eol = false;
	size_t n = 0;

	while (n < count && !eol) {
		char kbuf[64];
		unsigned int from, slots;
		unsigned long flags;
		size_t got;

		spin_lock_irqsave(&ld->read_lock, flags);
		from = ld->tail;
		got = peek_input(tty, kbuf, min(count - n, sizeof(kbuf)),
				 &slots, &eol);
		spin_unlock_irqrestore(&ld->read_lock, flags);
		if (!slots)
			break;
		if (copy_to_user(buf + n, kbuf, got))
			return n ? (ssize_t)n : -EFAULT;
		spin_lock_irqsave(&ld->read_lock, flags);
		take_input(ld, from, slots);
		spin_unlock_irqrestore(&ld->read_lock, flags);
		n += got;
	}
	return (ssize_t)n;
}

/*
 * How long a raw read waits for its first byte (termios(3), "Noncanonical
 * mode input"): VMIN 0 and VTIME 0 not at all, VTIME tenths of a second
 * if VMIN is 0, forever otherwise.
 */
static long raw_wait_ticks(const struct tty_struct *tty)
{
	const cc_t *cc = tty->termios.c_cc;

	if (cc[VMIN])
		return MAX_SCHEDULE_TIMEOUT;
	return (long)cc[VTIME] * HZ / 10;
}

/* A pty master in packet mode with a status change to read: its
 * slave's TIOCPKT_* bits (drivers/char/pty.c).  A byte read without the
 * slave's ctrl.lock, the answer of a moment: the reader takes it under
 * the lock (copy_out_packet()), and a change wakes the reader after it
 * is made. */
static bool pkt_pending(const struct tty_struct *tty)
{
	return tty->ctrl.packet && tty->link && tty->link->ctrl.pktstatus;
}

/* ICANON, read under read_lock (tty_set_termios() writes under it) */
static bool canonical(struct tty_struct *tty)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned long flags;
	bool on;

	spin_lock_irqsave(&ld->read_lock, flags);
	on = L(tty, ICANON);
	spin_unlock_irqrestore(&ld->read_lock, flags);
	return on;
}

/*
 * Packet mode's read (ioctl_tty(2) TIOCPKT), as Linux's n_tty_read():
 * a status change alone, its byte taken (under the slave's ctrl.lock,
 * and lost if the copy faults, as Linux's is); else TIOCPKT_DATA before
 * the data, unless the master reads lines (ICANON).
 */
static ssize_t copy_out_packet(struct tty_struct *tty, char __user *buf,
			       size_t count)
{
	struct tty_struct *slave = tty->link;
	unsigned long flags;
	unsigned char status;
	ssize_t n;

	if (!count)
		return 0;
	spin_lock_irqsave(&slave->ctrl.lock, flags);
	status = slave->ctrl.pktstatus;
	slave->ctrl.pktstatus = 0;
	spin_unlock_irqrestore(&slave->ctrl.lock, flags);
	if (status)
		return put_user(status, (unsigned char __user *)buf) ?
			-EFAULT : 1;
	if (canonical(tty))
		return copy_out(tty, buf, count);
	if (put_user(TIOCPKT_DATA, (unsigned char __user *)buf))
		return -EFAULT;
	n = copy_out(tty, buf + 1, count - 1);
	return n < 0 ? n : n + 1;
}

/* Enough to return: a whole line, or VMIN bytes (fewer if count is);
 * read_lock held */
static bool read_ready(struct tty_struct *tty, size_t count)
{
	struct n_tty_data *ld = tty->disc_data;
	size_t want = min((size_t)tty->termios.c_cc[VMIN], count);

	if (pkt_pending(tty))
		return true;
	if (L(tty, ICANON))
		return ld->lines > 0;
	return ld->head - ld->tail >= max(want, (size_t)1);
}

/*
 * Wait for read_ready(), or a reason to stop first: 1 to copy out what
 * there is, 0 at end of file (hung up), or an error.  The sleep is a
 * wait queue's (prepare_to_wait() before the test, kernel/wait.c), with
 * read_lock let go.
 */
static long wait_input(struct tty_struct *tty, struct file *f, size_t count)
{
	struct n_tty_data *ld = tty->disc_data;
	unsigned long flags;
	long timeout, ret = 1;
	DEFINE_WAIT(wait);

	spin_lock_irqsave(&ld->read_lock, flags);
	timeout = L(tty, ICANON) ? MAX_SCHEDULE_TIMEOUT : raw_wait_ticks(tty);
	for (;;) {
		bool some = ld->head != ld->tail && !L(tty, ICANON);

		prepare_to_wait(&tty->read_wait, &wait, TASK_INTERRUPTIBLE);
		if (read_ready(tty, count))
			break;
		/* hung up: end of file; a pty's master whose slave has no
		 * opener left: what was written before reads, then EIO */
		if (test_bit(TTY_HUPPED, &tty->flags) ||
		    test_bit(TTY_OTHER_CLOSED, &tty->flags)) {
			if (!some)
				ret = test_bit(TTY_HUPPED, &tty->flags) ?
					0 : -EIO;
			break;
		}
		if (f->f_flags & O_NONBLOCK) {
			if (!some)
				ret = -EAGAIN;
			break;
		}
		if (signal_pending(current)) {
			ret = -ERESTARTSYS;
			break;
		}
		/* VMIN and VTIME: VTIME is an inter-byte timer once a byte
		 * came, restarted by each byte */
		if (some && tty->termios.c_cc[VTIME])
			timeout = (long)tty->termios.c_cc[VTIME] * HZ / 10;
		if (!timeout)
			break;
		spin_unlock_irqrestore(&ld->read_lock, flags);
		timeout = schedule_timeout(timeout);
		spin_lock_irqsave(&ld->read_lock, flags);
		if (!timeout && !read_ready(tty, count))
			break;
	}
	spin_unlock_irqrestore(&ld->read_lock, flags);
	finish_wait(&tty->read_wait, &wait);
	return ret;
}

ssize_t n_tty_read(struct tty_struct *tty, struct file *f, char __user *buf,
		   size_t count)
{
	struct n_tty_data *ld = tty->disc_data;
	ssize_t n;
	int err = tty_check_change(tty, SIGTTIN);

	if (err)
		return err;
	/* another reader in: O_NONBLOCK does not wait (Linux's EAGAIN) */
	if (f->f_flags & O_NONBLOCK) {
		if (!mutex_trylock(&ld->atomic_read_lock))
			return -EAGAIN;
	} else if (mutex_lock_interruptible(&ld->atomic_read_lock)) {
		return -ERESTARTSYS;
	}
	report_lost(tty);
	n = wait_input(tty, f, count);
	if (n > 0)
		n = tty->ctrl.packet && tty->link ?
			copy_out_packet(tty, buf, count) :
			copy_out(tty, buf, count);
	mutex_unlock(&ld->atomic_read_lock);
	/* room made: a pty's other side may write again (pty_write()) */
	if (n > 0 && tty->link)
		tty_wakeup(tty->link);
	return n;
}

/* poll(2): readable once read() would not block */
unsigned int n_tty_poll(struct tty_struct *tty, struct file *f,
			poll_table *pt)
{
	unsigned int mask = POLLOUT | POLLWRNORM;

	poll_wait(f, &tty->read_wait, pt);
	if (tty != &console_tty) {
		poll_wait(f, &tty->write_wait, pt);
		if (!tty->ops->write_room(tty))
			mask = 0;
	}
	if (n_tty_readable(tty))
		mask |= POLLIN | POLLRDNORM;
	if (pkt_pending(tty))
		mask |= POLLPRI | POLLIN | POLLRDNORM;
	if (test_bit(TTY_OTHER_CLOSED, &tty->flags))
		mask |= POLLHUP;
	return mask;
}

/*
 * write(2): through n_tty_output() in chunks.  A driver with no room
 * sends the writer to sleep until tty_wakeup() (or a tick: a driver
 * need not call it) unless O_NONBLOCK; what was written counts.
 */
ssize_t n_tty_write(struct tty_struct *tty, struct file *f,
		    const char __user *buf, size_t count)
{
	char chunk[256];
	size_t done = 0;

	while (done < count) {
		size_t n = min(count - done, sizeof(chunk)), took;

		if (copy_from_user(chunk, buf + done, n))
			return done ? (ssize_t)done : -EFAULT;
		/* the settings stay while a chunk goes out (OPOST) */
		down_read(&tty->termios_rwsem);
		took = n_tty_output(tty, chunk, n);
		up_read(&tty->termios_rwsem);
		done += took;
		if (took == n)
			continue;
		if (f->f_flags & O_NONBLOCK)
			return done ? (ssize_t)done : -EAGAIN;
		if (signal_pending(current))
			return done ? (ssize_t)done : -ERESTARTSYS;
		wait_event_interruptible_timeout(tty->write_wait,
						 tty->ops->write_room(tty),
						 HZ / 10);
	}
	return (ssize_t)done;
}

/* A terminal's first open: its own buffers (the console terminal's are
 * n_tty_console_data, from boot on) */
int n_tty_open(struct tty_struct *tty)
{
	struct n_tty_data *ld = kzalloc(sizeof(*ld), GFP_KERNEL);

	if (!ld)
		return -ENOMEM;
	spin_lock_init(&ld->read_lock);
	mutex_init(&ld->atomic_read_lock);
	tty->disc_data = ld;
	return 0;
}

void n_tty_close(struct tty_struct *tty)
{
	if (tty != &console_tty)
		kfree(tty->disc_data);
	tty->disc_data = NULL;
}
