"""AF_NETLINK's NETLINK_ROUTE (docs/net.md): Debian's busybox `ip` -
link, addr, route, their add and del, the errors it reports - and
tests/glibc/nlcheck's report (socket and bind answers, dumps, glibc's
getifaddrs and if_nameindex, malformed and refused requests with
their errno), with lo and tests/modules/snull's sn0 and sn1 set up the
same way, against what Linux 6.1 printed for the same commands
(tests/kernel/netlink.linux); then nlcheck's stream of random and
mutated requests, after which the kernel must still answer a dump,
without an oops or a slub_debug report, and /proc/meminfo as before."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip, glibc_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402
from test_net import CRASH  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402

# The commands of tests/kernel/netlink.linux, in its order: each line
# there is ">>> COMMAND" and then what it printed
SETUP = ["ifconfig lo 127.0.0.1 netmask 255.0.0.0 up",
         "insmod /snull.ko",
         "ip link set sn0 up",
         "ip addr add 192.168.0.1/24 brd + dev sn0",
         "ip addr add 192.168.1.2/24 dev sn1",
         "ip link set dev sn1 up"]


def commands(lines):
    return [l[4:] for l in lines if l.startswith(">>> ")]


def test_ip_and_rtnetlink_as_linux(k):
    """busybox ip and nlcheck, line by line as on Linux 6.1; a fuzzed
    request stream leaves the kernel answering, memory as it was"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    want = linux_lines("netlink.linux")
    sh = Shell(k, build(k, "gcc")["snull"])
    got = []
    for cmd in commands(want):
        out, rc = sh.run(cmd.replace("/nlcheck", "/glibc/nlcheck"))
        assert rc == 0, "%s: exit %d\n%s" % (cmd, rc, out)
        got += [">>> " + cmd] + out.splitlines()
    assert_lines_as_linux("\n".join(got), want)
    before = sh.ok("cat /proc/meminfo")
    out = sh.ok("/glibc/nlcheck fuzz 3000", timeout=30)
    assert out == "after fuzz: 3 messages, done len 20 payload 0\n", out
    assert sh.ok("cat /proc/meminfo") == before
    assert not CRASH.search(sh.vm.log), sh.vm.log
