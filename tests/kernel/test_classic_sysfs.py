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


def sysfs_round(sh):
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


def check_sysfs(sh):
    # the first round makes what stays for good (/sys/devices/virtual's
    # directories, the caches' first slabs, the shell's stack pages as
    # it first reaches them): the second must leave memory as it was
    sysfs_round(sh)
    before = sh.ok("cat /proc/meminfo")
    sysfs_round(sh)
    assert sh.ok("cat /proc/meminfo") == before


DEBUG = "/sys/kernel/debug"
DEMO = DEBUG + "/debugfs_demo"


def check_unmounted(sh):
    """As Linux 6.1 shows it before mount: an empty dr-xr-xr-x directory"""
    assert mode_of(sh, DEBUG)[0] == "dr-xr-xr-x"
    assert sh.ok("ls -a %s" % DEBUG).split() == [".", ".."]
    assert "debugfs" not in sh.ok("cat /proc/mounts")


def check_values(sh):
    expect = {"small": "200", "medium": "60000", "mask": "0x0000beef",
              "count": "3", "big": str(1 << 40),
              "big_hex": "0x%016x" % (1 << 40), "small_hex": "0xc8",
              "medium_hex": "0xea60", "enabled": "Y", "size": "4096",
              "hits": "-5", "blob": "a blob of bytes",
              "message": "hello debugfs", "limit": "10",
              "sub/inner": "3"}
    for name, value in expect.items():
        assert sh.ok("cat %s/%s" % (DEMO, name)) == value + "\n", name
    for name, mode in (("small", "-rw-r--r--"), ("count", "-r--r--r--"),
                       ("big", "-rw-------"), ("wo", "--w-------"),
                       ("blob", "-r--r--r--"), ("message", "-rw-r--r--")):
        assert mode_of(sh, "%s/%s" % (DEMO, name)) == (mode, 0), name
    assert mode_of(sh, DEMO + "/sub")[0] == "drwxr-xr-x"


def check_writes(sh):
    for name, text, value in (("small", "0x10", "16"), ("small", "300", "44"),
                              ("mask", "255", "0x000000ff"),
                              ("enabled", "n", "N"), ("hits", "7", "7"),
                              ("limit", "999", "999"),
                              ("message", "new text", "new text")):
        sh.ok("echo %s > %s/%s" % (text, DEMO, name))
        assert sh.ok("cat %s/%s" % (DEMO, name)) == value + "\n", name
    sh.ok("echo 12 > %s/wo" % DEMO)
    assert sh.ok("cat %s/count" % DEMO) == "12\n"
    # no write bits, no set(): simple_attr's EACCES; no read bits: EACCES
    for cmd, error in (("echo 1 > %s/count", "Permission denied"),
                       ("cat %s/wo", "Permission denied"),
                       ("echo abc > %s/small", "Invalid argument"),
                       # no write method at all: EINVAL, as Linux 6.1's
                       # read-only debugfs files answer
                       ("echo 1 > %s/blob", "Invalid argument"),
                       ("echo 1001 > %s/limit", "Invalid argument"),
                       ("echo maybe > %s/enabled", "Invalid argument")):
        out, rc = sh.run(cmd % DEMO)
        assert rc == 1 and error in out, (cmd, out)
    assert sh.ok("cat %s/limit" % DEMO) == "999\n"


