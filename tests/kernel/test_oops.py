"""Issue 3: the symbolic oops, checked against GNU nm/addr2line and the
bytes of vmlinux, line for line in the shape of the kksymoops sample."""

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
import oracle  # noqa: E402
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(__file__)),
                                "lib"))
import qemu  # noqa: E402

# The CPU the shell ran the command on: 0 unless SMP=N boots more
CPUS = "[0-%d]" % (qemu.DEFAULT_SMP - 1)

# The kksymoops announcement's sample, as a sequence of line shapes.
SHAPE = [
    r"CPU:    %s" % CPUS,
    r"EIP:    0060:\[<[0-9a-f]{8}>\]    (Not tainted|Tainted: [PG][F ][R ])",
    r"EFLAGS: [0-9a-f]{8}",
    r"EIP is at \S+ \[\S+\] 0x[0-9a-f]+",
    r"eax: [0-9a-f]{8}   ebx: [0-9a-f]{8}   ecx: [0-9a-f]{8}   "
    r"edx: [0-9a-f]{8}",
    r"esi: [0-9a-f]{8}   edi: [0-9a-f]{8}   ebp: [0-9a-f]{8}   "
    r"esp: [0-9a-f]{8}",
    r"ds: 0068   es: 0068   ss: 0068",
    r"Process \S+ \(pid: \d+, threadinfo=[0-9a-f]{8} task=[0-9a-f]{8}\)",
    r"Stack:( [0-9a-f]{8}){1,8}",
]
STACK_MORE = r"       [0-9a-f]{8}( [0-9a-f]{8}){0,7}"
TRACE_FIRST = r"Call Trace: \[<[0-9a-f]{8}>\] \S+ \[\S+\] 0x[0-9a-f]+"
TRACE_MORE = r"\[<[0-9a-f]{8}>\] \S+ \[\S+\] 0x[0-9a-f]+"
CODE = r"Code:( [0-9a-f]{2}){20}"


def oops_text(out, first_line):
    i = out.index(first_line)
    return out[i:out.index("\nCode:", i) + 67]


def check_shape(text, head):
    """head: the lines before CPU:, as regexes."""
    lines = text.splitlines()
    i = 0
    for rx in head + SHAPE:
        assert re.fullmatch(rx, lines[i]), "line %d %r !~ %r" % (
            i, lines[i], rx)
        i += 1
    while re.fullmatch(STACK_MORE, lines[i]):
        i += 1
    assert re.fullmatch(TRACE_FIRST, lines[i]), lines[i]
    i += 1
    while re.fullmatch(TRACE_MORE, lines[i]):
        i += 1
    assert re.fullmatch(CODE, lines[i]), lines[i]


def check_symbols(k, oops):
    """EIP is at / Call Trace name the function addr2line gives, at the
    offset nm gives; Code: is vmlinux's bytes at EIP."""
    syms = oracle.nm(k.vmlinux)
    addrs = [oops["eip"]] + [a for a, _, _, _ in oops["trace"]]
    names = oracle.addr2line(k.vmlinux, addrs)
    entries = [(oops["eip"],) + oops["at"]] + oops["trace"]
    for (addr, name, mod, off), (fn, _) in zip(entries, names):
        assert mod == "kernel"
        assert name == fn, "%08x: kernel says %s, addr2line %s" % (
            addr, name, fn)
        assert addr - syms[name][0] == off, "%s offset" % name
    assert oops["code"] == oracle.read_bytes(k.vmlinux, oops["eip"], 20)


def run_oops(k, kind, first_line, head):
    vm = k.boot()
    out = vm.run("oops " + kind)
    text = oops_text(out, first_line)
    check_shape(text, head)
    oops = oracle.parse_oops(text)
    check_symbols(k, oops)
    assert vm.run("echo alive") == "alive\n"    # the prompt came back
    return oops, text


def test_bug_matches_sample(k):
    oops, text = run_oops(k, "bug", "------------[ cut here ]",
                          [r"------------\[ cut here \]------------",
                           r"kernel BUG at lkdtm\.c:\d+!",
                           r"invalid operand: 0000"])
    line = int(re.search(r"BUG at lkdtm\.c:(\d+)!", text).group(1))
    assert oops["code"][:2] == b"\x0f\x0b"          # ud2
    assert int.from_bytes(oops["code"][2:4], "little") == line
    _, where = oracle.addr2line(k.vmlinux, [oops["eip"]])[0]
    assert where.endswith("lkdtm.c:%d" % line), where
    assert oops["at"][0] == "oops_bug"


