// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/ipccheck.c - System V IPC as glibc 2.36 reaches it on i386
 * (ipc(2)) and through the direct calls (shmget 395...): shared memory
 * across fork(2), IPC_RMID while attached, semaphores that block and
 * wake, SEM_UNDO at exit, semtimedop(2)'s limit, message types and
 * blocking, IPC_STAT/IPC_SET/IPC_INFO, the errors, what another user may
 * not do, and /proc/sysvipc/{shm,sem,msg} (its header, the length of a
 * line, and its columns but pids and times).  Run as root, it prints the
 * same lines on Linux 6.1 (tests/kernel/ipc.linux).
 */
#include "report.h"
#include <signal.h>
#include <stdlib.h>
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/sem.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define IPC_64 0x100	/* the 64-bit structures (linux/ipc.h) */

union semun {
	int val;
	struct semid_ds *buf;
	unsigned short *array;
	struct seminfo *__buf;
};

/* /proc/sysvipc/NAME: its header, then each line's length and its
 * columns but those (pids, times) listed in mask, a bit each */
static void show_proc(const char *name, unsigned int mask)
{
	char path[64], line[512];
	FILE *f;

	snprintf(path, sizeof(path), "/proc/sysvipc/%s", name);
	f = fopen(path, "r");
	if (!f || !fgets(line, sizeof(line), f)) {
		printf("%s: none\n", path);
		return;
	}
	printf("%s: %s", path, line);
	while (fgets(line, sizeof(line), f)) {
		char *tok, *save;
		int col = 0;

		printf("%s: length %zu:", name, strlen(line));
		for (tok = strtok_r(line, " \n", &save); tok;
		     tok = strtok_r(NULL, " \n", &save), col++)
			printf(" %s", mask & (1u << col) ? "*" : tok);
		printf("\n");
	}
	fclose(f);
}

static void wait_child(pid_t pid)
{
	int status;

	waitpid(pid, &status, 0);
	printf("child: exit %d\n", WIFEXITED(status) ? WEXITSTATUS(status) :
						       -WTERMSIG(status));
}

static void as_user(void)
{
	if (setgid(1000) || setuid(1000))
		exit(3);
}

static void test_shm(void)
{
	struct shmid_ds ds;
	struct shminfo info;
	int id, id2;
	char *p;
	pid_t pid;

	T(shmget(0x1234, 8192, 0600));
	id = shmget(0x1234, 8192, IPC_CREAT | 0600);
	T(id >= 0);
	T(shmget(0x1234, 8192, IPC_CREAT | IPC_EXCL | 0600));
	T(shmget(0x1234, 8193, 0600));
	T(shmget(0x1234, 100, 0600) == id);
	T(shmget(IPC_PRIVATE, 0, 0600));
	p = shmat(id, NULL, 0);
	T(p != (void *)-1);
	strcpy(p, "shared");
	T(shmctl(id, IPC_STAT, &ds));
	printf("stat: size %zu mode %o nattch %lu cpid is me %d lpid is me %d"
	       " key %x\n", ds.shm_segsz, ds.shm_perm.mode,
	       (unsigned long)ds.shm_nattch, ds.shm_cpid == getpid(),
	       ds.shm_lpid == getpid(), ds.shm_perm.__key);
	show_proc("shm", 0x3830);	/* cpid, lpid, the three times */
	pid = fork();
	if (!pid) {
		char *q = shmat(id, NULL, SHM_RDONLY);

		printf("child reads: %s\n", q);
		shmctl(id, IPC_STAT, &ds);
		printf("child: nattch %lu\n", (unsigned long)ds.shm_nattch);
		exit(0);
	}
	wait_child(pid);
	T(shmctl(id, IPC_STAT, &ds));
	printf("nattch after the child %lu\n", (unsigned long)ds.shm_nattch);
	T(shmdt(p + 1));
	T(shmdt(&ds));
	T(shmat(id, (void *)4097, 0) == (void *)-1);
	T(shmat(12345, NULL, 0) == (void *)-1);
	pid = fork();
	if (!pid) {
		as_user();
		T(shmctl(id, IPC_STAT, &ds));
		T(shmat(id, NULL, 0) == (void *)-1);
		T(shmctl(id, IPC_RMID, NULL));
		T(shmget(0x1234, 8192, 0));
		exit(0);
	}
	wait_child(pid);
	T(shmctl(id, IPC_RMID, NULL));
	T(shmctl(id, IPC_STAT, &ds));
	printf("removed but attached: mode %o key %x nattch %lu\n",
	       ds.shm_perm.mode, ds.shm_perm.__key,
	       (unsigned long)ds.shm_nattch);
	T(shmget(0x1234, 8192, 0600));
	printf("still: %s\n", p);
	T(shmdt(p));
	T(shmctl(id, IPC_STAT, &ds));
	T(shmctl(id, IPC_INFO, (struct shmid_ds *)&info) >= 0);
	printf("info: shmmax %lu shmmin %lu shmmni %lu shmseg %lu shmall %lu\n",
	       info.shmmax, info.shmmin, info.shmmni, info.shmseg,
	       info.shmall);
	id2 = syscall(SYS_shmget, IPC_PRIVATE, 4096, 0640);
	T(id2 >= 0);
	p = (char *)syscall(SYS_shmat, id2, NULL, 0);
	T(p != (void *)-1);
	p[0] = 'x';
	T(syscall(SYS_shmdt, p));
	T(syscall(SYS_shmctl, id2, IPC_RMID | IPC_64, NULL));
	show_proc("shm", 0x3830);
	T(syscall(SYS_shmctl, id2, IPC_RMID, NULL));
	show_proc("shm", 0x3830);
}

