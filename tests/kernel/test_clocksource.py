"""Issue 33: the time stamp counter as the clocks' counter
(arch/i386/kernel/tsc.c, kernel/time/clocksource.c), calibrated against
the PIT at boot, and the jiffies counter it replaces, kept with "notsc"
or "clocksource=jiffies".

The oracle is Linux 6.1: tests/kernel/clockres.linux is what
tests/glibc/clockres printed there (clock_getres(2) of each clock, the
clocks read in a loop across ticks, coarse against fine, nanosleep and
select timeouts); here the same binary must print the same lines.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402

DETECTED = re.compile(r"tsc: Detected (\d+)\.(\d{3}) MHz processor\n")
SWITCHED = "clocksource: Switched to clocksource tsc\n"


def clockres(k, append=""):
    """(clockres's output, the boot log, /proc/cpuinfo's clock line) of
    a busybox boot"""
    busybox_or_skip(k)
    s = Session(k, append=append)
    out, rc = s.run("/glibc/clockres", timeout=90)
    assert rc == 0, out
    mhz = s.ok("grep MHz /proc/cpuinfo")
    assert "Oops" not in s.vm.log and "BUG" not in s.vm.log, s.vm.log
    return out, s.vm.log, mhz


def test_clocks_as_linux(k):
    """with the TSC: ns resolution, never back, moving between ticks,
    sleeps long enough: line by line as Linux 6.1"""
    out, log, mhz = clockres(k)
    assert_lines_as_linux(out, linux_lines("clockres.linux"))
    m = DETECTED.search(log)
    assert m and int(m.group(1)) > 0, log
    assert SWITCHED in log, log
    # /proc/cpuinfo's clock is the calibrated one
    assert mhz.strip() == "cpu MHz\t\t: %s.%s" % m.groups(), (mhz, log)


def tick_lines():
    """clockres.linux as the jiffies clocksource must print it: the fine
    clocks' resolution a tick, and they move only on a tick"""
    want = []
    for line in linux_lines("clockres.linux"):
        line = re.sub(r"^(CLOCK_\w+) res: 1 ns$", r"\1 res: one tick", line)
        want.append(line.replace("moved on most", "moved on few"))
    return want


def test_jiffies_clocksource(k):
    """clocksource=jiffies: the clocks count ticks, and clock_getres says
    so; still never back, sleeps still long enough"""
    out, log, _ = clockres(k, "clocksource=jiffies")
    assert_lines_as_linux(out, tick_lines())
    assert DETECTED.search(log) and SWITCHED not in log, log


def test_notsc(k):
    """notsc: the same as clocksource=jiffies (the rate is still
    measured, for /proc/cpuinfo)"""
    out, log, _ = clockres(k, "notsc")
    assert_lines_as_linux(out, tick_lines())
    assert DETECTED.search(log) and SWITCHED not in log, log
