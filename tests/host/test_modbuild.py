#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Tests of the module build (scripts/modules.mk, scripts/modpost.c,
scripts/module.lds); prints KTAP.

GNU binutils are the oracle: readelf, nm and strings read what the build
wrote.  The in-tree modules are built first (make modules); then small
out-of-tree modules, written into temporary folders, are built with
make M=DIR, by gcc and by clang, at -O0 and -O2.

Environment: BUILD (the build folder, default build) and MAKE (the make
command, default make).
"""
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

TOP = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BUILD = os.path.join(TOP, os.environ.get("BUILD", "build"))
MAKE = shlex.split(os.environ.get("MAKE", "make"))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
from utsrelease import uts_release  # noqa: E402
MODULES = ["consumer", "crasher", "failinit", "gpl_thief", "hello",
           "multipart", "noexit", "oops_init", "proprietary", "provider"]
WITHOUT_EXIT = {"failinit", "gpl_thief", "noexit", "oops_init"}
KSYM_SIZE = 12          # struct kernel_symbol on i386
KSYM_GPL_OFFSET = 8     # ... and its gpl_only word
KPARAM_SIZE = 16        # struct kernel_param on i386
HELLO_PARAMS = 5


class Skip(Exception):
    """The test cannot run here (a tool is missing)."""


def run(cmd, cwd=TOP, check=True):
    # The outer make's flags (-n, -B, its jobserver) are not for ours.
    env = {k: v for k, v in os.environ.items()
           if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    p = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True,
                       text=True)
    if check and p.returncode:
        raise AssertionError("%s failed:\n%s%s" % (" ".join(cmd), p.stdout,
                                                  p.stderr))
    return p


def make(*args, check=True):
    return run(MAKE + ["BUILD=" + BUILD] + list(args), check=check)


def ko(name):
    return os.path.join(BUILD, "modules", name + ".ko")


# --- what binutils say ------------------------------------------------------

def sections(path):
    """[(name, type, flags)] from readelf -S."""
    out = []
    for line in run(["readelf", "-SW", path]).stdout.splitlines():
        m = re.match(r"\s*\[\s*\d+\]\s+(.*)$", line)
        if not m:
            continue
        f = m.group(1).split()
        # name type addr off size es [flags] lk inf al
        if len(f) in (9, 10) and f[0] != "NULL":
            out.append((f[0], f[1], f[6] if len(f) == 10 else ""))
    return out


def section_names(path):
    return [s[0] for s in sections(path)]


def strings_in(path, section):
    """The strings of a section, from readelf -p."""
    out = run(["readelf", "-p", section, path]).stdout
    return re.findall(r"^\s*\[\s*[0-9a-f]+\]\s\s(.*)$", out, re.M)


def modinfo(path):
    return strings_in(path, ".modinfo")


def modinfo_values(path, tag):
    return [s.split("=", 1)[1] for s in modinfo(path)
            if s.startswith(tag + "=")]


def section_bytes(path, section):
    """A section's contents, from readelf -x (relocations not applied)."""
    data = b""
    out = run(["readelf", "-x", section, path]).stdout
    for line in out.splitlines():
        m = re.match(r"\s*0x[0-9a-f]+ ((?:[0-9a-f]+ ){1,4})", line)
        if m:
            data += bytes.fromhex("".join(m.group(1).split()))
    return data


def symbols(path):
    """[(value, size, type, bind, ndx, name)] from readelf -s (which
    writes a size of 100000 or more in hex, 0x...)."""
    out = []
    for line in run(["readelf", "-sW", path]).stdout.splitlines():
        f = line.split()
        if len(f) == 8 and f[0].endswith(":") and f[0][:-1].isdigit():
            out.append((int(f[1], 16), int(f[2], 0), f[3], f[4], f[6], f[7]))
    return out


def reloc_targets(path, section):
    """Symbol names the relocations of section refer to, from readelf -r."""
    out = run(["readelf", "-rW", path]).stdout
    block = re.search(r"Relocation section '%s'.*?\n\n" % re.escape(section),
                      out + "\n\n", re.S)
    if not block:
        return []
    return re.findall(r"^[0-9a-f]{8}\s+[0-9a-f]{8}\s+\S+\s+[0-9a-f]{8}\s+(\S+)",
                      block.group(0), re.M)


def nm_defined(path):
    out = run(["nm", path]).stdout
    return {f[2] for f in (l.split() for l in out.splitlines())
            if len(f) == 3}


