# Dynamically linked programs (docs/dynamic.md): Debian's i386 kmod and
# bash with their shared libraries and glibc's loader
# (scripts/fetch-kmod.sh, through apt), and the test programs of
# tests/dynamic/, built with the host's gcc -m32 against Debian's
# libc6-i386 (the same glibc 2.36 as libc6:i386), with the malformed
# interpreters tests/dynamic/badinterp.py makes.  They are packed, with
# every module under /lib/modules/RELEASE/extra (where depmod looks),
# into a third initramfs, $(DYNAMIC_CPIO), which the kernel unpacks
# after the first: tests/kernel/test_dynelf.py and test_kmod.py boot
# with it.  Nothing fetched is committed.  Included by the Makefile.

KMOD_DIR      := $(BUILD)/kmod
DYNAMIC_BUILD := $(BUILD)/dynamic-progs
DYNAMIC_TREE  := $(BUILD)/dynamic
DYNAMIC_CPIO  := $(BUILD)/dynamic.cpio
# dynprobe twice: position-independent (ET_DYN), and at a fixed address
DYNAMIC_PROGS := $(DYNAMIC_BUILD)/dynprobe $(DYNAMIC_BUILD)/dynprobe-exec \
		 $(DYNAMIC_BUILD)/execerr
# What of the packages the programs need: the loader, the libraries
# kmod and bash link (readelf -d: NEEDED) and libm for dlopen(3)
KMOD_FILES := lib/ld-linux.so.2 lib/i386-linux-gnu/ld-linux.so.2 \
	lib/i386-linux-gnu/libc.so.6 lib/i386-linux-gnu/libm.so.6 \
	lib/i386-linux-gnu/liblzma.so.5* lib/i386-linux-gnu/libtinfo.so.6* \
	usr/lib/i386-linux-gnu/libkmod.so.2* \
	usr/lib/i386-linux-gnu/libzstd.so.1* \
	usr/lib/i386-linux-gnu/libcrypto.so.3 \
	bin/kmod bin/bash bin/lsmod sbin

# What a kernel package ships beside its modules (modules(5) of kmod):
# modules.builtin names the code built in that could have been a module
# (modules/*/Kbuild's obj-y), so that rmmod calls it "builtin";
# modules.order and modules.builtin.modinfo (empty: no built-in's
# .modinfo is kept) keep depmod from warning that they are missing
BUILTIN_KOS := $(foreach k,$(wildcard modules/*/Kbuild),$(patsubst \
	%.o,kernel/$(dir $(k))%.ko,$(shell sed -n 's/^obj-y *:= *//p' $(k))))
MODDIR := $(DYNAMIC_TREE)/lib/modules/$(KERNELRELEASE)

# Can gcc link a dynamic i386 glibc program here (gcc-multilib)?
ifeq ($(KB_NO_BUILD)$(KB_MODULES_ONLY),)
GLIBC_DYNAMIC := $(shell printf 'int main(void){return 0;}\n' | \
	$(CC) -m32 -x c - -o /dev/null 2>/dev/null && echo y)
endif

$(KMOD_DIR)/fetched: scripts/fetch-kmod.sh scripts/lib/apt-i386.sh
	$(Q)scripts/fetch-kmod.sh $(KMOD_DIR)
	@touch $@

DYN_CFLAGS := -m32 -O2 -Wall -Wextra -Werror
$(DYNAMIC_BUILD)/dynprobe: tests/dynamic/dynprobe.c | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(quiet) CC $@
	$(Q)$(CC) $(DYN_CFLAGS) -pie -fPIE -Wl,-z,relro,-z,now -o $@ $<

$(DYNAMIC_BUILD)/dynprobe-exec: tests/dynamic/dynprobe.c | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(quiet) CC $@
	$(Q)$(CC) $(DYN_CFLAGS) -no-pie -Wl,-z,relro,-z,now -o $@ $<

$(DYNAMIC_BUILD)/execerr: tests/dynamic/execerr.c | $(BUILD)/.deps-ok
	@mkdir -p $(@D)
	$(quiet) CC $@
	$(Q)$(CC) $(DYN_CFLAGS) -static -o $@ $<

$(DYNAMIC_CPIO): $(KMOD_DIR)/fetched \
		 $(if $(GLIBC_DYNAMIC),$(DYNAMIC_PROGS)) tests/dynamic/badinterp.py \
		 $(MODULE_KOS) $(wildcard modules/*/Kbuild) scripts/mkcpio.py \
		 scripts/dynamic-progs.mk $(UTS_RELEASE_H)
	$(quiet) CPIO $@
	$(Q)rm -rf $(DYNAMIC_TREE) && mkdir -p $(DYNAMIC_TREE)/dyn \
		$(DYNAMIC_TREE)/lib/modules/$(KERNELRELEASE)/extra
	$(Q)if [ -x $(KMOD_DIR)/root/bin/kmod ]; then \
		(cd $(KMOD_DIR)/root && cp -a --parents $(KMOD_FILES) \
			$(abspath $(DYNAMIC_TREE))/); fi
	$(Q)$(if $(GLIBC_DYNAMIC),cp $(DYNAMIC_PROGS) $(DYNAMIC_TREE)/dyn/ && \
		$(PYTHON) tests/dynamic/badinterp.py $(DYNAMIC_TREE)/dyn \
			$(DYNAMIC_BUILD)/dynprobe-exec)
	$(Q)cp $(MODULE_KOS) $(MODDIR)/extra/
	$(Q)printf '%s\n' $(BUILTIN_KOS) >$(MODDIR)/modules.builtin
	$(Q)printf 'extra/%s\n' $(notdir $(MODULE_KOS)) >$(MODDIR)/modules.order
	$(Q): >$(MODDIR)/modules.builtin.modinfo
	$(Q)$(PYTHON) scripts/mkcpio.py $@ $(DYNAMIC_TREE)

dynamic: $(DYNAMIC_CPIO)

.PHONY: dynamic
