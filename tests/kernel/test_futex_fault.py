"""Issue 27, item 9: futex(2) on a word whose page only a driver's fault
handler gives, and that handler sleeps (tests/modules/mmap-sleepy,
msleep() before each page).  FUTEX_WAIT and FUTEX_CMP_REQUEUE read the
word with interrupts off, so that no wake slips between the check and
the sleep; a first touch there ran the handler in atomic context:
"BUG: sleeping function called from invalid context".  kernel/futex.c
faults the word in with interrupts on first (read_word_locked()).

tests/glibc/futexfault.c makes each call on a page nothing has touched:
its results must be Linux 6.1's on a shared /dev/zero mapping
(tests/kernel/futexfault.linux), the driver's handler must have given
exactly the pages whose word the kernel reads (the waits', the compared
requeues', a waiter's; not the wakes' or the plain requeue's, which
never read a private word), no BUG may be printed, and /proc/meminfo is
as it was after rmmod."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip, glibc_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
# futexfault.c's pages whose word the kernel reads: the two waits, the
# compared requeues (5, 7), the shared waits (8, 9), the two waiters
READ_PAGES = [0, 1, 5, 7, 8, 9, 10, 11]


def linux_lines():
    with open(os.path.join(HERE, "futexfault.linux")) as f:
        return [line for line in f.read().splitlines()
                if not line.startswith("#")]


def test_futex_fault(k):
    busybox_or_skip(k)
    glibc_or_skip(k)
    sh = Shell(k, build(k, "gcc")["mmap-sleepy"])
    before = sh.ok("cat /proc/meminfo")
    sh.ok("insmod /mmap-sleepy.ko; dmesg -c >/dev/null")
    out = sh.ok("/glibc/futexfault /dev/sleepy", timeout=120)
    # the console shows the kernel's lines among the program's: the
    # module's, and glibc's clone3 (pthread_create) being unknown
    lines = [line for line in out.splitlines()
             if not re.match(r"sleepy: |futexfault\[\d+\]: unknown", line)]
    assert lines == linux_lines(), out
    log = sh.ok("dmesg -c")
    pages = [int(p) for p in re.findall(r"sleepy: fault at page (\d+)", log)]
    # a page two threads touch at once (the waiter's word, read by the
    # requeue while the handler sleeps) may be given twice, as in Linux
    assert sorted(set(pages)) == READ_PAGES, log
    sh.ok("rmmod mmap_sleepy")
    assert "sleepy: %d faults" % len(pages) in sh.ok("dmesg"), \
        sh.ok("dmesg")
    assert sh.ok("cat /proc/meminfo") == before
    assert "BUG: sleeping function" not in sh.vm.log, sh.vm.log
    assert "Oops" not in sh.vm.log, sh.vm.log
