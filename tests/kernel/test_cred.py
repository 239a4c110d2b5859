"""Issue 19: credentials(7) and capabilities(7).  Every process used to
be root; now a process has real, effective, saved and file-system ids,
supplementary groups and capability sets (include/linux/cred.h), and
what only root may do is refused to the others with Linux's errno.

The oracle is Linux 6.1 itself: tests/kernel/cred.linux is the
transcript of CRED_COMMANDS below run by /work/shared/tools/linux-reference
on Debian 12's i386 kernel with the same static glibc programs
(tests/glibc/credtest.c, ids.c, permtest.c, rootonly.c, setuidgid.c) and the
same busybox.  To record it again (the first command, `true`, is there
for the characters a booting Linux's console may lose):

    (echo true; echo 'mkdir /glibc && cp /credtest /ids /permtest /rootonly /setuidgid /glibc/';
     python3 tests/kernel/test_cred.py) |
    /work/shared/tools/linux-reference build/glibc/credtest build/glibc/ids \\
        build/glibc/permtest build/glibc/rootonly build/glibc/setuidgid \\
        > tests/kernel/cred.linux

Here the same commands run in busybox sh as pid 1 (test_busybox.py's
Session), each output compared with Linux's: whole, or for
/proc/self/status only the lines about credentials (the rest is
another issue's).
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
AS_USER = "/glibc/setuidgid 1000 1000 "
CRED_COMMANDS = [
    "/glibc/credtest",
    "mkdir /tmp/p && /glibc/permtest /tmp/p",
    "/glibc/rootonly /tmp",
    AS_USER + "/glibc/rootonly /tmp",
    "/glibc/setuidgid 1000 1000,5,6 cat /proc/self/status",
    "cat /proc/self/status",
    AS_USER + "busybox id",
    AS_USER + "busybox rmmod foo",
    AS_USER + "busybox mknod /tmp/n c 1 3",
    AS_USER + "busybox mount -t tmpfs none /tmp",
    AS_USER + "busybox umount /proc",
    AS_USER + "busybox reboot -f",
    AS_USER + "busybox dmesg",
    AS_USER + "busybox kill 1",
    AS_USER + "busybox hostname nothere",
    "busybox hostname",
    AS_USER + "/glibc/setuidgid 0 0 busybox id",
    AS_USER + "busybox cat /proc/1/environ",
    AS_USER + "busybox mkdir /glibc/x",
    AS_USER + "busybox sh -c 'echo hi > /tmp/u; stat -c %u.%g.%a /tmp/u'",
    "/glibc/setuidgid 1001 1001 busybox rm -f /tmp/u",
    AS_USER + "busybox sh -c "
    "'stat -c %u.%g.%a /proc/$$ /proc/$$/status /proc/$$/environ'",
    "stat -c %u.%g.%a /tmp/u /proc/1 /proc/1/status",
    # execve(2) of set-user-ID and set-group-ID files (tests/glibc/ids.c)
    "mkdir -m 755 /tmp/s && cp /glibc/ids /tmp/s/ids && "
    "chmod 4755 /tmp/s/ids",
    "/glibc/ids",
    AS_USER + "/tmp/s/ids",
    "chown 2:44 /tmp/s/ids && chmod 6755 /tmp/s/ids && "
    "ls -l /tmp/s/ids | cut -c1-10",
    AS_USER + "/tmp/s/ids",
    "chmod 2745 /tmp/s/ids",
    AS_USER + "/tmp/s/ids",
    # search permission on every directory a path passes
    # (path_resolution(7)): a 700 directory hides even a 644 file, a 766
    # one too; 711 lets a name be looked up but not listed
    "mkdir -m 700 /tmp/lk && mkdir -m 755 /tmp/lk/d && "
    "echo x > /tmp/lk/f && chmod 644 /tmp/lk/f && echo y > /tmp/lk/d/g",
    AS_USER + 'busybox cat /tmp/lk/f',
    AS_USER + 'busybox cat /tmp/lk/d/g',
    AS_USER + 'busybox ls /tmp/lk/d',
    AS_USER + 'busybox touch /tmp/lk/new',
    AS_USER + 'busybox cat /tmp/lk/../lk/f',
    AS_USER + "busybox sh -c 'cd /tmp/lk'",
    'busybox cat /tmp/lk/f /tmp/lk/d/g',
    'chmod 766 /tmp/lk',
    AS_USER + 'busybox cat /tmp/lk/d/g',
    'chmod 711 /tmp/lk',
    AS_USER + 'busybox cat /tmp/lk/f /tmp/lk/d/g',
    AS_USER + 'busybox ls /tmp/lk',
]
# /proc/PID/status lines this issue owns
STATUS_LINE = re.compile(r"^(Uid|Gid|Groups|Cap\w+):.*$", re.M)


def linux_transcript():
    """[(command, output, exit status)] from cred.linux, in order (a
    command may come more than once)"""
    with open(os.path.join(HERE, "cred.linux")) as f:
        text = f.read()
    blocks = re.findall(r"^>>> (.*?)\n(.*?)^=== rc (\d+)\n", text,
                        re.S | re.M)
    return [(cmd, out, int(rc)) for cmd, out, rc in blocks]


def expected(transcript):
    """Linux's (output, status) for each of CRED_COMMANDS, in order"""
    want = []
    for cmd in CRED_COMMANDS:
        while transcript and transcript[0][0] != cmd:
            transcript.pop(0)
        assert transcript, "cred.linux lacks %r: record it again" % cmd
        want.append(transcript.pop(0)[1:])
    return want


