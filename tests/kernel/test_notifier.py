"""Notifier chains (kernel/notifier.c), the panic chain (kernel/panic.c)
and the log levels (include/linux/kern_levels.h, pr_info_ratelimited()
from linux/kernel.h) that Billimoria's Linux Kernel Debugging modules
use (panic_notifier, printk_loglevels, ratelimit_test):
tests/modules/notifier-demo's lines are what it printed on Linux 6.1
(linux-reference, the module built against Debian's 6.1 headers):
priority order, equal priorities in registration order, a stop with an
errno, unregistering twice.  Built with gcc and clang; memory as before
after rmmod.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip  # noqa: E402
from test_module_api import build  # noqa: E402

LINUX = ["notifier_demo: levels 0 1 2 3 4 5 6 7"] + \
    ["notifier_demo: burst %d" % i for i in range(10)] + """\
notifier_demo: action 1: ran , answer 0x0, errno 0
notifier_demo: action 1: ran bac, answer 0x1, errno 0
notifier_demo: action 2: ran b, answer 0x8011, errno -16
notifier_demo: unregister c: 0, again: -2
notifier_demo: action 1: ran ba, answer 0x1, errno 0
notifier_demo: atomic and raw: ran ca, answers 2
notifier_demo: gone""".splitlines()


def module_lines_as_linux(k, folder, pattern, want, loaded="", **boot):
    """Load and unload tests/modules/FOLDER (built with gcc; clang must
    build it warning-free too), running the shell commands loaded while
    it is in: the dmesg lines grep -oE PATTERN picks are want (Linux
    6.1's), memory is as before, no oops or warning; boot: more of
    k.boot()'s arguments (smp=2)"""
    busybox_or_skip(k)
    kos = build(k, "gcc")
    build(k, "clang")
    s = Session(k, files=[kos[folder]], **boot)
    s.ok("dmesg -n 1")                  # printk off the console
    before = s.ok("cat /proc/meminfo")
    name = folder.replace("-", "_")
    s.ok("insmod /%s.ko; %srmmod %s" % (folder, loaded and loaded + "; ",
                                         name))
    out = s.ok("dmesg | grep -oE '%s'" % pattern)
    assert out.splitlines() == want, out
    assert s.ok("cat /proc/meminfo") == before
    assert "Oops" not in s.vm.log and "WARNING" not in s.vm.log


def test_notifier_chains_as_linux(k):
    module_lines_as_linux(k, "notifier-demo", "notifier_demo: .*", LINUX)
