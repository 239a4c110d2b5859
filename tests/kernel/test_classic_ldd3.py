"""Modules in the style of the classic teaching texts - LDD3's jit,
Operating System Concepts' first module and task lister, Linux's own
lib/test_*.c - built by gcc and clang (tests/modules/ldd3-*, osc-*,
api-lib), loaded, and checked against oracles outside the kernel: Python's
arithmetic (golden ratio, hashes, gcd, sorting, string to number, hex
dumps, 64-bit division), the host C library's sscanf, ps and
/proc/PID/stat for the task list, /proc/uptime and /proc/stat for the
clocks.  Each unloads with /proc/meminfo as
it was."""

import ctypes
import math
import re

import test_module_api as api


def uptime(vm):
    return float(vm.run("cat /proc/uptime").split()[0])


# --- Operating System Concepts, chapter 2: the first module ----------

GOLDEN_RATIO_32 = 2**32 - int(2**32 / ((1 + math.sqrt(5)) / 2))


def hash_32(val, bits):
    return (val * GOLDEN_RATIO_32) % 2**32 >> (32 - bits)


def check_osc_simple(vm, ko):
    a, b, key = 3300 * 7, 24 * 35, 4000000007
    before = uptime(vm)
    out, bye = api.load_unload(vm, ko, "a=%d b=%d key=%d" % (a, b, key))
    assert "Loading Kernel Module" in out, out
    assert "GOLDEN_RATIO_PRIME = %d" % GOLDEN_RATIO_32 in out, out
    h64 = hash_32(key ^ (key * GOLDEN_RATIO_32) % 2**32, 16)
    assert "hash_32(%d, 10) = %d, hash_64(%d, 16) = %d" % (
        key, hash_32(key, 10), key, h64) in out, out
    hz, j = map(int, re.search(r"HZ = (\d+), jiffies = (\d+)", out).groups())
    assert hz == 100, out                       # include/asm/param.h
    assert abs(j / hz - before) < 2, (before, out)
    assert "gcd(%d, %d) = %d" % (a, b, math.gcd(a, b)) in bye, bye
    end, ticks, ms = map(int, re.search(
        r"jiffies = (\d+), (\d+) ticks = (\d+) ms", bye).groups())
    assert end - ticks == j and ms == ticks * 1000 // hz, bye
    assert "Removing Kernel Module" in bye, bye


# --- Operating System Concepts, chapter 3: listing tasks --------------

def ps(vm):
    """{pid: comm} from ps, which reads /proc."""
    rows = [l.split() for l in vm.run("ps").splitlines()[1:] if l.strip()]
    return {int(r[0]): r[2] for r in rows}


def ppid(vm, pid):
    """The parent's pid from /proc/PID/stat (proc(5): the 4th field)."""
    stat = vm.run("cat /proc/%d/stat" % pid)
    return int(stat[stat.rindex(")") + 1:].split()[1])


def check_osc_tasks(vm, ko):
    before = api.meminfo(vm)
    seen = ps(vm)
    out = vm.run("insmod %s pid=1" % api.os.path.basename(ko))
    tasks = {int(p): (int(t), int(pp), s, c) for p, t, pp, s, c in
             re.findall(r"task: pid=(\d+) tgid=(\d+) ppid=(\d+) "
                        r"state=(\w) comm=(\S+)", out)}
    me = int(re.search(r"current: pid=(\d+) comm=insmod", out).group(1))
    # every task ps saw (but ps itself) and the insmod that listed them
    want = {p: c for p, c in seen.items() if c != "ps"}
    want[me] = "insmod"
    assert {p: c for p, (_, _, _, c) in tasks.items()} == want, out
    assert 0 not in tasks, out          # for_each_process skips pid 0
    for p, (tgid, pp, state, comm) in tasks.items():
        assert tgid == p and state in "RSDTZ", (p, out)
        if p != me:
            assert pp == ppid(vm, p), (p, out)
    assert tasks[me][2] == "R", out     # it is running: it printed this
    # the depth-first walk: every task once, under its parent
    walk = [(int(d), int(p), c) for d, p, c in
            re.findall(r"dfs: (\d+) (\d+) (\S+)", out)]
    assert walk[0] == (0, 0, "swapper"), out
    assert sorted(p for _, p, _ in walk[1:]) == sorted(tasks), out
    path = []
    for depth, p, _ in walk:
        path[depth:] = [p]
        assert depth == 0 or path[depth - 1] == tasks[p][1], (p, out)
    assert "pid 1: comm=init state=1 parent=0" in out, out
    # the loader has exited and been reaped, its task_struct is still ours
    bye = vm.run("rmmod osc_tasks")
    assert "loader %d (insmod) still listed: 0" % me in bye, bye
    assert api.meminfo(vm) == before
    out, _ = api.load_unload(vm, ko, "pid=4000")
    assert "pid 4000: no such task" in out, out


# --- LDD3 chapter 7: jit ----------------------------------------------

