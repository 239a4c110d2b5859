"""The own shell (user/sh.c) and ';' and '&': `a; b` runs a, then b, as
POSIX's sequential list does (Linux's busybox ash prints "a" and "b"
for `echo a; echo b`); a ';' inside double quotes is a character of the
word; '&' and '&&', which the shell does not implement, are refused
with a message and nothing of the line runs - never taken as words."""

REFUSED = ("sh: '%s' is not supported: this shell runs one command at a "
           "time, in the foreground (busybox's ash has more: make run "
           "BUSYBOX=1)")


def test_sh_sequential_list(k):
    vm = k.boot()
    assert vm.run("echo a; echo b").splitlines() == ["a", "b"]
    assert vm.run("echo a;echo b ;echo c;").splitlines() == ["a", "b", "c"]
    assert vm.run('echo "a; b"; echo c').splitlines() == ["a; b", "c"]
    # each command of the list is a job of its own: a pipeline, a
    # redirection and a built-in as alone on a line
    out = vm.run("echo x > /tmp/l; cat /tmp/l | cat; cd /tmp; ls")
    assert [l.split()[0] for l in out.splitlines()] == ["x", "l"], out
    # a comment's ';' is the comment's
    assert vm.run("# echo a; echo b") == ""
    # a script's lines are lists too
    vm.run('echo "echo 1; echo 2" > /tmp/s')
    assert vm.run("sh /tmp/s").splitlines() == ["+ echo 1; echo 2", "1",
                                                "2"]


def test_sh_refuses_what_it_lacks(k):
    vm = k.boot()
    assert vm.run("echo a &").strip() == REFUSED % "&"
    # nothing of the line ran: not even the command before the '&'
    assert vm.run("echo a; echo b & echo c").strip() == REFUSED % "&"
    assert vm.run("echo a && echo b").strip() == REFUSED % "&&"
    for line in ("; echo a", "echo a;; echo b"):
        assert vm.run(line).strip() == \
            "sh: syntax error: ; without a command", line
    # quoted, '&' is a character
    assert vm.run('echo "a & b"').strip() == "a & b"
