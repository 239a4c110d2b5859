"""kprobes (kernel/kprobes.c, arch/i386/kernel/kprobes.c, docs/kprobes.md):
tests/modules/kprobe-demo puts two kprobes on vfs_read(), which a
shell command then runs; the first hit is named by %ps of regs->ip, the
post_handler and the second probe at the same address run once per hit,
register_kprobe()'s errors are Linux's, and the probed byte is the same
after unregister_kprobe() as before register_kprobe().  Every line is
what the same module printed on Linux 6.1 (tests/kernel/kprobes.linux,
recorded with linux-reference:  python3 tests/kernel/test_kprobes.py
BUILD  prints it).  Built with gcc and clang; memory as before after
rmmod."""

import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "lib"))  # run as a script
from test_busybox import Session, busybox_or_skip  # noqa: E402
from test_module_api import build  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402

# load, run vfs_read() (dd reads: busybox's cat would use sendfile(2),
# which on Linux does not go through vfs_read()), unload, and the
# module's lines (Linux's two "taints kernel" lines left out)
DEMO = ("dmesg -c > /dev/null; insmod /kprobe-demo.ko && "
        "dd if=/proc/version of=/dev/null 2> /dev/null && "
        "rmmod kprobe_demo && "
        "dmesg | grep -o 'kprobe_demo:.*' | grep -v taint")


def test_kprobes_as_linux(k):
    """gcc's module, then clang's, in one boot: each prints Linux's
    lines; the second load and unload leave memory as they found it"""
    busybox_or_skip(k)
    want = linux_lines("kprobes.linux")
    with tempfile.TemporaryDirectory() as tmp:
        clang = os.path.join(tmp, "kprobe-demo-clang.ko")
        shutil.copy(build(k, "clang")["kprobe-demo"], clang)
        s = Session(k, files=[build(k, "gcc")["kprobe-demo"], clang])
        s.ok("dmesg -n 1")
        assert_lines_as_linux(s.ok(DEMO), want)
        s.ok("cp /kprobe-demo-clang.ko /kprobe-demo.ko")
        before = s.ok("cat /proc/meminfo")
        assert_lines_as_linux(s.ok(DEMO), want)
        assert s.ok("cat /proc/meminfo") == before
        assert "Oops" not in s.vm.log and "WARNING" not in s.vm.log


def test_kprobes_on_two_cpus(k):
    """Two CPUs, a loop running vfs_read() on either while the module
    plants and removes its int3 (under stop_machine()) twice: the
    same lines each time, no oops"""
    busybox_or_skip(k)
    want = linux_lines("kprobes.linux")
    s = Session(k, smp=2, files=[build(k, "gcc")["kprobe-demo"]])
    s.ok("dmesg -n 1")
    s.ok("(while :; do cat /proc/version > /dev/null; done) & "
         "echo $! > /tmp/loop")
    for _ in range(2):
        assert_lines_as_linux(s.ok(DEMO), want)
    s.ok("kill $(cat /tmp/loop)")
    assert "Oops" not in s.vm.log and "WARNING" not in s.vm.log


def first_call_offset(k):
    """vfs_read+N of the first call in vfs_read() (objdump of vmlinux)"""
    vmlinux = os.path.join(k.build, "vmlinux")
    start = subprocess.run(["nm", vmlinux], capture_output=True, text=True,
                           check=True).stdout
    addr = int(re.search(r"^(\w+) T vfs_read$", start, re.M).group(1), 16)
    dis = subprocess.run(["objdump", "-d", vmlinux, "--start-address=%#x" %
                          addr, "--stop-address=%#x" % (addr + 256)],
                         capture_output=True, text=True, check=True).stdout
    call = re.search(r"^(\w+):\s+e8 ", dis, re.M)
    return int(call.group(1), 16) - addr


def test_kprobe_on_a_call_is_stepped(k):
    """A probe on a relative call inside vfs_read(): the step from the
    slot moves EIP and the pushed return address back to the function,
    every hit runs the post_handler, the byte comes back"""
    busybox_or_skip(k)
    off = first_call_offset(k)
    s = Session(k, files=[build(k, "gcc")["kprobe-demo"]])
    s.ok("dmesg -n 1")
    out = s.ok(DEMO.replace(".ko", ".ko offset=%d" % off))
    assert "kprobe_demo: planted at vfs_read, offset %d" % off in out, out
    assert "kprobe_demo: hits yes, post handler ran each time: yes, " \
        "second probe hit: yes" in out, out
    assert "kprobe_demo: byte restored: yes" in out, out
    assert "Oops" not in s.vm.log and "WARNING" not in s.vm.log


def record(build_dir):
    """kprobes.linux's lines: DEMO run on Linux 6.1 (linux-reference),
    the module built against Debian's headers"""
    sys.path.insert(0, os.path.join(HERE, "..", "tools"))
    import linux_modules as lm
    _, ko, why = lm.for_linux(build_dir, "kprobe-demo",
                              "/tmp/kprobe-demo-linux")
    assert ko, why
    # the first line typed can lose its head to the boot's output
    out = subprocess.run(["/work/shared/tools/linux-reference", ko],
                         input="true\n%s\n!end poweroff -f\n" % DEMO,
                         text=True, capture_output=True).stdout
    block = out.split(">>> ")[2]
    return block.split("\n", 1)[1].split("=== rc")[0].strip("\n")


if __name__ == "__main__":
    print(record(sys.argv[1]))
