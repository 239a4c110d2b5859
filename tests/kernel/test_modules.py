"""Issue 4: the in-kernel module loader, driven over the serial line,
with GNU nm/readelf/ld as the oracles for addresses and bytes."""

import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
import oracle  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))


def boot_with(k, *names, **kw):
    return k.boot(initrd=[k.module(n) for n in names], **kw)


def meminfo(vm):
    return vm.run("cat /proc/meminfo")


def test_hello_params_and_sysfs(k):
    vm = boot_with(k, "hello")
    out = vm.run('insmod hello.ko times=3 whom="lecture hall" shout')
    assert "times=3" in out and out.count("lecture hall!") == 3, out
    assert re.search(r"^hello \d+ 0 - Live 0xd0[0-9a-f]{6}$",
                     vm.run("cat /proc/modules"), re.M)
    assert vm.run("cat /sys/module/hello/parameters/times") == "3\n"
    assert vm.run("cat /sys/module/hello/parameters/whom") == \
        "lecture hall\n"
    assert "hello" in vm.run("lsmod")
    vm.run("rmmod hello")
    assert vm.run("cat /proc/modules") == ""


def test_bad_parameter_refused(k):
    vm = boot_with(k, "hello")
    before = meminfo(vm)
    out = vm.run("insmod hello.ko times=abc")
    assert "hello: bad value 'abc' for parameter 'times'" in out, out
    out = vm.run("insmod hello.ko mood=40000")
    assert "out of range for parameter 'mood'" in out, out
    out = vm.run("insmod hello.ko nosuch=1")
    assert "Unknown parameter `nosuch'" in out, out
    assert vm.run("cat /proc/modules") == ""
    assert meminfo(vm) == before


def loaded_symbol_addresses(vm, k, name):
    """{symbol: (run address, section)} of module name as loaded in vm:
    the section address from /sys/module/NAME/sections + the symbol's
    value in the .ko's own symbol table (readelf)."""
    ko = k.module(name)
    secs = {}
    for sec in vm.run("ls /sys/module/%s/sections" % name).split():
        secs[sec] = int(vm.run("cat /sys/module/%s/sections/%s"
                               % (name, sec)), 16)
    table = subprocess.run(["readelf", "-sW", ko], capture_output=True,
                           text=True, check=True).stdout
    heads = subprocess.run(["readelf", "-SW", ko], capture_output=True,
                           text=True, check=True).stdout
    index = {int(m.group(1)): m.group(2) for m in
             re.finditer(r"^\s*\[\s*(\d+)\]\s+(\S+)", heads, re.M)}
    addrs = {}
    for m in re.finditer(r"^\s*\d+: ([0-9a-f]{8})\s+\d+ \w+\s+\w+\s+\w+\s+"
                         r"(\d+) (\S+)$", table, re.M):
        sec = index[int(m.group(2))]
        if sec in secs:
            addrs.setdefault(m.group(3),
                             (secs[sec] + int(m.group(1), 16), sec))
    return addrs


def test_module_symbols_match_sections_and_ko(k):
    """/proc/kallsyms [hello] addresses = section address from /sys +
    the symbol's value in the .ko's own symbol table (readelf)."""
    vm = boot_with(k, "hello")
    vm.run("insmod hello.ko")
    lines = [l for l in vm.run("cat /proc/kallsyms").splitlines()
             if l.endswith("\t[hello]")]
    assert lines
    addrs = loaded_symbol_addresses(vm, k, "hello")
    for line in lines:
        addr, _, name = line.split("\t")[0].split()
        assert int(addr, 16) == addrs[name][0], (line, addrs.get(name))


def test_proc_ksyms_lists_every_export(k):
    """/proc/ksyms as Linux 2.5.38 had it: the kernel's __ksymtab, in
    table order, as nm and readelf see it in build/vmlinux ("ADDR NAME"),
    then a loaded module's exports ("ADDR NAME\t[MODULE]") at the
    addresses its sections were loaded at."""
    vm = boot_with(k, "provider")
    vm.run("insmod provider.ko")
    lines = vm.run("cat /proc/ksyms").splitlines()
    syms = oracle.nm(k.vmlinux)
    start, stop = syms["__start___ksymtab"][0], syms["__stop___ksymtab"][0]
    entries = sorted((a, n[len("__ksymtab_"):])
                     for a, _, n in oracle.nm_lines(k.vmlinux)
                     if n.startswith("__ksymtab_") and start <= a < stop)
    heads = subprocess.run(["readelf", "-SW", k.vmlinux],
                           capture_output=True, text=True,
                           check=True).stdout
    size = int(re.search(r"\] __ksymtab\s+\S+\s+\S+\s+\S+\s+([0-9a-f]+)",
                         heads).group(1), 16)
    # struct kernel_symbol: value, name, gpl_only - three i386 words
    assert len(entries) == size // 12 > 10, (len(entries), size)
    expect = ["%08x %s" % (syms[n][0], n) for _, n in entries]
    assert lines[:len(expect)] == expect
    mod_lines = lines[len(expect):]
    addrs = loaded_symbol_addresses(vm, k, "provider")
    exports = sorted(n[len("__ksymtab_"):] for n, (_, sec) in addrs.items()
                     if sec == "__ksymtab" and n.startswith("__ksymtab_"))
    assert exports == ["provider_add", "provider_secret"], exports
    assert mod_lines == ["%08x %s\t[provider]" % (addrs[n][0], n)
                         for n in exports], mod_lines


