"""An init that returns with preemption or interrupts still off
(tests/modules/initcall-leak, as a module that calls get_cpu_var()
without its put_cpu_var() does): init/main.c do_one_initcall() puts
both back and warns, as Linux 6.1's does, so insmod returns 0 and the
shell goes on; before, the rest of insmod ran in atomic context and
its next sleep was "BUG: sleeping function called from invalid
context".  The lines are Linux 6.1's (linux-reference, the module built
against Debian's 6.1 headers, 2026-12-06); the size in %pS is the
loaded init section's, 0x1000 on Linux, so it is not compared.  Built
with gcc and clang; memory as before after rmmod."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip  # noqa: E402
from test_module_api import build  # noqa: E402

LINUX = """\
initcall_leak: leaving preemption off
initcall initcall_leak_init+0x0/SIZE [initcall_leak] returned with \
preemption imbalance
initcall_leak: exit, preemptible=1 irqs_disabled=0
initcall_leak: leaving preemption off interrupts off
initcall initcall_leak_init+0x0/SIZE [initcall_leak] returned with \
preemption imbalance disabled interrupts
initcall_leak: exit, preemptible=1 irqs_disabled=0""".splitlines()


def test_initcall_imbalance_warned_and_put_right(k):
    busybox_or_skip(k)
    build(k, "clang")
    ko = build(k, "gcc")["initcall-leak"]
    s = Session(k, files=[ko])
    s.ok("dmesg -n 1")
    before = s.ok("cat /proc/meminfo")
    for leave in ("preempt", "both"):
        out, rc = s.run("insmod /initcall-leak.ko leave=%s; echo rc $?; "
                        "rmmod initcall_leak" % leave)
        assert "rc 0" in out, out
    log = s.ok("dmesg")
    got = [re.sub(r"\+0x0/0x[0-9a-f]+ ", "+0x0/SIZE ", l).rstrip()
           for l in re.findall(r"^(?:\[[ .0-9]+\] )?(initcall.*)$", log,
                               re.M)]
    assert got == LINUX, log
    warns = re.findall(r"WARNING: CPU: \d+ PID: \d+ at init/main\.c:\d+ "
                       r"do_one_initcall\+", log)
    assert len(warns) == 2, log
    assert s.ok("cat /proc/meminfo") == before
    for bad in ("Oops", "BUG:", "scheduling while atomic"):
        assert bad not in s.vm.log, s.vm.log