def vermagic():
    """VERMAGIC_STRING, put together from include/linux/version.h and
    the release the build wrote for it."""
    text = open(os.path.join(TOP, "include", "linux", "version.h")).read()
    rest = re.search(r'#define VERMAGIC_STRING\s+UTS_RELEASE\s+"([^"]*)"',
                     text).group(1)
    return uts_release(BUILD) + rest


# --- in-tree modules --------------------------------------------------------

def test_make_modules():
    make("modules")
    missing = [m for m in MODULES if not os.path.exists(ko(m))]
    assert not missing, "not built: %s" % missing


def check_elf_kind(name):
    out = run(["readelf", "-h", ko(name)]).stdout
    for want in ("ELF32", "REL (Relocatable file)", "Intel 80386"):
        assert want in out, "%s: no '%s' in readelf -h" % (name, want)


def check_unique_sections(name):
    names = section_names(ko(name))
    for s in (".modinfo", ".gnu.linkonce.this_module"):
        assert names.count(s) == 1, "%s: %d x %s" % (name, names.count(s), s)


def check_vermagic_and_depends(name):
    assert modinfo_values(ko(name), "vermagic") == [vermagic()], \
        modinfo(ko(name))
    assert len(modinfo_values(ko(name), "depends")) == 1, modinfo(ko(name))


def check_no_common_no_rela(name):
    common = [s[5] for s in symbols(ko(name)) if s[4] == "COM"]
    assert not common, "COMMON symbols: %s" % common
    rela = [s[0] for s in sections(ko(name)) if s[1] == "RELA"]
    assert not rela, "RELA sections: %s" % rela


def check_this_module(name):
    """.name is the module's name; .init/.exit point where nm says."""
    data = section_bytes(ko(name), ".gnu.linkonce.this_module")
    assert b"\0" + name.encode() + b"\0" in data, data
    targets = set(reloc_targets(ko(name), ".rel.gnu.linkonce.this_module"))
    defined = nm_defined(ko(name))
    want = {"init_module"} | (set() if name in WITHOUT_EXIT
                              else {"cleanup_module"})
    assert targets == want, "relocated to %s, want %s" % (targets, want)
    assert want <= defined, "nm: %s not all defined" % want


def per_module_tests():
    checks = [("ELF32 i386 ET_REL", check_elf_kind),
              ("one .modinfo, one .gnu.linkonce.this_module",
               check_unique_sections),
              ("vermagic, one depends", check_vermagic_and_depends),
              ("no COMMON symbols, no RELA", check_no_common_no_rela),
              ("struct module: name, init, exit", check_this_module)]
    return [("%s: %s" % (m, what), (lambda m=m, f=f: f(m)))
            for m in MODULES for what, f in checks]


def test_depends():
    want = {"consumer": "provider", "gpl_thief": "provider", "hello": "",
            "provider": ""}
    got = {m: modinfo_values(ko(m), "depends")[0] for m in want}
    assert got == want, got


def ksymtab(path):
    """[(offset, name, gpl)] of the one __ksymtab, in table order."""
    names = section_names(path)
    assert names.count("__ksymtab") == 1, names
    assert not [n for n in names if n.startswith("__ksymtab.")], names
    entries = sorted((s[0], s[5][len("__ksymtab_"):]) for s in symbols(path)
                     if s[5].startswith("__ksymtab_") and s[1] == KSYM_SIZE)
    data = section_bytes(path, "__ksymtab")
    assert len(data) == len(entries) * KSYM_SIZE, (len(data), entries)
    return [(off, n, data[off + KSYM_GPL_OFFSET]) for off, n in entries]


def test_provider_ksymtab_sorted():
    got = [(n, gpl) for _, n, gpl in ksymtab(ko("provider"))]
    assert got == [("provider_add", 0), ("provider_secret", 1)], got


def test_module_symvers():
    lines = open(os.path.join(BUILD, "Module.symvers")).read().splitlines()
    rows = {tuple(l.split("\t")) for l in lines}
    for row in (("provider_add", "provider", "EXPORT_SYMBOL"),
                ("provider_secret", "provider", "EXPORT_SYMBOL_GPL"),
                ("printk", "vmlinux", "EXPORT_SYMBOL")):
        assert row in rows, "%s missing" % (row,)
    kernel = {s[5][len("__ksymtab_"):] for s in
              symbols(os.path.join(BUILD, "vmlinux.nokallsyms"))
              if s[5].startswith("__ksymtab_") and s[1] == KSYM_SIZE}
    listed = {r[0] for r in rows if r[1] == "vmlinux"}
    assert kernel == listed, kernel ^ listed


