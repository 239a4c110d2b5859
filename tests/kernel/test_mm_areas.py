"""Issue 27, one mapping model: every mapping is an area (struct
vm_area_struct, mm/vma.c), so what Linux checks on an area is checked
on every mapping.

The oracle is Linux 6.1 itself: tests/kernel/mmareas.linux is the
transcript of COMMANDS below run by /work/shared/tools/linux-reference
on Debian 12's i386 kernel with the same static glibc programs
(tests/glibc/mmareas.c, setuidgid.c) and the same busybox.  To record
it again (the first command, `true`, is there for the characters a
booting Linux's console may lose):

    (echo true; echo 'mkdir /glibc && cp /mmareas /setuidgid /glibc/';
     python3 tests/kernel/test_mm_areas.py) |
    /work/shared/tools/linux-reference build/glibc/mmareas \\
        build/glibc/setuidgid > tests/kernel/mmareas.linux

mmareas, as uid 1000, maps a root-owned file it opened read-only
MAP_SHARED and asks mprotect(2) for PROT_WRITE (Linux: EACCES, and the
file is never written: issue 27's root exploit), maps page 0 and the
rest of the lowest 64 KiB (EPERM: vm.mmap_min_addr), MAP_FIXED high in
user space (mapped, and gone after munmap) and across 3 GiB (ENOMEM),
cuts a file with ftruncate(2) under a MAP_PRIVATE page it copied
(SIGBUS), and reads /proc/self/maps after mprotect, munmap, mremap and
fork split, cut and moved its areas.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip, glibc_or_skip  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
AS_USER = "/glibc/setuidgid 1000 1000 "
COMMANDS = [
    "echo secret > /tmp/mma-root && chmod 644 /tmp/mma-root",
    AS_USER + "/glibc/mmareas /tmp/mma-root",
    "/glibc/mmareas /tmp/mma-root",
    "cat /tmp/mma-root",
]


def linux_transcript():
    """{command: (output, exit status)} from mmareas.linux"""
    with open(os.path.join(HERE, "mmareas.linux")) as f:
        text = f.read()
    blocks = re.findall(r"^>>> (.*?)\n(.*?)^=== rc (\d+)\n", text,
                        re.S | re.M)
    return {cmd: (out, int(rc)) for cmd, out, rc in blocks}


def test_mapping_areas_as_linux(k):
    """Each command's output, line by line, and exit status, against
    Linux's; no oops, and the kernel's memory back where it was."""
    busybox_or_skip(k)
    glibc_or_skip(k)
    want = linux_transcript()
    s = Session(k)
    diff = []
    for cmd in COMMANDS:
        assert cmd in want, "mmareas.linux lacks %r: record it again" % cmd
        out, rc = s.run(cmd, timeout=60)
        w_out, w_rc = want[cmd]
        # the oracle's transcript shows no output as an empty line
        got, exp = out.strip("\n").splitlines(), w_out.strip("\n").splitlines()
        diff += ["%s: line %d: oops386 %r, Linux %r" % (cmd, n + 1, g, w)
                 for n, (g, w) in enumerate(zip(got, exp)) if g != w]
        if len(got) != len(exp) or rc != w_rc:
            diff.append("%s: %d lines rc %d, Linux %d lines rc %d"
                        % (cmd, len(got), rc, len(exp), w_rc))
    assert not diff, "\n".join(diff)
    assert "Oops" not in s.vm.log and "BUG" not in s.vm.log


if __name__ == "__main__":
    print("\n".join(COMMANDS))

