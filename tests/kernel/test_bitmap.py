"""Issue 29's linux/bitmap.h in a module (tests/modules/api-bitmap):
two maps read from lists given as parameters, every whole-map
operation, the searches, and a heap map from bitmap_zalloc() searched
for a free aligned run, printed as lists of set bits and checked here
against Python's sets (the oracle: set algebra, not the kernel's words).
Maps that end inside a word and ones that fill whole words, gcc and
clang, memory as before after rmmod; a bad list is refused with
bitmap_parselist()'s errno.  (lib/bitmap.c itself is host-tested
against a bool-per-bit model: tests/host/test_bitmap.c.)"""

import re

from test_module_api import build, load_unload

CASES = [("0-3,8,10-11", "2-9", 100, 3),
         ("0-31,63", "31-32,60-63", 64, 33),
         ("5,70-90,199", "0-199", 200, 1),
         ("6", "1", 7, 0)]


def parse(text):
    bits = set()
    for part in filter(None, text.split(",")):
        lo, _, hi = part.partition("-")
        bits |= set(range(int(lo), int(hi or lo) + 1))
    return bits


def shown(out, name):
    m = re.search(r"api_bitmap: %s:([ \d]*) \(weight (\d+)\)" % name, out)
    assert m, (name, out)
    bits = [int(b) for b in m.group(1).split()]
    assert int(m.group(2)) == len(bits), out
    return set(bits)


def first_run(taken, n, run, align):
    at = 0
    while at + run <= n:
        if not taken & set(range(at, at + run)):
            return at
        at += align
    return None


def check(vm, ko, a, b, n, shift):
    out, bye = load_unload(vm, ko, "a=%s b=%s nbits=%d shift=%d" %
                           (a, b, n, shift))
    sa, sb, every = parse(a), parse(b), set(range(n))
    want = {"a": sa, "b": sb, "and": sa & sb, "or": sa | sb,
            "xor": sa ^ sb, "andnot": sa - sb, "complement": every - sa,
            "shl": {x + shift for x in sa if x + shift < n},
            "shr": {x - shift for x in sa if x >= shift},
            "ends": {0, n - 1}}
    for name, bits in want.items():
        assert shown(out, name) == bits, (name, out)
    first = min(sa) if sa else n
    last = max(sa) if sa else n
    zero = min(every - sa) if every - sa else n
    assert "first %d last %d first zero %d" % (first, last, zero) in out
    assert "equal %d intersects %d subset %d empty %d full %d" % (
        sa == sb, bool(sa & sb), sa <= sb, not sa, sa == every) in out, out
    assert "and says %d" % bool(sa & sb) in out
    assert "andnot says %d" % bool(sa - sb) in out
    taken = set(range(1, 1 + n // 2))
    at = first_run(taken, n, 5, 8)
    if at is not None:
        taken |= set(range(at, at + 5))
        zero = min(set(range(n)) - taken) if set(range(n)) - taken else n
        assert "free run of 5 at %d, first zero now %d" % (at, zero) \
            in out, out
    else:
        assert re.search(r"free run of 5 at \d+", out), out
    assert "api_bitmap: done" in bye


def check_all(k, cc):
    ko = build(k, cc)["api-bitmap"]
    vm = k.boot(initrd=[ko])
    for case in CASES:
        check(vm, ko, *case)
    out = vm.run("insmod api-bitmap.ko a=5-3")
    assert "api_bitmap: bad list: -22" in out, out
    out = vm.run("insmod api-bitmap.ko a=100 nbits=100")
    assert "api_bitmap: bad list: -34" in out, out
    assert "Oops" not in vm.log


def test_bitmap_module_gcc(k):
    check_all(k, "gcc")


def test_bitmap_module_clang(k):
    check_all(k, "clang")
