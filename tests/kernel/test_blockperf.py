"""Issue 29's block speed-ups (docs/block.md "Read-ahead and merged
requests", "Mounting"), in one boot:

- blkram counts the requests its queue_rq() serves.  Up to 2 MiB of
  busybox written through the page cache in 4 KiB writes, written back
  (BLKFLSBUF), then read back in 4 KiB reads with the cache dropped: one
  request per page would be about a thousand; the plug's merging of back-to-back bios and
  the read-ahead window (4 pages, growing to 32: Linux's mm/readahead.c
  rules) make it a few tens.  The bytes are checked against Python's
  md5 of the same bytes.
- ext2 reads a directory at its first use, not at mount: an image made
  on the host by e2fsprogs (mke2fs, debugfs) with directory d's block
  zeroed mounts (Linux mounts it too); a lookup in d fails with EIO and
  an EXT2-fs line, twice, never an oops, while the rest reads; a directory
  not yet read is not empty to rmdir(2) (ENOTEMPTY: its names are on
  the disk), a hard link between two directories read at different
  times is one file (2 links); umount does not write a damaged tree
  back, so the disk's bytes are the image's, md5 for md5; after rmmod,
  /proc/meminfo is as it was.
"""

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

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


def make_image(tmp):
    """2 MiB ext2, 1 KiB blocks: a, d/f, e/g, e/h (a hard link of a),
    then d's only block zeroed; (image path, its bytes)"""
    img = os.path.join(tmp, "lazy.img")
    subprocess.run(["mke2fs", "-q", "-F", "-t", "ext2", "-b", "1024", img,
                    str(DISK // 1024)], check=True, capture_output=True)
    src = os.path.join(tmp, "src")
    with open(src, "w") as f:
        f.write("kept\n")
    cmds = os.path.join(tmp, "cmds")
    with open(cmds, "w") as f:
        f.write("mkdir d\nmkdir e\nwrite %s a\nwrite %s d/f\nwrite %s e/g\n"
                "ln a e/h\nsif a links_count 2\n" % (src, src, src))
    subprocess.run(["debugfs", "-w", "-f", cmds, img], check=True,
                   capture_output=True)
    blocks = subprocess.run(["debugfs", "-R", "blocks d", img], check=True,
                            capture_output=True, text=True).stdout.split()
    assert len(blocks) == 1, blocks
    with open(img, "r+b") as f:
        f.seek(int(blocks[0]) * 1024)
        f.write(bytes(1024))
    with open(img, "rb") as f:
        return img, f.read()


def check_lazy_ext2(sh, image):
    sh.ok("mkdir -p /mnt; insmod /sbull.ko; rmmod sbull")
    before = sh.ok("cat /proc/meminfo")
    sh.ok("insmod /sbull.ko ndevices=1 nsectors=%d; "
          "dd if=/lazy.img of=/dev/sbulla bs=65536 2>/dev/null" %
          (DISK // 512))
    sh.ok("dmesg -c > /dev/null; mount -t ext2 /dev/sbulla /mnt")
    assert sh.ok("ls -1 /mnt") == "a\nd\ne\nlost+found\n"
    # a lookup in d reads it: EIO, then again without a second read
    # (busybox ls ignores readdir(3)'s errors: the listing is empty)
    for _ in range(2):
        out, rc = sh.run("cat /mnt/d/f")
        assert rc != 0 and "Input/output error" in out, out
    assert sh.ok("ls /mnt/d") == ""
    out, rc = sh.run("rmdir /mnt/e")
    assert rc != 0 and "Directory not empty" in out, out
    assert sh.ok("cat /mnt/e/h; stat -c '%h' /mnt/a /mnt/e/h") == \
        "kept\n2\n2\n"
    sh.ok("umount /mnt")
    log = sh.ok("dmesg")
    assert re.search(r"^EXT2-fs \(sbulla\): error: .*directory", log,
                     re.M), log
    assert "EXT2-fs (sbulla): error: damaged, not written back" in log, log
    assert "Oops" not in log and "BUG" not in log, log
    got = sh.ok("blockdev --flushbufs /dev/sbulla; md5sum < /dev/sbulla")
    assert got.split()[0] == hashlib.md5(image).hexdigest(), got
    sh.ok("rmmod sbull")
    assert sh.ok("cat /proc/meminfo") == before


def test_blockperf_merge_readahead_lazy_ext2(k):
    busybox_or_skip(k)
    if not shutil.which("mke2fs") or not shutil.which("debugfs"):
        raise unittest.SkipTest("the host has no e2fsprogs")
    kos = build(k, "gcc")
    with tempfile.TemporaryDirectory() as tmp:
        img, image = make_image(tmp)
        sh = Shell(k, kos["sbull"], kos["blkram"], img)
        check_merged_requests(sh, busybox_bytes(k))
        check_lazy_ext2(sh, image)
