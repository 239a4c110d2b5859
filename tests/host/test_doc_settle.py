#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Tests of settle() in tests/tools/doc_transcripts.py, how `make docs`
and the drift checks replay a block that can vary from run to run (a
timer tick's words on an oops's stack); prints KTAP.

A run that shows what the doc says ends the replays; otherwise the result
seen most often is taken, never a rare one only because it came last,
and never more than RUNS replays."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tools"))
from doc_transcripts import RUNS, settle  # noqa: E402


def replays(*results):
    """A replay that gives results in turn, and counts its calls."""
    it = iter(results)
    calls = []

    def replay():
        calls.append(1)
        return next(it)
    return replay, calls


def same(a, b):
    return a == b


def case_doc_seen_second():
    replay, calls = replays("tick", "quiet", "tick")
    return settle(replay, "quiet", same) == ("quiet", True) and \
        len(calls) == 2


def case_majority_not_last():
    replay, calls = replays("quiet", "quiet", "tick")
    return settle(replay, "stale", same) == ("quiet", False) and \
        len(calls) == RUNS


def case_first_run_matches():
    replay, calls = replays("quiet", "tick", "tick")
    return settle(replay, "quiet", same) == ("quiet", True) and \
        len(calls) == 1


CASES = [
    ("a replay showing what the doc says ends the replays",
     case_doc_seen_second),
    ("without one, the result seen most often wins, not the last",
     case_majority_not_last),
    ("a first replay that matches is the only one", case_first_run_matches),
]


def main():
    print("KTAP version 1")
    print("1..%d" % len(CASES))
    failed = 0
    for i, (name, case) in enumerate(CASES, 1):
        ok = case()
        failed += not ok
        print("%sok %d %s" % ("" if ok else "not ", i, name))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