def test_multipart_names():
    """Both parts say KBUILD_MODNAME=multipart, each its own basename."""
    found = "\n".join(run(["strings", "-a", ko("multipart")]).stdout
                      .splitlines())
    for part in ("core", "helper"):
        assert "multipart: %s.c: " % part in found, found


def test_hello_sections_and_params():
    path = ko("hello")
    names = section_names(path)
    for s in (".init.text", ".init.data", ".exit.text", "__param"):
        assert s in names, "%s missing: %s" % (s, names)
    size = len(section_bytes(path, "__param"))
    assert size == HELLO_PARAMS * KPARAM_SIZE, size
    text = run(["strings", "-a", path]).stdout
    assert "times" in text and "hello.times" not in text, \
        "module parameters have no name prefix"
    parms = modinfo_values(path, "parm")
    assert len(parms) == HELLO_PARAMS, parms


def test_builtin_demo():
    """obj-y: in vmlinux, its parameter named demo_builtin.count."""
    obj = os.path.join(BUILD, "modules", "demo-builtin", "demo-builtin.o")
    assert "demo_builtin.count" in run(["strings", "-a", obj]).stdout
    assert ".modinfo" not in section_names(obj)
    vmlinux = os.path.join(BUILD, "vmlinux.nokallsyms")
    assert "demo_builtin_init" in run(["nm", vmlinux]).stdout


# --- out-of-tree modules ----------------------------------------------------

OOT_MAIN = r"""
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>

int oot_double(int x);

static int loads;			/* .bss */
static int base = 20;			/* .data */

static int __init oot_init(void)
{
	loads++;
	printk(KERN_INFO "oot: same words in both files\n");
	printk(KERN_INFO "oot: %d\n", oot_double(base + loads));
	return 0;
}

/* Linked before util.c's oot_double: "ld -r" must sort the two. */
int oot_triple(int x)
{
	return 3 * x;
}
EXPORT_SYMBOL(oot_triple);

static void __exit oot_exit(void)
{
}

module_init(oot_init);
module_exit(oot_exit);
MODULE_LICENSE("GPL");
"""

OOT_UTIL = r"""
#include <linux/module.h>
#include <linux/kernel.h>

static const int factor[] = { 2, 3 };	/* .rodata */

int oot_double(int x)
{
	printk(KERN_INFO "oot: same words in both files\n");
	return x * factor[0];
}
EXPORT_SYMBOL(oot_double);
"""


def write_tree(files):
    d = tempfile.mkdtemp(prefix="modbuild-")
    for name, text in files.items():
        with open(os.path.join(d, name), "w") as f:
            f.write(text.lstrip("\n"))
    return d


def oot_tree(opt):
    kbuild = ("obj-m := oot.o\noot-objs := main.o util.o\n"
              "ccflags-y := -ffunction-sections -fdata-sections %s\n" % opt)
    return write_tree({"Kbuild": kbuild, "main.c": OOT_MAIN,
                       "util.c": OOT_UTIL})


def producer_opt(path):
    """The last -O gcc recorded in DW_AT_producer of each unit."""
    out = run(["readelf", "--debug-dump=info", path]).stdout
    return {re.findall(r" (-O\w*)", p)[-1] for p in
            re.findall(r"DW_AT_producer\s*:.*?: (GNU C.*)$", out, re.M)}


def check_oot(cc, opt):
    if not shutil.which(cc):
        raise Skip("%s not installed" % cc)
    d = oot_tree(opt)
    try:
        make("M=" + d, "CC=" + cc)
        path = os.path.join(d, "oot.ko")
        names = section_names(path)
        assert names.count(".modinfo") == 1, names
        funcs = [n for n in names if n.startswith(".text.")]
        assert len(funcs) >= 1 and ".init.text" in names, names
        assert modinfo_values(path, "vermagic") == [vermagic()]
        assert modinfo_values(path, "depends") == [""]
        comment = " ".join(strings_in(path, ".comment"))
        assert (cc == "clang") == ("clang" in comment), comment
        # gcc -O0 leaves literals in .rodata; otherwise both files' copies
        # go to SHF_MERGE|SHF_STRINGS sections, which "ld -r" joins by name
        # (gcc's duplicates it even merges; clang's it keeps).
        merge = [n for n, t, fl in sections(path) if "M" in fl and "S" in fl
                 and n.startswith(".rodata.str")]
        if cc == "clang" or opt != "-O0":
            assert len(merge) == len(set(merge)) >= 1, names
            assert any("same words" in s for n in merge
                       for s in strings_in(path, n)), merge
        if cc == "gcc":
            assert producer_opt(path) >= {opt}, producer_opt(path)
        order = [n for _, n, _ in ksymtab(path)]
        assert order == ["oot_double", "oot_triple"], order
        symvers = open(os.path.join(d, "Module.symvers")).read()
        assert symvers == ("oot_double\toot\tEXPORT_SYMBOL\n"
                           "oot_triple\toot\tEXPORT_SYMBOL\n"), symvers
    finally:
        shutil.rmtree(d)


