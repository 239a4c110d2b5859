#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""scripts/debug.py - `make debug`: QEMU paused for gdb, gdb on this terminal.

Usage: scripts/debug.py MONITOR_SOCKET QEMU_COMMAND... -- GDB_COMMAND...

Starts QEMU in a session of its own (a Ctrl-C meant for gdb must not
reach it), with its monitor on MONITOR_SOCKET, then gdb in a process
group of its own that owns the terminal: Ctrl-C (the terminal's SIGINT,
sent to the foreground process group, termios(3)) reaches gdb alone, so
neither make nor this script dies of it.  When gdb exits, QEMU is asked
to `quit` on its monitor: it ends without the "terminating on signal"
line a kill would make it print.  Exits with gdb's status.
"""

import os
import shlex
import signal
import socket
import subprocess
import sys
import time

QUIT_TIMEOUT = 5        # seconds QEMU gets to quit before it is killed


def take_terminal(fd):
    """In the child, before exec: a process group of its own, in the
    terminal's foreground.  Taking the terminal from a background group
    raises SIGTTOU (tcsetpgrp(3)); it is ignored for that call only,
    since an ignored signal would stay ignored across exec."""
    os.setpgid(0, 0)
    old = signal.signal(signal.SIGTTOU, signal.SIG_IGN)
    os.tcsetpgrp(fd, os.getpgrp())
    signal.signal(signal.SIGTTOU, old)


def quit_qemu(qemu, monitor):
    """The monitor's `quit`; SIGKILL if it does not listen or hangs."""
    try:
        with socket.socket(socket.AF_UNIX) as s:
            s.settimeout(QUIT_TIMEOUT)
            s.connect(monitor)
            s.sendall(b"quit\n")
            while s.recv(4096):
                pass
        qemu.wait(QUIT_TIMEOUT)
    except (OSError, subprocess.TimeoutExpired):
        if qemu.poll() is None:
            qemu.kill()
            qemu.wait()


def run_gdb(cmd):
    """gdb, in the terminal's foreground when there is a terminal."""
    fd = sys.stdin.fileno()
    if not os.isatty(fd):
        return subprocess.call(cmd)
    # This process leaves the foreground while gdb runs: take the
    # terminal back afterwards without being stopped by SIGTTOU.
    signal.signal(signal.SIGTTOU, signal.SIG_IGN)
    gdb = subprocess.Popen(cmd, preexec_fn=lambda: take_terminal(fd))
    try:
        return gdb.wait()
    finally:
        os.tcsetpgrp(fd, os.getpgrp())


def main(argv):
    if len(argv) < 4 or "--" not in argv[1:]:
        sys.exit(__doc__)
    monitor = argv[0]
    split = argv.index("--")
    qemu_cmd = argv[1:split] + ["-monitor",
                                "unix:%s,server=on,wait=off" % monitor]
    gdb_cmd = argv[split + 1:]
    print(shlex.join(qemu_cmd))
    print(shlex.join(gdb_cmd))
    sys.stdout.flush()
    if os.path.exists(monitor):     # a QEMU killed before left it
        os.unlink(monitor)
    qemu = subprocess.Popen(qemu_cmd, start_new_session=True)
    for _ in range(50):     # the monitor socket exists once QEMU listens
        if os.path.exists(monitor) or qemu.poll() is not None:
            break
        time.sleep(0.1)
    try:
        return run_gdb(gdb_cmd)
    finally:
        quit_qemu(qemu, monitor)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
