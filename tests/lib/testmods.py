"""The modules of tests/modules, built by `make test-modules`
(scripts/test-modules.mk) into BUILD/test-modules/CC/NAME/.

The test runner (tests/tools/run_tests.py) runs that make in the
background, beside the tests that load none of them, and keeps the file
BUILD/test-modules/pending (its process id) while the make runs.  So
whatever reads the built modules asks wait() for the folder first: it
returns at once when no build is under way (make test-modules ran
before, or a tool runs alone), and otherwise when the build has ended,
whether it built everything or not (each folder's log says).  A runner
that died leaves a pending file whose process is gone: not waited for.
"""

import os
import time

PENDING = "pending"
POLL_SECONDS = 0.2


def out_dir(build):
    """BUILD/test-modules, absolute"""
    return os.path.join(os.path.abspath(build), "test-modules")


def _building(path):
    """True while the process named in the pending file path runs"""
    try:
        with open(path) as f:
            pid = int(f.read().strip() or "0")
    except (OSError, ValueError):
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:     # another user's: it is there
        pass
    return pid > 0


def wait(build):
    """BUILD/test-modules, once no build of it is under way"""
    path = os.path.join(out_dir(build), PENDING)
    while _building(path):
        time.sleep(POLL_SECONDS)
    return out_dir(build)


def mark_pending(build):
    """The runner, before it starts the make: wait() waits from now"""
    os.makedirs(out_dir(build), exist_ok=True)
    with open(os.path.join(out_dir(build), PENDING), "w") as f:
        f.write("%d\n" % os.getpid())


def mark_done(build):
    """The runner, once the make has ended"""
    try:
        os.unlink(os.path.join(out_dir(build), PENDING))
    except FileNotFoundError:
        pass
