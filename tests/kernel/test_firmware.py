"""The firmware loader (drivers/base/firmware_class.c,
linux/firmware.h) as a driver uses it: tests/modules/fw-demo asks for
files found in each of Linux 6.1's directories (updates/RELEASE over
updates over RELEASE over /lib/firmware), a 348894-byte file, missing
ones (warned about by request_firmware(), quiet through
request_firmware_direct() and firmware_request_nowarn()), a directory,
an empty file, one open for writing, names with a ".." component,
request_firmware_nowait() and the firmware_class.path directory.  Then
LTP's fw_load01 and fw_load02 with LTP's own module, ltp_fw_load.ko,
built from LTP's source by this kernel's `make M=` (when an LTP checkout
is at $LTP_DIR, /work/ltp-src/ltp by default).

The oracle is tests/kernel/firmware.linux: the same module source and
LTP programs on Linux 6.1 (its header says how it was recorded).
Debian's kernel adds lines of its own (a patch logs every firmware
load, "firmware: direct-loading ..."/"firmware: failed to load ...",
and points at its wiki): those are left out of the comparison, as are
the taint lines.  The directory is written with printf(1), as LTP
does: Linux keeps echo's newline in it (and then never finds the
directory), oops386's parameter files drop it.  Upstream 6.1's "loading PATH failed with error N"
for a file that is there but cannot be read is checked by itself.  One
boot; /proc/meminfo as it was after a second insmod and rmmod."""

import os
import re
import shutil
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_classic_scull import Shell  # noqa: E402
from test_busybox import busybox_or_skip  # noqa: E402
from test_module_api import build  # noqa: E402
from test_perm import assert_lines_as_linux  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
LTP = os.environ.get("LTP_DIR", "/work/ltp-src/ltp")
FW_LOAD = "testcases/kernel/firmware/fw_load"

FW_SETUP = [
    "mkdir -p /lib/firmware/updates/$(uname -r) /lib/firmware/$(uname -r)"
    " /tmp/fwp /lib/firmware/dir.bin",
    "printf base > /lib/firmware/a.bin; printf update >"
    " /lib/firmware/updates/a.bin; printf rel > /lib/firmware/$(uname -r)"
    "/r.bin; printf base > /lib/firmware/r.bin; printf updrel >"
    " /lib/firmware/updates/$(uname -r)/u.bin; printf upd >"
    " /lib/firmware/updates/u.bin; : > /lib/firmware/empty.bin;"
    " printf para > /tmp/fwp/a.bin; seq 1 60000 > /lib/firmware/big.bin",
]
FW_PARAM = "/sys/module/firmware_class/parameters/path"
FW_DEMO = [
    "exec 3>/lib/firmware/busy.bin; insmod /fw-demo.ko names=a.bin,r.bin,"
    "u.bin,big.bin,missing.bin,dir.bin,empty.bin,busy.bin quiet=missing.bin"
    " async=u.bin nodev=missing.bin; exec 3>&-",
    "rmmod fw_demo",
    "printf /tmp/fwp > %s" % FW_PARAM,
    "insmod /fw-demo.ko names=a.bin,sub/x.bin,../fwp/a.bin,a/../b,..x,x..,,"
    " async=missing.bin",
    "rmmod fw_demo; echo > %s" % FW_PARAM,
]
DMESG = ("dmesg | grep -e fw_demo -e firmware -e 'NULL device' |"
         " sed 's/^\\[[^]]*\\] //'")
# LTP reads a plain config file (oops386's sh has no -c for its popen
# of zcat) and writes no colours to the tty
LTP_RUN = ("zcat /proc/config.gz > /tmp/kconfig; export KCONFIG_PATH="
           "/tmp/kconfig LTP_COLORIZE_OUTPUT=0; cd /; chmod 755 {0}; ./{0};"
           " echo rc=$?")
# Debian's patch and the taint lines: not Linux 6.1's firmware loader
DISTRO = re.compile(r"firmware: (direct-loading|failed to load)|"
                    r"wiki\.debian\.org|taints kernel|module verification")
UNREADABLE = re.compile(r"^ fw_demo: loading (\S+) failed with error (-\d+)$")


