# block/partitions/msdos.c, the DOS partition table parser: unit tests
# on tables written from the format (test_partitions), and fuzzed
# (fuzz_partitions).  Included by scripts/host.mk (see there).

PART_LIB  := $(call host-srcs,msdos.c errmsg.c)
PART_HDRS := block/partitions/check.h include/linux/errmsg.h \
	     include/linux/types.h

$(BUILD)/host/test_partitions: tests/host/test_partitions.c $(PART_LIB) \
		tests/host/ktap.h $(PART_HDRS)
	mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) -o $@ $(filter %.c,$^)

$(BUILD)/fuzz/fuzz_partitions: tests/host/fuzz_partitions.c $(PART_LIB) \
		$(PART_HDRS)
	mkdir -p $(@D)
	$(FUZZCC) $(FUZZ_CFLAGS) -o $@ $(filter %.c,$^)

HOST_TESTS += $(BUILD)/host/test_partitions
FUZZ_TARGETS += $(BUILD)/fuzz/fuzz_partitions