def test_null_dereference(k):
    oops, text = run_oops(
        k, "null", "Unable to handle kernel NULL",
        [r"Unable to handle kernel NULL pointer dereference at virtual "
         r"address 00000000", r" printing eip:", r"[0-9a-f]{8}",
         r"\*pde = [0-9a-f]{8}", r"Oops: 0002"])
    assert oops["at"][0] == "oops_null"


def test_deep_trace_has_every_frame(k):
    oops, _ = run_oops(
        k, "deep", "Unable to handle kernel NULL",
        [r"Unable to handle kernel NULL pointer dereference at virtual "
         r"address 00000000", r" printing eip:", r"[0-9a-f]{8}",
         r"\*pde = [0-9a-f]{8}", r"Oops: 0002"])
    names = [n for _, n, _, _ in oops["trace"]]
    assert names[:6] == ["deep_5", "deep_4", "deep_3", "deep_2",
                         "oops_deep", "trigger_oops"], names


def test_paging_request(k):
    run_oops(k, "paging", "Unable to handle kernel paging",
             [r"Unable to handle kernel paging request at virtual address "
              r"dffff000", r" printing eip:", r"[0-9a-f]{8}",
              # every kernel page table exists from boot (arch/i386/mm/
              # init.c): the PDE is there, the PTE is empty
              r"\*pde = [0-9a-f]{8}", r"\*pte = 00000000", r"Oops: 0000"])


def test_write_to_text(k):
    run_oops(k, "wrtext", "Unable to handle kernel paging",
             [r"Unable to handle kernel paging request at virtual address "
              r"[0-9a-f]{8}", r" printing eip:", r"[0-9a-f]{8}",
              r"\*pde = [0-9a-f]{8}", r"\*pte = [0-9a-f]{8}",
              r"Oops: 0003"])


def test_divide_error(k):
    run_oops(k, "div", "divide error", [r"divide error: 0000"])


def test_general_protection(k):
    run_oops(k, "gpf", "general protection",
             [r"general protection fault: 0090"])


def test_invalid_opcode_is_not_a_bug(k):
    oops, text = run_oops(k, "ud", "invalid operand",
                          [r"invalid operand: 0000"])
    assert "cut here" not in text


def test_stack_overflow_double_fault(k):
    vm = k.boot()
    out = vm.run("oops overflow")
    assert "double fault: 0000" in out, out
    oops = oracle.parse_oops(out[out.index("double fault"):])
    assert oops["at"][0] == "oops_overflow_recurse"
    before = vm.run("cat /proc/meminfo")
    vm.run("oops overflow")
    assert vm.run("cat /proc/meminfo") == before  # the stack was freed
    assert vm.run("echo alive") == "alive\n"


def test_oops_in_interrupt_panics(k):
    vm = k.boot()
    vm.send("oops irq\r")
    vm.expect("Kernel panic: Aiee, killing interrupt handler!")
    oops = oracle.parse_oops(vm.log[vm.log.index("Unable to handle"):])
    check_symbols(k, oops)
    names = [n for _, n, _, _ in oops["trace"]]
    # the interrupt's frames, then the interrupted code (from pt_regs)
    i = names.index("ret_from_intr")
    assert names[0] == "timer_interrupt", names
    assert names[i + 1:i + 3] == ["oops_irq", "trigger_oops"], names


def test_panic_on_oops(k):
    vm = k.boot(append="panic_on_oops=1")
    vm.send("oops null\r")
    vm.expect("Kernel panic: Fatal exception")


def test_panic_on_oops_covers_the_double_fault(k):
    """A stack overflow's oops is printed by the double-fault task, not
    die(): panic_on_oops must end it all the same."""
    vm = k.boot(append="oops=overflow panic_on_oops=1", prompt=False)
    vm.expect("double fault: 0000")
    vm.expect("Kernel panic: Fatal exception")


def test_oops_at_boot(k):
    vm = k.boot(append="oops=div")
    assert "divide error: 0000" in vm.log
    assert vm.run("echo alive") == "alive\n"


def test_scan_trace_shows_stale_entries(k):
    fp = k.boot().run("oops bug")
    scan = k.boot(append="oops_trace=scan").run("oops bug")
    trace = lambda t: oracle.parse_oops(t)["trace"]  # noqa: E731
    assert len(trace(scan)) > len(trace(fp)), (fp, scan)


