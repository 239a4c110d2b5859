"""gdb on the running kernel: scripts/gdb/ (module symbols, lsmod,
dmesg from guest memory) and the steps docs/gdb.md tells students to
take.  gdb runs in batch mode against QEMU's gdb stub; every assertion
is on what gdb really printed."""

import os
import pty
import re
import select
import signal
import socket
import subprocess
import threading
import time

import gdb_session      # tests/lib, on the runner's path

GDB = gdb_session.GDB
GDB_TIMEOUT = 90            # seconds for one whole gdb session

# gdb names the CPU (a thread of QEMU's stub) that stopped once there are
# two: "Thread 2 hit Breakpoint 1, ..." (make test SMP=2)
HIT = r"^(?:Thread \d+ hit )?"


def _boot(k, paused=False, **kwargs):
    """QEMU with its gdb stub on a free port; returns (vm, port) once
    the stub listens and, unless paused, the shell prompts."""
    vm, port = gdb_session.boot_with_stub(
        lambda p: k.boot(gdb_port=p, paused=paused, prompt=False, **kwargs))
    if not paused:
        vm.wait_prompt()
    return vm, port


def _gdb(k, port, *commands):
    """Run gdb on vmlinux with scripts/gdb/gdbinit, attached to QEMU,
    then the commands; return everything it printed (stdout and stderr
    interleaved).  The working directory is not the tree's top, which
    the helpers must not need."""
    cmd = [GDB, "-q", "-batch", "-nx", k.vmlinux,
           "-ex", "target remote 127.0.0.1:%d" % port,
           "-x", os.path.join(k.top, "scripts", "gdb", "gdbinit")]
    for c in commands:
        cmd += ["-ex", c]
    try:
        p = subprocess.run(cmd, cwd="/", stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True,
                           timeout=GDB_TIMEOUT)
    except subprocess.TimeoutExpired as e:
        raise AssertionError("gdb still running after %ds; it printed:\n%s"
                             % (GDB_TIMEOUT, e.stdout or ""))
    return p.stdout


def _search(pattern, text):
    m = re.search(pattern, text, re.M)
    assert m, "no match for %r in gdb's output:\n%s" % (pattern, text)
    return m


def _frames(bt):
    """Function names of a `bt`, innermost first."""
    return re.findall(r"^#\d+\s+(?:0x[0-9a-f]+ in )?(\w+) \(", bt, re.M)


def _type_at_prompts(vm, *lines):
    """Type each line at the shell once it prompts, from a thread: the
    main thread is busy waiting for gdb, which waits for the kernel."""
    def typer():
        for line in lines:
            vm.wait_prompt(60)
            vm.send(line + "\r")
    t = threading.Thread(target=typer, daemon=True)
    t.start()
    return t


def test_gdb_break_start_kernel(k):
    vm, port = _boot(k, paused=True)
    out = _gdb(k, port, "break start_kernel", "continue", "bt",
               "info source", "next", "detach")
    _search(r"^Breakpoint 1 at 0x[0-9a-f]+: file init/main\.c, line \d+",
            out)
    _search(HIT + r"Breakpoint 1, start_kernel \(.*\) at init/main\.c:\d+$",
            out)
    _search(r"^#0  start_kernel \(.*\) at init/main\.c:\d+$", out)
    _search(r"^Current source file is init/main\.c$", out)
    # `next` went one line on: gdb printed "LINE<tab>source"
    _search(r"^\d+\t.*\n\[Inferior 1 \(process \d+\) detached\]", out)
    # detached, the kernel runs on to the shell
    vm.wait_prompt()
    assert vm.run("echo after gdb") == "after gdb\n"


