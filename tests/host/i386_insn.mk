# The oops' i386 decoder (lib/i386_insn.c, docs/oops.md): compared with
# objdump on every instruction of vmlinux and the modules
# (tests/host/test_i386_insn.py, through build/host/disasm_i386), and
# fuzzed.  Included by scripts/host.mk (see there).

I386_INSN_LIB  := $(call host-srcs,i386_insn.c)
I386_INSN_DEPS := $(I386_INSN_LIB) include/linux/i386_insn.h

$(BUILD)/host/disasm_i386: tests/host/disasm_i386.c $(I386_INSN_DEPS)
	@mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) -o $@ tests/host/disasm_i386.c \
		$(I386_INSN_LIB)

tests/host/test_i386_insn.py: $(BUILD)/host/disasm_i386

# Seeds: the first bytes of the kernel's text, a few instructions long.
I386_INSN_SEED_DIR := $(BUILD)/fuzz/seeds-fuzz_i386_insn
FUZZ_SEEDS_fuzz_i386_insn := $(I386_INSN_SEED_DIR)/text

$(I386_INSN_SEED_DIR)/text: $(BUILD)/vmlinux
	@mkdir -p $(@D)
	objcopy -O binary --only-section=.text $< $@.all
	head -c 64 $@.all > $@
	rm -f $@.all

$(BUILD)/fuzz/fuzz_i386_insn: tests/host/fuzz_i386_insn.c $(I386_INSN_DEPS)
	@mkdir -p $(@D)
	$(FUZZCC) $(FUZZ_CFLAGS) -o $@ tests/host/fuzz_i386_insn.c \
		$(I386_INSN_LIB)

HOST_TESTS   += tests/host/test_i386_insn.py
FUZZ_TARGETS += $(BUILD)/fuzz/fuzz_i386_insn
fuzz: $(FUZZ_SEEDS_fuzz_i386_insn)
