"""irq_work (kernel/irq_work.c, include/linux/irq_work.h), what
Billimoria's Linux Kernel Debugging uses to get into hard interrupt
context (ch5 kmembugs_test, ch7 oops_inirqv3): tests/modules/irq-work-demo's
lines are what it printed on Linux 6.1 (linux-reference, the module
built against Debian's 6.1 headers): a work queued twice runs once, in
hard interrupt context with interrupts off, a GFP_ATOMIC allocation
works there, a work that queues itself runs again, irq_work_sync()
waits for all of it.  Built with gcc and clang; memory as before after
rmmod.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip  # noqa: E402
from test_module_api import build  # noqa: E402

LINUX = """\
irq_work_demo: queue 1, again 0, pending 1
irq_work_demo: ran 1 time(s), in hardirq 1, irqs off 1, buffer allocated
irq_work_demo: after sync: pending 0, busy 0
irq_work_demo: requeued itself: ran 5 times
irq_work_demo: DEFINE_IRQ_WORK: ran 1
irq_work_demo: gone""".splitlines()


def test_irq_work_as_linux(k):
    busybox_or_skip(k)
    kos = build(k, "gcc")
    build(k, "clang")                   # warning-free with clang too
    s = Session(k, files=[kos["irq-work-demo"]])
    s.ok("dmesg -n 1")                  # printk off the console
    before = s.ok("cat /proc/meminfo")
    s.ok("insmod /irq-work-demo.ko; rmmod irq_work_demo")
    out = s.ok("dmesg | grep -o 'irq_work_demo: .*'")
    assert out.splitlines() == LINUX, out
    assert s.ok("cat /proc/meminfo") == before
    assert "Oops" not in s.vm.log and "WARNING" not in s.vm.log
