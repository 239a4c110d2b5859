// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/vt_ioctl.c - a virtual console's own requests,
 * ioctl_console(2): the keyboard's type and LEDs (drivers/char/
 * keyboard.c keeps those), the display mode, which consoles are in
 * use.  Anything else is -ENOIOCTLCMD: tty_ioctl() goes on to job
 * control, and an unknown request ends as ENOTTY.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/export.h"
#include "linux/kd.h"
#include "linux/sched.h"
#include "linux/uaccess.h"
#include "linux/vt_kern.h"

/* In use: its line is open (Linux's VT_IS_IN_USE()) */
static bool vt_in_use(unsigned int i)
{
	return vc_cons[i].d && vc_cons[i].d->port.tty;
}

/* VT_GETSTATE: the console in front, and bit n+1 for each console n
 * in use among the first 15 (the mask is 16 bits) */
static int vt_getstate(struct vt_stat __user *vtstat)
{
	unsigned short state = 1, mask = 2;
	unsigned int i;

	for (i = 0; i < MAX_NR_CONSOLES && mask; i++, mask <<= 1)
		if (vt_in_use(i))
			state |= mask;
	if (put_user((unsigned short)(fg_console + 1), &vtstat->v_active))
		return -EFAULT;
	return put_user(state, &vtstat->v_state);
}

/* VT_OPENQRY: the first console nobody has open, -1 if none */
static int vt_openqry(int __user *arg)
{
	unsigned int i;

	for (i = 0; i < MAX_NR_CONSOLES; i++)
		if (!vt_in_use(i))
			return put_user((int)i + 1, arg);
	return put_user(-1, arg);
}

/*
 * The console's driver's ioctl.  perm as Linux's: the caller's own
 * controlling terminal, or CAP_SYS_TTY_CONFIG - a module calling this
 * from a timer has the permission of whatever task it interrupted.
 */
int vt_ioctl(struct tty_struct *tty, unsigned int cmd, unsigned long arg)
{
	struct vc_data *vc = tty->driver_data;
	void __user *up = (void __user *)arg;
	int perm = current->signal->tty == tty || capable(CAP_SYS_TTY_CONFIG);

	switch (cmd) {
	case KDGKBTYPE:		/* what Linux answers for any keyboard */
		return put_user((unsigned char)KB_101, (unsigned char __user *)up);
	case KDGETMODE:
		return put_user((int)vc->vc_mode, (int __user *)up);
	case VT_GETSTATE:
		return vt_getstate(up);
	case VT_OPENQRY:
		return vt_openqry(up);
	}
	return vt_do_kdskled(vc->vc_num, cmd, arg, perm);
}
EXPORT_SYMBOL(vt_ioctl);
