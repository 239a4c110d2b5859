# The input event numbers (include/linux/input-event-codes.h, the BUS_
# numbers of include/linux/input.h) against the Linux headers Debian
# installs, the independent oracle.  See scripts/host.mk for the contract.
HOST_TESTS += tests/host/test_input_codes.py
