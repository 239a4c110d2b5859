// SPDX-License-Identifier: GPL-2.0
/*
 * user/sh.c - /bin/sh, the console shell as a user program.
 *
 * The prompt is "# "; on a terminal the line is edited with the arrow
 * keys and a history (user/lib/lineedit.c).  A line is split into
 * words, double quotes grouping spaces anywhere in a word
 * (whom="lecture hall" is one word); a word starting with '#' starts a
 * comment.  `cd`, `exit`, `help` (which lists the programs), `jobs`,
 * `fg` and `kill` are built in; anything else is a program: a NAME with
 * a '/' as is, otherwise found in $PATH, run in a child that the shell
 * waits for.  `> FILE`, `>> FILE` and `< FILE` redirect a program's
 * output or input; `a | b | c` is a pipeline, each program's output the
 * next one's input (the words "|" apart, as this shell splits on blanks
 * only).  `a; b` runs a, then b; `&` is refused (there are no
 * background jobs), never taken as a word.  `sh FILE` runs FILE's
 * lines, each traced first as `sh -x` does ("+ command").  A child
 * killed by a signal is reported as shells do ("Segmentation fault"),
 * and the prompt comes back.
 *
 * Job control, as POSIX shells do it: each pipeline is a process group
 * of its own, made the terminal's foreground group while it runs, so
 * Ctrl-C (SIGINT, drivers/char/n_tty.c) ends it and Ctrl-Z (SIGTSTP)
 * stops it, not the shell, which ignores both.  A stopped job is listed
 * by `jobs` and continued by `fg [%N]` (SIGCONT to its group, which gets
 * the terminal back) or ended by `kill [-SIG] %N|PID`.  For more (`&`,
 * `bg`, variables, `if`), boot busybox's ash: `make run BUSYBOX=1`.
 */
#include "libc.h"

#define LINE_MAX	256
#define MAX_ARGS	16
#define MAX_JOBS	8

static int last_status;
static pid_t shell_pgrp;

/* A pipeline run from one line: a process group */
struct job {
	pid_t pgid;		/* 0: a free slot of jobs[] */
	pid_t last;		/* the last program's: its status is the job's */
	int live;		/* processes not yet ended */
	int status;		/* the last program's wait status */
	char name[LINE_MAX];
};

/* The stopped jobs, %1 to %MAX_JOBS */
static struct job jobs[MAX_JOBS];

/* The terminal's job-control signals: an interactive shell ignores them,
 * the programs it runs get them (Ctrl-C, Ctrl-\, Ctrl-Z) */
static void job_signals(bool ignore)
{
	static const int sigs[] = { SIGINT, SIGQUIT, SIGTSTP, SIGTTIN,
				    SIGTTOU };
	size_t i;

	for (i = 0; i < ARRAY_SIZE(sigs); i++)
		signal_ignore(sigs[i], ignore);
}

/* The words of line in argv; -1 when there are more than MAX_ARGS */
static int split_words(char *line, char **argv)
{
	int argc = 0;

	for (;;) {
		char *out;
		bool quoted = false;

		while (*line == ' ' || *line == '\t')
			line++;
		if (!*line)
			break;
		if (argc == MAX_ARGS)
			return -1;
		argv[argc++] = out = line;
		for (; *line && (quoted || (*line != ' ' && *line != '\t'));
		     line++) {
			if (*line == '"')
				quoted = !quoted;
			else
				*out++ = *line;
		}
		if (*line)
			line++;
		*out = '\0';
	}
	argv[argc] = NULL;
	return argc;
}

static const char *signal_text(int sig)
{
	switch (sig) {
	case 2:
		return "";	/* Ctrl-C: the shell only starts a new line */
	case 3:
		return "Quit";
	case 4:
		return "Illegal instruction";
	case 8:
		return "Floating point exception";
	case 9:
		return "Killed";
	case 11:
		return "Segmentation fault";
	default:
		return "Terminated";
	}
}

