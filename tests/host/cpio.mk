# The initramfs reader (init/cpio.c) and the packer scripts/mkcpio.py.
# Included by scripts/host.mk (see there for the variables).

CPIO_LIB  := $(call host-srcs,cpio.c errmsg.c)
CPIO_HDRS := include/linux/cpio.h include/linux/types.h \
	     include/linux/errno.h include/linux/string.h

# The test runs mkcpio.py (with python3) on trees it builds in /tmp.
# Twice: on the host, and as i386 (-m32), where size_t is 32 bits as in
# the kernel, so that huge sizes in an archive would wrap.
$(BUILD)/host/test_cpio_i386: CPIO_ARCH := -m32

$(BUILD)/host/test_cpio $(BUILD)/host/test_cpio_i386: tests/host/test_cpio.c \
		$(CPIO_LIB) tests/host/ktap.h scripts/mkcpio.py $(CPIO_HDRS)
	mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) $(CPIO_ARCH) \
		-DMKCPIO='"$(abspath scripts/mkcpio.py)"' -o $@ $(filter %.c,$^)

$(BUILD)/fuzz/fuzz_cpio: tests/host/fuzz_cpio.c $(CPIO_LIB) $(CPIO_HDRS)
	mkdir -p $(@D)
	$(FUZZCC) $(FUZZ_CFLAGS) -o $@ $(filter %.c,$^)

# Seed: a small tree with a directory, files, a symlink and odd lengths.
CPIO_SEED_TREE := $(BUILD)/fuzz/cpio-seed-tree
FUZZ_SEEDS_fuzz_cpio := $(BUILD)/fuzz/seeds-fuzz_cpio/tree.cpio

$(FUZZ_SEEDS_fuzz_cpio): scripts/mkcpio.py tests/host/cpio.mk
	rm -rf $(CPIO_SEED_TREE)
	mkdir -p $(CPIO_SEED_TREE)/bin $(@D)
	printf '#!/bin/sh\necho hi\n' > $(CPIO_SEED_TREE)/bin/init
	printf 'abc' > $(CPIO_SEED_TREE)/odd
	ln -s bin/init $(CPIO_SEED_TREE)/init
	python3 scripts/mkcpio.py $@ $(CPIO_SEED_TREE)

HOST_TESTS += $(BUILD)/host/test_cpio $(BUILD)/host/test_cpio_i386
FUZZ_TARGETS += $(BUILD)/fuzz/fuzz_cpio
fuzz: $(FUZZ_SEEDS_fuzz_cpio)
