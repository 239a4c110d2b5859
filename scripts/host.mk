# Host-side build: unit tests, benchmarks and fuzzers for the pure code
# (the host-y lists of the Kbuild files), and the host tools the kernel
# build runs.  Included by the top Makefile.
#
# Each topic adds a fragment tests/host/<topic>.mk that appends to:
#   HOST_TESTS   programs run by `make test`; each prints KTAP on stdout
#   BENCH_PROGS  programs run by `make bench`; each prints
#                "bench: NAME VALUE UNIT" lines
#   FUZZ_TARGETS libFuzzer programs run by `make fuzz`; a target's seed
#                corpus files are listed in FUZZ_SEEDS_<basename>

HOSTCC        ?= gcc
FUZZCC        ?= clang
# Our headers are reached with #include "linux/x.h" only (-iquote), so the
# C library's own <linux/...> headers are never shadowed on the host; a
# folder's private header by its path from the top ("kernel/module/...").
HOST_WARN      = -Wall -Wextra -Werror
HOST_BASEFLAGS = -std=gnu11 -g $(HOST_WARN) -iquote include -iquote . \
		 -iquote tests/host
HOST_SANITIZE  = -fsanitize=address,undefined -fno-sanitize-recover=all \
		 -fno-omit-frame-pointer
HOST_CFLAGS    = $(HOST_BASEFLAGS) -O1 $(HOST_SANITIZE)
# Tools the build runs and benchmarks: optimised, no sanitizer overhead.
HOST_TOOL_CFLAGS = $(HOST_BASEFLAGS) -O2
FUZZ_CFLAGS    = -std=gnu11 -g -O1 -iquote include -iquote . \
		 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
FUZZ_SECONDS  ?= 30

HOST_TESTS   :=
BENCH_PROGS  :=
FUZZ_TARGETS :=

# The pure sources named by file name, wherever they live: only what a
# Kbuild lists in host-y may build for the host.
host-srcs = $(foreach f,$(1),$(or $(filter %/$(f),$(HOST_Y_SRCS)),\
	$(error $(f) is in no Kbuild's host-y list)))

# Every host-y file compiles on its own for the host, with the host
# tests' warnings: the proof that it is pure.
HOST_PURE_OBJS := $(patsubst %.c,$(BUILD)/host/pure/%.o,$(HOST_Y_SRCS))
$(BUILD)/host/pure/%.o: %.c
	@mkdir -p $(@D)
	$(quiet) HOSTCC $@
	$(Q)$(HOSTCC) $(HOST_BASEFLAGS) -O1 -c $< -o $@

# --- host tools the kernel build runs: optimised, no sanitizers ---------

# The generator also decodes its output with the decoder, as a self-check.
$(BUILD)/scripts/kallsyms: scripts/kallsyms.c scripts/hosttool.h \
		$(call host-srcs,kallsyms_table.c) include/linux/kallsyms_table.h
	@mkdir -p $(@D)
	$(quiet) HOSTCC $@
	$(Q)$(HOSTCC) $(HOST_TOOL_CFLAGS) -o $@ scripts/kallsyms.c \
		$(call host-srcs,kallsyms_table.c)

# The kernel's line table, from the first link's DWARF (lib/lineinfo.c).
LINEINFO_LIB := $(call host-srcs,dwarf_line.c lineinfo.c)
LINEINFO_DEPS := $(LINEINFO_LIB) include/linux/dwarf_line.h \
		 include/linux/lineinfo.h
$(BUILD)/scripts/lineinfo: scripts/lineinfo.c scripts/hosttool.h \
		$(LINEINFO_DEPS)
	@mkdir -p $(@D)
	$(quiet) HOSTCC $@
	$(Q)$(HOSTCC) $(HOST_TOOL_CFLAGS) -o $@ scripts/lineinfo.c \
		$(LINEINFO_LIB)

-include $(sort $(wildcard tests/host/*.mk))

.PHONY: host-tests fuzz
host-tests: $(HOST_TESTS) $(HOST_PURE_OBJS)

# Then the kernel half of loading, in QEMU: damaged stock modules
# through the real loader (tests/tools/fuzz_insmod.py); then every system
# call, from several processes at once (tests/tools/sysfuzz.py, running
# user/tests/sysfuzz.c; FUZZ_SEED=N replays a run's calls).
fuzz: $(FUZZ_TARGETS) kernel modules $(BUILD)/initramfs.cpio
	@for f in $(FUZZ_TARGETS); do \
		n=$$(basename $$f); c=$(BUILD)/fuzz/corpus-$$n; \
		mkdir -p $$c; \
		echo "fuzz: $$n for $(FUZZ_SECONDS) s"; \
		$$f -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
			$$c $(BUILD)/fuzz/seeds-$$n || exit 1; \
	done
	@echo "fuzz: insmod in QEMU for $(FUZZ_SECONDS) s"
	$(Q)$(PYTHON) tests/tools/fuzz_insmod.py --build $(BUILD) \
		--seconds $(FUZZ_SECONDS)
	@echo "fuzz: system calls in QEMU for $(FUZZ_SECONDS) s"
	$(Q)$(PYTHON) tests/tools/sysfuzz.py --build $(BUILD) \
		--seconds $(FUZZ_SECONDS) $(if $(FUZZ_SEED),--seed $(FUZZ_SEED)) \
		$(if $(FUZZ_APPEND),--append "$(FUZZ_APPEND)")
