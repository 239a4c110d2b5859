"""Issue 33: with oops_lineinfo=1 the oops names the source line of EIP
and of every Call Trace entry, in the kernel (its table was built from
vmlinux's DWARF at build time) and in modules (the loader builds theirs
from the .ko's own .debug_line), gcc's and clang's; and after Code: it
decodes the instruction at EIP (objdump -d is the oracle).  The oracle is GNU
addr2line on the same vmlinux or .ko (the module's section load
addresses from /sys/module/NAME/sections).  Without the option the oops
is 2.5.38's to the byte: tests/kernel/test_oops.py checks that shape."""

import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
import test_module_api as module_api  # noqa: E402
import test_oops as oops_tests  # noqa: E402

ON = "oops_lineinfo=1"
EIP_AT = re.compile(r"^EIP is at (\S+) \[(\S+)\] 0x[0-9a-f]+"
                    r"(?: \((\S+):(\d+)\))?$", re.M)
ENTRY = re.compile(r"\[<([0-9a-f]{8})>\] (?:\? )?(\S+) \[(\S+)\] 0x[0-9a-f]+"
                   r"(?: \((\S+):(\d+)\))?")
# the frames whose next entry is an interrupted instruction, not a return
# address (arch/i386/kernel/dumpstack.c, trace_interrupted())
INTERRUPT_RETURN = ("ret_from_intr",)


def addr2line(path, addr, section=None):
    """addr2line's "file:line" for addr (an offset into section, if
    given), its path normalised; None where it knows no line."""
    cmd = ["addr2line", "-e", path] + (["-j", section] if section else [])
    out = subprocess.run(cmd + ["%x" % addr], capture_output=True,
                         text=True, check=True).stdout.strip()
    where = out.split(" (discriminator")[0]
    path, _, line = where.rpartition(":")
    if path == "??" or line in ("?", "0"):
        return None
    return "%s:%s" % (os.path.normpath(path), line)


class Where:
    """Where addr2line looks for an address: vmlinux, or the .ko and
    section of a module loaded in vm."""

    def __init__(self, k, vm, kos):
        self.vmlinux = k.vmlinux
        self.mods = {}
        for name, ko in kos.items():
            secs = {}
            for sec in vm.run("ls /sys/module/%s/sections" % name).split():
                secs[sec] = int(vm.run("cat /sys/module/%s/sections/%s"
                                       % (name, sec)), 16)
            self.mods[name] = (ko, secs)

    def line(self, mod, addr):
        if mod == "kernel":
            return addr2line(self.vmlinux, addr)
        ko, secs = self.mods[mod]
        sec = max((s for s in secs if secs[s] <= addr and
                   s.startswith((".text", ".init.text", ".exit.text"))),
                  key=lambda s: secs[s])
        return addr2line(ko, addr - secs[sec], sec)


def frames(out):
    """[(addr, name, module, "file:line" or None, is_eip)] of the oops in
    out: EIP, then the Call Trace entries."""
    at = EIP_AT.search(out)
    assert at, out
    eip = int(re.search(r"EIP:\s+\w+:\[<([0-9a-f]{8})>\]", out).group(1), 16)
    found = [(eip, at.group(1), at.group(2),
              "%s:%s" % (at.group(3), at.group(4)) if at.group(3) else None,
              True)]
    trace = out[out.index("Call Trace:"):out.index("\nCode:")]
    prev = None
    for a, name, mod, f, n in ENTRY.findall(trace):
        found.append((int(a, 16), name, mod,
                      "%s:%s" % (f, n) if f else None,
                      prev in INTERRUPT_RETURN))
        prev = name
    return found


def gdb_lines(vmlinux, addrs):
    """gdb's "file:line" of each address (`info line *ADDR`)."""
    cmds = []
    for a in addrs:
        cmds += ["-ex", "info line *0x%x" % a]
    out = subprocess.run(["gdb", "-batch", "-nx"] + cmds + [vmlinux],
                         capture_output=True, text=True, check=True).stdout
    return ["%s:%s" % (os.path.normpath(f), n) for n, f in
            re.findall(r'^Line (\d+) of "([^"]+)"', out, re.M)]


def check_frames(where, out, min_frames=2):
    """Each frame names addr2line's line: EIP's own, a return address's
    call instruction (the byte before it), as gdb's backtrace does; and
    gdb agrees for the kernel's frames."""
    found = frames(out)
    assert len(found) >= min_frames, out
    for addr, name, mod, said, exact in found:
        want = where.line(mod, addr if exact else addr - 1)
        assert want, "%s %08x: addr2line knows no line" % (name, addr)
        assert said == want, "%s [%s] %08x: oops says %s, addr2line %s" % (
            name, mod, addr, said, want)
    kernel = [(a if exact else a - 1, said)
              for a, _, mod, said, exact in found if mod == "kernel"]
    assert gdb_lines(where.vmlinux, [a for a, _ in kernel]) == \
        [said for _, said in kernel], out
    return found


