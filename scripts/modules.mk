# Modules: the in-tree ones in modules/*/, an out-of-tree one with
# `make M=DIR`, and code of module folders built into vmlinux.  Included
# by the top Makefile above its link rules, since obj-y objects join KOBJS.
#
# Each folder has a Kbuild in Linux's syntax:
#	obj-m     := foo.o bar.o	loadable modules foo.ko and bar.ko
#	foo-objs  := a.o b.o		foo.ko made of a.c and b.c (else foo.c)
#	obj-y     := baz.o		baz.c linked into the kernel
#	ccflags-y := -O2		more flags for every object here
#
# From sources to foo.ko:
#	cc	each part with the kernel's flags, -DMODULE, and two names
#		as bare tokens ('-' and ',' become '_'): KBUILD_MODNAME, the
#		module it goes into (foo_bar when both foo and bar list it
#		in -objs), and KBUILD_BASENAME, its own file
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
MOD_EXT     := $(patsubst %/,%,$(M))

comma := ,
empty :=
space := $(empty) $(empty)

# A name as the C code sees it.
c-name = $(subst $(comma),_,$(subst -,_,$(1)))

# --- the compiler's flags ------------------------------------------------

# Whether $(CC) takes these flags without a word (every probe is i386).
cc-accepts = $(shell $(CC) -Werror -m32 $(1) -c -x c /dev/null \
		-o /dev/null >/dev/null 2>&1 && echo y)
# Code generation and warning options: the flags worth asking about.
cc-probed = $(filter -f% -m% -W% -O% -g% -std=%,$(1))
# A flag, or what $(CC) calls it: clang has no -mpreferred-stack-boundary
# but keeps the stack 4-byte aligned, as the kernel does, when told
# -mstack-alignment=4.
cc-flag = $(strip $(if $(call cc-accepts,$(1)),$(1),\
	$(patsubst -mpreferred-stack-boundary=2,-mstack-alignment=4,\
		$(filter -mpreferred-stack-boundary=2,$(1)))))
cc-keep = $(if $(call cc-probed,$(1)),$(call cc-flag,$(1)),$(1))

# The kernel's flags, without those $(CC) refuses (gcc-only ones under
# clang).  Worked out once, when first needed, so that goals compiling
# nothing ask the compiler nothing.
MOD_KCFLAGS = $(eval MOD_KCFLAGS := $(strip $(if \
	$(call cc-accepts,$(call cc-probed,$(KCFLAGS))),$(KCFLAGS),\
	$(foreach f,$(KCFLAGS),$(call cc-keep,$(f))))))$(MOD_KCFLAGS)

# Objects carry their flags and label in private target variables, so
# that nothing they depend on inherits them.
define cmd-cc
@mkdir -p $(@D)
$(quiet) $(MOD_LABEL) $<
$(Q)$(CC) $(MOD_KCFLAGS) $(MOD_CFLAGS) -c $< -o $@
endef

# --- reading a folder's Kbuild ------------------------------------------

# Read $(1)/Kbuild into kb-m-$(1), kb-y-$(1), kb-ccflags-$(1) and, per
# module foo.o, kb-parts-$(1)-foo.o (its foo-objs, or foo.o itself);
# objects go to $(2), .ko files to $(3), and modpost reads the exports
# in $(4).  foo-objs is forgotten after, lest another folder's foo.o
# inherit it.
define read-kbuild
obj-m :=
obj-y :=
ccflags-y :=
include $(1)/Kbuild
kb-m-$(1) := $$(obj-m)
kb-y-$(1) := $$(obj-y)
kb-ccflags-$(1) := $$(ccflags-y)
kb-obj-$(1) := $(2)
kb-ko-$(1) := $(3)
kb-symvers-$(1) := $(4)
$$(foreach m,$$(obj-m),\
	$$(eval kb-parts-$(1)-$$(m) := $$(or $$($$(m:.o=-objs)),$$(m)))\
	$$(eval undefine $$(m:.o=-objs)))
endef

# Every object compiled in folder $(1), and the objects of its modules.
kb-objs = $(sort $(foreach m,$(kb-m-$(1)),$(kb-parts-$(1)-$(m))) \
	       $(kb-y-$(1)))
kb-modobjs = $(addprefix $(kb-obj-$(1))/,$(kb-m-$(1)))
kb-kos = $(addprefix $(kb-ko-$(1))/,$(kb-m-$(1):.o=.ko))

# The modules of folder $(1) that object $(2) goes into.
kb-owners = $(foreach m,$(kb-m-$(1)),\
	$(if $(filter $(2),$(kb-parts-$(1)-$(m))),$(m:.o=)))

# KBUILD_MODNAME of object $(2) of folder $(1): its modules' names,
# joined by '_', or for built-in code its own name.
kb-modname = $(call c-name,$(or \
	$(subst $(space),_,$(strip $(call kb-owners,$(1),$(2)))),$(2:.o=)))

