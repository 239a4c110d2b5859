"""Issue 31: dynamically linked programs through their ELF interpreter.

build/dynamic.cpio (scripts/dynamic-progs.mk) holds glibc's loader
/lib/ld-linux.so.2 and libraries from Debian's libc6:i386
(scripts/fetch-kmod.sh) and the programs of tests/dynamic/: dynprobe,
built position-independent (ET_DYN) and at a fixed address (ET_EXEC),
which reports its auxiliary vector, TLS, a thread, dlopen(3) and the
read-only RELRO; execerr, which execs programs whose PT_INTERP is
malformed and prints the errno.  Their output is compared line by line
with what the same binaries printed on Linux 6.1 (tests/kernel/*.linux,
from /work/shared/tools/linux-reference).  When the packages or gcc -m32
are missing the tests are skipped with the reason, never passed.
"""

import os
import re
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import program_output, NI_SYSCALL  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402

BAD = ["/dyn/bad-noent", "/dyn/bad-notelf", "/dyn/bad-elf64",
       "/dyn/bad-dir", "/dyn/bad-nonul", "/dyn/bad-empty", "/dyn/notelf",
       "/dyn/elf64"]


def dynamic_or_skip(k, program=None):
    """Skip (with the reason) unless build/dynamic.cpio has the loader,
    and program if one is named"""
    tree = os.path.join(k.build, "dynamic")
    if not os.path.exists(os.path.join(k.build, "dynamic.cpio")):
        raise unittest.SkipTest("build/dynamic.cpio not built "
                                "(make dynamic)")
    if not os.path.exists(os.path.join(tree, "lib", "ld-linux.so.2")):
        why = os.path.join(k.build, "kmod", "unavailable")
        reason = open(why).read().strip() if os.path.exists(why) else \
            "scripts/fetch-kmod.sh has not run"
        raise unittest.SkipTest("Debian's libc6:i386 is unavailable: " +
                                reason)
    if program and not os.path.exists(os.path.join(tree, program)):
        raise unittest.SkipTest("%s not built: gcc -m32 needs Debian's "
                                "libc6-dev-i386 (gcc-multilib)" % program)


def boot_dynamic(k, append="", shared=True):
    return k.boot(append=append, shared=shared,
                  initrd=[os.path.join(k.build, "initramfs.cpio"),
                          os.path.join(k.build, "dynamic.cpio")])


def test_dynprobe_pie_as_linux(k):
    """A PIE started by ld-linux.so.2: the auxiliary vector agrees with
    the program's own headers, TLS, pthread_create, dlopen(libm), and
    RELRO made read-only by ld.so's mprotect, as on Linux 6.1"""
    dynamic_or_skip(k, "dyn/dynprobe")
    vm = boot_dynamic(k)
    out = program_output(vm.run("/dyn/dynprobe", timeout=60))
    assert_lines_as_linux(out, linux_lines("dynprobe.linux"))
    # glibc does without rseq (386) and clone3 (435), as with ENOSYS
    assert set(NI_SYSCALL.findall(vm.log)) <= {"386", "435"}, vm.log
    assert "Oops" not in vm.log


def test_dynprobe_fixed_address_as_linux(k):
    """The same program linked at a fixed address (ET_EXEC)"""
    dynamic_or_skip(k, "dyn/dynprobe-exec")
    vm = boot_dynamic(k)
    out = program_output(vm.run("/dyn/dynprobe-exec", timeout=60))
    assert_lines_as_linux(out, linux_lines("dynprobe-exec.linux"))
    assert "Oops" not in vm.log


def test_loader_run_as_a_program(k):
    """ld-linux.so.2 is itself ET_DYN: run by name, it loads the program
    it is given (ld.so(8)), which then sees itself as usual"""
    dynamic_or_skip(k, "dyn/dynprobe-exec")
    vm = boot_dynamic(k)
    out = program_output(vm.run("/lib/ld-linux.so.2 /dyn/dynprobe-exec",
                                timeout=60))
    want = linux_lines("dynprobe-exec.linux")
    for line in ("AT_ENTRY is _start: yes", "dlopen libm: yes, cos(0) = 1",
                 "write to relro: SIGSEGV", "relro still: relro"):
        assert line in want and line in out.splitlines(), (line, out)
    assert "Oops" not in vm.log


def test_bad_interpreters_give_linux_errnos(k):
    """PT_INTERP naming nothing, a text file, an ELF64 file, a directory;
    a PT_INTERP without its NUL or empty; the interpreter-less bad files
    themselves: execve's errno as on Linux 6.1 (ENOENT, ELIBBAD,
    EACCES, ENOEXEC), never an oops, the shell still there"""
    dynamic_or_skip(k, "dyn/execerr")
    vm = boot_dynamic(k)
    out = program_output(vm.run("/dyn/execerr " + " ".join(BAD),
                                timeout=60))
    assert_lines_as_linux(out, linux_lines("execerr.linux"))
    assert vm.run("echo alive") == "alive\n"
    assert "Oops" not in vm.log


def test_dynamic_runs_leave_no_memory(k):
    """A dynamic program's mappings (its libraries, the loader's) all go
    when it exits: /proc/meminfo after three more runs is as before"""
    dynamic_or_skip(k, "dyn/dynprobe")
    vm = boot_dynamic(k, shared=False)
    want = program_output(vm.run("/dyn/dynprobe", timeout=60))
    before = vm.run("cat /proc/meminfo")
    for _ in range(3):
        assert program_output(vm.run("/dyn/dynprobe", timeout=60)) == want
    after = vm.run("cat /proc/meminfo")
    assert after == before, (before, after)
    assert re.search(r"object: libc\.so\.6", want), want


def test_scripts_as_linux(k):
    """"#!" scripts (fs/binfmt_script.c): bash run with the script's path
    and arguments; a missing interpreter, an empty "#!" line, a script
    that is its own interpreter, a name too long: each command's output
    and status as on Linux 6.1 (tests/kernel/scripts.linux)"""
    dynamic_or_skip(k, "dyn/execerr")
    dynamic_or_skip(k, "bin/bash")
    vm = boot_dynamic(k)
    with open(os.path.join(HERE, "scripts.linux")) as f:
        text = "".join(l for l in f if not l.startswith("#"))
    want = re.findall(r"^>>> (.*?)\n(.*?)^=== rc \d+\n", text, re.S | re.M)
    assert len(want) == 2, want
    for cmd, out in want:
        assert program_output(vm.run(cmd, timeout=60)) == out, cmd
    assert "Oops" not in vm.log
