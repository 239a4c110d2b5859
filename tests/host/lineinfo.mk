# Line tables (lib/dwarf_line.c, lib/lineinfo.c, scripts/lineinfo.c): the
# unit tests, the comparison with addr2line on what gcc and clang emit,
# and the fuzzer.  Included by scripts/host.mk (see there); docs/oops.md.

LINEINFO_OUT := $(BUILD)/lineinfo

# The unit tests replay the fuzzer's checks (tests/host/fuzz_lineinfo.c
# without its libFuzzer entry).  Twice: on the host, and as i386 (-m32),
# where size_t is 32 bits as in the kernel.
$(BUILD)/host/test_lineinfo_i386: LINEINFO_ARCH := -m32

$(BUILD)/host/test_lineinfo $(BUILD)/host/test_lineinfo_i386: \
		tests/host/test_lineinfo.c tests/host/fuzz_lineinfo.c \
		tests/host/ktap.h $(LINEINFO_DEPS)
	@mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) $(LINEINFO_ARCH) -DLINEINFO_NO_FUZZ_MAIN \
		-o $@ tests/host/test_lineinfo.c tests/host/fuzz_lineinfo.c \
		$(LINEINFO_LIB)

# The module linker's sample (tests/host/module_elf.mk), compiled by gcc
# and clang in DWARF 4 and 5, linked at 0x10000 (its kernel symbols left
# undefined: only the line tables matter).  test_lineinfo.py compares
# scripts/lineinfo's answer for each instruction with addr2line's.
LINEINFO_SAMPLE_SRCS := tests/host/module_elf_sample_a.c \
			tests/host/module_elf_sample_b.c
LINEINFO_SAMPLES := $(foreach cc,gcc clang,$(foreach dw,4 5,\
		$(LINEINFO_OUT)/sample-$(cc)-$(dw).elf))

$(LINEINFO_OUT)/sample-%.elf: $(LINEINFO_SAMPLE_SRCS) $(MODELF_SAMPLE_HDRS)
	@mkdir -p $(@D)/$*
	set -e; for src in $(LINEINFO_SAMPLE_SRCS); do \
		$(MODELF_CC_$(word 1,$(subst -, ,$*))) -O2 \
			-gdwarf-$(word 2,$(subst -, ,$*)) $(DEBUG_PREFIX_MAP) \
			$(MODELF_KO_CFLAGS) \
			-c $$src -o $(@D)/$*/$$(basename $$src).o; \
	done
	ld -m elf_i386 --unresolved-symbols=ignore-all -Ttext=0x10000 -e 0 \
		-o $@ $(addprefix $(@D)/$*/,\
		$(addsuffix .o,$(notdir $(LINEINFO_SAMPLE_SRCS))))

tests/host/test_lineinfo.py: $(LINEINFO_SAMPLES) $(BUILD)/scripts/lineinfo

# Seeds: the gcc DWARF 5 sample's .debug_line and .debug_line_str as the
# fuzzer reads them (a 2-byte length first), and its table.
LINEINFO_SEED_DIR := $(BUILD)/fuzz/seeds-fuzz_lineinfo
FUZZ_SEEDS_fuzz_lineinfo := $(LINEINFO_SEED_DIR)/dwarf5 \
			    $(LINEINFO_SEED_DIR)/dwarf4 \
			    $(LINEINFO_SEED_DIR)/table

$(LINEINFO_SEED_DIR)/dwarf%: $(LINEINFO_OUT)/sample-gcc-%.elf
	@mkdir -p $(@D)
	objcopy -O binary --only-section=.debug_line $< $@.line
	objcopy -O binary --only-section=.debug_line_str $< $@.str
	n=$$(stat -c %s $@.line); printf "\\000\\$$(printf %o $$((n & 255)))\\$$(printf %o $$((n >> 8)))" > $@
	cat $@.line $@.str >> $@
	rm -f $@.line $@.str

$(LINEINFO_SEED_DIR)/table: $(LINEINFO_OUT)/sample-gcc-5.elf \
		$(BUILD)/scripts/lineinfo
	@mkdir -p $(@D)
	$(BUILD)/scripts/lineinfo $< $@.bin > /dev/null
	printf '\001' | cat - $@.bin > $@
	rm -f $@.bin

$(BUILD)/fuzz/fuzz_lineinfo: tests/host/fuzz_lineinfo.c $(LINEINFO_DEPS)
	@mkdir -p $(@D)
	$(FUZZCC) $(FUZZ_CFLAGS) -o $@ tests/host/fuzz_lineinfo.c \
		$(LINEINFO_LIB)

HOST_TESTS   += $(BUILD)/host/test_lineinfo $(BUILD)/host/test_lineinfo_i386 \
		tests/host/test_lineinfo.py
FUZZ_TARGETS += $(BUILD)/fuzz/fuzz_lineinfo
fuzz: $(FUZZ_SEEDS_fuzz_lineinfo)