# --- rules ---------------------------------------------------------------

# Object $(2) of folder $(1).  In-tree ones wait, as the kernel's do,
# for the build's Debian packages.
define object-rule
$(kb-obj-$(1))/$(2): $(1)/$(2:.o=.c) \
		| $(if $(filter $(1),$(MOD_EXT)),,$(BUILD)/.deps-ok)
	$$(cmd-cc)
$(kb-obj-$(1))/$(2): private MOD_CFLAGS := \
	$(if $(call kb-owners,$(1),$(2)),-DMODULE) \
	-DKBUILD_MODNAME=$(call kb-modname,$(1),$(2)) \
	-DKBUILD_BASENAME=$(call c-name,$(2:.o=)) $(kb-ccflags-$(1))
$(kb-obj-$(1))/$(2): private MOD_LABEL := \
	$(if $(call kb-owners,$(1),$(2)),'CC [M]',CC)
endef

# Module $(2) (file name without .o) of folder $(1).
define module-rules
$(if $(filter-out $(2).o,$(kb-parts-$(1)-$(2).o)),
$(kb-obj-$(1))/$(2).o: $(addprefix $(kb-obj-$(1))/,$(kb-parts-$(1)-$(2).o))
	$$(quiet) LD $$@
	$$(Q)$$(LD) $$(MOD_LDFLAGS) -o $$@ $$^
)
$(kb-obj-$(1))/$(2).mod.c: $(kb-obj-$(1))/$(2).o $(kb-symvers-$(1)) $(MODPOST)
	$$(quiet) MODPOST $$@
	$$(Q)$$(MODPOST) $(addprefix -i ,$(kb-symvers-$(1))) -c $$@ $$<
$(kb-obj-$(1))/$(2).mod.o: $(kb-obj-$(1))/$(2).mod.c
	$$(cmd-cc)
$(kb-obj-$(1))/$(2).mod.o: private MOD_CFLAGS := -DMODULE \
	-DKBUILD_MODNAME=$(call c-name,$(2)) \
	-DKBUILD_BASENAME=$(call c-name,$(2))_mod
$(kb-obj-$(1))/$(2).mod.o: private MOD_LABEL := 'CC [M]'
$(kb-ko-$(1))/$(2).ko: $(kb-obj-$(1))/$(2).o $(kb-obj-$(1))/$(2).mod.o \
		$(MODULE_LDS)
	@mkdir -p $$(@D)
	$$(quiet) 'LD [M]' $$@
	$$(Q)$$(LD) $$(MOD_LDFLAGS) -T $(MODULE_LDS) -o $$@ \
		$(kb-obj-$(1))/$(2).o $(kb-obj-$(1))/$(2).mod.o
endef

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
KOBJS += $(foreach d,$(MOD_DIRS),$(addprefix $(kb-obj-$(d))/,$(kb-y-$(d))))

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
# make M=DIR: DIR's modules, built in DIR.
$(eval $(call read-kbuild,$(MOD_EXT),$(MOD_EXT),$(MOD_EXT),\
	$(MOD_SYMVERS) $(MOD_EXT)/Module.symvers))
MOD_EXT_OBJS := $(call kb-modobjs,$(MOD_EXT))

.DEFAULT_GOAL := modules
modules: $(call kb-kos,$(MOD_EXT))

# Building against this tree, not building it: the kernel comes first.
ifeq ($(wildcard $(MOD_SYMVERS)),)
$(MOD_SYMVERS):
	@echo "$@ is missing: build the kernel first (make)" >&2
	@exit 1
endif

# Only DIR's exports; the tree's are read to find one exported twice.
$(MOD_EXT)/Module.symvers: $(MOD_EXT_OBJS) $(MOD_SYMVERS) $(MODPOST)
	$(quiet) MODPOST $@
	$(Q)$(MODPOST) -o $@ -i $(MOD_SYMVERS) $(MOD_EXT_OBJS)
endif

# M=modules/foo builds that folder in place, as any out-of-tree one.
MOD_RULE_DIRS := $(filter-out $(MOD_EXT),$(MOD_DIRS)) $(MOD_EXT)

$(foreach d,$(MOD_RULE_DIRS),\
	$(foreach o,$(call kb-objs,$(d)),$(eval $(call object-rule,$(d),$(o))))\
	$(foreach m,$(kb-m-$(d)),$(eval $(call module-rules,$(d),$(m:.o=)))))

-include $(foreach d,$(MOD_RULE_DIRS),\
	$(patsubst %.o,%.d,$(addprefix $(kb-obj-$(d))/,$(call kb-objs,$(d)) \
		$(kb-m-$(d):.o=.mod.o))))
