"""The PCI bus (drivers/pci/, linux/pci.h) on QEMU's PC with an e1000
card (-device e1000, as linux-reference's QEMU has by default): what
configuration mechanism #1 finds, as sysfs shows it - the links of
/sys/bus/pci/devices, each function's vendor, device, class,
subsystem, revision, irq, uevent, modalias, enable and resource files,
two configuration spaces byte for byte - and /proc/bus/pci/devices;
then tests/modules/pci-demo, a driver whose table names the e1000:
probe() enables it, reads its header and BARs and claims them, the
driver core links it both ways, remove() at rmmod undoes it all and
memory is as before.  With pci-demo bound, LTP's tpci runs its test
cases on the e1000 through LTP's ltp_tpci.ko (built from LTP's source
by this kernel's make M=, when an LTP checkout is at $LTP_DIR).

The oracle is tests/kernel/pci.linux: the same commands, module source
and LTP program on Linux 6.1 in the same QEMU (its header says how it
was recorded).  Debian's busybox has no lspci: the files lspci reads
are compared instead.  One boot."""

import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_classic_scull import Shell  # noqa: E402
from test_busybox import busybox_or_skip  # noqa: E402
from test_firmware import LTP, LTP_RUN, ltp_build, results, sections  # noqa: E402
from test_module_api import build  # noqa: E402
from test_perm import assert_lines_as_linux  # noqa: E402

TPCI = "testcases/kernel/device-drivers/pci"
E1000 = "/sys/bus/pci/devices/0000:00:03.0"
SYSFS = [
    "ls -l /sys/bus/pci/devices | sed 1d | awk '{print $9, $10, $11}'",
    "for d in /sys/bus/pci/devices/*; do echo $d; cat $d/vendor $d/device"
    " $d/class $d/subsystem_vendor $d/subsystem_device $d/revision $d/irq"
    " $d/uevent $d/modalias $d/enable; cat $d/resource; done",
    "hexdump -C /sys/bus/pci/devices/0000:00:01.1/config",
    "hexdump -C /sys/bus/pci/devices/0000:00:02.0/config",
    "cat /proc/bus/pci/devices",
    "cd /sys/bus/pci/devices/0000:00:00.0 && cat local_cpus local_cpulist"
    " dma_mask_bits consistent_dma_mask_bits broken_parity_status msi_bus"
    " ari_enabled power_state",
]
DEMO = [
    "insmod /pci-demo.ko",
    "ls -1 /sys/bus/pci/drivers/pci_demo | grep -v -e '^module$' -e _id$",
    "readlink {0}/driver; cat {0}/enable {0}/power_state {0}/uevent".format(
        E1000),
    "grep pci_demo /proc/ioports /proc/iomem | sed 's/: */:/'",
    "grep pci_demo /proc/bus/pci/devices | cut -f1,2,17",
]
TPCI_RUN = LTP_RUN.format("tpci")
UNDEMO = [
    "rmmod pci_demo",
    "cat %s/enable; ls -1 /sys/bus/pci/drivers" % E1000,
    "dmesg | grep -e pci_demo -e ltp_tpci | sed 's/^\\[[^]]*\\] //'",
]
# Linux's own PCI drivers, there and not here: none is bound in QEMU
LINUX_ONLY_DRIVERS = re.compile(r"^(8250_|agpgart-|ce4100|iosf|pcieport|"
                                r"serial|shpchp)")
TAINT = re.compile(r"taints kernel|module verification failed")


class E1000Shell(Shell):
    """busybox sh as pid 1 on a PC with an e1000 card, files at /; one
    CPU, as linux-reference's machine (local_cpus), even under SMP=2"""

    def __init__(self, k, *files):  # pylint: disable=super-init-not-called
        self.vm = k.boot(append="init=/bin/busybox sh",
                         initrd=[os.path.join(k.build, "initramfs.cpio"),
                                 os.path.join(k.build, "linux-progs.cpio")] +
                         list(files), prompt=False, smp=1,
                         extra=["-device", "e1000"])
        self.vm.expect("built-in shell (ash)", timeout=60)
        self.vm.expect("# ", timeout=60)


def tpci_files(k):
    """[ltp_tpci.ko, tpci], or []"""
    return ltp_build(k, "ltp-pci", "ltp_tpci",
                     [TPCI + "/tpci_kernel/ltp_tpci.c",
                      TPCI + "/tpci_kernel/tpci.h"],
                     [TPCI + "/tpci_user/tpci.c"])


def test_pci_as_linux(k):
    busybox_or_skip(k)
    tpci = tpci_files(k)
    sh = E1000Shell(k, build(k, "gcc")["pci-demo"], *tpci)
    want = sections("pci.linux")
    sh.ok("dmesg -n 1")  # printk on the console as Linux's "quiet": none
    got = []
    for cmd in SYSFS:
        got += sh.ok(cmd).splitlines()
    assert_lines_as_linux("\n".join(got), want["sysfs"])
    got = []
    for cmd in DEMO:
        got += sh.ok(cmd).splitlines()
    assert_lines_as_linux("\n".join(got), want["demo"])
    if tpci:
        out = sh.run(TPCI_RUN, timeout=120)[0]
        assert results(out) == want["tpci"], out
    got = []
    for cmd in UNDEMO:
        got += sh.ok(cmd).splitlines()
    assert_lines_as_linux("\n".join(got), [
        l for l in want["undemo"]
        if not LINUX_ONLY_DRIVERS.match(l) and not TAINT.search(l)])
    # a second round (the first's one-time allocations stay) leaves
    # memory as it was
    before = sh.ok("cat /proc/meminfo")
    sh.ok("insmod /pci-demo.ko; rmmod pci_demo")
    assert sh.ok("cat /proc/meminfo") == before
    assert "Oops" not in sh.vm.log and "BUG" not in sh.vm.log, sh.vm.log
    if not tpci:
        raise unittest.SkipTest("no LTP checkout at %s: tpci not run" % LTP)