/* The program file for a command name, searched in $PATH, in buf */
static const char *find_program(const char *name, char *buf, size_t size)
{
	const char *dir = getenv("PATH");
	struct stat st;

	if (strchr(name, '/'))
		return name;
	if (!dir)
		dir = "/sbin:/bin:/usr/bin";
	while (*dir) {
		size_t len = strchr(dir, ':') ? (size_t)(strchr(dir, ':') - dir) :
						strlen(dir);

		snprintf(buf, size, "%.*s/%s", (int)len, dir, name);
		if (!stat(buf, &st) && !S_ISDIR(st.st_mode))
			return buf;
		dir += len + (dir[len] == ':');
	}
	return NULL;
}

/*
 * Take the redirections out of argv, opening their files onto fds 0 and
 * 1 (in the child, before execve); returns -1 if a file cannot be opened.
 */
static int redirect(char **argv)
{
	int i, j = 0;

	for (i = 0; argv[i]; i++) {
		const char *op = argv[i];
		int flags = O_WRONLY | O_CREAT | O_TRUNC, target = 1, fd;

		if (strcmp(op, ">") && strcmp(op, ">>") && strcmp(op, "<")) {
			argv[j++] = argv[i];
			continue;
		}
		if (!strcmp(op, ">>"))
			flags = O_WRONLY | O_CREAT | O_APPEND;
		else if (!strcmp(op, "<"))
			flags = O_RDONLY, target = 0;
		if (!argv[i + 1]) {
			dprintf(2, "sh: syntax error: %s without a file\n", op);
			return -1;
		}
		fd = open(argv[++i], flags, 0644);
		if (fd < 0 || dup2(fd, target) < 0) {
			dprintf(2, "sh: %s: %s\n", argv[i], strerror(errno));
			return -1;
		}
		close(fd);
	}
	argv[j] = NULL;
	return 0;
}

/* In the child: one program of a pipeline, its input and output set */
static void exec_stage(char **argv, pid_t pgid, int in, int out)
{
	char buf[LINE_MAX];
	const char *path;

	/* the job's group, the terminal's foreground: set by both sides,
	 * so whichever runs first (no race) */
	if (!pgid)
		pgid = getpid();
	setpgid(0, pgid);
	ioctl(0, TIOCSPGRP, &pgid);
	job_signals(false);
	if ((in != 0 && dup2(in, 0) < 0) || (out != 1 && dup2(out, 1) < 0))
		exit(1);
	if (in != 0)
		close(in);
	if (out != 1)
		close(out);
	if (redirect(argv))
		exit(1);
	path = find_program(argv[0], buf, sizeof(buf));
	if (!path) {
		dprintf(2, "sh: %s: command not found\n", argv[0]);
		exit(127);	/* POSIX: command not found */
	}
	execve(path, argv, environ);
	dprintf(2, "sh: %s: %s\n", argv[0], strerror(errno));
	exit(errno == ENOENT ? 127 : 126);
}

/*
 * Start stages[0..n) of a pipeline, each reading the one before; the
 * job's fields are filled in.  -1 if a pipe or fork fails (those
 * already started are left to run and are waited for).
 */
static int start_job(char ***stages, int n, struct job *j)
{
	int i, in = 0;

	for (i = 0; i < n; i++) {
		int fds[2] = { -1, 1 };
		pid_t pid;

		if (i + 1 < n && pipe(fds)) {
			dprintf(2, "sh: pipe: %s\n", strerror(errno));
			break;
		}
		pid = fork();
		if (pid == 0) {
			if (fds[0] >= 0)
				close(fds[0]);
			exec_stage(stages[i], j->pgid, in, fds[1]);
		}
		if (in != 0)
			close(in);
		if (fds[1] != 1)
			close(fds[1]);
		in = fds[0];
		if (pid < 0) {
			dprintf(2, "sh: fork: %s\n", strerror(errno));
			break;
		}
		if (!j->pgid)
			j->pgid = pid;
		setpgid(pid, j->pgid);	/* as the child does */
		j->last = pid;
		j->live++;
	}
	if (in > 0)
		close(in);
	return i == n ? 0 : -1;
}

