# The SMP locks and atomics (include/asm/spinlock.h, atomic.h,
# cmpxchg.h), run by host threads on the host's CPUs at once.
# Included by scripts/host.mk (see there for the variables).

SPINLOCK_HDRS := include/asm/spinlock.h include/asm/atomic.h \
		 include/asm/cmpxchg.h include/asm/processor.h

$(BUILD)/host/test_spinlock: tests/host/test_spinlock.c tests/host/ktap.h \
		$(SPINLOCK_HDRS)
	mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) -pthread -o $@ $<

HOST_TESTS += $(BUILD)/host/test_spinlock
