#!/usr/bin/env python3
"""Transcripts in docs/ come from the real kernel, and stay that way.

A transcript in a Markdown file is a fenced block right after a marker:

    <!-- transcript: append="oops_trace=scan" kernel="vmlinux" -->
    ```console
    # oops bug
    ...what the kernel printed...
    ```

Lines starting with "# " are commands typed at the prompt; the lines up
to the next command are what it printed.  The machine boots with
-kernel build/<kernel> (default vmlinux) and the initramfs
(build/initramfs.cpio: the demo scripts and /lib/modules/*.ko).

  doc_transcripts.py --check FILE...    compare, after masking numbers
                                        and addresses; exit 1 on drift
  doc_transcripts.py --update FILE...   rewrite the blocks from the kernel
tests/kernel/test_docs.py runs --check for every file in docs/.
"""

import argparse
import os
import re
import shlex
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "lib"))
import qemu  # noqa: E402

MARKER = re.compile(r"^<!-- transcript:(.*?)-->\n```console\n(.*?)^```$",
                    re.M | re.S)
# Addresses, offsets, code bytes and counts change with every build;
# names, messages and the shape of the output must not.
MASKS = [
    (re.compile(r"0x[0-9a-f]+"), "0x#"),
    (re.compile(r"\b[0-9a-f]{8}\b"), "########"),
    (re.compile(r"(?<=Code:)( [0-9a-f]{2})+"), " ##..."),
    (re.compile(r"(?<!\w)\d+(\.\d+)?"), "#"),
]


def mask(text):
    for rx, rep in MASKS:
        text = rx.sub(rep, text)
    return text


def parse_block(body):
    """[(command, expected output)]"""
    steps = []
    for line in body.splitlines(keepends=True):
        if line.startswith("# "):
            steps.append([line[2:].rstrip("\n"), ""])
        elif steps:
            steps[-1][1] += line
    return steps


def run_block(build, opts, steps):
    kernel = os.path.join(build, opts.get("kernel", "vmlinux"))
    initrd = [os.path.join(build, "initramfs.cpio")]
    vm = qemu.Qemu(kernel=kernel, append=opts.get("append", ""),
                   initrd=initrd)
    try:
        vm.wait_prompt()
        return [(cmd, vm.run(cmd)) for cmd, _ in steps]
    finally:
        vm.kill()


def render(results):
    return "".join("# %s\n%s" % (cmd, out) for cmd, out in results)


def process(path, build, update):
    with open(path) as f:
        doc = f.read()
    problems = []

    def one(m):
        opts = dict(kv.split("=", 1) for kv in shlex.split(m.group(1)))
        steps = parse_block(m.group(2))
        results = run_block(build, opts, steps)
        for (cmd, want), (_, got) in zip(steps, results):
            if not update and mask(want) != mask(got):
                problems.append("%s: `%s` printed:\n%s\nthe doc says:\n%s"
                                % (path, cmd, got, want))
        body = render(results) if update else m.group(2)
        return "<!-- transcript:%s-->\n```console\n%s```" % (m.group(1),
                                                           body)

    new = MARKER.sub(one, doc)
    if update and new != doc:
        with open(path, "w") as f:
            f.write(new)
    return problems, len(MARKER.findall(doc))


def main():
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--check", action="store_true")
    g.add_argument("--update", action="store_true")
    ap.add_argument("--build", default="build")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    bad = 0
    for path in args.files:
        problems, n = process(path, args.build, args.update)
        print("%s: %d transcript(s)%s" % (path, n,
                                          ", drifted" if problems else ""))
        for p in problems:
            print(p)
        bad += len(problems)
    return 1 if bad and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
