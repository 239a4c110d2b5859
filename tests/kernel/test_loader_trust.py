"""Issue 9: the loader trusts nothing in the file.  Each reproducer is a
stock module with one field changed (as tests/host/gen_bad_ko.py makes
its cases), loaded in QEMU: the kernel must refuse it with a message
saying what is wrong, stay alive, and give back every byte (/proc/meminfo
unchanged).  Offsets inside struct module come from gdb reading the
kernel's DWARF, not from oops386's code."""

import os
import re
import struct
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "host"))
import gen_bad_ko as elf  # noqa: E402

SHN_ABS = 0xFFF1
MIB = 1 << 20
MANY_SECTIONS = 65000


def field_offset(k, field):
    """offsetof(struct module, field), from gdb and the kernel's DWARF."""
    out = subprocess.run(
        ["gdb", "-q", "-batch", "-nx", k.vmlinux, "-ex",
         "print/d (unsigned long)&((struct module *)0)->%s" % field],
        capture_output=True, text=True, check=True).stdout
    return int(re.search(r"= (\d+)", out).group(1))


def load(k, name):
    with open(k.module(name), "rb") as f:
        return elf.Obj(f.read())


def this_module(o, k, field):
    """File offset of a field of the .ko's struct module."""
    return o.sh[o.this_module]["offset"] + field_offset(k, field)


def symbol(o, name):
    return elf.pick(i for i in range(1, o.nsyms) if o.sym_name(i) == name)


def table_field(o, section, off):
    """File offset of byte off of a table section (its addend, for a
    relocated pointer: i386 REL keeps A in the place)."""
    return o.sh[o.find(section)]["offset"] + off


def set_name(o, k, name):
    off = this_module(o, k, "name")
    o.data[off:off + 16] = name.ljust(16, b"\0")


# -- the reproducers: (stock module, damage, expected message) -------------

def c1_num_symtab(o, k):
    o.set_u32(this_module(o, k, "num_symtab"), 0x7FFFFFFF)
    return "struct module sets byte %d" % field_offset(k, "num_symtab")


def c1_syms(o, k):
    o.set_u32(this_module(o, k, "syms"), 0x41414141)
    return "struct module sets byte %d" % field_offset(k, "syms")


def c1_kp(o, k):
    o.set_u32(this_module(o, k, "num_kp"), 3)
    return "struct module sets byte %d" % field_offset(k, "num_kp")


def c1_sections(o, k):
    o.set_u32(this_module(o, k, "sections"), 0x41414141)
    return "struct module sets byte %d" % field_offset(k, "sections")


def c1_reloc_into_struct(o, k):
    rel = o.find(".rel.gnu.linkonce.this_module")
    _, off, _, _, _ = next(o.rels(rel))
    o.set_rel(off, r_offset=field_offset(k, "syms"))
    return "relocates struct module at offset %d" % field_offset(k, "syms")


def c2_ksymtab_not_alloc(o, k):
    i = o.find("__ksymtab")
    o.set_sh(i, "flags", o.sh[i]["flags"] & ~elf.SHF_ALLOC)
    return "section __ksymtab is not loaded with the module's core"


def c2_param_not_alloc(o, k):
    i = o.find("__param")
    o.set_sh(i, "flags", o.sh[i]["flags"] & ~elf.SHF_ALLOC)
    return "section __param is not loaded with the module's core"


def c2_param_entsize(o, k):
    o.set_sh(o.find("__param"), "entsize", 3)
    return "section __param is not a table of 16-byte entries"


def c3_ksymtab_name(o, k):
    o.set_u32(table_field(o, "__ksymtab", 4), 0x10000000)
    return "__ksymtab entry 0: name at 0x"


def c3_ksymtab_value(o, k):
    o.set_u32(table_field(o, "__ksymtab", 0), 0x10000000)
    return "is not in the module's core"


def c3_param_name(o, k):
    o.set_u32(table_field(o, "__param", 0), 0x10000000)
    return "__param entry 0: name at 0x"


def c3_param_ops(o, k):
    o.set_u32(table_field(o, "__param", 4), 0x100)
    return "its type or variable is not the kernel's or the module's"


def c3_param_arg(o, k):
    o.set_u32(table_field(o, "__param", 12), 0x10000000)
    return "its type or variable is not the kernel's or the module's"


def c4_bss_759m(o, k):
    o.set_sh(o.find(".bss"), "size", 759 * MIB)
    return "no room for"


def c4_bss_3g(o, k):
    o.set_sh(o.find(".bss"), "size", 3 << 30)
    return "no room for"


def c6_slash(o, k):
    set_name(o, k, b"hello/parameters")
    return "module name 'hello/parameters' is not made of letters"


def c6_control_byte(o, k):
    set_name(o, k, b"hel\x01o")
    return "module name 'hel?o' is not made of letters"


def c6_builtin(o, k):
    set_name(o, k, b"demo_builtin")
    return "module name demo_builtin is taken by code built into the kernel"


def c7_init_abs(o, k):
    o.set_sym(symbol(o, "init_module"), st_value=0x1F, st_shndx=SHN_ABS)
    return "init function at 0x1f is not in the module's code"


def c7_exit_in_data(o, k):
    o.set_sym(symbol(o, "cleanup_module"), st_value=0,
              st_shndx=o.find(".data"))
    return "exit function at 0x"


