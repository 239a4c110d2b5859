#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""tests/tools/check_docs.py - the map cannot drift.

Reads README.md, docs/*.md and every comment in the source tree and
checks that what they name is there:
  * every file path (kernel/module/main.c, include/asm/bug.h, lkdtm.c)
    exists in the tree;
  * every `function()` is defined in the tree: a C function or
    function-like macro, an assembly label, a Python function, a gdb
    command, or a make function;
  * every "N symbols" in docs/ is the number the built kernel has, unless
    the sentence says it is an example or about another kernel;
  * every oops line quoted in docs/oops.md's tables appears, to the
    letter and number, in that file's own checked transcripts;
  * a number a doc's prose quotes from its transcripts is there: a count
    ("45 relocations", "601 bytes", "3124 symbols", "1292k") or a pid in
    a section that has a transcript, picture or generated table, a trace
    entry (`store_write [kernel] 0x50`) or a line reference
    (lkdtm.c:27) anywhere in the file;
  * README.md and docs/first-hour.md, the student's way in, stay under
    STORY_WORDS words together, and every longer doc of docs/ opens, right
    under its title, with whom it is for ("**Who needs this:** ...");
  * docs/README.md's map says where things are: a `function()` named
    right after a file, in the parentheses or the colon list that
    follow it ("traps.c (`die()`)", "init.c: `paging_init()`"), is
    defined in that file, which a map row's folder prefixes.
Names of Linux's own files and functions are allowed where the text says
so: a mention within a few words after "Linux", "2.5", "2.6", "glibc",
"libc", "man" or "busybox" is about that project, not this tree.

Usage: check_docs.py [--build DIR] [--root DIR]
Prints KTAP, one test per file checked; exit status 1 if any fails.
"""
import argparse
import glob
import os
import re
import subprocess
import sys

TOP_DIRS = ("arch", "boot", "crypto", "docs", "drivers", "fs", "include", "init",
            "kernel", "lib", "mm", "modules", "scripts", "tests", "user")
SOURCE_EXT = (".c", ".h", ".S", ".py", ".sh", ".mk", ".lds", ".ld", ".cfg",
              ".md", ".gdb")
# Context that says a name is another project's.
FOREIGN = re.compile(r"(Linux|linux's|2\.[456]|glibc|libc|man page|man 2|"
                     r"busybox|module-init-tools|ksymoops 2|LKMPG|LDD3|"
                     r"xv6|kbuild's|GNU|binutils|QEMU|GRUB|grub|gdb's|"
                     r"python|Python|the original|Keith|Rusty|Ingo)",
                     re.I)
FOREIGN_WINDOW = 60

PATH_RE = re.compile(r"(?<![\w./$-])((?:[\w.-]+/)*[\w.-]+(?:%s))(?![\w/])"
                     % "|".join(re.escape(e) for e in SOURCE_EXT))
FUNC_RE = re.compile(r"(?<![\w.>$-])([A-Za-z_]\w*)\(\)")
SYMBOLS_RE = re.compile(r"\b(\d[\d,]*) (?:kernel )?symbols\b")
EXAMPLE_RE = re.compile(r"when measured|such as|about|~|≈|"
                        r"at \d|under \d|modules|Linux|Debian|glibc|another|"
                        r"program", re.I)

# The check and its test: their patterns and fixtures are examples.
SELF = {"tests/tools/check_docs.py", "tests/host/test_check_docs.py"}

# Files the build writes (build/), and names Kbuild comments and tests
# use as placeholders for a student's own sources.
GENERATED = {"kallsyms.S", "Module.symvers"}
EXAMPLE_FILES = {"a.c", "b.c", "a.S", "foo.c", "bar.c", "baz.c", "util.c",
                 "greet.c", "adder.c", "closed.c", "thief.c", "x.c",
                 "ldd_shared.h", "ldd_local.h"}

# Words that look like calls but name the C language or the host's
# library, which the tree uses without defining.
HOST_NAMES = {
    "sizeof", "offsetof", "printf", "fprintf", "snprintf", "vsnprintf",
    "sprintf", "malloc", "calloc", "realloc", "free", "memcpy", "memset",
    "memcmp", "memmove", "strcmp", "strncmp", "strlen", "strcpy", "strchr",
    "strrchr", "strtoul", "strtol", "strdup", "qsort", "bsearch", "exit",
    "abort", "assert", "main", "read", "write", "open", "close", "mmap",
    "ioctl", "fork", "execve", "waitpid", "kill", "signal", "getopt",
    "fopen", "fclose", "fread", "fwrite", "fgets", "puts", "putchar",
    "LLVMFuzzerTestOneInput", "va_start", "va_end", "va_arg",
    "__builtin_expect", "__attribute__", "typeof", "clock_gettime",
    "time", "system", "popen", "pclose", "strsep", "strstr", "isprint",
    "isdigit", "isspace", "isalnum", "toupper", "tolower", "errno",
}


def read_text(root, f):
    """The text of file f, or None for one that is not UTF-8 text."""
    try:
        with open(os.path.join(root, f), encoding="utf-8") as fh:
            return fh.read()
    except (UnicodeDecodeError, IsADirectoryError):
        return None


def tracked_files(root):
    out = subprocess.run(["git", "-C", root, "ls-files", "-co",
                          "--exclude-standard"],
                         capture_output=True, text=True, check=True).stdout
    return [f for f in out.splitlines()
            if os.path.exists(os.path.join(root, f))]


class Tree:
    """What exists: files (by path and by base name) and defined names."""

    DEF_C = re.compile(r"^[A-Za-z_][\w \t\*]*?\b([A-Za-z_]\w*)\s*\(",
                       re.M)
    DEF_MACRO = re.compile(r"^#\s*define\s+([A-Za-z_]\w*)\(", re.M)
    DEF_ASM = re.compile(r"^([A-Za-z_]\w*):", re.M)
    DEF_ASM_MACRO = re.compile(r"^\s*\.macro\s+([A-Za-z_]\w*)", re.M)
    DEF_PY = re.compile(r"^\s*def\s+([A-Za-z_]\w*)\s*\(", re.M)
    DEF_GDB = re.compile(r"""super\(\)\.__init__\(\s*["']([\w-]+)["']""")
    DEF_GDB_CMD = re.compile(r"^define\s+([\w-]+)", re.M)
    DEF_MAKE = re.compile(r"^([\w-]+)\s*=", re.M)
    DEF_MAKE2 = re.compile(r"^define\s+([\w-]+)", re.M)
    # C macros that define functions: SYSCALL_DEFINE-like wrappers,
    # SHELL_COMMAND tables name the function as an argument.
    DEF_CALLBACK = re.compile(r"\b(?:__define_initcall|module_init|"
                              r"module_exit)\(\s*([A-Za-z_]\w*)\s*\)")
    # A function pointer member, such as an inode's show().
    DEF_FPTR = re.compile(r"\(\s*\*\s*([A-Za-z_]\w*)\s*\)\s*\(")
    # A symbol made by an alias attribute: int init_module(void) ...
    DEF_ALIAS = re.compile(r"\b([A-Za-z_]\w*)\(void\)[^;]*alias\(")

    def __init__(self, root, files):
        self.files = set(files)
        self.basenames = {os.path.basename(f) for f in files}
        self.names = set()
        self.constants = set()
        self.defined_in = {}    # file: the names it defines
        for f in files:
            text = read_text(root, f)
            if text is not None:
                self.defined_in[f] = self._collect(f, text)
                self.names.update(self.defined_in[f])

    def _collect(self, f, text):
        """The names file f defines."""
        names = set()
        regs = []
        if f.endswith((".c", ".h")):
            regs = [self.DEF_C, self.DEF_MACRO, self.DEF_CALLBACK,
                    self.DEF_FPTR, self.DEF_ALIAS]
        elif f.endswith(".S"):
            regs = [self.DEF_ASM, self.DEF_MACRO, self.DEF_ASM_MACRO]
        elif f.endswith(".py") or "/" not in f and text.startswith("#!")\
                or f.startswith("scripts/") and "python" in text[:40]:
            regs = [self.DEF_PY, self.DEF_GDB]
        elif f.endswith((".mk", "Makefile", "Kbuild", ".include")):
            regs = [self.DEF_MAKE, self.DEF_MAKE2]
        elif os.path.basename(f) == "gdbinit":
            regs = [self.DEF_GDB_CMD]
        for r in regs:
            names.update(r.findall(text))
        if not f.endswith(".md"):   # constants a doc may quote
            self.constants.update(h.lower() for h in CONSTANT_RE.findall(text))
        if f.endswith(".S") or f.endswith("linker.ld"):
            names.update(re.findall(r"\b([A-Za-z_]\w*)\s*=", text))
        return names

    def has_path(self, p, base_dir):
        if p in self.files or p in GENERATED or p.endswith(".mod.c"):
            return True
        for prefix in (base_dir, "include"):
            q = os.path.normpath(os.path.join(prefix, p))
            if q in self.files:
                return True
        if "/" not in p:
            return p in self.basenames or p in EXAMPLE_FILES or \
                bool(glob.glob("/usr/include/" + p) +
                     glob.glob("/usr/lib/gcc/*/*/include/" + p))
        return False


