"""irq_work (kernel/irq_work.c, include/linux/irq_work.h), what
Billimoria's Linux Kernel Debugging uses to get into hard interrupt
context (ch5 kmembugs_test, ch7 oops_inirqv3): tests/modules/irq-work-demo's
lines are what it printed on Linux 6.1 (linux-reference, the module
built against Debian's 6.1 headers): a work queued twice runs once, in
hard interrupt context with interrupts off, a GFP_ATOMIC allocation
works there, a work that queues itself runs again, irq_work_sync()
waits for all of it; then kmembugs_test's vm_mmap() of a page into
insmod's memory, copied through with __copy_to_user_inatomic() and
__copy_from_user(), and vm_munmap().  Built with gcc and clang; memory as before after
rmmod.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_notifier import module_lines_as_linux  # noqa: E402

LINUX = """\
irq_work_demo: queue 1, again 0, pending 1
irq_work_demo: ran 1 time(s), in hardirq 1, irqs off 1, buffer allocated
irq_work_demo: after sync: pending 0, busy 0
irq_work_demo: requeued itself: ran 5 times
irq_work_demo: DEFINE_IRQ_WORK: ran 1
irq_work_demo: vm_mmap: page aligned 1, not copied 0 0, same 1
irq_work_demo: vm_munmap: 0, unaligned vm_mmap: -22
irq_work_demo: gone""".splitlines()


def test_irq_work_as_linux(k):
    module_lines_as_linux(k, "irq-work-demo", "irq_work_demo: .*", LINUX)
