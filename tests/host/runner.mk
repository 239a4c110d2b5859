# The test runner's scheduling around the background make test-modules
# (tests/tools/run_tests.py): which files wait for it, and that their
# units are held back until it ends.  See scripts/host.mk for the contract.
HOST_TESTS += tests/host/test_runner.py
