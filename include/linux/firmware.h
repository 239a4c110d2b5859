/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/firmware.h - a driver asks for the bytes of a file its
 * device needs ("firmware"), by name, and the kernel reads it from the
 * directories Linux 6.1 searches: the firmware_class.path= directory,
 * then /lib/firmware/updates/RELEASE, /lib/firmware/updates,
 * /lib/firmware/RELEASE, /lib/firmware (drivers/base/firmware_class.c,
 * docs/driver-model.md "Firmware").  Linux 6.1's API and struct.
 */
#ifndef _LINUX_FIRMWARE_H
#define _LINUX_FIRMWARE_H

#include "linux/types.h"
#include "linux/gfp.h"

/* request_firmware_nowait()'s uevent argument (6.1's names) */
#define FW_ACTION_NOUEVENT	0
#define FW_ACTION_UEVENT	1

struct device;
struct module;

/* The file's bytes: data is size bytes, read-only, until
 * release_firmware() */
struct firmware {
	size_t size;
	const u8 *data;
	void *priv;		/* the loader's */
};

/* 0 and *fw, or -errno (-ENOENT: in none of the directories) and *fw
 * NULL.  request_firmware() warns when the file is not found;
 * request_firmware_direct() and firmware_request_nowarn() do not. */
int request_firmware(const struct firmware **fw, const char *name,
		     struct device *device);
int request_firmware_direct(const struct firmware **fw, const char *name,
			    struct device *device);
int firmware_request_nowarn(const struct firmware **fw, const char *name,
			    struct device *device);
/* Loads from a work item and hands cont() the firmware, or NULL if it
 * could not be loaded; context is cont()'s.  Holds module and device
 * until cont() returns. */
int request_firmware_nowait(struct module *module, bool uevent,
			    const char *name, struct device *device,
			    gfp_t gfp, void *context,
			    void (*cont)(const struct firmware *fw,
					 void *context));
/* NULL is allowed, as in Linux */
void release_firmware(const struct firmware *fw);

#endif /* _LINUX_FIRMWARE_H */
