# /proc/config.gz (kernel/configs.c): kernel/configs/oops386.config and
# the build's own options, compressed with the host's gzip (-n: no name
# or time, so the same tree gives the same bytes) and built into the
# image by kernel/config_data.S.  Included by the Makefile.

CONFIG_GZ := $(BUILD)/kernel/config_data.gz

$(CONFIG_GZ): kernel/configs/oops386.config scripts/config.mk Makefile
	@mkdir -p $(@D)
	$(quiet) GZIP $@
	$(Q){ cat $<; \
	  if [ "$(MODULES_24)" = y ]; then echo "CONFIG_MODULES_24=y"; \
	  else echo "# CONFIG_MODULES_24 is not set"; fi; } | gzip -9n > $@

$(BUILD)/kernel/config_data.o: kernel/config_data.S $(CONFIG_GZ)
	$(quiet) AS $<
	$(Q)$(CC) $(KASFLAGS) -DCONFIG_GZ_FILE='"$(CONFIG_GZ)"' -c $< -o $@

KOBJS += $(BUILD)/kernel/config_data.o
