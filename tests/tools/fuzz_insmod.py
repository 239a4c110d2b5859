#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""tests/tools/fuzz_insmod.py - the kernel half of module loading, fuzzed in
QEMU: damaged copies of the stock modules are loaded one after another
in one boot, and after each the shell must answer, no module may be left
behind (unless its own code oopsed), and /proc/meminfo must read as
before.

    fuzz_insmod.py [--build build] [--seconds 30] [--seed N]

Each mutant changes one thing, chosen at random: a field of the ELF
header, of a section header, of a symbol or of a relocation (set to an
edge value or a random one), a few random bytes, a byte of struct module,
__ksymtab or __param, or the file's length.  The host fuzzers
(tests/host/fuzz_*.c) cover the pure ELF code; this covers what only the
kernel does with the result.  An oops with no frame of the module's
own code, a panic, a hang or a leak is a finding: the mutant (and what
the kernel said) is kept in BUILD/fuzz/insmod-findings/ and the run
fails.  An oops while the module's own code runs (its init calling
printk with a damaged pointer) is not: Linux would oops too.

Prints "fuzz: insmod N mutants (seed S), F findings".
"""

import argparse
import os
import random
import re
import struct
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
sys.path.insert(0, os.path.join(TOP, "tests", "host"))
import qemu  # noqa: E402
import gen_bad_ko as elf  # noqa: E402

STOCK = ["hello", "provider", "multipart", "noexit", "failinit"]
BATCH = 200                 # mutants per boot
EDGES = [0, 1, 2, 3, 4, 0x7F, 0x80, 0xFF, 0x100, 0xFFFF, 0x10000,
         0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 0xFFFFFFFC, 0xFFFFF000]
CRASH = re.compile(r"Unable to handle kernel|Kernel panic|invalid operand|"
                   r"general protection fault|double fault|"
                   r"kernel BUG")
# The module's own code was running: its frame is in the EIP or the
# trace, or the kernel says the task died in its init or exit (damaged
# code may jump where no symbol is)
MODULE_CODE = re.compile(r"^(?:EIP is at |\[<[0-9a-f]{8}>\] )\S+ "
                         r"\[(?!kernel\])|"
                         r"^\S+: oops in its (?:init|exit) function", re.M)


def value(rng, old):
    return rng.choice(EDGES + [old + 1, old - 1, old * 2,
                               rng.getrandbits(32)]) & 0xFFFFFFFF


def mutate(rng, data):
    """One damaged copy of data (bytes) and a word saying how."""
    o = elf.Obj(data)
    kind = rng.randrange(8)
    if kind == 0:
        off = rng.choice([16, 18, 20, 32, 40, 46, 48, 50])
        size = 4 if off in (20, 32) else 2
        fmt = "<I" if size == 4 else "<H"
        struct.pack_into(fmt, o.data, off,
                         value(rng, 0) & (0xFFFFFFFF if size == 4 else 0xFFFF))
        how = "ehdr@%d" % off
    elif kind == 1:
        i = rng.randrange(1, o.shnum)
        field = rng.choice(elf.SH_FIELDS)
        o.set_sh(i, field, value(rng, o.sh[i][field]))
        how = "shdr %d %s" % (i, field)
    elif kind == 2:
        k = rng.randrange(1, o.nsyms)
        sym = o.syms[k]
        which = rng.randrange(3)
        o.set_sym(k, **{("st_name", "st_value", "st_shndx")[which]:
                        value(rng, sym[(0, 1, 5)[which]]) &
                        (0xFFFF if which == 2 else 0xFFFFFFFF)})
        how = "sym %d" % k
    elif kind == 3:
        rels = [r for i in o.applied_rel_sections() for r in o.rels(i)]
        _, off, r_offset, sym, rtype = rng.choice(rels)
        if rng.randrange(2):
            o.set_rel(off, r_offset=value(rng, r_offset))
        else:
            o.set_rel(off, sym=value(rng, sym) & 0xFFFFFF)
        how = "rel@%d" % off
    elif kind == 4:
        for _ in range(rng.randrange(1, 9)):
            o.data[rng.randrange(len(o.data))] = rng.getrandbits(8)
        how = "bytes"
    elif kind == 5:
        name = rng.choice([".gnu.linkonce.this_module", "__ksymtab",
                           "__param", ".modinfo"])
        try:
            s = o.sh[o.find(name)]
        except elf.NotApplicable:
            return mutate(rng, data)
        if not s["size"]:
            return mutate(rng, data)
        at = s["offset"] + rng.randrange(s["size"]) // 4 * 4
        o.set_u32(at, value(rng, struct.unpack_from("<I", o.data, at)[0]))
        how = "%s@%d" % (name, at - s["offset"])
    elif kind == 6:
        cut = rng.randrange(len(o.data))
        return bytes(o.data[:cut]), "cut %d" % cut
    else:
        i = rng.randrange(1, o.shnum)
        o.set_sh(i, "flags", o.sh[i]["flags"] ^ (1 << rng.randrange(3)))
        how = "flags %d" % i
    return bytes(o.data), how


def make_batch(rng, stock, d, n):
    """n mutants in d/root/m/, packed as d/m.cpio; [(file, base, how)]"""
    mdir = os.path.join(d, "root", "m")
    os.makedirs(mdir, exist_ok=True)
    for f in os.listdir(mdir):
        os.unlink(os.path.join(mdir, f))
    batch = []
    for i in range(n):
        base = rng.choice(sorted(stock))
        data, how = mutate(rng, stock[base])
        name = "%03d.ko" % i
        with open(os.path.join(mdir, name), "wb") as f:
            f.write(data)
        batch.append((name, base, how, data))
    cpio = os.path.join(d, "m.cpio")
    subprocess.run([sys.executable, os.path.join(TOP, "scripts", "mkcpio.py"),
                    cpio, os.path.join(d, "root")], check=True)
    return cpio, batch


def loaded(vm):
    """[(name, state)] from /proc/modules."""
    return [(l.split()[0], l.split()[4])
            for l in vm.run("cat /proc/modules").splitlines() if l]


def try_one(vm, name, baseline):
    """Load one mutant and undo it; None, or why it is a finding."""
    out = vm.run("insmod /m/%s" % name, timeout=60)
    if CRASH.search(out) and not MODULE_CODE.search(out):
        eip = re.search(r"^EIP is at .*$", out, re.M)
        return "kernel crash at %s:\n%s" % (
            eip.group(0) if eip else "?", out)
    oopsed = CRASH.search(out) is not None
    for mod, state in loaded(vm):
        if state == "Live":
            vm.run("rmmod -f %s" % mod, timeout=60)
    if vm.run("echo alive") != "alive\n":
        return "shell gone"
    if not oopsed and not loaded(vm) and \
            vm.run("cat /proc/meminfo") != baseline:
        return "leak"
    return None


def responds(vm):
    try:
        return vm.run("echo alive", timeout=10).endswith("alive\n")
    except qemu.Timeout:
        return False


def run_batch(args, rng, stock, d, findings):
    cpio, batch = make_batch(rng, stock, d, BATCH)
    vm = qemu.Qemu(kernel=os.path.join(args.build, "vmlinux"), initrd=[cpio])
    n = ok = 0
    try:
        vm.wait_prompt()
        baseline = vm.run("cat /proc/meminfo")
        for name, base, how, data in batch:
            if time.monotonic() > args.deadline:
                break
            n += 1
            try:
                why = try_one(vm, name, baseline)
            except qemu.Timeout:
                # a module may print junk with no newline before "# "
                why = None if responds(vm) else "hang"
                if not why:
                    break           # state unknown: reboot
            if why:
                findings.append((base, how, why, data))
                break               # the machine is suspect: reboot
            ok += 1
            if any(s == "Loading" or s == "Unloading" for _, s in loaded(vm)):
                break               # an oopsed module: memory differs now
    finally:
        vm.kill()
    return n


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--seconds", type=float, default=30)
    ap.add_argument("--seed", type=int, default=None)
    args = ap.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    rng = random.Random(seed)
    args.deadline = time.monotonic() + args.seconds
    stock = {}
    for name in STOCK:
        with open(os.path.join(args.build, "modules", name + ".ko"),
                  "rb") as f:
            stock[name] = f.read()
    findings, total = [], 0
    with tempfile.TemporaryDirectory() as d:
        while time.monotonic() < args.deadline:
            total += run_batch(args, rng, stock, d, findings)
    out = os.path.join(args.build, "fuzz", "insmod-findings")
    for i, (base, how, why, data) in enumerate(findings):
        os.makedirs(out, exist_ok=True)
        path = os.path.join(out, "%d-%s.ko" % (i, base))
        with open(path, "wb") as f:
            f.write(data)
        with open(path + ".txt", "w") as f:
            f.write(why)
        print("fuzz: finding %s (%s from %s): %s" % (
            path, how, base, why.splitlines()[0]))
    print("fuzz: insmod %d mutants (seed %d), %d findings"
          % (total, seed, len(findings)))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
