"""MODULE_VERSION() kept by the loader (struct module's version,
kernel/module/load.c) and shown in /sys/module/NAME/version
(kernel/module/sysfs.c), asm-generic/io.h's virt_to_phys(), and the
lines linux-kernel-module-cheat's scull module copies from a NAME.mod.c
(linux/build-salt.h's BUILD_SALT, linux/vermagic.h): the cheat's
module_info, mmap and scull build.  tests/modules/modinfo-demo's lines
and the version file are what Linux 6.1 gave (linux-reference, the
module built against Debian's 6.1 headers); a module without a version
has no version file there either.  Built with gcc and clang; memory as
before after rmmod.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip  # noqa: E402
from test_module_api import build  # noqa: E402

LINUX = """\
modinfo_demo: name = modinfo_demo
modinfo_demo: version = 1.0
modinfo_demo: phys_to_virt(virt_to_phys(p)) == p: 1, offset in page 1
modinfo_demo: gone""".splitlines()


def test_module_version_as_linux(k):
    busybox_or_skip(k)
    kos = build(k, "gcc")
    build(k, "clang")                   # warning-free with clang too
    s = Session(k, files=[kos["modinfo-demo"], kos["irq-work-demo"]])
    s.ok("dmesg -n 1")                  # printk off the console
    before = s.ok("cat /proc/meminfo")
    s.ok("insmod /modinfo-demo.ko")
    assert s.ok("cat /sys/module/modinfo_demo/version") == "1.0\n"
    s.ok("insmod /irq-work-demo.ko")
    out, rc = s.run("ls /sys/module/irq_work_demo/version")
    assert rc == 1 and "No such file" in out, out
    s.ok("rmmod irq_work_demo; rmmod modinfo_demo")
    out = s.ok("dmesg | grep -oE 'modinfo_demo: (name|vers|phys|gone).*'")
    assert out.splitlines() == LINUX, out
    assert s.ok("cat /proc/meminfo") == before
    assert "Oops" not in s.vm.log and "WARNING" not in s.vm.log
