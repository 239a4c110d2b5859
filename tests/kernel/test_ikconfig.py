"""/proc/config.gz (kernel/configs.c, CONFIG_IKCONFIG_PROC): what LTP's
tst_kconfig reads (zcat /proc/config.gz) is kernel/configs/oops386.config
and the build's MODULES_24 line, byte for byte, and every option in it
that names a call's subsystem answers as the option says."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip  # noqa: E402

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))


def test_proc_config_gz_is_the_built_config(k):
    """zcat /proc/config.gz gives the config file plus the build's line;
    -r--r--r-- as Linux's; SYSVIPC and TMPFS are there and work"""
    busybox_or_skip(k)
    s = Session(k)
    with open(os.path.join(TOP, "kernel", "configs", "oops386.config")) as f:
        want = f.read() + "CONFIG_MODULES_24=y\n"
    got = s.ok("zcat /proc/config.gz")
    assert got.replace("\r", "") == want
    assert s.ok("ls -l /proc/config.gz").startswith("-r--r--r--")
    assert "CONFIG_SYSVIPC=y" in got and "CONFIG_TMPFS=y" in got
    assert s.ok("mkdir /tmp/c && mount -t tmpfs x /tmp/c && echo ok") == \
        "ok\n"
    assert s.ok("cat /proc/sysvipc/shm").startswith("       key")


def test_kconfig_h_defines_only_built_options(k):
    """every CONFIG_ that include/linux/kconfig.h defines for all code
    (modules' #ifdef CONFIG_X86) is "=y" in the served config"""
    with open(os.path.join(TOP, "kernel", "configs", "oops386.config")) as f:
        built = set(re.findall(r"^(CONFIG_\w+)=y$", f.read(), re.M))
    with open(os.path.join(TOP, "include", "linux", "kconfig.h")) as f:
        defined = re.findall(r"^#define (CONFIG_\w+)\s+1$", f.read(), re.M)
    assert "CONFIG_X86" in defined and "CONFIG_X86_32" in defined
    assert set(defined) <= built, set(defined) - built