def test_oops_inside_module_is_decoded(k):
    vm = boot_with(k, "crasher")
    vm.run("insmod crasher.ko")
    out = vm.run("echo bug > /proc/crasher")
    assert "Modules linked in: crasher" in out, out
    trace = oracle.parse_oops(out[out.index("------------[ cut"):])
    mods = [(n, m) for _, n, m, _ in trace["trace"]]
    assert ("trigger_oops", "kernel") in mods, mods
    assert any(m == "crasher" for _, m in mods), mods
    # kernel -> module -> kernel: the trace crosses the module boundary
    kinds = [m == "crasher" for _, m in mods]
    assert True in kinds and kinds.index(True) > 0
    assert vm.run("echo alive") == "alive\n"


def test_oops_in_module_init(k):
    vm = boot_with(k, "oops_init")
    out = vm.run("insmod oops_init.ko")
    at = re.search(r"^EIP is at (\S+) \[oops_init\] 0x[0-9a-f]+$", out,
                   re.M)
    assert at, out
    assert "Modules linked in: oops_init" in out
    assert vm.run("echo alive") == "alive\n"


def test_provider_consumer_dependency(k):
    vm = boot_with(k, "provider", "consumer")
    assert "Unknown symbol provider_add" in vm.run("insmod consumer.ko")
    vm.run("insmod provider.ko")
    vm.run("insmod consumer.ko")
    assert re.search(r"^provider \d+ 1 consumer, Live",
                     vm.run("cat /proc/modules"), re.M)
    out = vm.run("rmmod provider")
    # delete_module(2): EWOULDBLOCK (EAGAIN) while another module uses
    # it; the kernel says why, and rmmod adds no second line
    assert out.strip() == "rmmod: provider is in use by consumer", out
    vm.run("rmmod consumer")
    vm.run("rmmod provider")
    assert vm.run("cat /proc/modules") == ""


def test_gpl_only_symbol_and_taint(k):
    vm = boot_with(k, "provider", "gpl_thief", "proprietary")
    vm.run("insmod provider.ko")
    out = vm.run("insmod gpl_thief.ko")
    assert "GPL-only symbol provider_secret" in out, out
    assert "gpl_thief" not in vm.run("cat /proc/modules")
    vm.run("insmod proprietary.ko")
    out = vm.run("oops null")
    assert re.search(r"EIP:    0060:\[<[0-9a-f]{8}>\]    Tainted: P  ", out)


def test_noexit_needs_force_and_taints(k):
    vm = boot_with(k, "noexit")
    vm.run("insmod noexit.ko")
    # Linux lists a module that cannot be unloaded as its own user
    assert re.search(r"^noexit \d+ 0 \[permanent\], Live 0x[0-9a-f]{8}$",
                     vm.run("cat /proc/modules"), re.M)
    assert re.search(r"^noexit +\d+ +0 \[permanent\]$", vm.run("lsmod"),
                     re.M)
    assert "has no exit function" in vm.run("rmmod noexit")
    vm.run("rmmod -f noexit")
    assert vm.run("cat /proc/modules") == ""
    assert "Tainted: G R" in vm.run("oops null")


def test_failing_init_unloads_cleanly(k):
    vm = boot_with(k, "failinit")
    before = meminfo(vm)
    out = vm.run("insmod failinit.ko")
    assert "failinit: init failed with error -19" in out, out
    assert vm.run("cat /proc/modules") == ""
    assert meminfo(vm) == before


def test_load_twice_refused_and_vermagic(k):
    vm = boot_with(k, "hello")
    vm.run("insmod hello.ko")
    assert "already loaded" in vm.run("insmod hello.ko")


