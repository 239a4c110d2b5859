"""Kernel keyrings (security/keys/): tests/glibc/keycheck makes user
keys and keyrings with add_key(2), finds them with request_key(2) and
keyctl(2) KEYCTL_SEARCH, reads, updates, links, unlinks, revokes,
invalidates and clears them, looks at its thread, process, session and
user keyrings (a child's too, as user 1000, and after execve(2)), a
negative key, /proc/keys, and the errors the man pages name.  Every
line must be Linux 6.1's (tests/kernel/keys.linux, recorded once by
linux-reference), twice in one boot with memory back where it was:
keys go with their last reference."""

from test_perm import command_twice_as_linux


def test_keyrings_as_linux(k):
    command_twice_as_linux(k, "/glibc/keycheck", "keys.linux")
