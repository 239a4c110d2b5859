"""Drive an oops386 kernel in QEMU over its serial console.

Used by the test runner (tests/tools/run_tests.py), the benchmark
(tests/tools/bench.py) and the docs checker.  QEMU runs under TCG (no KVM:
nested KVM is slower to start here), headless, with the serial line on
stdin/stdout and the isa-debug-exit device at port 0xf4, so `poweroff`
ends QEMU with status (0 << 1) | 1 = 1.  No network card (-net none): the
kernel has no driver for one (its interfaces are lo and modules' like
snull), and the default e1000's boot ROM costs every boot a fifth of a
second.
"""

import os
import re
import signal
import socket
import subprocess
import tempfile
import threading
import time

QEMU = os.environ.get("QEMU", "qemu-system-i386")
PROMPT = "\n# "            # the shell's prompt, at the start of a line
DEFAULT_TIMEOUT = 30.0      # seconds for one expectation, TCG on 2 cores
# Every test's -kernel boot runs the debug allocator (docs/oops.md): a
# use after free or an overflow anywhere in a test prints a SLUB report,
# and the runner fails the test for it.  A test's own slub_debug=...
# comes later on the line, so it wins.  The docs' transcripts, make bench
# and make run show the plain kernel.
DEFAULT_APPEND = "slub_debug"
# CPUs of every machine that does not ask for a number itself: SMP=2 in
# the environment (`make test SMP=2`) runs the suite on 2 CPUs, with
# QEMU's multi-threaded TCG so that they really run at once.
DEFAULT_SMP = int(os.environ.get("SMP", "1") or "1")


def smp_args(cpus):
    """QEMU's options for a machine of cpus CPUs."""
    if cpus <= 1:
        return ["-accel", "tcg"]
    return ["-accel", "tcg,thread=multi", "-smp", str(cpus)]


def kernel_cmdline(append=""):
    """The kernel command line a test's boot with append gets."""
    return (DEFAULT_APPEND + " " + append).strip()


class Timeout(Exception):
    """An expected output did not appear in time."""


class Qemu:
    """One QEMU process.  Everything it printed is in .log (text)."""

    def __init__(self, kernel=None, iso=None, append="", initrd=(),
                 memory="128M", extra=(), gdb_port=None, paused=False,
                 monitor=False, command=None, smp=None):
        """command: another way of starting QEMU whose standard input
        and output are the serial line (`make run`), instead of this
        class's own command line.  smp: how many CPUs (DEFAULT_SMP)."""
        self._tmp = tempfile.TemporaryDirectory(prefix="oops386-qemu-")
        self.monitor_path = os.path.join(self._tmp.name, "monitor.sock")
        mon = ("unix:%s,server=on,wait=off" % self.monitor_path
               if monitor else "none")
        cmd = [QEMU, "-m", memory, "-display", "none", "-serial", "stdio",
               "-monitor", mon, "-no-reboot", "-net", "none",
               "-device", "isa-debug-exit,iobase=0xf4,iosize=0x04"]
        cmd += smp_args(DEFAULT_SMP if smp is None else smp)
        if kernel:
            cmd += ["-kernel", kernel]
            if append:
                cmd += ["-append", append]
            if initrd:
                cmd += ["-initrd", ",".join(initrd)]
        if iso:
            cmd += ["-cdrom", iso, "-boot", "d"]
        if gdb_port:
            cmd += ["-gdb", "tcp::%d" % gdb_port]
        if paused:
            cmd += ["-S"]
        cmd += list(extra)
        self.cmd = command or cmd
        self.started = time.monotonic()
        self.proc = subprocess.Popen(self.cmd, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT,
                                     start_new_session=True)
        self._raw = bytearray()
        self._base = 0              # .log starts here (restart_log)
        self._cond = threading.Condition()
        self._eof = False
        self.pos = 0                # expect() searches from here
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self):
        fd = self.proc.stdout.fileno()
        while True:
            data = os.read(fd, 65536)
            with self._cond:
                if not data:
                    self._eof = True
                    self._cond.notify_all()
                    return
                self._raw += data
                self._cond.notify_all()

    @property
    def log(self):
        """Everything printed so far (since restart_log()), with the
        serial line's \\r\\n as \\n."""
        with self._cond:
            raw = bytes(self._raw[self._base:])
        return raw.decode("latin-1").replace("\r\n", "\n")

    def restart_log(self):
        """Start .log at the last prompt, and expect()'s search after it:
        a machine shared by tests (run_tests.py) hands each test a log
        of its own, as a machine just booted would."""
        with self._cond:
            self._base = max(0, self._raw.rfind(PROMPT.encode()))
        self.pos = len(self.log)

    def expect(self, pattern, timeout=DEFAULT_TIMEOUT):
        """Wait for pattern (a str, or a compiled regex) after .pos;
        return the match and move .pos past it."""
        deadline = time.monotonic() + timeout
        regex = pattern if hasattr(pattern, "search") else \
            re.compile(re.escape(pattern))
        while True:
            log = self.log
            m = regex.search(log, self.pos)
            if m:
                self.pos = m.end()
                return m
            with self._cond:
                left = deadline - time.monotonic()
                if self._eof or left <= 0:
                    break
                self._cond.wait(min(left, 0.5))
        why = "QEMU exited" if self._eof else "timed out after %gs" % timeout
        raise Timeout("%s waiting for %r" % (why, regex.pattern))

    def wait_prompt(self, timeout=DEFAULT_TIMEOUT):
        return self.expect(PROMPT, timeout)

    def send(self, text):
        self.proc.stdin.write(text.encode())
        self.proc.stdin.flush()

    def run(self, command, timeout=DEFAULT_TIMEOUT):
        """Type a command, wait for the next prompt, return what the
        command printed (without the echoed command line)."""
        self.send(command + "\r")
        self.expect(command, timeout)       # the echo; its \n stays
        start = self.pos + 1
        self.wait_prompt(timeout)
        return self.log[start:self.pos - len(PROMPT) + 1]

    def wait_exit(self, timeout=DEFAULT_TIMEOUT):
        """QEMU's exit status, once it has ended and .log holds all it
        printed (the reader thread may still have its last bytes)."""
        try:
            status = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            raise Timeout("QEMU still running after %gs" % timeout)
        self._reader.join(timeout)
        return status

    def hmp(self, command, timeout=DEFAULT_TIMEOUT):
        """Run a QEMU monitor command (needs monitor=True); its output."""
        with socket.socket(socket.AF_UNIX) as s:
            s.settimeout(timeout)
            s.connect(self.monitor_path)
            out = b""
            while not out.endswith(b"(qemu) "):
                out += s.recv(65536)
            s.sendall(command.encode() + b"\n")
            out = b""
            while not out.endswith(b"(qemu) "):
                out += s.recv(65536)
        text = out.decode("latin-1").replace("\r", "")
        return text.split("\n", 1)[1].rsplit("\n", 1)[0]

    def vga_text(self):
        """The 80x25 VGA text screen, read from guest memory (0xb8000,
        character and attribute bytes), as 25 lines."""
        dump = self.hmp("xp /4000bx 0xb8000")
        values = re.sub(r"^[0-9a-f]+:", "", dump, flags=re.M)
        cells = [int(b, 16) for b in re.findall(r"0x([0-9a-f]{2})\b",
                                                  values)]
        chars = bytes(cells[0::2]).decode("latin-1")
        return [chars[i:i + 80] for i in range(0, 2000, 80)]

    def kill(self):
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        self._reader.join(2)
        self._tmp.cleanup()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.kill()