def test_proc_kallsyms_agrees_with_system_map(k):
    vm = k.boot()
    lines = vm.run("cat /proc/kallsyms").splitlines()
    sysmap = {(a, n) for a, _, n in oracle.nm_lines(k.vmlinux)}
    types = {(a, n): t for a, t, n in oracle.nm_lines(k.vmlinux)}
    assert len(lines) > 300, len(lines)
    for line in lines:
        addr, t, name = line.split()[:3]
        key = (int(addr, 16), name)
        assert key in sysmap, line
        assert types[key].lower() == t.lower() or name.startswith("__"), \
            (line, types[key])


def test_ksym_agrees_with_addr2line(k):
    vm = k.boot()
    # functions only: not the linker's markers (_text, _etext...), where
    # +3 may be past the last function
    syms = [(a, n) for a, t, n in oracle.nm_lines(k.vmlinux)
            if t in "tT" and not n.startswith("_")]
    picks = syms[10::max(1, len(syms) // 25)][:25]
    addrs = [a + 3 for a, _ in picks]
    expected = oracle.addr2line(k.vmlinux, addrs)
    for addr, (fn, _) in zip(addrs, expected):
        out = vm.run("ksym %x" % addr)
        m = re.match(r"([0-9a-f]{8}) (\S+)\+0x([0-9a-f]+)/0x([0-9a-f]+) "
                     r"\[kernel\]", out)
        assert m and m.group(2) == fn, (out, fn)
    out = vm.run("ksym printk")
    assert out.startswith("%08x printk+0x0/" % oracle.nm(k.vmlinux)
                          ["printk"][0]), out


def test_kallsyms_off_falls_back_to_exports(k):
    vm = k.boot(kernel=k.vmlinux_nokallsyms)
    assert "no symbol table (KALLSYMS=n)" in vm.log
    out = vm.run("oops bug")
    assert "kernel BUG at lkdtm.c:" in out
    # oops_bug is static: only the nearest export below it, or nothing
    at = re.search(r"^EIP is at (.*)$", out, re.M).group(1)
    assert at == "[unresolved]" or re.fullmatch(r"\S+ \[kernel\] 0x[0-9a-f]+",
                                                at), at
    assert "oops_bug" not in at
    assert vm.run("echo alive") == "alive\n"


def _oops_of(k, kernel, kind):
    """What `oops KIND` printed on kernel, up to the next prompt (or the
    panic, for the interrupt kind)."""
    vm = k.boot(kernel=kernel)
    if kind != "irq":
        return vm.run("oops " + kind)
    vm.send("oops irq\r")
    vm.expect("Kernel panic:")
    return vm.log[vm.log.index("oops irq"):]


def _ksymoops_matches_the_kernel(k, kind):
    """The KALLSYMS=n kernel's oops, decoded by scripts/ksymoops with
    System.map and that vmlinux, names the frames the kallsyms kernel
    names for the same fault: its "? " candidate callers of frameless
    code are kept or dropped as dumpstack.c does with kallsyms."""
    raw = _oops_of(k, k.vmlinux_nokallsyms, kind)
    decoded = _oops_of(k, k.vmlinux, kind)
    p = subprocess.run([os.path.join(k.top, "scripts", "ksymoops"), "-m",
                        os.path.join(k.build, "System.map"), "-o",
                        k.vmlinux_nokallsyms],
                       input=raw, capture_output=True, text=True, timeout=60)
    assert p.returncode == 0, p.stderr
    mine = oracle.parse_oops(p.stdout)
    kernel = oracle.parse_oops(decoded)
    assert mine["eip"] == kernel["eip"]     # same layout, same fault
    assert mine["at"] == kernel["at"], (mine["at"], kernel["at"])
    assert mine["trace"] == kernel["trace"], (p.stdout, decoded)
    assert "] ? " not in p.stdout[p.stdout.index("Call Trace:"):], p.stdout


def _ksymoops_test(kind):
    def test(k):
        _ksymoops_matches_the_kernel(k, kind)
    test.__name__ = "test_ksymoops_decodes_raw_oops_like_the_kernel_" + kind
    return test


# One test per oops kind of drivers/misc/lkdtm.c (the shell's `oops`);
# the next test keeps this list the kernel's.
OOPS_KINDS = ("bug", "null", "paging", "wrtext", "div", "gpf", "ud",
              "overflow", "irq", "deep")
for _kind in OOPS_KINDS:
    _t = _ksymoops_test(_kind)
    globals()[_t.__name__] = _t


def test_ksymoops_tests_cover_every_oops_kind(k):
    usage = k.boot().run("oops")
    assert usage == "usage: oops KIND, one of: %s\n" % " ".join(OOPS_KINDS)
