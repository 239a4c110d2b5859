"""gpiolib (drivers/gpio/, docs/gpio.md) with LKMPG's GPIO examples
(led, intrpt, bottomhalf, bh_threaded, dht11), fetched at test time
(LKMPG_EXAMPLES, as tests/kernel/test_vt.py) and built with gcc and
clang, and tests/modules/gpio-mock, a GPIO chip in software.

Without a chip, as on Linux 6.1 on the same PC (linux-reference): each
example's gpio_request() of line 4 says -EPROBE_DEFER (-517) and insmod
fails with it, after the lines Linux prints; dht11's line 575 is
outside the number space: "invalid GPIO 575" for each call, and it
loads.  With gpio-mock at base 0 the examples run as the book shows:
led's device turns line 4 on and off (read back through the chip's
debugfs file), a rising edge on 17 lights it from intrpt's and
bottomhalf's interrupt handler and one on 18 puts it out, the bottom
halves (a work item, an irq thread) print their lines, and
/sys/kernel/debug/gpio lists the requested lines in Linux's format.
Memory as before after each rmmod.  One shared boot.
"""

import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_module_api import build, meminfo  # noqa: E402
from test_vt import CCS, build_book_modules, lkmpg_examples  # noqa: E402

BOOK = ("led", "intrpt", "bottomhalf", "bh_threaded", "dht11")
LINE = "/sys/kernel/debug/gpio-mock/"
_kos = {}


def book_kos(k):
    """{(name, cc): .ko} of the book's examples, built once"""
    if not _kos:
        lkmpg_examples()
        _kos.update(build_book_modules(k, BOOK))
    return _kos


def boot(k):
    kos = book_kos(k)
    return k.boot(shared=True,
                  initrd=[os.path.join(k.build, "initramfs.cpio"),
                          build(k, "gcc")["gpio-mock"]] + list(kos.values()))


def lines_of(out):
    return [l for l in out.splitlines() if l.strip()]


def insmod(vm, name, cc, args=""):
    return vm.run(("insmod %s-%s.ko %s" % (name, cc, args)).strip())


# What each example prints on Linux 6.1 with no GPIO chip (its init
# fails with -517); the major is the first dynamic one, 248 there
NO_CHIP = {
    "led": ["Major = %d, Minor = 0", "Device created on /dev/gpio_led",
            "Unable to request GPIOs for LEDs: -517"],
    "intrpt": ["intrpt_init", "Unable to request GPIOs for LEDs: -517"],
    "bottomhalf": ["bottomhalf_init",
                   "Unable to request GPIOs for LEDs: -517"],
    "bh_threaded": ["bottomhalf_init",
                    "Unable to request GPIOs for LEDs: -517"],
}


def test_book_gpio_without_chips_as_linux(k):
    """No chip: -EPROBE_DEFER from gpio_request() as on Linux 6.1, and
    dht11's out-of-range line warned about and ignored"""
    vm = boot(k)
    for cc in CCS:
        before = meminfo(vm)
        for name, want in NO_CHIP.items():
            out = insmod(vm, name, cc)
            # oops386's own words about the failure, and insmod's
            got = [l for l in lines_of(out) if not l.startswith("insmod")
                   and "init failed with error" not in l]
            major = re.search(r"Major = (\d+)", out)
            assert got == [w % int(major.group(1)) if "%d" in w else w
                           for w in want], out
            assert name not in vm.run("lsmod"), out
        out = insmod(vm, "dht11", cc)
        assert lines_of(out)[1:] == ["Device created on /dev/dht11",
                                     "invalid GPIO 575",
                                     "invalid GPIO 575"], out
        assert lines_of(vm.run("rmmod dht11")) == ["invalid GPIO 575"] * 2
        assert meminfo(vm) == before
    assert "Oops" not in vm.log, vm.log


def line(vm, n):
    return vm.run("cat %s%d" % (LINE, n)).strip()


def led_write(vm, value, says):
    """echo value > /dev/gpio_led: led prints says without a newline,
    so the shell's prompt follows on its line"""
    vm.send("echo %s > /dev/gpio_led\r" % value)
    vm.expect(says + "# ")


def check_led(vm, cc):
    before = meminfo(vm)
    out = insmod(vm, "led", cc)
    assert "Device created on /dev/gpio_led" in out, out
    assert line(vm, 4) == "0"       # GPIOF_OUT_INIT_LOW
    led_write(vm, 1, "LED ON")
    assert line(vm, 4) == "1"
    listing = vm.run("cat /sys/kernel/debug/gpio")
    # Linux's columns, its trailing blank (no IRQ, not active-low) too
    assert " gpio-4   (                    |LED 1               ) out hi " \
        in listing.splitlines(), listing
    # the line is led's: the chip's module cannot go
    vm.run("rmmod gpio_mock")
    assert "gpio_mock" in vm.run("lsmod")
    led_write(vm, 0, "LED OFF")
    assert line(vm, 4) == "0"
    led_write(vm, 1, "LED ON")
    vm.run("rmmod led")             # its exit turns the LED off
    assert line(vm, 4) == "0"
    assert "gpio-4 " not in vm.run("cat /sys/kernel/debug/gpio")
    assert meminfo(vm) == before


