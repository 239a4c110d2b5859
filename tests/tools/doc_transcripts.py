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

docs/gdb.md's sessions are marked so:

    <!-- gdb-transcript: session=NAME typed="insmod /lib/modules/hello.ko" -->

The blocks of one session, in the order of the file, are one run of
`make debug` (tests/lib/gdb_session.py): lines starting with "(gdb) "
are gdb commands, what follows each is what gdb printed, and the text
before a session's first command is what gdb printed on connecting.  A
"^C" in a command's output is a Ctrl-C, pressed once the shell prompts
after the typed lines (typed="A;B": each typed at the shell's prompt as
it comes).  With console=1 the block is the session's serial console
from the kernel's banner on.  gdb wraps lines at its width: whitespace
is not compared.  Host commands are marked <!-- host-transcript -->:
"$ " lines, run with sh at the top of the tree, and their output.

  doc_transcripts.py --check FILE...    compare, numbers and addresses
                                        too (RUNS: what differs between
                                        runs); exit 1 on drift
  doc_transcripts.py --update FILE...   rewrite the blocks from the kernel
tests/kernel/test_docs.py runs --check for every file in docs/.
"""

import argparse
import os
import re
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import qemu  # noqa: E402
import gdb_session  # noqa: E402

MARKER = re.compile(r"^<!-- transcript:(.*?)-->\n```console\n(.*?)^```$",
                    re.M | re.S)
GDB_MARKER = re.compile(
    r"^<!-- gdb-transcript:(.*?)-->\n```console\n(.*?)^```$", re.M | re.S)
HOST_MARKER = re.compile(
    r"^<!-- host-transcript(.*?)-->\n```console\n(.*?)^```$", re.M | re.S)
GDB_PROMPT = "(gdb) "
MAKE_DEBUG_PORT = "1234"
# The transcripts come from one build (`make docs`), so addresses, sizes
# and counts are compared too: a doc that quotes another build's numbers
# is drift.  Nothing is masked: the build is the same bytes in every
# checkout (the Makefile's DEBUG_PREFIX_MAP), and the kernel prints the
# same for the same commands, but for two things that vary between runs.
# A timer tick can land while an oops is being provoked and leave its
# words on the stack (the Stack: line, a scanned trace), and a Ctrl-C
# lands wherever the CPU is: a block is replayed up to RUNS times (see
# settle()) before it is called drifted, or rewritten.  And one figure
# is measured at every boot: the time stamp counter's rate, calibrated
# against the PIT (arch/i386/kernel/tsc.c), which differs in its last
# digits from boot to boot; it is compared as "N" (unmeasured()).
RUNS = 3
MEASURED = re.compile(r"(tsc: Detected |cpu MHz\t*: )\d+\.\d+")


def unmeasured(text):
    """text with the boot's measured TSC rate as N"""
    return MEASURED.sub(r"\1N", text)


def settle(replay, want, same):
    """Replay up to RUNS times: the first result that is what the doc
    says, or else the one seen most often (a timer tick's leftovers are
    the exception, not the rule), so `make docs` does not write a rare
    run into a doc.  (result, whether it is what the doc says)"""
    seen = []
    for _ in range(RUNS):
        got = replay()
        if same(got, want):
            return got, True
        seen.append(got)
    return max(seen, key=lambda g: sum(same(g, o) for o in seen)), False


def parse_block(body, prefix="# "):
    """[(command, expected output)]"""
    steps = []
    for line in body.splitlines(keepends=True):
        if line.startswith(prefix):
            steps.append([line[len(prefix):].rstrip("\n"), ""])
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


def render(results, prefix="# "):
    return "".join("%s%s\n%s" % (prefix, cmd, out) for cmd, out in results)


def options(text):
    return dict(kv.split("=", 1) for kv in shlex.split(text))


def parse_gdb_block(body):
    """(what precedes the first command, [(command, expected output)])"""
    head, steps = "", []
    for line in body.splitlines(keepends=True):
        if line.startswith(GDB_PROMPT):
            steps.append([line[len(GDB_PROMPT):].rstrip("\n"), ""])
        elif steps:
            steps[-1][1] += line
        else:
            head += line
    return head, steps


def run_gdb_session(build, blocks):
    """Replay one session's blocks [(opts, body)]; their new bodies."""
    typed = [t for o, _ in blocks for t in o.get("typed", "").split(";")
             if t]
    s = gdb_session.GdbSession(TOP, build, typed)
    try:
        bodies = []
        for opts, body in blocks:
            if opts.get("console"):
                bodies.append(None)     # filled in at the end
                continue
            head, steps = parse_gdb_block(body)
            results = [(cmd, s.run(cmd, "\n^C" in "\n" + want))
                       for cmd, want in steps]
            # What gdb printed on connecting, where the doc shows it, with
            # make debug's port (GDB_PORT, scripts/image.mk) for the one
            # this replay took.
            startup = s.startup.replace(":%d\n" % s.port,
                                        ":%s\n" % MAKE_DEBUG_PORT)
            bodies.append((startup if head else "") +
                          render(results, GDB_PROMPT))
        log = s.vm.log
        console = log[log.find("oops386 version"):] + "\n"
        return [console if b is None else b for b in bodies]
    finally:
        s.close()


