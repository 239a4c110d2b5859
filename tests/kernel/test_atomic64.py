"""atomic64_t on i386 (include/asm/atomic64_32.h: every operation a
LOCK CMPXCHG8B loop), which modules' 64-bit statistics use (ritsz's
network_procfs): tests/modules/atomic64-demo adds to one counter from
its init and a kernel thread at once, on two CPUs, 20000 times each a
step with a bit in each 32-bit half (a torn add would show), then does
each operation once on values that cross the halves.  Its lines are
what it printed on Linux 6.1 (linux-reference, the module built against
Debian's 6.1 headers, 2026-12-06).  Built with gcc and clang; memory as
before after rmmod.
"""

from test_notifier import module_lines_as_linux

LINUX = """\
atomic64: total 9c4000009c40 (want 9c4000009c40)
atomic64: inc_return 100000000
atomic64: dec_and_test 0, read ffffffff
atomic64: fetch_sub ffffffff, now -4294967296
atomic64: add_negative 1, xchg -4294967297
atomic64: cmpxchg miss 10000000000, hit 10000000000, now 7
atomic64: inc_and_test 0, sub_and_test 1""".splitlines()


def test_atomic64_as_linux_on_two_cpus(k):
    module_lines_as_linux(k, "atomic64-demo", "atomic64: .*", LINUX, smp=2)
