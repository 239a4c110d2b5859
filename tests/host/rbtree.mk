# Red-black trees (lib/rbtree.c): the five rules, the key order and the
# walks checked after every random insert, erase and replacement
# (test_rbtree), and the same steps driven by a fuzzer's bytes
# (fuzz_rbtree).  Included by scripts/host.mk (see there).

RBTREE_LIB  := $(call host-srcs,rbtree.c)
RBTREE_DEPS := $(RBTREE_LIB) tests/host/rbtree_check.h \
	       include/linux/rbtree.h include/linux/rbtree_types.h \
	       include/linux/container_of.h

$(BUILD)/host/test_rbtree: tests/host/test_rbtree.c tests/host/ktap.h \
		$(RBTREE_DEPS)
	@mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) -o $@ tests/host/test_rbtree.c $(RBTREE_LIB)

$(BUILD)/fuzz/fuzz_rbtree: tests/host/fuzz_rbtree.c $(RBTREE_DEPS)
	@mkdir -p $(@D)
	$(FUZZCC) $(FUZZ_CFLAGS) -iquote tests/host -o $@ \
		tests/host/fuzz_rbtree.c $(RBTREE_LIB)

HOST_TESTS   += $(BUILD)/host/test_rbtree
FUZZ_TARGETS += $(BUILD)/fuzz/fuzz_rbtree
