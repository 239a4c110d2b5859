#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""tests/host/bench_corpus.py - `make bench` figures of the module linker
on every module of Debian's i386 Linux kernel package (docs/corpus.md):

  corpus_modules          modules linked and compared with GNU ld
  corpus_sections         loaded sections among them
  corpus_relocations      relocations applied and checked
  corpus_mismatches       modules whose bytes ld does not confirm (goal 0)
  corpus_module_load_exponent
                          slope of log(load time) against log(relocation
                          count) across the modules: 1.0 is linear; below
                          1 where the cost that does not grow with the
                          relocations (checks, sections) dominates
  corpus_module_load_exponent_over_1000
                          the same over modules of 1,000 relocations or
                          more, where relocating is most of the work
  corpus_module_load_ns_per_reloc
                          total load time over total relocations

Load time is the whole pipeline (elf_validity_check() to
apply_relocations(), as tests/host/corpus_link.c runs it),
the fastest of REPEATS runs per module, with the optimised build.  When
the package could not be fetched, says why and prints no figure.
"""
import sys

import corpus

REPEATS = 5
BIG = 1000


def main():
    try:
        package, kos = corpus.modules()
    except corpus.Unavailable as e:
        print("bench: corpus skipped: %s" % e, file=sys.stderr)
        return 0
    res = corpus.compare(kos)
    print("# corpus: %s" % package)
    print("bench: corpus_modules %d" % res.kinds["ok"])
    print("bench: corpus_sections %d" % res.totals["sections"])
    print("bench: corpus_relocations %d" % res.totals["relocations"])
    print("bench: corpus_mismatches %d" % res.mismatches)
    sys.stdout.flush()
    points = [(r, ns) for r, ns in corpus.timings(kos, REPEATS) if r]
    print("bench: corpus_module_load_exponent %.2f"
          % corpus.loglog_slope(points))
    big = [(r, ns) for r, ns in points if r >= BIG]
    print("bench: corpus_module_load_exponent_over_%d %.2f"
          % (BIG, corpus.loglog_slope(big)))
    print("bench: corpus_module_load_ns_per_reloc %.1f ns"
          % (sum(ns for _, ns in points) / sum(r for r, _ in points)))
    return 1 if res.mismatches or res.kinds["ok"] != len(kos) else 0


if __name__ == "__main__":
    sys.exit(main())
