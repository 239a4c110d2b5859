"""LDD3 ch. 18's two drivers on the tty layer (drivers/char/tty_io.c,
tty_port.c, tty_buffer.c) and the serial core (drivers/serial/
serial_core.c), each written here in the book's style and built by gcc
and clang: tests/modules/tiny-tty (a tty driver whose timer "receives"
a 't' every delay_ms) and tests/modules/tiny-serial (a uart port with a
loopback plug).  What busybox's stty, cat and head see is checked
against what the book describes and termios(3) says; /proc/tty/drivers
against Linux 6.1's own lines (taken from /work/shared/tools/
linux-reference); each module unloads with /proc/meminfo as it was."""

import os
import re

from test_busybox import busybox_or_skip
from test_classic_scull import Shell
from test_module_api import build

# Linux 6.1's /proc/tty/drivers on the same QEMU (linux-reference): the
# lines of the drivers both kernels have, byte for byte
LINUX_DRIVERS = [
    "/dev/tty             /dev/tty        5       0 system:/dev/tty",
    "/dev/console         /dev/console    5       1 system:console",
    "/dev/ptmx            /dev/ptmx       5       2 system",
    "/dev/vc/0            /dev/vc/0       4       0 system:vtmaster",
    "serial               /dev/ttyS       4 64-95 serial",
]


def drivers_line(name, prefix, major, first, num, kind):
    """A /proc/tty/drivers line as Linux's show_tty_range() prints it"""
    if num > 1:
        nums = "%3d %d-%d " % (major, first, first + num - 1)
    else:
        nums = "%3d %7d " % (major, first)
    return "%-20s /dev/%-8s %s%s" % (name, prefix, nums, kind)


# the ptys' drivers (drivers/char/pty.c) as Linux lists them after
# serial, with 1024 lines where Linux has 1048576
PTY_DRIVERS = [
    drivers_line("pty_slave", "pts", 136, 0, 1024, "pty:slave"),
    drivers_line("pty_master", "ptm", 128, 0, 1024, "pty:master"),
    # the virtual consoles' (drivers/char/vt.c), after the ptys as on Linux
    drivers_line("unknown", "tty", 4, 1, 63, "console"),
]


def proc_drivers(sh):
    return sh.ok("cat /proc/tty/drivers").splitlines()


def uptime(sh):
    return float(sh.ok("cat /proc/uptime").split()[0])


def stty_flags(sh, dev):
    """stty -a's words (flags with their "-"), and its speed"""
    out = sh.ok("stty -a -F " + dev)
    speed = int(re.search(r"speed (\d+) baud;", out).group(1))
    words = set(re.findall(r"(?:^|\s)(-?[a-z0-9]+)(?=\s|$)", out))
    return words, speed


def check_tiny_tty(sh, ko):
    before = sh.ok("cat /proc/meminfo")
    assert "tiny_tty: 4 lines, major 240" in \
        sh.ok("insmod %s delay_ms=200" % ko)
    assert proc_drivers(sh) == LINUX_DRIVERS + PTY_DRIVERS + [
        drivers_line("tiny_tty", "ttytiny", 240, 0, 4, "serial")]
    nodes = sh.ok("ls -l /dev/ttytiny*")
    for i in range(4):
        assert re.search(r"^crw------- .* 240, +%d .* /dev/ttytiny%d$" %
                         (i, i), nodes, re.M), nodes
    assert [t for t in sh.ok("ls /sys/class/tty").split()
            if not re.match(r"tty\d+$", t)] == [
        "console", "ttyS0", "ttytiny0", "ttytiny1", "ttytiny2", "ttytiny3"]

    # the book's init_termios: tty_std_termios with B9600 CS8 CREAD
    # HUPCL CLOCAL
    words, speed = stty_flags(sh, "/dev/ttytiny0")
    assert speed == 9600
    assert {"cs8", "cread", "hupcl", "clocal", "-parenb", "-cstopb",
            "icanon", "echo", "opost", "onlcr"} <= words, words

    # new settings reach the driver's set_termios, and outlive the open
    sh.ok("dmesg -c >/dev/null; stty -F /dev/ttytiny0 raw -echo 19200 cs7 "
          "parenb")
    assert "tiny_tty: ttytiny0: 19200 baud, 7 data bits, even parity, " \
        "1 stop bit, no hardware flow control" in sh.ok("dmesg"), \
        sh.ok("dmesg")
    words, speed = stty_flags(sh, "/dev/ttytiny0")
    assert speed == 19200
    assert {"cs7", "parenb", "-parodd", "-icanon", "-echo", "-opost"} <= \
        words, words

    # raw: the timer's characters, one per 200 ms, reach the reader
    # (into a file: the driver's log lines go to the console meanwhile)
    start = uptime(sh)
    sh.ok("head -c 5 /dev/ttytiny0 > /tmp/head")
    assert uptime(sh) - start >= 0.8
    assert sh.ok("cat /tmp/head; rm /tmp/head") == "ttttt"

    # canonical: no newline ever comes, so a reader gets nothing
    # (termios(3): input is available line by line).  A subshell (no
    # session leader: the line does not become its controlling tty)
    # opens the line first, so the timer has sent 3 characters by the end.
    sh.ok("(exec 3</dev/ttytiny1; cat <&3 > /tmp/canon & sleep 0.6; "
          "kill $!; wait $!; true)")
    assert sh.ok("wc -c < /tmp/canon").strip() == "0"

    # output through OPOST/ONLCR to the driver's write, then without
    sh.ok("dmesg -c >/dev/null; echo hello > /dev/ttytiny1")
    log = sh.ok("dmesg -c")
    assert re.findall(r"ttytiny1 wrote (\d+): (\S+)", log) == [
        ("5", "hello"), ("1", "\\r"), ("1", "\\n")], log
    sh.ok("stty -F /dev/ttytiny1 -opost; echo hi > /dev/ttytiny1")
    assert re.findall(r"ttytiny1 wrote (\d+): (\S+)", sh.ok("dmesg -c")) \
        == [("3", "hi\\n")]

    # an open line holds the module
    out, rc = sh.run("(exec 3</dev/ttytiny2; rmmod tiny_tty)")
    assert rc != 0 and "in use" in out, out
    sh.ok("rm /tmp/canon")
    assert "tiny_tty: gone" in sh.ok("rmmod tiny_tty")
    assert proc_drivers(sh) == LINUX_DRIVERS + PTY_DRIVERS
    assert sh.run("ls /dev/ttytiny0")[1] != 0
    assert sh.ok("cat /proc/meminfo") == before


