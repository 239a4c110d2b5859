"""The foundation: boot, the shell, files, /proc, tasks, power."""

import math
import os
import re
import subprocess
import tempfile

import qemu  # noqa: E402 (tests/lib, on the runner's path)


def test_boot_to_prompt_and_banner(k):
    vm = k.boot()
    assert "oops386 version" in vm.log
    assert "Freeing unused kernel memory: " in vm.log
    assert re.search(r"Freeing unused kernel memory: \d+k freed", vm.log)


def test_meminfo_has_linux_fields(k):
    vm = k.boot(shared=True)
    out = vm.run("cat /proc/meminfo")
    for field in ("MemTotal:", "MemFree:", "Slab:", "VmallocUsed:"):
        m = re.search(r"^%s\s+(\d+) kB$" % field, out, re.M)
        assert m, "%s missing in:\n%s" % (field, out)
    total = int(re.search(r"MemTotal:\s+(\d+)", out).group(1))
    free = int(re.search(r"MemFree:\s+(\d+)", out).group(1))
    # -m 128M: most of it is free RAM after a small kernel
    assert 100000 < total <= 131072 and 0 < free < total


def test_min_free_kbytes_as_linux(k):
    """/proc/sys/vm/min_free_kbytes starts where Linux's rule puts it,
    the root of 16 times the KiB of low memory (Linux 6.1 with MemTotal
    243520 kB: 1954, 1 % under the root of 16 times MemTotal), and
    root sets it from 0 up, a negative value refused (mm/page_alloc.c)"""
    vm = k.boot(shared=True)
    path = "/proc/sys/vm/min_free_kbytes"
    total = int(re.search(r"MemTotal:\s+(\d+)",
                          vm.run("cat /proc/meminfo")).group(1))
    start = int(vm.run("cat " + path))
    assert 0.97 * math.isqrt(16 * total) <= start <= math.isqrt(16 * total)
    for value, want in (("3000", 3000), ("-1", 3000), ("0", 0)):
        vm.run("echo %s > %s" % (value, path))
        assert int(vm.run("cat " + path)) == want
    vm.run("echo %d > %s" % (start, path))


def test_ps_shows_init_and_shell(k):
    vm = k.boot(shared=True)
    out = vm.run("ps")
    # /proc/PID as Linux has it: no pid 0
    assert not re.search(r"^\s+0 ", out, re.M), out
    assert re.search(r"^\s+1 S\s+init$", out, re.M), out
    assert re.search(r"^\s+\d+ S\s+sh$", out, re.M), out
    assert re.search(r"^\s+\d+ R\s+ps$", out, re.M), out


def test_echo_and_unknown_command(k):
    vm = k.boot(shared=True)
    assert vm.run("echo hello   world") == "hello world\n"
    assert "sh: frobnicate: command not found" in vm.run("frobnicate")
    assert vm.run("echo still here") == "still here\n"


def test_backspace_editing(k):
    vm = k.boot(shared=True)
    vm.send("echo abx\b\bcd\r")
    vm.wait_prompt()
    assert "\nacd\n" in vm.log


def test_proc_files(k):
    vm = k.boot(append="quiet_flag=1")
    assert vm.run("cat /proc/cmdline").strip() == \
        qemu.kernel_cmdline("quiet_flag=1")
    assert "oops386 version" in vm.run("cat /proc/version")
    up = vm.run("cat /proc/uptime")
    assert re.match(r"^\d+\.\d\d \d+\.\d\d$", up.strip()), up
    irq = vm.run("cat /proc/interrupts")
    # CPU 0's column; the 8259's, or the I/O APIC's on SMP=2
    m = re.search(r"^\s+0:\s+(\d+)(?:\s+\d+)*\s+(XT-PIC|IO-APIC-edge)"
                  r"\s+timer$", irq, re.M)
    assert m and int(m.group(1)) > 0, irq


