#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""tests/host/test_corpus.py - the module linker on every module of
Debian's i386 Linux kernel package, GNU ld the oracle; prints KTAP.

Each of the ~4,100 real modules (scripts/fetch-corpus.sh) must pass our
structural checks (kernel/module/check.c: Linux loads every one of
them), have every allocated section placed by our layout, and relocate,
every undefined symbol at a made-up address, to the very bytes GNU ld
makes of the same object at the same addresses
(tests/host/corpus_link.c).  First, the comparison must be able to
fail: told symbol values 4 bytes off, ld must disagree on a sample.

`make test` links every 4th module (in the list's order: a spread over
every folder of the package) to keep the suite quick; `make corpus`
sets CORPUS_EVERY=1 and links them all.

When the package cannot be fetched (no network, not root), the test
says why and reports itself skipped.  docs/corpus.md has the figures.
"""
import os
import sys
import time

import corpus

SKEW_SAMPLE_STEP = 100  # every 100th module for the negative control
EVERY = int(os.environ.get("CORPUS_EVERY", "4"))   # 1: the whole corpus
SHOWN_FAILURES = 20


class Ktap:
    def __init__(self, plan):
        self.n = 0
        self.failed = 0
        print("KTAP version 1\n1..%d" % plan)

    def check(self, ok, name, failures=()):
        failures = list(failures)
        self.n += 1
        self.failed += not ok
        print("%sok %d %s" % ("" if ok else "not ", self.n, name))
        for line in [] if ok else failures[:SHOWN_FAILURES]:
            print("# " + line)
        sys.stdout.flush()


def negative_control(t, kos):
    """Told wrong values, ld must disagree on every sampled module that
    uses an undefined symbol."""
    sample = kos[::SKEW_SAMPLE_STEP]
    honest = corpus.compare(sample)
    expected = sum(1 for fig in honest.figures.values() if fig["undefined"])
    skewed = corpus.compare(sample, skew=True)
    t.check(honest.kinds["ok"] == len(sample) and expected and
            skewed.kinds["mismatch"] == expected,
            "the comparison can fail: ld told wrong symbol values "
            "disagrees on %d of the %d sampled modules that use one"
            % (skewed.kinds["mismatch"], expected),
            honest.failures + skewed.failures)


def main():
    try:
        package, kos = corpus.modules()
    except corpus.Unavailable as e:
        print("KTAP version 1\n1..1")
        print("ok 1 real Linux modules # SKIP %s" % e)
        return 0
    t = Ktap(4)
    print("# %s: %d modules" % (package, len(kos)))
    negative_control(t, kos)
    kos = kos[::max(EVERY, 1)]
    if EVERY > 1:
        print("# every %dth module (CORPUS_EVERY=1 for all of them)" % EVERY)
    start = time.monotonic()
    res = corpus.compare(kos)
    secs = time.monotonic() - start
    malformed = [l for l in res.failures if l.startswith("malformed ")]
    layout = [l for l in res.failures if l.startswith("layout ")]
    t.check(not malformed, "every module passes the structural checks "
            "(%d modules, %d refused)" % (len(kos), len(malformed)),
            malformed)
    t.check(not layout and res.kinds["ok"],
            "the layout places every allocated section (%d sections)"
            % res.totals["sections"], layout)
    t.check(res.kinds["ok"] == len(kos) and not res.mismatches,
            "relocated bytes identical to GNU ld's (%d relocations, "
            "%d mismatches)" % (res.totals["relocations"], res.mismatches),
            [l for l in res.failures if l not in malformed + layout])
    print("# corpus: modules %d sections %d relocations %d undefined %d "
          "mismatches %d in %.1f s"
          % (len(kos), res.totals["sections"], res.totals["relocations"],
             res.totals["undefined"], res.mismatches, secs))
    if res.saved:
        print("# (the verdicts of %s: corpus_link, ld and the modules are "
              "those it was made with)" % res.saved)
    return 1 if t.failed else 0


if __name__ == "__main__":
    sys.exit(main())
