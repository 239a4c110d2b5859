# Modules: the in-tree ones in modules/*/, an out-of-tree one with
# `make M=DIR`, and code of module folders built into vmlinux.  Included
# by the top Makefile above its link rules, since obj-y objects join KOBJS.
#
# Each folder has a Kbuild, read by scripts/Kbuild.include as the
# kernel's own folders are.  From sources to foo.ko:
#	cc	each part with the kernel's flags, -DMODULE= (empty), KBUILD_MODNAME
#		and KBUILD_BASENAME (scripts/Kbuild.include)
#	ld -r	the parts into foo.o (a one-file module is its object)
#	modpost	foo.o and Module.symvers -> foo.mod.c: struct module,
#		vermagic, depends; warns of undefined symbols
#	ld -r -T scripts/module.lds	foo.o + foo.mod.o -> foo.ko
#
# Module.symvers lists every export (scripts/modpost.c has the format):
# $(BUILD)/Module.symvers the kernel's and the in-tree modules', DIR's
# own the out-of-tree module's.
#
# Defines MODULE_KOS (the in-tree .ko files, for the initramfs) and the
# goal `modules`; appends module folders' obj-y objects to KOBJS.  With
# M=DIR, `make` and `make modules` build DIR's modules only, in DIR,
# against the kernel already built in $(BUILD).

MODPOST     := $(BUILD)/scripts/modpost
MODULE_LDS  := scripts/module.lds
MOD_LDFLAGS := -m elf_i386 -r
MOD_OUT     := $(BUILD)/modules
MOD_SYMVERS := $(BUILD)/Module.symvers
# modpost reads the exports of the first link: the second's are the same
MOD_VMLINUX := $(BUILD)/vmlinux.nokallsyms
# The out-of-tree folder, by its absolute name (so M=. works, and
# M=modules/foo builds that folder in place, apart from the tree's copy).
MOD_EXT     := $(patsubst %/,%,$(if $(M),$(abspath $(M))))

$(MODPOST): scripts/modpost.c scripts/hosttool.h include/linux/elf.h \
	    include/linux/types.h
	@mkdir -p $(@D)
	$(quiet) HOSTCC $@
	$(Q)$(HOSTCC) $(HOST_TOOL_CFLAGS) -o $@ scripts/modpost.c

# --- in-tree modules -----------------------------------------------------

MOD_DIRS := $(patsubst %/Kbuild,%,$(wildcard modules/*/Kbuild))
$(foreach d,$(MOD_DIRS),$(eval $(call read-kbuild,$(d),\
	$(MOD_OUT)/$(notdir $(d)),$(MOD_OUT),$(MOD_SYMVERS))))

MODULE_KOS     := $(foreach d,$(MOD_DIRS),$(call kb-kos,$(d)))
MOD_INTREE_OBJS := $(foreach d,$(MOD_DIRS),$(call kb-modobjs,$(d)))
KOBJS += $(foreach d,$(MOD_DIRS),$(call kb-builtin,$(d)))

ifneq ($(words $(MODULE_KOS)),$(words $(sort $(MODULE_KOS))))
$(error two folders in modules/ build a module of the same name)
endif

# --- the goal, and the exports modpost checks against -------------------

ifeq ($(MOD_EXT),)
modules: $(MODULE_KOS)

$(MOD_SYMVERS): $(MOD_VMLINUX) $(MOD_INTREE_OBJS) $(MODPOST)
	$(quiet) MODPOST $@
	$(Q)$(MODPOST) -o $@ -k $(MOD_VMLINUX) $(MOD_INTREE_OBJS)
else
# make M=DIR: DIR's modules, built in DIR.  DIR has a Kbuild, or a
# Makefile as LKMPG and LDD3 write them, which Linux reads in its place:
# scripts/kbuild-vars.mk reads it apart (its rules must not become ours)
# and writes what it assigns to DIR/.kbuild-vars.mk.
ifeq ($(wildcard $(MOD_EXT)/Kbuild),)
ifeq ($(wildcard $(MOD_EXT)/Makefile $(MOD_EXT)/makefile),)
$(error M=$(M): no Kbuild or Makefile in $(MOD_EXT) (M names the \
	module's folder; from inside that folder: make -C $(CURDIR) M=$$PWD))
endif
kbuild-file-$(MOD_EXT) := $(MOD_EXT)/.kbuild-vars.mk
# $(shell) runs /bin/sh, which resets PWD to the tree: the caller's is
# passed on, as Linux's make keeps it (LDD3's LDDINC=$(PWD)/../include).
# So are the variables of our command line (MAKEOVERRIDES), which Linux's
# make reads the Makefile with: LDD3's simple passes LDDINCDIR=DIR so.
KB_VARS_ERR := $(shell PWD='$(PWD)' $(MAKE) --no-print-directory -s \
	-f scripts/kbuild-vars.mk $(MAKEOVERRIDES) \
	KBUILD_RELEASE=$(KERNELRELEASE) \
	KBUILD_MAKEFILE=$(firstword $(wildcard $(MOD_EXT)/Makefile \
	$(MOD_EXT)/makefile)) >$(kbuild-file-$(MOD_EXT)) 2>&1 || echo failed)
ifneq ($(KB_VARS_ERR),)
$(error M=$(M): make could not read $(MOD_EXT)/Makefile: \
	$(shell cat $(kbuild-file-$(MOD_EXT))))
endif
endif
# KBUILD_EXTRA_SYMBOLS=FILES: the Module.symvers of other out-of-tree
# modules this one uses (LDD3's sculld uses lddbus's), as in Linux.
$(eval $(call read-kbuild,$(MOD_EXT),$(MOD_EXT),$(MOD_EXT),\
	$(MOD_SYMVERS) $(MOD_EXT)/Module.symvers $(KBUILD_EXTRA_SYMBOLS)))
MOD_EXT_OBJS := $(call kb-modobjs,$(MOD_EXT))

modules: $(call kb-kos,$(MOD_EXT))

# Building against this tree: the kernel and its Module.symvers come
# first.  On a fresh clone they are built here, once, by a plain make.
ifeq ($(wildcard $(MOD_SYMVERS)),)
$(MOD_SYMVERS):
	@echo "  The kernel is not built yet: building it first (make)"
	$(Q)$(MAKE) --no-print-directory M= all
endif

# make M=DIR clean: DIR's build products, not the kernel's build/.
clean-ext:
	rm -f $(addprefix $(MOD_EXT)/,*.o *.ko *.mod.c *.d .*.cmd \
		Module.symvers .kbuild-vars.mk)

# Only DIR's exports; the tree's are read to find one exported twice.
$(MOD_EXT)/Module.symvers: $(MOD_EXT_OBJS) $(MOD_SYMVERS) $(MODPOST)
	$(quiet) MODPOST $@
	$(Q)$(MODPOST) -o $@ -i $(MOD_SYMVERS) $(MOD_EXT_OBJS)
endif

# With M=DIR only DIR is built: the kernel and its modules are neither
# rebuilt nor looked at (another CC must not touch them).
MOD_RULE_DIRS := $(or $(MOD_EXT),$(MOD_DIRS))

$(foreach d,$(MOD_RULE_DIRS),$(eval $(call folder-rules,$(d))))