def irq_count(vm, irq):
    m = re.search(r"^ *%d: +(\d+) " % irq, vm.run("cat /proc/interrupts"),
                  re.M)
    return int(m.group(1)) if m else None


def check_buttons(vm, name, cc):
    """intrpt or bottomhalf: button 17 lights line 4, 18 puts it out,
    each press and release an interrupt (both edges requested)"""
    before = meminfo(vm)
    out = insmod(vm, name, cc)
    assert "Current button1 value: 0" in out, out
    irqs = [int(i) for i in re.findall(
        r"Successfully requested BUTTON\d IRQ # (\d+)", out)]
    assert len(irqs) == 2 and irqs[1] == irqs[0] + 1, out
    inter = vm.run("cat /proc/interrupts")
    for i, irq in enumerate(irqs):
        assert re.search(r"^ *%d: .*gpio-mock  gpiomod#button%d$" %
                         (irq, i + 1), inter, re.M), inter
    counts = [irq_count(vm, irq) for irq in irqs]
    vm.run("echo 1 > %s17" % LINE)
    assert line(vm, 4) == "1"
    vm.run("echo 0 > %s17" % LINE)  # the falling edge: already lit
    assert line(vm, 4) == "1"
    vm.run("echo 1 > %s18" % LINE)
    assert line(vm, 4) == "0"
    vm.run("echo 0 > %s18" % LINE)
    assert [irq_count(vm, irq) for irq in irqs] == [c + 2 for c in counts]
    return before


def check_intrpt(vm, cc):
    before = check_buttons(vm, "intrpt", cc)
    assert "intrpt_exit" in vm.run("rmmod intrpt")
    assert "gpiomod" not in vm.run("cat /proc/interrupts")
    assert meminfo(vm) == before


def check_bottomhalf(vm, cc):
    """the handler's work item runs after it, in process context"""
    before = check_buttons(vm, "bottomhalf", cc)
    # the work item, queued again while it ran, may run twice: rmmod
    # only once it is idle (the book's exit does not cancel it)
    vm.expect("Bottom half workqueue ends")
    while True:
        time.sleep(0.7)
        if "Bottom half workqueue starts" not in vm.log[vm.pos:]:
            break
        vm.expect("Bottom half workqueue ends")
    vm.run("rmmod bottomhalf")
    assert meminfo(vm) == before


def printed(vm, out, text):
    """text is in a command's output out, or comes after it"""
    if text not in out:
        vm.expect(text)


def check_bh_threaded(vm, cc):
    """the top half wakes the line's thread, which runs the bottom half
    (mdelay(500)) in process context"""
    before = meminfo(vm)
    out = insmod(vm, "bh_threaded", cc)
    irq = int(re.search(r"BUTTON1 IRQ # (\d+)", out).group(1))
    # the thread's name, cut to 15 characters as Linux's comm
    assert "irq/%d-gpiomod#" % irq in vm.run("ps")
    out = vm.run("echo 1 > %s17" % LINE)
    printed(vm, out, "Bottom half task starts")
    printed(vm, out, "Bottom half task ends")
    vm.run("rmmod bh_threaded")
    vm.run("echo 0 > %s17" % LINE)  # nobody's interrupt now
    assert "gpiomod" not in vm.run("ps")
    assert meminfo(vm) == before


def test_book_gpio_on_gpio_mock(k):
    """gpio-mock at base 0: the book's examples drive and read its lines,
    their interrupts and bottom halves run"""
    vm = boot(k)
    before = meminfo(vm)
    out = vm.run("insmod gpio-mock.ko base=0")
    assert "gpio-mock: GPIOs 0-31, irqs " in out, out
    assert vm.run("cat /sys/kernel/debug/gpio").startswith(
        "gpiochip0: GPIOs 0-31, gpio-mock:\n")
    # gcc's builds; clang's load in test_book_gpio_without_chips_as_linux
    check_led(vm, "gcc")
    check_intrpt(vm, "gcc")
    check_bottomhalf(vm, "gcc")
    check_bh_threaded(vm, "gcc")
    vm.run("rmmod gpio_mock")
    assert meminfo(vm) == before
    assert "Oops" not in vm.log and "BUG" not in vm.log, vm.log


def test_gpio_mock_number_space(k):
    """base -1: the top of Linux 6.1's number space, 480-511 for 32
    lines, 448-511 for 64; lines requested by nobody are not listed"""
    vm = boot(k)
    before = meminfo(vm)
    for n, first in ((32, 480), (64, 448)):
        out = vm.run("insmod gpio-mock.ko ngpio=%d" % n)
        assert "gpio-mock: GPIOs %d-511" % first in out, out
        assert vm.run("cat /sys/kernel/debug/gpio") == \
            "gpiochip0: GPIOs %d-511, gpio-mock:\n" % first
        vm.run("rmmod gpio_mock")
    assert vm.run("cat /sys/kernel/debug/gpio") == ""
    assert "gpio_mock: init failed with error -22" in \
        vm.run("insmod gpio-mock.ko ngpio=65")
    assert meminfo(vm) == before
