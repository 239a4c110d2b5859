# SPDX-License-Identifier: GPL-2.0
"""gdb helpers for oops386 that read the kernel's own data structures.

Loaded once by scripts/gdb/gdbinit (which puts this directory on
sys.path and imports us).  Commands:

  oops-symbols [DIR...]   load the symbols of every loaded module
                          (alias: lx-symbols)
  oops-lsmod              the module list: name, core, size, state, users
  oops-dmesg              the kernel log, without the "<N>" prefixes
  oops-ps                 every task: pid, state, name, parent, and
                          whether it is a process (ring 3) or a kernel
                          thread
  oops-user PROGRAM       load a user program's symbols (build/user/bin/)

and internal breakpoints (HOOKS below) that keep gdb's module symbols
in step with the kernel: loaded between "linked" and "init runs", so a
breakpoint on a module's init function set before insmod works, and
dropped again when the module goes away.

Everything is read from guest memory through gdb, so it works the same
on a live kernel and on one stopped in the middle of an oops.
"""

import os
import struct
import sys

import gdb

# The tools' one ELF reader (standard library only: gdb's Python is the
# system python3).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(
    os.path.dirname(os.path.abspath(__file__)))), "tests", "lib"))
from elfread import Elf  # noqa: E402

ELFCLASS32 = 1  # gABI e_ident[EI_CLASS]

MODULE_PATH_ENV = "OOPS386_MODULE_PATH"
MAX_LIST_LENGTH = 10000     # more modules than that: a corrupt list


# --- reading kernel structures ------------------------------------------

def _offsetof(type_name, field):
    """Byte offset of field in the struct: what container_of subtracts."""
    for f in gdb.lookup_type(type_name).fields():
        if f.name == field:
            return f.bitpos // 8
    raise gdb.GdbError("%s has no field %s" % (type_name, field))


def _list_entries(head, type_name, member):
    """The structures on a struct list_head list, first to last.

    list_for_each_entry() in Python: follow ->next until it comes back
    to the head, and step back from each node to the structure holding
    it.
    """
    ptr_type = gdb.lookup_type(type_name).pointer()
    offset = _offsetof(type_name, member)
    head_addr = int(head.address)
    node = head["next"]
    for _ in range(MAX_LIST_LENGTH):
        if int(node) == head_addr:
            return
        yield gdb.Value(int(node) - offset).cast(ptr_type).dereference()
        node = node["next"]
    # a kernel that oopsed may have broken the list: never loop forever
    raise gdb.GdbError("%s list at %#x does not come back to its head"
                       % (type_name, head_addr))


def _kernel_var(name):
    """A kernel global, static or not (log_buf is static in printk.c)."""
    sym = gdb.lookup_global_symbol(name) or gdb.lookup_static_symbol(name)
    if sym is None:
        raise gdb.GdbError("no symbol %s in the kernel: is this "
                           "oops386's vmlinux?" % name)
    return sym.value()


def loaded_modules():
    """struct module values on the `modules` list, newest first."""
    return list(_list_entries(_kernel_var("modules"), "struct module",
                              "list"))


def module_name(mod):
    return mod["name"].string()


def module_state(mod):
    """"Live", "Coming", "Going" or "Unformed", from the enum's own
    names."""
    return str(mod["state"]).replace("MODULE_STATE_", "").capitalize()


def module_sections(mod):
    """[(section name, load address)] from mod->sections.

    s[] is a flexible array, which gdb will not index past its declared
    (zero) length, so each entry is found by pointer arithmetic.
    """
    secs = mod["sections"]
    if int(secs) == 0:
        return []
    entry_type = gdb.lookup_type("struct module_section")
    first = int(secs) + _offsetof("struct module_sections", "s")
    result = []
    for i in range(int(secs["count"])):
        addr = first + i * entry_type.sizeof
        s = gdb.Value(addr).cast(entry_type.pointer()).dereference()
        result.append((s["name"].string(), int(s["addr"])))
    return result


