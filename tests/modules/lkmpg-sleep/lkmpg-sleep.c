// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkmpg-sleep/lkmpg-sleep.c - sleeping until a signal, in
 * the manner of LKMPG's sleep example: /dev/lkmpg_sleep may be open once; a
 * second opener waits in wait_event_interruptible() and gives up with
 * -EINTR when a signal it does not block is pending, which it finds, as
 * the book does, in current->pending.signal and current->blocked.
 *
 * A read sleeps until a write brings text, in the wait the last write
 * named ("wait", "sem", "mutex", "completion", "timeout", "msleep",
 * "schedule"); the lock, the semaphore and the completion are never
 * given while a reader waits, so only a signal ends those reads, and the
 * read returns what the wait returned.
 */
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/sched.h>
#include <linux/wait.h>
#include <linux/semaphore.h>
#include <linux/mutex.h>
#include <linux/completion.h>
#include <linux/kthread.h>
#include <linux/delay.h>
#include <linux/uaccess.h>
#include <linux/version.h>

#define MSG_LEN 64

static const char *const modes[] = { "wait", "sem", "mutex", "completion",
				     "timeout", "msleep", "schedule" };
static int mode;

static char message[MSG_LEN];
static size_t message_len;
static DECLARE_WAIT_QUEUE_HEAD(data_wait);

static int already_open;
static DECLARE_WAIT_QUEUE_HEAD(open_wait);

static struct semaphore no_units;
static DECLARE_COMPLETION(never);
static DEFINE_MUTEX(busy);		/* held by holder_thread */
static DECLARE_COMPLETION(let_go);
static DECLARE_COMPLETION(holding);
static struct task_struct *holder;

static int holder_thread(void *unused)
{
	mutex_lock(&busy);
	complete(&holding);
	wait_for_completion(&let_go);
	mutex_unlock(&busy);
	return 0;
}

/* The book's test: any pending signal the task does not block */
static int signal_waiting(void)
{
	int i, is_sig = 0;

	for (i = 0; i < _NSIG_WORDS && !is_sig; i++)
		is_sig = current->pending.signal.sig[i] &
			 ~current->blocked.sig[i];
	return is_sig;
}

static int sleep_open(struct inode *inode, struct file *file)
{
	if ((file->f_flags & O_NONBLOCK) && already_open)
		return -EAGAIN;
	while (already_open) {
		wait_event_interruptible(open_wait, !already_open);
		if (signal_waiting()) {
			pr_info("lkmpg_sleep: open interrupted by a signal\n");
			return -EINTR;
		}
	}
	already_open = 1;
	return 0;
}

static int sleep_release(struct inode *inode, struct file *file)
{
	already_open = 0;
	wake_up(&open_wait);
	return 0;
}

static long sleep_for_mode(void)
{
	long ret;

	switch (mode) {
	case 1:
		return down_interruptible(&no_units);
	case 2:
		ret = mutex_lock_interruptible(&busy);
		if (!ret)
			mutex_unlock(&busy);
		return ret;
	case 3:
		return wait_for_completion_interruptible(&never);
	case 4:
		return wait_for_completion_interruptible_timeout(&never,
								 10 * HZ);
	case 5:
		ret = msleep_interruptible(10000);
		pr_info("lkmpg_sleep: msleep_interruptible: %ld ms left\n",
			ret);
		return ret ? -EINTR : 0;
	case 6:
		set_current_state(TASK_INTERRUPTIBLE);
		ret = schedule_timeout(10 * HZ);
		pr_info("lkmpg_sleep: schedule_timeout: %s ticks left\n",
			ret > 0 && ret < 10 * HZ ? "some" : "no");
		return signal_pending(current) ? -ERESTARTSYS : 0;
	default:
		return wait_event_interruptible(data_wait, message_len > 0);
	}
}

static ssize_t sleep_read(struct file *file, char __user *buf, size_t len,
			  loff_t *offset)
{
	long ret;

	pr_info("lkmpg_sleep: %s: reading\n", modes[mode]);
	ret = sleep_for_mode();
	pr_info("lkmpg_sleep: %s: %ld, signal pending: %d\n", modes[mode],
		ret, signal_pending(current));
	if (ret < 0)
		return ret;
	if (!message_len)
		return 0;
	len = min(len, message_len);
	if (copy_to_user(buf, message, len))
		return -EFAULT;
	message_len = 0;
	return len;
}

/* A mode's name (echo's newline or not) selects the wait and drops a
 * message no read took (a handler's write after an -EINTR read), so the
 * next wait starts afresh; anything else is the message */
static ssize_t sleep_write(struct file *file, const char __user *buf,
			   size_t len, loff_t *offset)
{
	char text[MSG_LEN];
	size_t n = min(len, sizeof(text) - 1);
	int i;

	if (copy_from_user(text, buf, n))
		return -EFAULT;
	text[n] = '\0';
	for (i = 0; i < ARRAY_SIZE(modes); i++) {
		size_t m = strlen(modes[i]);

		if (!strncmp(text, modes[i], m) &&
		    (!text[m] || !strcmp(text + m, "\n"))) {
			mode = i;
			message_len = 0;
			return len;
		}
	}
	memcpy(message, text, n);
	message_len = n;
	wake_up_interruptible(&data_wait);
	return len;
}

static const struct file_operations sleep_fops = {
	.owner = THIS_MODULE,
	.open = sleep_open,
	.release = sleep_release,
	.read = sleep_read,
	.write = sleep_write,
};

static struct miscdevice sleep_dev = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "lkmpg_sleep",
	.fops = &sleep_fops,
};

static int __init sleep_init(void)
{
	int ret;

	sema_init(&no_units, 0);
	holder = kthread_run(holder_thread, NULL, "lkmpg_holder");
	if (IS_ERR(holder))
		return PTR_ERR(holder);
	wait_for_completion(&holding);
	ret = misc_register(&sleep_dev);
	if (ret) {
		complete(&let_go);
		kthread_stop(holder);
		return ret;
	}
#if LINUX_VERSION_CODE >= KERNEL_VERSION(5, 6, 0)
	pr_info("lkmpg_sleep: /dev/%s, %d signal words\n", sleep_dev.name,
		_NSIG_WORDS);
#endif
	return 0;
}

static void __exit sleep_exit(void)
{
	misc_deregister(&sleep_dev);
	complete(&let_go);
	kthread_stop(holder);
	pr_info("lkmpg_sleep: gone\n");
}

module_init(sleep_init);
module_exit(sleep_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Interruptible sleeps, after LKMPG's sleep example");
