#!/usr/bin/env python3
"""Issue 23's figures, 2.4's user-space linker (user/insmod24.c over
kernel/module/legacy24.c) against 2.5's in-kernel one, as
"bench: NAME VALUE UNIT" lines (docs/insmod24.md explains each):

  loader25_kernel_bytes  text+data of kernel/module/*.o (less the 2.4
                         calls' legacy24.o and query24.o) and
                         arch/i386/kernel/module.o
  loader24_kernel_bytes  the same less the relocation code (module.o
                         and elf.o's apply_relocations), plus the 2.4
                         calls
  reloc_kernel_bytes     that relocation code alone
  legacy24_kernel_bytes  the 2.4 calls alone (legacy24.o, query24.o)
  elf_kernel_bytes       check.o, elf.o and arch/i386/kernel/module.o:
                         the ELF code 2.4's kernel did not have at all
  vmlinux_modules24_bytes  vmlinux text+data with MODULES_24=y less
                         without (--no24 BUILD: `make MODULES_24=n`)
  insmod25_user_bytes, insmod24_user_bytes  the static programs, stripped
  initramfs25_bytes, initramfs24_bytes  the built-in initramfs with only
                         one of the two
  load25_ms_NAME, load24_ms_NAME  insmod (or insmod24) then rmmod of
                         module NAME, wall time over the serial line less
                         the same for /usr/bin/true, median of ROUNDS
  init_kept25_bytes_NAME, init_kept24_bytes_NAME  what stays of a loaded
                         module beyond 2.5's core (/proc/modules sizes)
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import qemu  # noqa: E402

ROUNDS = 7
MODULES = ("hello", "provider")


def text_data(path):
    """text + data of one object, as size(1) counts them."""
    out = subprocess.run(["size", path], capture_output=True, text=True,
                         check=True).stdout.splitlines()[1].split()
    return int(out[0]) + int(out[1])


def symbol_size(obj, name):
    """The size nm gives symbol name in obj."""
    out = subprocess.run(["nm", "--size-sort", "-t", "d", obj],
                         capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        size, _, sym = line.split()
        if sym == name:
            return int(size)
    raise SystemExit("%s: no %s" % (obj, name))


# The 2.4 system calls' objects (kernel/module/Kbuild's MODULES_24 line)
CALLS24 = ("legacy24.o", "query24.o")


def kernel_figures(build, no24):
    mod_dir = os.path.join(build, "kernel", "module")
    objs = [os.path.join(mod_dir, f) for f in sorted(os.listdir(mod_dir))
            if f.endswith(".o") and f not in CALLS24]
    common = sum(text_data(o) for o in objs)
    arch = text_data(os.path.join(build, "arch", "i386", "kernel",
                                  "module.o"))
    reloc = arch + symbol_size(os.path.join(mod_dir, "elf.o"),
                               "apply_relocations")
    legacy = sum(text_data(os.path.join(mod_dir, f)) for f in CALLS24)
    elf = arch + sum(text_data(os.path.join(mod_dir, f))
                     for f in ("check.o", "elf.o"))
    print("bench: loader25_kernel_bytes %d bytes" % (common + arch))
    print("bench: loader24_kernel_bytes %d bytes"
          % (common + arch - reloc + legacy))
    print("bench: reloc_kernel_bytes %d bytes" % reloc)
    print("bench: legacy24_kernel_bytes %d bytes" % legacy)
    print("bench: elf_kernel_bytes %d bytes" % elf)
    if no24:
        print("bench: vmlinux_modules24_bytes %d bytes"
              % (text_data(os.path.join(build, "vmlinux")) -
                 text_data(os.path.join(no24, "vmlinux"))))


def user_figures(build):
    root = os.path.join(build, "usr", "root")
    for tag, prog, other in (("25", "insmod", "insmod24"),
                             ("24", "insmod24", "insmod")):
        print("bench: insmod%s_user_bytes %d bytes"
              % (tag, os.path.getsize(os.path.join(root, "sbin", prog))))
        with tempfile.TemporaryDirectory() as tmp:
            tree = os.path.join(tmp, "root")
            shutil.copytree(root, tree, symlinks=True)
            os.unlink(os.path.join(tree, "sbin", other))
            cpio = os.path.join(tmp, "initramfs.cpio")
            subprocess.run([sys.executable,
                            os.path.join(TOP, "scripts", "mkcpio.py"),
                            cpio, tree], check=True)
            print("bench: initramfs%s_bytes %d bytes"
                  % (tag, os.path.getsize(cpio)))


def wall(vm, command):
    start = time.monotonic()
    out = vm.run(command, timeout=120)
    return time.monotonic() - start, out


def median_ms(vm, commands):
    return statistics.median(sum(wall(vm, c)[0] for c in commands)
                             for _ in range(ROUNDS)) * 1000


def module_size(vm, name):
    m = re.search(r"^%s (\d+) " % name, vm.run("cat /proc/modules"), re.M)
    return int(m.group(1))


def guest_figures(build):
    kos = [os.path.join(build, "modules", n + ".ko") for n in MODULES]
    vm = qemu.Qemu(kernel=os.path.join(build, "vmlinux"), initrd=kos)
    try:
        vm.wait_prompt(timeout=60)
        floor = median_ms(vm, ["/usr/bin/true", "/usr/bin/true"])
        for name in MODULES:
            sizes = {}
            for tag, insmod in (("25", "insmod"), ("24", "insmod24")):
                ms = median_ms(vm, ["%s %s.ko" % (insmod, name),
                                    "rmmod " + name])
                print("bench: load%s_ms_%s %.1f ms" % (tag, name, ms - floor))
                vm.run("%s %s.ko" % (insmod, name))
                sizes[tag] = module_size(vm, name)
                vm.run("rmmod " + name)
            for tag in ("25", "24"):
                print("bench: init_kept%s_bytes_%s %d bytes"
                      % (tag, name, sizes[tag] - sizes["25"]))
    finally:
        vm.kill()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--no24", help="a build made with MODULES_24=n")
    ap.add_argument("--no-guest", action="store_true")
    args = ap.parse_args()
    kernel_figures(args.build, args.no24)
    user_figures(args.build)
    sys.stdout.flush()
    if not args.no_guest:
        guest_figures(args.build)
    return 0


if __name__ == "__main__":
    sys.exit(main())
