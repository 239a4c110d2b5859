# SPDX-License-Identifier: GPL-2.0
"""tests/host/corpus.py - the module linker on Debian's real i386 Linux
modules: what test_corpus.py and bench_corpus.py share.

scripts/fetch-corpus.sh leaves the modules in BUILD/corpus (BUILD from
the environment, default build); tests/host/corpus_link.c links each
one, with GNU ld as the oracle, or times its link.  The modules are
handed to corpus_link in chunks, jobs chunks at a time (one per CPU):
ld, run once per module, is what costs: a comparison's result is kept
under BUILD/corpus/compare-*.txt and used again while nothing it depends
on changed, so `make bench` after `make test` does not link them again.
"""
import collections
import concurrent.futures
import hashlib
import math
import os
import subprocess

TOP = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
BUILD = os.path.join(TOP, os.environ.get("BUILD", "build"))
CORPUS = os.path.join(BUILD, "corpus")
ROOT = os.path.join(CORPUS, "root")
LINK = os.path.join(BUILD, "host", "corpus_link")
LINK_FAST = os.path.join(BUILD, "host", "corpus_link_fast")
CHUNK = 64
TIMEOUT = 600           # seconds for one chunk


class Unavailable(Exception):
    """The corpus could not be fetched; the message says why."""


def modules(where=CORPUS):
    """(package, [module path under where/root]) of the corpus fetched
    into where, or Unavailable."""
    def read(name):
        with open(os.path.join(where, name)) as f:
            return f.read().strip()

    if os.path.exists(os.path.join(where, "unavailable")):
        raise Unavailable(read("unavailable"))
    if not os.path.exists(os.path.join(where, "modules.list")):
        raise Unavailable("not fetched: run scripts/fetch-corpus.sh %s"
                          % where)
    return read("package"), read("modules.list").splitlines()


def run_chunks(make_cmd, kos, jobs=None):
    """Run make_cmd(chunk_number) + chunk over every CHUNK modules, in
    parallel; return the output lines in module order."""
    chunks = [kos[i:i + CHUNK] for i in range(0, len(kos), CHUNK)]

    def one(n):
        p = subprocess.run(make_cmd(n) + chunks[n], cwd=ROOT,
                           capture_output=True, text=True, timeout=TIMEOUT)
        if p.returncode:
            raise RuntimeError("%s exited %d: %s" % (make_cmd(n)[0],
                                                     p.returncode, p.stderr))
        return p.stdout.splitlines()

    with concurrent.futures.ThreadPoolExecutor(jobs or os.cpu_count()) as ex:
        return [line for lines in ex.map(one, range(len(chunks)))
                for line in lines]


def workdir(n):
    path = os.path.join(CORPUS, "work", str(n))
    os.makedirs(path, exist_ok=True)
    return path


class Result:
    """corpus_link's verdicts: how many of each kind ("ok", "malformed",
    "layout", "mismatch", "oracle"), the figures of each module linked
    ({path: {"sections": N, "relocations": N, "undefined": N}}) and
    their totals, and the lines that are not ok."""

    def __init__(self, lines):
        self.saved = None       # the file it was read back from, if any
        self.kinds = collections.Counter(line.split()[0] for line in lines)
        self.figures = {}
        self.totals = collections.Counter()
        self.failures = [line for line in lines if not line.startswith("ok ")]
        for words in map(str.split, lines):
            if words[0] == "ok":
                fig = {k: int(v) for k, v in zip(words[2::2], words[3::2])}
                self.figures[words[1]] = fig
                self.totals.update(fig)

    @property
    def mismatches(self):
        """Modules linked by our code whose bytes ld did not confirm."""
        return self.kinds["mismatch"] + self.kinds["oracle"] + \
            self.kinds["layout"]


def compare_key(kos, flags):
    """What a comparison's verdicts depend on: corpus_link itself, GNU
    ld, the package and the modules asked about, and the flags."""
    h = hashlib.sha256()
    with open(LINK, "rb") as f:
        h.update(f.read())
    ld = subprocess.run(["ld", "--version"], capture_output=True, text=True)
    with open(os.path.join(CORPUS, "package")) as f:
        package = f.read()
    for part in [ld.stdout.split("\n")[0], package] + flags + kos:
        h.update(part.encode() + b"\0")
    return h.hexdigest()


def compare(kos, skew=False):
    """Link every module with our code and with ld; a Result.  The
    verdicts are read back from the last identical comparison's file
    when there is one."""
    flags = ["--skew"] if skew else []
    saved = os.path.join(CORPUS, "compare-%s.txt"
                         % compare_key(kos, flags)[:16])
    if os.path.exists(saved):
        with open(saved) as f:
            res = Result(f.read().splitlines())
        res.saved = saved
        return res
    lines = run_chunks(lambda n: [LINK] + flags + [workdir(n)], kos)
    with open(saved + ".tmp", "w") as f:
        f.write("".join(line + "\n" for line in lines))
    os.replace(saved + ".tmp", saved)
    return Result(lines)


def timings(kos, repeats):
    """[(relocations, ns)] of every module our code links, timed with
    the optimised build, one module at a time (jobs=1: the other CPU
    would share caches and memory bandwidth)."""
    lines = run_chunks(lambda n: [LINK_FAST, "--time", str(repeats)], kos,
                       jobs=1)
    return [(int(w[3]), int(w[5])) for w in map(str.split, lines)
            if w[0] == "time"]


def loglog_slope(points):
    """Least-squares slope of log(y) against log(x): the exponent k of
    y ~ x^k."""
    xs = [math.log(x) for x, _ in points]
    ys = [math.log(y) for _, y in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    return sxy / sxx