def foreign(line, pos):
    """Whether the name at pos is said to be another project's."""
    return bool(FOREIGN.search(line[max(0, pos - FOREIGN_WINDOW):pos]))


def path_is_ours(p):
    """Only paths into this tree are checked: a top-level folder of ours,
    or a bare source file name."""
    first = p.split("/")[0]
    if "/" not in p:
        return p.endswith((".c", ".h", ".S"))
    return first in TOP_DIRS or p in ("linker.ld", "Makefile")


def comment_lines(f, text):
    """(line number, text) of the comments of a source file."""
    out = []
    if f.endswith((".c", ".h", ".S", ".lds", ".ld")):
        for m in re.finditer(r"/\*.*?\*/|//[^\n]*", text, re.S):
            first = text.count("\n", 0, m.start()) + 1
            for i, line in enumerate(m.group(0).split("\n")):
                out.append((first + i, line))
        if f.endswith(".S"):
            for i, line in enumerate(text.split("\n"), 1):
                if "#" in line and not line.lstrip().startswith("#include"):
                    out.append((i, line[line.index("#"):]))
    else:
        in_doc = False
        for i, line in enumerate(text.split("\n"), 1):
            stripped = line.strip()
            if f.endswith(".py") and stripped.count('"""') % 2 == 1:
                in_doc = not in_doc
                out.append((i, line))
            elif in_doc or stripped.startswith("#"):
                out.append((i, line))
    return out


