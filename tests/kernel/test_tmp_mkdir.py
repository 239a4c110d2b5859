"""The default initramfs has /tmp, mode 1777 as on Linux (Debian's
`stat -c %a /tmp` prints 1777), and /bin/mkdir (user/mkdir.c), whose
messages are busybox's (`mkdir /tmp/q /tmp/r/s` on Linux's busybox
makes q and says "mkdir: can't create directory '/tmp/r/s': No such
file or directory").  Also two findings of issue 32 about the tools:
`kill -9 2` to a kernel thread succeeds as on Linux (rc 0; the thread
ignores it), and a refused rmmod prints one line."""

import os
import re


def _cpio_modes(path):
    """name -> mode of each member of a newc cpio (scripts/mkcpio.py)."""
    with open(path, "rb") as f:
        data = f.read()
    modes, pos = {}, 0
    while True:
        fields = [int(data[pos + 6 + 8 * i:pos + 14 + 8 * i], 16)
                  for i in range(13)]
        namesize, filesize = fields[11], fields[6]
        name = data[pos + 110:pos + 110 + namesize - 1].decode()
        if name == "TRAILER!!!":
            return modes
        modes[name] = fields[1]
        pos += 110 + namesize
        pos += -pos % 4
        pos += filesize + -filesize % 4


def test_tmp_is_sticky_and_writable(k):
    modes = _cpio_modes(os.path.join(k.build, "usr", "initramfs_data.cpio"))
    assert oct(modes["tmp"]) == oct(0o41777), oct(modes["tmp"])
    vm = k.boot()
    vm.run("echo hi > /tmp/f")
    assert vm.run("cat /tmp/f").strip() == "hi"


def test_mkdir(k):
    vm = k.boot()
    out = vm.run("mkdir /tmp/q /tmp/r/s")
    assert out.strip() == ("mkdir: can't create directory '/tmp/r/s': "
                           "No such file or directory"), out
    assert vm.run("ls /tmp").split() == ["q/"]
    assert vm.run("mkdir /tmp/q").strip() == \
        "mkdir: can't create directory '/tmp/q': File exists"
    # -p: parents made, one already there no error
    assert vm.run("mkdir -p /tmp/q /tmp/r/s/t") == ""
    assert vm.run("ls /tmp/r/s").split() == ["t/"]
    vm.run("echo x > /tmp/file")
    assert vm.run("mkdir -p /tmp/file/d").strip() == \
        "mkdir: can't create directory '/tmp/file/d': Not a directory"
    assert vm.run("mkdir").strip() == "Usage: mkdir [-p] DIR..."


def test_kill_a_kernel_thread(k):
    vm = k.boot()
    ps = vm.run("ps")
    assert re.search(r"^\s+2 S\s+events$", ps, re.M), ps
    # Linux: kill(2) returns 0, the kernel thread ignores SIGKILL
    assert vm.run("kill -9 2") == ""
    assert vm.run("ps").splitlines()[:3] == ps.splitlines()[:3]
    assert vm.run("kill -9 999").strip() == "sh: kill: 999: No such process"


def test_rmmod_refused_in_one_line(k):
    vm = k.boot(initrd=[os.path.join(k.build, "initramfs.cpio")])
    vm.run("insmod /lib/modules/provider.ko")
    vm.run("insmod /lib/modules/consumer.ko")
    out = vm.run("rmmod provider")
    assert out.strip() == "rmmod: provider is in use by consumer", out
    assert vm.run("rmmod nosuch").strip() == \
        "rmmod: ERROR: Module nosuch is not currently loaded"
