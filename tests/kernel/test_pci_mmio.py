"""Device memory through ioremap() (arch/i386/mm/ioremap.c): a PCI
card's BARs, near 4 GiB, mapped into the vmalloc area uncached, as
Linux maps them, and the managed forms (lib/devres.c).  The card is the
display adapter of every QEMU PC (-vga std, 1234:1111), driven by
tests/modules/pci-mmio built with gcc and clang.  The oracle: its
"DISPI" registers are reached both through BAR 2 and through ports
0x1ce/0x1cf, so what the mapping reads must be what the ports read;
the frame buffer (BAR 0) keeps what is written to it; RAM is refused
with Linux's "ioremap on RAM" warning; claims show in /proc/iomem
under the names Linux gives them, and the mappings in /proc/vmallocinfo
as Linux prints them (who asked, the bus address, "ioremap"); memory is
as before after rmmod."""

import re

import test_module_api as api


def iomem_claims(vm):
    return re.findall(r"^\s*([0-9a-f]+)-([0-9a-f]+) : (pci_mmio|0000:00:02\.0)$",
                      vm.run("cat /proc/iomem"), re.M)


VMALLOCINFO = re.compile(r"^0x[0-9a-f]{8}-0x[0-9a-f]{8} +(\d+) "
                         r"(\w+)\+0x[0-9a-f]+/0x[0-9a-f]+ "
                         r"phys=0x([0-9a-f]{8}) ioremap$", re.M)


def ioremaps(vm):
    """{bus address: (bytes with the guard page, caller)} of the
    ioremap() lines of /proc/vmallocinfo"""
    return dict((int(phys, 16), (int(size), caller)) for size, caller, phys
                in VMALLOCINFO.findall(vm.run("cat /proc/vmallocinfo")))


def check(vm):
    before = api.meminfo(vm)
    for attempt in range(2):    # a second load finds the areas freed
        out = vm.run("insmod pci-mmio.ko")
        ids = re.search(r"pci_mmio: dispi id through BAR 2 (0x[0-9a-f]+), "
                        r"through ports (0x[0-9a-f]+)", out)
        assert ids, out
        assert ids.group(1) == ids.group(2), out
        assert 0xb0c0 <= int(ids.group(1), 16) <= 0xb0c5, out
        xres = re.search(r"dispi xres through BAR 2 (\d+), through ports "
                         r"(\d+)", out)
        assert xres and xres.group(1) == xres.group(2), out
        assert "pci_mmio: BAR 2 claimed twice: -16" in out, out
        assert "can't request region for resource [mem 0x" in out, out
        assert "pci_mmio: ioremap of RAM at 1 MiB: NULL" in out, out
        assert ("pci_mmio: frame buffer word 0 reads 0x5a5aa5a5 after "
                "writing 0x5a5aa5a5") in out, out
        if attempt == 0:    # WARN_ONCE: the first time only
            assert "ioremap on RAM at 0x100000 - 0x100fff" in out, out
        # BAR 2's page and BAR 0's 16 MiB, each with its guard page
        assert ioremaps(vm) == {0xfebf0000: (8192, "pci_iomap"),
                                0xfd000000: (16781312, "devm_ioremap")}
        claims = iomem_claims(vm)
        names = sorted(name for _, _, name in claims)
        assert names == ["0000:00:02.0", "pci_mmio"], claims
        out = vm.run("rmmod pci_mmio")
        assert "pci_mmio: removed" in out, out
        assert iomem_claims(vm) == [], vm.run("cat /proc/iomem")
        assert ioremaps(vm) == {}
        assert api.meminfo(vm) == before


def run(k, cc):
    kos = api.build(k, cc)
    check(k.boot(initrd=[kos["pci-mmio"]]))


def test_pci_mmio_gcc(k):
    run(k, "gcc")


def test_pci_mmio_clang(k):
    run(k, "clang")