def doc_lines(text):
    """(line number, text) of a Markdown file, outside transcripts."""
    out = []
    in_block = False
    for i, line in enumerate(text.split("\n"), 1):
        if line.startswith("```") or line.startswith("~~~"):
            in_block = not in_block
            continue
        if not in_block and not line.startswith("    "):
            out.append((i, line))
    return out


def check_names(tree, f, lines):
    problems = []
    base_dir = os.path.dirname(f)
    for n, line in lines:
        if "http" in line:
            line = re.sub(r"https?://\S+", "", line)
        for m in PATH_RE.finditer(line):
            p = m.group(1)
            if p.startswith("build/") or not path_is_ours(p):
                continue
            if "*" in line[m.end():m.end() + 1] or foreign(line, m.start()):
                continue
            if not tree.has_path(p, base_dir):
                problems.append("%s:%d: no file %s" % (f, n, p))
        for m in FUNC_RE.finditer(line):
            name = m.group(1)
            # a system call is named as man 2 names it: wait4() is sys_wait4
            if name in HOST_NAMES or name in tree.names or \
                    "sys_" + name in tree.names:
                continue
            if foreign(line, m.start()):
                continue
            problems.append("%s:%d: no function %s()" % (f, n, name))
    return problems


MAP_ROW = re.compile(r"^\| `([\w./-]+/)` \|")


def up_to_close(text, stops):
    """text up to the first of stops outside its own parentheses."""
    depth = 0
    for i, c in enumerate(text):
        if depth == 0 and c in stops:
            return text[:i]
        depth += {"(": 1, ")": -1}.get(c, 0)
    return text


def named_after(line, end):
    """The text a file mention ending at end says about it: its
    parentheses, or its colon list up to ';' or ')', cut where the next
    file is named."""
    rest = line[end:].lstrip("`")
    if rest.startswith(" ("):
        said = up_to_close(rest[2:], ")")
    elif rest.startswith(": "):
        said = up_to_close(rest[2:], ");|")
    else:
        return ""
    m = PATH_RE.search(said)
    return said[:m.start()] if m else said


