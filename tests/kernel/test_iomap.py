"""ioread8() and its kin on a cookie for ports or memory (lib/iomap.c,
include/asm-generic/iomap.h; LDD3 chapter 9's ioport_map(), used by its
short module's port-remap mode): tests/modules/iomap-demo reads the
CMOS clock's status register A by outb()/inb() and through an
ioport_map() cookie, a word of memory through a memory cookie, and a
cookie that is neither, which warns and reads all ones.  The lines are
what the module printed on Linux 6.1's i386 kernel in QEMU
(linux-reference, built against Debian's 6.1 headers).  Built with gcc
and clang; memory as before after rmmod."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_notifier import module_lines_as_linux  # noqa: E402

LINUX = """\
iomap: CMOS status A by port 0x26, through ioport_map 0x26: same
iomap: memory cookie reads 0x12345678
iomap: after iowrite16 0x1234beef
Bad IO access at port 0x100 (return inb(port))
iomap: cookie 0x100 reads 0xff
iomap: done""".splitlines()


def test_iomap_cookies_as_linux(k):
    module_lines_as_linux(k, "iomap-demo",
                          "iomap: .*|Bad IO access at port .*", LINUX)
