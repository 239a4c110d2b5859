"""TCP over IPv4 (net/ipv4/tcp*.c, docs/net.md's TCP section):
tests/glibc/tcpcheck's answers on lo line by line against Linux 6.1's
(tests/kernel/tcpcheck.linux); busybox nc carrying a file over lo and
through snull's pair, the bytes compared by md5sum; /proc/net/tcp's
lines; memory back to its figures once every connection is gone."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip, glibc_or_skip  # noqa: E402
from test_perm import assert_lines_as_linux  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
CRASH = re.compile(r"EIP is at|Kernel panic|kernel BUG|^Oops|^WARNING: |"
                   r"^BUG: |skb_(over|under)_panic", re.M)


def linux_lines(name):
    with open(os.path.join(HERE, name)) as f:
        return [l.rstrip("\n") for l in f if not l.startswith("#")]


def lo_session(k):
    busybox_or_skip(k)
    s = Session(k)
    s.ok("ifconfig lo 127.0.0.1 up")
    return s


def settled(s):
    """once TIME_WAIT (1 s) is over: /proc/net/tcp's header alone, and
    /proc/meminfo"""
    s.ok("sleep 2")
    assert len(s.ok("cat /proc/net/tcp").splitlines()) == 1
    return s.ok("cat /proc/meminfo")


def test_tcpcheck_answers_as_linux(k):
    """tcpcheck's report, line by line, against Linux 6.1's; every
    connection gone after it, and memory back to its figures after a
    second run"""
    glibc_or_skip(k)
    s = lo_session(k)
    want = linux_lines("tcpcheck.linux")
    for run in range(2):
        out, rc = s.run("cd /tmp && /glibc/tcpcheck", timeout=120)
        assert rc == 0, out
        assert_lines_as_linux(out, want)
        if run == 0:
            before = settled(s)
    assert settled(s) == before
    assert not CRASH.search(s.vm.log), s.vm.log