def _read_guest(what, fn):
    """Run fn(); a guest address that cannot be read becomes a message.

    Without a live target gdb would read vmlinux's own .data instead,
    and show an empty list and log as if they were the kernel's.
    Before the kernel turns paging on (QEMU paused at reset under
    `make debug`) nothing at 0xc0000000 is mapped yet.
    """
    if not _connected():
        raise gdb.GdbError("no kernel to read %s from: connect first "
                           "(target remote :1234)" % what)
    try:
        return fn()
    except gdb.MemoryError as e:
        raise gdb.GdbError("cannot read %s from the guest (%s): has the "
                           "kernel enabled paging yet?" % (what, e))


# --- finding a module's .ko ---------------------------------------------

def _elf_section_names(path):
    """The section names of an ELF32 little-endian file, or None.

    Used to check that the file on disk has every section the kernel
    loaded: a .ko rebuilt since insmod would give gdb wrong symbols.
    """
    try:
        with open(path, "rb") as f:
            elf = Elf(f.read())
        return elf.section_names() if elf.data[4] == ELFCLASS32 else None
    except (OSError, struct.error, ValueError, IndexError):
        return None


def _full_section_name(name, file_names):
    """The kernel keeps 31 characters of a section name (char[32]):
    match a cut-off name to the one section in the file it starts."""
    if name in file_names:
        return name
    longer = [n for n in file_names if n.startswith(name)]
    return longer[0] if len(name) == 31 and len(longer) == 1 else None


class ModulePath(gdb.Parameter):
    """Directories (':'-separated) searched for NAME.ko by oops-symbols,
    after the `modules` folder beside vmlinux.  The environment variable
    OOPS386_MODULE_PATH gives the initial value."""

    set_doc = "Set the directories searched for module .ko files."
    show_doc = "Show the directories searched for module .ko files."

    def __init__(self):
        super().__init__("oops386-module-path", gdb.COMMAND_FILES,
                         gdb.PARAM_STRING)
        self.value = os.environ.get(MODULE_PATH_ENV, "")

    def get_show_string(self, svalue):
        return "Module .ko files are searched in: %s" % (
            ":".join(search_dirs()) or "(nowhere)")


_module_path = None     # the ModulePath instance
_extra_dirs = []        # directories given to oops-symbols, kept


def search_dirs():
    """Where NAME.ko may be, in order, without duplicates."""
    dirs = []
    vmlinux = gdb.current_progspace().filename
    if vmlinux:
        dirs.append(os.path.join(os.path.dirname(vmlinux), "modules"))
    if _module_path is not None and _module_path.value:
        dirs += _module_path.value.split(":")
    dirs += _extra_dirs
    seen, result = set(), []
    for d in dirs:
        d = os.path.abspath(os.path.expanduser(d))
        if d not in seen:
            seen.add(d)
            result.append(d)
    return result


def find_module_file(name):
    """The first NAME.ko under the search directories (walked down, so
    `make M=DIR` trees and build/ itself both work)."""
    wanted = {name + ".ko", name.replace("_", "-") + ".ko"}
    for top in search_dirs():
        for root, dirs, files in os.walk(top):
            dirs.sort()
            for f in sorted(files):
                if f in wanted:
                    return os.path.join(root, f)
    return None


# --- loading and dropping module symbols --------------------------------