def oot_tests():
    return [("make M=DIR CC=%s, ccflags-y %s" % (cc, opt),
             (lambda cc=cc, opt=opt: check_oot(cc, opt)))
            for cc in ("gcc", "clang") for opt in ("-O0", "-O2")]


def test_oot_shared_object_names():
    """An object in two modules' -objs: KBUILD_MODNAME twin_a_twin_b."""
    name_str = 'KBUILD_MODNAME "/" KBUILD_BASENAME'
    module = ("#include <linux/module.h>\n#include <linux/kernel.h>\n"
              "#include <linux/init.h>\n"
              "const char *twin_common(void);\n"
              "static int __init twin_init(void)\n{\n"
              "\tprintk(KERN_INFO \"%s %s\\n\", " + name_str + ",\n"
              "\t       twin_common());\n\treturn 0;\n}\n"
              "module_init(twin_init);\nMODULE_LICENSE(\"GPL\");\n")
    d = write_tree({
        "Kbuild": "obj-m := twin-a.o twin-b.o\n"
                  "twin-a-objs := a.o common-part.o\n"
                  "twin-b-objs := b.o common-part.o\n",
        "a.c": module, "b.c": module,
        "common-part.c": "#include <linux/module.h>\n"
                         "const char *twin_common(void);\n"
                         "const char *twin_common(void)\n{\n"
                         "\treturn " + name_str + ";\n}\n"})
    try:
        make("M=" + d)
        for mod, own in (("twin-a", "twin_a/a"), ("twin-b", "twin_b/b")):
            path = os.path.join(d, mod + ".ko")
            text = run(["strings", "-a", path]).stdout.split("\n")
            for want in (own, "twin_a_twin_b/common_part"):
                assert want in text, "%s: no \"%s\"" % (mod, want)
            data = section_bytes(path, ".gnu.linkonce.this_module")
            assert b"\0" + mod.replace("-", "_").encode() + b"\0" in data
    finally:
        shutil.rmtree(d)


def test_oot_builds_no_kernel():
    """make M=DIR plans no kernel work (make -n)."""
    d = oot_tree("-O2")
    try:
        out = make("-n", "M=" + d).stdout
        assert "linker.ld" not in out and "kallsyms" not in out, out
        assert os.path.join(d, "main.c") in out, out
    finally:
        shutil.rmtree(d)


def test_modpost_warns_undefined():
    d = write_tree({
        "Kbuild": "obj-m := needy.o\n",
        "needy.c": "#include <linux/module.h>\n#include <linux/init.h>\n"
                   "void nobody_exports_this(void);\n"
                   "void maybe_there(void) __attribute__((weak));\n"
                   "static int __init needy_init(void)\n{\n"
                   "\tif (maybe_there)\n\t\tmaybe_there();\n"
                   "\tnobody_exports_this();\n\treturn 0;\n}\n"
                   "module_init(needy_init);\n"})
    try:
        err = make("M=" + d).stderr
        assert 'WARNING: "nobody_exports_this" [needy.ko] undefined!' in err, \
            err
        assert "maybe_there" not in err, "weak symbol reported: " + err
        assert "missing MODULE_LICENSE()" in err, err
        assert os.path.exists(os.path.join(d, "needy.ko"))
    finally:
        shutil.rmtree(d)


def test_modpost_refuses_common():
    d = write_tree({
        "Kbuild": "obj-m := shared.o\nccflags-y := -fcommon\n",
        "shared.c": "#include <linux/module.h>\n"
                    "int tentative;\nMODULE_LICENSE(\"GPL\");\n"})
    try:
        p = make("M=" + d, check=False)
        assert p.returncode != 0, "built a module with a COMMON symbol"
        assert '"tentative" [shared.ko] is a COMMON symbol' in p.stderr, \
            p.stderr
        assert not os.path.exists(os.path.join(d, "shared.ko"))
    finally:
        shutil.rmtree(d)


