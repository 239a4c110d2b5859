"""Red-black trees (lib/rbtree.c, include/linux/rbtree.h), which d0u9's
LDD3-for-5.x eg_rbtree module uses: tests/modules/rbtree-demo's lines
are what it printed on Linux 6.1 (linux-reference, the module built
against Debian's 6.1 headers).  Its post-order walks print the tree's
shape after inserts by hand, erases, a replacement and 5.12's rb_add()
and rb_find_add(), and a leftmost-cached tree's, so they match only if
every rotation and recolouring is Linux's; the module frees every node
in a post-order walk at rmmod, and memory is as before.  Built with gcc
and clang.  (tests/host/test_rbtree.c checks the red-black rules after
every step of random runs.)
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_notifier import module_lines_as_linux  # noqa: E402

LINUX = """\
rbtree_demo: in order: 1 2 3 4 5 6 7 8 9 10 15 20 25 30 35 50 55 60 65 70 71 72 75 80 85 90 95
rbtree_demo: backwards: 95 90 85 80 75 72 71 70 65 60 55 50 35 30 25 20 15 10 9 8 7 6 5 4 3 2 1
rbtree_demo: post-order: 1 3 2 5 7 9 8 6 4 15 25 35 30 20 10 55 65 60 71 75 72 85 95 90 80 70 50
rbtree_demo: root 50, search 65: 65, search 66: NULL, duplicates 0
rbtree_demo: after erasing 50 1 80 20 7 95 30 72: 3 2 5 9 8 6 4 15 35 25 10 65 60 71 75 90 85 70 55
rbtree_demo: replaced 60: search finds the new one 1, root 55
rbtree_demo: rb_add 42, rb_find_add 42 again: finds the first 1
rbtree_demo: rb_find 42: 42, rb_find 43: NULL
rbtree_demo: post-order: 3 2 5 9 8 6 4 15 42 35 25 10 65 60 71 75 90 85 70 55
rbtree_demo: queue: 16 is the new first
rbtree_demo: queue: 3 is the new first
rbtree_demo: queue: 1 is the new first
rbtree_demo: queue: 0 is the new first
rbtree_demo: queue in order: 0 1 1 2 2 3 3 3 4 4 4 5 5 6 7 7 8 8 9 9 10 10 12 13 14 15 16
rbtree_demo: queue: took 0, next first 1
rbtree_demo: queue: took 1, next first 1
rbtree_demo: queue: took 1, next first 2
rbtree_demo: queue: took 2, next first 2
rbtree_demo: queue: took 2, next first 3
rbtree_demo: queue post-order: 3 3 3 4 4 5 5 4 7 7 8 8 9 10 10 14 13 16 15 12 9 6
rbtree_demo: freed 20 and 22 nodes, tree empty 1
rbtree_demo: gone""".splitlines()


def test_rbtree_as_linux(k):
    module_lines_as_linux(k, "rbtree-demo", "rbtree_demo: [^l].*", LINUX)