class ModuleSymbols:
    """Which modules' symbol files gdb holds, and at which addresses.

    Keyed by module name; the value is the module's section list, so a
    module unloaded and loaded again (elsewhere) is seen as new.
    """

    def __init__(self):
        self.loaded = {}        # name -> (sections, address for removal)

    def load(self, mod, verbose=True, init_gone=False):
        """add-symbol-file for mod, at the addresses of its sections
        that are still in memory: its core, and its init region until
        that is freed (init_gone: it is being freed now)."""
        name = module_name(mod)
        sections = module_sections(mod)
        self.drop(name)
        path = find_module_file(name)
        if path is None:
            gdb.write("oops-symbols: no %s.ko in %s\n" %
                      (name, ":".join(search_dirs()) or "(no directory)"))
            return
        live = [(sec, addr) for sec, addr in sections
                if _in_module_memory(mod, addr, init_gone)]
        args = self._section_args(path, live)
        if args is None:
            return
        gdb.execute("add-symbol-file %s %s" % (_quote(path), args),
                    to_string=True)
        # struct module itself lies in the module's core: an address
        # that surely belongs to this symbol file, for remove-symbol-file.
        # The key is the kernel's whole list, which does not change when
        # init is freed, so sync() does not reload for that.
        self.loaded[name] = (sections, int(mod.address))
        if verbose:
            gdb.write("loaded symbols of %s from %s (core %#x)\n" %
                      (name, _short(path), int(mod["module_core"])))

    @staticmethod
    def _section_args(path, sections):
        """"-s NAME ADDR" for each loaded section the file has."""
        file_names = _elf_section_names(path)
        if file_names is None:
            gdb.write("oops-symbols: %s is not an ELF32 file\n" % path)
            return None
        args = []
        for sec, addr in sections:
            full = _full_section_name(sec, file_names)
            if full is None:
                gdb.write("oops-symbols: %s has no section %s: not the "
                          "module that was loaded?\n" % (path, sec))
                return None
            args.append("-s %s %#x" % (full, addr))
        return " ".join(args)

    def init_freed(self, mod):
        """mod's init region is being freed: load its symbols again
        without the init sections (if gdb had them at all)."""
        if module_name(mod) in self.loaded:
            self.load(mod, verbose=False, init_gone=True)

    def drop(self, name):
        entry = self.loaded.pop(name, None)
        if entry is not None:
            gdb.execute("remove-symbol-file -a %#x" % entry[1],
                        to_string=True)

    def sync(self, force=False, verbose=True):
        """Make gdb's symbol files match the guest's module list: drop
        the ones of modules that are gone or moved, load the new ones
        (all of them with force, to pick up rebuilt .ko files)."""
        # an Unformed module holds its name on the list while it is
        # linked (add_unformed_module()): its sections are not placed
        # yet; module_loaded() loads it once they are
        mods = {module_name(m): m for m in loaded_modules()
                if module_state(m) != "Unformed"}
        for name in list(self.loaded):
            if name not in mods or force or \
               self.loaded[name][0] != module_sections(mods[name]):
                self.drop(name)
        for name, mod in mods.items():
            if name not in self.loaded:
                self.load(mod, verbose)


def _in_module_memory(mod, addr, init_gone):
    """Whether a section at addr is in memory the module still owns.

    Once init has run, its region is freed and may hold the next
    module: sections left out of add-symbol-file stay at their file
    address, 0, where nothing runs, instead of claiming that memory.
    """
    def within(start, size):
        return start != 0 and start <= addr < start + size

    return within(int(mod["module_core"]), int(mod["core_size"])) or \
        (not init_gone and
         within(int(mod["module_init"]), int(mod["init_size"])))


def _short(path):
    """path relative to gdb's directory when it is below it (as the
    user typed build/vmlinux), else absolute."""
    cwd = os.getcwd()
    if cwd != os.sep and path.startswith(cwd + os.sep):
        return path[len(cwd) + 1:]
    return path


def _quote(path):
    """add-symbol-file splits its arguments like a shell."""
    return '"%s"' % path.replace("\\", "\\\\").replace('"', '\\"')


symbols = ModuleSymbols()


class SymbolsCommand(gdb.Command):
    """Load the symbols of every module the kernel has loaded.

Usage: oops-symbols [DIR...]
Walks the kernel's `modules` list and runs add-symbol-file for each
module's NAME.ko with the address of every section the kernel loaded
(mod->sections).  NAME.ko is looked for under the `modules` folder beside
vmlinux, then under `oops386-module-path`, then under the DIRs given to
this command (now or before: they are remembered).  Symbols of modules
that are gone are removed.  New modules are picked up by themselves at
insmod, so this is for attaching to a kernel that already has modules,
or after rebuilding one."""

    def __init__(self):
        super().__init__("oops-symbols", gdb.COMMAND_FILES,
                         gdb.COMPLETE_FILENAME)

    def invoke(self, arg, from_tty):
        for d in gdb.string_to_argv(arg):
            d = os.path.abspath(os.path.expanduser(d))
            if not os.path.isdir(d):
                raise gdb.GdbError("oops-symbols: %s is not a directory" % d)
            if d not in _extra_dirs:
                _extra_dirs.append(d)
        _read_guest("the module list", lambda: symbols.sync(force=True))
        if not symbols.loaded:
            gdb.write("oops-symbols: no module symbols loaded\n")


