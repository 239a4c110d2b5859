"""The I/O APIC (arch/i386/kernel/io_apic.c, docs/smp.md): found in the
ACPI MADT with its Interrupt Source Overrides, printed as Linux prints
them, and, on more than one CPU, given the ISA IRQs: the PIT's IRQ 0 (on
pin 2 under QEMU) to CPU 0, the others to CPU 0 too, or spread over the
CPUs of `irqaffinity=` (the keyboard's and the serial line's to CPU 1
with irqaffinity=1).  /proc/interrupts has a column per CPU and names
the chip (IO-APIC-edge, or XT-PIC for the 8259), its counts rising on
the right line and in the right column.  jiffies count the PIT's interrupts and
nothing else, once each.  `noapic`, and a single CPU, keep the 8259.

The oracle is Linux 6.1 under the same QEMU (-smp 2, with and without
noapic, /work/shared/tools/linux-reference): the same IOAPIC[0] and
INT_SRC_OVR lines, the same /proc/interrupts header; the
`ACPI: IOAPIC (...)` line is Linux 2.6's, which 6.1 no longer prints."""

import re
import time

HZ = 100    # include/asm/param.h

# Linux 6.1's lines under QEMU -smp 2 (linux-reference)
LINUX_LINES = [
    "IOAPIC[0]: apic_id 0, version 32, address 0xfec00000, GSI 0-23",
    "ACPI: INT_SRC_OVR (bus 0 bus_irq 0 global_irq 2 dfl dfl)",
    "ACPI: INT_SRC_OVR (bus 0 bus_irq 5 global_irq 5 high level)",
    "ACPI: INT_SRC_OVR (bus 0 bus_irq 9 global_irq 9 high level)",
    "ACPI: INT_SRC_OVR (bus 0 bus_irq 10 global_irq 10 high level)",
    "ACPI: INT_SRC_OVR (bus 0 bus_irq 11 global_irq 11 high level)",
]
LINUX26_LINE = "ACPI: IOAPIC (id[0x00] address[0xfec00000] gsi_base[0])"
IOAPIC_ON = "Enabling APIC mode:  Flat.  Using 1 I/O APICs"
NOAPIC = "ACPI: Skipping IOAPIC probe due to 'noapic' option."


def interrupts(vm):
    """{irq: (counts per CPU, chip, name)} of /proc/interrupts, checking
    its header against Linux's"""
    text = vm.run("cat /proc/interrupts")
    lines = text.splitlines()
    ncpus = len(lines[0].split())
    # Linux 6.1 and 2.6: 11 columns per CPU, the header's included
    assert lines[0] == " " * 11 + "".join(
        "CPU%-7d " % i for i in range(ncpus)), text
    rows = {}
    for line in lines[1:]:
        m = re.fullmatch(r"( *\d+): ((?:[ \d]{10} ){%d}) +(\S+)  (\S+)"
                         % ncpus, line)
        if m:
            assert len(m.group(1)) == 3, line
            rows[m.group(4)] = ([int(n) for n in m.group(2).split()],
                                m.group(3))
        else:
            assert re.fullmatch(r"LOC: (?:[ \d]{10} ){%d}" % ncpus, line), \
                text
    return rows


def check_boot_lines(log):
    for line in LINUX_LINES + [LINUX26_LINE]:
        assert line + "\n" in log, log


def test_two_cpus_route_isa_irqs_through_the_io_apic(k):
    vm = k.boot("irqaffinity=1", smp=2, monitor=True)
    check_boot_lines(vm.log)
    assert IOAPIC_ON in vm.log, vm.log
    assert "..TIMER: vector=0x20 apic1=0 pin1=2 apic2=-1 pin2=-1" in vm.log
    before = interrupts(vm)
    assert before["timer"][1] == "IO-APIC-edge", before
    assert before["serial"][1] == "IO-APIC-edge", before
    assert before["i8042"][1] == "IO-APIC-edge", before
    # serial input, one interrupt per few bytes, taken on CPU 1
    line = "echo " + "x" * 200
    assert vm.run(line) == "x" * 200 + "\n"
    # the keyboard (IRQ 1) types into the same shell, on CPU 1 too
    for key in ["e", "c", "h", "o", "spc", "shift-k", "b", "ret"]:
        vm.hmp("sendkey " + key)
    vm.expect("echo Kb\nKb\n# ")
    after = interrupts(vm)
    timer, serial, kbd = (after[n][0] for n in ("timer", "serial", "i8042"))
    assert timer[0] > before["timer"][0][0] and timer[1] == 0, after
    assert serial[0] == 0 and serial[1] > before["serial"][0][1], after
    assert kbd[0] == 0 and kbd[1] >= 16, after   # 8 presses, 8 releases
    assert "Oops" not in vm.log and "BUG" not in vm.log


