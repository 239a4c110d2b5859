#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Every number include/linux/input-event-codes.h and the BUS_ lines of
include/linux/input.h define is the value the Linux uapi headers give
(Debian's linux-libc-dev, /usr/include/linux/input-event-codes.h and
input.h): key codes are ABI, typed by users into LKMPG's vkbd and read
by evdev programs.  Prints KTAP.

The macros come from the C preprocessor (cpp -dM) and are evaluated
here, each name resolved through the same header's own definitions."""
import os
import re
import subprocess
import sys

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
HOST_HEADERS = "/usr/include/linux"
PREFIXES = ("EV_", "SYN_", "KEY_", "BTN_", "REL_", "ABS_", "MSC_", "LED_",
            "REP_", "INPUT_PROP_", "BUS_")


def macros(source, *flags):
    """{name: body} of the object-like macros cpp sees in source"""
    out = subprocess.run(["cpp", "-dM", "-P", *flags, "-"], input=source,
                         capture_output=True, text=True, check=True).stdout
    return dict(re.findall(r"^#define (\w+) (.+)$", out, re.M))


def value(name, defs, depth=0):
    body = re.sub(r"\b[A-Z_][A-Z0-9_]*\b",
                  lambda m: str(value(m.group(0), defs, depth + 1)),
                  defs[name])
    assert depth < 10, name
    return eval(body, {}, {})


def ours():
    return macros('#include "linux/input.h"\n', "-iquote",
                  os.path.join(TOP, "include"), "-D__KERNEL__")


def main():
    host = os.path.join(HOST_HEADERS, "input-event-codes.h")
    print("KTAP version 1")
    if not os.path.exists(host):
        print("1..1")
        print("ok 1 input codes # SKIP %s missing (linux-libc-dev)" % host)
        return 0
    theirs = macros("#include <linux/input.h>\n")
    mine = ours()
    names = sorted(n for n in mine if n.startswith(PREFIXES))
    print("1..%d" % (len(names) + 1))
    bad = 0
    for i, name in enumerate(names, 1):
        got = value(name, mine)
        want = value(name, theirs) if name in theirs else None
        ok = got == want
        bad += not ok
        print("%sok %d %s = %d%s" % ("" if ok else "not ", i, name, got,
                                     "" if ok else " (Linux: %s)" % want))
    enough = len([n for n in names if n.startswith("KEY_")]) >= 100
    print("%sok %d at least 100 KEY_ codes checked" %
          ("" if enough else "not ", len(names) + 1))
    return 1 if bad or not enough else 0


if __name__ == "__main__":
    sys.exit(main())
