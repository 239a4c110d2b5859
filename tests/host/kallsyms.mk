# kallsyms: the tests, benchmark and fuzzer of the symbol table generator
# (scripts/kallsyms.c, built by scripts/host.mk) and of its decoder
# kernel/kallsyms_table.c.
# Included by scripts/host.mk; see docs/kallsyms.md.

KALLSYMS_LIB  := $(call host-srcs,kallsyms_table.c)
KALLSYMS_DEPS := $(KALLSYMS_LIB) include/linux/kallsyms_table.h \
		 include/linux/types.h include/linux/errno.h \
		 include/linux/string.h

# The test runs the generator, found by absolute path wherever it runs,
# and replays damaged tables through the fuzzer's consistency check.
# Twice: on the host, and as i386 (-m32), where long and size_t are 32
# bits as in the kernel.
$(BUILD)/host/test_kallsyms_i386: KALLSYMS_ARCH := -m32

$(BUILD)/host/test_kallsyms $(BUILD)/host/test_kallsyms_i386: \
		tests/host/test_kallsyms.c tests/host/fuzz_kallsyms.c \
		tests/host/ktap.h $(KALLSYMS_DEPS) | $(BUILD)/scripts/kallsyms
	@mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) $(KALLSYMS_ARCH) \
		-DKALLSYMS_TOOL='"$(abspath $(BUILD))/scripts/kallsyms"' \
		-o $@ tests/host/test_kallsyms.c tests/host/fuzz_kallsyms.c \
		$(KALLSYMS_LIB)

$(BUILD)/host/bench_kallsyms: tests/host/bench_kallsyms.c $(KALLSYMS_DEPS)
	@mkdir -p $(@D)
	$(HOSTCC) $(HOST_TOOL_CFLAGS) -o $@ tests/host/bench_kallsyms.c \
		$(KALLSYMS_LIB)

$(BUILD)/fuzz/fuzz_kallsyms: tests/host/fuzz_kallsyms.c $(KALLSYMS_DEPS) \
		| $(BUILD)/fuzz/seeds-fuzz_kallsyms/table.bin
	@mkdir -p $(@D)
	$(FUZZCC) $(FUZZ_CFLAGS) -o $@ tests/host/fuzz_kallsyms.c \
		$(KALLSYMS_LIB)

# Seed: a small valid table, so the fuzzer starts from the real format.
$(BUILD)/fuzz/seeds-fuzz_kallsyms/table.bin: $(BUILD)/scripts/kallsyms
	@mkdir -p $(@D)
	printf '%s\n' 'c0100000 00000040 T start_kernel' \
		'c0100040 00000010 t helper' 'c0100040 T helper_alias' \
		'c0100050 00000010 T printk' 'c0110000 00000100 D init_task' \
		'c0120000 00001000 b stack' 'c0121000 A __start___kallsyms' | \
		$< --bin $@ > /dev/null

HOST_TESTS   += $(BUILD)/host/test_kallsyms $(BUILD)/host/test_kallsyms_i386 \
		tests/host/test_ksymoops.py
BENCH_PROGS  += $(BUILD)/host/bench_kallsyms
FUZZ_TARGETS += $(BUILD)/fuzz/fuzz_kallsyms
FUZZ_SEEDS_fuzz_kallsyms := $(BUILD)/fuzz/seeds-fuzz_kallsyms/table.bin
fuzz: $(FUZZ_SEEDS_fuzz_kallsyms)
