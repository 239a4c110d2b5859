# Module linker (kernel/module/check.c, elf.c, arch/i386/kernel/module.c): host test
# against GNU ld, malformed objects, fuzz target and benchmark.  See
# scripts/host.mk for the contract.
#
# Needs gcc with -m32 support (gcc-multilib), clang, binutils and
# python3.

MODELF_LIB  := $(call host-srcs,errmsg.c elf.c check.c module.c)
MODELF_KSYMTAB := $(call host-srcs,ksymtab.c)
MODELF_DEPS := $(MODELF_LIB) include/linux/elf.h include/linux/moduleloader.h \
	       kernel/module/internal.h \
	       include/linux/types.h include/linux/errno.h \
	       include/linux/string.h
MODELF_OUT  := $(BUILD)/module_elf

# The sample module, built as the kernel builds modules, by both
# compilers at both optimisation extremes (-O0 with debug info, so that
# .rel.debug_* sections, which are never applied, are present too).
MODELF_SAMPLE_SRCS := tests/host/module_elf_sample_a.c \
		      tests/host/module_elf_sample_b.c \
		      tests/host/module_elf_sample_narrow.S
MODELF_SAMPLE_HDRS := tests/host/module_elf_sample.h
MODELF_CC_gcc      := gcc -m32
MODELF_CC_clang    := clang -m32 --target=i386-linux-gnu
MODELF_OPT_O0      := -O0 -g
MODELF_OPT_O2      := -O2
MODELF_KO_CFLAGS   := -fno-pic -ffreestanding -fno-common \
		      -fno-stack-protector -fno-asynchronous-unwind-tables \
		      -fno-unwind-tables -ffunction-sections -fdata-sections
MODELF_KOS := $(foreach cc,gcc clang,$(foreach opt,O0 O2,\
		$(MODELF_OUT)/sample-$(cc)-$(opt).ko))
MODELF_BAD := $(MODELF_OUT)/bad/cases.tsv

# sample-<compiler>-<opt>.ko: compile each unit, then "ld -r" as for a .ko.
$(MODELF_OUT)/sample-%.ko: $(MODELF_SAMPLE_SRCS) $(MODELF_SAMPLE_HDRS)
	@mkdir -p $(@D)/$*
	set -e; for src in $(MODELF_SAMPLE_SRCS); do \
		$(MODELF_CC_$(word 1,$(subst -, ,$*))) \
			$(MODELF_OPT_$(word 2,$(subst -, ,$*))) \
			$(MODELF_KO_CFLAGS) -c $$src \
			-o $(@D)/$*/$$(basename $$src).o; \
	done
	ld -m elf_i386 -r -o $@ $(addprefix $(@D)/$*/,\
		$(addsuffix .o,$(notdir $(MODELF_SAMPLE_SRCS))))

$(MODELF_BAD): tests/host/gen_bad_ko.py $(MODELF_OUT)/sample-gcc-O2.ko
	@rm -rf $(@D)
	@mkdir -p $(@D)
	python3 tests/host/gen_bad_ko.py $(MODELF_OUT)/sample-gcc-O2.ko $(@D)

# The test reads the samples and cases at run time from MODELF_OUT.  It
# runs twice: on the build machine, and as i386 code, as in the kernel.
MODELF_TEST_DEPS := tests/host/test_module_elf.c tests/host/ktap.h \
		    $(MODELF_SAMPLE_HDRS) $(MODELF_DEPS) $(MODELF_KOS) \
		    $(MODELF_BAD)
MODELF_TEST_CMD = $(HOSTCC) $(HOST_CFLAGS) \
		  -DMODELF_DIR='"$(abspath $(MODELF_OUT))"' -o $@ \
		  tests/host/test_module_elf.c $(MODELF_LIB)

$(BUILD)/host/test_module_elf: $(MODELF_TEST_DEPS)
	@mkdir -p $(@D)
	$(MODELF_TEST_CMD)

$(BUILD)/host/test_module_elf_i386: $(MODELF_TEST_DEPS)
	@mkdir -p $(@D)
	$(MODELF_TEST_CMD) -m32

$(BUILD)/host/bench_module_elf: tests/host/bench_module_elf.c $(MODELF_DEPS) \
			       $(MODELF_KSYMTAB)
	@mkdir -p $(@D)
	$(HOSTCC) $(HOST_TOOL_CFLAGS) -o $@ tests/host/bench_module_elf.c \
		$(MODELF_LIB) $(MODELF_KSYMTAB) -lm

# Seeds: the optimised samples (small, so the fuzzer stays fast).
MODELF_SEED_DIR := $(BUILD)/fuzz/seeds-fuzz_module_elf
FUZZ_SEEDS_fuzz_module_elf := $(MODELF_SEED_DIR)/sample-gcc-O2.ko \
			      $(MODELF_SEED_DIR)/sample-clang-O2.ko

$(MODELF_SEED_DIR)/%.ko: $(MODELF_OUT)/%.ko
	@mkdir -p $(@D)
	cp $< $@

$(BUILD)/fuzz/fuzz_module_elf: tests/host/fuzz_module_elf.c $(MODELF_DEPS)
	@mkdir -p $(@D)
	$(FUZZCC) $(FUZZ_CFLAGS) -o $@ tests/host/fuzz_module_elf.c \
		$(MODELF_LIB)

HOST_TESTS   += $(BUILD)/host/test_module_elf \
		$(BUILD)/host/test_module_elf_i386
BENCH_PROGS  += $(BUILD)/host/bench_module_elf
FUZZ_TARGETS += $(BUILD)/fuzz/fuzz_module_elf
fuzz: $(FUZZ_SEEDS_fuzz_module_elf)