WARN_MODULE = """
#include <linux/module.h>
#include <linux/init.h>

static int __init warn_init(void)
{
	int unused_here;
	int set_only;

	set_only = 3;
	return 0;
}
module_init(warn_init);
MODULE_LICENSE("GPL");
"""


def test_oot_warnings_stay_warnings():
    """A student's unused variable warns; W=e makes warnings errors."""
    d = write_tree({"Kbuild": "obj-m := warn.o\n", "warn.c": WARN_MODULE})
    try:
        err = make("M=" + d).stderr
        assert re.search(r"unused variable .unused_here.", err), err
        assert "set_only" not in err, "unused-but-set warned: " + err
        assert os.path.exists(os.path.join(d, "warn.ko"))
        p = make("M=" + d, "W=e", check=False)
        assert p.returncode != 0, "W=e built despite a warning"
        assert "unused_here" in p.stderr, p.stderr
        err = make("M=" + d, "W=1").stderr
        assert "set_only" in err, "W=1 did not warn more: " + err
    finally:
        shutil.rmtree(d)
    # ... but a call to an undeclared function is an error, as in Linux
    # 6.1 (-Werror=implicit-function-declaration)
    d = write_tree({"Kbuild": "obj-m := implicit.o\n", "implicit.c":
                    "#include <linux/module.h>\nint f(void)\n"
                    "{\n\treturn undeclared_helper();\n}\n"
                    "MODULE_LICENSE(\"GPL\");\n"})
    try:
        p = make("M=" + d, check=False)
        assert p.returncode != 0 and "undeclared_helper" in p.stderr, \
            p.stderr
        assert not os.path.exists(os.path.join(d, "implicit.ko"))
    finally:
        shutil.rmtree(d)


def test_oot_command_change_rebuilds():
    """A new CC or ccflags-y rebuilds the objects (their .cmd record);
    the same command twice rebuilds nothing."""
    if not shutil.which("clang"):
        raise Skip("clang not installed")
    d = write_tree({"Kbuild": "obj-m := warn.o\n", "warn.c": WARN_MODULE})
    try:
        make("M=" + d)
        out = make("M=" + d).stdout
        assert "warn.c" not in out, "rebuilt with the same command: " + out
        make("M=" + d, "CC=clang")
        comment = " ".join(strings_in(os.path.join(d, "warn.ko"),
                                      ".comment"))
        assert "clang" in comment, comment
        with open(os.path.join(d, "Kbuild"), "a") as f:
            f.write("ccflags-y := -DWARN_FLAVOUR=2\n")
        out = make("M=" + d, "CC=clang").stdout
        assert "warn.c" in out, "ccflags-y change rebuilt nothing: " + out
    finally:
        shutil.rmtree(d)


def test_oot_headers_are_ours():
    """A header the tree lacks is not taken from the host (-nostdinc)."""
    d = write_tree({"Kbuild": "obj-m := hdr.o\n",
                    "hdr.c": "#include <linux/limits.h>\n"
                             "#include <sys/types.h>\n"})
    try:
        p = make("M=" + d, check=False)
        assert p.returncode != 0, "a host header was found"
        assert "sys/types.h: No such file or directory" in p.stderr, p.stderr
    finally:
        shutil.rmtree(d)


def test_oot_clean_and_bad_folder():
    """M=DIR clean removes DIR's products, not build/; a folder without a
    Kbuild is named in the error."""
    d = write_tree({"Kbuild": "obj-m := warn.o\n", "warn.c": WARN_MODULE})
    try:
        make("M=" + d)
        make("M=" + d, "clean")
        assert sorted(os.listdir(d)) == ["Kbuild", "warn.c"], os.listdir(d)
        assert os.path.exists(os.path.join(BUILD, "vmlinux"))
        os.remove(os.path.join(d, "Kbuild"))
        p = make("M=" + d, check=False)
        assert p.returncode != 0 and \
            "no Kbuild or Makefile in " + d in p.stderr, p.stderr
    finally:
        shutil.rmtree(d)


# LDD3's Makefile: Kbuild reads the first branch (KERNELRELEASE set), the
# student's own `make` in the folder the second.
TWO_PASS_MAKEFILE = """
ifneq ($(KERNELRELEASE),)
obj-m := twopass.o
twopass-y := main.o util.o
EXTRA_CFLAGS := -DTWOPASS_FLAG=$(KERNELRELEASE)
else
KERNELDIR ?= /lib/modules/$(shell uname -r)/build
default:
\t$(MAKE) -C $(KERNELDIR) M=$(CURDIR) modules
endif
"""

