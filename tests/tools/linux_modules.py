"""One of tests/modules built twice from the same source, for oops386
and for the Linux 6.1 that linux-reference boots, and the initramfs
archives that carry it into each; shared by bench_net.py and
bench_block.py.

The Linux module is built by Debian's own kbuild against Debian's i386
6.1 headers (linux-headers-VERSION-686, -common, and linux-kbuild-6.1
for the host's tools), which apt-get download fetches into
BUILD/linux-headers on first use - never part of this tree.  Kbuild
compiles with the host's gcc -m32; nothing 32-bit runs on the host.
VERSION is the kernel linux-reference boots (its
$TMPDIR/linux-reference-cache), so the module's vermagic is that
kernel's.

  linux_modules.py --fetch BUILD

fetches the headers ahead (`make test` does, beside the compiling, so
that no test waits on the network for them) and says where they are, or
why they cannot be had; it always succeeds.
"""

import glob
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import bench_linux  # noqa: E402

MODULES = os.path.join(TOP, "tests", "modules")


def fetch_headers(out, release):
    """The 6.1 headers' build directory for release (6.1.0-N-686) under
    out, downloaded and unpacked once; None and why if it cannot be"""
    root = os.path.join(out, "root")
    kdir = os.path.join(root, "usr", "src", "linux-headers-" + release)
    if os.path.exists(os.path.join(kdir, ".done")):
        return kdir, None
    os.makedirs(out, exist_ok=True)
    common = release.rsplit("-", 1)[0] + "-common"
    # the i386 package's tools would be 32-bit host programs, which this
    # host cannot run: the host's own linux-kbuild-6.1 builds for i386 too
    pkgs = ["linux-headers-%s:i386" % release,
            "linux-headers-%s" % common, "linux-kbuild-6.1"]
    if not shutil.which("apt-get"):
        return None, "no apt-get to download %s" % " ".join(pkgs)
    r = subprocess.run(["apt-get", "download"] + pkgs, cwd=out,
                       capture_output=True, text=True)
    if r.returncode:
        return None, "apt-get download %s: %s" % (" ".join(pkgs),
                                                  r.stderr.strip()[-300:])
    for deb in glob.glob(os.path.join(out, "*.deb")):
        subprocess.run(["dpkg-deb", "-x", deb, root], check=True)
    # its Makefile includes the -common tree at /usr/src: here instead
    mk = os.path.join(kdir, "Makefile")
    with open(mk) as f:
        text = f.read()
    with open(mk, "w") as f:
        f.write(text.replace("/usr/src/", os.path.join(root, "usr", "src")
                             + "/"))
    open(os.path.join(kdir, ".done"), "w").close()
    return kdir, None


def headers_for(build, linux):
    """fetch_headers() for linux_files()'s kernel, into BUILD"""
    release = os.path.basename(linux[0])[len("vmlinuz-"):]
    return fetch_headers(os.path.join(build, "linux-headers"), release)


def build_module(name, where, make_args):
    """NAME.ko built from a copy of tests/modules/NAME in where"""
    shutil.rmtree(where, ignore_errors=True)
    shutil.copytree(os.path.join(MODULES, name), where)
    r = subprocess.run(["make", "-s"] + make_args + ["M=" + where],
                       capture_output=True, text=True,
                       env=dict(os.environ, MAKEFLAGS=""))
    ko = os.path.join(where, name + ".ko")
    if r.returncode or not os.path.exists(ko):
        print("bench: %s build failed (%s):\n%s" % (
            name, " ".join(make_args), (r.stdout + r.stderr)[-1500:]))
        return None
    return ko


def for_oops386(build, name, where):
    """NAME.ko for this tree's kernel in BUILD, or None"""
    return build_module(name, where, ["-C", TOP, "BUILD=" + build,
                                      "CC=gcc"])


def for_linux(build, name, where):
    """(linux_files(), NAME.ko for Linux 6.1, None) or (None, None, why)"""
    linux = bench_linux.linux_files()
    if not linux:
        return None, None, "linux-reference could not fetch Debian's kernel"
    kdir, why = headers_for(build, linux)
    if not kdir:
        return None, None, why
    ko = build_module(name, where, ["-C", kdir])
    if not ko:
        return None, None, "%s did not build against %s" % (name, kdir)
    return linux, ko, None


def cpio_of(tmp, name, files):
    """A newc archive of files ({path in guest: host path})"""
    tree = os.path.join(tmp, name)
    for dest, src in files.items():
        path = os.path.join(tree, dest.lstrip("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        shutil.copy(src, path)
    out = tree + ".cpio"
    subprocess.run([sys.executable, os.path.join(TOP, "scripts",
                                                 "mkcpio.py"), out, tree],
                   check=True)
    return out


def linux_initramfs(tmp, busybox, files):
    """busybox as /bin/sh and files ({path in /: host path}), in a cpio
    made by linux-reference's own mkinitramfs.py (bench_linux.py's way)"""
    out = os.path.join(tmp, "linux.cpio")
    spec = ["dir /bin 755", "dir /dev 755", "dir /tmp 1777",
            "nod /dev/console 600 c 5 1",
            "file /bin/busybox %s 755" % busybox, "slink /bin/sh busybox 777"]
    spec += ["file %s %s 644" % (dest, src) for dest, src in files.items()]
    subprocess.run([sys.executable, os.path.join(
        os.path.dirname(bench_linux.REFERENCE), "lib", "mkinitramfs.py"),
        out], input="\n".join(spec) + "\n", text=True, check=True)
    return out


def oops386_vm(build, tmp, files):
    """Qemu's arguments for oops386 with busybox as its shell and files"""
    return {"kernel": os.path.join(build, "vmlinux"),
            "append": "init=/bin/busybox sh",
            "initrd": [os.path.join(build, "initramfs.cpio"),
                       os.path.join(build, "linux-progs.cpio"),
                       cpio_of(tmp, "ours", files)]}


def linux_vm(linux, tmp, files):
    """Qemu's arguments for linux-reference's 6.1 with busybox as its
    shell and files"""
    return {"kernel": linux[0],
            "append": "console=ttyS0 quiet panic=-1 rdinit=/bin/sh",
            "initrd": [linux_initramfs(tmp, linux[1], files)]}


def main(argv):
    if len(argv) != 3 or argv[1] != "--fetch":
        sys.stderr.write("usage: linux_modules.py --fetch BUILD\n")
        return 2
    linux = bench_linux.linux_files()
    kdir, why = headers_for(argv[2], linux) if linux else \
        (None, "linux-reference could not fetch Debian's kernel")
    print("linux_modules: " + ("headers in " + kdir if kdir else
                               "no Linux headers: " + why))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
