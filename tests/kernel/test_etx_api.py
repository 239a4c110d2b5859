"""What Linux 6.1 driver tutorials (Embetronicx's series among them)
use that oops386 lacked (docs/module-api.md): linux/seqlock.h, the
barriers (asm/barrier.h, READ_ONCE/WRITE_ONCE), a ->poll() returning __poll_t EPOLL* bits, and signals to user space with
a siginfo of the module's own (send_sig_info() with SI_QUEUE and
si_int, kill_pid()).  Two modules of our own in the tutorials' style,
built out of tree by gcc and by clang without a warning:
tests/modules/seqlock-demo (lockless readers beside a writer thread:
no torn copy), tests/modules/barrier-demo (a mailbox between a thread
and the loader, ordered by smp_store_release/smp_load_acquire and by
wmb/rmb) and tests/modules/sig-notify (/dev/signotify, driven by
tests/glibc/signotify.c: poll(2)'s revents, the SA_SIGINFO handler's
si_signo/si_code/si_int, the SIGUSR2 kill_pid() sends, send_sig()'s
SIGUSR1 with Linux's three arguments).  All built
against Linux 6.1's headers and run in the linux-reference boot print
the same lines.  tests/modules/soft-irq raises its shared IRQ 11's
handler with "int $0x3B", as those tutorials do (Linux 2.6.30-4.14's
vector for it), and a tasklet runs after it.  /proc/meminfo is as it
was after rmmod."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip, glibc_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402


# what both modules print, on Linux 6.1 (linux-reference) as here
SEQLOCK = ["seqlock_demo: lockless: final secs=2000 torn=0",
           "seqlock_demo: or_lock: need_retry=0 secs=2000 half=4000",
           "seqlock_demo: excl: secs=2000",
           "seqlock_demo: irqsave+bh: retry=1 seq 0->4; seqcount=2 retry=1",
           "seqlock_demo: bye"]
BARRIER = ["barrier_demo: 100 messages, 100 whole, 100 in order, "
           "last 100", "barrier_demo: bye"]
# what the tutorials show (Linux 4.14's ISA_IRQ_VECTOR; 6.1 has no gate
# for 0x3B left, so there the handler does not run)
SOFT_IRQ = ["soft_irq: tasklet: hit 1, in softirq 1",
            "soft_irq: raised: hits 1",
            "soft_irq: tasklet: hit 2, in softirq 1",
            "soft_irq: tasklet: hit 3, in softirq 1",
            "soft_irq: bye: hits 3"]
# poll(2) revents POLLOUT, then POLLIN|POLLOUT; signal 44 with SI_QUEUE
# (-1) and the value; SIGUSR2 (12) from the kernel, SI_KERNEL (0x80);
# send_sig()'s SIGUSR1 (10) from the kernel (priv 1), then as kill(2)
# from the caller (SI_USER 0, si_pid its own), signal 99 refused
SIGNOTIFY = ["register: 0", "poll: 1 revents 0x4", "write: 4",
             "signal 44 code -1 int 1234", "poll: 1 revents 0x5",
             "read: 5 1234", "poll: 1 revents 0x4",
             "write: -1 Invalid argument", "kick: 0",
             "signal 12 code 128 int 0", "kick 0: -1 No such process",
             "send_sig priv 1: 0", "signal 10 code 128 int 0", "from me: 0",
             "send_sig priv 0: 0", "signal 10 code 0 int 0", "from me: 1",
             "send_sig 99: -1 Invalid argument"]


def check(k, cc):
    busybox_or_skip(k)
    glibc_or_skip(k)
    kos = build(k, cc)
    sh = Shell(k, kos["seqlock-demo"], kos["sig-notify"],
               kos["barrier-demo"], kos["soft-irq"])
    before = sh.ok("cat /proc/meminfo")
    sh.ok("dmesg -c >/dev/null; insmod /seqlock-demo.ko; "
          "rmmod seqlock_demo; insmod /barrier-demo.ko; "
          "rmmod barrier_demo; insmod /sig-notify.ko")
    out = sh.ok("/glibc/signotify /dev/signotify")
    lines = [x for x in out.splitlines() if not x.startswith("sig_notify")]
    assert lines == SIGNOTIFY, out
    sh.ok("rmmod sig_notify")
    log = sh.ok("dmesg")
    assert [x for x in log.splitlines() if "seqlock_demo" in x] == \
        SEQLOCK, log
    pid = sh.ok("dmesg | sed -n 's/.*registered pid //p'").strip()
    assert "sig_notify: value 1234, signal sent: 0" in log, log
    assert "sig_notify: kick %s: 0" % pid in log, log
    assert "sig_notify: kick 0: -3" in log, log
    assert "sig_notify: send_sig 99 priv 1: -22" in log, log
    assert [x for x in log.splitlines() if "barrier_demo" in x] == \
        BARRIER, log
    out = sh.ok("insmod /soft-irq.ko; echo 1 > /proc/soft_irq; "
                "echo 1 > /proc/soft_irq; rmmod soft_irq; "
                "dmesg | grep soft_irq")
    assert out.splitlines()[-5:] == SOFT_IRQ, out
    log = sh.ok("dmesg")
    assert "Oops" not in log and "WARNING" not in log, log
    assert sh.ok("cat /proc/meminfo") == before, log


def test_etx_api_gcc(k):
    check(k, "gcc")


def test_etx_api_clang(k):
    check(k, "clang")
