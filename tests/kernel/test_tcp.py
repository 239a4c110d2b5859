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
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402

CRASH = re.compile(r"EIP is at|Kernel panic|kernel BUG|^Oops|^WARNING: |"
                   r"^BUG: |skb_(over|under)_panic", re.M)


def lo_session(k):
    busybox_or_skip(k)
    s = Session(k)
    s.ok("ifconfig lo 127.0.0.1 up")
    return s


# Both tables: busybox's nc listens on an IPv6 socket (::, which takes
# IPv4 peers as v4-mapped addresses) where the kernel has IPv6, as on
# Linux
TABLES = "/proc/net/tcp /proc/net/tcp6"
# Waits, in tenths of a second up to 10 s, until both tables are their
# headers alone: every connection gone, TIME_WAIT (1 s) and an orphan's
# FIN_WAIT2 limit (2 s) over.  A fixed sleep would wait the longest
# limit every time.
GONE = ("i=0; while [ $(cat %s | wc -l) -gt 2 ] && [ $i -lt 100 ]; "
        "do sleep 0.1; i=$((i + 1)); done" % TABLES)


def settled(s):
    """once every connection is gone: /proc/net/tcp's and tcp6's headers
    alone, and /proc/meminfo"""
    s.ok(GONE)
    assert len(s.ok("cat " + TABLES).splitlines()) == 2
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
# busybox nc quits at the end of its standard input: the receiving one
# is given a pipe that stays open (sleep's, killed after), and is
# waited for until the sender's FIN ends it.  The sender starts once
# /proc/net/tcp or tcp6 shows the listener (state 0A, TCP_LISTEN).
NC_SEND = ("(sleep 60 | nc -l -p {port} > /tmp/out &); "
           "i=0; while ! cat " + TABLES + " | grep -q ' 0A ' && "
           "[ $i -lt 100 ]; "
           "do sleep 0.1; i=$((i + 1)); done; "
           "nc {ip} {port} < /tmp/in; "
           "i=0; while pidof nc > /dev/null && [ $i -lt 100 ]; do "
           "sleep 0.2; i=$((i + 1)); done; "
           "kill $(pidof sleep); "
           "md5sum < /tmp/in; md5sum < /tmp/out; cmp /tmp/in /tmp/out")


def nc_send(sh, ip, port, timeout=60):
    out, rc = sh.run(NC_SEND.format(ip=ip, port=port), timeout)
    assert rc == 0, out
    a, b = out.splitlines()[:2]
    assert a == b, out


def test_nc_carries_a_file_over_lo(k):
    """busybox nc, 350 KB through lo, the same bytes out as in; no
    connection left once TIME_WAIT is over; memory back after a second"""
    busybox_or_skip(k)
    s = Shell(k)
    s.ok("ifconfig lo 127.0.0.1 up; seq 1 60000 > /tmp/in")
    nc_send(s, "127.0.0.1", 7000)
    before = settled(s)
    nc_send(s, "127.0.0.1", 7001)
    assert settled(s) == before
    assert not CRASH.search(s.vm.log), s.vm.log


def test_nc_through_snull_and_a_lossy_wire(k):
    """busybox nc, a 38 KB file from local0 to remote0 through snull's
    pair (MSS 1460: 27 segments), then again with every fifth frame
    lost on the wire (snull's drop=5): the retransmission timer repairs
    it, the same bytes arrive; memory back after rmmod once every
    connection is gone"""
    busybox_or_skip(k)
    s = Shell(k, build(k, "gcc")["snull"])
    s.ok("ifconfig lo 127.0.0.1 up; seq 1 8000 > /tmp/in")
    s.ok("insmod /snull.ko; rmmod snull")
    before = settled(s)
    for params in ("", "drop=5"):
        s.ok("insmod /snull.ko %s; ifconfig sn0 192.168.0.1 up; "
             "ifconfig sn1 192.168.1.2 up" % params)
        nc_send(s, "192.168.0.2", 7002, timeout=120)
        out = s.ok("ifconfig sn0; ifconfig sn1")
        dropped = [int(d) for d in re.findall(r"TX packets:\d+ errors:\d+ "
                                              r"dropped:(\d+)", out)]
        assert (sum(dropped) > 0) == bool(params), out
        s.ok(GONE + "; rmmod snull; rm /tmp/out")
    assert settled(s) == before
    assert not CRASH.search(s.vm.log), s.vm.log


def test_tcp_fuzz_does_not_oops(k):
    """tests/glibc/tcpfuzz's seeded stream of TCP calls and forged
    segments on lo: no oops, no slub_debug report; every connection
    gone once TIME_WAIT is over, and memory back to its figures after
    the last seed"""
    glibc_or_skip(k)
    s = lo_session(k)
    for n, seed in enumerate((1, 0x5eed, 2026)):
        out, rc = s.run("/glibc/tcpfuzz %d 2000" % seed, timeout=240)
        assert rc == 0 and re.match(
            r"tcpfuzz: seed \d+, 2000 calls, \d+ failed\n$", out), out
        assert not CRASH.search(s.vm.log), s.vm.log
        if n == 0:
            before = settled(s)
    assert settled(s) == before