TWO_PASS_MAIN = """
#include <linux/module.h>
#include <linux/init.h>
#ifndef TWOPASS_FLAG
#error EXTRA_CFLAGS did not reach the compiler
#endif
int twopass_helper(int ret);
static int __init twopass_init(void)
{
	return twopass_helper(0);
}
module_init(twopass_init);
MODULE_LICENSE("GPL");
"""

# LKMPG's Makefile: obj-m lines and rules of its own, which are the
# student's and must not run inside the kernel's make.
ONE_PASS_MAKEFILE = """
obj-m += one-a.o
obj-m += one-b.o
PWD := $(CURDIR)
all:
\ttouch $(PWD)/student-all-ran
clean:
\ttouch $(PWD)/student-clean-ran
"""

ONE_PASS_MODULE = """
#include <linux/module.h>
MODULE_LICENSE("GPL");
"""


def test_oot_makefile_read_as_kbuild():
    """A folder with a Makefile and no Kbuild, as LKMPG and LDD3 give
    them: read as Linux reads it (KERNELRELEASE set), its rules not run;
    foo-y, EXTRA_CFLAGS; the student's own make with KERNELDIR."""
    d = write_tree({"Makefile": TWO_PASS_MAKEFILE, "main.c": TWO_PASS_MAIN,
                    "util.c": "int twopass_helper(int ret) { return ret; }\n"})
    e = write_tree({"Makefile": ONE_PASS_MAKEFILE,
                    "one-a.c": ONE_PASS_MODULE, "one-b.c": ONE_PASS_MODULE})
    try:
        make("M=" + d)
        assert "twopass_helper" in nm_defined(os.path.join(d, "twopass.ko"))
        make("M=" + d, "clean")
        assert sorted(os.listdir(d)) == ["Makefile", "main.c", "util.c"], \
            os.listdir(d)
        run(MAKE + ["-s", "KERNELDIR=" + TOP, "BUILD=" + BUILD], cwd=d)
        assert os.path.exists(os.path.join(d, "twopass.ko")), os.listdir(d)
        make("M=" + e, "modules")
        for name in ("one-a", "one-b"):
            path = os.path.join(e, name + ".ko")
            names = strings_in(path, ".gnu.linkonce.this_module")
            assert name.replace("-", "_") in names, names
        make("M=" + e, "clean")
        assert sorted(os.listdir(e)) == ["Makefile", "one-a.c", "one-b.c"], \
            os.listdir(e)
        with open(os.path.join(e, "Makefile"), "a") as f:
            f.write("$(error the student's mistake)\n")
        p = make("M=" + e, check=False)
        assert p.returncode != 0 and "could not read " + e + "/Makefile" \
            in p.stderr and "the student's mistake" in p.stderr, p.stderr
    finally:
        shutil.rmtree(d)
        shutil.rmtree(e)


# LDD3's Makefiles find the book's shared headers through the folder make
# was typed in: LDDINC=$(PWD)/../include.  $(src) names the module's folder.
LDDINC_MAKEFILE = """
LDDINC = $(PWD)/../include
EXTRA_CFLAGS += -I$(LDDINC) -I$(src)/local
ifneq ($(KERNELRELEASE),)
obj-m := lddinc.o
else
KERNELDIR ?= /lib/modules/$(shell uname -r)/build
PWD := $(shell pwd)
modules:
\t$(MAKE) -C $(KERNELDIR) M=$(PWD) modules
endif
"""

LDDINC_MAIN = """
#include <linux/module.h>
#include "ldd_shared.inc"
#include "ldd_local.inc"
static int __init lddinc_init(void)
{
	return LDD_SHARED + LDD_LOCAL;
}
module_init(lddinc_init);
MODULE_LICENSE("GPL");
"""


