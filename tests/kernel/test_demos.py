"""Issue 5: every GRUB demo entry of the ISO boots straight into its
oops, with no typing but the menu choice."""

import re

NEXT = "\x0e"       # Ctrl-N: GRUB's menu moves one entry down


def boot_entry(k, index):
    vm = k.boot(iso=k.iso, prompt=False)
    vm.expect("before booting or `c' for a command-line", timeout=120)
    vm.send(NEXT * index + "\r")
    vm.expect("oops386 version", timeout=120)
    return vm


def entries(k):
    with open(k.top + "/boot/grub/grub.cfg") as f:
        return re.findall(r'^menuentry "([^"]+)"', f.read(), re.M)


def test_menu_lists_the_demos(k):
    names = entries(k)
    assert names[0] == "oops386" and len(names) >= 6, names


def test_demo_bug(k):
    vm = boot_entry(k, entries(k).index(
        "demo: BUG() - kernel BUG at lkdtm.c"))
    vm.expect(re.compile(r"kernel BUG at lkdtm\.c:\d+!"))
    vm.expect(re.compile(r"EIP is at oops_bug \[kernel\] 0x0"))
    vm.wait_prompt()


def test_demo_null(k):
    vm = boot_entry(k, entries(k).index("demo: NULL pointer dereference"))
    vm.expect("Unable to handle kernel NULL pointer dereference")
    vm.expect("EIP is at oops_null [kernel] 0x0")
    vm.wait_prompt()


def test_demo_module(k):
    vm = boot_entry(k, entries(k).index(
        "demo: an oops inside a module, traced across it"))
    vm.expect("Modules linked in: crasher")
    vm.expect(re.compile(r"\] crash_write \[crasher\] 0x"))
    vm.wait_prompt()


def test_demo_overflow(k):
    vm = boot_entry(k, entries(k).index(
        "demo: kernel stack overflow, caught by the double fault"))
    vm.expect("double fault: 0000")
    vm.expect("EIP is at oops_overflow_recurse [kernel]")
    vm.wait_prompt()


def test_demo_without_kallsyms(k):
    vm = boot_entry(k, entries(k).index(
        "demo: BUG() without kallsyms (decode it with scripts/ksymoops)"))
    vm.expect("no symbol table (KALLSYMS=n)")
    vm.expect(re.compile(r"kernel BUG at lkdtm\.c:\d+!"))
    m = vm.expect(re.compile(r"EIP is at (.*)\n"))
    assert "oops_bug" not in m.group(1)
    vm.wait_prompt()


def test_demo_insmod24(k):
    vm = boot_entry(k, entries(k).index(
        "demo: 2.4's user-space insmod beside 2.5's in-kernel loader "
        "(docs/insmod24.md)"))
    vm.wait_prompt()
    sizes = dict(re.findall(r"^(insmod2?4?) +(\d+)$", vm.log, re.M))
    assert int(sizes["insmod24"]) > int(sizes["insmod"]), vm.log
    lines = re.findall(r"^hello (\d+) 0 - Live", vm.log, re.M)
    # 2.4 keeps init's bytes: the same module is bigger loaded that way
    assert len(lines) == 2 and int(lines[1]) > int(lines[0]), vm.log
    assert "Hello, 2.5." in vm.log and "Hello, 2.4." in vm.log, vm.log
