// SPDX-License-Identifier: GPL-2.0
/*
 * user/sh.c - /bin/sh, the console shell as a user program.
 *
 * The prompt is "# "; on a terminal the line is edited with the arrow
 * keys and a history (user/lib/lineedit.c).  A line is split into
 * words, double quotes grouping spaces anywhere in a word
 * (whom="lecture hall" is one word); a word starting with '#' starts a
 * comment.  `cd`, `exit` and `help` (which
 * lists the programs) are built in;
 * anything else is a program: a NAME with a '/' as is, otherwise
 * /bin/NAME or /sbin/NAME, run in a child that the shell waits for.
 * `> FILE`, `>> FILE` and `< FILE` redirect the program's output or
 * input.  `sh FILE` runs FILE's lines, each traced first as `sh -x`
 * does ("+ command").  A child killed by a signal is reported as shells do
 * ("Segmentation fault"), and the prompt comes back.  Each program runs
 * in a process group of its own, made the terminal's foreground group
 * while it runs: Ctrl-C (SIGINT, drivers/char/n_tty.c) ends it and
 * Ctrl-Z (SIGTSTP) stops it, not the shell, which ignores both.
 */
#include "libc.h"

#define LINE_MAX	256
#define MAX_ARGS	16

static int last_status;
static pid_t shell_pgrp;

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

static int run_program(char **argv)
{
	char buf[LINE_MAX];
	const char *path = find_program(argv[0], buf, sizeof(buf));
	int status;
	pid_t pid;

	if (!path) {
		dprintf(2, "sh: %s: command not found\n", argv[0]);
		return 127;	/* POSIX: command not found */
	}
	pid = fork();
	if (pid < 0) {
		dprintf(2, "sh: fork: %s\n", strerror(errno));
		return 1;
	}
	if (pid == 0) {
		pid_t self = getpid();

		/* the foreground group, set by both sides (no race) */
		setpgid(0, 0);
		ioctl(0, TIOCSPGRP, &self);
		job_signals(false);
		if (redirect(argv))
			exit(1);
		execve(path, argv, environ);
		dprintf(2, "sh: %s: %s\n", argv[0], strerror(errno));
		exit(errno == ENOENT ? 127 : 126);
	}
	setpgid(pid, pid);	/* as the child does: whoever runs first */
	ioctl(0, TIOCSPGRP, &pid);
	status = waitpid(pid, &status, WUNTRACED) < 0 ? -1 : status;
	ioctl(0, TIOCSPGRP, &shell_pgrp);
	if (status == -1)
		return 1;
	if (WIFSTOPPED(status)) {	/* Ctrl-Z: it waits, stopped */
		dprintf(2, "[%d] Stopped %s\n", pid, argv[0]);
		return 128 + WSTOPSIG(status);
	}
	if (WIFSIGNALED(status)) {
		const char *text = signal_text(WTERMSIG(status));

		if (*text)
			dprintf(2, "%s\n", text);
		return 128 + WTERMSIG(status);
	}
	return WEXITSTATUS(status);
}

/* help: the built-ins, then every program in /bin and /sbin */
static int help(void)
{
	static const char *const dirs[] = { "/bin", "/sbin" };
	char buf[1024];
	size_t i;
	int fd, n;

	printf("built in: cd exit help\n");
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

static int run_line(char *line)
{
	char *argv[MAX_ARGS + 1];
	int argc = split_words(line, argv);

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
	return run_program(argv);
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