def check_ldd3_jit(vm, ko):
    before = api.meminfo(vm)
    vm.run("insmod %s delay=20 tdelay=4" % api.os.path.basename(ko))
    up = uptime(vm)
    btime = int(re.search(r"^btime (\d+)$", vm.run("cat /proc/stat"),
                          re.M).group(1))
    now = vm.run("cat /proc/currentime")
    m = re.match(r"0x([0-9a-f]{8}) 0x([0-9a-f]{16}) +(\d+)\.(\d{9})\n"
                 r" +(\d+)\.(\d{9})\n$", now)
    assert m, now
    j1, j2, s1, n1, s2, n2 = (int(x, 16) if i < 2 else int(x)
                              for i, x in enumerate(m.groups()))
    assert 0 <= j2 - j1 < 2 and abs(j1 / 100 - up) < 2, now
    fine, coarse = s1 * 10**9 + n1, s2 * 10**9 + n2
    # the coarse clock is the fine one's reading at the last tick
    # (kernel/time/timekeeping.c): behind it by under a tick, unless a
    # tick came between the two reads
    assert -10**7 < fine - coarse < 2 * 10**7, now
    assert abs(s1 - (btime + up)) <= 2, (btime, up, now)
    for name in ("jitbusy", "jitsched", "jitqueue", "jitschedto"):
        j0, j1 = map(int, vm.run("cat /proc/" + name).split())
        assert 20 <= j1 - j0 < 40, (name, j0, j1)
    clock = vm.run("cat /proc/jitclock")
    ns = [int(x) for x in re.findall(r"clock (\d+) ns", clock)]
    steps = [int(x) for x in re.findall(r"\+(\d+) us", clock)]
    assert len(ns) == 5 and len(steps) == 5, clock
    # ktime_us_delta() of each reading and the one before
    assert all(s == (b - a) // 1000
               for a, b, s in zip(ns, ns[1:], steps[1:])), clock
    # never back (a late tick holds the clock at its tick's end; how
    # far it moves over each 1 ms busy wait depends on the host's load)
    assert ns == sorted(ns) and ns[-1] > ns[0], clock
    assert any(n % 10**7 for n in ns), clock       # finer than the tick
    total, rem, cycles, ms = map(int, re.search(
        r"total (\d+)\.(\d{6}) ms, (\d+) cycles, (-?\d+) ms", clock).groups())
    # do_div() and ktime_to_ms() of the whole span, which began
    # steps[0] microseconds before the first reading
    span = total * 10**6 + rem
    assert ms == total and cycles > 0, clock
    assert (span - (ns[-1] - ns[0])) // 1000 == steps[0], clock
    timer = vm.run("cat /proc/jitimer").splitlines()
    assert timer[0].split() == ["time", "delta", "inirq", "pid", "cpu",
                                "command"], timer
    rows = [l.split() for l in timer[1:]]
    assert len(rows) == 6 and rows[0][1:3] == ["0", "0"], timer
    assert rows[0][5] == "cat", timer
    for prev, row in zip(rows, rows[1:]):
        assert int(row[0]) - int(prev[0]) == int(row[1]) >= 4, timer
        assert row[2] == "1" and row[4] == "0", timer   # a timer: in irq
    vm.run("rmmod ldd3_jit")
    assert "jit" not in vm.run("ls /proc")
    assert api.meminfo(vm) == before


# --- Linux's lib/test_*.c: sort, list_sort, kstrtox, hexdump ----------

NUMS = [17, -4, 93, 0, 23, 8, -4, 61, 3, 40]
WORDS = ["42", "-1", "0x1f", "077", "300", "-129", "abc", "+5", "-+5",
         "0", "on", "off", "18446744073709551616", "9223372036854775808",
         "-9223372036854775808", "0x", "1f", "True"]
EINVAL, ERANGE = -22, -34


def parse_ull(s, base):
    """Linux's kstrtoull() rules, on Python's own int()."""
    if base == 0:
        if s[:2].lower() == "0x" and s[2:3] and \
                s[2].lower() in "0123456789abcdef":
            base = 16
        else:
            base = 8 if s[:1] == "0" else 10
    if base == 16 and s[:2].lower() == "0x":
        s = s[2:]
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"[:base]
    n = 0
    while n < len(s) and s[n].lower() in digits:
        n += 1
    if n == 0:
        return EINVAL, 0
    v = int(s[:n], base)
    if v >= 2**64:
        return ERANGE, 0
    if s[n:] not in ("", "\n"):
        return EINVAL, 0
    return 0, v


def kstrto(s, base, lo, hi):
    if s[:1] == "-" and lo < 0:
        err, v = parse_ull(s[1:], base)
        v = -v
    else:
        err, v = parse_ull(s[1:] if s[:1] == "+" else s, base)
    if err:
        return err, 0
    return (0, v) if lo <= v <= hi else (ERANGE, 0)


def kstrtobool(s):
    table = {"y": 1, "t": 1, "1": 1, "n": 0, "f": 0, "0": 0}
    if s[:1].lower() in table:
        return 0, table[s[:1].lower()]
    if s[:1].lower() == "o" and s[1:2].lower() in ("n", "f"):
        return 0, int(s[1].lower() == "n")
    return EINVAL, 0