def sections(name="firmware.linux"):
    """{section: lines} of a recorded file of "@section" parts"""
    parts, cur = {}, None
    with open(os.path.join(HERE, name)) as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("#"):
                continue
            if line.startswith("@"):
                cur = parts.setdefault(line[1:], [])
            else:
                cur.append(line)
    return parts


def ltp_build(k, out, module, sources, progs):
    """[MODULE.ko, PROG...] built from LTP's source into build/OUT: the
    module from sources (paths below $LTP_DIR) by this kernel's make M=
    with a Kbuild of its own (LTP's Makefiles ask Kconfig's CONFIG_*),
    each program (a .c below $LTP_DIR) by gcc -m32 -static with LTP's
    library; [] without a built LTP checkout"""
    lib = os.path.join(LTP, "lib", "libltp.a")
    if not os.path.exists(lib):
        return []
    out = os.path.join(os.path.abspath(k.build), out)
    files = [os.path.join(out, module + ".ko")] + [
        os.path.join(out, os.path.basename(p)[:-2]) for p in progs]
    inputs = [os.path.join(LTP, f) for f in sources + progs] + [
        lib, os.path.join(k.build, "Module.symvers")]
    if all(os.path.exists(f) for f in files) and \
            min(map(os.path.getmtime, files)) > \
            max(map(os.path.getmtime, inputs)):
        return files    # built by an earlier run, nothing newer since
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    for src in sources:
        shutil.copy(os.path.join(LTP, src), out)
    with open(os.path.join(out, "Kbuild"), "w") as f:
        f.write("obj-m := %s.o\n" % module)
    subprocess.run(["make", "-s", "M=" + out, "BUILD=" + k.build],
                   cwd=k.top, check=True, capture_output=True)
    for prog, exe in zip(progs, files[1:]):
        subprocess.run(["gcc", "-m32", "-static", "-w",
                        "-I" + os.path.join(LTP, "include"),
                        "-I" + os.path.join(LTP, "include", "old"),
                        os.path.join(LTP, prog), "-L" +
                        os.path.join(LTP, "lib"), "-lltp", "-o", exe],
                       check=True, capture_output=True)
    return files


def ltp_files(k):
    """[ltp_fw_load.ko, fw_load01, fw_load02], or []"""
    return ltp_build(k, "ltp-fw", "ltp_fw_load",
                     [FW_LOAD + "/ltp_fw_load.c"],
                     [FW_LOAD + "/fw_load01.c", FW_LOAD + "/fw_load02.c"])


def results(text):
    return [l for l in text.splitlines()
            if re.search(r"T(PASS|FAIL|BROK|CONF)|^rc=", l)]


def test_firmware_as_linux(k):
    busybox_or_skip(k)
    ltp = ltp_files(k)
    sh = Shell(k, build(k, "gcc")["fw-demo"], *ltp)
    want = sections()
    for cmd in FW_SETUP:
        sh.ok(cmd)
    assert sh.ok("ls -l %s | cut -c1-10" % FW_PARAM) == "-rw-r--r--\n"
    assert sh.ok("od -c " + FW_PARAM) == "0000000  \\n\n0000001\n"
    for cmd in FW_DEMO:
        sh.ok(cmd)
    got = sh.ok(DMESG).splitlines()
    unreadable = [UNREADABLE.match(l).groups() for l in got
                  if UNREADABLE.match(l)]
    assert unreadable == [("/lib/firmware/dir.bin", "-22"),
                          ("/lib/firmware/empty.bin", "-22"),
                          ("/lib/firmware/busy.bin", "-26")], got
    mine = [l for l in got if not UNREADABLE.match(l) and
            not DISTRO.search(l)]
    assert_lines_as_linux("\n".join(mine),
                          [l for l in want["dmesg"] if not DISTRO.search(l)])
    # a second round leaves memory as the first did
    before = sh.ok("cat /proc/meminfo")
    for cmd in FW_DEMO:
        sh.ok(cmd)
    assert sh.ok("cat /proc/meminfo") == before
    if not ltp:
        raise unittest.SkipTest("no LTP checkout at %s: fw_load01/02 not run"
                                % LTP)
    out = ""
    for prog in ("fw_load01", "fw_load02"):
        out += sh.run(LTP_RUN.format(prog), timeout=90)[0]
    assert results(out) == [l for l in want["ltp"]], out
    assert "Oops" not in sh.vm.log and "BUG" not in sh.vm.log, sh.vm.log