/* The shell's exit status for a job that ended */
static int job_status(const struct job *j)
{
	int status = j->status;

	if (WIFSIGNALED(status)) {
		/* Ctrl-C's "^C" (the terminal's echo) ends with the
		 * shell's newline, as ash's and bash's */
		dprintf(2, "%s\n", signal_text(WTERMSIG(status)));
		return 128 + WTERMSIG(status);
	}
	return WEXITSTATUS(status);
}

/* Keep a stopped job in jobs[]; its number, or 0 when the table is full
 * (then the job is killed: nothing could continue it) */
static int keep_stopped(struct job *j)
{
	int n;

	for (n = 0; n < MAX_JOBS; n++) {
		if (jobs[n].pgid == j->pgid || !jobs[n].pgid) {
			jobs[n] = *j;
			return n + 1;
		}
	}
	dprintf(2, "sh: more than %d stopped jobs: killing %s\n", MAX_JOBS,
		j->name);
	kill(-j->pgid, SIGKILL);
	kill(-j->pgid, SIGCONT);
	return 0;
}

/*
 * Wait for a job in the foreground until it ends or stops; the
 * terminal comes back to the shell either way.  Its status (128 + the
 * signal when it stopped).
 */
static int wait_job(struct job *j)
{
	int status, stop = 0, n;

	ioctl(0, TIOCSPGRP, &j->pgid);
	while (j->live && !stop) {
		pid_t pid = waitpid(-j->pgid, &status, WUNTRACED);

		if (pid < 0)
			break;
		if (WIFSTOPPED(status)) {
			stop = WSTOPSIG(status);
			continue;
		}
		j->live--;
		if (pid == j->last)
			j->status = status;
	}
	ioctl(0, TIOCSPGRP, &shell_pgrp);
	if (!stop)
		return job_status(j);
	n = keep_stopped(j);
	if (n)	/* on a new line after the terminal's "^Z", as bash */
		dprintf(2, "\n[%d]+ Stopped %s\n", n, j->name);
	return 128 + stop;
}

/*
 * The programs of a line, split at the words "|"; the words of each
 * stage end at a NULL put where its "|" was.  Their count, or -1 after
 * saying what is wrong (a "|" with no program on one side).
 */
static int split_pipeline(char **argv, char ***stages)
{
	int i, n = 0;

	stages[n++] = argv;
	for (i = 0; argv[i]; i++) {
		if (strcmp(argv[i], "|"))
			continue;
		if (stages[n - 1] == &argv[i] || !argv[i + 1]) {
			dprintf(2, "sh: syntax error: | without a program\n");
			return -1;
		}
		argv[i] = NULL;
		stages[n++] = &argv[i + 1];
	}
	return n;
}

static int run_pipeline(char **argv, const char *name)
{
	char **stages[MAX_ARGS];
	struct job j = { 0 };
	int n = split_pipeline(argv, stages);

	if (n < 0)
		return 2;
	strlcpy(j.name, name, sizeof(j.name));
	if (start_job(stages, n, &j) && !j.live)
		return 1;
	return wait_job(&j);
}

/* The job %N (or the last stopped one, for no argument); NULL if none */
static struct job *find_job(const char *arg)
{
	int n;

	if (!arg) {
		for (n = MAX_JOBS - 1; n >= 0; n--)
			if (jobs[n].pgid)
				return &jobs[n];
		return NULL;
	}
	n = arg[0] == '%' ? atoi(arg + 1) : 0;
	return n >= 1 && n <= MAX_JOBS && jobs[n - 1].pgid ? &jobs[n - 1] :
							       NULL;
}

/* fg [%N]: continue a stopped job in the foreground */
static int fg(const char *arg)
{
	struct job *slot = find_job(arg), j;

	if (!slot) {
		dprintf(2, "sh: fg: %s: no such job\n", arg ? arg : "current");
		return 1;
	}
	j = *slot;
	slot->pgid = 0;
	printf("%s\n", j.name);
	ioctl(0, TIOCSPGRP, &j.pgid);
	kill(-j.pgid, SIGCONT);
	return wait_job(&j);
}

