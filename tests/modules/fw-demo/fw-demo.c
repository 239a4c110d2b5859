// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/fw-demo/fw-demo.c - the firmware loader as a driver
 * uses it: a device of its own (/sys/devices/fw_demo) asks for each
 * file of names= with request_firmware(), for quiet= with
 * request_firmware_direct() and firmware_request_nowarn(), for async=
 * with request_firmware_nowait() (waited for, so the lines come in
 * order), and for nodev= with no device.  Each answer is one line: the
 * error, or the size and a sum of the bytes, so a test compares them
 * with what the same source prints on Linux 6.1.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/completion.h>
#include <linux/device.h>
#include <linux/firmware.h>
#include <linux/string.h>

MODULE_LICENSE("GPL");

/* comma-separated, empty names included */
static char names[256];
module_param_string(names, names, sizeof(names), 0444);
static char *quiet;
module_param(quiet, charp, 0444);
static char *async;
module_param(async, charp, 0444);
static char *nodev;
module_param(nodev, charp, 0444);

static void demo_release(struct device *dev)
{
	pr_info("device released\n");
}

static struct device demo_dev = {
	.init_name = "fw_demo",
	.release = demo_release,
};

static DECLARE_COMPLETION(async_done);

/* what a request gave, then the firmware back */
static void report(const char *how, const char *name, int err,
		   const struct firmware *fw)
{
	unsigned int sum = 0;
	size_t i;

	if (err || !fw) {
		pr_info("%s %s: error %d, fw %s\n", how, name, err,
			fw ? "set" : "NULL");
		return;
	}
	for (i = 0; i < fw->size; i++)
		sum = sum * 31 + fw->data[i];
	pr_info("%s %s: %zu bytes, sum %08x\n", how, name, fw->size, sum);
	release_firmware(fw);
}

static void async_cont(const struct firmware *fw, void *context)
{
	report("request_firmware_nowait", context, fw ? 0 : -ENOENT, fw);
	complete(&async_done);
}

static void requests(void)
{
	const struct firmware *fw;
	char *name = names, *comma;
	int err;

	while (names[0] && name) {
		comma = strchr(name, ',');
		if (comma)
			*comma = '\0';
		err = request_firmware(&fw, name, &demo_dev);
		report("request_firmware", name, err, fw);
		name = comma ? comma + 1 : NULL;
	}
	if (quiet) {
		err = request_firmware_direct(&fw, quiet, &demo_dev);
		report("request_firmware_direct", quiet, err, fw);
		err = firmware_request_nowarn(&fw, quiet, &demo_dev);
		report("firmware_request_nowarn", quiet, err, fw);
	}
	if (nodev) {
		err = request_firmware(&fw, nodev, NULL);
		report("request_firmware(NULL)", nodev, err, fw);
	}
	if (async) {
		err = request_firmware_nowait(THIS_MODULE, FW_ACTION_UEVENT,
					      async, &demo_dev, GFP_KERNEL,
					      async, async_cont);
		if (err)
			pr_info("request_firmware_nowait: %d\n", err);
		else
			wait_for_completion(&async_done);
	}
}

static int __init demo_init(void)
{
	int err = device_register(&demo_dev);

	if (err) {
		put_device(&demo_dev);
		return err;
	}
	requests();
	return 0;
}

static void __exit demo_exit(void)
{
	device_unregister(&demo_dev);
}

module_init(demo_init);
module_exit(demo_exit);
