"""Driver interfaces from Madieu's *Linux Device Drivers Development*
(PacktPublishing/Linux-Device-Drivers-Development) that Linux 6.1 gives
an i386 module, each with a module or program of the project's own:

* high-resolution timers (kernel/time/hrtimer.c, tests/modules/
  hrtimer-demo): a periodic timer and an absolute CLOCK_REALTIME one
  never fire before their expiry; cancelling and hrtimer_forward()'s
  overruns answer as Linux's;
* GPIO lines by function from a board table (drivers/gpio/
  gpiolib-lookup.c, tests/modules/gpio-consumer on gpio-mock's chip):
  polarity, the lookup's errors, devm_gpiod_get() given back at unbind;
* request_module() (kernel/kmod.c): mount(2) of an unknown type runs
  /proc/sys/kernel/modprobe with "-q -- fs-TYPE", as on Linux 6.1;
* a platform device put but never unregistered stays registered
  (drivers/base/bus.c's reference), as on Linux, where it was freed
  under the bus's list before (tests/modules/pdev-put);
* the SIOCETHTOOL ioctl (net/ethtool/ioctl.c) on lo: tests/glibc/
  ethtoolcheck's lines are Linux 6.1's (tests/kernel/ethtoolcheck.linux).

One boot of busybox with both modules (busybox as pid 1: no machine
shared with other files); memory as before after each rmmod.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip, glibc_or_skip  # noqa: E402
from test_module_api import build  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402

def meminfo(s):
    return s.ok("cat /proc/meminfo")


def check_hrtimers(s):
    """periodic and absolute hrtimers fire at or after their time, and
    cancel/forward answer as Linux's"""
    before = meminfo(s)
    out = s.ok("insmod /hrtimer-demo.ko; dmesg | grep hrtimer_demo")
    assert "hrtimer_demo: periodic fired 5 times, 0 early, active 0" in out
    assert "hrtimer_demo: queued 1, remaining > 0: 1" in out
    assert "hrtimer_demo: realtime timer early: 0" in out
    assert "hrtimer_demo: active 1, cancel 1, again 0" in out
    # 3.5 intervals late: 4 overruns, expiry 4 intervals on, then none
    assert "hrtimer_demo: forward 4 then 0, expires +80 ms" in out
    s.ok("rmmod hrtimer_demo")
    assert meminfo(s) == before
    assert "Oops" not in s.vm.log and "BUG:" not in s.vm.log


def check_device_put_not_unregistered(s):
    """a platform device put without platform_device_del(): the bus's
    reference keeps it registered (a leak, as on Linux), so the next
    driver's walk of the bus (gpio-consumer's, below) finds it intact"""
    s.ok("insmod /pdev-put.ko; rmmod pdev_put")
    assert s.ok("ls /sys/bus/platform/devices/").split().count(
        "pdev-put.0") == 1


def check_gpiod_board_table(s):
    """gpiod_get() finds lines in a board table, with their polarity,
    and says ENOENT/EPROBE_DEFER/EINVAL/EBUSY as Linux does"""
    s.ok("mount -t debugfs none /sys/kernel/debug; "
         "insmod /gpio-mock.ko base=0")
    before = meminfo(s)
    out = s.ok("insmod /gpio-consumer.ko; dmesg | grep gpio_consumer")
    # led 0 active high, led 1 active low: both logically on
    assert "gpio_consumer: 2 leds, raw 1 0, value 1 1, button 0 " \
        "debounce -524" in out, out
    assert "gpio_consumer: nothing -2, optional 0, absent -517, far -22, " \
        "led again -16" in out, out
    assert "gpio_consumer: free_irq of no line 0" in out, out
    assert "Trying to free" not in s.vm.log
    lines = s.ok("cat /sys/kernel/debug/gpio")
    assert re.search(r"gpio-4 +\(\S* *\|led +\) out hi", lines), lines
    assert re.search(r"gpio-5 +\(\S* *\|led +\) out lo ACTIVE LOW",
                     lines), lines
    assert re.search(r"gpio-17 +\(\S* *\|button +\) in ", lines), lines
    s.ok("rmmod gpio_consumer")
    # every line given back, the devm one at unbind too
    assert "led" not in s.ok("cat /sys/kernel/debug/gpio")
    assert meminfo(s) == before
    s.ok("rmmod gpio_mock")


# what the same commands printed on Linux 6.1 (linux-reference)
MODPROBE_LINUX = """/sbin/modprobe
/tmp/mp
mount: mounting none on /tmp/m failed: No such device
/tmp/mp -q -- fs-nosuchfs
0000000  \\n
0000001
mount: mounting none on /tmp/m failed: No such device
/tmp/mp -q -- fs-nosuchfs
"""


def check_request_module_runs_modprobe(s):
    """mount -t of an unknown type asks modprobe for fs-TYPE; an empty
    /proc/sys/kernel/modprobe turns requests off.  (The script names
    busybox: this initramfs's /bin/sh is the kernel project's own
    shell, Linux's run was with busybox as /bin/sh.)"""
    out = s.ok("cat /proc/sys/kernel/modprobe; "
               "printf '#!/bin/busybox sh\\necho \"$0 $*\" >> /tmp/mp.log\\n' "
               "> /tmp/mp; chmod 755 /tmp/mp; mkdir -p /tmp/m; "
               "echo /tmp/mp > /proc/sys/kernel/modprobe; "
               "cat /proc/sys/kernel/modprobe; "
               "mount -t nosuchfs none /tmp/m 2>&1; cat /tmp/mp.log; "
               "echo > /proc/sys/kernel/modprobe; "
               "cat /proc/sys/kernel/modprobe | od -c | head -2; "
               "mount -t otherfs none /tmp/m 2>&1; cat /tmp/mp.log; "
               "echo /sbin/modprobe > /proc/sys/kernel/modprobe")
    assert out == MODPROBE_LINUX, out
    # a path longer than the 256 bytes it has: EINVAL, nothing changed
    out, rc = s.run("echo /%s > /proc/sys/kernel/modprobe" % ("x" * 300))
    assert rc != 0 and "Invalid argument" in out, out
    assert s.ok("cat /proc/sys/kernel/modprobe") == "/sbin/modprobe\n"


def check_ethtool_ioctl_as_linux(s):
    """SIOCETHTOOL on lo gives Linux 6.1's answers"""
    out = s.ok("/glibc/ethtoolcheck")
    assert_lines_as_linux(out, linux_lines("ethtoolcheck.linux"))


def test_driver_apis(k):
    """the four above in one boot, in turn"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    kos = build(k, "gcc")
    build(k, "clang")                   # warning-free with clang too
    s = Session(k, files=[kos["hrtimer-demo"], kos["gpio-consumer"],
                          kos["gpio-mock"], kos["pdev-put"]])
    check_hrtimers(s)
    check_device_put_not_unregistered(s)
    check_gpiod_board_table(s)
    check_request_module_runs_modprobe(s)
    check_ethtool_ioctl_as_linux(s)
