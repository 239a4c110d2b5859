# The code rule "functions take <= 5 parameters" cannot erode:
# tests/tools/check_params.py finds every function of the tree with more
# (Linux's own signatures allowed by name), tests/host/test_check_params.py
# shows that it fails when it should.  See scripts/host.mk.
HOST_TESTS += tests/host/test_check_params.py tests/tools/check_params.py