def run_host_block(body):
    """The "$ " commands of a block, run again: the block's new body."""
    results = []
    for cmd, _ in parse_block(body, "$ "):
        p = subprocess.run(["sh", "-c", cmd], cwd=TOP, capture_output=True,
                           text=True, timeout=120)
        results.append((cmd, p.stdout + p.stderr))
    return render(results, "$ ")


def loose(text):
    """Blind to where gdb wrapped its lines."""
    return " ".join(unmeasured(text).split())


def compare(path, want, got, problems):
    if loose(want) != loose(got):
        problems.append("%s: replayed:\n%s\nthe doc says:\n%s"
                        % (path, got, want))


DOC_GDB = "docs/gdb.md"


def replay_gdb(doc, build):
    """{offset of a gdb block in doc: its body as replayed now}"""
    sessions = {}
    for m in GDB_MARKER.finditer(doc):
        opts = options(m.group(1))
        sessions.setdefault(opts["session"], []).append(
            (m.start(), opts, m.group(2)))
    new = {}
    for name, blocks in sessions.items():
        wanted = [(o, b) for _, o, b in blocks]

        def once():
            try:
                return run_gdb_session(build, wanted)
            except RuntimeError as e:
                # Under load (make -j2 test runs two QEMUs beside this
                # one) a session can miss a wait's limit
                # (gdb_session.TIMEOUT); a second miss is a failure.
                print("%s: session %s timed out once, run again: %s"
                      % (DOC_GDB, name, str(e).splitlines()[0]),
                      file=sys.stderr)
                return run_gdb_session(build, wanted)

        # A Ctrl-C lands wherever the CPU is: nearly always in the idle
        # loop, as the doc shows, but a timer tick can be running.
        bodies, _ = settle(once, [b for _, b in wanted],
                           lambda got, want: all(loose(g) == loose(w)
                                                 for g, w in zip(got, want)))
        new.update(zip([at for at, _, _ in blocks], bodies))
    return new


def process_gdb(path, doc, build, update, problems):
    """docs/gdb.md's gdb sessions and host commands."""
    replayed = replay_gdb(doc, build)

    def gdb_block(m):
        got = replayed[m.start()]
        if not update:
            compare(path, m.group(2), got, problems)
        return "<!-- gdb-transcript:%s-->\n```console\n%s```" % (
            m.group(1), got if update else m.group(2))

    def host_block(m):
        got = run_host_block(m.group(2))
        if not update:
            compare(path, m.group(2), got, problems)
        return "<!-- host-transcript%s-->\n```console\n%s```" % (
            m.group(1), got if update else m.group(2))

    doc = GDB_MARKER.sub(gdb_block, doc)
    return HOST_MARKER.sub(host_block, doc)


def process(path, build, update, kinds=("shell", "gdb")):
    with open(path) as f:
        doc = f.read()
    problems = []

    def one(m):
        opts = options(m.group(1))
        steps = parse_block(m.group(2))
        results, _ = settle(lambda: run_block(build, opts, steps), steps,
                            lambda got, want: [unmeasured(o) for _, o in got]
                            == [unmeasured(o) for _, o in want])
        drifted = [(cmd, want, got) for (cmd, want), (_, got)
                   in zip(steps, results)
                   if unmeasured(want) != unmeasured(got)]
        for cmd, want, got in drifted if not update else ():
            problems.append("%s: `%s` printed:\n%s\nthe doc says:\n%s"
                            % (path, cmd, got, want))
        body = render(results) if update else m.group(2)
        return "<!-- transcript:%s-->\n```console\n%s```" % (m.group(1),
                                                           body)

    new, count = doc, 0
    if "shell" in kinds:
        new = MARKER.sub(one, new)
        count += len(MARKER.findall(doc))
    if "gdb" in kinds:
        new = process_gdb(path, new, build, update, problems)
        count += len(GDB_MARKER.findall(doc)) + len(HOST_MARKER.findall(doc))
    if update and new != doc:
        with open(path, "w") as f:
            f.write(new)
    return problems, count


def check_or_update_parser():
    """--check | --update, and --build: what every drift check takes
    (this one, tests/tools/pictures.py)."""
    ap = argparse.ArgumentParser()
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--check", action="store_true")
    g.add_argument("--update", action="store_true")
    ap.add_argument("--build", default="build")
    return ap


def main():
    ap = check_or_update_parser()
    ap.add_argument("--only", choices=("shell", "gdb"),
                    help="only the shell transcripts, or only the gdb "
                    "sessions and host commands")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    kinds = (args.only,) if args.only else ("shell", "gdb")
    bad = 0
    for path in args.files:
        problems, n = process(path, args.build, args.update, kinds)
        print("%s: %d transcript(s)%s" % (path, n,
                                          ", drifted" if problems else ""))
        for p in problems:
            print(p)
        bad += len(problems)
    return 1 if bad and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