def check_ksymoops(k, out):
    """scripts/ksymoops, given System.map and vmlinux, keeps each line."""
    p = subprocess.run([os.path.join(k.top, "scripts", "ksymoops"), "-m",
                        os.path.join(k.build, "System.map"), "-o",
                        k.vmlinux], input=out, capture_output=True,
                       text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    assert frames(p.stdout) == frames(out), p.stdout


def objdump_insn(path, addr):
    """objdump -d's text of the instruction at addr, its " <sym+off>"
    left out, spaces collapsed."""
    out = subprocess.run(["objdump", "-d", "-w", "--start-address=0x%x"
                          % addr, "--stop-address=0x%x" % (addr + 16),
                          path], capture_output=True, text=True,
                         check=True).stdout
    m = re.search(r"^ *%x:\t[0-9a-f ]+\t(.*)$" % addr, out, re.M)
    return re.sub(r"\s+", " ", re.sub(r" <[^>]*>", "", m.group(1))).strip()


def check_code_decoded(k, out):
    """The line after Code: is the instruction at EIP as objdump reads
    it in vmlinux (lib/i386_insn.c)."""
    m = re.search(r"^Code decoded: (.*)$", out, re.M)
    assert m, out
    eip = frames(out)[0][0]
    assert re.sub(r"\s+", " ", m.group(1)) == objdump_insn(k.vmlinux, eip), \
        out


def oops_out(vm, kind):
    if kind != "irq":
        return vm.run("oops " + kind)
    vm.send("oops irq\r")
    vm.expect("Kernel panic:")
    return vm.log[vm.log.index("oops irq"):]


def _kind_test(kind):
    def test(k):
        vm = k.boot(append=ON)
        out = oops_out(vm, kind)
        check_frames(Where(k, vm, {}), out)
        check_ksymoops(k, out)
        check_code_decoded(k, out)
    test.__name__ = "test_lineinfo_matches_addr2line_" + kind
    return test


# every oops kind of drivers/misc/lkdtm.c, as test_oops.py lists them
for _kind in oops_tests.OOPS_KINDS:
    _t = _kind_test(_kind)
    globals()[_t.__name__] = _t


def test_lineinfo_in_a_module_traced_across_it(k):
    """crasher: kernel -> module -> kernel -> BUG(), every frame's line,
    the module's from its own .debug_line."""
    vm = k.boot(append=ON, initrd=[k.module("crasher")])
    vm.run("insmod crasher.ko")
    out = vm.run("echo bug > /proc/crasher")
    found = check_frames(Where(k, vm, {"crasher": k.module("crasher")}), out)
    assert [f for f in found if f[2] == "crasher" and f[3]], out


def _faulty(k, cc):
    ko = module_api.build(k, cc)["faulty"]
    vm = k.boot(append=ON, initrd=[ko])
    vm.run("insmod faulty.ko")
    vm.run("mknod /dev/faulty c %d 0" % module_api.proc_major(
        vm, "faulty"))
    out = vm.run("echo hi > /dev/faulty")
    found = check_frames(Where(k, vm, {"faulty": ko}), out)
    assert found[0][1:3] == ("faulty_write", "faulty"), found[0]
    # the module's build copies its folder under build/test-modules/CC/
    assert re.search(r"(^|/)faulty/faulty\.c:\d+$", found[0][3]), found
    assert vm.run("rmmod faulty").strip() == ""


def test_lineinfo_in_a_gcc_module(k):
    _faulty(k, "gcc")


def test_lineinfo_in_a_clang_module(k):
    _faulty(k, "clang")


def test_lineinfo_off_by_default(k):
    """The tests' own command line has no option: 2.5.38's lines."""
    out = k.boot().run("oops null")
    assert "EIP is at oops_null [kernel] 0x0\n" in out, out
    assert ".c:" not in out[out.index("EIP is at"):], out
    assert "Code decoded" not in out, out


def test_bad_option_value_is_reported_and_boot_goes_on(k):
    vm = k.boot(append="oops_lineinfo=maybe")
    assert "bad value 'maybe' for parameter 'oops_lineinfo': ignored\n" \
        in vm.log, vm.log
    out = vm.run("oops null")
    assert "EIP is at oops_null [kernel] 0x0\n" in out, out


def test_module_without_debug_info_loads_as_before(k):
    """A .ko stripped of its debug sections loads, runs, oopses with
    2.5.38's lines, and unloads."""
    with tempfile.TemporaryDirectory() as d:
        ko = os.path.join(d, "crasher.ko")
        subprocess.run(["objcopy", "--strip-debug", k.module("crasher"),
                        ko], check=True)
        vm = k.boot(append=ON, initrd=[ko])
        out = vm.run("insmod crasher.ko")
        assert "debug_line" not in out, out
        out = vm.run("echo bug > /proc/crasher")
        entries = [f for f in frames(out) if f[2] == "crasher"]
        assert entries and all(f[3] is None for f in entries), out
        assert vm.run("echo alive") == "alive\n"


def test_module_with_bad_debug_line_loads_without_lines(k):
    """Damaged .debug_line: the module loads, the log says why it has no
    lines, nothing oopses (lib/dwarf_line.c checks every byte)."""
    with tempfile.TemporaryDirectory() as d:
        ko = os.path.join(d, "crasher.ko")
        with open(k.module("crasher"), "rb") as f:
            data = bytearray(f.read())
        heads = subprocess.run(["readelf", "-SW", k.module("crasher")],
                               capture_output=True, text=True,
                               check=True).stdout
        m = re.search(r"\] \.debug_line\s+PROGBITS\s+\w+ (\w+) (\w+)", heads)
        off = int(m.group(1), 16)
        data[off + 4:off + 6] = b"\x09\x00"       # version 9
        with open(ko, "wb") as f:
            f.write(data)
        vm = k.boot(append=ON, initrd=[ko])
        out = vm.run("insmod crasher.ko")
        assert "crasher: unusable .debug_line" in out, out
        assert "Oops" not in vm.log
        assert "crasher" in vm.run("lsmod")
        assert vm.run("rmmod crasher").strip() == ""
