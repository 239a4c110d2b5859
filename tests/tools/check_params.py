#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The project's rule "functions take <= 5 parameters", checked; prints KTAP.

  check_params.py [TOP]

Reads every C file git tracks under TOP (default: this tree) and finds
each function definition - a name and its parameter list at the start
of a line, followed by its body's `{` - with more than MAX_PARAMS
parameters.  One is allowed only if Linux gives it that signature
(ALLOWED, each with where Linux has it), a system call, or a module's
function of a Linux callback type (CALLBACKS).  A function-pointer
parameter's own parameters count (see params()).  Prototypes and
macros are not definitions.  Each offending file is one `not ok` line,
naming the functions and their counts; an ALLOWED name no file needs
any more is one too.
"""
import os
import re
import subprocess
import sys

MAX_PARAMS = 5

# Linux's own signatures, kept as Linux has them (modules call them, or
# Linux calls them back): name -> where Linux defines it.
ALLOWED = {
    "device_create": "drivers/base/core.c",
    "print_hex_dump": "lib/hexdump.c",
    "hex_dump_to_buffer": "lib/hexdump.c",
    "debugfs_create_file_size": "fs/debugfs/inode.c",
    "simple_attr_open": "fs/libfs.c",
    "proc_create_single_data": "fs/proc/generic.c",
    "proc_create_seq_private": "fs/proc/generic.c",
    "sort_r": "lib/sort.c",
    "import_iovec": "lib/iov_iter.c",
    "sg_copy_buffer": "lib/scatterlist.c",
    "request_firmware_nowait": "drivers/base/firmware_loader/main.c",
    "request_threaded_irq": "kernel/irq/manage.c",
    "nlmsg_put": "include/net/netlink.h",
    "vm_mmap": "mm/util.c",
}
# Linux's callback types, by their parameters' types: a module's
# function of that type has the count Linux gives it.
CALLBACKS = {
    # read_proc_t, create_proc_entry()'s read callback (Linux 2.6 to 3.9)
    ("char *", "char **", "off_t", "int", "int *", "void *"): "read_proc_t",
    # struct header_ops's create: eth_header(), dev_hard_header() and a
    # driver's own (snull's)
    ("struct sk_buff *", "struct net_device *", "unsigned short",
     "const void *", "const void *", "unsigned int"): "header_ops.create",
    # struct iio_info's read_avail (linux/iio/iio.h): a driver's list or
    # range of values for one channel information
    ("struct iio_dev *", "struct iio_chan_spec const *", "const int **",
     "int *", "int *", "long"): "iio_info.read_avail",
}
# System calls take their arguments as the ABI passes them (up to six
# registers, ebx..ebp on i386): their count is the system call's.
SYSCALL_RE = re.compile(r"^sys_\w+$")

# A definition: at the start of a line a return type (or none: it may
# end the line before) and name, "(" the parameters ")" - a pointer to
# a function among them holding parentheses one deep - then blanks or
# attributes and the body's "{".
DEF_RE = re.compile(r"^(?:[A-Za-z_][\w \t\*]*?[ \t\*])?([A-Za-z_]\w*)\s*"
                    r"\(([^;{}()]*(?:\([^;{}()]*\)[^;{}()]*)*)\)"
                    r"\s*(?:__\w+(?:\([^)]*\))?\s*)*\{", re.M)
COMMENT_RE = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
KEYWORDS = {"if", "while", "for", "switch", "return", "sizeof"}


def params(text):
    """How many parameters a parameter list has, a function-pointer
    parameter's own counted too: its callers pass them all, and a long
    list reads as long wherever it is written (name the pointer's type,
    as Linux's filldir_t, and it counts once)."""
    text = text.strip()
    if text in ("", "void"):
        return 0
    return text.count(",") + 1 - len(re.findall(r"\(\s*void\s*\)", text))


def types(text):
    """The parameters' types, their names left out: ("char *", "int")."""
    return tuple(re.sub(r"\s*\b\w+$", "", p.strip())
                 for p in text.split(","))


def definitions(source):
    """(name, parameter count) of each function defined in source that
    is not of a callback type of CALLBACKS."""
    source = COMMENT_RE.sub(lambda m: " " * len(m.group(0)), source)
    # a macro's body is not a definition of ours
    source = re.sub(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", "", source,
                    flags=re.M)
    for m in DEF_RE.finditer(source):
        if m.group(1) not in KEYWORDS and types(m.group(2)) not in CALLBACKS:
            yield m.group(1), params(m.group(2))


def c_files(top):
    out = subprocess.run(["git", "-C", top, "ls-files", "*.c", "*.h"],
                         capture_output=True, text=True, check=True).stdout
    return sorted(out.split())


def report(sources):
    """The KTAP lines for sources, {path: text}, and the exit status."""
    lines = ["KTAP version 1", "1..%d" % (len(sources) + 1)]
    failed, allowed_seen = 0, set()
    for i, name in enumerate(sorted(sources), 1):
        found = [(fn, n) for fn, n in definitions(sources[name])
                 if n > MAX_PARAMS and not SYSCALL_RE.match(fn)]
        allowed_seen.update(fn for fn, _ in found if fn in ALLOWED)
        bad = [(fn, n) for fn, n in found if fn not in ALLOWED]
        lines.append("%sok %d %s" % ("not " if bad else "", i, name))
        lines += ["# %s: %s() takes %d parameters, more than %d (a struct "
                  "of arguments, a named function-pointer type, or split "
                  "it)" % (name, fn, n, MAX_PARAMS) for fn, n in bad]
        failed += bool(bad)
    # an allowance nothing needs any more would let a new one in
    stale = sorted(set(ALLOWED) - allowed_seen)
    lines.append("%sok %d every allowed signature is still in the tree"
                 % ("not " if stale else "", len(sources) + 1))
    lines += ["# ALLOWED names %s(), which no file defines with more "
              "than %d parameters: remove it" % (fn, MAX_PARAMS)
              for fn in stale]
    return lines, 1 if failed or stale else 0


def main(argv):
    top = argv[1] if len(argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..")
    sources = {}
    for name in c_files(top):
        with open(os.path.join(top, name), errors="replace") as f:
            sources[name] = f.read()
    lines, status = report(sources)
    print("\n".join(lines))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