def test_unknown_boot_option_reported(k):
    """As Linux's init/main.c: a word the kernel does not know goes to
    init, NAME=VALUE into its environment; a module's (dotted) one and a
    bad value are errors."""
    vm = k.boot(append="bogus=1 panic_on_oops=zz nosuch.param=2")
    assert 'Unknown kernel command line parameters "bogus=1", will be ' \
        'passed to user space.' in vm.log
    assert "Booting kernel: Unknown parameter `nosuch.param': ignored" \
        in vm.log
    assert "Booting kernel: bad value 'zz' for parameter 'panic_on_oops'" \
        ": ignored" in vm.log
    assert vm.run("echo ok") == "ok\n"
    # environ has no newline at its end: /proc/version brings the prompt's
    env = vm.run("cat /proc/1/environ /proc/version").split("\0")
    assert "bogus=1" in env and "HOME=/" in env, env


def _newc(entries):
    """A newc archive, written here independently of scripts/mkcpio.py."""
    out = b""
    for ino, (name, mode, data) in enumerate(entries + [("TRAILER!!!", 0,
                                                          b"")]):
        nm = name.encode() + b"\0"
        fields = [ino + 1, mode, 0, 0, 1, 0, len(data), 0, 0, 0, 0,
                  len(nm), 0]
        hdr = b"070701" + b"".join(b"%08X" % f for f in fields)
        out += hdr + nm
        out += b"\0" * (-len(out) % 4) + data
        out += b"\0" * (-len(out) % 4)
    return out


def test_initrd_files_and_cpio(k):
    with tempfile.TemporaryDirectory() as d:
        plain = os.path.join(d, "a.ko")
        with open(plain, "wb") as f:
            f.write(b"\x7fELF not really")
        cpio = os.path.join(d, "b.cpio")
        with open(cpio, "wb") as f:
            f.write(_newc([("etc", 0o40755, b""),
                           ("etc/motd", 0o100644, b"welcome to oops386\n"),
                           ("hello.txt", 0o100644, b"hi\n")]))
        vm = k.boot(initrd=[plain, cpio])
        ls = vm.run("ls")
        assert re.search(r"^a\.ko\s+15$", ls, re.M), ls
        assert "etc/" in ls and "hello.txt" in ls, ls
        assert vm.run("ls /etc").split() == ["motd", "19"]
        assert vm.run("cat /etc/motd") == "welcome to oops386\n"
        assert vm.run("cat hello.txt") == "hi\n"
        assert "No such file" in vm.run("cat /etc/nothere")


def test_init_script_runs_before_prompt(k):
    with tempfile.TemporaryDirectory() as d:
        script = os.path.join(d, "demo.sh")
        with open(script, "w") as f:
            f.write("echo from the script\nps\n")
        vm = k.boot(append="init=demo.sh", initrd=[script], prompt=False)
        vm.expect("+ echo from the script\nfrom the script\n+ ps\n")
        vm.wait_prompt()
        assert vm.run("echo after") == "after\n"


def test_oops_null_kills_only_the_command(k):
    vm = k.boot()
    out = vm.run("oops null")
    assert "Unable to handle kernel NULL pointer dereference at " \
           "virtual address 00000000" in out, out
    assert "Process oops (pid:" in out
    assert vm.run("echo alive") == "alive\n"
    assert "oops" not in vm.run("ps")


def test_oops_wrtext_faults_on_readonly_text(k):
    vm = k.boot()
    out = vm.run("oops wrtext")
    assert "Unable to handle kernel paging request" in out, out
    assert "Oops: 0003" in out, out         # present + write
    assert vm.run("echo alive") == "alive\n"


def test_make_run_append_adds_boot_options(k):
    """`make run APPEND=...` (scripts/image.mk) boots with the options
    given - here the scanned trace of docs/exercises.md's exercise 7 -
    and `poweroff` ends it with make's status 0"""
    vm = k.boot(command=["make", "-s", "-C", k.top, "BUILD=" + k.build,
                         "run", "APPEND=oops_trace=scan"], prompt=False)
    vm.wait_prompt(120)
    # make run's own option first (scripts/image.mk), then APPEND's
    assert "Kernel command line: oops_lineinfo=1 oops_trace=scan\n" in \
        vm.log, vm.log
    out = vm.run("oops bug")
    assert "kernel BUG at" in out and "Call Trace:" in out, out
    assert "EIP is at oops_bug [kernel] 0x0 (drivers/misc/lkdtm.c:" in out, out
    vm.send("poweroff\r")
    assert vm.wait_exit(60) == 0, vm.log


