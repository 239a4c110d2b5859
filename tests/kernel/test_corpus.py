"""tests/kernel/test_corpus.py - insmod of real Linux modules from
Debian's i386 kernel package (scripts/fetch-corpus.sh, docs/corpus.md):
each is refused cleanly, for the reason the loader reaches first, and
the kernel's memory is as it was.

Three refusals, each for a sample of modules without parameters or
exports:
  * as shipped: their .gnu.linkonce.this_module is Linux 6.1's struct
    module, not ours (sizes read by readelf from the .ko and from our
    own hello.ko);
  * with that section cut to our struct module's size (objcopy): the
    version magic, read from each .modinfo, is not ours;
  * the same, forced with insmod -f: the first undefined symbol, in
    symbol table order (readelf), that our kernel does not export (nm:
    __ksymtab_NAME) is unknown.
Modules with parameters have Linux 6.1's struct kernel_param (20 bytes
on i386) in __param: cut as above, those whose __param is no whole
number of ours (its size over the count of hello.ko's parm= tags)
are refused for their __param, forced or not.
Skipped, saying why, when the package could not be fetched.
"""
import os
import re
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "host"))
import corpus  # noqa: E402

SAMPLE = 20
PARAM_SAMPLE = 5
MAX_BYTES = 64 * 1024   # small modules: the initramfs stays small
THIS_MODULE = ".gnu.linkonce.this_module"


def tool(*cmd):
    return subprocess.run(cmd, capture_output=True, text=True,
                          check=True).stdout


def section_size(ko, name):
    m = re.search(r"\] %s\s+\w+\s+[0-9a-f]+ [0-9a-f]+ ([0-9a-f]+)"
                  % re.escape(name), tool("readelf", "-SW", ko))
    return int(m.group(1), 16)


def section_bytes(ko, name, scratch):
    out = os.path.join(scratch, "section.bin")
    tool("objcopy", "--dump-section", "%s=%s" % (name, out), ko, os.devnull)
    with open(out, "rb") as f:
        return f.read()


def modinfo_all(ko, tag, scratch):
    return [entry.split(b"=", 1)[1].decode() for entry in
            section_bytes(ko, ".modinfo", scratch).split(b"\0")
            if entry.startswith(tag.encode() + b"=")]


def modinfo(ko, tag, scratch):
    values = modinfo_all(ko, tag, scratch)
    return values[0] if values else None


def kernel_param_size(hello, scratch):
    """sizeof(struct kernel_param) in our kernel, from hello.ko."""
    return section_size(hello, "__param") // \
        len(modinfo_all(hello, "parm", scratch))


def section_names(ko):
    return set(re.findall(r"^\s*\[\s*\d+\] (\S+)", tool("readelf", "-SW", ko),
                          re.M))


def sample(k):
    """Small GPL modules spread over the corpus, with distinct names and
    no exports: SAMPLE without parameters, PARAM_SAMPLE with a __param
    that cannot be a table of our struct kernel_param."""
    where = os.path.join(k.build, "corpus")
    try:
        _, kos = corpus.modules(where)
    except corpus.Unavailable as e:
        raise unittest.SkipTest(str(e))
    paths = [os.path.join(where, "root", ko) for ko in kos]
    small = [p for p in paths if os.path.getsize(p) <= MAX_BYTES]
    plain, params, names = [], [], set()
    with tempfile.TemporaryDirectory() as scratch:
        param_size = kernel_param_size(k.module("hello"), scratch)
        for path in small[::len(small) // (4 * SAMPLE)]:
            secs = section_names(path)
            if os.path.basename(path) in names or \
                    "__ksymtab_strings" in secs or \
                    modinfo(path, "license", scratch) != "GPL":
                continue
            names.add(os.path.basename(path))
            if "__param" not in secs:
                plain.append(path)
            elif section_size(path, "__param") % param_size:
                params.append(path)
    assert len(plain) >= SAMPLE and len(params) >= PARAM_SAMPLE, names
    return plain[:SAMPLE], params[:PARAM_SAMPLE]


def trimmed(ko, size, out, scratch):
    """ko with this_module cut to size bytes and its relocations gone
    (they patch fields past size): our loader's checks then pass."""
    part = os.path.join(scratch, "this_module.bin")
    with open(part, "wb") as f:
        f.write(section_bytes(ko, THIS_MODULE, scratch)[:size])
    tool("objcopy", "-R", ".rel" + THIS_MODULE, "--update-section",
         "%s=%s" % (THIS_MODULE, part), ko, out)


def exported(vmlinux):
    return {name[len("__ksymtab_"):] for _, _, name in
            (l.split() for l in tool("nm", vmlinux).splitlines()
             if len(l.split()) == 3)
            if name.startswith("__ksymtab_")}


def first_unknown(ko, exports):
    """The first undefined, not weak symbol we do not export."""
    for line in tool("readelf", "-sW", ko).splitlines():
        w = line.split()
        if len(w) == 8 and w[6] == "UND" and w[4] == "GLOBAL" and \
                w[7] not in exports:
            return w[7]
    return None


def chunk_of(out, command):
    """What the shell printed for one command of a script."""
    i = out.index("+ %s\n" % command)
    j = out.find("\n+ ", i + 1)
    return out[i:j if j > 0 else len(out)]


def expectations(path, root, scratch, k):
    """[(command, what it must print)] for one module, copied under
    root as /real/NAME and, cut to our struct module, /trim/NAME."""
    name = os.path.basename(path)
    real, trim = "/real/" + name, "/trim/" + name
    hello = k.module("hello")
    ours = section_size(hello, THIS_MODULE)
    tool("cp", path, root + real)
    trimmed(path, ours, root + trim, scratch)
    modname = modinfo(path, "name", scratch)
    cases = [("insmod " + real, ": %s is %d bytes, struct module is %d\n"
              % (THIS_MODULE, section_size(path, THIS_MODULE), ours))]
    if "__param" in section_names(path):
        return cases + [(cmd + trim, "%s: section __param " % modname)
                        for cmd in ("insmod ", "insmod -f ")]
    return cases + [
        ("insmod " + trim, "%s: version magic '%s' should be '%s'"
         % (modname, modinfo(path, "vermagic", scratch),
            modinfo(hello, "vermagic", scratch))),
        ("insmod -f " + trim, "%s: Unknown symbol %s\n"
         % (modname, first_unknown(root + trim, exported(k.vmlinux)))),
    ]


def test_real_modules_refused_for_the_right_reason(k):
    plain, params = sample(k)
    with tempfile.TemporaryDirectory() as d:
        scratch = os.path.join(d, "scratch")
        root = os.path.join(d, "root")
        for sub in ("scratch", "root/real", "root/trim"):
            os.makedirs(os.path.join(d, sub))
        cases = [case for path in plain + params
                 for case in expectations(path, root, scratch, k)]
        with open(os.path.join(root, "load.sh"), "w") as f:
            f.write("".join(cmd + "\n" for cmd, _ in cases))
        cpio = os.path.join(d, "corpus.cpio")
        tool(sys.executable, os.path.join(TOP, "scripts", "mkcpio.py"), cpio,
             root)
        vm = k.boot(initrd=[cpio])
        before = vm.run("cat /proc/meminfo")
        out = vm.run("sh /load.sh", timeout=300)
        for cmd, expect in cases:
            assert expect in chunk_of(out, cmd), (cmd, expect,
                                                  chunk_of(out, cmd))
        assert vm.run("cat /proc/modules") == ""
        assert vm.run("cat /proc/meminfo") == before
