#!/usr/bin/env python3
"""tests/tools/kallsyms_corpus.py - Linux-scale inputs for the kallsyms table.

Usage: tests/tools/kallsyms_corpus.py [--build build]

Takes Debian's i386 Linux kernel package (the one `linux-image-686`
depends on), as scripts/fetch-corpus.sh fetches and unpacks it under
BUILD/corpus/root/, and writes two nm-style listings made of its real
names:

  BUILD/corpus/modules4.nm      every 4th module (in path order)
  BUILD/corpus/modules_all.nm   all of them

Each listing is what `nm -n -S` would print for a vmlinux made of those
modules laid one after another from 0xc1000000: every module starts on a
4 KiB boundary, and its allocated sections follow in ELF section order,
each at its own sh_addralign.  Only text, data, rodata and bss are laid:
ELF notes (SHT_NOTE, e.g. .note.Linux) are not.  What only a .ko has is left out
(.modinfo, __versions, .gnu.linkonce.this_module), and so is what Linux's
scripts/mksysmap drops from System.map (.L* locals, __crc_*, __kstrtab_*,
__kstrtabns_*).  Names longer than KSYM_NAME_LEN - 1 (127) are dropped and
counted: oops386's table, like Linux before 6.1, does not hold them.

When the package cannot be fetched (no network, not root for multiarch,
no i386 package) it says why on stderr and exits 2; with --amd64 the
amd64 image is used instead (same module names, 64-bit ELF).
Nothing here is committed: everything lands under BUILD/.  Listings
already there are kept; remove BUILD/corpus/*.nm to lay them out again.
"""

import argparse
import glob
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), "lib"))
from elfread import Elf  # noqa: E402

BASE = 0xC1000000
MODULE_ALIGN = 4096
KSYM_NAME_LEN = 128
# Sections only a loadable module has (the module loader reads them).
KO_ONLY_SECTIONS = {".modinfo", "__versions", ".gnu.linkonce.this_module"}
# Name prefixes Linux's scripts/mksysmap leaves out of System.map.
MKSYSMAP_DROPS = (".L", "__crc_", "__kstrtab_", "__kstrtabns_", "$")

# ELF constants (System V gABI, "Sections" and "Symbol Table").
SHT_NOTE, SHT_NOBITS = 7, 8
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 0x1, 0x2, 0x4
SHN_UNDEF, SHN_LORESERVE = 0, 0xFF00
STT_NOTYPE, STT_OBJECT, STT_FUNC = 0, 1, 2
STB_LOCAL, STB_GLOBAL, STB_WEAK = 0, 1, 2


def run(cmd, **kw):
    return subprocess.run(cmd, check=True, capture_output=True, text=True,
                          **kw).stdout


def depends_on(meta):
    """The package @meta depends on (e.g. linux-image-6.1.0-57-686:i386)."""
    for line in run(["apt-cache", "depends", meta]).splitlines():
        line = line.strip()
        if line.startswith("Depends: linux-image-"):
            return line.split(None, 1)[1]
    raise RuntimeError("%s depends on no linux-image package" % meta)


def fetch(corpus, amd64):
    """Download and unpack the kernel package; return the modules' root.
    The i386 one is scripts/fetch-corpus.sh's, shared with the module
    loader's corpus test (docs/corpus.md): it is fetched once."""
    if not amd64:
        subprocess.run([os.path.join(os.path.dirname(__file__), "..", "..",
                                     "scripts", "fetch-corpus.sh"), corpus],
                       check=True)
        why = os.path.join(corpus, "unavailable")
        if os.path.exists(why):
            with open(why) as f:
                raise RuntimeError(f.read().strip())
        return os.path.join(corpus, "root")
    tree = os.path.join(corpus, "image")
    if glob.glob(os.path.join(tree, "lib/modules/*")):
        return tree
    pkg = depends_on("linux-image-amd64")
    os.makedirs(corpus, exist_ok=True)
    run(["apt-get", "download", pkg], cwd=corpus)
    debs = glob.glob(os.path.join(corpus, "linux-image-*.deb"))
    if not debs:
        raise RuntimeError("apt-get download %s left no .deb" % pkg)
    run(["dpkg-deb", "-x", debs[0], tree])
    return tree