# a line of credtest's or rootonly's report: "call(...): result"
REPORT_LINE = re.compile(r"^\w.*\(.*: (-?\d+|E[A-Z0-9]+)$", re.M)


def comparable(cmd, out):
    """What of cmd's output is compared: the report lines of the test
    programs (not the kernel's messages on the same console), the
    credential lines of /proc/self/status, or all of it"""
    if "/proc/self/status" in cmd:
        return "\n".join(m.group(0) for m in STATUS_LINE.finditer(out))
    if re.search(r"/glibc/(credtest|rootonly|permtest) ", cmd + " "):
        return "\n".join(m.group(0) for m in REPORT_LINE.finditer(out))
    # the oracle's transcript shows no output as an empty line
    return out if out.strip() else ""


def test_credentials_as_linux(k):
    """Each command's output and exit status, against Linux's."""
    busybox_or_skip(k)
    want = expected(linux_transcript())
    s = Session(k)
    diff = []
    for cmd, (w_out, w_rc) in zip(CRED_COMMANDS, want):
        out, rc = s.run(cmd, timeout=60)
        if (comparable(cmd, out), rc) != (comparable(cmd, w_out), w_rc):
            diff.append("%s\n--- oops386 (rc %d)\n%s--- Linux (rc %d)\n%s"
                        % (cmd, rc, comparable(cmd, out), w_rc,
                           comparable(cmd, w_out)))
    assert not diff, "\n".join(diff)
    assert "Oops" not in s.vm.log


def test_root_keeps_its_powers(k):
    """After the user's refusals, root (the shell) still loads and
    removes a module, makes a device node, and reads the log."""
    busybox_or_skip(k)
    s = Session(k)
    out, rc = s.run(AS_USER + "busybox insmod /lib/modules/*/hello.ko")
    assert rc != 0 and "Operation not permitted" in out, out
    s.ok("busybox insmod /lib/modules/*/hello.ko")
    assert "hello" in s.ok("lsmod")
    s.ok("rmmod hello")
    s.ok("mknod /tmp/null c 1 3 && echo x > /tmp/null")
    assert s.ok("dmesg | grep -c hello").strip() != "0"


if __name__ == "__main__":
    print("\n".join(CRED_COMMANDS))
