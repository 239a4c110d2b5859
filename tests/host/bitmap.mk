# Whole-bitmap operations and bit searches (lib/bitmap.c, lib/find_bit.c)
# against a bool-per-bit model, with sanitizers.  Included by
# scripts/host.mk (see there for the variables).

$(BUILD)/host/test_bitmap: tests/host/test_bitmap.c tests/host/ktap.h \
		$(call host-srcs,bitmap.c find_bit.c) include/linux/bitmap.h \
		include/linux/bitops.h
	@mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) -o $@ tests/host/test_bitmap.c \
		$(call host-srcs,bitmap.c find_bit.c)

HOST_TESTS += $(BUILD)/host/test_bitmap
