"""Issue 31: the initramfs as Linux handles it.

Archives are unpacked in order, the built-in one first; a later entry
replaces what an earlier one left at its name (init/initramfs.c,
clean_path()), so a user's own archive with busybox as /bin/sh replaces
the kernel's shell; `rdinit=` names the program pid 1 runs first, and
one that cannot run is reported with Linux's "Failed to execute" line
before the boot goes on as without it (init/main.c).  A file with several
names (hard links, its bytes with the last name as GNU cpio packs them)
is one file under all of them, as Linux's maybe_link() makes it.
"""

import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip  # noqa: E402


def make_cpio(k, files, out):
    """A newc archive (scripts/mkcpio.py) of files: {path: bytes, or
    ("link", target) for a symlink, or ("hard", path) for another name of
    a file made before}"""
    with tempfile.TemporaryDirectory(prefix="oops386-cpio-") as tree:
        for path, data in files.items():
            full = os.path.join(tree, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            if isinstance(data, tuple) and data[0] == "hard":
                os.link(os.path.join(tree, data[1]), full)
                continue
            if isinstance(data, tuple):
                os.symlink(data[1], full)
                continue
            with open(full, "wb") as f:
                f.write(data)
            os.chmod(full, 0o755)
        subprocess.run([sys.executable,
                        os.path.join(k.top, "scripts", "mkcpio.py"), out,
                        tree], check=True)
    return out


def busybox_cpio(k, tmp, more=None):
    """A user's archive: Debian's busybox as /bin/sh, and more files"""
    busybox_or_skip(k)
    with open(os.path.join(k.build, "linux-progs", "bin", "busybox"),
              "rb") as f:
        return make_cpio(k, dict({"bin/sh": f.read()}, **(more or {})),
                         os.path.join(tmp, "bb.cpio"))


def test_later_archive_replaces_files_and_links(k):
    """Two archives of the same names: the second's file, link and file
    over a link win, each read back; nothing refused"""
    with tempfile.TemporaryDirectory(prefix="oops386-") as tmp:
        first = make_cpio(k, {"x/f": b"one\n", "x/l": ("link", "f"),
                              "x/g": b"old g\n"},
                          os.path.join(tmp, "first.cpio"))
        second = make_cpio(k, {"x/f": b"two\n", "x/l": b"now a file\n",
                               "x/g": ("link", "f")},
                           os.path.join(tmp, "second.cpio"))
        vm = k.boot(initrd=[os.path.join(k.build, "initramfs.cpio"),
                            first, second])
        assert vm.run("cat /x/f") == "two\n"
        assert vm.run("cat /x/l") == "now a file\n"
        assert vm.run("cat /x/g") == "two\n"
    assert "cannot create" not in vm.log and "cannot make" not in vm.log
    assert "initramfs second.cpio unpacked" in vm.log


def busybox_says(k, append, cmd, want, more=None):
    """Boot with the user's busybox archive (and more files in it) and
    append; busybox's ash must come up, and print want for cmd"""
    with tempfile.TemporaryDirectory(prefix="oops386-") as tmp:
        vm = k.boot(append=append, prompt=False,
                    initrd=[os.path.join(k.build, "initramfs.cpio"),
                            busybox_cpio(k, tmp, more)])
        vm.expect("built-in shell (ash)", timeout=60)
        vm.expect("# ", timeout=60)
        vm.send(cmd + "\r")
        vm.expect(re.compile(r"\n%s\r?\n" % re.escape(want)), timeout=30)
    return vm


def test_user_busybox_replaces_the_kernels_shell(k):
    """/bin/sh of a later archive is the shell /sbin/init starts (it was
    "initramfs bb.cpio: cannot create bin/sh" and the kernel's own sh)"""
    vm = busybox_says(k, "", "echo $((6 * 7))-ash", "42-ash")
    assert "cannot create" not in vm.log


def test_hard_links_are_one_file(k):
    """Three names of one file in two directories: one inode, a link
    count of 3, the bytes (packed with the last name) under every name"""
    vm = busybox_says(k, "", "[ /a/x -ef /b/y ] && [ /a/x -ef /b/z ] && "
                      "stat -c '%h %s' /b/y && cat /a/x", "3 7\nshared",
                      {"a/x": b"shared\n", "b/y": ("hard", "a/x"),
                       "b/z": ("hard", "a/x")})
    assert "cannot create" not in vm.log


def test_rdinit_runs_the_named_program_as_pid1(k):
    """rdinit=/bin/sh: busybox's sh is pid 1 itself, not init's child"""
    vm = busybox_says(k, "rdinit=/bin/sh", "echo pid=$$", "pid=1")
    assert "Unknown kernel command line" not in vm.log


def test_bad_rdinit_is_reported_and_boot_goes_on(k):
    """rdinit= naming nothing, or a file that is no program: Linux's
    "Failed to execute FILE (error N)", then /sbin/init as usual"""
    for bad, err in (("/no/such/init", -2), ("/proc/version", -13)):
        vm = k.boot(append="rdinit=" + bad)
        assert "Failed to execute %s (error %d)" % (bad, err) in vm.log, \
            vm.log
        assert vm.run("echo still here") == "still here\n"
        assert "Oops" not in vm.log
        vm.kill()



def test_init_of_the_archive_runs_first(k):
    """An archive's /init is pid 1's program without any option, as
    Linux runs it (rdinit= defaults to /init): here a static glibc
    program, whose exit is then init's death, Linux's panic"""
    prog = os.path.join(k.build, "glibc", "args")
    if not os.path.exists(prog):
        raise unittest.SkipTest("static glibc programs not built: gcc -m32 "
                                "-static needs Debian's libc6-dev-i386")
    with tempfile.TemporaryDirectory(prefix="oops386-") as tmp:
        with open(prog, "rb") as f:
            cpio = make_cpio(k, {"init": f.read()},
                             os.path.join(tmp, "init.cpio"))
        vm = k.boot(initrd=[os.path.join(k.build, "initramfs.cpio"), cpio],
                    prompt=False)
        vm.expect("verbose=0 name=none rest=0\nHOME=/\n", timeout=60)
        vm.expect("Attempted to kill init!", timeout=30)
    assert "Failed to execute" not in vm.log
