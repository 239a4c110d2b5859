"""Issue 30's managed resources (drivers/base/devres.c), as a modern
platform driver's probe uses them (tests/modules/devres-demo, in the
style of LKMPG's dma example): devm_kcalloc/kzalloc/kstrdup memory (one
block given back early by devm_kfree), a dmam_alloc_coherent() buffer
and two devm_add_action() actions.  Linux's rule (Documentation/
driver-api/driver-model/devres.rst): everything is released when driver
and device part, newest first - after remove_new() at rmmod, or at once
when probe() fails (fail=1, dev_err_probe()'s "error -EIO: ..." and the
driver core's "probe ... failed with error -5").  /proc/meminfo
identical after rmmod either way; gcc and clang."""

import re

from test_module_api import build, meminfo


def check(k, cc):
    ko = build(k, cc)["devres-demo"]
    vm = k.boot(initrd=[ko])
    before = meminfo(vm)
    out = vm.run("insmod devres-demo.ko")
    # %pad: the dma_addr_t pointed to, "0x" and 8 digits on i386
    assert re.search(r"probed devres-demo: table zeroed 1, buffer at bus "
                     r"address phys 0x[0-9a-f]{8}\n", out), out
    assert "action" not in out, out
    out = vm.run("rmmod devres_demo")
    lines = [line for line in out.splitlines() if "devres_demo: " in line]
    assert lines == ["devres_demo: remove_new",
                     "devres_demo: action: last added",
                     "devres_demo: action: first added"], out
    assert meminfo(vm) == before
    out = vm.run("insmod devres-demo.ko fail=1")
    assert "error -EIO: failing on purpose (1)" in out, out
    assert "probe of devres_demo failed with error -5" in out, out
    assert out.index("action: last added") < \
        out.index("action: first added"), out
    vm.run("rmmod devres_demo")
    assert meminfo(vm) == before


def test_devres_gcc(k):
    check(k, "gcc")


def test_devres_clang(k):
    check(k, "clang")
