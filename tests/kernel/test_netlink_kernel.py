"""A module's own netlink protocol (net/netlink/af_netlink.c's
netlink_kernel_create(), issue 29/30): the books' netlink demos - LKP
vol. 2's netlink_simple_intf, linux-kernel-module-cheat's netlink.c -
register a unit, read what a process sends to port 0 in input(), and
answer with nlmsg_new()/nlmsg_put()/nlmsg_unicast(), or tell a group
with netlink_broadcast() (ritsz's netlink_module).  tests/modules/
nl-kernel does the same; tests/glibc/nlkcheck is the process, and its
lines are Linux 6.1's (tests/kernel/nlkcheck.linux), the module's
dmesg lines too.  Without the module, before and after, the unit is
EPROTONOSUPPORT; memory as before after rmmod.

One boot of busybox (pid 1), the gcc module; the clang one is built
warning-free.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip, glibc_or_skip  # noqa: E402
from test_module_api import build  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402

# what the module printed on Linux 6.1 for nlkcheck's three messages
DMESG_LINUX = """nl_kernel: unit 29: created, again: NULL
nl_kernel: message 1, 12 bytes from port nlmsg_pid: hello kernel
nl_kernel: reply: 0
nl_kernel: broadcast: -3
nl_kernel: message 2, 4 bytes from port other: lost
nl_kernel: reply: -111
nl_kernel: broadcast: -3
nl_kernel: message 3, 2 bytes from port other: ab
nl_kernel: reply: 0
nl_kernel: broadcast: -3
nl_kernel: message 4, 6 bytes from port nlmsg_pid: to all
nl_kernel: reply: 0
nl_kernel: broadcast: 0
nl_kernel: released after 4 messages
"""


def test_netlink_kernel_socket(k):
    """nlkcheck against nl-kernel: Linux's lines, then the unit is gone"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    kos = build(k, "gcc")
    build(k, "clang")                   # warning-free with clang too
    s = Session(k, files=[kos["nl-kernel"]])
    assert s.ok("/glibc/nlkcheck") == "socket: EPROTONOSUPPORT\n"
    before = s.ok("cat /proc/meminfo")
    s.ok("dmesg -n 1; insmod /nl-kernel.ko")   # printk off the console
    assert_lines_as_linux(s.ok("/glibc/nlkcheck"),
                          linux_lines("nlkcheck.linux"))
    s.ok("rmmod nl_kernel")
    assert s.ok("dmesg | grep -o 'nl_kernel: .*'") == DMESG_LINUX
    assert s.ok("/glibc/nlkcheck") == "socket: EPROTONOSUPPORT\n"
    assert s.ok("cat /proc/meminfo") == before
    assert "Oops" not in s.vm.log and "BUG:" not in s.vm.log
