// SPDX-License-Identifier: GPL-2.0
/*
 * sig-notify - a device that tells a process about new data twice over,
 * the way driver tutorials for Linux 6.1 teach it: by a real-time signal
 * carrying the value (send_sig_info() with SI_QUEUE and si_int, read by
 * an SA_SIGINFO handler) and by poll(2) (a ->poll() that returns
 * __poll_t EPOLL* bits).  /dev/signotify:
 *
 *	ioctl(fd, SIGNOTIFY_REGISTER)	the caller gets the signals
 *	write(fd, "7", 1)		value 7 stored, reader woken,
 *					SIGNOTIFY_SIG sent with si_int 7
 *	read(fd, ...)			the value as text; then nothing new
 *	ioctl(fd, SIGNOTIFY_KICK, pid)	SIGUSR2 from the kernel (kill_pid)
 *	ioctl(fd, SIGNOTIFY_SEND, sig * 2 + priv)
 *					send_sig(sig, current, priv): from
 *					the kernel, or (priv 0) the caller
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/miscdevice.h>
#include <linux/fs.h>
#include <linux/poll.h>
#include <linux/sched/signal.h>
#include <linux/uaccess.h>
#include <linux/kstrtox.h>

#define SIGNOTIFY_SIG		44	/* a real-time signal: it queues */
#define SIGNOTIFY_REGISTER	_IO('s', 1)
#define SIGNOTIFY_KICK		_IOW('s', 2, int)
#define SIGNOTIFY_SEND		_IOW('s', 3, int)

static DEFINE_MUTEX(lock);		/* value, fresh and task */
static DECLARE_WAIT_QUEUE_HEAD(readers);
static struct task_struct *task;	/* who registered, counted */
static int value;
static bool fresh;

static void forget_task(void)
{
	if (task)
		put_task_struct(task);
	task = NULL;
}

static int notify(int v)
{
	struct kernel_siginfo info;

	if (!task)
		return 0;
	memset(&info, 0, sizeof(info));
	info.si_signo = SIGNOTIFY_SIG;
	info.si_code = SI_QUEUE;
	info.si_int = v;
	return send_sig_info(SIGNOTIFY_SIG, &info, task);
}

static ssize_t sn_write(struct file *f, const char __user *buf, size_t len,
			loff_t *off)
{
	int v, err = kstrtoint_from_user(buf, len, 10, &v);

	if (err)
		return err;
	mutex_lock(&lock);
	value = v;
	fresh = true;
	err = notify(v);
	mutex_unlock(&lock);
	wake_up_interruptible(&readers);
	pr_info("value %d, signal sent: %d\n", v, err);
	return err ? err : len;
}

static ssize_t sn_read(struct file *f, char __user *buf, size_t len,
		       loff_t *off)
{
	char text[16];
	int n;

	mutex_lock(&lock);
	n = fresh ? scnprintf(text, sizeof(text), "%d\n", value) : 0;
	fresh = false;
	mutex_unlock(&lock);
	return simple_read_from_buffer(buf, len, off, text, n);
}

static __poll_t sn_poll(struct file *f, struct poll_table_struct *wait)
{
	__poll_t mask = EPOLLOUT | EPOLLWRNORM;

	poll_wait(f, &readers, wait);
	mutex_lock(&lock);
	if (fresh)
		mask |= EPOLLIN | EPOLLRDNORM;
	mutex_unlock(&lock);
	return mask;
}

static long sn_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	long err = 0;

	switch (cmd) {
	case SIGNOTIFY_REGISTER:
		mutex_lock(&lock);
		forget_task();
		get_task_struct(current);
		task = current;
		mutex_unlock(&lock);
		pr_info("registered pid %d\n", task_pid_nr(current));
		return 0;
	case SIGNOTIFY_KICK:
		rcu_read_lock();
		err = kill_pid(find_vpid((int)arg), SIGUSR2, 1);
		rcu_read_unlock();
		pr_info("kick %d: %ld\n", (int)arg, err);
		return err;
	case SIGNOTIFY_SEND:
		err = send_sig((int)arg / 2, current, (int)arg % 2);
		pr_info("send_sig %d priv %d: %ld\n", (int)arg / 2,
			(int)arg % 2, err);
		return err;
	}
	return -ENOTTY;
}

static int sn_release(struct inode *inode, struct file *f)
{
	mutex_lock(&lock);
	if (task == current)
		forget_task();
	mutex_unlock(&lock);
	return 0;
}

static const struct file_operations sn_fops = {
	.owner = THIS_MODULE,
	.read = sn_read,
	.write = sn_write,
	.poll = sn_poll,
	.unlocked_ioctl = sn_ioctl,
	.release = sn_release,
};

static struct miscdevice sn_dev = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "signotify",
	.fops = &sn_fops,
};

static int __init sn_init(void)
{
	int err = misc_register(&sn_dev);

	if (!err)
		pr_info("/dev/%s ready\n", sn_dev.name);
	return err;
}

static void __exit sn_exit(void)
{
	misc_deregister(&sn_dev);
	forget_task();
	pr_info("bye\n");
}

module_init(sn_init);
module_exit(sn_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("send_sig_info() with SI_QUEUE, kill_pid(), send_sig(), a __poll_t poll");
