# The debug allocator's byte checks (mm/slab_debug.c, slub_debug).
# Included by scripts/host.mk (see there for the variables).

SLAB_DEBUG_LIB  := $(call host-srcs,slab_debug.c)
SLAB_DEBUG_HDRS := mm/slab_debug.h include/linux/poison.h include/linux/slab_flags.h \
		   include/linux/types.h include/linux/string.h

# Twice: on the host, and as i386 (-m32), where pointers are 4 bytes as in
# the kernel, so the slot's meta has the kernel's size.
$(BUILD)/host/test_slab_debug_i386: SLAB_DEBUG_ARCH := -m32

$(BUILD)/host/test_slab_debug $(BUILD)/host/test_slab_debug_i386: \
		tests/host/test_slab_debug.c $(SLAB_DEBUG_LIB) \
		tests/host/ktap.h $(SLAB_DEBUG_HDRS)
	mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) $(SLAB_DEBUG_ARCH) -o $@ $(filter %.c,$^)

HOST_TESTS += $(BUILD)/host/test_slab_debug $(BUILD)/host/test_slab_debug_i386
