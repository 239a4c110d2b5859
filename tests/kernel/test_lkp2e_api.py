"""What Linux Kernel Programming's second edition (for Linux 6.1) needs
that its first did not (docs/modules.md): a module of our own in its
style (tests/modules/lkp2e-api) that includes <linux/module.h> and
gets, as on Linux, a sleep (set_current_state(), schedule_timeout(),
HZ), in_task(), a spinlock and an RCU list; get_task_struct() from
<linux/sched/signal.h>; totalram_pages() as a function, equal to
/proc/meminfo's MemTotal; <linux/mmzone.h>'s mem_map; and a WQ_HIGHPRI
workqueue whose worker runs at nice -20 (/proc/PID/stat's 19th field).
Built by gcc and by clang without a warning; after rmmod /proc/meminfo
reads as before.  Built against Linux 6.1's headers and loaded there
(the linux-reference boot), the module prints the same lines:
left=0, items=3 sum=6, ram equal to MemTotal, flat=1, nice=-20."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_module_api import build  # noqa: E402


def pids(vm):
    """The process ids /proc lists (ls marks folders with a /)."""
    return [d.rstrip("/") for d in vm.run("ls /proc").split()
            if d.rstrip("/").isdigit()]


def check(k, cc):
    kos = build(k, cc)
    vm = k.boot(initrd=[kos["lkp2e-api"]], shared=True)
    before = vm.run("cat /proc/meminfo")
    out = vm.run("insmod lkp2e-api.ko")
    assert "lkp2e_api: sleep: in_task=1 left=0" in out, out
    assert "lkp2e_api: rcu: items=3 sum=6" in out, out
    procs = len(pids(vm))
    m = re.search(r"tasks: processes=(\d+) self=1 pid=(\d+)", out)
    # /proc lists the kernel threads and the shell too; insmod is one
    assert m and int(m.group(1)) >= 3, out
    assert abs(int(m.group(1)) - procs) <= 2, (out, procs)
    total = re.search(r"MemTotal:\s+(\d+) kB", before).group(1)
    assert "lkp2e_api: ram: %s kB" % total in out, (out, before)
    assert "lkp2e_api: mmzone: flat=1" in out, out
    assert "lkp2e_api: virt_addr_valid: kmalloc 1, vmalloc 0, module 0, " \
        "user 0" in out, out
    w = re.search(r"wq: highpri worker (\d+) nice=(-?\d+)", out)
    assert w and w.group(2) == "-20", out
    stat = vm.run("cat /proc/%s/stat" % w.group(1))
    # the fields after "(comm)": state is 3rd, nice the 19th
    fields = stat.rsplit(")", 1)[1].split()
    assert fields[19 - 3] == "-20", stat
    bye = vm.run("rmmod lkp2e_api")
    assert "lkp2e_api: bye" in bye, bye
    # destroy_workqueue() ended the worker
    assert w.group(1) not in pids(vm), bye
    assert vm.run("cat /proc/meminfo") == before, out + bye


def test_lkp2e_gcc(k):
    check(k, "gcc")


def test_lkp2e_clang(k):
    check(k, "clang")
