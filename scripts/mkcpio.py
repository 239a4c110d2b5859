#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Pack a directory into a newc cpio archive, the initramfs format.

Usage: mkcpio.py OUT.cpio DIR

Members are DIR's contents, named relative to DIR ("bin", "bin/sh"),
each directory before what it holds, names in byte order.  Directories,
regular files and symlinks are packed with their mode; owner, group and
mtime are 0 and inode numbers count up from 1, so the same tree always
gives the same bytes.  init/cpio.c reads the result.
"""

import os
import stat
import sys

MAGIC = b"070701"
TRAILER = b"TRAILER!!!"
ALIGN = 4
FIELD_MAX = 0xFFFFFFFF
DIR_NLINK = 2  # "." and the parent's entry


class PackError(Exception):
    pass


def padding(length):
    """The NUL bytes that take length up to a multiple of ALIGN."""
    return b"\0" * (-length % ALIGN)


def member(ino, mode, nlink, name, data):
    """One header, name and data, each padded as newc requires."""
    name += b"\0"
    if len(data) > FIELD_MAX:
        raise PackError("%s: too big for cpio" % os.fsdecode(name[:-1]))
    fields = (ino, mode, 0, 0, nlink, 0, len(data), 0, 0, 0, 0,
              len(name), 0)
    head = MAGIC + b"".join(b"%08x" % f for f in fields) + name
    # Every member starts aligned, so its own lengths decide the padding.
    return head + padding(len(head)) + data + padding(len(data))


def contents(path, st):
    """A member's nlink and data: file bytes, or a symlink's target."""
    if stat.S_ISDIR(st.st_mode):
        return DIR_NLINK, b""
    if stat.S_ISREG(st.st_mode):
        with open(path, "rb") as f:
            return 1, f.read()
    if stat.S_ISLNK(st.st_mode):
        return 1, os.readlink(path)
    raise PackError("%s: not a directory, file or symlink"
                    % os.fsdecode(path))


def walk(root, rel=b""):
    """Yield (name, path) for everything under root, parents first."""
    for name in sorted(os.listdir(os.path.join(root, rel))):
        child = os.path.join(rel, name)
        path = os.path.join(root, child)
        yield child, path
        if os.path.isdir(path) and not os.path.islink(path):
            yield from walk(root, child)


def pack(root):
    parts = []
    for ino, (name, path) in enumerate(walk(os.fsencode(root)), 1):
        st = os.lstat(path)
        nlink, data = contents(path, st)
        parts.append(member(ino, st.st_mode, nlink, name, data))
    parts.append(member(0, 0, 1, TRAILER, b""))
    return b"".join(parts)


def main(argv):
    if len(argv) != 3:
        sys.stderr.write("usage: %s OUT.cpio DIR\n" % argv[0])
        return 2
    out, root = argv[1], argv[2]
    try:
        if not os.path.isdir(root):
            raise PackError("%s: not a directory" % root)
        archive = pack(root)
        with open(out, "wb") as f:
            f.write(archive)
    except (OSError, PackError) as e:
        sys.stderr.write("mkcpio.py: %s\n" % e)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
