#!/usr/bin/env python3
"""Attach this terminal to the serial console of a `make debug` QEMU.

Usage: scripts/console.py SOCKET      (Ctrl-] quits)
"""

import os
import select
import socket
import sys
import termios
import time
import tty

QUIT = b"\x1d"      # Ctrl-], as telnet


def connect(path, tries=50):
    for _ in range(tries):
        try:
            s = socket.socket(socket.AF_UNIX)
            s.connect(path)
            return s
        except OSError:
            time.sleep(0.1)
    sys.exit("console: nothing listens on %s (is `make debug` running?)"
             % path)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sock = connect(sys.argv[1])
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd) if os.isatty(fd) else None
    print("console: connected; Ctrl-] quits\r")
    try:
        if saved:
            tty.setraw(fd)
        while True:
            r, _, _ = select.select([sock, fd], [], [])
            if sock in r:
                data = sock.recv(4096)
                if not data:
                    break
                os.write(sys.stdout.fileno(), data)
            if fd in r:
                data = os.read(fd, 1024)
                if not data or QUIT in data:
                    break
                sock.sendall(data)
    finally:
        if saved:
            termios.tcsetattr(fd, termios.TCSADRAIN, saved)
    print()


if __name__ == "__main__":
    main()
