"""The user/kernel line (issue 19): no user program can crash the kernel.
user/tests/userline.c attacks it section by section - segment selectors
the kernel reloads in ring 0, int3 and into, wait4(2) with kernel
pointers, O_NONBLOCK, the descriptor and argument limits - and prints
what it saw; the same binary's output on Linux 6.1
(tests/kernel/userline.linux, recorded with the linux-reference oracle)
is what oops386's must be.  After each section: no oops in the serial
log, and the shell still answers."""

import os
import re
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import test_module_api as api  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SECTIONS = ("tls", "segments", "traps", "waits", "nonblock", "fds", "args")
CRASH = re.compile(r"Oops|general protection fault: [0-9a-f]{4}|Kernel panic|"
                   r"Attempted to kill")

KERNEL_SAYS = re.compile(r"^(traps: |\S+\[\d+\]: )")


def linux_answers():
    """{section: [lines]} from the recorded Linux transcript."""
    answers, section = {}, None
    with open(os.path.join(HERE, "userline.linux")) as f:
        for line in f:
            m = re.match(r"^>>> /userline (\w+)$", line)
            if m:
                section = m.group(1)
                answers[section] = []
            elif section and line.startswith("=== rc"):
                section = None
            elif section:
                answers[section].append(line.rstrip("\n"))
    return answers


def boot_user(k, shared=True):
    """The user-space initramfs booted; shared (run_tests.py) unless the
    test wants a kernel of its own."""
    return k.boot(initrd=[os.path.join(k.build, "initramfs.cpio")],
                  shared=shared)


def run_section(vm, section):
    out = vm.run("userline " + section, timeout=180)
    assert not CRASH.search(vm.log), vm.log[-3000:]
    assert vm.run("echo alive") == "alive\n", vm.log[-3000:]
    # the program's lines, not the kernel's reports of its faults
    return [line for line in out.splitlines() if ": " in line and
            not KERNEL_SAYS.match(line)]


def check(k, *sections):
    want = linux_answers()
    vm = boot_user(k)
    for section in sections:
        got = run_section(vm, section)
        assert got == want[section], "\n".join(
            "%-60s | %s" % pair for pair in
            zip(got + ["(none)"] * len(want[section]),
                want[section] + ["(none)"] * len(got)))


def test_tls_entries_follow_linux_rules(k):
    """set_thread_area(2) takes only present 32-bit data segments in
    slots 6..8, -1 picks a free one; get_thread_area(2) reads them."""
    check(k, "tls")


def test_cleared_tls_selectors_load_as_null_not_oops(k):
    """%gs/%fs holding a cleared TLS entry across a task switch, %ds/%es
    cleared in the same int $0x80: the program gets a null selector back
    (Linux's answer), the kernel does not fault in ring 0."""
    check(k, "segments")
    vm = boot_user(k, shared=False)     # a kernel that ran only these
    for _ in range(3):  # again, with the earlier runs' tasks switching
        assert "gs cleared then sleep: exit 0" in run_section(vm, "segments")


def test_int3_and_into_raise_linux_signals(k):
    """int3 is SIGTRAP and into SIGSEGV, both with si_code SI_KERNEL and
    resuming after the instruction; `int $13` is a #GP (SIGSEGV)."""
    check(k, "traps")


def test_wait4_with_bad_pointers_still_reaps(k):
    check(k, "waits")


def test_nonblocking_pipes_and_terminal(k):
    """A full pipe holds 65,536 bytes; O_NONBLOCK gives EAGAIN instead of
    blocking, for pipe2(2) and for fcntl(F_SETFL), and on the terminal."""
    check(k, "nonblock")


def test_descriptor_limit_as_linux(k):
    """RLIMIT_NOFILE 1024, hard 4096 (Linux's defaults); the table grows
    to the limit and EMFILE past it; setrlimit's rules (EINVAL soft over
    hard, EPERM raising hard without CAP_SYS_RESOURCE or past
    fs.nr_open); dup2/F_DUPFD past it EBADF/EINVAL."""
    check(k, "fds")


def mem_free(vm):
    return int(re.search(r"MemFree:\s+(\d+)", vm.run("cat /proc/meminfo"))
               .group(1))


def test_descriptor_table_memory_back_after_exit(k):
    """A process that grew its table to 1,024 descriptors gives it back:
    MemFree after five such runs is what it was after the first."""
    vm = boot_user(k)
    run_section(vm, "fds")
    before = mem_free(vm)
    for _ in range(5):
        run_section(vm, "fds")
    after = mem_free(vm)
    # five leaked tables of 1,024 slots would be 5 * 4.1 KiB at least
    assert before - after < 16, (before, after)


def test_argument_limit_as_linux(k):
    """execve(2) takes Linux's 2 MiB of arguments (a quarter of the
    8 MiB stack rlimit), 131,072 bytes a string with its NUL: 1 MiB in
    eight strings runs, one string of 128 KiB or 3 MiB in all is E2BIG."""
    check(k, "args")


def test_put_user_and_get_user_move_sizeof_p_bytes(k):
    """tests/modules/api-putuser puts a u8, u16, u32, u64 at offsets 0, 1,
    3, 7 of a read buffer and gets them from a written one: exactly 15
    bytes each way, the guard bytes after them untouched."""
    kos = api.build(k, "gcc")
    vm = k.boot(initrd=[os.path.join(k.build, "initramfs.cpio"),
                        kos["api-putuser"]])
    vm.run("insmod api-putuser.ko")
    out = vm.run("userline guard /dev/apiputuser")
    want = struct.pack("<BHIQ", 0x11, 0x2233, 0x44556677,
                       0x8899aabbccddeeff) + b"\xee" * 9
    assert "guard read: ok, bytes " + " ".join(
        "%02x" % b for b in want) in out, out
    text = b"ABCDEFGHIJKLMNO"
    out = vm.run("echo %s > /dev/apiputuser" % text.decode())
    assert "apiputuser: got %02x %04x %08x %016x" % struct.unpack(
        "<BHIQ", text) in out, out
    vm.run("rmmod api_putuser")
    assert not CRASH.search(vm.log), vm.log[-3000:]
