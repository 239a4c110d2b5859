"""Issue 29's block speed-ups (docs/block.md "Read-ahead"): blkram
counts the requests its queue_rq() serves.  Up to 2 MiB of busybox
written through the page cache in 4 KiB writes, written back
(BLKFLSBUF), then read back in 4 KiB reads with the cache dropped: one
request per page would be about a thousand; the plug's merging of
back-to-back bios and the read-ahead window (4 pages, growing to 32:
Linux's mm/readahead.c rules) make it a few tens.  The bytes are checked
against Python's md5 of the same bytes.
"""

import hashlib
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_block import busybox_bytes  # noqa: E402
from test_busybox import busybox_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402

DISK = 2 << 20          # bytes of each disk here


def requests_served(sh):
    out = sh.ok("rmmod blkram; dmesg | tail -1")
    m = re.search(r"blkram: (\d+) requests served", out)
    assert m, out
    return int(m.group(1))


def check_merged_requests(sh, busybox):
    pages = min(DISK, len(busybox)) // 4096
    data = busybox[:pages * 4096]
    sh.ok("insmod /blkram.ko capacity_mb=2")
    sh.ok("dd if=/bin/busybox of=/dev/blkram bs=4096 count=%d 2>/dev/null"
          % pages)
    sh.ok("blockdev --flushbufs /dev/blkram")
    got = sh.ok("dd if=/dev/blkram bs=4096 count=%d 2>/dev/null | md5sum"
                % pages)
    assert got.split()[0] == hashlib.md5(data).hexdigest(), got
    n = requests_served(sh)
    # one request a page would be 2 * pages; here the write-back's
    # one-page bios go in batches of 64, each merged into one request,
    # and the reads in windows of 4, 8, 16, then 32 pages; the partition
    # table's read at add_disk is one more
    assert n <= pages // 64 + 1 + pages // 32 + 4 + 1, (n, pages)


def test_blockperf_merge_readahead(k):
    busybox_or_skip(k)
    kos = build(k, "gcc")
    sh = Shell(k, kos["blkram"])
    check_merged_requests(sh, busybox_bytes(k))