def check_tiny_serial(sh, ko):
    before = sh.ok("cat /proc/meminfo")
    assert "tiny_serial: ttytinyS0 is a tinytty" in \
        sh.ok("insmod %s delay_ms=0" % ko)
    assert proc_drivers(sh) == LINUX_DRIVERS + PTY_DRIVERS + [
        drivers_line("tiny_serial", "ttytinyS", 241, 0, 1, "serial")]
    assert re.search(r"^crw------- .* 241, +0 .* /dev/ttytinyS0$",
                     sh.ok("ls -l /dev/ttytinyS0"), re.M)

    # the serial core's line: 9600 8N1 CLOCAL; the port starts at the
    # open and stops at the close; the divisor of a 1.8432 MHz UART
    sh.ok("dmesg -c >/dev/null")
    words, speed = stty_flags(sh, "/dev/ttytinyS0")
    assert speed == 9600
    assert {"cs8", "cread", "hupcl", "clocal", "-parenb"} <= words, words
    log = sh.ok("dmesg -c")
    assert log.splitlines() == [
        "tiny_serial: port started",
        "tiny_serial: 9600 baud (divisor %d), 8 data bits, no parity, "
        "1 stop bit" % (1843200 // (16 * 9600)),
        "tiny_serial: port shut down"], log

    # the loopback: what a writer sends, the reader of the port reads
    sh.ok("stty -F /dev/ttytinyS0 raw -echo 57600")
    assert "57600 baud (divisor %d)" % (1843200 // (16 * 57600)) in \
        sh.ok("dmesg -c")
    sh.ok("(exec 3</dev/ttytinyS0; echo hello > /dev/ttytinyS0; "
          "head -c 6 <&3 > /tmp/loop)")
    assert sh.ok("od -c /tmp/loop").split() == \
        ["0000000", "h", "e", "l", "l", "o", "\\n", "0000006"]
    assert "tiny_serial: sent 6 bytes round the loop" in sh.ok("dmesg -c")
    sh.ok("rm /tmp/loop; rmmod tiny_serial")
    assert proc_drivers(sh) == LINUX_DRIVERS + PTY_DRIVERS
    assert sh.ok("cat /proc/meminfo") == before


def check_console(sh):
    """/dev/ttyS0 is the serial core's line 0, the console terminal's"""
    assert "ttyS0" in sh.ok("ls /sys/class/tty").split()
    assert sh.ok("stty -a -F /dev/ttyS0") == sh.ok("stty -a")
    assert re.search(r"^crw------- .* 4, +64 .* /dev/ttyS0$",
                     sh.ok("ls -l /dev/ttyS0"), re.M)


def run_all(k, cc):
    busybox_or_skip(k)
    kos = build(k, cc)
    sh = Shell(k, kos["tiny-tty"], kos["tiny-serial"])
    check_console(sh)
    check_tiny_tty(sh, "/" + os.path.basename(kos["tiny-tty"]))
    check_tiny_serial(sh, "/" + os.path.basename(kos["tiny-serial"]))


def test_tiny_tty_and_serial_gcc(k):
    run_all(k, "gcc")


def test_tiny_tty_and_serial_clang(k):
    run_all(k, "clang")
