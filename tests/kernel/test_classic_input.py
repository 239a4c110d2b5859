"""The input subsystem as LKMPG's vinput and vkbd use it, with modules
of the project's own in their manner (tests/modules/lkmpg-vinput:
vinput.ko exports devices through its class's attribute files, vkbd.ko
is a keyboard kind), built out of tree by gcc and clang and driven from
busybox as the book drives them: `echo vkbd > /sys/class/vinput/export`,
then key events written to /dev/vinput0 ("+N" presses key N, "-N"
releases it).  The keys go through the input core to the console's
keyboard handler (drivers/char/keyboard.c) and reach the shell as typed
keys: the test types a command whose output only running it gives.

The oracles: the key numbers of Debian's Linux uapi header
(/usr/include/linux/input-event-codes.h), not ours; Python's arithmetic
for the typed command's result and for the key bitmap
/proc/bus/input/devices must show; Linux 6.1's own lines for QEMU's AT
keyboard (linux-reference: `cat /proc/bus/input/devices`).
/proc/meminfo is as it was after unexport and rmmod."""

import os
import re
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402

UAPI = "/usr/include/linux/input-event-codes.h"
# Linux 6.1 on QEMU (linux-reference), the lines that do not depend on
# which handlers and events the kernel has
AT_KEYBOARD = ['I: Bus=0011 Vendor=0001 Product=0001 Version=ab41',
               'N: Name="AT Translated Set 2 keyboard"',
               'P: Phys=isa0060/serio0/input0',
               'S: Sysfs=/devices/platform/i8042/serio0/input/input0',
               'U: Uniq=']
TYPED = "echo Vkbd $((6*7))"
# US layout: the characters a key gives with Shift
SHIFTED = {"$": "4", "(": "9", ")": "0", "*": "8"}


def uapi_codes():
    if not os.path.exists(UAPI):
        raise unittest.SkipTest(UAPI + " missing (linux-libc-dev)")
    return {m.group(1): int(m.group(2), 0) for m in re.finditer(
        r"^#define (KEY_\w+|EV_\w+)\s+(0x[0-9a-fA-F]+|\d+)\b",
        open(UAPI).read(), re.M)}


def key_events(text, codes):
    """The writes that type text: "+N" and "-N" per key, Shift around
    the shifted characters, Enter at the end"""
    def key(name):
        return codes["KEY_" + name]

    names = {" ": "SPACE", "\n": "ENTER"}
    events = []
    for c in text + "\n":
        base = SHIFTED.get(c, c.lower())
        code = key(names.get(base, base.upper()))
        shift = c != base
        if shift:
            events.append("+%d" % key("LEFTSHIFT"))
        events += ["+%d" % code, "-%d" % code]
        if shift:
            events.append("-%d" % key("LEFTSHIFT"))
    return events


def type_keys(sh, text, codes):
    """Types text into the shell through /dev/vinput0; what the shell
    then runs prints before the next prompt"""
    sh.ok("for e in %s; do echo $e > /dev/vinput0; done" %
          " ".join(key_events(text, codes)))


