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

then the same figures as docs/insmod24.md's table, which is this
program's output, not a copy:

  bench_insmod24.py --update docs/insmod24.md   rewrite the table there
  bench_insmod24.py --check docs/insmod24.md    exit 1 if it drifted

The table sits between <!-- bench-table: insmod24 --> and
<!-- /bench-table -->.  --check compares every size to the byte; the
times, guest wall time over a serial line, differ between runs by a
factor of several on a shared host and are not compared (TIME_CELL);
what a run did not measure ("?": --no-guest, no --no24) is not either.
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
TABLE = re.compile(r"^<!-- bench-table: insmod24 -->\n(.*?)^<!-- /bench-table -->$",
                   re.M | re.S)
TIME_CELL = re.compile(r"\d+\.\d ms")

# every figure measured, by name, for the table
FIGURES = {}


def figure(name, value, unit):
    FIGURES[name] = value
    fmt = "%.1f" if isinstance(value, float) else "%d"
    print(("bench: %s " + fmt + " %s") % (name, value, unit))


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
    figure("loader25_kernel_bytes", common + arch, "bytes")
    figure("loader24_kernel_bytes", common + arch - reloc + legacy, "bytes")
    figure("reloc_kernel_bytes", reloc, "bytes")
    figure("legacy24_kernel_bytes", legacy, "bytes")
    for f in CALLS24:
        FIGURES[f] = text_data(os.path.join(mod_dir, f))
    figure("elf_kernel_bytes", elf, "bytes")
    if no24:
        figure("vmlinux_modules24_bytes",
               text_data(os.path.join(build, "vmlinux")) -
               text_data(os.path.join(no24, "vmlinux")), "bytes")


def user_figures(build):
    root = os.path.join(build, "usr", "root")
    for tag, prog, other in (("25", "insmod", "insmod24"),
                             ("24", "insmod24", "insmod")):
        figure("insmod%s_user_bytes" % tag,
               os.path.getsize(os.path.join(root, "sbin", prog)), "bytes")
        with tempfile.TemporaryDirectory() as tmp:
            tree = os.path.join(tmp, "root")
            shutil.copytree(root, tree, symlinks=True)
            os.unlink(os.path.join(tree, "sbin", other))
            cpio = os.path.join(tmp, "initramfs.cpio")
            subprocess.run([sys.executable,
                            os.path.join(TOP, "scripts", "mkcpio.py"),
                            cpio, tree], check=True)
            figure("initramfs%s_bytes" % tag, os.path.getsize(cpio),
                   "bytes")


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
                # On a busy host the empty round trip can take longer than
                # the load itself; a time below zero means "lost in noise".
                figure("load%s_ms_%s" % (tag, name), max(0.0, ms - floor),
                       "ms")
                vm.run("%s %s.ko" % (insmod, name))
                sizes[tag] = module_size(vm, name)
                vm.run("rmmod " + name)
            for tag in ("25", "24"):
                figure("init_kept%s_bytes_%s" % (tag, name),
                       sizes[tag] - sizes["25"], "bytes")
    finally:
        vm.kill()


def table():
    """docs/insmod24.md's table of FIGURES; "?" for what was not
    measured (--no-guest, no --no24)."""
    f = FIGURES

    def get(name, fmt="%d"):
        return fmt % f[name] if name in f else "?"

    def ms(name):
        return get(name, "%.1f ms")

    def kept(tag):
        return " / ".join(get("init_kept%s_bytes_%s" % (tag, n))
                          for n in MODULES)

    calls = " + ".join(get(o) for o in CALLS24)
    grows = get("vmlinux_modules24_bytes")
    rows = [
        ("figure", "2.5 (in-kernel)", "2.4 (user space)"),
        ("---", "---", "---"),
        ("kernel loader text+data (`kernel/module/*.o`, "
         "`arch/i386/kernel/module.o`)", get("loader25_kernel_bytes"),
         get("loader24_kernel_bytes") + " (this build)"),
        ("... of which relocation (`apply_relocate()`, "
         "`apply_relocations()`)", get("reloc_kernel_bytes"),
         "0 (in `insmod24`)"),
        ("... of which all ELF code (`check.o`, `elf.o`, arch `module.o`)",
         get("elf_kernel_bytes"), "0 in 2.4's own design"),
        ("the 2.4 system calls: `legacy24.o` + `query24.o`", "-",
         "%s = %s (vmlinux grows %s)" % (calls,
                                         get("legacy24_kernel_bytes"),
                                         grows)),
        ("a 2.4-only kernel side: the loader less all ELF code, plus the "
         "2.4 calls", "-",
         "%d" % (f["loader25_kernel_bytes"] - f["elf_kernel_bytes"] +
                 f["legacy24_kernel_bytes"])),
        ("`insmod`, static, stripped", get("insmod25_user_bytes"),
         get("insmod24_user_bytes")),
        ("... the linker `insmod24` adds", "-",
         "%d" % (f["insmod24_user_bytes"] - f["insmod25_user_bytes"])),
        ("initramfs with only that insmod", get("initramfs25_bytes"),
         get("initramfs24_bytes")),
    ]
    for i, n in enumerate(MODULES):
        what = ("load + rmmod of `%s.ko`, guest wall time, median of %d"
                % (n, ROUNDS)) if i == 0 else "load + rmmod of `%s.ko`" % n
        rows.append((what, ms("load25_ms_" + n), ms("load24_ms_" + n)))
    rows.append(("init bytes kept after init (%s)" % " / ".join(
        "`%s.ko`" % n for n in MODULES), kept("25"), kept("24")))
    return "".join("| %s | %s | %s |\n" % r for r in rows)


def matches(got, doc):
    """Whether the doc's table is this one (see the docstring): times
    aside, and a "?" (not measured) stands for any number."""
    got, doc = TIME_CELL.sub("#ms", got), TIME_CELL.sub("#ms", doc)
    want = r"[\d.#]+(?: ?ms)?".join(re.escape(p) for p in got.split("?"))
    return re.fullmatch(want, doc) is not None


def update_or_check(path, args):
    with open(path) as fh:
        doc = fh.read()
    m = TABLE.search(doc)
    if not m:
        raise SystemExit("%s: no <!-- bench-table: insmod24 --> block" % path)
    got = table()
    if args.update:
        with open(path, "w") as fh:
            fh.write(doc[:m.start(1)] + got + doc[m.end(1):])
        return 0
    if not matches(got, m.group(1)):
        print("%s: the table drifted; now:\n%s" % (path, got))
        return 1
    print("%s: the table matches this build" % path)
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--no24", help="a build made with MODULES_24=n")
    ap.add_argument("--no-guest", action="store_true")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--update", metavar="DOC")
    g.add_argument("--check", metavar="DOC")
    args = ap.parse_args()
    kernel_figures(args.build, args.no24)
    user_figures(args.build)
    sys.stdout.flush()
    if not args.no_guest:
        guest_figures(args.build)
    print(table(), end="")
    if args.update or args.check:
        return update_or_check(args.update or args.check, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