static int sem_child(int id, short op, short flg)
{
	struct sembuf b = { 0, op, flg };
	pid_t pid = fork();

	if (!pid) {
		int r = semop(id, &b, 1);

		printf("child semop %d: %s\n", op, r ? strerrorname_np(errno) :
						      "0");
		exit(0);
	}
	usleep(200000);
	return pid;
}

static void test_sem(void)
{
	union semun arg;
	unsigned short all[3] = { 1, 2, 3 }, got[3];
	struct semid_ds ds;
	struct seminfo info;
	struct sembuf b = { 0, -1, IPC_NOWAIT }, many[501];
	struct timespec ts = { 0, 100000000 };
	int id, r;
	pid_t pid;

	T(semget(0x5678, 3, 0600));
	id = semget(0x5678, 3, IPC_CREAT | 0600);
	T(id >= 0);
	T(semget(0x5678, 4, 0600));
	T(semget(0x5678, 40000, 0600));
	T(semget(IPC_PRIVATE, 0, 0600));
	arg.val = 5;
	T(semctl(id, 1, SETVAL, arg));
	T(semctl(id, 1, GETVAL));
	arg.val = 40000;
	T(semctl(id, 1, SETVAL, arg));
	arg.val = 1;
	T(semctl(id, 3, SETVAL, arg));
	arg.array = all;
	T(semctl(id, 0, SETALL, arg));
	arg.array = got;
	T(semctl(id, 0, GETALL, arg));
	printf("all: %d %d %d\n", got[0], got[1], got[2]);
	T(semctl(id, 0, GETPID) == getpid());
	T(semop(id, &b, 1));
	T(semop(id, &b, 1));
	b.sem_num = 3;
	T(semop(id, &b, 1));
	memset(many, 0, sizeof(many));
	T(semop(id, many, 501));
	T(semop(id, many, 0));
	b.sem_num = 0;
	b.sem_flg = 0;
	T(semtimedop(id, &b, 1, &ts));
	pid = sem_child(id, -1, 0);
	T(semctl(id, 0, GETNCNT));
	b.sem_op = 1;
	r = semop(id, &b, 1);	/* said after the woken child's line */
	wait_child(pid);
	show("semop(id, &b, 1) to wake it", r);
	T(semctl(id, 0, GETNCNT));
	pid = sem_child(id, 2, SEM_UNDO);
	wait_child(pid);
	T(semctl(id, 0, GETVAL));
	b.sem_num = 2;
	b.sem_op = 0;
	pid = sem_child(id, 0, 0);	/* sem 0 is 0: goes at once */
	wait_child(pid);
	T(semctl(id, 0, IPC_STAT, (union semun){ .buf = &ds }));
	printf("stat: nsems %lu mode %o\n", (unsigned long)ds.sem_nsems,
	       ds.sem_perm.mode);
	show_proc("sem", 0x300);
	pid = fork();
	if (!pid) {
		as_user();
		T(semctl(id, 0, GETVAL));
		T(semctl(id, 0, IPC_RMID));
		exit(0);
	}
	wait_child(pid);
	pid = sem_child(id, -1, 0);
	r = semctl(id, 0, IPC_RMID);
	wait_child(pid);
	show("semctl(id, 0, IPC_RMID) under a sleeper", r);
	T(semctl(id, 0, GETVAL));
	arg.__buf = &info;
	T(semctl(0, 0, IPC_INFO, arg) >= 0);
	printf("info: semmap %d semmni %d semmns %d semmnu %d semmsl %d "
	       "semopm %d semume %d semusz %d semvmx %d semaem %d\n",
	       info.semmap, info.semmni, info.semmns, info.semmnu,
	       info.semmsl, info.semopm, info.semume, info.semusz,
	       info.semvmx, info.semaem);
	id = syscall(SYS_semget, IPC_PRIVATE, 1, 0600);
	T(id >= 0);
	T(syscall(SYS_semctl, id, 0, SETVAL, 7));
	T(syscall(SYS_semctl, id, 0, GETVAL, 0));
	T(syscall(SYS_semctl, id, 0, IPC_RMID, 0));
	show_proc("sem", 0x300);
}

