"""DOS partition tables on LDD3's sbull (block/partitions/, docs/block.md).

A table is written onto /dev/sbulla sector by sector - a primary, an
extended partition with two logical ones, one partition running past
the disk's end and one starting past it - and `blockdev --rereadpt`
(BLKRRPART) reads it: the kernel's lines, /proc/partitions,
/sys/block/sbulla/sbulla5/, the ends of a partition (dd past its end)
and BLKRRPART while a partition is open must be what Linux 6.1 answers
for the same table on brd (tests/kernel/partitions.linux, names and
numbers mapped).  Then the student's way: busybox fdisk makes the
partitions, mke2fs and mount on /dev/sbulla1, a file survives umount and
mount.  Damaged tables (an overlap, an extended chain that loops, a
record past the disk's end) are refused with a kernel line, never an
oops.  The table's bytes are made here from the format, not by the code
under test."""

import os
import re
import struct
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402

SECTORS = 16384
# (sector of the table, [(boot flag, type, start, size)]): MBR at 0,
# extended boot records at 6144 and 10240 (their first entry counted
# from themselves, the link from the extended partition's start)
LAYOUT = [(0, [(0x80, 0x83, 2048, 4096), (0, 0x05, 6144, 8192),
               (0, 0x83, 15000, 2000), (0, 0x83, 20000, 10)]),
          (6144, [(0, 0x83, 2048, 2048), (0, 0x05, 4096, 4096)]),
          (10240, [(0, 0x83, 2048, 1024)])]
OVERLAP = [(0, [(0, 0x83, 2048, 4096), (0, 0x83, 4000, 2000)])]
LOOP = [(0, [(0, 0x83, 2048, 2048), (0, 0x0f, 6144, 8192)]),
        (6144, [(0, 0x83, 100, 100), (0, 0x05, 0, 8192)])]
BEYOND = [(0, [(0, 0x05, 2048, 8192)]),
          (2048, [(0, 0x83, 1, 1), (0, 0x05, 0xfffff000, 1)])]


def table_sector(entries):
    """One MBR or EBR: entries at byte 446, 16 bytes each (boot flag, CHS
    start, type, CHS end, LBA start, sectors), 0x55 0xaa at 510"""
    b = bytearray(512)
    for i, (boot, typ, start, size) in enumerate(entries):
        b[446 + 16 * i:462 + 16 * i] = struct.pack(
            "<B3sB3sII", boot, b"\xfe\xff\xff", typ, b"\xfe\xff\xff",
            start, size)
    b[510:512] = b"\x55\xaa"
    return bytes(b)


def table_files(tmp, name, layout):
    """The sectors as files, and the shell line that writes them"""
    paths, cmds = [], ["dd if=/dev/zero of=/dev/sbulla bs=512 count=1 "
                       "2>/dev/null"]
    for lba, entries in layout:
        path = os.path.join(tmp, "%s-%d.bin" % (name, lba))
        with open(path, "wb") as f:
            f.write(table_sector(entries))
        paths.append(path)
        cmds.append("dd if=/%s of=/dev/sbulla bs=512 seek=%d conv=notrunc "
                    "2>/dev/null" % (os.path.basename(path), lba))
    return paths, "; ".join(cmds)


def linux_answers():
    """{command: Linux's output} from partitions.linux"""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                        "partitions.linux")
    answers, cmd = {}, None
    for line in open(path):
        if line.startswith("#"):
            continue
        if line.startswith(">>> "):
            cmd = line[4:].rstrip("\n")
            answers[cmd] = ""
        else:
            answers[cmd] += line
    return answers


def as_sbull(text, major):
    """Linux's brd answer in sbull's names and numbers (the scan's line
    says " ram0: p1" for a name ending in a digit, " sbulla: sbulla1"
    otherwise)"""
    text = re.sub(r"^( ram0:.*)$",
                  lambda m: re.sub(r" p(\d+)", r" sbulla\1", m.group(1)),
                  text, flags=re.M)
    text = text.replace("ram0p", "sbulla").replace("ram0", "sbulla")
    text = re.sub(r"^   1 ", "%4d " % major, text, flags=re.M)
    return re.sub(r"^1:(\d+)$", r"%d:\1" % major, text, flags=re.M)


def kernel_lines(sh):
    """dmesg without its timestamps, then emptied"""
    return re.sub(r"^\[\s*[\d.]+\] ", "", sh.ok("dmesg -c"), flags=re.M)


def load(k, tmp, *layouts):
    busybox_or_skip(k)
    files = []
    for name, layout in layouts:
        files += table_files(tmp, name, layout)[0]
    sh = Shell(k, build(k, "gcc")["sbull"], *files)
    sh.ok("insmod /sbull.ko ndevices=1 nsectors=%d; dmesg -c >/dev/null"
          % SECTORS)
    major = int(re.search(r"^\s*(\d+) sbull$", sh.ok("cat /proc/devices"),
                          re.M).group(1))
    return sh, major


