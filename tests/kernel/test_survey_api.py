"""The list, hash table and user-string calls that student module
collections make (smalinux/linux-kernel-modules-lab, kabirz/kernel-modules,
s-vincent/kernel-modules, ritsz/kernel-modules-playground): list.h's
moves, swaps, rotation, splices and hlist (include/linux/list.h),
hashtable.h's fixed-size table (include/linux/hashtable.h) and its
RCU calls (include/linux/rculist.h's hlist ones);
memdup_user_nul() (mm/util.c), kstrtou32_from_user()
(include/linux/kstrtox.h), get_option()/get_options() (lib/cmdline.c),
strcat() (lib/string.c), wq_has_sleeper() (include/linux/wait.h),
<asm/ioctl.h>.  tests/modules/list-hash's and user-str's lines are what
they printed on Linux 6.1 (linux-reference, the modules built against
Debian's 6.1 headers): the same order after each step, the same bucket
for each key, the same errno for a number too big (-ERANGE) or not a
number (-EINVAL) and for a bad address (-EFAULT); tests/modules/kfifo-demo's
fifos (include/linux/kfifo.h, lib/kfifo.c) as Linux's.  Memory as before
after rmmod."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_notifier import module_lines_as_linux  # noqa: E402

LIST_HASH = """\
list_hash: built: 1 2 3 4 5
list_hash: 4 to the front: 4 1 2 3 5
list_hash: rotated: 1 2 3 5 4
list_hash: 1 and 5 swapped: 5 2 3 1 4
list_hash: 3 replaced by 6: 5 2 6 1 4
list_hash: first 5 last 4, 6 is first 0 last 0
list_hash: after the first, found 6; next 1
list_hash: backwards 41625
list_hash: other singular 1, empty-or-null 0
list_hash: 2 spliced back at the front: 2 5 6 1 4
list_hash: emptied 1
list_hash: 8 buckets, empty 1
list_hash: key 0 in bucket 0
list_hash: key 100 in bucket 1
list_hash: key 200 in bucket 3
list_hash: key 300 in bucket 4
list_hash: key 400 in bucket 6
list_hash: key 500 in bucket 7
list_hash: looked up 300: 300, hashed 1
list_hash: after hash_del: found 0, hashed 0
list_hash: rcu: looked up 600: 600
list_hash: emptied 1
list_hash: done""".splitlines()

USER_STR = """\
user_str: strcat gives 'oops386 module'
user_str: get_option 2, value 7, rest '-3,0x10-'
user_str: get_option 2, value -3, rest '0x10-'
user_str: get_option 3, value 16, rest '-'
user_str: memdup_user of address 0: -14
user_str: wq_has_sleeper of an idle queue: 0
user_str: _IOWR('k', 3, int): dir 3 type k nr 3 size 4
user_str: option 1 of 3: 5
user_str: option 2 of 3: -2
user_str: option 3 of 3: 9
user_str: kstrtou32_from_user 0, value 42
user_str: kstrtou32_from_user -34, value 0
user_str: kstrtou32_from_user -22, value 0
user_str: done""".splitlines()


def test_list_and_hashtable_as_linux(k):
    module_lines_as_linux(k, "list-hash", "list_hash: .*", LIST_HASH)


def test_user_strings_as_linux(k):
    module_lines_as_linux(k, "user-str", "user_str: .*", USER_STR, loaded=(
        "echo 5,-2,9 > /proc/user_str_list; "
        "echo 0x2a > /proc/user_str_num; "
        "echo 4294967296 > /proc/user_str_num; "
        "echo zz > /proc/user_str_num"))

KFIFO = """\
kfifo_demo: put 8 of 10, len 8 avail 0 full 1
kfifo_demo: peek 1, len 8
kfifo_demo: skipped one, got 4
kfifo_demo: out 3: 9 16 25
kfifo_demo: in 3 again, len 6
kfifo_demo: peeked 6: 36 .. 25, len 6
kfifo_demo: last 25, empty 1 size 8 esize 4
kfifo_demo: pair 3 -4, size 4
kfifo_demo: init on 20 bytes: 0, size 8
kfifo_demo: u16 beef, alloc of 1: -22
kfifo_demo: bytes: size 64, in 3
kfifo_demo: write 41: 0, copied 41, len 44
kfifo_demo: read 10: 0, copied 10, left 34
kfifo_demo: read 100: 0, copied 34, left 0
kfifo_demo: read 100: 0, copied 0, left 0
kfifo_demo: write 73: 0, copied 64, len 64
kfifo_demo: write 9: 0, copied 0, len 64
kfifo_demo: done""".splitlines()


def test_kfifo_as_linux(k):
    """linux/kfifo.h (lib/kfifo.c): typed fifos in the module and
    allocated ones, a full one refusing, the user copies of a /proc
    file (a write that does not fit is cut; nothing fits: -ENOSPC)"""
    module_lines_as_linux(k, "kfifo-demo", "kfifo_demo: .*", KFIFO, loaded=(
        "echo 0123456789abcdefghijklmnopqrstuvwxyzABCD > /proc/kfifo_demo; "
        "dd if=/proc/kfifo_demo bs=10 count=1 2>/dev/null; "
        "dd if=/proc/kfifo_demo bs=100 2>/dev/null | wc -c; "
        "echo 0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        "0123456789 > /proc/kfifo_demo"))


def test_seq_file_in_proc_net_as_linux(k):
    """init_net.proc_net (include/net/net_namespace.h, set by
    net/ipv4/route.c's route_proc_init()): a module's seq_file in
    /proc/net, every record shown once"""
    module_lines_as_linux(k, "procnet-demo", "procnet_demo: .*", """\
procnet_demo: in /proc/net
procnet_demo: showed record 0
procnet_demo: showed record 1
procnet_demo: showed record 2
procnet_demo: done""".splitlines(), loaded="cat /proc/net/procnet_demo")
