// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/ipclimits.c - the System V IPC limits under
 * /proc/sys/kernel (proc(5): shmmax, shmall, shmmni, msgmax, msgmnb,
 * msgmni, sem), each file's text, and whether IPC_INFO reports the same
 * numbers (LTP's shmctl03 checks that, shmget03 makes shmmni
 * segments).  The same lines on Linux 6.1 (tests/kernel/ipclimits.linux)
 * and oops386.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>

/* the file's one line, printed; its first number */
static unsigned long show(const char *name)
{
	char path[64], line[128] = "";
	unsigned long n = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/sys/kernel/%s", name);
	f = fopen(path, "r");
	if (!f) {
		printf("%s: cannot open\n", name);
		return 0;
	}
	if (fgets(line, sizeof(line), f))
		sscanf(line, "%lu", &n);
	fclose(f);
	printf("%s: %s", name, line);
	return n;
}

int main(void)
{
	struct shminfo shm;
	struct msginfo msg;
	struct seminfo sem;
	unsigned long shmmax = show("shmmax"), shmall = show("shmall");
	unsigned long shmmni = show("shmmni"), msgmax = show("msgmax");
	unsigned long msgmnb = show("msgmnb"), msgmni = show("msgmni");
	unsigned int semmsl, semmns, semopm, semmni;
	FILE *f = fopen("/proc/sys/kernel/sem", "r");

	show("sem");
	if (!f || fscanf(f, "%u %u %u %u", &semmsl, &semmns, &semopm,
			 &semmni) != 4)
		return 1;
	fclose(f);
	if (shmctl(0, IPC_INFO, (struct shmid_ds *)&shm) < 0 ||
	    msgctl(0, IPC_INFO, (struct msqid_ds *)&msg) < 0 ||
	    semctl(0, 0, IPC_INFO, &sem) < 0)
		return 2;
	printf("IPC_INFO shm as the files: %d %d %d\n", shm.shmmax == shmmax,
	       shm.shmall == shmall, shm.shmmni == shmmni);
	printf("IPC_INFO msg as the files: %d %d %d\n",
	       (unsigned long)msg.msgmax == msgmax,
	       (unsigned long)msg.msgmnb == msgmnb,
	       (unsigned long)msg.msgmni == msgmni);
	printf("IPC_INFO sem as the file: %d %d %d %d\n",
	       (unsigned)sem.semmsl == semmsl, (unsigned)sem.semmns == semmns,
	       (unsigned)sem.semopm == semopm, (unsigned)sem.semmni == semmni);
	return 0;
}
