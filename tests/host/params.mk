# Module parameters: kernel/params.c and the moduleparam.h macros.
# Included by scripts/host.mk (see there for the variables).

PARAMS_LIB  := $(call host-srcs,params.c errmsg.c)
PARAMS_HDRS := include/linux/moduleparam.h include/linux/types.h \
	       include/linux/errno.h include/linux/string.h

# Twice: on the host, and as i386 (-m32), where long is 32 bits as in
# the kernel.
$(BUILD)/host/test_params_i386: PARAMS_ARCH := -m32

$(BUILD)/host/test_params $(BUILD)/host/test_params_i386: \
		tests/host/test_params.c $(PARAMS_LIB) tests/host/ktap.h \
		$(PARAMS_HDRS)
	mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) $(PARAMS_ARCH) -o $@ $(filter %.c,$^)

# modparam_demo.c as a loadable module and as built-in code: the flags
# decide the names module_param() gives.  SNIPPET_CC lets the test check
# that bad declarations fail to compile under the same flags.
$(BUILD)/host/test_modparam_module: PARAMS_DEMO_DEFS := -DMODULE \
							'-DKBUILD_MODNAME="ide_cd"'
$(BUILD)/host/test_modparam_builtin: PARAMS_DEMO_DEFS := \
	'-DKBUILD_MODNAME="ide_cd"'
# The snippets define MODULE and KBUILD_MODNAME themselves, as the test
# was compiled (test_modparam.c: SNIPPET_DEFS).
PARAMS_SNIPPET_CC = $(HOSTCC) -std=gnu11 $(HOST_WARN) \
		    -iquote $(abspath include) -fsyntax-only -x c -

$(BUILD)/host/test_modparam_module $(BUILD)/host/test_modparam_builtin: \
		tests/host/test_modparam.c tests/host/modparam_demo.c \
		$(PARAMS_LIB) tests/host/ktap.h $(PARAMS_HDRS)
	mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) $(PARAMS_DEMO_DEFS) \
		-DSNIPPET_CC='"$(PARAMS_SNIPPET_CC)"' -o $@ $(filter %.c,$^)

$(BUILD)/fuzz/fuzz_params: tests/host/fuzz_params.c $(PARAMS_LIB) $(PARAMS_HDRS)
	mkdir -p $(@D)
	$(FUZZCC) $(FUZZ_CFLAGS) -o $@ $(filter %.c,$^)

# Seed command lines: every type, quoting, hex and a few mistakes.
PARAMS_SEED_DIR := $(BUILD)/fuzz/seeds-fuzz_params
PARAMS_SEED_1 := i=-5 u=0x10 s=-32768 us=65535 l=-9223372036854775808
PARAMS_SEED_2 := ul=0xffffffffffffffff b ib=n cp="a b" str=1234567
PARAMS_SEED_3 := unknown=1 "str=x y" b=Y i=0x7fffffff cp= s=40000
PARAMS_SEED_4 := i=12abc str=12345678 u=-1 ib i
FUZZ_SEEDS_fuzz_params := $(foreach n,1 2 3 4,$(PARAMS_SEED_DIR)/seed$(n))

$(FUZZ_SEEDS_fuzz_params): $(PARAMS_SEED_DIR)/seed%: tests/host/params.mk
	mkdir -p $(@D)
	printf '%s' '$(PARAMS_SEED_$*)' > $@

HOST_TESTS += $(BUILD)/host/test_params $(BUILD)/host/test_params_i386 \
	      $(BUILD)/host/test_modparam_module \
	      $(BUILD)/host/test_modparam_builtin
FUZZ_TARGETS += $(BUILD)/fuzz/fuzz_params
fuzz: $(FUZZ_SEEDS_fuzz_params)
