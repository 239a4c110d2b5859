// SPDX-License-Identifier: GPL-2.0
/*
 * vkbd.c - in the manner of LKMPG's virtual keyboard, a kind of vinput
 * device (vinput.h): every key code, and autorepeat declared.  A write
 * of "+N" (or "N") presses key N, "-N" releases it, N as Linux's
 * input-event-codes.h numbers keys (KEY_A is 30);
 * reading /dev/vinputN gives the last event written, signed.
 *
 *	echo vkbd > /sys/class/vinput/export
 *	echo +35 > /dev/vinput0; echo -35 > /dev/vinput0	# types "h"
 */
#include <linux/init.h>
#include <linux/input.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/spinlock.h>

#include "vinput.h"

#define VKBD_NAME "vkbd"

static unsigned short vkbd_keymap[KEY_MAX];	/* code N is key N */

static int vkbd_init(struct vinput *vinput)
{
	struct input_dev *input = vinput->input;
	int i;

	input->evbit[0] = BIT_MASK(EV_KEY) | BIT_MASK(EV_REP);
	input->keycode = vkbd_keymap;
	input->keycodesize = sizeof(vkbd_keymap[0]);
	input->keycodemax = ARRAY_SIZE(vkbd_keymap);
	for (i = 0; i < KEY_MAX; i++)
		set_bit(vkbd_keymap[i], input->keybit);
	return input_register_device(input);
}

static int vkbd_read(struct vinput *vinput, char *buf, int len)
{
	spin_lock(&vinput->lock);
	len = snprintf(buf, len, "%+ld\n", vinput->last_entry);
	spin_unlock(&vinput->lock);
	return len;
}

/* "+N", "N": press; "-N": release */
static int vkbd_send(struct vinput *vinput, char *buf, int len)
{
	long key;
	int err = kstrtol(buf[0] == '+' ? buf + 1 : buf, 10, &key);

	if (err || key == 0 || key <= -KEY_MAX || key >= KEY_MAX) {
		dev_err(&vinput->dev, "not a key event: %s", buf);
		return -EINVAL;
	}
	spin_lock(&vinput->lock);
	vinput->last_entry = key;
	spin_unlock(&vinput->lock);
	dev_info(&vinput->dev, "event %s code %ld\n",
		 key < 0 ? "release" : "press", key < 0 ? -key : key);
	input_report_key(vinput->input, key < 0 ? -key : key, key > 0);
	input_sync(vinput->input);
	return len;
}

static struct vinput_ops vkbd_ops = {
	.init = vkbd_init,
	.send = vkbd_send,
	.read = vkbd_read,
};

static struct vinput_device vkbd_dev = {
	.name = VKBD_NAME,
	.ops = &vkbd_ops,
};

static int __init vkbd_module_init(void)
{
	int i;

	for (i = 0; i < KEY_MAX; i++)
		vkbd_keymap[i] = i;
	return vinput_register(&vkbd_dev);
}

static void __exit vkbd_module_exit(void)
{
	vinput_unregister(&vkbd_dev);
}

module_init(vkbd_module_init);
module_exit(vkbd_module_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("A virtual keyboard: key events written to /dev/vinputN");
