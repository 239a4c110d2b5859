"""A module's /proc file held open across rmmod: fs_remove() (fs/libfs.c)
turns the file's calls into the module's no more, so a write through the
open descriptor answers EIO, as Linux's /proc does after
remove_proc_entry(), instead of calling the freed module text."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip  # noqa: E402


def test_open_proc_file_of_a_removed_module_says_eio(k):
    busybox_or_skip(k)
    s = Session(k)
    before = s.ok("cat /proc/meminfo")
    s.ok("insmod /lib/modules/crasher.ko")
    out, rc = s.run("exec 3>/proc/crasher; rmmod crasher; "
                    "echo nosuchkind >&3; echo \"@@w=$?@@\"; exec 3>&-")
    assert "@@w=1@@" in out, out
    assert "write error: Input/output error" in out, out
    # the kernel's own generated files keep their calls
    assert "MemTotal" in s.ok("cat /proc/meminfo")
    assert s.ok("cat /proc/meminfo") == before
    for bad in ("Oops", "BUG:", "EIP is at", "Unable to handle"):
        assert bad not in s.vm.log, s.vm.log