def test_oot_makefile_sees_callers_pwd():
    """make typed in the module's folder, as LDD3 says (its Makefile
    calls the kernel's make back), and make -C TREE M=$PWD typed there:
    the Makefile, read by the tree's make, sees the caller's PWD, so
    LDDINC=$(PWD)/../include finds ../include; $(src) is the folder."""
    top = tempfile.mkdtemp(prefix="modbuild-")
    d = os.path.join(top, "lddinc")
    for sub in ("include", "lddinc", os.path.join("lddinc", "local")):
        os.makedirs(os.path.join(top, sub), exist_ok=True)
    files = {"include/ldd_shared.inc": "#define LDD_SHARED 0\n",
             "lddinc/local/ldd_local.inc": "#define LDD_LOCAL 0\n",
             "lddinc/Makefile": LDDINC_MAKEFILE,
             "lddinc/main.c": LDDINC_MAIN.replace("main", "lddinc")}
    files["lddinc/lddinc.c"] = files.pop("lddinc/main.c")
    for name, text in files.items():
        with open(os.path.join(top, name), "w") as f:
            f.write(text.lstrip("\n"))
    try:
        run(MAKE + ["-s", "KERNELDIR=" + TOP, "BUILD=" + BUILD], cwd=d)
        assert os.path.exists(os.path.join(d, "lddinc.ko")), os.listdir(d)
        make("M=" + d, "clean")
        # a shell's PWD is where it is: make -C keeps it for the tree
        env = {k: v for k, v in os.environ.items()
               if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
        env["PWD"] = d
        p = subprocess.run(MAKE + ["-s", "-C", TOP, "M=" + d,
                                   "BUILD=" + BUILD], cwd=d, env=env,
                           capture_output=True, text=True)
        assert p.returncode == 0, p.stdout + p.stderr
        assert os.path.exists(os.path.join(d, "lddinc.ko")), os.listdir(d)
    finally:
        shutil.rmtree(top)


# Linux 6.1's per-folder and per-object flags (scripts/Makefile.lib's
# c_flags and a_flags); each source fails with #error if a flag it must
# (not) see is wrong.  ccflags-remove-y takes -Wall off the kernel's
# flags (a.c's unused variable then warns of nothing); CFLAGS_a.o's -I
# is how LDD3-for-5.x's sculld finds ../lddbus.h.
FLAGS_KBUILD = """
obj-m := flags.o
flags-objs := a.o b.o c.o
subdir-ccflags-y := -DSUBDIR=1
ccflags-y := -DFOLDER=1 -DGONE=1
ccflags-remove-y := -DGONE=1 -Wall
CFLAGS_a.o := -DONLY_A=1 -DDROPPED=1 -I$(M)/inc
CFLAGS_REMOVE_a.o := -DDROPPED=1
CFLAGS_REMOVE_b.o := -DFOLDER=1
subdir-asflags-y := -DASM_SUBDIR=1
asflags-y := -DASM_FOLDER=1 -DASM_GONE=1
asflags-remove-y := -D__ASSEMBLY__
AFLAGS_c.o := -DASM_ONLY_C=1
AFLAGS_REMOVE_c.o := -DASM_GONE=1
"""

FLAGS_A = """
#include <linux/module.h>
#include "only_a.inc"
#if !defined(SUBDIR) || !defined(FOLDER) || !defined(ONLY_A) || \\
	defined(GONE) || defined(DROPPED) || !defined(ONLY_A_H)
#error wrong flags for the first C file
#endif
static int __init flags_init(void)
{
	int unused_here;

	return 0;
}
module_init(flags_init);
MODULE_LICENSE("GPL");
"""

FLAGS_B = """
#if !defined(SUBDIR) || defined(FOLDER) || defined(ONLY_A)
#error wrong flags for the second C file
#endif
int flags_b;
"""

FLAGS_C = """
#if !defined(ASM_SUBDIR) || !defined(ASM_FOLDER) || \\
	!defined(ASM_ONLY_C) || defined(ASM_GONE) || defined(__ASSEMBLY__) || \\
	defined(FOLDER) || defined(SUBDIR)
#error wrong flags for the assembly file
#endif
	.text
"""


def test_oot_per_object_flags():
    """subdir-ccflags-y, ccflags-remove-y, CFLAGS_a.o, CFLAGS_REMOVE_a.o
    and the asflags counterparts, from a Kbuild and from a two-pass
    Makefile; KBUILD_EXTRA_SYMBOLS names another module's exports."""
    makefile = "ifneq ($(KERNELRELEASE),)\n%selse\nall:\nendif\n" % \
        FLAGS_KBUILD.lstrip("\n")
    for kind, text in (("Kbuild", FLAGS_KBUILD), ("Makefile", makefile)):
        d = write_tree({kind: text, "a.c": FLAGS_A, "b.c": FLAGS_B,
                        "c.S": FLAGS_C})
        try:
            os.mkdir(os.path.join(d, "inc"))
            with open(os.path.join(d, "inc", "only_a.inc"), "w") as f:
                f.write("#define ONLY_A_H 1\n")
            p = make("M=" + d, check=False)
            assert p.returncode == 0, kind + ":\n" + p.stdout + p.stderr
            assert "unused_here" not in p.stderr, p.stderr
            assert "flags_init" in nm_defined(os.path.join(d, "flags.ko"))
        finally:
            shutil.rmtree(d)
    # sculld's way: the module it uses is built first, its exports named
    e = write_tree({"Kbuild": "obj-m := oot.o\noot-objs := main.o util.o\n",
                    "main.c": OOT_MAIN, "util.c": OOT_UTIL})
    d = write_tree({"Kbuild": "obj-m := user.o\n", "user.c":
                    "#include <linux/module.h>\nint oot_triple(int x);\n"
                    "int user(void)\n{\n\treturn oot_triple(1);\n}\n"
                    "MODULE_LICENSE(\"GPL\");\n"})
    try:
        make("M=" + e)
        p = make("M=" + d, "KBUILD_EXTRA_SYMBOLS=%s/Module.symvers" % e)
        assert "undefined" not in p.stderr, p.stderr
        assert modinfo_values(os.path.join(d, "user.ko"), "depends") == \
            ["oot"]
    finally:
        shutil.rmtree(d)
        shutil.rmtree(e)


def test_doc_module_builds():
    """The module docs/modules.md gives a student builds as written."""
    with open(os.path.join(TOP, "docs", "modules.md")) as f:
        doc = f.read()
    src = re.search(r"^```c\n(/\* greet\.c \*/.*?)^```", doc, re.S | re.M)
    assert src, "docs/modules.md has no greet.c block"
    d = write_tree({"Kbuild": "obj-m := greet.o\n", "greet.c": src.group(1)})
    try:
        p = make("M=" + d)
        assert "warning" not in p.stderr, p.stderr
        path = os.path.join(d, "greet.ko")
        assert modinfo_values(path, "parm") == ["times:how many greetings"], \
            modinfo(path)
        assert modinfo_values(path, "parmtype") == ["times:int"], \
            modinfo(path)
        assert "greet_init" in nm_defined(path), nm_defined(path)
    finally:
        shutil.rmtree(d)


def main():
    tests = [("make modules", test_make_modules)]
    tests += per_module_tests()
    tests += [("depends: consumer and gpl_thief -> provider", test_depends),
              ("provider: one __ksymtab, sorted, GPL flags",
               test_provider_ksymtab_sorted),
              ("Module.symvers: kernel and module exports",
               test_module_symvers),
              ("multipart: KBUILD_MODNAME and KBUILD_BASENAME",
               test_multipart_names),
              ("hello: init/exit sections, unprefixed parameters",
               test_hello_sections_and_params),
              ("demo-builtin: built in, prefixed parameter",
               test_builtin_demo)]
    tests += oot_tests()
    tests += [("M=DIR: object in two modules", test_oot_shared_object_names),
              ("M=DIR: the kernel is not rebuilt", test_oot_builds_no_kernel),
              ("M=DIR: warnings stay warnings, W=1, W=e",
               test_oot_warnings_stay_warnings),
              ("M=DIR: a new CC or ccflags-y rebuilds",
               test_oot_command_change_rebuilds),
              ("M=DIR: no host headers", test_oot_headers_are_ours),
              ("M=DIR clean, and a folder without Kbuild",
               test_oot_clean_and_bad_folder),
              ("M=DIR: a Makefile read as Kbuild, its rules not run",
               test_oot_makefile_read_as_kbuild),
              ("M=DIR: its Makefile sees the caller's PWD and $(src)",
               test_oot_makefile_sees_callers_pwd),
              ("M=DIR: per-object and per-folder flags, "
               "KBUILD_EXTRA_SYMBOLS", test_oot_per_object_flags),
              ("docs/modules.md: the student's module builds",
               test_doc_module_builds),
              ("modpost: undefined symbol warning",
               test_modpost_warns_undefined),
              ("modpost: COMMON symbol is an error",
               test_modpost_refuses_common)]
    print("KTAP version 1")
    print("1..%d" % len(tests))
    failed = 0
    for i, (name, fn) in enumerate(tests, 1):
        try:
            fn()
            print("ok %d %s" % (i, name))
        except Skip as e:
            print("ok %d %s # SKIP %s" % (i, name, e))
        except (AssertionError, OSError, subprocess.SubprocessError) as e:
            failed += 1
            why = str(e).strip().splitlines() or ["failed"]
            print("not ok %d %s # %s" % (i, name, why[0]))
            for line in why[1:]:
                print("# " + line)
        sys.stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
