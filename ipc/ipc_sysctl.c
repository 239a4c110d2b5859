// SPDX-License-Identifier: GPL-2.0
/*
 * ipc/ipc_sysctl.c - the System V IPC limits under /proc/sys/kernel,
 * as Linux names and prints them (proc(5)): shmmax, shmall, shmmni,
 * msgmax, msgmnb, msgmni, one number each, and sem, four (SEMMSL,
 * SEMMNS, SEMOPM, SEMMNI, tab-separated).  Programs read them to learn
 * how many segments, queues or arrays they may make (LTP's shmget03,
 * shmctl03 compare them with IPC_INFO).  Here they are fixed
 * (include/linux/ipc.h) and their files read-only, but for msgmni, which
 * root may set from 0 to the table's MSGMNI (LTP's msgget03 lowers it
 * to fill it; Linux's ceiling is IPCMNI, 32768), and shmmni, from 0 to
 * IPCMNI as on Linux (LTP's hugeshmget03 lowers it so).
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/ipc.h"
#include "linux/mqueue.h"
#include "linux/sysctl.h"

static const unsigned long shmmax = SHMMAX, shmall = SHMALL,
	msgmax = MSGMAX, msgmnb = MSGMNB;

static int msgmni_handler(int *val)
{
	return *val > MSGMNI ? -EINVAL : 0;
}

static int shmmni_handler(int *val)
{
	return *val > IPCMNI ? -EINVAL : 0;
}

static struct ctl_table ipc_kern_table[] = {
	{ .procname = "msgmni", .data = &msg_ctlmni,
	  .proc_handler = msgmni_handler },
	{ .procname = "shmmni", .data = &shm_ctlmni,
	  .proc_handler = shmmni_handler },
	{}
};

/* one limit, priv its value */
static size_t limit_show(char *buf, size_t size, void *priv)
{
	return snprintf(buf, size, "%lu\n", *(const unsigned long *)priv);
}

static size_t sem_show(char *buf, size_t size, void *priv)
{
	(void)priv;
	return snprintf(buf, size, "%lu\t%lu\t%lu\t%lu\n", (unsigned long)SEMMSL,
			(unsigned long)SEMMNS, (unsigned long)SEMOPM,
			(unsigned long)SEMMNI);
}

void __init ipc_sysctl_init(void)
{
	static const struct {
		const char *path;
		const unsigned long *value;
	} limits[] = {
		{ "proc/sys/kernel/shmmax", &shmmax },
		{ "proc/sys/kernel/shmall", &shmall },
		{ "proc/sys/kernel/msgmax", &msgmax },
		{ "proc/sys/kernel/msgmnb", &msgmnb },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(limits); i++)
		fs_create_gen(limits[i].path, limit_show,
			      (void *)limits[i].value);
	fs_create_gen("proc/sys/kernel/sem", sem_show, NULL);
	register_sysctl("kernel", ipc_kern_table);
	mq_sysctl_init();	/* /proc/sys/fs/mqueue */
}
