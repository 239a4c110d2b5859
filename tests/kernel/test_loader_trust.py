"""Issue 9: the loader trusts nothing in the file.  Each reproducer is a
stock module with one field changed (as tests/host/gen_bad_ko.py makes
its cases), loaded in QEMU: the kernel must refuse it with a message
saying what is wrong, stay alive, and give back every byte (/proc/meminfo
unchanged)."""

import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "host"))
import gen_bad_ko as elf  # noqa: E402

MIB = 1 << 20


def load(k, name):
    with open(k.module(name), "rb") as f:
        return elf.Obj(f.read())


# -- the reproducers: (stock module, damage, expected message) -------------

def c4_bss_759m(o, k):
    o.set_sh(o.find(".bss"), "size", 759 * MIB)
    return "no room for"


def c4_bss_3g(o, k):
    o.set_sh(o.find(".bss"), "size", 3 << 30)
    return "no room for"


CASES = [
    ("hello", c4_bss_759m), ("hello", c4_bss_3g),
]


def boot_with_files(k, files):
    """Boot with the given {name: bytes} in /r/ (a cpio initramfs)."""
    d = tempfile.mkdtemp()
    os.makedirs(os.path.join(d, "root", "r"))
    for name, data in files.items():
        with open(os.path.join(d, "root", "r", name), "wb") as f:
            f.write(data)
    cpio = os.path.join(d, "r.cpio")
    subprocess.run([sys.executable, os.path.join(TOP, "scripts", "mkcpio.py"),
                    cpio, os.path.join(d, "root")], check=True)
    return k.boot(initrd=[cpio])


def test_every_cause_refused_with_its_message(k):
    files, expect = {}, {}
    for base, case in CASES:
        o = load(k, base)
        expect[case.__name__] = case(o, k)
        files[case.__name__ + ".ko"] = bytes(o.data)
    vm = boot_with_files(k, files)
    before = vm.run("cat /proc/meminfo")
    for name, message in expect.items():
        out = vm.run("insmod /r/%s.ko" % name, timeout=60)
        assert message in out and "insmod: error inserting" in out, \
            (name, message, out)
    assert vm.run("cat /proc/modules") == ""
    assert vm.run("cat /proc/meminfo") == before
    assert vm.run("echo alive") == "alive\n"