def check_map(tree, f, lines):
    """Each function the map names beside a file is defined there."""
    problems = []
    for n, line in lines:
        row = MAP_ROW.match(line)
        folder = row.group(1) if row else ""
        for m in PATH_RE.finditer(line):
            p = m.group(1)
            path = next((q for q in (os.path.normpath(folder + p), p)
                         if q in tree.files), None)
            if path is None:
                continue    # check_names() reports a missing file
            for name in FUNC_RE.findall(named_after(line, m.end())):
                if name not in tree.defined_in.get(path, ()):
                    problems.append("%s:%d: %s() is not defined in %s"
                                    % (f, n, name, path))
    return problems


def kernel_symbol_count(build):
    """How many symbols the built kernel's kallsyms table holds, as the
    generator wrote it at the top of build/kallsyms.S."""
    try:
        with open(os.path.join(build, "kallsyms.S")) as fh:
            m = re.search(r"(\d+) symbols", fh.readline())
    except OSError:
        return None
    return int(m.group(1)) if m else None


def check_numbers(f, lines, count):
    problems = []
    if count is None:
        return problems
    prev = ""
    for n, line in lines:
        context, prev = prev + " " + line, line
        for m in SYMBOLS_RE.finditer(line):
            value = int(m.group(1).replace(",", ""))
            if value == count or EXAMPLE_RE.search(context):
                continue
            problems.append("%s:%d: %d symbols, but the kernel built has %d"
                            " (a dated figure says 'when measured')"
                            % (f, n, value, count))
    return problems


# An address in a doc's prose: 8 hex digits with a letter among them, or
# 0x and 8 hex digits.  It is either a constant of the tree (a link
# address, a magic number) or one the kernel printed, and then the file's
# own transcripts must show it: a transcript refreshed by
# tests/tools/doc_transcripts.py --update takes the prose along with it.
ADDRESS_RE = re.compile(r"\b(?:0x)?([0-9a-fA-F]{8})\b")
CONSTANT_RE = re.compile(r"\b(?:0x)?([0-9a-fA-F]{8})[uUlL]*\b")


def check_addresses(tree, f, text):
    problems = []
    shown = transcripts(text).lower()
    for n, line in doc_lines(text):
        for m in ADDRESS_RE.finditer(line):
            h = m.group(1).lower()
            if not m.group(0).startswith("0x") and h.isdigit():
                continue            # a decimal number
            if h in shown or h in tree.constants:
                continue
            problems.append("%s:%d: %s is in no transcript of the file "
                            "(and no constant of the tree): stale?"
                            % (f, n, m.group(0)))
    return problems


def transcripts(text):
    """The text of the fenced blocks of a Markdown file."""
    return "\n".join(a + b for a, b in BLOCK.findall(text))


def check_oops_table(f, text):
    """Every row of the line-by-line table ("| Line |") quotes, in its
    first cell, a line that the file's transcripts show (addresses and
    numbers too, as `make docs` made them together); "..." stands for
    the rest of a line."""
    problems = []
    shown = transcripts(text)
    in_table = False
    for n, line in enumerate(text.split("\n"), 1):
        if line.startswith("| Line |"):
            in_table = True
            continue
        if not line.startswith("|"):
            in_table = False
        if not in_table or line.startswith("|---"):
            continue
        for quote in re.findall(r"`([^`]+)`", line.split("|")[1]):
            parts = [p.strip() for p in quote.split("...")]
            if not all(p in shown for p in parts):
                problems.append("%s:%d: the table quotes `%s`, which the "
                                "transcript does not show" % (f, n, quote))
    return problems


# What a doc quotes from a transcript: a count with its unit, a pid
QUOTED_COUNT = re.compile(r"(?<![\w.,])(\d[\d,]*)(?: (?:kernel )?(symbols|"
                          r"relocations|bytes)\b|k\b)|\bpid:? (\d+)")
# a trace entry as the kernel prints it, and a source line reference
QUOTED_ENTRY = re.compile(r"`(\w+ \[\w+\] 0x[0-9a-f]+)`")
LINE_REF = re.compile(r"\b[\w/.-]+\.(?:c|h|S):\d+\b")
# a fenced block, or a table a tool generates (tests/tools/bench_insmod24.py)
BLOCK = re.compile(r"^```[^\n]*\n(.*?)^```$|"
                   r"^<!-- bench-table: \w+ -->\n(.*?)^<!-- /bench-table -->$",
                   re.S | re.M)