/* Before a prompt: a stopped job that a signal has ended since (kill
 * %N) is reaped and reported, as POSIX shells report it */
static void reap_jobs(void)
{
	int n, status;

	for (n = 0; n < MAX_JOBS; n++) {
		struct job *j = &jobs[n];
		pid_t pid;

		while (j->pgid && (pid = waitpid(-j->pgid, &status, WNOHANG)) > 0) {
			j->live--;
			if (pid == j->last)
				j->status = status;
		}
		if (!j->pgid || j->live)
			continue;
		j->pgid = 0;
		dprintf(2, "[%d]+ %s %s\n", n + 1, WIFSIGNALED(j->status) ?
			signal_text(WTERMSIG(j->status)) : "Done", j->name);
	}
}

static int list_jobs(void)
{
	int n;

	reap_jobs();
	for (n = 0; n < MAX_JOBS; n++)
		if (jobs[n].pgid)
			printf("[%d]  Stopped %s\n", n + 1, jobs[n].name);
	return 0;
}

/* kill [-SIG] %N|PID: a signal (SIGTERM unless named by number) to a
 * job's group or a process; a stopped job also gets SIGCONT so that it
 * can act on it, as POSIX shells do */
static int kill_builtin(int argc, char **argv)
{
	int sig = SIGTERM, i = 1, ret = 0;

	if (argc > 1 && argv[1][0] == '-')
		sig = atoi(argv[i++] + 1);
	if (i == argc || sig <= 0) {
		dprintf(2, "usage: kill [-SIGNUMBER] %%JOB|PID...\n");
		return 2;
	}
	for (; i < argc; i++) {
		struct job *j = argv[i][0] == '%' ? find_job(argv[i]) : NULL;
		pid_t target = j ? -j->pgid : atoi(argv[i]);

		if ((argv[i][0] == '%' && !j) || !target) {
			dprintf(2, "sh: kill: %s: no such job\n", argv[i]);
			ret = 1;
			continue;
		}
		if (kill(target, sig) || (j && kill(target, SIGCONT))) {
			dprintf(2, "sh: kill: %s: %s\n", argv[i],
				strerror(errno));
			ret = 1;
		}
	}
	return ret;
}

/* help: the built-ins, then every program in /bin and /sbin */
static int help(void)
{
	static const char *const dirs[] = { "/bin", "/sbin" };
	char buf[1024];
	size_t i;
	int fd, n;

	printf("built in: cd exit fg help jobs kill\n");
	for (i = 0; i < ARRAY_SIZE(dirs); i++) {
		fd = open(dirs[i], O_RDONLY | O_DIRECTORY);
		printf("%s:", dirs[i]);
		while (fd >= 0 && (n = getdents64(fd, buf, sizeof(buf))) > 0) {
			int off;

			for (off = 0; off < n;) {
				struct linux_dirent64 *d = (void *)(buf + off);

				if (d->d_name[0] != '.')
					printf(" %s", d->d_name);
				off += d->d_reclen;
			}
		}
		printf("\n");
		if (fd >= 0)
			close(fd);
	}
	return 0;
}

static int run_command(char *line)
{
	char *argv[MAX_ARGS + 1], name[LINE_MAX];
	int argc;

	strlcpy(name, line, sizeof(name));
	argc = split_words(line, argv);

	if (argc < 0) {
		dprintf(2, "sh: more than %d words: not run\n", MAX_ARGS);
		return 1;
	}
	if (!argc || argv[0][0] == '#')
		return last_status;
	if (!strcmp(argv[0], "cd")) {
		if (chdir(argc > 1 ? argv[1] : "/")) {
			dprintf(2, "sh: cd: %s: %s\n", argv[1],
				strerror(errno));
			return 1;
		}
		return 0;
	}
	if (!strcmp(argv[0], "help"))
		return help();
	if (!strcmp(argv[0], "exit"))
		exit(argc > 1 ? atoi(argv[1]) : last_status);
	if (!strcmp(argv[0], "jobs"))
		return list_jobs();
	if (!strcmp(argv[0], "fg"))
		return fg(argv[1]);
	if (!strcmp(argv[0], "kill"))
		return kill_builtin(argc, argv);
	return run_pipeline(argv, name);
}

