"""Linux 6.1's attribute names for module code
(include/linux/compiler_attributes.h): tests/modules/attrs-demo uses
each as modules do - a per-CPU structure __aligned(2048) as LTP's
test_per_cpu_allocator_module declares one, a __packed wire format,
fallthrough between switch cases, __must_check, __cold, __printf... -
and must print what it printed on Linux 6.1 (tests/kernel/attrs.linux),
built with gcc and with clang, memory as before after rmmod."""

import re

from test_module_api import build, load_unload
from test_perm import linux_lines


def check(k, cc):
    ko = build(k, cc)["attrs-demo"]
    vm = k.boot(initrd=[ko])
    load_unload(vm, ko)
    lines = [re.sub(r"^\[[ 0-9.]*\] ", "", line)
             for line in vm.run("dmesg").splitlines()]
    got = [line for line in lines if line.startswith("attrs: ")]
    assert got == linux_lines("attrs.linux")


def test_attrs_gcc(k):
    check(k, "gcc")


def test_attrs_clang(k):
    check(k, "clang")
