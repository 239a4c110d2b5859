// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/ipclimits.c - the System V IPC limits under
 * /proc/sys/kernel (proc(5): shmmax, shmall, shmmni, msgmax, msgmnb,
 * msgmni, sem), each file's text, and whether IPC_INFO reports the same
 * numbers (LTP's shmctl03 checks that, shmget03 makes shmmni
 * segments); then root lowers shmmni to 2 (LTP's hugeshmget03 does),
 * makes segments until refused, and tries values out of range.  The
 * same lines on Linux 6.1 (tests/kernel/ipclimits.linux) and oops386.
 */
#define _GNU_SOURCE
#include <errno.h>
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

/* text written to /proc/sys/kernel/NAME with one write(2): its errno */
static int set(const char *name, const char *text)
{
	char path[64];
	FILE *f;
	int err = 0;

	snprintf(path, sizeof(path), "/proc/sys/kernel/%s", name);
	f = fopen(path, "w");
	if (!f)
		return errno;
	if (fputs(text, f) < 0 || fflush(f))
		err = errno;
	fclose(f);
	return err;
}

/* shmmni lowered to 2: the third segment is refused (ENOSPC), IPC_INFO
 * follows; out-of-range values refused; 4096 again */
static void lower_shmmni(void)
{
	struct shminfo shm;
	int ids[3], i, made = 0;

	printf("shmmni=2: %s\n", strerror(set("shmmni", "2")));
	for (i = 0; i < 3; i++) {
		ids[i] = shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
		if (ids[i] < 0) {
			printf("segment %d: %s\n", i + 1, strerror(errno));
			break;
		}
		made++;
	}
	shmctl(0, IPC_INFO, (struct shmid_ds *)&shm);
	printf("made %d, IPC_INFO shmmni %lu\n", made, shm.shmmni);
	while (made--)
		shmctl(ids[made], IPC_RMID, NULL);
	printf("shmmni=32769: %s\n", strerror(set("shmmni", "32769")));
	printf("shmmni=-1: %s\n", strerror(set("shmmni", "-1")));
	printf("shmmni=32768: %s\n", strerror(set("shmmni", "32768")));
	printf("shmmni=4096: %s\n", strerror(set("shmmni", "4096")));
	show("shmmni");
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
	lower_shmmni();
	return 0;
}
