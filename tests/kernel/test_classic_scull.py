"""LDD3's scull (chapters 3, 5 and 6), written here in the book's manner
(tests/modules/scull: main.c, pipe.c, access.c, scull.h and the book's
two-pass Makefile), built out of tree by gcc and clang, loaded and used
from busybox as the book uses it: nodes made from /proc/devices as its
scull_load does, cat, echo and dd on the memory devices, the quantum
sets shown by /proc/scullmem and /proc/scullseq, ioctls, scullpipe's
blocking reads, poll(2), select(2) and SIGIO (tests/glibc/sculltest.c,
glibc's headers for the ioctl numbers), scullsingle's EBUSY.  The
oracles: Python's hashlib and arithmetic on the quantum layout, glibc's
ioctl encoding, fcntl(2)/poll(2)'s documented values.  /proc/meminfo is
as it was after rmmod."""

import hashlib
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import OUT, START, busybox_or_skip, glibc_or_skip, \
    program_output  # noqa: E402
from test_module_api import build  # noqa: E402

POLLIN, POLLOUT = 0x1, 0x4
BUSYBOX_BYTES = 60000       # of /bin/busybox, copied into scull1 by dd


class Shell:
    """busybox sh as pid 1, with the modules kos at /."""

    def __init__(self, k, *kos):
        self.vm = k.boot(append="init=/bin/busybox sh",
                         initrd=[os.path.join(k.build, "initramfs.cpio"),
                                 os.path.join(k.build, "linux-progs.cpio")] +
                         list(kos), prompt=False)
        self.vm.expect("built-in shell (ash)", timeout=60)
        self.vm.expect("# ", timeout=60)

    def run(self, cmd, timeout=60):
        self.vm.send("echo %s; %s; echo \"@@rc=$?@@\"\r" % (START, cmd))
        m = self.vm.expect(OUT, timeout)
        return program_output(m.group(1)), int(m.group(2))

    def ok(self, cmd, timeout=60):
        out, rc = self.run(cmd, timeout)
        assert rc == 0, "%s: exit %d\n%s" % (cmd, rc, out)
        return out


# the book's scull_load: the major from /proc/devices, then the nodes
SCULL_LOAD = ("major=$(awk '$2==\"scull\" {print $1}' /proc/devices); "
              "for i in 0 1 2 3; do mknod /dev/scull$i c $major $i; "
              "mknod /dev/scullpipe$i c $major $((i + 4)); done; "
              "mknod /dev/scullsingle c $major 8; "
              "mknod /dev/sculluid c $major 9; "
              "mknod /dev/scullwuid c $major 10; "
              "mknod /dev/scullpriv c $major 11; echo $major")


def devices(sh):
    return {name: int(major) for major, name in re.findall(
        r"^\s*(\d+) (\S+)$", sh.ok("cat /proc/devices"), re.M)}


def quanta(text, dev):
    """(qset, quantum, size, quantum sets, quanta in the last set) of one
    device, whose last set's quanta are listed as printf's "% 4i" would"""
    m = re.search(r"\nDevice %d: qset (\d+), q (\d+), sz (\d+)\n"
                  r"((?:  item at .*\n|    .*\n)*)" % dev, text)
    assert m, text
    items = m.group(4).count("item at")
    index = re.findall(r"^    (.{4}): [0-9a-f]{8}$", m.group(4), re.M)
    assert index == ["% 4i" % int(i) for i in index], text
    return int(m.group(1)), int(m.group(2)), int(m.group(3)), items, \
        len(index)


