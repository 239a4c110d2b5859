"""Buses, drivers and the platform bus as LDD3's chapter 14 and LKMPG
use them, with modules of the project's own in the books' manner
(tests/modules/ldd3-lddbus: the "ldd" bus and sculld on it;
lkmpg-devicemodel: a platform driver and its device; lkmpg-dma: the DMA
API on a platform device; lkmpg-devicetree: a device-tree driver that
never probes on i386), built by gcc and clang and driven from busybox.
Uevents go to the helper named in /sys/kernel/uevent_helper: a script
that logs its environment, then busybox mdev.

The oracles: Linux 6.1 on the same QEMU (linux-reference), whose
/sys/bus/platform, the files of a platform driver's directory and of a
platform device's, and the links to and from i8042 and the keyboard
(their targets, relative, as kernfs writes them) the tests compare
with; the physical addresses the DMA module computes itself
(virt_to_phys()) for the identity mapping.  /proc/meminfo is as it was
after each rmmod (after a first round, whose one-time allocations stay)."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402

# linux-reference: ls /sys/bus/platform
LINUX_PLATFORM_BUS = ["devices", "drivers", "drivers_autoprobe",
                      "drivers_probe", "uevent"]
# linux-reference: readlink of each, Linux 6.1 on QEMU
LINUX_LINKS = {
    "/sys/bus/platform/devices/i8042": "../../../devices/platform/i8042",
    "/sys/devices/platform/i8042/subsystem": "../../../bus/platform",
    "/sys/class/input/input0":
        "../../devices/platform/i8042/serio0/input/input0",
    "/sys/devices/platform/i8042/serio0/input/input0/subsystem":
        "../../../../../../class/input",
    "/sys/devices/platform/i8042/serio0/input/input0/device":
        "../../../serio0",
}
# linux-reference: ls -l /sys/bus/platform/drivers/serial8250 and
# /sys/devices/platform/serial8250: modes of the core's own files
LINUX_DRIVER_FILES = {"bind": "--w-------", "uevent": "--w-------",
                      "unbind": "--w-------"}
LINUX_DEVICE_FILES = {"driver_override": "-rw-r--r--",
                      "modalias": "-r--r--r--", "uevent": "-rw-r--r--",
                      "driver": "lrwxrwxrwx", "subsystem": "lrwxrwxrwx"}
LINUX_BUS_FILES = {"drivers_autoprobe": "-rw-r--r--",
                   "drivers_probe": "--w-------", "uevent": "--w-------"}

DM = "/sys/devices/platform/devicemodel_example.0"
DM_DRV = "/sys/bus/platform/drivers/devicemodel_example"


def modes(sh, path):
    """{name: mode string} of ls -l path"""
    return {m.group(2): m.group(1) for m in re.finditer(
        r"^([-a-z]{10})\s+\d+\s+\d+\s+\d+\s+\d+ \w+ +\d+ [\d:]+ (\S+)",
        sh.ok("ls -l " + path), re.M)}


def check_modes(sh, path, expected):
    got = modes(sh, path)
    assert {n: got.get(n) for n in expected} == expected, got


def lddbus_round(sh):
    sh.ok("insmod /lddbus.ko; insmod /sculld.ko")
    sh.ok("rmmod sculld; rmmod lddbus")


def test_lddbus_sculld(k):
    """LDD3's layout: the bus with its version, the bus device ldd0 as
    the parent of sculld0 and sculld1, the driver bound to both; the
    device's numbers from its "dev" attribute, data written through
    them; rmmod in the wrong order refused."""
    busybox_or_skip(k)
    for cc in ("gcc", "clang"):
        kos = build(k, cc)
        sh = Shell(k, kos["ldd3-lddbus/lddbus"], kos["ldd3-lddbus/sculld"])
        lddbus_round(sh)
        before = sh.ok("cat /proc/meminfo")
        sh.ok("insmod /lddbus.ko; insmod /sculld.ko")
        assert sorted(sh.ok("ls /sys/bus/ldd").split()) == \
            sorted(LINUX_PLATFORM_BUS + ["version"])
        assert sh.ok("cat /sys/bus/ldd/version") == "1.9\n"
        assert sorted(sh.ok("ls /sys/devices/ldd0").split()) == \
            ["sculld0", "sculld1", "uevent"]
        assert sh.ok("readlink /sys/bus/ldd/devices/sculld1") == \
            "../../../devices/ldd0/sculld1\n"
        assert sorted(sh.ok("ls /sys/bus/ldd/drivers/sculld").split()) == \
            ["bind", "sculld0", "sculld1", "uevent", "unbind", "version"]
        assert sh.ok("cat /sys/bus/ldd/drivers/sculld/version") == \
            "$Revision: 1.21 $\n"
        assert sh.ok("readlink /sys/devices/ldd0/sculld0/driver") == \
            "../../../bus/ldd/drivers/sculld\n"
        assert sh.ok("readlink /sys/devices/ldd0/sculld0/subsystem") == \
            "../../../bus/ldd\n"
        assert sh.ok("cat /sys/devices/ldd0/sculld0/uevent") == \
            "DRIVER=sculld\nLDDBUS_VERSION=1.9\n"
        major = re.search(r"^(\d+) sculld$", sh.ok("cat /proc/devices"),
                          re.M).group(1)
        assert sh.ok("cat /sys/devices/ldd0/sculld1/dev") == \
            "%s:1\n" % major
        sh.ok("mknod /dev/sculld1 c %s 1" % major)
        sh.ok("echo through the bus > /dev/sculld1")
        assert sh.ok("cat /dev/sculld1") == "through the bus\n"
        sh.ok("rm /dev/sculld1")
        out, rc = sh.run("rmmod lddbus")
        assert rc != 0 and "lddbus" in sh.ok("lsmod"), out
        out = sh.ok("rmmod sculld")
        assert "lddbus: device sculld0 released" in out, out
        assert "lddbus: ldd0 released" in sh.ok("rmmod lddbus")
        assert "ldd" not in sh.ok("ls /sys/bus /sys/devices")
        assert sh.ok("cat /proc/meminfo") == before
        assert "Oops" not in sh.vm.log and "BUG" not in sh.vm.log
        sh.vm.kill()


def devicemodel_checks(sh):
    out = sh.ok("insmod /devicemodel.ko")
    assert "devicemodel probe: Hello 42 (devicemodel_example.0)" in out
    assert sh.ok("cat %s/greeting" % DM) == "Hello 42\n"
    assert sh.ok("cat %s/uevent" % DM) == \
        "DRIVER=devicemodel_example\nMODALIAS=platform:devicemodel_example\n"
    assert sh.ok("cat %s/modalias" % DM) == "platform:devicemodel_example\n"
    assert sh.ok("cat %s/driver_override" % DM) == "(null)\n"
    check_modes(sh, DM, LINUX_DEVICE_FILES)
    check_modes(sh, DM_DRV, LINUX_DRIVER_FILES)
    assert sh.ok("readlink %s/devicemodel_example.0" % DM_DRV) == \
        "../../../../devices/platform/devicemodel_example.0\n"
    assert sh.ok("readlink %s/driver" % DM) == \
        "../../../bus/platform/drivers/devicemodel_example\n"
    # unbind calls remove(), bind probes again; a name the bus does
    # not have is ENODEV (Linux's bind_store())
    out = sh.ok("echo devicemodel_example.0 > %s/unbind" % DM_DRV)
    assert "devicemodel example removed: Hello" in out, out
    assert "driver" not in sh.ok("ls %s" % DM).split()
    assert "greeting" not in sh.ok("ls %s" % DM).split()
    out, rc = sh.run("echo nosuch.0 > %s/bind" % DM_DRV)
    assert rc == 1 and "No such device" in out, out
    # an override naming another driver keeps this one off it
    sh.ok("echo other > %s/driver_override" % DM)
    out, rc = sh.run("echo devicemodel_example.0 > %s/bind" % DM_DRV)
    assert rc == 1 and "No such device" in out, out
    sh.ok("echo > %s/driver_override" % DM)
    out = sh.ok("echo devicemodel_example.0 > /sys/bus/platform/"
                "drivers_probe")
    assert "devicemodel probe: Hello 42" in out, out
    out = sh.ok("rmmod devicemodel")
    assert "devicemodel example removed: Hello" in out, out
    assert "devicemodel" not in sh.ok("ls /sys/bus/platform/devices "
                                      "/sys/bus/platform/drivers")


def test_platform_devicemodel(k):
    """LKMPG's platform driver: probe() with the platform data, the
    files and links of Linux 6.1's platform device and driver, unbind,
    bind, driver_override, drivers_probe; and the bus's own layout and
    the i8042 and keyboard links as Linux 6.1 has them."""
    busybox_or_skip(k)
    for cc in ("gcc", "clang"):
        sh = Shell(k, build(k, cc)["lkmpg-devicemodel/devicemodel"])
        assert sorted(sh.ok("ls /sys/bus/platform").split()) == \
            LINUX_PLATFORM_BUS
        check_modes(sh, "/sys/bus/platform", LINUX_BUS_FILES)
        for link, target in LINUX_LINKS.items():
            assert sh.ok("readlink " + link) == target + "\n", link
        sh.ok("insmod /devicemodel.ko; rmmod devicemodel")
        before = sh.ok("cat /proc/meminfo")
        devicemodel_checks(sh)
        assert sh.ok("cat /proc/meminfo") == before
        assert "Oops" not in sh.vm.log and "BUG" not in sh.vm.log
        sh.vm.kill()


def test_dma_and_devicetree(k):
    """dma.ko: 32-bit masks on a platform device, a coherent buffer and
    two streaming mappings at their physical addresses, a 16-bit mask
    (EIO) and module memory (not the direct map) refused.
    devicetree.ko: loads with no tree, its driver registered and
    probing nothing."""
    busybox_or_skip(k)
    for cc in ("gcc", "clang"):
        kos = build(k, cc)
        sh = Shell(k, kos["lkmpg-dma/dma"], kos["lkmpg-devicetree/devicetree"])
        sh.ok("insmod /dma.ko; rmmod dma; insmod /devicetree.ko; "
              "rmmod devicetree")
        before = sh.ok("cat /proc/meminfo")
        out = sh.ok("insmod /dma.ko")
        for line in ("dma: masks ffffffff ffffffff",
                     "dma: coherent 12288 bytes, identity",
                     "dma: single identity, page identity",
                     "dma: 16-bit mask: -5", "dma: module buffer: -12"):
            assert line in out, out
        assert "dma_example" in sh.ok("ls /sys/bus/platform/devices")
        assert "dma: freed" in sh.ok("rmmod dma")
        out = sh.ok("insmod /devicetree.ko")
        assert "dt: root NULL, populated 0, compatible node NULL, " \
            "u32 -38 (7)" in out, out
        assert "probed" not in out
        assert sorted(sh.ok("ls /sys/bus/platform/drivers/lkmpg_dt_example"
                            ).split()) == ["bind", "uevent", "unbind"]
        sh.ok("rmmod devicetree")
        assert sh.ok("cat /proc/meminfo") == before
        assert "Oops" not in sh.vm.log and "BUG" not in sh.vm.log
        sh.vm.kill()


LOGGER = ('echo "$1|$ACTION|$DEVPATH|$SUBSYSTEM|$DRIVER|$MODALIAS|'
          '$LDDBUS_VERSION|$HOME|$PATH" >> /uev.log')


def test_uevent_helper(k):
    """The helper runs once per event with Linux's variables (a script
    logs them: SEQNUM orders the lines, as helpers run side by side);
    then busybox mdev as the helper applies /etc/mdev.conf's mode to a
    class device's node."""
    busybox_or_skip(k)
    kos = build(k, "gcc")
    sh = Shell(k, kos["ldd3-lddbus/lddbus"], kos["ldd3-lddbus/sculld"],
               kos["api-chardev"])
    assert sh.ok("cat /sys/kernel/uevent_helper") == "\n"
    out, rc = sh.run("echo bogus > /sys/devices/platform/i8042/uevent")
    assert rc == 1 and "Invalid argument" in out, out
    sh.ok("echo '#!/bin/busybox sh' > /uev.sh; echo '%s' >> /uev.sh; "
          "echo 'echo $SEQNUM >> /uev.done' >> /uev.sh; chmod +x /uev.sh"
          % LOGGER)
    sh.ok("echo /uev.sh > /sys/kernel/uevent_helper")
    first = int(sh.ok("cat /sys/kernel/uevent_seqnum"))
    sh.ok("insmod /lddbus.ko; insmod /sculld.ko; rmmod sculld; "
          "rmmod lddbus")
    last = int(sh.ok("cat /sys/kernel/uevent_seqnum"))
    sh.ok("i=0; while [ $(wc -l < /uev.done) -lt %d ] && [ $i -lt 50 ]; "
          "do sleep 0.1; i=$((i+1)); done" % (last - first))
    env = "|/|/sbin:/bin:/usr/sbin:/usr/bin"
    lines = set(sh.ok("cat /uev.log").splitlines())
    expected = {
        "bus|add|/bus/ldd|bus|||" + env,
        "drivers|add|/bus/ldd/drivers/sculld|drivers|||" + env,
        "ldd|add|/devices/ldd0/sculld0|ldd|||1.9" + env,
        "ldd|bind|/devices/ldd0/sculld0|ldd|sculld||1.9" + env,
        "ldd|unbind|/devices/ldd0/sculld1|ldd|||1.9" + env,
        "ldd|remove|/devices/ldd0/sculld1|ldd|||1.9" + env,
        "bus|remove|/bus/ldd|bus|||" + env}
    assert expected <= lines, lines
    assert len(lines) == last - first == 12, lines
    # ldd0 has no bus and no class: no event of its own (Linux's filter)
    assert not any("|/devices/ldd0|" in line for line in lines), lines
    # busybox mdev: its rule's mode on the node devtmpfs made 0600
    sh.ok("ln -s /bin/busybox /mdev; "
          "echo 'apichr.* 0:0 0640' > /etc/mdev.conf; "
          "echo /mdev > /sys/kernel/uevent_helper")
    sh.ok("insmod /api-chardev.ko")
    sh.ok("i=0; while ! ls -l /dev/apichr0 | grep -q '^crw-r-----' && "
          "[ $i -lt 50 ]; do sleep 0.1; i=$((i+1)); done")
    assert sh.ok("ls -l /dev/apichr0").startswith("crw-r-----")
    sh.ok("rmmod api_chardev; echo > /sys/kernel/uevent_helper")
    assert "Oops" not in sh.vm.log and "BUG" not in sh.vm.log