CASES = [
    ("hello", c1_num_symtab), ("provider", c1_syms), ("hello", c1_kp),
    ("hello", c1_sections), ("hello", c1_reloc_into_struct),
    ("provider", c2_ksymtab_not_alloc), ("hello", c2_param_not_alloc),
    ("hello", c2_param_entsize),
    ("provider", c3_ksymtab_name), ("provider", c3_ksymtab_value),
    ("hello", c3_param_name), ("hello", c3_param_ops),
    ("hello", c3_param_arg),
    ("hello", c4_bss_759m), ("hello", c4_bss_3g),
    ("hello", c6_slash), ("hello", c6_control_byte), ("hello", c6_builtin),
    ("hello", c7_init_abs), ("hello", c7_exit_in_data),
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
        assert message in out and "insmod: ERROR: could not insert module" in out, \
            (name, message, out)
    assert vm.run("cat /proc/modules") == ""
    assert vm.run("cat /proc/meminfo") == before
    assert vm.run("echo alive") == "alive\n"


def many_sections(o):
    """o with MANY_SECTIONS more one-byte sections, unsorted in the file
    (each later one earlier in it): not loaded, so legal, and each is a
    pair to compare for the overlap check."""
    blob = bytes(MANY_SECTIONS)
    base = len(o.data)
    name = o.sh[o.find(".comment")]["name"]
    headers = bytearray(o.data[o.shoff:o.shoff + elf.SHDR.size * o.shnum])
    for n in range(MANY_SECTIONS):
        headers += elf.SHDR.pack(name, elf.SHT_PROGBITS, 0, 0,
                                 base + MANY_SECTIONS - 1 - n, 1, 0, 0, 1, 0)
    data = bytearray(o.data) + blob
    data += bytes(-len(data) % 4)
    shoff = len(data)
    data += headers
    struct.pack_into("<I", data, elf.E_SHOFF, shoff)
    struct.pack_into("<H", data, elf.E_SHNUM, o.shnum + MANY_SECTIONS)
    return bytes(data)


def test_sixty_five_thousand_sections_checked_quickly(k):
    """The overlap check sorts (n log n): a module with 65,000 extra
    sections loads in seconds, not the 110 s of pairwise checking."""
    vm = boot_with_files(k, {"many.ko": many_sections(load(k, "hello"))})
    before = vm.run("cat /proc/meminfo")
    start = time.monotonic()
    out = vm.run("insmod /r/many.ko", timeout=60)
    took = time.monotonic() - start
    assert "hello: Hello, world." in out, out
    assert took < 20, took
    vm.run("rmmod hello")
    assert vm.run("cat /proc/meminfo") == before


def meminfo_kb(vm, field):
    return int(re.search(r"^%s:\s+(\d+) kB" % field,
                         vm.run("cat /proc/meminfo"), re.M).group(1))


def test_oops_in_init_keeps_module_frees_image(k):
    """An oops in init: the module stays (Loading), says so, and only its
    own two regions stay allocated: the image insmod handed in is gone."""
    vm = k.boot(initrd=[k.module("oops_init")])
    used = meminfo_kb(vm, "VmallocUsed")
    out = vm.run("insmod oops_init.ko")
    assert "Unable to handle kernel NULL pointer dereference" in out, out
    assert ("oops_init: oops in its init function: the module stays in "
            "memory, unusable, and cannot be removed") in out, out
    line = vm.run("cat /proc/modules")
    # no module_exit: Linux lists it "[permanent]," (its own user)
    assert re.match(r"^oops_init \d+ 0 \[permanent\], Loading 0x", line), \
        line
    regions = subprocess.run(["readelf", "-SW", k.module("oops_init")],
                             capture_output=True, text=True,
                             check=True).stdout
    init = core = 0
    for m in re.finditer(r"\] (\S+)\s+(?:PROGBITS|NOBITS)\s+\S+ \S+ "
                         r"([0-9a-f]+) \S+\s+(\S*A\S*)", regions):
        size = int(m.group(2), 16)
        if m.group(1) == ".modinfo":
            continue
        if m.group(1).startswith(".init"):
            init += size
        else:
            core += size
    pages = -(-core // 4096) + -(-init // 4096)
    # each region rounded to pages; alignment padding fits in them here
    assert meminfo_kb(vm, "VmallocUsed") - used == pages * 4, (core, init)
    out = vm.run("rmmod oops_init")
    assert "rmmod: oops_init cannot be removed: its init function oopsed" \
        in out, out
    assert vm.run("echo alive") == "alive\n"


def test_oops_in_exit_reported_by_rmmod(k):
    vm = k.boot(initrd=[k.module("oops_exit")])
    vm.run("insmod oops_exit.ko")
    out = vm.run("rmmod oops_exit")
    assert "Unable to handle kernel NULL pointer dereference" in out, out
    assert "oops_exit: oops in its exit function" in out, out
    assert re.match(r"^oops_exit \d+ 0 - Unloading 0x",
                    vm.run("cat /proc/modules"))
    out = vm.run("rmmod oops_exit")
    assert "rmmod: oops_exit cannot be removed: its exit function oopsed" \
        in out, out
    assert "already loaded" in vm.run("insmod oops_exit.ko")
    assert vm.run("echo alive") == "alive\n"