def bitmap_words(bits, longs):
    """The "B:" form of a bitmap: 32-bit words, highest non-zero first"""
    words = [sum(1 << (b % 32) for b in bits if b // 32 == i)
             for i in range(longs)]
    while len(words) > 1 and not words[-1]:
        words.pop()
    return " ".join("%x" % w for w in reversed(words))


def input_devices(sh):
    """{name: its block of lines} from /proc/bus/input/devices"""
    text = sh.ok("cat /proc/bus/input/devices")
    assert text.endswith("\n\n"), text
    blocks = [b.splitlines() for b in text.strip("\n").split("\n\n")]
    return {re.search(r'^N: Name="(.*)"$', "\n".join(b), re.M).group(1): b
            for b in blocks}


def check_devices_listed(sh, codes, input_no):
    devs = input_devices(sh)
    assert devs["AT Translated Set 2 keyboard"][:5] == AT_KEYBOARD, devs
    key_max = codes["KEY_MAX"]
    ev = (1 << codes["EV_SYN"]) | (1 << codes["EV_KEY"]) | \
        (1 << codes["EV_REP"])
    # vkbd sets every code below KEY_MAX; the core clears KEY_RESERVED
    assert devs["vkbd"] == [
        "I: Bus=0006 Vendor=0000 Product=0000 Version=0000",
        'N: Name="vkbd"', "P: Phys=vinput",
        "S: Sysfs=/devices/virtual/vinput/vinput0/input%d" % input_no,
        "U: Uniq=", "H: Handlers=kbd ", "B: PROP=0", "B: EV=%x" % ev,
        "B: KEY=" + bitmap_words(range(1, key_max), (key_max + 1) // 32)], \
        devs["vkbd"]
    assert "N: Number=0 Name=kbd" in sh.ok("cat /proc/bus/input/handlers")


def check_refusals(sh):
    out, rc = sh.run("echo nokind > /sys/class/vinput/export")
    assert rc == 1 and "No such device" in out, out
    out, rc = sh.run("echo 7 > /sys/class/vinput/unexport")
    assert rc == 1 and "No such device" in out, out
    # longer than VINPUT_MAX_LEN (128) bytes
    out, rc = sh.run("echo %s > /dev/vinput0" % ("1" * 200))
    assert rc == 1 and "Invalid argument" in out, out
    out, rc = sh.run("echo +x > /dev/vinput0")
    assert rc == 1 and "Invalid argument" in out, out
    # an exported device holds vinput; vkbd uses its exports
    out, rc = sh.run("rmmod vinput")
    assert rc != 0 and "vinput" in sh.ok("lsmod"), out


def check_vkbd(k, cc):
    busybox_or_skip(k)
    codes = uapi_codes()
    kos = build(k, cc)
    sh = Shell(k, kos["lkmpg-vinput/vinput"], kos["lkmpg-vinput/vkbd"])
    # a first round: what the first use allocates for good is not counted
    sh.ok("insmod /vinput.ko; insmod /vkbd.ko")
    sh.ok("echo vkbd > /sys/class/vinput/export")
    sh.ok("echo 0 > /sys/class/vinput/unexport; rmmod vkbd; rmmod vinput")
    before = sh.ok("cat /proc/meminfo")
    out = sh.ok("insmod /vinput.ko; insmod /vkbd.ko")
    assert "vinput: registered virtual input device 'vkbd'" in out, out
    assert sh.ok("ls /sys/class/vinput").split() == ["export", "unexport"]
    out = sh.ok("echo vkbd > /sys/class/vinput/export")
    # inputN numbers are never reused: input0 is the AT keyboard,
    # input1 the first round's vkbd
    assert "input: vkbd as /devices/virtual/vinput/vinput0/input2" in out
    assert "vinput vinput0: registered virtual input vkbd 0" in out, out
    assert re.search(r"^c.* \d+, +0 .*/dev/vinput0$",
                     sh.ok("ls -l /dev/vinput0"), re.M)
    check_devices_listed(sh, codes, 2)
    type_keys(sh, TYPED, codes)
    sh.vm.expect(re.compile(r"\nVkbd %d\n" % (6 * 7)))
    assert sh.ok("cat /dev/vinput0") == "-%d\n" % codes["KEY_ENTER"]
    check_refusals(sh)
    # Shift held at unexport is let go: the next device types lower case
    sh.ok("echo +%d > /dev/vinput0" % codes["KEY_LEFTSHIFT"])
    sh.ok("echo 0 > /sys/class/vinput/unexport")
    assert sh.ok("ls /dev /sys/class/vinput").count("vinput0") == 0
    sh.ok("echo vkbd > /sys/class/vinput/export")
    type_keys(sh, "echo low", codes)
    sh.vm.expect(re.compile(r"\nlow\n"))
    # rmmod vkbd takes its exported devices with it
    sh.ok("rmmod vkbd; rmmod vinput")
    assert "vkbd" not in "".join(input_devices(sh))
    assert "vinput" not in sh.ok("ls /dev /sys/class; cat /proc/devices")
    assert sh.ok("cat /proc/meminfo") == before
    assert "Oops" not in sh.vm.log and "BUG" not in sh.vm.log


def test_vkbd_gcc(k):
    check_vkbd(k, "gcc")


def test_vkbd_clang(k):
    check_vkbd(k, "clang")
