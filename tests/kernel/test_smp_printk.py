"""printk() on two CPUs at once, without the big kernel lock
(tests/modules/smp-printk): a thread per CPU lets go of it and prints
100 lines, so that printk's own lock (logbuf_lock, kernel/printk.c,
docs/smp.md) alone keeps the log and the console whole.  Every line must
reach both, once and untorn; without the lock the two CPUs' bytes
interleave on the serial line and overwrite each other in the log."""

import re

from test_module_api import build, load_unload

LINES = 100
TAIL = ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        "0123456789")
LINE = re.compile(r"^smpprintk: t(\d) line (\d{4}) %s\r?$" % TAIL, re.M)


def whole_lines(text, nthreads):
    """The lines each thread printed, whole; the torn ones."""
    seen = {}
    for m in LINE.finditer(text):
        seen.setdefault(int(m.group(1)), []).append(int(m.group(2)))
    torn = [l for l in text.splitlines()
            if "line " in l and "smpprintk" in l and not LINE.match(l)]
    assert sorted(seen) == list(range(nthreads)), text
    return seen, torn


def test_printk_from_two_cpus_keeps_every_line_whole(k):
    ko = build(k, "gcc")["smp-printk"]
    vm = k.boot(initrd=[ko], smp=2)
    out, bye = load_unload(vm, ko, "lines=%d" % LINES)
    assert "smpprintk: exit" in bye, bye
    cpus = re.findall(r"smpprintk: t(\d) ran on CPUs ([0-9a-f]+)", out)
    assert len(cpus) == 2, out
    # both CPUs printed (each thread names the CPUs it ran on)
    assert int(cpus[0][1], 16) | int(cpus[1][1], 16) == 3, cpus
    # the console: each thread's lines in order, none torn
    seen, torn = whole_lines(out, 2)
    assert not torn, torn[:5]
    for t in seen:
        assert seen[t] == list(range(LINES)), (t, seen[t])
    # the log, as dmesg reads it
    log = vm.run("dmesg", timeout=60)
    seen, torn = whole_lines(log, 2)
    assert not torn, torn[:5]
    for t in seen:
        assert seen[t] == list(range(LINES)), (t, seen[t])
    assert "BUG:" not in out + bye and "Oops" not in out + bye, out + bye