def test_partitions_as_linux(k):
    with tempfile.TemporaryDirectory() as tmp:
        sh, major = load(k, tmp, ("good", LAYOUT))
        assert sh.ok("cat /proc/partitions") == \
            "major minor  #blocks  name\n\n%4d        0       8192 sbulla\n" \
            % major
        sh.ok(table_files(tmp, "good", LAYOUT)[1])
        sh.ok("blockdev --rereadpt /dev/sbulla")
        for cmd, want in linux_answers().items():
            ours = cmd.replace("ram0p", "sbulla").replace("ram0", "sbulla")
            if cmd.startswith("dmesg"):
                got = kernel_lines(sh)
            else:
                got = sh.run(ours)[0]
            assert got == as_sbull(want, major), (ours, got, want)
        # the nodes, the sizes, and a partition's bytes where the disk
        # has them (the cache is shared: no sync needed)
        nodes = sh.ok("ls -l /dev/sbulla*")
        for minor in (0, 1, 2, 3, 5, 6):
            assert re.search(r"^b.* %d, +%d .*/dev/sbulla%s$" % (
                major, minor, minor or ""), nodes, re.M), nodes
        assert "/dev/sbulla4" not in nodes
        assert sh.ok("blockdev --getsize64 /dev/sbulla1") == "2097152\n"
        assert sh.ok("blockdev --getsize64 /dev/sbulla3") == "708608\n"
        sh.ok("echo partition-five | dd of=/dev/sbulla5 bs=512 seek=3 "
              "conv=sync 2>/dev/null")
        assert sh.ok("dd if=/dev/sbulla bs=512 skip=%d count=1 2>/dev/null "
                     "| head -c 14" % (8192 + 3)) == "partition-five"
        out, rc = sh.run("blockdev --rereadpt /dev/sbulla5")
        assert rc == 1 and "Invalid argument" in out, out
        # the table gone: the partitions go
        sh.ok("dd if=/dev/zero of=/dev/sbulla bs=512 count=1 2>/dev/null; "
              "blockdev --rereadpt /dev/sbulla")
        assert "sbulla1" not in sh.ok("cat /proc/partitions; ls /dev "
                                      "/sys/block/sbulla")
        sh.ok("rmmod sbull")
        assert "Oops" not in sh.vm.log


def test_partitions_damaged(k):
    with tempfile.TemporaryDirectory() as tmp:
        sh, major = load(k, tmp, ("overlap", OVERLAP), ("loop", LOOP),
                         ("beyond", BEYOND))
        sh.ok(table_files(tmp, "overlap", OVERLAP)[1])
        sh.ok("blockdev --rereadpt /dev/sbulla")
        assert kernel_lines(sh) == " sbulla: sbulla1 sbulla2\n" \
            "sbulla: p2 overlaps p1, left out\n"
        parts = sh.ok("cat /proc/partitions")
        assert "sbulla1\n" in parts and "sbulla2" not in parts, parts
        sh.ok(table_files(tmp, "loop", LOOP)[1])
        sh.ok("blockdev --rereadpt /dev/sbulla")
        assert kernel_lines(sh) == " sbulla: sbulla1 sbulla2 < sbulla5 >\n" \
            "sbulla: extended partition chain loops back to sector 6144, " \
            "stopped\n"
        assert sh.ok("cat /sys/block/sbulla/sbulla5/start") == "6244\n"
        sh.ok(table_files(tmp, "beyond", BEYOND)[1])
        out, rc = sh.run("blockdev --rereadpt /dev/sbulla")
        assert rc == 1 and "Input/output error" in out, out
        assert kernel_lines(sh) == " sbulla: unable to read partition " \
            "table\nsbulla: partition table beyond EOD, truncated\n"
        assert "sbulla1" not in sh.ok("cat /proc/partitions")
        sh.ok("rmmod sbull")
        assert "Oops" not in sh.vm.log


def test_partitions_fdisk_ext2(k):
    """busybox fdisk makes the table; ext2 on the first partition"""
    with tempfile.TemporaryDirectory() as tmp:
        sh, major = load(k, tmp)
        # o: a new table; n p 1: a primary of 4 MiB from sector 2048;
        # n e 2: an extended one for the rest, after it; n l: a logical
        # of 1 MiB and one for the rest; w: written, and BLKRRPART
        out = sh.ok("printf 'o\\nn\\np\\n1\\n2048\\n+4M\\nn\\ne\\n2\\n10240\\n\\n"
                    "n\\nl\\n\\n+1M\\nn\\nl\\n\\n\\nw\\n' | "
                    "fdisk -u /dev/sbulla", timeout=60)
        assert "The partition table has been altered" in out, out
        table = sh.ok("fdisk -lu /dev/sbulla")
        rows = {m.group(1): (int(m.group(2)), int(m.group(3)),
                             int(m.group(4)))
                for m in re.finditer(r"^/dev/(sbulla\d+)\s.*?(\d+)\s+(\d+)"
                                     r"\s+(\d+)\s+\S+\s+[0-9a-f]+ \w+",
                                     table, re.M)}
        assert sorted(rows) == ["sbulla1", "sbulla2", "sbulla5",
                                "sbulla6"], table
        assert rows["sbulla1"] == (2048, 2048 + 8192 - 1, 8192), table
        sizes = {name: int(blocks) for blocks, name in re.findall(
            r"^\s*\d+\s+\d+\s+(\d+) (\S+)$",
            sh.ok("cat /proc/partitions"), re.M)}
        for name in ("sbulla1", "sbulla5", "sbulla6"):
            assert sizes[name] == rows[name][2] // 2, (name, sizes, table)
            start = int(sh.ok("cat /sys/block/sbulla/%s/start" % name))
            assert start == rows[name][0], (name, start, table)
        assert sizes["sbulla2"] == 1
        sh.ok("mke2fs /dev/sbulla1 > /dev/null; mkdir /mnt; "
              "mount -t ext2 /dev/sbulla1 /mnt; echo kept > /mnt/f")
        out, rc = sh.run("blockdev --rereadpt /dev/sbulla")
        assert rc == 1 and "Device or resource busy" in out, out
        sh.ok("umount /mnt; mount -t ext2 /dev/sbulla1 /mnt")
        assert sh.ok("cat /mnt/f") == "kept\n"
        # the file system is inside its partition: the table is intact
        sh.ok("umount /mnt; blockdev --rereadpt /dev/sbulla")
        assert "sbulla6" in sh.ok("cat /proc/partitions")
        sh.ok("rmmod sbull")
        assert "Oops" not in sh.vm.log
