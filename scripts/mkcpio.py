#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Pack a directory into a newc cpio archive, the initramfs format.

Usage: mkcpio.py OUT.cpio DIR

Members are DIR's contents, named relative to DIR ("bin", "bin/sh"),
each directory before what it holds, names in byte order.  Directories,
regular files and symlinks are packed with their mode; owner, group and
mtime are 0 and inode numbers count up from 1, so the same tree always
gives the same bytes.  A file with several names in DIR (hard links) is
packed as GNU cpio packs one: every name with the first name's inode
number and the count of names, the bytes only with the last name.
init/cpio.c reads the result, init/initramfs.c links the names.
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
    """A member's data: file bytes, or a symlink's target."""
    if stat.S_ISDIR(st.st_mode):
        return b""
    if stat.S_ISREG(st.st_mode):
        with open(path, "rb") as f:
            return f.read()
    if stat.S_ISLNK(st.st_mode):
        return os.readlink(path)
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
    members = [(name, path, os.lstat(path))
               for name, path in walk(os.fsencode(root))]
    # a regular file's names in the tree: [index of each member]
    names = {}
    for i, (_, _, st) in enumerate(members):
        if stat.S_ISREG(st.st_mode):
            names.setdefault((st.st_dev, st.st_ino), []).append(i)
    parts = []
    for i, (name, path, st) in enumerate(members):
        same = names.get((st.st_dev, st.st_ino), [i]) \
            if stat.S_ISREG(st.st_mode) else [i]
        nlink = DIR_NLINK if stat.S_ISDIR(st.st_mode) else len(same)
        data = contents(path, st) if i == same[-1] else b""
        parts.append(member(same[0] + 1, st.st_mode, nlink, name, data))
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