def test_poweroff_ends_qemu(k):
    vm = k.boot()
    vm.send("poweroff\r")
    assert vm.wait_exit(20) == 1           # isa-debug-exit: (0 << 1) | 1
    # said once, by sys_reboot() (kernel/sys.c), not again by the machine
    assert vm.log.count("Power down.") == 1, vm.log


def test_iso_boots_through_grub(k):
    vm = k.boot(iso=k.iso, prompt=False)
    vm.expect("oops386 version", timeout=120)
    vm.wait_prompt(timeout=120)
    assert vm.run("echo grub") == "grub\n"


def test_reboot_resets_the_machine(k):
    vm = k.boot()                    # QEMU runs with -no-reboot:
    vm.send("reboot\r")              # a reset ends it
    assert vm.wait_exit(20) == 0
    assert vm.log.count("Restarting system.") == 1, vm.log


def _files(d, count, size):
    """count files of size bytes in d, named f00, f01...; their paths."""
    paths = []
    for i in range(count):
        path = os.path.join(d, "f%02d" % i)
        with open(path, "wb") as f:
            f.write(bytes([i]) * size)
        paths.append(path)
    return paths


def test_too_many_boot_modules_first_128_used(k):
    """More boot modules than the kernel keeps: a clear message, never a
    panic (the reserved-ranges table once held 16)."""
    with tempfile.TemporaryDirectory() as d:
        vm = k.boot(initrd=_files(d, 140, 100))
        assert "multiboot: only the first 128 of 140 boot modules are used" \
            in vm.log, vm.log
        listing = vm.run("ls /").split()
        assert "f127" in listing and "f128" not in listing, listing
        assert vm.run("echo alive") == "alive\n"


def test_large_boot_modules(k):
    """A 15 MiB boot module ends above the first 16 MiB: it is used, and
    mem_map goes after it.  One that cannot fit below the end of RAM and
    leave room for mem_map is refused by name, the others are kept."""
    with tempfile.TemporaryDirectory() as d:
        big, = _files(d, 1, 15 << 20)
        vm = k.boot(initrd=[big])
        assert "f00" in vm.run("ls /").split()
        assert "does not fit" not in vm.log, vm.log
        small = os.path.join(d, "small")
        with open(small, "wb") as f:
            f.write(b"x" * 10)
        huge = os.path.join(d, "huge")
        with open(huge, "wb") as f:
            f.truncate((46 << 20) + (600 << 10))
        vm = k.boot(initrd=[small, huge], memory="48M")
        assert re.search(r"multiboot: boot module huge \(47704k at [0-9a-f]{8}\)"
                         r" does not fit below [0-9a-f]{8}: not used",
                         vm.log), vm.log
        listing = vm.run("ls /").split()
        assert "small" in listing and "huge" not in listing, listing


def test_shell_input_limits_reported(k):
    """Nothing typed is cut or dropped without a word: a line too long and
    too many words are refused, tabs and bytes >= 0x80 are kept."""
    vm = k.boot(shared=True)
    vm.send("echo " + "x" * 300 + "\r")
    vm.wait_prompt()
    assert "sh: line longer than 255 characters: not run" in vm.log, vm.log
    # the terminal echoes what was typed; echo itself never ran
    assert not re.search(r"^x+$", vm.log, re.M), vm.log
    out = vm.run("echo " + " ".join("w%d" % i for i in range(16)))
    assert out == "sh: more than 16 words: not run\n", out
    assert vm.run("echo\ttab") == "tab\n"
    vm.send("echo caf\u00e9\r")         # UTF-8: bytes 0xc3 0xa9
    vm.wait_prompt()
    utf8 = "caf\u00e9".encode().decode("latin-1")    # as the log reads
    assert vm.log.count(utf8 + "\n") == 2, vm.log      # echo and output
