"""Modules written outside the tree, built with `make M=DIR` by gcc and by
clang at -O0 and -O2 with -ffunction-sections, string-merge sections and
static data, load and run in the kernel, and their symbols resolve."""

import os
import re
import subprocess
import tempfile

FILES = {
    "Kbuild": "obj-m := ootm.o\nootm-objs := main.o table.o\n"
              "ccflags-y := {opt} -ffunction-sections -fdata-sections\n",
    "main.c": r'''
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/kallsyms.h>

int ootm_sum(int n);
extern const char *ootm_names[];

static int rounds = 3;
module_param(rounds, int, 0444);

static int __init ootm_init(void)
{
	printk(KERN_INFO "ootm: sum=%d first=%s last=%s\n", ootm_sum(rounds),
	       ootm_names[0], ootm_names[2]);
	print_symbol("ootm: at %s\n", (unsigned long)ootm_sum);
	return 0;
}

static void __exit ootm_exit(void)
{
	printk(KERN_INFO "ootm: bye\n");
}

module_init(ootm_init);
module_exit(ootm_exit);
MODULE_LICENSE("GPL");
''',
    "table.c": r'''
#include <linux/kernel.h>

static int squares[8] = { 0, 1, 4, 9, 16, 25, 36, 49 };
const char *ootm_names[] = { "alpha", "beta", "gamma" };
static int calls;

int ootm_sum(int n)
{
	int i, s = 0;

	for (i = 0; i < n && i < 8; i++)
		s += squares[i];
	calls++;
	return s + calls - 1;
}
''',
}


def build(k, d, cc, opt):
    for name, text in FILES.items():
        with open(os.path.join(d, name), "w") as f:
            f.write(text.replace("{opt}", opt))
    p = subprocess.run(["make", "-s", "M=" + d, "CC=" + cc, "BUILD=" +
                        k.build], cwd=k.top, capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, p.stdout + p.stderr
    ko = os.path.join(d, "ootm.ko")
    flags = subprocess.run(["readelf", "-SW", ko], capture_output=True,
                           text=True, check=True).stdout
    assert ".text.ootm_sum" in flags       # -ffunction-sections kept
    return ko


def load_and_check(k, ko):
    vm = k.boot(initrd=[ko])
    out = vm.run("insmod ootm.ko rounds=4")
    assert "ootm: sum=14 first=alpha last=gamma" in out, out
    assert re.search(r"ootm: at ootm_sum \[ootm\] 0x0", out), out
    line = [l for l in vm.run("cat /proc/kallsyms").splitlines()
            if l.endswith(" ootm_sum\t[ootm]")]
    assert line, "ootm_sum missing from /proc/kallsyms"
    addr = vm.run("cat /sys/module/ootm/sections/.text.ootm_sum").strip()
    assert int(line[0].split()[0], 16) == int(addr, 16)
    assert "ootm: bye" in vm.run("rmmod ootm")


def build_and_load(k, cc, opt):
    with tempfile.TemporaryDirectory(prefix="ootm-") as d:
        load_and_check(k, build(k, d, cc, opt))


def test_gcc_O0(k):
    build_and_load(k, "gcc", "-O0")


def test_gcc_O2(k):
    build_and_load(k, "gcc", "-O2")


def test_clang_O0(k):
    build_and_load(k, "clang", "-O0")


def test_clang_O2(k):
    build_and_load(k, "clang", "-O2")


def _make(k, build, *args):
    p = subprocess.run(["make", "-s", "BUILD=" + build] + list(args),
                       cwd=k.top, capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, p.stdout + p.stderr


# What a build folder holds besides the kernel and its initramfs: the
# ISO, busybox and the glibc programs, the tests' modules, the host's
# programs and Debian's modules (build/corpus, 190 MB of 480)
NOT_FOR_INITRAMFS = {"corpus", "iso", "oops386.iso", "busybox", "glibc",
                     "linux-progs", "linux-progs.cpio", "test-modules",
                     "host", "module_elf"}


def copy_kernel_build(build, to):
    """A copy of build for making the kernel's initramfs in, without
    what that make does not read"""
    os.mkdir(to)
    names = [os.path.join(build, n) for n in sorted(os.listdir(build))
             if n not in NOT_FOR_INITRAMFS]
    subprocess.run(["cp", "-a"] + names + [to], check=True)


def test_make_M_puts_the_module_in_the_initramfs(k):
    """`make run M=DIR` and `make debug M=DIR` boot an initramfs with
    DIR's module in /lib/modules; the next make without M= packs the
    in-tree modules alone again.  In a copy of the build, since other
    tests boot build/initramfs.cpio meanwhile."""
    with tempfile.TemporaryDirectory(prefix="ootm-") as d:
        build(k, d, "gcc", "-O2")
        b = os.path.join(d, "build")
        copy_kernel_build(k.build, b)
        _make(k, b, "M=" + d, os.path.join(b, "initramfs.cpio"))
        vm = k.boot(kernel=os.path.join(b, "vmlinux"),
                    initrd=[os.path.join(b, "initramfs.cpio")])
        assert "ootm.ko" in vm.run("ls /lib/modules")
        out = vm.run("insmod /lib/modules/ootm.ko rounds=4")
        assert "ootm: sum=14 first=alpha last=gamma" in out, out
        _make(k, b, os.path.join(b, "initramfs.cpio"))
        vm = k.boot(kernel=os.path.join(b, "vmlinux"),
                    initrd=[os.path.join(b, "initramfs.cpio")])
        listing = vm.run("ls /lib/modules")
        assert "hello.ko" in listing and "ootm.ko" not in listing, listing


def _doc_module():
    """docs/modules.md's greet.c, as a student copies it."""
    with open(os.path.join(os.path.dirname(__file__), "..", "..", "docs",
                           "modules.md")) as f:
        doc = f.read()
    m = re.search(r"^```c\n(/\* greet\.c \*/.*?)^```", doc, re.S | re.M)
    assert m, "docs/modules.md has no greet.c block"
    return m.group(1)


def _doc_module_runs(k, cc):
    with tempfile.TemporaryDirectory(prefix="greet-") as d:
        for name, text in (("Kbuild", "obj-m := greet.o\n"),
                           ("greet.c", _doc_module())):
            with open(os.path.join(d, name), "w") as f:
                f.write(text)
        _make(k, k.build, "M=" + d, "CC=" + cc)
        vm = k.boot(initrd=[os.path.join(d, "greet.ko")])
        before = vm.run("cat /proc/meminfo")
        out = vm.run("insmod greet.ko times=2")
        assert out == "greet: hello 1 of 2\ngreet: hello 2 of 2\n", out
        assert vm.run("cat /sys/module/greet/parameters/times") == "2\n"
        assert vm.run("rmmod greet") == "greet: goodbye\n"
        assert vm.run("cat /proc/meminfo") == before


def test_doc_module_gcc(k):
    _doc_module_runs(k, "gcc")


def test_doc_module_clang(k):
    _doc_module_runs(k, "clang")