def check_memory_devices(sh, busybox):
    assert sh.ok("echo hello > /dev/scull0; cat /dev/scull0") == "hello\n"
    # a write-only open empties the device, as O_TRUNC would
    assert sh.ok("echo bye > /dev/scull0; cat /dev/scull0") == "bye\n"
    # dd copies through quanta of 4000 bytes in sets of 1000
    sh.ok("dd if=/bin/busybox of=/dev/scull1 bs=3000 count=%d" %
          (BUSYBOX_BYTES // 3000))
    want = hashlib.md5(busybox[:BUSYBOX_BYTES]).hexdigest()
    assert sh.ok("md5sum < /dev/scull1").split()[0] == want
    # scull reads at most one quantum per call: dd's 1-byte skip works too
    got = sh.ok("dd if=/dev/scull1 bs=1 skip=4001 count=5 2>/dev/null | "
                "od -An -tx1")
    assert got.split() == ["%02x" % b for b in busybox[4001:4006]], got
    for proc in ("/proc/scullmem", "/proc/scullseq"):
        text = sh.ok("cat " + proc)
        assert quanta(text, 0) == (1000, 4000, 4, 1, 1), text
        # 60000 bytes: 15 quanta of 4000 in one set
        assert quanta(text, 1) == (1000, 4000, BUSYBOX_BYTES, 1,
                                   -(-BUSYBOX_BYTES // 4000)), text
        assert quanta(text, 2)[2:] == (0, 0, 0), text
    # seeking past the end leaves a hole that reads as the end
    sh.ok("dd if=/dev/zero of=/dev/scull2 bs=1 count=1 seek=10000 "
          "2>/dev/null")
    assert sh.ok("wc -c < /dev/scull2").strip() == "0"   # a hole: EOF
    assert quanta(sh.ok("cat /proc/scullseq"), 2)[2] == 10001


def check_ioctls(sh):
    out = sh.ok("/glibc/sculltest ioctl /dev/scull3")
    want = """query quantum: 4000
query qset: 1000
tell quantum 100: 0
get quantum: 0
got 100
set quantum 200: 0
query quantum: 200
exchange quantum 300: 0
old 200
shift quantum 400: 300
query quantum: 400
tell qset 7: 0
exchange qset 9: 0
old 7
shift qset 11: 9
get qset: 0
got 11
tell quantum 0: -1 Invalid argument
other magic: -1 Inappropriate ioctl for device
past the last: -1 Inappropriate ioctl for device
get to a kernel address: -1 Bad address
pipe size on scull: -1 Inappropriate ioctl for device
reset: 0
query quantum: 4000
query qset: 1000
"""
    assert out == want, out
    # a new quantum applies to a device emptied after it is set
    out = sh.ok("/glibc/sculltest ioctl /dev/scull3 >/dev/null; "
                "echo x > /dev/scull3; cat /proc/scullmem")
    assert quanta(out, 3)[:2] == (1000, 4000), out


def check_pipe(sh):
    out = sh.ok("/glibc/sculltest pipe /dev/scullpipe0")
    # poll(2) reports only what was asked (POLLIN | POLLOUT) of the mask
    lines = out.splitlines()
    want = ["lseek: -1 Illegal seek",
            "poll: 1, revents 0x%x" % POLLOUT,
            "F_SETOWN: 0", "F_GETOWN is me: 1", "F_SETFL O_ASYNC: 0",
            "F_GETFL has O_ASYNC: 1", "write: 5", "SIGIO received: 1",
            "poll: 1, revents 0x%x" % (POLLOUT | POLLIN),
            "select: 2", "read: 5 'hello'", "F_SETFL O_NONBLOCK: 0",
            "read empty: -1 Resource temporarily unavailable",
            # O_ASYNC went with the F_SETFL that did not name it
            "write: 1", "SIGIO received: 1", "read: 1",
            "filled: 3999",     # the buffer less the byte kept free
            "poll: 1, revents 0x%x" % POLLIN,
            "pipe size: 4000", "F_SETFL 0: 0",
            "poll waited: 1, revents 0x%x, after the writer" % POLLIN,
            "read after wait: 4 'late'", "writer exit 0"]
    assert lines == want, out
    # the book's way: a reader sleeps until a writer comes (its state
    # in /proc shows it asleep in the read), then has what was written
    sh.ok("cat /dev/scullpipe1 > /tmp/got & i=0; "
          "while ! grep -q '^State:.*sleeping' /proc/$!/status && "
          "[ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done")
    sh.ok("echo across > /dev/scullpipe1; i=0; "
          "while [ ! -s /tmp/got ] && [ $i -lt 100 ]; do sleep 0.05; "
          "i=$((i + 1)); done; kill %1; wait")
    assert sh.ok("cat /tmp/got; rm /tmp/got") == "across\n"


def check_access(sh):
    # scullsingle: a second open while the first is held is EBUSY
    out, rc = sh.run("exec 3</dev/scullsingle; cat /dev/scullsingle; "
                     "r=$?; exec 3<&-; exit_code=$r; echo $exit_code")
    assert "Device or resource busy" in out and rc == 0, out
    assert sh.ok("echo one > /dev/scullsingle; cat /dev/scullsingle") == \
        "one\n"
    # sculluid and scullwuid: the same user may open twice
    for dev in ("sculluid", "scullwuid"):
        assert sh.ok("exec 3</dev/%s; echo two > /dev/%s; cat /dev/%s; "
                     "exec 3<&-" % (dev, dev, dev)) == "two\n"
    check_other_users(sh)
    check_priv(sh)


def check_priv(sh):
    """scullpriv: a device per controlling terminal; the shell that is
    pid 1 has none (open is EINVAL), one under setsid cttyhack has
    /dev/ttyS0, whose device keeps what was written from it"""
    out, rc = sh.run("cat /dev/scullpriv")
    assert rc == 1 and "Invalid argument" in out, out
    sh.ok("setsid cttyhack sh -c 'echo mine > /dev/scullpriv'")
    assert sh.ok("setsid cttyhack sh -c 'cat /dev/scullpriv'") == "mine\n"
    out, rc = sh.run("cat /dev/scullpriv")
    assert rc == 1 and "Invalid argument" in out, out


def as_user(uid, cmd):
    return "/glibc/setuidgid %d %d busybox sh -c '%s'" % (uid, uid, cmd)


def hold_as_1000(sh, dev, then=""):
    """user 1000 opens dev in the background and keeps it open until a
    line is written to /tmp/hold; back once it has it open"""
    sh.ok("mkfifo -m 666 /tmp/hold; : > /tmp/held; chmod 666 /tmp/held")
    sh.ok(as_user(1000, "exec 3</dev/%s; echo in > /tmp/held; "
                  "read x < /tmp/hold%s" % (dev, then)) +
          " & i=0; while [ ! -s /tmp/held ] && [ $i -lt 200 ]; do "
          "sleep 0.05; i=$((i + 1)); done")


def check_other_users(sh):
    """LDD3's access.c: while user 1000 holds sculluid, user 1001 gets
    EBUSY and 1000 or root (CAP_DAC_OVERRIDE) get in; scullwuid makes
    1001 wait for the last close instead"""
    sh.ok("chmod 666 /dev/sculluid /dev/scullwuid")
    hold_as_1000(sh, "sculluid")
    out, rc = sh.run(as_user(1001, "cat /dev/sculluid"))
    assert rc == 1 and "Device or resource busy" in out, out
    assert sh.ok(as_user(1000, "cat /dev/sculluid")) == "two\n"
    assert sh.ok("cat /dev/sculluid") == "two\n"     # root overrides
    sh.ok("echo > /tmp/hold; wait; rm /tmp/hold /tmp/held")
    assert sh.ok(as_user(1001, "cat /dev/sculluid")) == "two\n"
    # scullwuid: 1001's open sleeps until 1000's file is closed, which
    # half a second later a background writer to /tmp/hold lets happen
    hold_as_1000(sh, "scullwuid", "; echo released")
    out = sh.ok("(sleep 0.5; echo > /tmp/hold) & " +
                as_user(1001, "cat /dev/scullwuid; echo 1001 in"))
    assert out.splitlines()[-3:] == ["released", "two", "1001 in"], out
    sh.ok("wait; rm /tmp/hold /tmp/held")


def check_scull(k, cc):
    busybox_or_skip(k)
    glibc_or_skip(k)
    ko = build(k, cc)["scull"]
    with open(os.path.join(k.build, "linux-progs", "bin", "busybox"),
              "rb") as f:
        busybox = f.read()
    sh = Shell(k, ko)
    # the nodes and files made stay after rmmod, as on Linux: they are
    # made, with the major the first load gets, before the figures
    sh.ok("insmod /scull.ko")
    major = int(sh.ok(SCULL_LOAD))
    sh.ok("rmmod scull")
    before = sh.ok("cat /proc/meminfo")
    out = sh.ok("dmesg -c >/dev/null; insmod /scull.ko")
    assert "scull: major %d, 4 devices, quantum 4000, qset 1000" % major \
        in out, out
    # dmesg -c cleared the first load's lines (syslog(2) READ_CLEAR)
    assert sh.ok("dmesg | grep -c 'scull: major'").strip() == "1"
    devs = devices(sh)
    assert devs["scull"] == devs["scullp"] == devs["sculla"] == major, devs
    ls = sh.ok("ls -l /dev/scull0 /dev/scullwuid")
    assert re.search(r"^c[-rw]{9} .* %d, +0 .*/dev/scull0$" % major, ls,
                     re.M), ls
    assert re.search(r"^c[-rw]{9} .* %d, +10 .*/dev/scullwuid$" % major,
                     ls, re.M), ls
    params = sh.ok("(cd /sys/module/scull/parameters && "
                   "for p in scull_major scull_nr_devs scull_quantum "
                   "scull_qset; do echo $p=$(cat $p); done)")
    assert params.split() == ["scull_major=%d" % major, "scull_nr_devs=4",
                              "scull_quantum=4000", "scull_qset=1000"]
    check_memory_devices(sh, busybox)
    check_ioctls(sh)
    check_pipe(sh)
    check_access(sh)
    sh.ok("rmmod scull")
    assert "scull" not in sh.ok("cat /proc/devices; ls /proc")
    assert sh.ok("cat /proc/meminfo") == before
    # module parameters: smaller quanta, two devices
    sh.ok("insmod /scull.ko scull_quantum=100 scull_qset=3 scull_nr_devs=2")
    sh.ok("dd if=/bin/busybox of=/dev/scull1 bs=1000 count=1 2>/dev/null")
    text = sh.ok("cat /proc/scullseq")
    # 1000 bytes in quanta of 100, sets of 3: 4 sets, the last holds one
    assert quanta(text, 1) == (3, 100, 1000, 4, 1), text
    assert "Device 2" not in text, text
    want = hashlib.md5(busybox[:1000]).hexdigest()
    assert sh.ok("md5sum < /dev/scull1").split()[0] == want
    sh.ok("rmmod scull")
    assert sh.ok("cat /proc/meminfo") == before


def test_scull_gcc(k):
    check_scull(k, "gcc")


def test_scull_clang(k):
    check_scull(k, "clang")