def check_debugfs(sh):
    check_unmounted(sh)
    before = sh.ok("cat /proc/meminfo")
    out = sh.ok("insmod /debugfs-demo.ko")
    assert "debugfs_demo: second sub refused with EEXIST" in out, out
    assert "debugfs: File 'sub' in directory 'debugfs_demo' already " \
        "present!" in out, out
    assert sh.ok("ls -a %s" % DEBUG).split() == [".", ".."]
    sh.ok("mount -t debugfs none " + DEBUG)
    assert mode_of(sh, DEBUG)[0] == "drwx------"
    out, rc = sh.run("mount -t debugfs none " + DEBUG)
    assert rc != 0 and "Device or resource busy" in out, out
    assert "debugfs /sys/kernel/debug debugfs rw,relatime 0 0" in \
        sh.ok("cat /proc/mounts")
    assert "debugfs_demo" in sh.ok("ls %s" % DEBUG).split()
    check_values(sh)
    check_writes(sh)
    sh.ok("umount " + DEBUG)
    check_unmounted(sh)
    out, rc = sh.run("umount " + DEBUG)
    assert rc == 1 and "Invalid argument" in out, out
    sh.ok("mount -t debugfs none " + DEBUG)
    # files of the kernel's own operations on the module's variables, open
    # across rmmod: nothing pins the module, and what they read is freed
    sh.ok("exec 5<{0}/small 6>{0}/enabled 7<{0}/blob".format(DEMO))
    out = sh.ok("rmmod debugfs_demo")
    assert "debugfs_demo: count 12, limit 999, message new text" in out, out
    assert "debugfs_demo" not in sh.ok("ls %s" % DEBUG)
    check_removed_while_open(sh, ("cat <&5", "echo y >&6", "cat <&7"))
    sh.ok("exec 5<&- 6>&- 7<&-")
    sh.ok("umount " + DEBUG)
    assert sh.ok("cat /proc/meminfo") == before


def check_removed_while_open(sh, cmds):
    """Each of cmds, on a file removed while it was open, fails with EIO
    (fs/libfs.c, file_unlinked(), detach_calls()); nothing oopses"""
    for cmd in cmds:
        out, rc = sh.run(cmd)
        assert rc == 1 and "Input/output error" in out, (cmd, out)
    assert "Oops" not in sh.vm.log


def check_parameter_after_rmmod(sh):
    """A module parameter's file open across rmmod: param_store() would
    write the freed struct kernel_param"""
    sh.ok("insmod /lib/modules/$(uname -r)/hello.ko")
    sh.ok("exec 8>/sys/module/hello/parameters/times")
    sh.ok("rmmod hello")
    check_removed_while_open(sh, ("echo 3 >&8",))
    sh.ok("exec 8>&-")


def check_all(k, cc):
    busybox_or_skip(k)
    kos = build(k, cc)
    sh = Shell(k, kos["sysfs-attr"], kos["debugfs-demo"])
    check_sysfs(sh)
    check_debugfs(sh)
    check_parameter_after_rmmod(sh)


def test_sysfs_gcc(k):
    check_all(k, "gcc")


def test_sysfs_clang(k):
    check_all(k, "clang")


WORLD_WRITABLE = """#include <linux/module.h>
#include <linux/kobject.h>
static ssize_t v_show(struct kobject *k, struct kobj_attribute *a, char *b)
{
	return sysfs_emit(b, "1\\n");
}
static struct kobj_attribute v = __ATTR(v, %s, v_show, NULL);
static int __init w_init(void)
{
	return sysfs_create_file(kernel_kobj, &v.attr);
}
module_init(w_init);
MODULE_LICENSE("GPL");
"""


def build_mode(k, d, mode):
    """make M=d of a module whose attribute has mode: (exit code, output)"""
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "Kbuild"), "w") as f:
        f.write("obj-m := ww.o\n")
    with open(os.path.join(d, "ww.c"), "w") as f:
        f.write(WORLD_WRITABLE % mode)
    env = {key: v for key, v in os.environ.items()
           if key not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    p = subprocess.run(["make", "-s", "M=" + d, "BUILD=" + k.build],
                       cwd=k.top, env=env, capture_output=True, text=True,
                       timeout=300)
    return p.returncode, p.stdout + p.stderr


def test_sysfs_world_writable_attribute_does_not_build(k):
    # Linux 6.1's __ATTR() checks the mode at build time: others may not
    # write, and group may not read or write more than the owner
    d = os.path.join(os.path.abspath(k.build), "test-modules", "ww")
    shutil.rmtree(d, ignore_errors=True)
    assert build_mode(k, d, "0644")[0] == 0
    for mode in ("0666", "0602", "0464", "0020"):
        rc, out = build_mode(k, d, mode)
        assert rc != 0 and "error" in out, (mode, out)
