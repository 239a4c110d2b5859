"""Issue 23: Linux 2.4's user-space linker (user/insmod24.c over
kernel/module/legacy24.c) beside 2.5's in-kernel one: the same modules
load both ways with the same printk output, and give back all their
memory.  The oracle is the 2.5 loader's own behaviour (test_modules.py
checks that one against GNU nm/readelf)."""

import re

# (module, parameters): every in-tree module under modules/ that is a
# loadable .ko.  demo-builtin is built into vmlinux (obj-y): nothing to
# load either way.
MODULES = [
    ("hello", 'times=2 whom="lecture hall"'),
    ("multipart", ""),
    ("noexit", ""),
    ("failinit", ""),
    ("proprietary", ""),
    ("gpl_thief", ""),
]


def boot(k, names):
    return k.boot(initrd=[k.module(n) for n in names])


def meminfo(vm):
    return vm.run("cat /proc/meminfo")


def load(vm, insmod, name, params):
    """What loading prints (the console shows printk), the module's
    /proc/modules size and its line with size and address masked."""
    out = vm.run("%s %s.ko %s" % (insmod, name, params))
    out = out.replace("insmod24: %s.ko: " % name, "insmod: ")
    line = vm.run("cat /proc/modules")
    size = re.match(r"\S+ (\d+)", line)
    vm.run("rmmod -f %s" % name if name == "noexit" else "rmmod %s" % name)
    masked = re.sub(r"^(\S+) \d+(.*)0x[0-9a-f]{8}", r"\1 N\2ADDR", line)
    return out, size and int(size.group(1)), masked


def test_same_output_both_ways(k):
    vm = boot(k, [m for m, _ in MODULES])
    for name, params in MODULES:
        before = meminfo(vm)
        new = load(vm, "insmod", name, params)
        after25 = meminfo(vm)
        old = load(vm, "insmod24", name, params)
        assert meminfo(vm) == before == after25, name
        assert old[2] == new[2], (name, old, new)
        # 2.4 keeps the init sections: never smaller than 2.5's core
        assert (old[1] or 0) >= (new[1] or 0), (name, old, new)
        if "ERROR" not in new[0]:
            assert old[0] == new[0], (name, old, new)


def test_provider_consumer_both_ways(k):
    vm = boot(k, ["provider", "consumer"])
    before = meminfo(vm)
    for first, second in (("insmod", "insmod24"), ("insmod24", "insmod")):
        out = vm.run("%s provider.ko" % first)
        out += vm.run("%s consumer.ko" % second)
        assert "error" not in out.lower(), out
        mods = vm.run("cat /proc/modules")
        assert re.search(r"^provider \d+ 1 consumer, Live", mods, re.M), mods
        assert "in use" in vm.run("rmmod provider") + vm.run("dmesg")
        vm.run("rmmod consumer")
        vm.run("rmmod provider")
        assert vm.run("cat /proc/modules") == ""
    assert meminfo(vm) == before


def test_oops_in_init_names_module_both_ways(k):
    vm = boot(k, ["oops_init"])
    traces = []
    for insmod in ("insmod", "insmod24"):
        vm.run("dmesg -c > /dev/null")
        vm.run("%s oops_init.ko" % insmod)
        log = vm.run("dmesg -c")
        eip = re.search(r"EIP is at (\S+)", log)
        assert eip and "[oops_init]" in log, log
        traces.append(eip.group(1))
    assert traces[0] == traces[1], traces


def test_unresolved_symbol_gives_the_block_back(k):
    """consumer.ko without provider: insmod24 cannot bind provider_add in
    user space after create_module reserved the block; it names the
    symbol and delete_module(2) gives the block back."""
    vm = boot(k, ["consumer"])
    before = meminfo(vm)
    out = vm.run("insmod24 consumer.ko")
    assert "insmod24: consumer.ko: Unknown symbol provider_" in out, out
    assert vm.run("cat /proc/modules") == ""
    assert meminfo(vm) == before
    # the name is free again: the 2.5 way reaches the same refusal
    out = vm.run("insmod consumer.ko")
    assert "Unknown symbol" in out, out


def _proc_modules(vm):
    """[(name, size, address)] of /proc/modules, in its order"""
    return [(f[0], int(f[1]), int(f[-1], 16)) for f in
            (line.split() for line in vm.run("cat /proc/modules").splitlines())]


def test_query_module_answers_as_proc_does(k):
    """query_module(2) (kernel/module/query24.c) against the kernel's own
    /proc/modules and /proc/ksyms: the same modules in the same order,
    the same exports at the same addresses, who uses whom, and the
    ENOSPC protocol (user/tests/qmod.c asks with no buffer first)"""
    vm = boot(k, ["provider", "consumer"])
    assert vm.run("qmod none") == "ret 0\n"
    assert vm.run("qmod modules") == "ret 0\n"          # none loaded
    vm.run("insmod provider.ko")
    vm.run("insmod consumer.ko")
    mods = _proc_modules(vm)
    names = [m[0] for m in mods]
    assert vm.run("qmod modules") == \
        "ENOSPC: %d bytes needed\n" % sum(len(n) + 1 for n in names) + \
        "".join(n + "\n" for n in names) + "ret %d\n" % len(names)
    assert vm.run("qmod deps consumer").endswith("provider\nret 1\n")
    assert vm.run("qmod refs provider").endswith("consumer\nret 1\n")
    assert vm.run("qmod deps provider") == "ret 0\n"
    ksyms = vm.run("cat /proc/ksyms").splitlines()
    mine = [line.split("\t")[0] for line in ksyms
            if line.endswith("\t[provider]")]
    out = vm.run("qmod symbols provider").splitlines()
    assert out[0].startswith("ENOSPC: ") and out[1:] == mine + \
        ["ret %d" % len(mine)], out
    kernel = [line for line in ksyms if "\t[" not in line]
    out = vm.run("qmod symbols", timeout=60).splitlines()
    assert out[1:] == kernel + ["ret %d" % len(kernel)], out[:5]
    _, size, addr = mods[names.index("provider")]
    assert vm.run("qmod info provider") == \
        "ENOSPC: 16 bytes needed\naddr 0x%08x size %d flags 1 " \
        "usecount 1\nret 16\n" % (addr, size)
    assert vm.run("qmod info nosuch") == \
        "qmod: No such file or directory\n"
    assert vm.run("qmod deps") == "qmod: Invalid argument\n"
    vm.run("rmmod consumer")
    assert vm.run("qmod refs provider") == "ret 0\n"
    vm.run("rmmod provider")
    assert vm.run("qmod modules") == "ret 0\n"
