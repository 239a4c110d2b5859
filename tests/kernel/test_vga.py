"""The VGA screen, read from guest memory through QEMU's monitor: a long
oops, its history reachable with Shift+PageUp, nothing unprintable."""

import time

KEY_WAIT = 10.0     # seconds for a key press to reach the screen


def screen(vm):
    lines = vm.vga_text()
    assert len(lines) == 25
    for line in lines:
        assert all(" " <= c <= "~" for c in line), repr(line)
    return [line.rstrip() for line in lines]


def press(vm, key, before):
    """Send a key; the screen as soon as it differs from before."""
    vm.hmp("sendkey " + key)
    deadline = time.monotonic() + KEY_WAIT
    while time.monotonic() < deadline:
        now = screen(vm)
        if now != before:
            return now
        time.sleep(0.05)
    return before


def test_long_oops_scrolls_back_on_vga(k):
    vm = k.boot(append="oops=deep", monitor=True)
    bottom = screen(vm)
    assert bottom[-1] == "#", bottom
    # the oops, then init's shell: its prompt on the last line
    assert any(l.startswith("Code: ") for l in bottom), bottom
    # the oops is taller than the screen: its first line is above it
    assert not any(l.startswith("Unable to handle") for l in bottom)
    up = press(vm, "shift-pgup", bottom)
    assert any(l.startswith("Unable to handle kernel NULL pointer")
               for l in up), up
    assert press(vm, "shift-pgdn", up) == bottom


def test_serial_and_vga_show_the_same_text(k):
    vm = k.boot(monitor=True)
    vm.run("echo on both consoles")
    assert "on both consoles" in screen(vm)


def test_keyboard_types_into_the_shell(k):
    """The PS/2 keyboard (IRQ 1, scan code set 1) feeds the same shell."""
    vm = k.boot(monitor=True)
    for key in ["e", "c", "h", "o", "spc", "shift-k", "b", "ret"]:
        vm.hmp("sendkey " + key)
    vm.expect("echo Kb\nKb\n# ")
