"""Kernel keyrings (security/keys/): tests/glibc/keycheck makes user
keys and keyrings with add_key(2), finds them with request_key(2) and
keyctl(2) KEYCTL_SEARCH, reads, updates, links, unlinks, revokes,
invalidates and clears them, looks at its thread, process, session and
user keyrings (a child's too, and as user 1000), /proc/keys, and the
errors the man pages name.  Every line must be Linux 6.1's
(tests/kernel/keys.linux, recorded once by linux-reference), twice in
one boot with memory back where it was: keys go with their last
reference."""

from test_perm import assert_lines_as_linux, linux_lines
from test_busybox import Session, busybox_or_skip, glibc_or_skip


def test_keyrings_as_linux(k):
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k)
    for run in range(2):
        out, rc = s.run("/glibc/keycheck", timeout=60)
        assert_lines_as_linux(out, linux_lines("keys.linux"))
        assert rc == 0
        mem = s.ok("cat /proc/meminfo")
        if run == 0:
            before = mem
    assert mem == before, (before, mem)
    for bad in ("Oops", "BUG:", "WARNING:", "Kernel panic"):
        assert bad not in s.vm.log, s.vm.log
