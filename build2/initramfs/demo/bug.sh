# BUG(): the "cut here" oops, decoded by the kernel itself
oops bug
