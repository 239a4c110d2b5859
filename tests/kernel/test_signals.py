"""Signals: handlers and their frames, masks, SA_RESTART, SIGCHLD, stops
(user/tests/sigtest.c against what the same binary printed on Linux),
and the terminal's signals: Ctrl-C, Ctrl-\\ and Ctrl-Z to the foreground
process group."""

import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))


def boot_user(k, append=""):
    return k.boot(append=append,
                  initrd=[os.path.join(k.build, "initramfs.cpio")])


def _checks(text):
    """The "name: result" lines of sigtest's report, in order"""
    return [line for line in text.splitlines()
            if re.match(r"^[A-Za-z][\w ()'-]*: \S", line)]


def test_sigtest_prints_what_linux_prints(k):
    """tests/kernel/sigtest.linux: the report of the same binary on
    Linux 6.1 (Debian 12's linux-image-686), from the linux-reference
    oracle."""
    vm = boot_user(k)
    out = vm.run("sigtest", timeout=60)
    assert "Oops" not in out, out
    with open(os.path.join(HERE, "sigtest.linux")) as f:
        want = _checks(f.read())
    assert len(want) > 25 and want[-1] == "sigtest: done", want
    assert _checks(out) == want, out


def test_bad_frames_are_reported(k):
    vm = boot_user(k)
    vm.run("sigtest", timeout=60)
    log = vm.run("dmesg")
    # a handler that forged cs, and a stack that cannot take a frame
    assert re.search(r"sigtest\[\d+\] bad frame in rt_sigreturn "
                     r"frame:[0-9a-f]+ ip:[0-9a-f]+ sp:[0-9a-f]+ orax:ad",
                     log), log
    assert re.search(r"sigtest\[\d+\] bad frame in setup frame:00001000",
                     log), log


def test_a_caught_fault_is_not_reported_as_a_crash(k):
    vm = boot_user(k)
    vm.run("sigtest", timeout=60)
    log = vm.run("dmesg")
    assert "segfault at" not in log and "traps:" not in log, log
    # an uncaught one still is
    out = vm.run("fault segv")
    assert "Segmentation fault" in out
    assert re.search(r"fault\[\d+\]: segfault at 5000000 ", vm.run("dmesg"))
