# User space: the C library and the programs of user/Kbuild, built with
# the host's gcc as static i386 programs that use nothing of the host's
# C library (-nostdlib) - only oops386's system calls.  Included by the
# top Makefile; scripts/image.mk packs $(USER_INSTALL) into the initramfs.

bin-y :=
sbin-y :=
alias-y :=
test-y :=
lib-y :=
include user/Kbuild

USER_BUILD  := $(BUILD)/user
USER_CFLAGS := -m32 -march=i686 -std=gnu11 -ffreestanding -fno-builtin \
	       -fno-pic -fno-pie -fno-stack-protector \
	       -fno-omit-frame-pointer -fno-asynchronous-unwind-tables \
	       -O2 -g -Wall -Wextra -Werror -Wno-unused-parameter \
	       -D__OOPS386_USER__ -Iinclude -Iuser/lib -MMD -MP
USER_LDFLAGS := -m32 -static -nostdlib -no-pie -Wl,--build-id=none \
		-Wl,-z,noexecstack

USER_LIB_OBJS := $(addprefix $(USER_BUILD)/lib/,$(lib-y)) \
		 $(USER_BUILD)/lib/string.o $(USER_BUILD)/lib/vsprintf.o

$(USER_BUILD)/lib/%.o: user/lib/%.S | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(quiet) AS $<
	$(Q)$(CC) $(USER_CFLAGS) -c $< -o $@

$(USER_BUILD)/lib/%.o: user/lib/%.c | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(quiet) CC $<
	$(Q)$(CC) $(USER_CFLAGS) -c $< -o $@

# lib/string.c and lib/vsprintf.c serve user space as they serve the kernel
$(USER_BUILD)/lib/%.o: lib/%.c | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(quiet) CC $<
	$(Q)$(CC) $(USER_CFLAGS) -c $< -o $@

$(USER_BUILD)/%.o: user/%.c | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(quiet) CC $<
	$(Q)$(CC) $(USER_CFLAGS) -c $< -o $@

$(USER_BUILD)/bin/%: $(USER_BUILD)/%.o $(USER_LIB_OBJS)
	@mkdir -p $(@D)
	$(quiet) LD $@
	$(Q)$(CC) $(USER_LDFLAGS) -o $@ $(filter %.o,$^) $(LIBGCC)

# Programs of more than one file: the parameter joiner both insmods
# share, and 2.4's insmod's linker, which is the kernel's own pure ELF
# code (the host-y files of kernel/module/Kbuild and lib/Kbuild) built
# for user space: one source, two users (docs/insmod24.md).
INSMOD24_LINKER := kernel/module/check.o kernel/module/elf.o \
		   arch/i386/kernel/module.o lib/errmsg.o
$(USER_BUILD)/bin/insmod: $(USER_BUILD)/modargs.o
$(USER_BUILD)/bin/insmod24: $(USER_BUILD)/modargs.o \
	$(addprefix $(USER_BUILD)/linker/,$(INSMOD24_LINKER))

$(USER_BUILD)/linker/%.o: %.c | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(quiet) CC $<
	$(Q)$(CC) $(USER_CFLAGS) -c $< -o $@

USER_PROGS := $(addprefix bin/,$(bin-y)) $(addprefix sbin/,$(sbin-y)) \
	      $(addprefix usr/bin/,$(test-y))
USER_ELFS := $(addprefix $(USER_BUILD)/bin/,$(bin-y) $(sbin-y)) \
	     $(addprefix $(USER_BUILD)/bin/tests/,$(test-y))

# Copy the programs into initramfs tree $(1), aliases included, without
# their debugging sections (build/user/bin keeps them, for gdb); and
# /tmp, writable by all and sticky (mode 1777, as the FHS and Linux
# distributions make it: each removes only their own files there).
USER_STRIP := strip --strip-debug -o
define user-install
	$(Q)mkdir -p $(1)/bin $(1)/sbin $(1)/usr/bin $(1)/tmp
	$(Q)chmod 1777 $(1)/tmp
	$(Q)$(foreach p,$(bin-y),$(USER_STRIP) $(1)/bin/$(p) $(USER_BUILD)/bin/$(p);)
	$(Q)$(foreach p,$(sbin-y),$(USER_STRIP) $(1)/sbin/$(p) $(USER_BUILD)/bin/$(p);)
	$(Q)$(foreach p,$(test-y),$(USER_STRIP) $(1)/usr/bin/$(p) \
		$(USER_BUILD)/bin/tests/$(p);)
	$(Q)$(foreach a,$(alias-y),cp $(1)/$(lastword $(subst =, ,$(a))) \
		$(1)/$(firstword $(subst =, ,$(a)));)
endef

# The built-in initramfs (usr/initramfs_data.S): the programs alone
USER_CPIO := $(BUILD)/usr/initramfs_data.cpio

$(USER_CPIO): $(USER_ELFS) scripts/mkcpio.py
	@mkdir -p $(@D)
	$(quiet) CPIO $@
	$(Q)rm -rf $(BUILD)/usr/root && mkdir -p $(BUILD)/usr/root
	$(call user-install,$(BUILD)/usr/root)
	$(Q)$(PYTHON) scripts/mkcpio.py $@ $(BUILD)/usr/root

$(BUILD)/usr/initramfs_data.o: usr/initramfs_data.S $(USER_CPIO)
	$(quiet) AS $<
	$(Q)$(CC) $(KASFLAGS) -DINITRAMFS_IMAGE='"$(USER_CPIO)"' -c $< -o $@

user: $(USER_ELFS)
.PHONY: user
# the objects stay (make would delete them as intermediate files): their
# .d files name the headers that rebuild them
.SECONDARY: $(patsubst $(USER_BUILD)/bin/%,$(USER_BUILD)/%.o,\
	$(USER_ELFS)) $(USER_LIB_OBJS)

-include $(USER_BUILD)/*.d $(USER_BUILD)/lib/*.d $(USER_BUILD)/tests/*.d
