# execve()'s ELF header checks and segment layout (fs/binfmt_elf.c) and
# its "#!" parser (fs/binfmt_script.c): a host test.  Included by scripts/host.mk (see there for the variables).

BINFMT_ELF_LIB  := $(call host-srcs,binfmt_elf.c binfmt_script.c)
BINFMT_ELF_HDRS := include/linux/binfmt_elf.h include/linux/elf.h \
		   include/linux/types.h include/linux/errno.h \
		   include/linux/string.h

$(BUILD)/host/test_binfmt_elf: tests/host/test_binfmt_elf.c \
		$(BINFMT_ELF_LIB) tests/host/ktap.h $(BINFMT_ELF_HDRS)
	mkdir -p $(@D)
	$(HOSTCC) $(HOST_CFLAGS) -o $@ $(filter %.c,$^)

HOST_TESTS += $(BUILD)/host/test_binfmt_elf