def test_gdb_module_breakpoint_before_insmod(k):
    vm, port = _boot(k, paused=True,
                     initrd=[k.module("hello")])
    _type_at_prompts(vm, "insmod hello.ko")
    out = _gdb(k, port, "break hello_init", "continue", "bt",
               "info source", "detach")
    # not loaded yet: pending, then resolved by the module_loaded hook
    _search(r"^Breakpoint 1 \(hello_init\) pending\.$", out)
    _search(r"^loaded symbols of hello from \S*hello\.ko "
            r"\(core 0x[0-9a-f]+\)$", out)
    # it stops there, with the source line
    _search(HIT + r"Breakpoint 1, hello_init \(\) at \S*hello\.c:\d+\n"
            r"(?:warning: .*\n)?\d+\t", out)
    frames = _frames(out)
    assert frames and frames[0] == "hello_init", out
    assert "sys_init_module" in frames, out
    # the module's init, called by the loader (through do_one_initcall(),
    # as a boot initcall), called by insmod's init_module system call
    # (docs/syscalls.md)
    assert frames[1:2] == ["do_one_initcall"], out
    chain = [f for f in frames
             if f in ("hello_init", "do_init_module", "load_module",
                      "sys_init_module", "syscall_call")]
    assert chain in (["hello_init", "do_init_module", "load_module",
                      "sys_init_module", "syscall_call"],
                     ["hello_init", "load_module", "sys_init_module",
                      "syscall_call"],
                     ["hello_init", "do_init_module", "sys_init_module",
                      "syscall_call"],
                     ["hello_init", "sys_init_module", "syscall_call"]), out
    _search(r"^Current source file is \S*hello\.c$", out)
    # and it goes on: the module's init runs to the prompt
    vm.wait_prompt()
    assert "hello" in vm.run("lsmod")


def _table(text, header):
    """Rows (lists of words) of a table after its header line."""
    lines = text[text.index(header):].splitlines()[1:]
    return [line.split() for line in lines if line.strip()]


def test_gdb_lsmod_dmesg_symbols_match_the_kernel(k):
    vm, port = _boot(k, initrd=[k.module("hello")])
    vm.run("insmod hello.ko")
    lsmod = vm.run("lsmod")
    dmesg = vm.run("dmesg")
    out = _gdb(k, port, "oops-lsmod", "echo --dmesg--\\n", "oops-dmesg",
               "echo --end--\\n", "print __this_module.name",
               "info line hello_exit", "detach")
    # attached to a kernel that already has hello: its symbols loaded
    _search(r"^loaded symbols of hello from \S*hello\.ko", out)
    _search(r'^\$1 = "hello"', out)     # read at the relocated address
    _search(r'^Line \d+ of "\S*hello\.c" starts at address 0x[0-9a-f]+ '
            r'<hello_exit>', out)
    # lsmod: "name size used-by..." ; oops-lsmod: "name core size state
    # used-by..."
    theirs = _table(lsmod, "Module")
    ours = _table(out, "Module")
    ours = ours[:len(theirs)]
    assert [[r[0], r[1]] + r[2:] for r in theirs] == \
        [[r[0], r[2]] + r[4:] for r in ours], (lsmod, out)
    for row in ours:
        assert re.match(r"^0x[cd][0-9a-f]{7}$", row[1]) and \
            row[3] == "Live", out
    log = out[out.index("--dmesg--\n") + 10:out.index("--end--\n")]
    assert log == dmesg, "oops-dmesg:\n%s\ndmesg:\n%s" % (log, dmesg)
    assert vm.run("echo alive") == "alive\n"


def test_gdb_rmmod_drops_module_symbols(k):
    vm, port = _boot(k, paused=True,
                     initrd=[k.module("hello")])
    _type_at_prompts(vm, "insmod hello.ko", "rmmod hello", "lsmod")
    # lsmod reads /proc/modules: proc_modules_show() renders it
    # On a loaded host gdb once reported hello_exit's breakpoint a second
    # time before proc_modules_show: go on until proc_modules_show (three
    # continues at most), and let the kernel's log say hello_exit ran once
    until_show = ("python exec(\"for _ in range(3):\\n"
                  " gdb.execute('continue')\\n"
                  " if gdb.selected_frame().name() == 'proc_modules_show':"
                  " break\")")
    out = _gdb(k, port, "break hello_exit", "break proc_modules_show",
               "continue", "bt 2", until_show, "info breakpoints", "delete",
               "detach")
    _search(r"^Breakpoint 1 \(hello_exit\) pending\.$", out)
    _search(HIT + r"Breakpoint 1, hello_exit \(\) at \S*hello\.c:\d+$", out)
    _search(r"^#1  0x[0-9a-f]+ in sys_delete_module \(", out)
    _search(HIT + r"Breakpoint 2, proc_modules_show \(", out)
    # the free_module hook removed hello.ko: its breakpoint waits again
    _search(r"^1\s+breakpoint\s+keep y\s+<PENDING>\s+hello_exit$", out)
    vm.wait_prompt()
    assert vm.run("echo alive") == "alive\n"
    assert vm.log.count("hello: goodbye") == 1, vm.log


