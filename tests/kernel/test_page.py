"""Issue 29's struct page as modules see it (tests/modules/api-page):
the members Linux 6.1 exposes, zero on a fresh block and kept as the
owner sets them; page/pfn/address/physical-address conversions that
lead back to the same page; a block's references, held by its first
page (page_ref_count) and answered by every page (page_count), moved
by get_page()/put_page() on any page and by __free_pages(), the block
freed only by the last put, at rmmod (/proc/meminfo as before then).
The oracle is Linux's documented rules for page references
(Documentation/mm/: a compound page counts in its head); gcc and clang."""

from test_module_api import build, load_unload, meminfo


def check(k, cc, order):
    ko = build(k, cc)["api-page"]
    vm = k.boot(initrd=[ko])
    before = meminfo(vm)
    out = vm.run("insmod api-page.ko order=%d" % order)
    n = 1 << order
    assert ("fresh: mapping NULL index 0 private 0 reserved 0" in out), out
    assert "%d of %d pages round-trip" % (n, n) in out, out
    assert "index 100..%d private %x" % (99 + n, 0xabc0 + n - 1) in out, out
    # the first page holds the block's count; a tail page's own is 0
    # (one page alone: first and last are the same)
    last = "1/1" if n == 1 else "0/1"
    assert "counts: first 1/1 last %s" % last in out, out
    assert "after 2 get_page: 3" in out, out
    assert "after put_page: 2" in out, out
    assert "after __free_pages: 1, index 100 kept" in out, out
    assert "api_page: released" in vm.run("rmmod api_page")
    assert meminfo(vm) == before
    load_unload(vm, ko, "order=%d" % order)


def test_page_gcc(k):
    check(k, "gcc", 2)


def test_page_clang(k):
    check(k, "clang", 0)
