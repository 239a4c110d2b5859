"""The Industrial I/O core (drivers/iio/, docs/iio.md): tests/modules/
iio-demo, a pretend ADC in the style of Madieu's LDDD chapter 15, gets
/sys/bus/iio/devices/iio:device0 with a file per channel information,
named by Linux's rule, each read printing read_raw()'s value in Linux's
format for its IIO_VAL_* kind, each write parsed and handed to
write_raw(), bad writes refused with Linux's errno.  Every command's
output is compared with what the same module printed on Linux 6.1
(tests/kernel/iio.linux, recorded with linux-reference and Debian's
industrialio.ko:  python3 tests/kernel/test_iio.py BUILD  prints it).
Built with gcc and clang; memory as before after rmmod."""

import difflib
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "lib"))  # run as a script
from test_busybox import Session, busybox_or_skip  # noqa: E402
from test_module_api import build  # noqa: E402
from test_perm import linux_lines  # noqa: E402

D = "/sys/bus/iio/devices/iio:device0"
# each file's mode, name and text; the links and power/ (not here) left out
SHOW = ("cd %s && for f in *; do [ -f $f ] && "
        "echo \"$(stat -c %%a $f) $f: $(cat $f 2>&1)\"; done; cd /" % D)


def write(name, value, reader="cat"):
    return "echo %s > %s/%s; echo rc=$?; %s %s/%s" % (value, D, name, reader,
                                                      D, name)


COMMANDS = [
    "insmod /iio-demo.ko",
    "readlink /sys/bus/iio/devices/iio:device0",
    "ls /sys/bus/iio/",
    "grep -c ' iio$' /proc/devices",
    SHOW,
    write("in_accel_x_calibbias", "-128"),
    write("in_accel_x_calibbias", "0x10"),
    write("in_accel_y_calibbias", "128"),          # driver: -ERANGE
    write("in_accel_y_calibbias", "99999999999"),  # kstrtoint: -ERANGE
    write("in_accel_y_calibbias", "1.5"),          # an integer: -EINVAL
    write("out_voltage0_raw", "-0.5"),
    write("out_voltage0_raw", "2.1234567"),
    write("out_voltage0_raw", "+3"),
    write("out_voltage0_raw", "1.2.3"),
    write("out_voltage0_raw", "' 7'"),
    write("out_voltage0_raw", "-12.000001"),
    write("sampling_frequency", "0.5"),
    write("in_voltage1_supply_hardwaregain", "'-6.25 dB'"),
    write("in_voltage1_supply_hardwaregain", "2.5dB"),
    write("in_voltage1_supply_hardwaregain", "'1 dBx'"),
    write("in_voltage1_supply_hardwaregain", "-0.75"),
    write("in_oversampling_ratio", "0"),
    write("in_oversampling_ratio", "16"),
    write("in_voltage0_raw", "5"),                  # driver: -EPERM
    write("in_voltage_scale", "5"),                 # driver: -EINVAL
    # Linux 6.1 reads it with a NUL after the newline: od shows it
    write("current_timestamp_clock", "monotonic", "od -c"),
    write("current_timestamp_clock", "bogus", "od -c"),
    write("name", "x"),
    write("sampling_frequency_available", "1"),
    "rmmod iio_demo",
    "ls /sys/bus/iio/devices/ | wc -l",
]


def transcript(run):
    """'$ command', then its output and status, for each command (ash
    names itself sh: on oops386's console, /bin/sh: on linux-reference's,
    which the comparison forgives)"""
    out = []
    for cmd in COMMANDS:
        text, rc = run(cmd)
        out += ["$ " + cmd] + text.splitlines() + ["rc %d" % rc]
    return out


def test_iio_files_as_linux(k):
    """The module built with gcc, then with clang, in one boot: each
    transcript is Linux's; the second load and unload leave memory as
    they found it (the first also grows ash's heap a page with the lines
    typed, module or not, so it cannot be the measure)"""
    busybox_or_skip(k)
    want = [line.replace("/bin/sh: ", "sh: ") for line in
            linux_lines("iio.linux")]
    with tempfile.TemporaryDirectory() as tmp:
        clang = os.path.join(tmp, "iio-demo-clang.ko")
        shutil.copy(build(k, "clang")["iio-demo"], clang)
        s = Session(k, files=[build(k, "gcc")["iio-demo"], clang])
        s.ok("dmesg -n 1")
        for cc in ("gcc", "clang"):
            if cc == "clang":
                s.ok("cp /iio-demo-clang.ko /iio-demo.ko")
                before = s.ok("cat /proc/meminfo")
            got = transcript(s.run)
            assert got == want, cc + "\n" + "\n".join(
                difflib.unified_diff(want, got, lineterm=""))
        assert s.ok("cat /proc/meminfo") == before
        assert "Oops" not in s.vm.log and "WARNING" not in s.vm.log


def record(build_dir):
    """iio.linux's lines: the commands run on Linux 6.1 (linux-reference),
    the module built against Debian's headers, industrialio.ko loaded"""
    sys.path.insert(0, os.path.join(HERE, "..", "tools"))
    import linux_modules as lm
    (kernel, _, crc), ko, why = lm.for_linux(build_dir, "iio-demo",
                                             "/tmp/iio-demo-linux")
    assert ko, why
    core = os.path.join(os.path.dirname(crc), "..", "drivers", "iio",
                        "industrialio.ko")
    marker = "@@rc="
    # the first line typed can lose its head to the boot's output
    cmds = ["true", "insmod /industrialio.ko"] + \
        ["%s; echo %s$?" % (c, marker) for c in COMMANDS] + \
        ["!end poweroff -f"]
    out = subprocess.run(["/work/shared/tools/linux-reference", core, ko],
                         input="\n".join(cmds) + "\n", text=True,
                         capture_output=True).stdout
    blocks = out.split(">>> ")[3:3 + len(COMMANDS)]

    def run_of(block):
        body = block.split("\n", 1)[1].split("=== rc")[0]
        text, rc = body.rsplit(marker, 1)
        return text.strip("\n"), int(rc.split()[0])

    results = iter([run_of(b) for b in blocks])
    return transcript(lambda cmd: next(results))


if __name__ == "__main__":
    print("\n".join(record(sys.argv[1])))