def test_default_routing_is_cpu_0(k):
    """without irqaffinity=, every line is CPU 0's (where lowest-priority
    delivery put them on QEMU), through the I/O APIC"""
    vm = k.boot(smp=2)
    assert IOAPIC_ON in vm.log
    assert vm.run("echo " + "v" * 100) == "v" * 100 + "\n"
    rows = interrupts(vm)
    for name in ("timer", "serial", "i8042"):
        assert rows[name][1] == "IO-APIC-edge" and rows[name][0][1] == 0, \
            rows
    assert rows["serial"][0][0] > 0, rows


def test_four_cpus_spread_the_lines_over_cpus_1_to_3(k):
    """irq_target_cpu(): IRQ n on the (n mod 3)th of CPUs 1-3, the
    timer on CPU 0: the keyboard's 1 and the serial line's 4 on CPU 2"""
    vm = k.boot("irqaffinity=1-3", smp=4)
    assert "smp: Brought up 1 node, 4 CPUs" in vm.log
    assert vm.run("echo " + "w" * 100) == "w" * 100 + "\n"
    rows = interrupts(vm)
    timer, serial = rows["timer"][0], rows["serial"][0]
    assert timer[0] > 0 and timer[1:] == [0, 0, 0], rows
    assert serial[2] > 0 and serial[:2] + serial[3:] == [0, 0, 0], rows


def test_jiffies_tick_once_per_pit_interrupt(k):
    """jiffies are the PIT's interrupts, counted once: as many as the
    timer line's on every CPU (none from CPU 1's APIC timer), and no
    faster than the host's clock (the PIT through both the 8259 and the
    I/O APIC would double them)"""
    vm = k.boot(smp=2)
    assert IOAPIC_ON in vm.log
    for _ in range(2):
        out = vm.run("cat /proc/interrupts /proc/uptime")
        timer = re.search(r"^ +0: +(\d+) +(\d+) +IO-APIC-edge  timer$",
                          out, re.M)
        up = re.search(r"^(\d+)\.(\d\d) ", out, re.M)
        jiffies = int(up.group(1)) * HZ + int(up.group(2))
        ticks = int(timer.group(1)) + int(timer.group(2))
        assert int(timer.group(2)) == 0, out
        # the uptime is read a moment after the count
        assert 0 <= jiffies - ticks <= 5, out
    start = time.monotonic()
    out = vm.run("cat /proc/uptime; sleep 3; cat /proc/uptime")
    host = time.monotonic() - start
    t0, t1 = (float(line.split()[0]) for line in out.splitlines())
    assert 3 <= t1 - t0 <= host + 0.2, (t1 - t0, host)
    # CPU 1's APIC timer ticks (LOC) but CPU 0's does not: read after
    # the sleep, since a shell up at 0.2 s may come before CPU 1's first
    out = vm.run("cat /proc/interrupts")
    loc = re.search(r"^LOC: +(\d+) +(\d+) $", out, re.M)
    assert int(loc.group(1)) == 0 and int(loc.group(2)) > 0, out


def test_noapic_keeps_the_8259_on_two_cpus(k):
    vm = k.boot("noapic", smp=2)
    check_boot_lines(vm.log)
    assert NOAPIC in vm.log and IOAPIC_ON not in vm.log, vm.log
    assert "smp: Brought up 1 node, 2 CPUs" in vm.log
    before = interrupts(vm)
    assert vm.run("echo " + "y" * 200) == "y" * 200 + "\n"
    after = interrupts(vm)
    for name in ("timer", "serial", "i8042"):
        counts, chip = after[name]
        assert chip == "XT-PIC" and counts[1] == 0, after
    assert after["serial"][0][0] > before["serial"][0][0], after
    assert "Oops" not in vm.log


def test_bad_noapic_and_irqaffinity_values_are_reported_and_ignored(k):
    vm = k.boot("noapic=maybe irqaffinity=1-x", smp=2)
    for option, value in (("noapic", "maybe"), ("irqaffinity", "1-x")):
        assert "Booting kernel: bad value '%s' for parameter '%s': " \
            "ignored" % (value, option) in vm.log, vm.log
    assert IOAPIC_ON in vm.log and NOAPIC not in vm.log
    serial = interrupts(vm)["serial"]
    assert serial[1] == "IO-APIC-edge" and serial[0][1] == 0, serial


def test_one_cpu_keeps_the_8259(k):
    """the uniprocessor kernel: no local APIC, no I/O APIC, one column"""
    vm = k.boot(smp=1)
    check_boot_lines(vm.log)
    assert IOAPIC_ON not in vm.log and NOAPIC not in vm.log
    before = interrupts(vm)
    assert vm.run("echo " + "z" * 200) == "z" * 200 + "\n"
    after = interrupts(vm)
    assert all(chip == "XT-PIC" for _, chip in after.values()), after
    assert after["serial"][0][0] > before["serial"][0][0]
    assert "LOC:" not in vm.run("cat /proc/interrupts")
