# The map cannot drift: tests/tools/check_docs.py checks that every file and
# function named in README.md, docs/ and source comments exists, that
# docs quote the built kernel's symbol count, and that docs/oops.md's
# table matches its transcripts; tests/host/test_check_docs.py shows
# that the check fails when it should.  See scripts/host.mk.
HOST_TESTS += tests/host/test_check_docs.py tests/tools/check_docs.py \
	tests/host/test_doc_settle.py
