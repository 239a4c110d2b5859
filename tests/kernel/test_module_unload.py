"""Module unload as 2.6 made it safe (docs/smp-locking.md): a task
asleep in a module's read() holds a reference through its open file
(fops.owner, taken by open_with_fops()), so rmmod is refused while it
sleeps - delete_module(2) fails with EWOULDBLOCK and the kernel says who
holds it - and succeeds once the file is closed, memory as before.
Booted with module_unload_unsafe=1 (no count kept: the lecture's race
demo), the same rmmod frees the module under the sleeper, whose wake-up
runs freed code: an oops that names the freed module's address, while
the protected kernel survives the same commands.  A kernel built with
`make MODULE_UNLOAD_UNSAFE=y` starts as that boot option makes it: the
flag's object is compiled both ways and its initial value read back
with GNU objdump."""

import os
import re
import subprocess
import tempfile

from test_module_api import build, meminfo

RACE = "/usr/bin/unloadrace /dev/slowread /sbin/rmmod unload_race"


def boot(k, cc, append=""):
    ko = build(k, cc)["unload-race"]
    return k.boot(initrd=[ko], append=append)


def check_protected(k, cc):
    vm = boot(k, cc)
    before = meminfo(vm)
    vm.run("insmod unload-race.ko naptime=400")
    out = vm.run(RACE)
    assert "slowread: reader asleep in read()" in out, out
    assert "rmmod: unload_race is in use (refcount 1)" in out, out
    assert "unloadrace: /sbin/rmmod exited 1" in out, out
    assert "slowread: reader woke up in the module" in out, out
    assert 'unloadrace: read 6 "awake\n"' in out, out
    assert "unloadrace: reader exited 0" in out, out
    assert "Oops" not in out and "BUG" not in out, out
    out = vm.run("rmmod unload_race")
    assert "slowread: module gone" in out, out
    assert "unload_race" not in vm.run("lsmod")
    assert meminfo(vm) == before
    assert "alive" in vm.run("echo alive")


def test_sleeping_reader_pins_the_module_gcc(k):
    check_protected(k, "gcc")


def test_sleeping_reader_pins_the_module_clang(k):
    check_protected(k, "clang")


def test_without_the_reference_rmmod_frees_code_under_the_sleeper(k):
    vm = boot(k, "gcc", "module_unload_unsafe=1")
    vm.run("insmod unload-race.ko naptime=400")
    out = vm.run(RACE)
    assert "unloadrace: /sbin/rmmod exited 0" in out, out
    assert "slowread: module gone" in out, out
    assert "slowread: reader woke up" not in out, out
    # the sleeper returns into the freed module: the fault is at EIP
    m = re.search(r"Unable to handle kernel paging request at virtual "
                  r"address ([0-9a-f]{8})\n printing eip:\n([0-9a-f]{8})", out)
    assert m and m.group(1) == m.group(2), out
    assert "EIP is at [unresolved]" in out, out     # no module holds it
    assert "unloadrace: reader killed by signal" in out, out
    assert "alive" in vm.run("echo alive")


TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))


def unsafe_initially(build, flag):
    """module_unload_unsafe's initial byte in kernel/module/main.o built
    into build with MODULE_UNLOAD_UNSAFE=flag"""
    obj = os.path.join(build, "kernel", "module", "main.o")
    subprocess.run(["make", "-s", "BUILD=" + build,
                    "MODULE_UNLOAD_UNSAFE=" + flag, obj],
                   cwd=TOP, check=True, capture_output=True, timeout=300)
    syms = subprocess.run(["objdump", "-t", obj], check=True,
                          capture_output=True, text=True).stdout
    m = re.search(r"^([0-9a-f]{8}) l +O (\S+)\s+[0-9a-f]{8} "
                  r"module_unload_unsafe$", syms, re.M)
    assert m, syms
    if m.group(2) == ".bss":
        return 0
    dump = subprocess.run(["objdump", "-s", "-j", m.group(2), obj],
                          check=True, capture_output=True, text=True).stdout
    row = re.search(r"^ ([0-9a-f]{4}) ((?:[0-9a-f]{2,8} ?)+)",
                    dump[dump.index("Contents"):], re.M)
    offset = int(m.group(1), 16) - int(row.group(1), 16)
    return int(row.group(2).replace(" ", "")[2 * offset:2 * offset + 2], 16)


def test_build_option_removes_the_protection_from_the_start(k):
    with tempfile.TemporaryDirectory(dir=os.path.abspath(k.build)) as tmp:
        os.symlink(os.path.abspath(os.path.join(k.build, ".deps-ok")),
                   os.path.join(tmp, ".deps-ok"))
        assert unsafe_initially(tmp, "y") == 1
        assert unsafe_initially(tmp, "n") == 0
