"""kobjects, sysfs attributes and debugfs in the manner of LKMPG's
hello-sysfs and its debugfs examples (tests/modules/sysfs-attr,
tests/modules/debugfs-demo, written here), built out of tree by gcc and
clang, loaded under busybox and used with cat, echo and ls -l as the
book does.  Linux 6.1 (/work/shared/tools/linux-reference) is the
oracle for what is the kernel's own: a read-only file refuses an open
for writing even to root ("Permission denied"), a write-only one an
open for reading; attribute files say a size of 4096; /sys/kernel/debug
is an empty dr-xr-xr-x directory until debugfs is mounted there, then
drwx------ (mounting it twice: EBUSY).  The module's own answers
(values, EINVAL, ERANGE) come from its source.  /proc/meminfo is as it
was after rmmod."""

import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402

KOBJ = "/sys/kernel/sysfs_attr"
CLASS = "/sys/class/sysfs_attr"


def mode_of(sh, path):
    """ls -l's mode string and size of path."""
    fields = sh.ok("ls -ld " + path).split()
    return fields[0], int(fields[4])


def check_kobject(sh):
    assert sh.ok("cat %s/number" % KOBJ) == "7\n"
    assert mode_of(sh, KOBJ) == ("drwxr-xr-x", 0)
    # the declared modes; a size of a page, as Linux's sysfs says
    for name, mode in (("number", "-rw-rw----"), ("greeting", "-r--r--r--"),
                       ("reset", "--w-------"), ("big", "-r--------"),
                       ("limits/limit", "-rw-r--r--")):
        assert mode_of(sh, "%s/%s" % (KOBJ, name)) == (mode, 4096), name
    sh.ok("echo 42 > %s/number" % KOBJ)
    assert sh.ok("cat %s/number" % KOBJ) == "42\n"
    out, rc = sh.run("echo forty > %s/number" % KOBJ)
    assert rc == 1 and "Invalid argument" in out, out
    assert sh.ok("cat %s/number" % KOBJ) == "42\n"
    assert sh.ok("cat %s/greeting" % KOBJ) == "hello from sysfs_attr\n"
    # Linux: no write bits, no open for writing, root or not
    out, rc = sh.run("echo hi > %s/greeting" % KOBJ)
    assert rc == 1 and "can't create %s/greeting: Permission denied" % KOBJ \
        in out, out
    out, rc = sh.run("cat %s/reset" % KOBJ)
    assert rc == 1 and "can't open '%s/reset': Permission denied" % KOBJ \
        in out, out
    out, rc = sh.run("echo no > %s/reset" % KOBJ)
    assert rc == 1 and "Invalid argument" in out, out
    assert "sysfs_attr: number reset" in sh.ok("echo yes > %s/reset" % KOBJ)
    assert sh.ok("cat %s/number" % KOBJ) == "0\n"
    assert sh.ok("cat %s/big" % KOBJ) == "x" * 4000 + "\n"
    assert sh.ok("cat %s/limits/limit" % KOBJ) == "10\n"
    sh.ok("echo 0x20 > %s/limits/limit" % KOBJ)
    assert sh.ok("cat %s/limits/limit" % KOBJ) == "32\n"
    out, rc = sh.run("echo 101 > %s/limits/limit" % KOBJ)
    assert rc == 1 and "Numerical result out of range" in out, out
    assert sorted(sh.ok("ls %s" % KOBJ).split()) == \
        ["big", "greeting", "limits", "number", "reset"]


def check_class(sh):
    assert mode_of(sh, CLASS) == ("drwxr-xr-x", 0)
    assert mode_of(sh, CLASS + "/add") == ("--w-------", 4096)
    assert sh.ok("cat %s/count" % CLASS) == "sysfs_attr: 0 device(s)\n"
    sh.ok("echo 5 > %s/add" % CLASS)
    out, rc = sh.run("echo 6 > %s/add" % CLASS)
    assert rc == 1 and "Device or resource busy" in out, out
    assert sh.ok("cat %s/count" % CLASS) == "sysfs_attr: 1 device(s)\n"
    dev = CLASS + "/sysfs_attr5"
    assert sh.ok("cat %s/level" % dev) == "sysfs_attr5 level 3\n"
    sh.ok("echo 9 > %s/level" % dev)
    assert sh.ok("cat %s/level" % dev) == "sysfs_attr5 level 9\n"
    assert mode_of(sh, dev + "/level") == ("-rw-r--r--", 4096)


def check_sysfs(sh):
    before = sh.ok("cat /proc/meminfo")
    out = sh.ok("insmod /sysfs-attr.ko")
    assert "sysfs: cannot create duplicate filename " \
        "'/kernel/sysfs_attr/number'" in out, out
    assert "sysfs_attr: duplicate refused with EEXIST" in out, out
    assert "sysfs_attr: /sys/kernel/sysfs_attr/number is 7" in out, out
    check_kobject(sh)
    check_class(sh)
    # a file held open across rmmod: its reads end, the module is gone
    sh.ok("exec 3< %s/number" % KOBJ)
    assert "sysfs_attr: number was 0" in sh.ok("rmmod sysfs_attr")
    out, rc = sh.run("cat <&3")
    assert rc == 1 and "No such device" in out, out
    sh.ok("exec 3<&-")
    for path in (KOBJ, CLASS):
        out, rc = sh.run("ls " + path)
        assert rc == 1 and "No such file or directory" in out, out
    assert sh.ok("cat /proc/meminfo") == before


def check_all(k, cc):
    busybox_or_skip(k)
    kos = build(k, cc)
    sh = Shell(k, kos["sysfs-attr"])
    check_sysfs(sh)


def test_sysfs_gcc(k):
    check_all(k, "gcc")


def test_sysfs_clang(k):
    check_all(k, "clang")