def sections(text):
    """(first line number, text) of each part between headings."""
    out, start = [], 0
    lines = text.split("\n")
    for i, line in enumerate(lines + ["# end"]):
        if line.startswith("#") and not line.startswith("#!") and \
                not _in_block(lines, i):
            out.append((start + 1, "\n".join(lines[start:i])))
            start = i
    return out


def _in_block(lines, i):
    return sum(1 for line in lines[:i] if line.startswith("```")) % 2 == 1


def check_quoted(f, text):
    """Numbers the prose quotes are what the transcripts beside it show."""
    problems = []
    shown = transcripts(text)
    for n, line in doc_lines(text):
        for m in QUOTED_ENTRY.finditer(line):
            if m.group(1) not in shown:
                problems.append("%s:%d: `%s` is in no transcript of the file"
                                % (f, n, m.group(1)))
        for m in LINE_REF.finditer(line):
            if m.group(0) not in shown:
                problems.append("%s:%d: %s is in no transcript of the file: "
                                "a line reference must be generated"
                                % (f, n, m.group(0)))
    for first, part in sections(text):
        shown_here = transcripts(part)
        if not shown_here:
            continue
        numbers = set(re.findall(r"\d+", shown_here.replace(",", "")))
        prev = ["", "", ""]
        for n, line in doc_lines(part):
            prev = prev[1:] + [line]     # the sentence can start above
            if "when measured" in " ".join(prev).lower():
                continue        # a dated measurement, not a transcript's
            for m in QUOTED_COUNT.finditer(line):
                value = (m.group(1) or m.group(3)).replace(",", "")
                if value not in numbers:
                    problems.append("%s:%d: `%s`: the transcript beside it "
                                    "shows no %s" % (f, first + n - 1,
                                                     m.group(0), value))
    return problems


# README.md and docs/first-hour.md lead a student through the whole story
STORY = ("README.md", "docs/first-hour.md")
STORY_WORDS = 3000


# a doc this long says first whom it is for
LONG_DOC = 1000
WHO = "**Who needs this:**"


def check_opening(f, text):
    if len(text.split()) < LONG_DOC or f == STORY[1]:
        return []
    lines = text.split("\n")
    if len(lines) > 2 and lines[2].startswith(WHO):
        return []
    return ["%s:3: a doc of %d words opens with whom it is for: '%s ...'"
            % (f, len(text.split()), WHO)]


def check_story(root):
    words = sum(len((read_text(root, f) or "").split()) for f in STORY
                if os.path.exists(os.path.join(root, f)))
    if words >= STORY_WORDS:
        return ["%s: %d words together, over %d: cut, or move the detail "
                "to a doc they link" % (" + ".join(STORY), words,
                                        STORY_WORDS)]
    return []


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--root", default=os.path.dirname(os.path.dirname(here)))
    ap.add_argument("--build", default=None)
    args = ap.parse_args()
    root = args.root
    build = args.build or os.path.join(root, "build")
    files = tracked_files(root)
    tree = Tree(root, files)
    count = kernel_symbol_count(build)

    results = []
    for f in sorted(files):
        text = read_text(root, f)
        if text is None or f in SELF:
            continue
        if f.endswith(".md"):
            lines = doc_lines(text)
            problems = check_names(tree, f, lines)
            if f.startswith("docs/"):
                problems += check_numbers(f, lines, count)
                problems += check_addresses(tree, f, text)
                problems += check_quoted(f, text)
                problems += check_opening(f, text)
            if f == STORY[0]:
                problems += check_story(root)
            if f == "docs/oops.md":
                problems += check_oops_table(f, text)
            if f == "docs/README.md":
                problems += check_map(tree, f, lines)
        elif f.endswith(SOURCE_EXT) or os.path.basename(f) in (
                "Makefile", "Kbuild", "Kbuild.include"):
            problems = check_names(tree, f, comment_lines(f, text))
        else:
            continue
        results.append((f, problems))

    print("KTAP version 1")
    print("1..%d" % len(results))
    failed = 0
    for i, (f, problems) in enumerate(results, 1):
        if problems:
            failed += 1
            print("not ok %d %s" % (i, f))
            for p in problems:
                print("# " + p)
        else:
            print("ok %d %s" % (i, f))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