struct msg {
	long type;
	char text[64];
};

static void send(int id, long type, const char *text)
{
	struct msg m = { type, "" };

	strcpy(m.text, text);
	T(msgsnd(id, &m, strlen(text) + 1, 0));
}

static void receive(int id, long type, size_t size, int flag)
{
	struct msg m = { 0, "" };
	ssize_t n = msgrcv(id, &m, size, type, flag);

	if (n < 0)
		printf("msgrcv(%ld, %zu): %s\n", type, size,
		       strerrorname_np(errno));
	else
		printf("msgrcv(%ld, %zu): %zd type %ld \"%.*s\"\n", type, size,
		       n, m.type, (int)n, m.text);
}

static void test_msg(void)
{
	struct msqid_ds ds;
	struct msginfo info;
	struct msg m = { 0, "x" };
	int id, r;
	pid_t pid;

	id = msgget(0x9abc, IPC_CREAT | 0600);
	T(id >= 0);
	T(msgget(0x9abc, IPC_CREAT | IPC_EXCL | 0600));
	send(id, 3, "three");
	send(id, 1, "one");
	send(id, 2, "two");
	send(id, 1, "uno");
	T(msgctl(id, IPC_STAT, &ds));
	printf("stat: qnum %lu cbytes %lu qbytes %lu lspid is me %d\n",
	       (unsigned long)ds.msg_qnum, (unsigned long)ds.__msg_cbytes,
	       (unsigned long)ds.msg_qbytes, ds.msg_lspid == getpid());
	show_proc("msg", 0x3860);
	receive(id, 2, 64, 0);
	receive(id, -2, 64, 0);
	receive(id, 1, 64, MSG_EXCEPT);
	receive(id, 0, 2, 0);
	receive(id, 0, 2, MSG_NOERROR);
	receive(id, 0, 64, IPC_NOWAIT);
	receive(id, 5, 64, IPC_NOWAIT);
	pid = fork();
	if (!pid) {
		receive(id, 7, 64, 0);
		exit(0);
	}
	usleep(200000);
	m.type = 7;
	r = msgsnd(id, &m, 2, 0);
	wait_child(pid);
	show("msgsnd(id, &m, 2, 0) to wake it", r);
	m.type = 0;
	T(msgsnd(id, &m, 1, 0));
	m.type = 1;
	T(msgsnd(id, &m, 8193, 0));
	ds.msg_qbytes = 10;
	T(msgctl(id, IPC_SET, &ds));
	T(msgsnd(id, &m, 11, IPC_NOWAIT));
	T(msgsnd(id, &m, 10, IPC_NOWAIT));
	T(msgsnd(id, &m, 1, IPC_NOWAIT));
	ds.msg_qbytes = 100000;
	T(msgctl(id, IPC_SET, &ds));
	pid = fork();
	if (!pid) {
		as_user();
		T(msgctl(id, IPC_STAT, &ds));
		T(msgsnd(id, &m, 1, 0));
		T(msgctl(id, IPC_RMID, NULL));
		exit(0);
	}
	wait_child(pid);
	pid = fork();
	if (!pid) {
		receive(id, 9, 64, 0);
		exit(0);
	}
	usleep(200000);
	r = msgctl(id, IPC_RMID, NULL);
	wait_child(pid);
	show("msgctl(id, IPC_RMID, NULL) under a sleeper", r);
	T(msgctl(id, IPC_STAT, &ds));
	T(msgctl(0, IPC_INFO, (struct msqid_ds *)&info) >= 0);
	printf("info: msgpool %d msgmap %d msgmax %d msgmnb %d msgmni %d "
	       "msgssz %d msgtql %d msgseg %u\n", info.msgpool, info.msgmap,
	       info.msgmax, info.msgmnb, info.msgmni, info.msgssz,
	       info.msgtql, info.msgseg);
	id = syscall(SYS_msgget, IPC_PRIVATE, 0600);
	T(id >= 0);
	m.type = 4;
	T(syscall(SYS_msgsnd, id, &m, 2, 0));
	T(syscall(SYS_msgrcv, id, &m, 64, 0, 0));
	T(syscall(SYS_msgctl, id, IPC_RMID | IPC_64, NULL));
	show_proc("msg", 0x3860);
	T(syscall(SYS_msgctl, id, IPC_RMID, NULL));
	show_proc("msg", 0x3860);
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	test_shm();
	test_sem();
	test_msg();
	return 0;
}