/*
 * The first ';' or '&' of a command outside double quotes, or NULL; a
 * command whose first word starts with '#' is a comment to the line's
 * end, its ';' included.
 */
static char *find_operator(char *cmd)
{
	bool quoted = false;

	cmd += strspn(cmd, " \t");
	if (*cmd == '#')
		return NULL;
	for (; *cmd; cmd++) {
		if (*cmd == '"')
			quoted = !quoted;
		else if (!quoted && (*cmd == ';' || *cmd == '&'))
			return cmd;
	}
	return NULL;
}

/*
 * A line is a list: commands separated by ';', run one after the other,
 * the status the last one's (POSIX's sequential list, XCU 2.9.3).  '&'
 * (and '&&') are refused before anything of the line runs: this shell
 * has no background jobs, and running `a & b` as `a; b` would be wrong
 * in a way nobody notices.
 */
static int run_line(char *line)
{
	char *cmd, *op;

	for (cmd = line; (op = find_operator(cmd)); cmd = op + 1) {
		if (*op == '&') {
			dprintf(2, "sh: '%s' is not supported: this shell runs "
				   "one command at a time, in the foreground "
				   "(busybox's ash has more: make run "
				   "BUSYBOX=1)\n", op[1] == '&' ? "&&" : "&");
			return 2;
		}
		if (cmd + strspn(cmd, " \t") == op) {
			dprintf(2, "sh: syntax error: ; without a command\n");
			return 2;
		}
	}
	for (cmd = line; cmd; cmd = op) {
		op = find_operator(cmd);
		if (op)
			*op++ = '\0';
		last_status = run_command(cmd);
	}
	return last_status;
}

static int run_script(const char *path)
{
	size_t len;
	char *text = read_file(path, &len), *line, *next;

	if (!text) {
		dprintf(2, "sh: %s: No such file\n", path);
		return 2;
	}
	for (line = text; *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		else
			next = line + strlen(line);
		if (!*line)
			continue;
		/* traced as `sh -x` does: "+ command", comments too */
		dprintf(2, "+ %s\n", line);
		last_status = run_line(line);
	}
	free(text);
	return last_status;
}

/*
 * One line from standard input, without its newline; -1 at the end, -2
 * for a line longer than size - 1 (read to its end, never run cut short).
 */
static int read_line(char *buf, size_t size)
{
	bool too_long = false;
	size_t n = 0;

	for (;;) {
		char c;
		ssize_t r = read(0, &c, 1);

		if (r <= 0)
			return n ? (int)n : -1;
		if (c == '\n')
			break;
		if (n + 1 < size)
			buf[n++] = c;
		else
			too_long = true;
	}
	buf[n] = '\0';
	return too_long ? -2 : (int)n;
}

int main(int argc, char **argv)
{
	char line[LINE_MAX];

	shell_pgrp = getpid();
	setpgid(0, 0);
	job_signals(true);
	ioctl(0, TIOCSPGRP, &shell_pgrp);
	if (argc > 1)
		return run_script(argv[1]);
	for (;;) {
		int n;

		reap_jobs();
		n = edit_line("# ", line, sizeof(line));
		if (n == -3) {		/* not a terminal: plain lines */
			write(1, "# ", 2);
			n = read_line(line, sizeof(line));
		}
		if (n == -1)
			return last_status;
		if (n == -2) {
			dprintf(2, "sh: line longer than %d characters: not run\n",
				LINE_MAX - 1);
			continue;
		}
		last_status = run_line(line);
	}
}