class LsmodCommand(gdb.Command):
    """List the loaded modules, read from guest memory.

Usage: oops-lsmod
Columns: name, core address, size (core + init, as lsmod counts it),
state, then the reference count and the modules using this one (lsmod's
"Used by")."""

    def __init__(self):
        super().__init__("oops-lsmod", gdb.COMMAND_DATA)

    def invoke(self, arg, from_tty):
        rows = _read_guest("the module list", self._rows)
        gdb.write("%-19s %-10s %8s  %-6s  %s\n" %
                  ("Module", "Core", "Size", "State", "Used by"))
        for row in rows:
            gdb.write("%-19s 0x%08x %8d  %-6s  %s\n" % row)

    @staticmethod
    def _rows():
        return [(module_name(m), int(m["module_core"]),
                 int(m["core_size"]) + int(m["init_size"]),
                 module_state(m), _used_by(m))
                for m in loaded_modules()]


def _used_by(mod):
    """"N a,b": the reference count and the users, as lsmod prints."""
    users = [module_name(use["source"].dereference())
             for use in _list_entries(mod["source_list"],
                                      "struct module_use", "source_list")]
    text = str(int(mod["refcnt"]["counter"]))  # atomic_t (module.h)
    return text + (" " + ",".join(users) if users else "")


def kernel_log():
    """The text of log_buf, oldest first, without "<N>" prefixes.

    log_end counts every byte ever logged; the buffer keeps the last
    sizeof(log_buf) of them, at index (byte number mod size).  Like the
    kernel's log_buf_copy(), a line cut by the wrap keeps its start.
    """
    buf = _kernel_var("log_buf")
    size = buf.type.sizeof
    end = int(_kernel_var("log_end"))
    start = max(0, end - size)
    raw = _read_ring(int(buf.address), size, start, end)
    return _strip_levels(raw.decode("latin-1"), at_line_start=start == 0)


def _read_ring(base, size, start, end):
    """Bytes start..end of a ring buffer of size bytes: one read, or two
    when they wrap past its end."""
    inferior = gdb.selected_inferior()
    first = start % size
    length = end - start
    if first + length <= size:
        return bytes(inferior.read_memory(base + first, length))
    head = bytes(inferior.read_memory(base + first, size - first))
    return head + bytes(inferior.read_memory(base, length - (size - first)))


def _strip_levels(text, at_line_start):
    """Drop the 3-byte "<N>" that starts each line (only "\n" ends a
    line in the log, so no str.splitlines())."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if (i or at_line_start) and line.startswith("<") and len(line) >= 3:
            lines[i] = line[3:]
    return "\n".join(lines)


class DmesgCommand(gdb.Command):
    """Print the kernel log, read from guest memory.

Usage: oops-dmesg
What the shell's `dmesg` prints: log_buf from the oldest byte it still
holds to log_end, without the "<N>" level prefixes.  Works when the
kernel cannot print any more (stopped in a panic, hung)."""

    def __init__(self):
        super().__init__("oops-dmesg", gdb.COMMAND_DATA)

    def invoke(self, arg, from_tty):
        gdb.write(_read_guest("the kernel log", kernel_log))


# --- the hooks ----------------------------------------------------------

class ModuleHook(gdb.Breakpoint):
    """An internal breakpoint on a kernel function taking `struct module
    *mod`: runs action(mod) and lets the kernel go on (stop() returns
    False), so the user sees nothing but the symbols changing."""

    def __init__(self, function, action):
        super().__init__(function, internal=True)
        self.silent = True
        self.action = action

    def stop(self):
        _quietly(lambda: self.action(
            gdb.parse_and_eval("mod").dereference()))
        return False


# The three moments a module's memory changes (kernel/module/main.c):
#  module_loaded(mod)	linked and on the list, init not yet run: load
#			its symbols, so that pending breakpoints on its
#			functions (break hello_init) resolve before it runs;
#  do_free_init(mod)	init ran, its region is being freed: load again
#			without the init sections;
#  free_module(mod)	rmmod, or an init that failed: drop its symbols,
#			so breakpoints in it go back to pending.
HOOKS = [
    ("module_loaded", lambda mod: symbols.load(mod)),
    ("do_free_init", lambda mod: symbols.init_freed(mod)),
    ("free_module", lambda mod: symbols.drop(module_name(mod))),
]


def _quietly(fn):
    """A hook must never stop the kernel: whatever goes wrong in it
    (even a bug here) becomes a message, and the kernel goes on."""
    try:
        fn()
    except Exception as e:     # noqa: BLE001 - on purpose, see above
        gdb.write("oops386 module hook: %s\n" % e)


def _connected():
    return gdb.selected_inferior().pid != 0


TASK_STATES = {0: "R", 1: "S", 4: "Z"}    # include/linux/sched.h


class PsCommand(gdb.Command):
    """List every task, read from guest memory.