def host_sscanf(word):
    """The host C library's sscanf, the oracle for the kernel's: the same
    three formats sscanf_one() in tests/modules/api-lib/api-lib.c uses."""
    libc = ctypes.CDLL(None)
    i4, d2, x4 = ctypes.c_int(0), ctypes.c_int(0), ctypes.c_uint(0)
    c = ctypes.c_char(b"?")
    w = word.encode()
    n1 = libc.sscanf(w, b"%4i", ctypes.byref(i4))
    n2 = libc.sscanf(w, b"%4x", ctypes.byref(x4))
    n3 = libc.sscanf(w, b"%2d%c", ctypes.byref(d2), ctypes.byref(c))
    return "api_lib: sscanf '%s': i4 %d %d x4 %d %d d2c %d %d %s" % (
        word, n1, i4.value, n2, x4.value, n3, d2.value, c.value.decode())


def hexdump_lines(data, group):
    lines = []
    for off in range(0, len(data), 16):
        row = data[off:off + 16]
        gs = group if len(row) % group == 0 else 1
        hexpart = " ".join(
            "%0*x" % (2 * gs, int.from_bytes(row[i:i + gs], "little"))
            for i in range(0, len(row), gs))
        text = "".join(chr(c) if 32 <= c < 127 else "." for c in row)
        column = 16 * 2 + 16 // gs + 1
        lines.append("dump: %08x: %s%s" % (
            off, hexpart.ljust(column), text))
    return lines


def check_api_lib(vm, ko, group):
    before = api.meminfo(vm)
    out = vm.run("insmod %s nums=%s words=%s group=%d" % (
        api.os.path.basename(ko), ",".join(map(str, NUMS)), ":".join(WORDS),
        group))
    assert "api_lib: sort: %s" % " ".join(map(str, sorted(NUMS))) in out
    assert "api_lib: sort by swap_pair: %s (swapped)" % " ".join(
        str(-n) for n in sorted(NUMS, reverse=True)) in out, out
    got = re.findall(r"list_sort: (-?\d+) \(#(\d+)\)", out)
    # stable, by the C remainder (sign of the dividend) of value / 10
    want = sorted(enumerate(NUMS), key=lambda e: math.fmod(e[1], 10))
    assert [(int(v), int(i)) for v, i in got] == \
        [(v, i) for i, v in want], out
    for w in WORDS:
        ll = kstrto(w, 0, -2**63, 2**63 - 1)
        i10 = kstrto(w, 10, -2**31, 2**31 - 1)
        u16 = kstrto(w, 16, 0, 2**32 - 1)
        u8 = kstrto(w, 0, 0, 255)
        s8 = kstrto(w, 0, -128, 127)
        line = "api_lib: kstrto '%s': ll0 %d %d int10 %d %d uint16 %d %d " \
               "u8 %d %d s8 %d %d bool %d %d" % (
                   (w,) + ll + i10 + u16 + u8 + s8 + kstrtobool(w))
        assert line in out.splitlines(), (line, out)
        assert host_sscanf(w) in out.splitlines(), (host_sscanf(w), out)
    data = bytes((i * 37 + 11) % 256 for i in range(40))
    lines = [l for l in out.splitlines() if l.startswith("dump: ")]
    assert lines == hexdump_lines(data, group), out
    full = hexdump_lines(data[:16], 4)[0][len("dump: 00000000: "):]
    hexpart = full[:35]
    assert "hexdump: short buffer wants 35, holds '%s'" % hexpart[:9] \
        in out, out
    assert "api_lib: limits: %d %d %d %d %d %d" % (
        2**16 - 1, -2**15, 2**7 - 1, 2**64 - 1, -2**63, 2**32 - 1) in out, out
    big = 1000000000000007
    assert "div64: %d = %d * 1000003 + %d" % ((big,) + divmod(big, 1000003)) \
        in out, out
    assert "div64: %d = %d * 98765432109 + %d" % (
        (big,) + divmod(big, 98765432109)) in out, out
    assert "div64: %d / 7 = %d" % (-big, -(big // 7)) in out, out
    assert "value is now 77" in vm.run("echo 77 > /proc/apilib")
    assert "write refused: %d" % EINVAL in vm.run("echo 7x > /proc/apilib")
    assert "write refused: %d" % ERANGE in vm.run(
        "echo 99999999999 > /proc/apilib")
    assert "value is now -16" in vm.run("echo -0x10 > /proc/apilib")
    assert "last value -16" in vm.run("rmmod api_lib")
    assert api.meminfo(vm) == before


def run_all(k, cc):
    kos, vm = api.boot_all(k, cc)
    check_osc_simple(vm, kos["osc-simple"])
    check_osc_tasks(vm, kos["osc-tasks"])
    check_ldd3_jit(vm, kos["ldd3-jit"])
    check_api_lib(vm, kos["api-lib"], 4 if cc == "gcc" else 2)


def test_classic_gcc(k):
    run_all(k, "gcc")


def test_classic_clang(k):
    run_all(k, "clang")