def wrong_vermagic(k, d):
    """hello.ko with its version magic's first character changed (the
    .modinfo string, found as readelf -p shows it); its new magic."""
    out = subprocess.run(["readelf", "-p", ".modinfo", k.module("hello")],
                         capture_output=True, text=True, check=True).stdout
    magic = re.search(r"vermagic=(.+)$", out, re.M).group(1)
    bad = ("X" if magic[0] != "X" else "Y") + magic[1:]
    with open(k.module("hello"), "rb") as f:
        data = f.read()
    old = b"vermagic=" + magic.encode() + b"\0"
    assert data.count(old) == 1
    path = os.path.join(d, "hello.ko")
    with open(path, "wb") as f:
        f.write(data.replace(old, b"vermagic=" + bad.encode() + b"\0"))
    return path, bad, magic


def test_insmod_f_ignores_vermagic_and_taints_f(k):
    """insmod -f is finit_module(2) with MODULE_INIT_IGNORE_MODVERSIONS |
    MODULE_INIT_IGNORE_VERMAGIC: the wrong magic that plain insmod is
    refused for loads, and the kernel is tainted F."""
    with tempfile.TemporaryDirectory() as d:
        path, bad, magic = wrong_vermagic(k, d)
        vm = k.boot(initrd=[path])
        out = vm.run("insmod hello.ko")
        assert "version magic '%s' should be '%s'" % (bad, magic) in out, out
        assert "Invalid module format" in out, out
        assert "Not tainted" in vm.run("oops null")
        vm = k.boot(initrd=[path])
        out = vm.run("insmod -f hello.ko times=2")
        assert "hello: bad vermagic: kernel tainted." in out, out
        assert re.search(r"^hello \d+ 0 - Live", vm.run("cat /proc/modules"),
                         re.M)
        assert re.search(r"Tainted: GF ", vm.run("oops null"))


def test_builtin_module_param_from_cmdline(k):
    vm = k.boot(append="demo-builtin.count=3")
    assert "demo_builtin: count=3" in vm.log
    assert vm.run("cat /sys/module/demo_builtin/parameters/count") == "3\n"
    vm2 = k.boot(append="demo_builtin.count=7")
    assert "demo_builtin: count=7" in vm2.log


def test_multipart_module(k):
    vm = boot_with(k, "multipart")
    out = vm.run("insmod multipart.ko")
    assert "multipart" in out, out
    assert "multipart" in vm.run("lsmod")


def test_modinfo(k):
    vm = boot_with(k, "hello")
    out = vm.run("modinfo hello.ko")
    assert re.search(r"^license:\s+GPL$", out, re.M), out
    assert re.search(r"^vermagic:\s+\S+", out, re.M)
    assert re.search(r"^parm:\s+times:how many times", out, re.M), out


def test_load_unload_cycles_leak_nothing(k):
    """300 insmod/rmmod cycles of hello.ko: a leak of one 32-byte slab
    object a cycle would take 9 kB, two pages of MemFree"""
    with tempfile.TemporaryDirectory() as d:
        script = os.path.join(d, "cycle.sh")
        with open(script, "w") as f:
            f.write("insmod hello.ko\nrmmod hello\n" * 300)
        vm = k.boot(initrd=[k.module("hello"), script])
        before = meminfo(vm)
        vm.run("sh cycle.sh", timeout=600)
        assert meminfo(vm) == before
        assert vm.run("cat /proc/modules") == ""


def test_malformed_modules_all_refused(k):
    with tempfile.TemporaryDirectory() as d:
        bad = os.path.join(d, "bad")
        subprocess.run([sys.executable,
                        os.path.join(TOP, "tests", "host", "gen_bad_ko.py"),
                        k.module("hello"), bad], check=True,
                       capture_output=True)
        cases = [l.split("\t", 1) for l in
                 open(os.path.join(bad, "cases.tsv")).read().splitlines()]
        assert len(cases) >= 30
        script = os.path.join(bad, "load.sh")
        with open(script, "w") as f:
            for name, _ in cases:
                f.write("insmod /bad/%s\n" % name)
        cpio = os.path.join(d, "bad.cpio")
        subprocess.run([sys.executable,
                        os.path.join(TOP, "scripts", "mkcpio.py"), cpio, d],
                       check=True)
        vm = k.boot(initrd=[cpio])
        before = meminfo(vm)
        out = vm.run("sh /bad/load.sh", timeout=300)
        for name, expect in cases:
            i = out.index("+ insmod /bad/%s\n" % name)
            j = out.find("\n+ ", i + 1)
            chunk = out[i:j if j > 0 else len(out)]
            assert expect in chunk, (name, expect, chunk)
        assert vm.run("cat /proc/modules") == ""
        assert meminfo(vm) == before
        assert vm.run("echo alive") == "alive\n"
