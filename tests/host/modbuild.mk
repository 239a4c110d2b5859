# The module build (scripts/modules.mk, scripts/modpost.c,
# scripts/module.lds), checked with GNU binutils as the oracle.  The test
# runs make itself: `make modules`, then make M=DIR on small out-of-tree
# modules it writes, with gcc and clang.  See scripts/host.mk for the
# contract.
HOST_TESTS += tests/host/test_modbuild.py