# Fills log_buf from gdb as if the kernel had logged _WRAP_LINES numbered
# lines, more than it holds: the last 64 KiB of them at their ring
# positions, and log_end past the size, so the oldest line kept is cut.
_WRAP_LINES = 3000
_WRAP_FILL = (
    "python t = b''.join(b'<4>wrap test line %%05d\\n' %% i "
    "for i in range(%d)); "
    "b = gdb.lookup_static_symbol('log_buf').value(); "
    "n = b.type.sizeof; c = t[len(t) - n:]; s = (len(t) - n) %% n; "
    "gdb.selected_inferior().write_memory(b.address, "
    "c[n - s:] + c[:n - s]); "
    "gdb.execute('set var log_end = %%d' %% len(t))" % _WRAP_LINES)


def test_gdb_dmesg_wrapped_log_matches_the_kernel(k):
    vm, port = _boot(k)
    out = _gdb(k, port, _WRAP_FILL, "echo --dmesg--\\n", "oops-dmesg",
               "echo --end--\\n", "detach")
    log = out[out.index("--dmesg--\n") + 10:out.index("--end--\n")]
    dmesg = vm.run("dmesg")
    assert log == dmesg, "oops-dmesg:\n%s\ndmesg:\n%s" % (log[:2000],
                                                         dmesg[:2000])
    # the last 64 KiB: a cut line, then whole ones without "<4>"
    lines = log.splitlines()
    assert lines[-1] == "wrap test line %05d" % (_WRAP_LINES - 1), lines[-3:]
    assert not lines[0].startswith("wrap test line"), lines[:2]
    assert all(re.match(r"^wrap test line \d{5}$", x) for x in lines[1:])
    assert len(lines) == 65536 // len("<4>wrap test line 00000\n") + 1


def test_gdb_modules_calling_modules(k):
    """consumer's init calls provider_add(): a breakpoint in one module
    hit from another, each frame in its own symbol file, and lsmod's
    "Used by" from guest memory.  hello goes first so that its freed
    init region is there for the next module to take."""
    vm, port = _boot(k, paused=True,
                     initrd=[k.module(m) for m in
                             ("hello", "provider", "consumer")])
    _type_at_prompts(vm, "insmod hello.ko", "insmod provider.ko",
                     "insmod consumer.ko", "lsmod")
    out = _gdb(k, port, "break provider_add", "continue", "bt",
               "info symbol $pc", "delete", "break proc_modules_show",
               "continue", "echo --lsmod--\\n", "oops-lsmod", "delete",
               "detach")
    for name in ("hello", "provider", "consumer"):
        _search(r"^loaded symbols of %s from \S*%s\.ko" % (name, name), out)
    _search(HIT + r"Breakpoint 1, provider_add \(a=2, b=3\) at "
            r"\S*provider\.c:\d+", out)
    frames = _frames(out)
    assert frames[:4] == ["provider_add", "consumer_init",
                          "do_one_initcall", "do_init_module"], out
    _search(r"^provider_add \+ \d+ in section \.text of \S*provider\.ko$",
            out)
    # hello's init region was freed before provider came: its symbols
    # left that memory (do_free_init hook), so $pc has one owner
    assert not re.search(r"in section \.init\.\w+ of \S*hello\.ko", out), out
    vm.wait_prompt()
    lsmod = vm.log[vm.log.rindex("Module "):vm.log.rindex("\n# ")]
    theirs = _table(lsmod, "Module")
    ours = _table(out[out.index("--lsmod--"):], "Module")[:len(theirs)]
    assert [r[0] for r in theirs] == ["consumer", "provider", "hello"], lsmod
    assert [[r[0], r[1]] + r[2:] for r in theirs] == \
        [[r[0], r[2]] + r[4:] for r in ours], (lsmod, out)


