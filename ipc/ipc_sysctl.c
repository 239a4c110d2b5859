// SPDX-License-Identifier: GPL-2.0
/*
 * ipc/ipc_sysctl.c - the System V IPC limits under /proc/sys/kernel,
 * as Linux names and prints them (proc(5)): shmmax, shmall, shmmni,
 * msgmax, msgmnb, msgmni, one number each, and sem, four (SEMMSL,
 * SEMMNS, SEMOPM, SEMMNI, tab-separated).  Programs read them to learn
 * how many segments, queues or arrays they may make (LTP's shmget03,
 * shmctl03 compare them with IPC_INFO).  Here they are fixed
 * (include/linux/ipc.h): the files are read-only.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/ipc.h"
#include "linux/mqueue.h"

static const unsigned long shmmax = SHMMAX, shmall = SHMALL,
	shmmni = SHMMNI, msgmax = MSGMAX, msgmnb = MSGMNB, msgmni = MSGMNI;

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
		{ "proc/sys/kernel/shmmni", &shmmni },
		{ "proc/sys/kernel/msgmax", &msgmax },
		{ "proc/sys/kernel/msgmnb", &msgmnb },
		{ "proc/sys/kernel/msgmni", &msgmni },
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(limits); i++)
		fs_create_gen(limits[i].path, limit_show,
			      (void *)limits[i].value);
	fs_create_gen("proc/sys/kernel/sem", sem_show, NULL);
	mq_sysctl_init();	/* /proc/sys/fs/mqueue */
}
