"""A user buffer read in place by a driver (LDD3 chapter 15's direct
I/O; d0u9's zero_copy): pin_user_pages_fast() and get_user_pages_fast()
(mm/memory.c) hold the caller's pages, page_to_virt() is the kernel's
mapping of each, unpin_user_pages() lets go; memset32() (lib/string.c).
tests/modules/gup-demo's lines are what it printed on Linux 6.1
(linux-reference, the module built against Debian's 6.1 headers): a
pattern, -EFAULT for address 0, and the bytes echo wrote, read through
the pinned page.  Built with gcc and clang; memory as before after
rmmod, so every pinned page was let go."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_notifier import module_lines_as_linux  # noqa: E402

LINUX = """\
gup: memset32 gives deadbeef deadbeef deadbeef 00000000
gup: pinning address 0: -14
gup: 1 page(s) pinned, read in place: 'hello there'
gup: done""".splitlines()


def test_user_buffer_pinned_and_read_in_place_as_linux(k):
    module_lines_as_linux(k, "gup-demo", "gup: .*", LINUX,
                          loaded="echo hello there > /proc/gup_demo")