def _read_until(fd, text, timeout=GDB_TIMEOUT, seen=b""):
    """Read the terminal fd until text appears; everything read so far."""
    deadline = time.monotonic() + timeout
    while text.encode() not in seen:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([fd], [], [], left)[0]:
            raise AssertionError("no %r on the terminal; it shows:\n%s"
                                 % (text, seen.decode("latin-1")))
        try:
            seen += os.read(fd, 4096)
        except OSError:     # the other side closed: make has exited
            raise AssertionError("make exited before %r:\n%s"
                                 % (text, seen.decode("latin-1")))
    return seen


def _console_until_prompt(build):
    """The serial console of `make debug` (as `make console`): Enter at
    GRUB's menu, then wait for the shell's prompt."""
    path = os.path.join(build, "console.sock")
    s = socket.socket(socket.AF_UNIX)
    deadline = time.monotonic() + GDB_TIMEOUT
    while True:
        try:
            s.connect(path)
            break
        except OSError:
            assert time.monotonic() < deadline, "no " + path
            time.sleep(0.1)
    s.settimeout(GDB_TIMEOUT)
    log, entered = b"", False
    while b"\n# " not in log:
        data = s.recv(4096)
        assert data, log.decode("latin-1")
        log += data
        if b"automatically" in log and not entered:
            s.sendall(b"\r")
            entered = True
    s.close()


def test_make_debug_on_a_terminal_ctrl_c_and_quit(k):
    """`make debug` as a student runs it, on a terminal: Ctrl-C (the
    terminal's ^C) stops the kernel for gdb without killing make, and
    `quit` ends QEMU without its "terminating on signal" line."""
    port = gdb_session.free_port()
    status = None
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(k.top)
        os.execvp("make", ["make", "-s", "debug", "BUILD=" + k.build,
                           "GDB_PORT=%d" % port])
    try:
        seen = _read_until(fd, "(gdb) ")
        os.write(fd, b"continue\r")
        _console_until_prompt(k.build)
        os.write(fd, b"\x03")
        # "Program received..." on 1 CPU, "Thread 1 received..." on more
        seen = _read_until(fd, "received signal SIGINT", seen=seen)
        seen = _read_until(fd, "(gdb) ", seen=seen[seen.index(b"SIGINT"):])
        os.write(fd, b"quit\r")
        _, status = os.waitpid(pid, 0)
        try:
            while True:
                seen += os.read(fd, 4096)
        except OSError:
            pass
    finally:
        if status is None:      # make, gdb and QEMU left running
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        os.close(fd)
    text = seen.decode("latin-1")
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, \
        (status, text)
    assert "terminating on signal" not in text, text
    assert "make: ***" not in text, text   # make's "Interrupt" line


def test_gdb_ps_and_user_program_symbols(k):
    """Stopped in a module's init during insmod: oops-ps lists init, sh
    and insmod (the running one, marked) as processes and pid 0 as a
    kernel thread; oops-user loads insmod's own symbols."""
    vm, port = _boot(k, paused=True, initrd=[k.module("hello")])
    _type_at_prompts(vm, "insmod hello.ko")
    out = _gdb(k, port, "break hello_init", "continue", "oops-ps",
               "oops-user insmod", "info symbol main", "delete", "detach")
    _search(r"^\s+1 S\s+init\s+0  user$", out)
    _search(r"^\s+\d+ S\s+sh\s+1  user$", out)
    _search(r"^\*\s+\d+ R\s+insmod\s+\d+  user$", out)
    _search(r"^\s+0 R\s+swapper\s+0  kernel$", out)
    _search(r"^loaded symbols of insmod from \S*user/bin/insmod$", out)
    _search(r"^main in section \.text of \S*user/bin/insmod$", out)
    vm.wait_prompt()
    assert vm.run("echo alive") == "alive\n"
