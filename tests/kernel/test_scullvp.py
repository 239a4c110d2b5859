"""Issue 29's memory calls of LDD3's scullp and scullv, from the headers
Linux 6.1 declares them in (tests/modules/ldd3-scullvp): a quantum from
__get_free_pages() with only linux/slab.h included, filled through its
address; each page of a vmalloc()ed area found by vmalloc_to_page() (and
vmalloc_to_pfn()) holding what was written through the vmalloc address,
the guard page after the area mapping nothing (NULL, as Linux's page
walk gives); print_dev_t()'s "major:minor\\n" and EIOCBQUEUED's value
(529, Linux's include/linux/errno.h).  /proc/meminfo identical after
rmmod; gcc and clang."""

from test_module_api import build, load_unload, meminfo


def check(k, cc, order, vpages):
    ko = build(k, cc)["ldd3-scullvp"]
    vm = k.boot(initrd=[ko])
    before = meminfo(vm)
    out = vm.run("insmod ldd3-scullvp.ko order=%d vpages=%d"
                 % (order, vpages))
    n = 4096 << order
    assert "quantum of %d bytes, last byte %d" % (n, (n - 1) & 0xff) in out
    assert "%d of %d vmalloc pages found, guard NULL" % (vpages, vpages) \
        in out, out
    assert "dev 253:7\n" in out, out
    assert "EIOCBQUEUED 529" in out, out
    assert "ldd3_scullvp: released" in vm.run("rmmod ldd3_scullvp")
    assert meminfo(vm) == before
    load_unload(vm, ko, "order=0 vpages=1")


def test_scullvp_gcc(k):
    check(k, "gcc", 2, 3)


def test_scullvp_clang(k):
    check(k, "clang", 0, 5)
