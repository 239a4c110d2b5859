# The module linker on every module of Debian's i386 Linux kernel
# package, GNU ld the oracle (docs/corpus.md).  scripts/fetch-corpus.sh
# fetches the package into $(BUILD)/corpus, or says there why it cannot;
# tests/host/corpus_link.c links the modules, tests/host/corpus.py
# drives it for the test and the benchmark.  See scripts/host.mk for the
# contract.
#
#   make corpus     fetch, then run only the corpus tests (host and QEMU),
#                   the host one on every module (make test: every 4th)

CORPUS_LIB  := $(call host-srcs,errmsg.c elf.c check.c module.c)
CORPUS_DEPS := tests/host/corpus_link.c $(CORPUS_LIB) include/linux/elf.h \
	       include/linux/moduleloader.h \
	       kernel/module/internal.h include/linux/types.h \
	       include/linux/errno.h include/linux/string.h
# The test's build has the sanitizers; the timings are taken with -O2.
CORPUS_TOOLS := $(BUILD)/host/corpus_link $(BUILD)/host/corpus_link_fast

$(BUILD)/host/corpus_link: $(CORPUS_DEPS)
	@mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) -o $@ tests/host/corpus_link.c $(CORPUS_LIB)

$(BUILD)/host/corpus_link_fast: $(CORPUS_DEPS)
	@mkdir -p $(@D)
	$(HOSTCC) $(HOST_TOOL_CFLAGS) -o $@ tests/host/corpus_link.c \
		$(CORPUS_LIB)

# Run every time: it returns at once when the modules are there.
.PHONY: corpus-fetch corpus
corpus-fetch:
	@scripts/fetch-corpus.sh $(BUILD)/corpus

HOST_TESTS  += tests/host/test_corpus.py
BENCH_PROGS += tests/host/bench_corpus.py
host-tests: corpus-fetch $(CORPUS_TOOLS)
bench: corpus-fetch $(CORPUS_TOOLS)

corpus: kernel modules corpus-fetch $(CORPUS_TOOLS)
	CORPUS_EVERY=1 $(PYTHON) tests/tools/run_tests.py --build $(BUILD) \
		--host tests/host/test_corpus.py -k corpus
