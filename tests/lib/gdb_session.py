# SPDX-License-Identifier: GPL-2.0
"""tests/lib/gdb_session.py - gdb on a QEMU kernel, as `make debug` runs it.

QEMU boots build/oops386.iso through GRUB, paused before its first
instruction, its gdb stub on a free TCP port; gdb loads vmlinux and
scripts/gdb/gdbinit and connects, as scripts/image.mk's `debug` target
does.  gdb reads its commands on a pipe and prints its prompt "(gdb) "
after each, so one command's output is what comes before the next
prompt.  Lines for the kernel's shell are typed from a thread, each once
the shell prompts, while gdb holds the main thread: the student's second
terminal.  interrupt=True is the student's Ctrl-C: SIGINT to gdb, which
stops the machine, once the shell prompts after the last typed line.

Used by tests/tools/doc_transcripts.py (docs/gdb.md's sessions) and
tests/kernel/test_gdb.py (the port helpers).
"""

import os
import random
import signal
import socket
import subprocess
import threading
import time

import qemu

GDB = os.environ.get("GDB", "gdb")
PROMPT = b"(gdb) "
WIDTH = 100             # gdb's line width: the transcripts' wrapping
# Seconds for one gdb command, or for the shell to prompt after the
# typed lines.  A whole session takes 15 s on an idle host and under a
# minute at a load of 13; a wait that runs out is retried once
# (tests/tools/doc_transcripts.py), so a long limit costs that long.
TIMEOUT = 45
# The typing thread waits longer: a breakpoint in what it typed holds
# the shell's prompt back for as long as the session keeps the machine
# stopped, and the session's own waits are what bound it.
TYPING_TIMEOUT = 600
SETTLE = 0.5            # seconds of quiet after the prompt, before ^C


def port_taken(port):
    """Whether something listens on port (QEMU binds every address)."""
    with socket.socket() as s:
        try:
            s.bind(("", port))
            return False
        except OSError:
            return True


def free_port():
    """A TCP port nobody uses now, below the ephemeral range: a port
    picked by bind(0) can become, a moment later, the local end of
    another test's gdb connection, and QEMU then cannot listen on it."""
    while True:
        port = random.SystemRandom().randrange(20000, 32000)
        if not port_taken(port):
            return port


def stub_up(vm, port, timeout=10):
    """Wait until QEMU listens on port; False if it gave up (another
    QEMU took the port first)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if vm.proc.poll() is not None:
            return False
        if port_taken(port):
            return True
        time.sleep(0.02)
    return False


def boot_with_stub(boot):
    """(vm, port): boot(port) starts QEMU with its stub on port; tried
    on other ports while another QEMU takes the one picked."""
    for _ in range(5):
        port = free_port()
        vm = boot(port)
        if stub_up(vm, port):
            return vm, port
        vm.kill()
    raise RuntimeError("QEMU's gdb stub never came up")


class GdbSession:
    """One QEMU and one gdb.  .startup is what gdb printed before its
    first prompt; .vm.log the serial console."""

    def __init__(self, top, build, typed=()):
        iso = os.path.join(build, "oops386.iso")
        self.vm, self.port = boot_with_stub(
            lambda p: qemu.Qemu(iso=iso, gdb_port=p, paused=True))
        self.typed_done = threading.Event()
        threading.Thread(target=self._type, args=(list(typed),),
                         daemon=True).start()
        vmlinux = os.path.relpath(os.path.join(build, "vmlinux"), top)
        self.gdb = subprocess.Popen(
            [GDB, "-q", "-nx", vmlinux, "-ex", "set width %d" % WIDTH,
             "-ex", "target remote :%d" % self.port,
             "-x", os.path.join("scripts", "gdb", "gdbinit")],
            cwd=top, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, start_new_session=True)
        self._out = bytearray()
        self._cond = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()
        self.startup = self._until_prompt(0)

    def _type(self, lines):
        """The second terminal: Enter at GRUB's menu (it would wait 5
        seconds), then each line at a shell prompt."""
        try:
            self.vm.expect("automatically", TYPING_TIMEOUT)
            self.vm.send("\r")
            for line in lines:
                self.vm.wait_prompt(TYPING_TIMEOUT)
                self.vm.send(line + "\r")
            self.vm.wait_prompt(TYPING_TIMEOUT)
            self.typed_done.set()
        except qemu.Timeout:
            pass        # the session ended, or shows what went wrong

    def _read(self):
        fd = self.gdb.stdout.fileno()
        while True:
            data = os.read(fd, 65536)
            with self._cond:
                self._out += data
                self._cond.notify_all()
            if not data:
                return

    def _until_prompt(self, start):
        """gdb's output from offset start up to its next prompt."""
        deadline = time.monotonic() + TIMEOUT
        with self._cond:
            while not (len(self._out) > start and
                       self._out.endswith(PROMPT)):
                left = deadline - time.monotonic()
                if left <= 0 or self.gdb.poll() is not None:
                    raise RuntimeError("gdb never prompted; it printed:\n"
                                       + self._out.decode("latin-1"))
                self._cond.wait(min(left, 0.5))
            out = bytes(self._out[start:-len(PROMPT)])
        return out.decode("latin-1")

    def run(self, command, interrupt=False):
        """What gdb printed for command; with interrupt, "^C" where the
        terminal would have echoed it."""
        with self._cond:
            start = len(self._out)
        self.gdb.stdin.write(command.encode() + b"\n")
        self.gdb.stdin.flush()
        if not interrupt:
            return self._until_prompt(start)
        if not self.typed_done.wait(TIMEOUT):
            raise RuntimeError("the shell never prompted after the typed "
                               "lines; the console:\n" + self.vm.log)
        time.sleep(SETTLE)
        with self._cond:
            mark = len(self._out) - start
        os.kill(self.gdb.pid, signal.SIGINT)
        out = self._until_prompt(start)
        return out[:mark] + "^C" + out[mark:]

    def close(self):
        if self.gdb.poll() is None:
            self.gdb.kill()
            self.gdb.wait()
        self.vm.kill()