def nm_letter(flags, sh_type, bind, stype):
    """The letter GNU nm prints for a defined symbol of such a section."""
    if bind == STB_WEAK:
        return "V" if stype == STT_OBJECT else "W"
    if flags & SHF_EXECINSTR:
        letter = "t"
    elif sh_type == SHT_NOBITS:
        letter = "b"
    elif flags & SHF_WRITE:
        letter = "d"
    else:
        letter = "r"
    return letter.upper() if bind == STB_GLOBAL else letter


def align(v, a):
    return (v + a - 1) // a * a if a > 1 else v


def place_module(elf, base):
    """Addresses of the kept allocated sections; returns them and the end."""
    addr, at = base, {}
    for i, sh in enumerate(elf.sh):
        if (not sh["flags"] & SHF_ALLOC or sh["type"] == SHT_NOTE
                or elf.section_name(i) in KO_ONLY_SECTIONS):
            continue
        addr = align(addr, sh["addralign"])
        at[i] = addr
        addr += sh["size"]
    return at, addr


def module_lines(elf, at, stats):
    """The module's nm lines, as (address, symbol order, line text)."""
    out = []
    for k, (name, value, size, info, shndx) in enumerate(elf.symbols()):
        bind, stype = info >> 4, info & 0xF
        if (shndx not in at or stype not in (STT_NOTYPE, STT_OBJECT,
                                              STT_FUNC)
                or not name or name.startswith(MKSYSMAP_DROPS)):
            continue
        if len(name) >= KSYM_NAME_LEN:
            stats["too_long"] += 1
            continue
        sh = elf.sh[shndx]
        letter = nm_letter(sh["flags"], sh["type"], bind, stype)
        addr = at[shndx] + value
        size_field = "%08x " % size if size else ""
        out.append((addr, k, "%08x %s%s %s\n" % (addr, size_field, letter,
                                                 name)))
    return out


def write_listing(paths, out_path):
    """Lay the modules of @paths out and write their nm -n -S listing."""
    stats = {"too_long": 0, "symbols": 0}
    base = BASE
    with open(out_path + ".tmp", "w") as out:
        for path in paths:
            with open(path, "rb") as f:
                elf = Elf(f.read())
            at, end = place_module(elf, base)
            lines = sorted(module_lines(elf, at, stats))
            out.writelines(line for _, _, line in lines)
            stats["symbols"] += len(lines)
            base = align(end, MODULE_ALIGN)
    os.replace(out_path + ".tmp", out_path)
    return stats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--amd64", action="store_true",
                    help="use the amd64 image (no multiarch needed)")
    args = ap.parse_args()
    corpus = os.path.join(args.build, "corpus")
    try:
        tree = fetch(corpus, args.amd64)
    except (RuntimeError, subprocess.CalledProcessError, OSError) as e:
        detail = getattr(e, "stderr", "") or ""
        print("kallsyms_corpus: cannot fetch Debian's kernel package: %s %s"
              % (e, detail.strip()), file=sys.stderr)
        return 2
    mods = sorted(glob.glob(os.path.join(tree, "lib/modules/*/**/*.ko"),
                            recursive=True))
    for name, paths in (("modules4", mods[::4]), ("modules_all", mods)):
        out = os.path.join(corpus, name + ".nm")
        if os.path.exists(out):
            continue
        stats = write_listing(paths, out)
        print("kallsyms_corpus: %s: %d modules, %d symbols, %d names over "
              "%d characters dropped" % (out, len(paths), stats["symbols"],
                                         stats["too_long"], KSYM_NAME_LEN - 1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
