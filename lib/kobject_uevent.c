// SPDX-License-Identifier: GPL-2.0
/*
 * lib/kobject_uevent.c - telling user space that a kobject came, went
 * or changed: the event is a list of NAME=VALUE variables (ACTION,
 * DEVPATH, then the kobject type's own: SUBSYSTEM, MAJOR, MINOR,
 * DEVNAME, ..., last SEQNUM), handed as the environment to the program
 * named in /sys/kernel/uevent_helper (busybox mdev, or the old
 * /sbin/hotplug), with the subsystem as its argument, as Linux 6.1 with
 * CONFIG_UEVENT_HELPER runs it.  (Linux also sends the event on a
 * netlink socket for udev; oops386 has no netlink.)
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/kobject.h"
#include "linux/slab.h"
#include "linux/umh.h"

char uevent_helper[UEVENT_HELPER_PATH_LEN];	/* "": none runs */
u64 uevent_seqnum;

static const char *const kobject_actions[] = {
	[KOBJ_ADD] = "add",		[KOBJ_REMOVE] = "remove",
	[KOBJ_CHANGE] = "change",	[KOBJ_MOVE] = "move",
	[KOBJ_ONLINE] = "online",	[KOBJ_OFFLINE] = "offline",
	[KOBJ_BIND] = "bind",		[KOBJ_UNBIND] = "unbind",
};

/* One more variable; -ENOMEM when the event is full, as Linux says */
int add_uevent_var(struct kobj_uevent_env *env, const char *format, ...)
{
	int room = (int)sizeof(env->buf) - env->buflen;
	va_list ap;
	int len;

	if (env->envp_idx >= (int)ARRAY_SIZE(env->envp) - 1) {
		printk(KERN_ERR "add_uevent_var: too many keys\n");
		return -ENOMEM;
	}
	va_start(ap, format);
	len = vsnprintf(&env->buf[env->buflen], room, format, ap);
	va_end(ap);
	if (len >= room) {
		printk(KERN_ERR "add_uevent_var: buffer size too small\n");
		return -ENOMEM;
	}
	env->envp[env->envp_idx++] = &env->buf[env->buflen];
	env->envp[env->envp_idx] = NULL;
	env->buflen += len + 1;
	return 0;
}
EXPORT_SYMBOL(add_uevent_var);

char *kobject_get_path(const struct kobject *kobj, gfp_t gfp_mask)
{
	char *path;

	if (!kobj->sd)
		return NULL;
	path = kmalloc(PATH_MAX, gfp_mask);
	if (path && !d_abspath(kobj->sd, path, PATH_MAX)) {
		kfree(path);
		return NULL;
	}
	if (path)	/* under /sys, without it */
		memmove(path, path + strlen("/sys"),
			strlen(path) - strlen("/sys") + 1);
	return path;
}
EXPORT_SYMBOL(kobject_get_path);

/* The helper, run with the event as its environment; nobody waits */
static int uevent_run_helper(struct kobj_uevent_env *env,
			     const char *subsystem)
{
	int err = add_uevent_var(env, "HOME=/");

	if (!err)
		err = add_uevent_var(env, "PATH=/sbin:/bin:/usr/sbin:/usr/bin");
	if (err)
		return err;
	env->argv[0] = uevent_helper;
	env->argv[1] = (char *)subsystem;
	env->argv[2] = NULL;
	return call_usermodehelper(env->argv[0], env->argv, env->envp,
				   UMH_NO_WAIT);
}

/* The event's variables, then the helper; 0 for an event its type
 * filters out (a device of no bus and no class) */
static int uevent_send(struct kobject *kobj, enum kobject_action action,
		       char *envp_ext[], struct kobj_uevent_env *env)
{
	char *devpath = kobject_get_path(kobj, GFP_KERNEL);
	const char *subsystem;
	int i, err;

	if (!devpath)
		return -ENOENT;
	err = add_uevent_var(env, "ACTION=%s", kobject_actions[action]);
	if (!err)
		err = add_uevent_var(env, "DEVPATH=%s", devpath);
	kfree(devpath);
	/* the type's first variable is SUBSYSTEM=NAME: NAME is argv[1] */
	subsystem = &env->buf[env->buflen + strlen("SUBSYSTEM=")];
	if (!err && kobj->ktype->uevent(kobj, env))
		return 0;
	for (i = 0; !err && envp_ext && envp_ext[i]; i++)
		err = add_uevent_var(env, "%s", envp_ext[i]);
	if (!err)
		err = add_uevent_var(env, "SEQNUM=%llu", ++uevent_seqnum);
	if (!err && uevent_helper[0])
		err = uevent_run_helper(env, subsystem);
	return err;
}

int kobject_uevent_env(struct kobject *kobj, enum kobject_action action,
		       char *envp_ext[])
{
	struct kobj_uevent_env *env;
	int err;

	if (!kobj || (unsigned int)action >= ARRAY_SIZE(kobject_actions))
		return -EINVAL;
	if (!kobj->ktype || !kobj->ktype->uevent)
		return -EINVAL;	/* Linux: "attempted to send uevent
				 * without kset!" */
	env = kzalloc(sizeof(*env), GFP_KERNEL);
	if (!env)
		return -ENOMEM;
	err = uevent_send(kobj, action, envp_ext, env);
	kfree(env);
	return err;
}
EXPORT_SYMBOL(kobject_uevent_env);

int kobject_uevent(struct kobject *kobj, enum kobject_action action)
{
	return kobject_uevent_env(kobj, action, NULL);
}
EXPORT_SYMBOL(kobject_uevent);

/* "add", "remove", "change", ... written to a "uevent" file: that
 * event, sent again (what udevadm trigger does) */
int kobject_synth_uevent(struct kobject *kobj, const char *buf, size_t count)
{
	size_t len = count;
	unsigned int a;

	if (len && buf[len - 1] == '\n')
		len--;
	for (a = 0; a < ARRAY_SIZE(kobject_actions); a++)
		if (strlen(kobject_actions[a]) == len &&
		    !strncmp(buf, kobject_actions[a], len))
			return kobject_uevent(kobj, a);
	return -EINVAL;
}
EXPORT_SYMBOL(kobject_synth_uevent);
