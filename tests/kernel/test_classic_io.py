"""LDD3 chapter 9's I/O in the book's manner (tests/modules/ldd3-short),
built by gcc and clang: the module claims a port range, which /proc/
ioports lists while it is loaded, reads it with inb and insb, is refused
the ports and memory the PC itself holds (COM1, the VGA buffer), and
reads the screen's top row through ioremap(), and a bus address where
no card answers; with probe=1, chapter 10's probe_irq_on()/probe_irq_off()
find the parallel port's line, as on Linux 6.1.  The oracles:
QEMU's own read of the screen through its monitor, and the IBM PC/AT's
fixed port map for the busy ranges."""

import os
import re

import test_module_api as api


def ranges(text):
    """[(depth, start, end, name)] of /proc/ioports or /proc/iomem"""
    return [(len(m.group(1)) // 2, int(m.group(2), 16),
             int(m.group(3), 16), m.group(4))
            for m in re.finditer(r"^( *)([0-9a-f]+)-([0-9a-f]+) : (.*)$",
                                 text, re.M)]


def check_short(vm, ko):
    before = api.meminfo(vm)
    ports = ranges(vm.run("cat /proc/ioports"))
    assert (0, 0x3f8, 0x3ff, "serial") in ports, ports
    assert (0, 0x20, 0x21, "pic1") in ports, ports
    assert not [r for r in ports if r[3] == "short"], ports
    # every listed range is well formed and siblings do not overlap
    for (d1, s1, e1, _), (d2, s2, e2, _) in zip(ports, ports[1:]):
        assert s1 <= e1 and (d2 != d1 or e1 < s2), ports
    screen = [line.rstrip() for line in vm.vga_text()]
    out = vm.run("insmod ldd3-short.ko")
    got = dict((int(p, 16), int(v, 16)) for p, v in re.findall(
        r"short: port (0x[0-9a-f]+) reads (0x[0-9a-f]+)", out))
    assert sorted(got) == [0x378, 0x379, 0x37a], out
    assert "short: ports 0x3f8-0x3ff are busy" in out, out
    assert "short: memory 0xb8000 is busy" in out, out
    row = re.search(r'short: screen row 0: "(.*)"', out)
    assert row, out
    # QEMU's own read of the screen (its monitor) before the insmod:
    # the row the module read is one of those, scrolled up by the lines
    # the command added
    assert row.group(1) and row.group(1) in screen, (row.group(1), screen)
    # bus addresses outside the ISA hole are mapped in the vmalloc area
    # (test_pci_mmio.py reads a card's registers so); where no card
    # answers (-net none: no e1000 at 0xfebc0000) QEMU's PC reads 0
    assert "short: 0xfebc0000 reads 0" in out, out
    ports = ranges(vm.run("cat /proc/ioports"))
    assert (0, 0x378, 0x37a, "short") in ports, ports
    assert (0, 0x3f8, 0x3ff, "serial") in ports, ports
    assert "short: released 0x378" in vm.run("rmmod ldd3_short")
    # the ports the PC holds cannot be claimed: init fails with ENODEV
    out = vm.run("insmod ldd3-short.ko base=0x3f8")
    assert "short: can't get I/O port address 0x3f8" in out, out
    assert "No such device" in out, out
    assert "short" not in vm.run("cat /proc/ioports")
    mem = ranges(vm.run("cat /proc/iomem"))
    assert (0, 0xa0000, 0xbffff, "Video RAM area") in mem, mem
    assert api.meminfo(vm) == before
    # the gap where a second parallel port would be: no device drives
    # the ISA bus there, so every read floats to all ones
    out = vm.run("insmod ldd3-short.ko base=0x278")
    assert re.findall(r"port 0x27[89a] reads (0x[0-9a-f]+)", out) == \
        ["0xff"] * 3, out
    vm.run("rmmod ldd3_short")
    assert api.meminfo(vm) == before


def run(k, cc):
    kos = api.build(k, cc)
    vm = k.boot(initrd=[kos["ldd3-short"]], monitor=True)
    check_short(vm, kos["ldd3-short"])


# LDD3 ch. 10's kernel-assisted probing (kernel/irq/autoprobe.c), probe=1:
# what Linux 6.1 printed (linux-reference, QEMU's PC and its parallel
# port on line 7; the module built against Debian's 6.1 headers)
PROBE_LINUX = """\
short: line 7 free to probe: 1
short: no interrupt: probe_irq_off says 0
short: probe_irq_mask: 0x80
short: probe found irq 7
short: 3 pulses, 3 interrupts on irq 7""".splitlines()


def check_probe(k, chip, **boot):
    """probe_irq_on() arms line 7 among the free ones, probe_irq_off()
    says 0 when nothing interrupted and 7 when the port did,
    probe_irq_mask() gives 0x80; the handler then requested on line 7
    sees each of the port's interrupts, /proc/interrupts shows it while
    loaded; memory as before after rmmod"""
    kos = api.build(k, "gcc")
    vm = k.boot(shared=True, initrd=[kos["ldd3-short"]], **boot)
    before = api.meminfo(vm)
    out = vm.run("insmod ldd3-short.ko probe=1")
    got = re.findall(r"short: (?:line 7|no interrupt|probe|\d+ pulses).*",
                     out)
    assert got == PROBE_LINUX, out
    ints = vm.run("cat /proc/interrupts")
    assert re.search(r"^ +7: +[\d ]+ %s +short$" % chip, ints, re.M), ints
    vm.run("rmmod ldd3_short")
    assert "short" not in vm.run("cat /proc/interrupts")
    assert api.meminfo(vm) == before


def test_short_probe(k):
    check_probe(k, "XT-PIC")


def test_short_probe_ioapic(k):
    """The same with the lines on the I/O APIC (two CPUs)"""
    check_probe(k, "IO-APIC-edge", smp=2)


def test_short_gcc(k):
    run(k, "gcc")


def test_short_clang(k):
    run(k, "clang")


# mknod(2) takes the umask off the mode as open(2) and mkdir(2) do; the
# lines are what Linux 6.1's busybox shows (tests/tools' linux-reference)
MKNOD_UMASK = [("umask 022; mknod /tmp/n c 1 3", "crw-r--r--", "/tmp/n"),
               ("umask 0; mknod /tmp/m c 1 3", "crw-rw-rw-", "/tmp/m"),
               ("umask 022; mknod -m 640 /tmp/p c 1 3", "crw-r-----",
                "/tmp/p")]


def test_mknod_umask(k):
    from test_classic_scull import Shell
    sh = Shell.__new__(Shell)
    Shell.__init__(sh, k, os.path.join(k.build, "linux-progs.cpio"))
    for cmd, mode, path in MKNOD_UMASK:
        sh.ok("mkdir -p /tmp; " + cmd)
        assert sh.ok("ls -l " + path).split()[0] == mode, cmd
