"""Issue 31: Debian's kmod (insmod, rmmod, lsmod, modinfo, modprobe,
depmod: one dynamically linked binary) and bash, unmodified, on oops386.

build/dynamic.cpio (scripts/dynamic-progs.mk) holds them with their
libraries (scripts/fetch-kmod.sh), the test modules under
/lib/modules/RELEASE/extra, and modules.builtin and modules.order as a
kernel package ships them.  bash is pid 1 (init=/bin/bash) and runs the
commands; depmod, run first in the guest, writes modules.dep.  Each
command's output and exit status is compared with what the same kmod
printed on Linux 6.1 (tests/kernel/kmod.linux) for Debian's own modules
of the same shape: llc (used by psnap) stands for provider (used by
consumer), unix (built in) for demo_builtin.  Skipped, with the reason,
when the packages could not be fetched.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_dynelf import dynamic_or_skip  # noqa: E402
from utsrelease import uts_release  # noqa: E402 (tests/lib)

HERE = os.path.dirname(os.path.abspath(__file__))
START = "@@s@@"
OUT = re.compile(r"(?:^|\n)@@s@@\r?\n(.*?)@@rc=(\d+)@@", re.S)
# Linux's names in kmod.linux, and what they stand for here (the
# release too: linux_transcript())
AS_HERE = [("kernel/net/802/psnap.ko", "extra/consumer.ko"),
           ("psnap", "consumer"), ("llc", "provider"),
           ("unix", "demo_builtin")]
LINUX_RELEASE = "6.1.0-50-686"
# The kernel's own lines among the output (oops386's console shows
# every level; Linux's reference boots quiet): the modules' greetings,
# and delete_module's reason ("rmmod: provider is in use by consumer")
KERNEL_LINE = re.compile(r"^(provider|consumer|hello): .*\n|"
                         r"^rmmod: (?!ERROR).*\n", re.M)
UNKNOWN_SYSCALL = re.compile(r"^\w+\[\d+\]: unknown system call \d+\n",
                             re.M)
LSMOD_HEADER = "Module                  Size  Used by"


def normal(out):
    """Output without the kernel's lines and \\r, lsmod's sizes as SIZE
    (the modules differ), so oops386's and Linux's compare"""
    out = KERNEL_LINE.sub("", UNKNOWN_SYSCALL.sub("", out.replace("\r", "")))
    lines, in_lsmod = [], False
    for line in out.splitlines():
        if in_lsmod and len(line.split()) >= 3:
            f = line.split()
            line = " ".join([f[0], "SIZE"] + f[2:])
        in_lsmod = in_lsmod or line == LSMOD_HEADER
        lines.append(line)
    return "\n".join(lines)


def linux_transcript(release):
    """[(command, output, status)] of kmod.linux, Linux's names
    replaced by oops386's, whose release is release"""
    with open(os.path.join(HERE, "kmod.linux")) as f:
        text = "".join(l for l in f if not l.startswith("#"))
    for linux, here in AS_HERE + [(LINUX_RELEASE, release)]:
        text = text.replace(linux, here)
    return [(c, o, int(rc)) for c, o, rc in
            re.findall(r"^>>> (.*?)\n(.*?)^=== rc (\d+)\n", text,
                       re.S | re.M)]


class Bash:
    """Debian's bash as pid 1 on the console, read the way
    tests/kernel/test_busybox.py reads busybox sh"""

    def __init__(self, k):
        self.vm = k.boot(append="init=/bin/bash", prompt=False,
                         initrd=[os.path.join(k.build, "initramfs.cpio"),
                                 os.path.join(k.build, "dynamic.cpio")])
        self.vm.expect(re.compile(r"bash-5\.\d# "), timeout=90)

    def run(self, cmd, timeout=60):
        self.vm.send("echo %s; %s; echo \"@@rc=$?@@\"\r" % (START, cmd))
        m = self.vm.expect(OUT, timeout)
        return m.group(1), int(m.group(2))


def test_kmod_commands_as_linux(k):
    """depmod, lsmod, modprobe with a dependency from modules.dep,
    rmmod of a used module (with and without -f), modprobe -r, rmmod of
    a module not loaded and of a built-in, insmod of a loaded one and of
    a missing file, modinfo's depends: messages and exit statuses as
    Linux 6.1's"""
    dynamic_or_skip(k, "bin/kmod")
    sh = Bash(k)
    for cmd, want, want_rc in linux_transcript(uts_release(k.build)):
        out, rc = sh.run(cmd)
        assert (normal(out), rc) == (normal(want), want_rc), \
            (cmd, out, want)
    assert "Oops" not in sh.vm.log


def test_modinfo_shows_parameter_types(k):
    """modinfo reads .modinfo as Linux's does: each parameter with its
    description and type, the types module_param() wrote"""
    dynamic_or_skip(k, "bin/kmod")
    sh = Bash(k)
    out, rc = sh.run("modinfo /lib/modules/%s/extra/hello.ko"
                     % uts_release(k.build))
    assert rc == 0, out
    parms = re.findall(r"^parm:\s+(\w+):.*\((\w+)\)\r?$", out, re.M)
    assert parms == [("times", "int"), ("whom", "charp"), ("shout", "bool"),
                     ("mood", "short"), ("greeting", "string")], out
    sh.run("depmod")
    out, rc = sh.run("modinfo -F license hello")
    assert (out.strip(), rc) == ("GPL", 0), out


def test_rmmod_f_forces_a_module_without_exit(k):
    """rmmod of a module without an exit function is refused (EBUSY),
    rmmod -f removes it and taints the kernel: what Linux's
    delete_module() does with CONFIG_MODULE_FORCE_UNLOAD, which Debian's
    config-6.1.0-50-686 sets (from the documented behaviour: no module
    of Debian's package lacks an exit function to try it with)"""
    dynamic_or_skip(k, "bin/kmod")
    sh = Bash(k)
    out, rc = sh.run("insmod /lib/modules/%s/extra/noexit.ko"
                     % uts_release(k.build))
    assert rc == 0, out
    out, rc = sh.run("rmmod noexit")
    assert rc == 1 and "rmmod: ERROR: could not remove module noexit: " \
        "Device or resource busy" in out, out
    out, rc = sh.run("rmmod -f noexit")
    assert rc == 0, out
    out, rc = sh.run("lsmod")
    assert normal(out) == LSMOD_HEADER, out
    assert "Oops" not in sh.vm.log


def test_bash_runs_a_script(k):
    """bash itself: a script with a function, a loop, arithmetic,
    parameter expansion and a here-string; the output is what the same
    bash printed for the same script on Linux 6.1 (linux-reference)"""
    dynamic_or_skip(k, "bin/bash")
    sh = Bash(k)
    script = ("f() { local n=$1; echo $((n * n)); }; "
              "for i in 1 2 3; do f $i; done; s=oops386; "
              "echo ${s^^} ${#s}; cat <<< here")
    out, rc = sh.run("echo '%s' > /tmp/s.sh; bash /tmp/s.sh" % script)
    assert (out.replace("\r", ""), rc) == ("1\n4\n9\nOOPS386 7\nhere\n", 0), out
