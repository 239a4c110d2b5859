# fs/ext2's pure reader and writer (layout.c, writer.c): checked against
# the host's e2fsprogs (test_ext2), and fuzzed (fuzz_ext2).  Included by
# scripts/host.mk (see there for the variables).

EXT2_CFLAGS := -iquote fs/ext2
EXT2_LIB  := $(call host-srcs,layout.c writer.c errmsg.c)
EXT2_HDRS := fs/ext2/ext2.h include/linux/errmsg.h include/linux/types.h

$(BUILD)/host/test_ext2: tests/host/test_ext2.c $(EXT2_LIB) \
		tests/host/ktap.h $(EXT2_HDRS)
	mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) $(EXT2_CFLAGS) -o $@ $(filter %.c,$^)

$(BUILD)/fuzz/fuzz_ext2: tests/host/fuzz_ext2.c $(EXT2_LIB) $(EXT2_HDRS)
	mkdir -p $(@D)
	$(FUZZCC) $(FUZZ_CFLAGS) $(EXT2_CFLAGS) -o $@ $(filter %.c,$^)

HOST_TESTS += $(BUILD)/host/test_ext2
FUZZ_TARGETS += $(BUILD)/fuzz/fuzz_ext2

# Seeds: the images mke2fs makes, 1 KiB and 4 KiB blocks, with a file
FUZZ_SEEDS_fuzz_ext2 := $(BUILD)/fuzz/seeds-fuzz_ext2/k1.img
$(FUZZ_SEEDS_fuzz_ext2): tests/host/ext2.mk
	mkdir -p $(@D)
	rm -f $@ $(@D)/k4.img
	mke2fs -q -F -t ext2 -b 1024 $@ 200
	mke2fs -q -F -t ext2 -b 4096 -O ^resize_inode $(@D)/k4.img 64
	printf 'hi\n' > $(@D)/hi.txt
	debugfs -w -R 'write $(@D)/hi.txt hi' $@ >/dev/null 2>&1
	rm -f $(@D)/hi.txt
fuzz: $(FUZZ_SEEDS_fuzz_ext2)
