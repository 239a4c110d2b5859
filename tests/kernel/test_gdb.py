"""gdb on the running kernel: scripts/gdb/ (module symbols, lsmod,
dmesg from guest memory) and the steps docs/gdb.md tells students to
take.  gdb runs in batch mode against QEMU's gdb stub; every assertion
is on what gdb really printed."""

import os
import random
import re
import socket
import subprocess
import threading
import time

GDB = os.environ.get("GDB", "gdb")
GDB_TIMEOUT = 90            # seconds for one whole gdb session


def _port_taken(port):
    """Whether something listens on port (QEMU binds every address)."""
    with socket.socket() as s:
        try:
            s.bind(("", port))
            return False
        except OSError:
            return True


def _free_port():
    """A TCP port nobody uses now, below the ephemeral range: a port
    picked by bind(0) can become, a moment later, the local end of
    another test's gdb connection, and QEMU then cannot listen on it."""
    while True:
        port = random.SystemRandom().randrange(20000, 32000)
        if not _port_taken(port):
            return port


def _gdb_stub_up(vm, port, timeout=10):
    """Wait until QEMU listens on port; False if it gave up (another
    test's QEMU took the port first)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if vm.proc.poll() is not None:
            return False
        if _port_taken(port):
            return True
        time.sleep(0.02)
    return False


def _boot(k, paused=False, **kwargs):
    """QEMU with its gdb stub on a free port; returns (vm, port) once
    the stub listens and, unless paused, the shell prompts."""
    for _ in range(5):
        port = _free_port()
        vm = k.boot(gdb_port=port, paused=paused, prompt=False, **kwargs)
        if _gdb_stub_up(vm, port):
            break
        vm.kill()
    else:
        raise AssertionError("QEMU's gdb stub never came up")
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
    _search(r"^Breakpoint 1, start_kernel \(.*\) at init/main\.c:\d+$",
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
    _search(r"^Breakpoint 1, hello_init \(\) at \S*hello\.c:\d+\n"
            r"(?:warning: .*\n)?\d+\t", out)
    frames = _frames(out)
    assert frames and frames[0] == "hello_init", out
    assert "load_module" in frames, out
    # the module's init, called by the loader, called by insmod's
    # init_module system call
    chain = [f for f in frames
             if f in ("hello_init", "run_init", "do_init_module",
                      "load_module", "sys_init_module", "syscall_call")]
    assert chain[-3:] == ["load_module", "sys_init_module",
                          "syscall_call"], out
    assert chain[0] == "hello_init" and len(chain) in (4, 5), out
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
    out = _gdb(k, port, "break hello_exit", "break proc_modules_show",
               "continue", "bt 2", "continue", "info breakpoints", "delete",
               "detach")
    _search(r"^Breakpoint 1 \(hello_exit\) pending\.$", out)
    _search(r"^Breakpoint 1, hello_exit \(\) at \S*hello\.c:\d+$", out)
    _search(r"^#1  0x[0-9a-f]+ in unload_module \(", out)
    _search(r"^Breakpoint 2, proc_modules_show \(", out)
    # the module_free hook removed hello.ko: its breakpoint waits again
    _search(r"^1\s+breakpoint\s+keep y\s+<PENDING>\s+hello_exit$", out)
    vm.wait_prompt()
    assert vm.run("echo alive") == "alive\n"


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
    _search(r"^Breakpoint 1, provider_add \(a=2, b=3\) at \S*provider\.c:\d+",
            out)
    frames = _frames(out)
    assert frames[:3] == ["provider_add", "consumer_init", "run_init"], out
    _search(r"^provider_add \+ \d+ in section \.text of \S*provider\.ko$",
            out)
    # hello's init region was freed before provider came: its symbols
    # left that memory (module_free_init hook), so $pc has one owner
    assert not re.search(r"in section \.init\.\w+ of \S*hello\.ko", out), out
    vm.wait_prompt()
    lsmod = vm.log[vm.log.rindex("Module "):vm.log.rindex("\n# ")]
    theirs = _table(lsmod, "Module")
    ours = _table(out[out.index("--lsmod--"):], "Module")[:len(theirs)]
    assert [r[0] for r in theirs] == ["consumer", "provider", "hello"], lsmod
    assert [[r[0], r[1]] + r[2:] for r in theirs] == \
        [[r[0], r[2]] + r[4:] for r in ours], (lsmod, out)
