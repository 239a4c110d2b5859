"""Issue 20, memory: what a process shares and what it does not.

tests/glibc/mm.c (fork's copy-on-write, MAP_SHARED|MAP_ANONYMOUS with a
child, files as pages: ftruncate/truncate, file mmap MAP_SHARED and
MAP_PRIVATE, SIGBUS past the end, /dev/zero, msync, madvise, mremap,
mprotect and their errnos) prints the same lines on oops386 as on
Linux 6.1 (tests/kernel/mm.linux, recorded with linux-reference), and
memory comes back: /proc/meminfo's MemFree and Cached are what they
were once it has exited.
"""

import hashlib
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip, glibc_or_skip, \
    program_output  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def _meminfo(vm, field):
    return int(re.search(field + r":\s+(\d+)",
                         vm.run("cat /proc/meminfo")).group(1))


def linux_lines():
    with open(os.path.join(HERE, "mm.linux")) as f:
        return [line for line in f.read().splitlines()
                if not line.startswith("#")]


def test_memory_sharing_as_linux(k):
    glibc_or_skip(k)
    vm = k.boot(initrd=[os.path.join(k.build, "initramfs.cpio"),
                        os.path.join(k.build, "linux-progs.cpio")])
    vm.run("/glibc/mm", timeout=120)    # the first run sizes the caches
    free, cached = _meminfo(vm, "MemFree"), _meminfo(vm, "Cached")
    got = program_output(vm.run("/glibc/mm", timeout=120)).splitlines()
    want = linux_lines()
    assert len(want) > 90
    diff = ["line %d: oops386 %r, Linux %r" % (i + 1, g, w)
            for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff and len(got) == len(want), "\n".join(diff) or got
    assert _meminfo(vm, "MemFree") == free
    assert _meminfo(vm, "Cached") == cached
    assert "Oops" not in vm.log


def _md5sums(s, pattern):
    out = s.ok("md5sum " + pattern)
    return dict(reversed(line.split()) for line in out.splitlines())


def test_module_loaded_from_a_mapping_boot_files_intact(k):
    """init_module(2) reads the module from a MAP_PRIVATE mapping of the
    file (LTP's init_module tests do so); a MAP_SHARED mapping of a file
    the boot loader brought, written past the file's end, changes
    neither it nor the files beside it in the boot image (their md5sums
    are those of the host's build/modules/*.ko); a program copied into
    a file (pages, not the boot image) runs"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k)
    modules = os.path.join(k.build, "modules")
    want = {}
    for name in os.listdir(modules):
        if name.endswith(".ko"):
            with open(os.path.join(modules, name), "rb") as f:
                want["/lib/modules/" + name] = hashlib.md5(f.read()) \
                    .hexdigest()
    assert _md5sums(s, "/lib/modules/*.ko") == want
    before = None
    for _ in range(2):      # the first round makes the files' pages
        out = s.ok("/glibc/modmap -w /lib/modules/hello.ko")
        assert re.search(r"past the end: \d+ bytes written\n"
                         r"read\(2\) there: 0\n", out), out
        assert _md5sums(s, "/lib/modules/*.ko") == want
        out = s.ok("/glibc/modmap /lib/modules/hello.ko whom=mapping")
        # the module's greeting reaches the console too
        assert out.endswith("hello: Hello, mapping.\ninit_module: 0\n"), out
        assert re.search(r"^hello ", s.ok("lsmod"), re.M)
        s.ok("rmmod hello")
        # a program written to a file (its pages) runs, and goes
        out, rc = s.run("cp /glibc/args /tmp/args && /tmp/args 7")
        assert rc == 7 and "rest=1" in out, (rc, out)
        s.ok("rm /tmp/args")
        if before is None:
            before = s.ok("cat /proc/meminfo")
    assert s.ok("cat /proc/meminfo") == before
    assert "Oops" not in s.vm.log
