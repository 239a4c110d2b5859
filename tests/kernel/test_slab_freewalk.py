"""kfree() inside list_for_each_entry() (tests/modules/slab-freewalk, the
bug of LKP 2e's list_demo): each step reads the node it just freed.
Linux 6.1 lets it pass, since SLUB keeps a free object's link in the
middle of the object, not over the list_head at its start; built
against Debian's 6.1 headers and run on linux-reference, the module
prints "freewalk: freed 5 items" and, with nr_items=200 (several slabs,
given back as they empty), "freed 200 items".  oops386 keeps the link
in the same place (mm/slab.c free_pointer()), so without slub_debug the
walk ends as there, with memory as before.  With slub_debug the freed
node is poison: kfree() of the 6b6b6b6b the walk reads next warns, and
the step after is an oops at 6b6b6b6b in the exit routine: the option
finds what the layout hides."""

import re

from test_module_api import build, load_unload


def freeing_walk(k, cc):
    ko = build(k, cc)["slab-freewalk"]
    vm = k.boot(initrd=[ko], append="slub_debug=-")
    for items in (5, 200):
        out, bye = load_unload(vm, ko, "nr_items=%d" % items)
        assert ("freewalk: %d items of 20 bytes on the list" % items
                in out), out
        assert "freewalk: freed %d items" % items in bye, bye
    assert "Oops" not in vm.log, vm.log


def test_freeing_walk_ends_as_on_linux_gcc(k):
    freeing_walk(k, "gcc")


def test_freeing_walk_ends_as_on_linux_clang(k):
    freeing_walk(k, "clang")


def test_slub_debug_turns_the_freeing_walk_into_an_oops(k):
    ko = build(k, "gcc")["slab-freewalk"]
    vm = k.boot(initrd=[ko])
    out, bye = load_unload(vm, ko, "freewalk_safe=1")
    assert "freewalk: freed 5 items" in bye, bye
    vm.run("insmod slab-freewalk.ko")
    start = len(vm.log)
    vm.send("rmmod slab_freewalk\n")
    # the freed node's link reads 6b6b6b6b: kfree() of it warns (no
    # struct page behind it, mm/slab.c), and the walk's next step reads
    # that address
    vm.expect("kfree(6b6b6b6b): not an address of the kernel's direct map")
    vm.expect(re.compile(r"\[<[0-9a-f]{8}>\] freewalk_exit "
                         r"\[slab_freewalk\] 0x"))
    vm.expect("Unable to handle kernel paging request at virtual "
              "address 6b6b6b6b")
    vm.expect(re.compile(r"EIP is at freewalk_exit \[slab_freewalk\] 0x"))
    vm.wait_prompt()
    assert "freewalk: freed" not in vm.log[start:], vm.log
