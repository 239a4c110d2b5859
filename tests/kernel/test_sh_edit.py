"""sh's line editing (user/lib/lineedit.c): the arrow keys move and
recall history instead of printing "[A", Ctrl-C abandons a line, Ctrl-D
on an empty line ends the shell (init starts another), and a program
run from the edited line still gets a canonical terminal."""

import os
import re

LEFT, RIGHT, UP, DOWN = "\x1b[D", "\x1b[C", "\x1b[A", "\x1b[B"
HOME, END, DELETE = "\x1b[H", "\x1b[F", "\x1b[3~"


def boot_user(k, shared=True):
    """The user-space initramfs booted; shared (run_tests.py) unless the
    test ends the shell."""
    return k.boot(initrd=[os.path.join(k.build, "initramfs.cpio")],
                  shared=shared)


def typed(vm, keys):
    """Type keys and Enter; what the command printed"""
    start = vm.pos
    vm.send(keys + "\r")
    vm.wait_prompt()
    out = vm.log[start:vm.pos - 2]
    return out[out.index("\n") + 1:]


def test_left_then_insert(k):
    vm = boot_user(k)
    assert typed(vm, "echo helo" + LEFT + "l") == "hello\n"
    assert typed(vm, "echo wrd" + HOME + RIGHT * 6 + "o" + END + "s") == \
        "words\n"
    assert typed(vm, "echo abcd" + LEFT * 2 + DELETE + "\x7f") == "ad\n"
    assert "[D" not in vm.log and "[A" not in vm.log


def test_up_recalls_the_previous_command(k):
    vm = boot_user(k)
    assert typed(vm, "echo first") == "first\n"
    assert typed(vm, "echo second") == "second\n"
    assert typed(vm, UP) == "second\n"
    assert typed(vm, UP + UP) == "first\n"
    # Down past the newest entry comes back to what was being typed
    assert typed(vm, "echo draft" + UP + DOWN) == "draft\n"


def test_ctrl_c_abandons_the_line(k):
    vm = boot_user(k)
    vm.send("echo never\x03")
    vm.wait_prompt()
    assert vm.log.endswith("# echo never^C\n# "), repr(vm.log[-40:])
    assert "\nnever\n" not in vm.log
    assert vm.run("echo alive") == "alive\n"


def test_ctrl_d_on_an_empty_line_ends_the_shell(k):
    vm = boot_user(k, shared=False)     # ends the shell
    before = re.search(r"^\s+(\d+) S\s+sh$", vm.run("ps"), re.M).group(1)
    vm.send("\x04")
    vm.wait_prompt()                   # init starts a new shell
    after = re.search(r"^\s+(\d+) S\s+sh$", vm.run("ps"), re.M).group(1)
    assert after != before


def test_a_program_still_gets_canonical_lines(k):
    vm = boot_user(k)
    vm.send("cat /dev/console\r")
    vm.expect("cat /dev/console\n")
    vm.send("ab\x7fc\r")               # the terminal's own editing
    vm.expect("ab\b \bc\n")            # ECHOE rubs the b out
    vm.expect("ac\n")                  # cat's copy of the line
    vm.send("\x03")
    vm.wait_prompt()
    assert vm.run("echo alive") == "alive\n"