Usage: oops-ps
Columns: pid, state (R running, S sleeping, Z zombie), name, parent pid
and "user" for a process with its own address space (mm) or "kernel"
for a kernel thread; the task the CPU of gdb's selected thread runs (the
one gdb stopped in) is marked with "*"."""

    def __init__(self):
        super().__init__("oops-ps", gdb.COMMAND_DATA)

    def invoke(self, arg, from_tty):
        rows = _read_guest("the task list", self._rows)
        gdb.write("  %5s %-5s %-16s %5s  %s\n" %
                  ("PID", "STATE", "NAME", "PPID", "KIND"))
        for row in rows:
            gdb.write("%s %5d %-5s %-16s %5d  %s\n" % row)

    @staticmethod
    def _rows():
        # QEMU's gdb stub: thread N is CPU N - 1 (docs/gdb.md, 10)
        cpu = gdb.selected_thread().num - 1
        running = int(_kernel_var("cpu_curr")[cpu])
        rows = []
        for t in _list_entries(_kernel_var("task_list"),
                               "struct task_struct", "tasks"):
            parent = t["parent"]
            rows.append(("*" if int(t.address) == running else " ",
                         int(t["pid"]),
                         TASK_STATES.get(int(t["state"]), "?"),
                         t["comm"].string(),
                         int(parent["pid"]) if int(parent) else 0,
                         "user" if int(t["mm"]) else "kernel"))
        return rows


class UserCommand(gdb.Command):
    """Load the symbols of one of oops386's user programs.

Usage: oops-user PROGRAM    (sh, init, insmod, fault, ...)
The programs are static ELF executables linked at fixed addresses, so
their symbols apply as they are (build/user/bin/PROGRAM, which keeps its
debugging information; the initramfs has a stripped copy).  Then
`break main` or a backtrace below syscall_call shows the program's own
frames while that program runs."""

    def __init__(self):
        super().__init__("oops-user", gdb.COMMAND_FILES)

    def invoke(self, arg, from_tty):
        name = arg.strip()
        if not name:
            raise gdb.GdbError("usage: oops-user PROGRAM")
        build = os.path.dirname(gdb.current_progspace().filename)
        for sub in ("", "tests"):
            path = os.path.join(build, "user", "bin", sub, name)
            if os.path.isfile(path):
                gdb.execute("add-symbol-file %s" % path, to_string=True)
                gdb.write("loaded symbols of %s from %s\n" % (name, path))
                return
        raise gdb.GdbError("no user program %s in %s/user/bin"
                           % (name, build))


def setup():
    """Register the commands, parameter and hooks (once per gdb)."""
    global _module_path
    _module_path = ModulePath()
    SymbolsCommand()
    LsmodCommand()
    DmesgCommand()
    PsCommand()
    UserCommand()
    gdb.execute("alias lx-symbols = oops-symbols")
    for function, action in HOOKS:
        ModuleHook(function, action)
    # Attached to a kernel that already has modules: load them now, or
    # at the first stop where the list can be read (paused at reset,
    # under `make debug`, paging is still off).  From then on the hooks
    # see every insmod and rmmod.
    if not _initial_sync():
        gdb.events.stop.connect(_sync_at_stop)


def _initial_sync():
    """Load the symbols of the modules already there; False if the
    kernel cannot be read yet."""
    if not _connected():
        return False
    try:
        symbols.sync(verbose=True)
        return True
    except (gdb.error, gdb.GdbError, gdb.MemoryError):
        return False


def _sync_at_stop(event):
    if _initial_sync():
        gdb.events.stop.disconnect(_sync_at_stop)


setup()
