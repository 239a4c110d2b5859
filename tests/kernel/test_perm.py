"""Issue 27, "every permission Linux checks": what a user (uid 1000)
may not do to root's files, sockets, terminals, processes and /proc,
and the calls only root may make, each through fs/namei.c's helpers
(inode_permission(), may_open(), may_linkat(), may_set_times()),
kernel/ptrace.c's ptrace_may_access() and capable().

The oracle is Linux 6.1: tests/kernel/perm.linux is what
tests/glibc/permcheck printed there (linux-reference, devtmpfs on /dev
for Linux's own node modes; how to record it again is in its header).
Here the same binary runs from busybox sh as pid 1 (root) and every
line must be the same.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip, glibc_or_skip  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
AS_USER = "/glibc/setuidgid 1000 1000 "


def linux_lines(name="perm.linux"):
    with open(os.path.join(HERE, name)) as f:
        return [l.rstrip("\n") for l in f if not l.startswith("#")]


def test_permissions_as_linux(k):
    """permcheck's report, line by line, against Linux 6.1's"""
    command_as_linux(k, "mkdir /tmp/q && /glibc/permcheck /tmp/q",
                     "perm.linux")


def assert_lines_as_linux(out, want):
    """out's lines are want's (Linux 6.1's), each difference named"""
    got = out.splitlines()
    diff = ["line %d: oops386 %r, Linux %r" % (n + 1, g, w)
            for n, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff and len(got) == len(want), \
        "\n".join(diff + ["oops386 %d lines, Linux %d" % (len(got),
                                                          len(want))])


def command_as_linux(k, cmd, name):
    """cmd's output from busybox sh, line by line, against the lines
    of tests/kernel/NAME (what it printed on Linux 6.1)"""
    busybox_or_skip(k)
    s = Session(k)
    out, rc = s.run(cmd, timeout=90)
    assert_lines_as_linux(out, linux_lines(name))
    assert rc == 0
    assert "Oops" not in s.vm.log and "BUG" not in s.vm.log


def on_scratch_tmpfs(program, where, first=""):
    """The shell line that runs /glibc/PROGRAM in a new tmpfs at WHERE,
    with /dev from devtmpfs, as LTP's own scratch directories are
    (tests/kernel/test_ltp_*.py); first: a command before it"""
    return ("%smount -t devtmpfs dev /dev 2>/dev/null; mkdir %s && "
            "mount -t tmpfs t %s && /glibc/%s %s"
            % (first, where, where, program, where))


def command_twice_as_linux(k, cmd, name, want=None, mine=None, **boot):
    """command_as_linux() twice in one boot, a static glibc program's:
    the second run must also leave /proc/meminfo as the first left it,
    and the kernel must not have oopsed.  want: the lines expected, if
    not NAME's; mine(out): what of the output is compared with them;
    boot: more of Session's arguments (smp=2)"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k, **boot)
    want = want or linux_lines(name)
    for run in range(2):
        out, rc = s.run(cmd, timeout=90)
        assert rc == 0, out
        assert_lines_as_linux(mine(out) if mine else out, want)
        if run == 0:
            before = s.ok("cat /proc/meminfo")
    assert s.ok("cat /proc/meminfo") == before
    for bad in ("Oops", "BUG:", "WARNING:", "Kernel panic"):
        assert bad not in s.vm.log, s.vm.log


# an address field of /proc/kallsyms ("c0100000 T startup_32") and of
# /proc/modules' last column ("Live 0xd0806000")
KALLSYMS_ADDR = re.compile(r"^([0-9a-f]{8}) ", re.M)
MODULE_ADDR = re.compile(r" (0x[0-9a-f]{8})$", re.M)


def test_kernel_addresses_for_root_only(k):
    """/proc/kallsyms, /proc/ksyms and /proc/modules show a user zeros
    and root the real addresses (Linux 6.1: CAP_SYSLOG), and an oops
    still decodes its addresses (kksymoops)"""
    busybox_or_skip(k)
    s = Session(k)
    s.ok("busybox insmod /lib/modules/*/hello.ko")
    for path in ("/proc/kallsyms", "/proc/ksyms"):
        root = KALLSYMS_ADDR.findall(s.ok("cat " + path))
        user = KALLSYMS_ADDR.findall(s.ok(AS_USER + "busybox cat " + path))
        assert len(root) > 100 and len(user) == len(root), path
        assert set(user) == {"00000000"}, path
        assert len(set(root)) > 100, path
    root = MODULE_ADDR.findall(s.ok("cat /proc/modules"))
    user = MODULE_ADDR.findall(s.ok(AS_USER + "busybox cat /proc/modules"))
    assert root and root[0] != "0x00000000", root
    assert user == ["0x00000000"] * len(root), user
    s.ok("rmmod hello")


def test_fifo_between_shells(k):
    """a FIFO made by mkfifo(1): the reader's open waits for the writer,
    then the bytes pass as through a pipe (fifo(7))"""
    busybox_or_skip(k)
    s = Session(k)
    s.ok("busybox mkfifo /tmp/f && ls -l /tmp/f | cut -c1")
    assert s.ok("ls -l /tmp/f | cut -c1") == "p\n"
    out = s.ok("(echo through > /tmp/f &) ; cat /tmp/f")
    assert out == "through\n", out
    s.ok("rm /tmp/f")