UACCESS = "/sys/devices/ltp_uaccess"


def test_ltp_uaccess(k):
    """LTP's uaccess manner: a bare device (init_name, no bus or class)
    at /sys/devices/ltp_uaccess; the writing shell's own stack (its
    lowest page, unused) takes the pattern (copy_to_user, put_user) and
    gives it back (copy_from_user, get_user); a page never written
    fails the comparison (EINVAL); NULL and a kernel address are
    EFAULT, as access_ok() and the fault fixup say."""
    busybox_or_skip(k)
    for cc in ("gcc", "clang"):
        sh = Shell(k, build(k, cc)["ltp-uaccess"])
        stack = int(sh.ok("awk '/\\[stack\\]/ {split($1, r, \"-\"); "
                          "print r[1]}' /proc/$$/maps"), 16)

        def case(n, addr):
            sh.ok("echo '%d %x' > %s/tcase" % (n, addr, UACCESS))
            return int(sh.ok("cat %s/result" % UACCESS))

        # the first round also gives the stack's lowest page its frame
        # (a stack's pages come at first touch), above where the
        # counted round writes: that page is the shell's, not a leak
        sh.ok("insmod /ltp-uaccess.ko")
        assert case(0, stack + 1024) == 0
        sh.ok("rmmod ltp_uaccess")
        before = sh.ok("cat /proc/meminfo")
        sh.ok("insmod /ltp-uaccess.ko")
        assert modes(sh, UACCESS) == {"result": "-r--------",
                                      "tcase": "--w-------",
                                      "uevent": "-rw-r--r--"}

        assert case(1, stack + 512) == -22
        assert case(0, stack + 512) == 0
        assert case(1, stack + 512) == 0
        assert case(1, 0) == -14
        assert case(0, 0xc0100000) == -14
        out, rc = sh.run("echo '7 0' > %s/tcase" % UACCESS)
        assert rc == 1 and "Invalid argument" in out, out
        assert "ltp_uaccess: released" in sh.ok("rmmod ltp_uaccess")
        assert sorted(sh.ok("ls /sys/devices").split()) == \
            ["pci0000:00", "platform", "virtual"]
        assert sh.ok("cat /proc/meminfo") == before
        assert "Oops" not in sh.vm.log and "BUG" not in sh.vm.log
        sh.vm.kill()
