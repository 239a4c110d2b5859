// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/input/keyboard/atkbd.c - the PS/2 keyboard on IRQ 1, an input
 * device (drivers/input/input.c) named as Linux names QEMU's keyboard.
 *
 * The 8042 controller hands us scan code set 1 bytes at port 0x60: a key
 * press sends its make code, a release the same code with bit 7 set;
 * the grey keys come after an 0xe0 prefix.  Codes 1 to 88 are Linux's
 * key codes themselves (include/linux/input-event-codes.h); the grey
 * keys are looked up.  A press of a key already down is the keyboard's
 * own typematic repeat and is reported as value 2, as Linux's atkbd does.
 * Turning key codes into characters is the console's business
 * (drivers/char/keyboard.c).
 *
 * The LEDs are the other way: the console sends EV_LED events
 * (atkbd_event()), and a work item gives the keyboard the command
 * "Set/Reset Status Indicators", 0xED then a byte with Scroll Lock in
 * bit 0, Num Lock in bit 1 and Caps Lock in bit 2, each byte answered
 * by an acknowledge, 0xFA (IBM PS/2 Hardware Interface Technical
 * Reference, "Keyboard and Auxiliary Device Controller": keyboard
 * commands; a byte for the keyboard goes to port 0x60 once bit 1 of
 * the status register, port 0x64, says the input buffer is empty).
 */
#include "linux/kernel.h"
#include "linux/init.h"
#include "linux/input.h"
#include "linux/interrupt.h"
#include "linux/platform_device.h"
#include "linux/completion.h"
#include "linux/delay.h"
#include "linux/workqueue.h"
#include "asm/io.h"

#define KBD_DATA	0x60
#define KBD_STATUS	0x64
#define KBD_STAT_IBF	0x02	/* input buffer full: not ready for a byte */
#define KBD_CMD_SETLEDS	0xed
#define KBD_REPLY_ACK	0xfa
#define KBD_ACK_WAIT	(HZ / 5)	/* an answer takes milliseconds */
#define KBD_IRQ		1
#define SC_RELEASE	0x80
#define SC_EXTENDED	0xe0	/* prefix of the grey keys' codes */
#define SC_LAST_PLAIN	KEY_F12	/* codes up to this one map to themselves */

/* The grey keys: the byte after 0xe0, and the key code it means */
static const u8 extended_keys[][2] = {
	{ 0x1c, KEY_KPENTER }, { 0x1d, KEY_RIGHTCTRL },
	{ 0x35, KEY_KPSLASH }, { 0x38, KEY_RIGHTALT },
	{ 0x47, KEY_HOME },    { 0x48, KEY_UP },
	{ 0x49, KEY_PAGEUP },  { 0x4b, KEY_LEFT },
	{ 0x4d, KEY_RIGHT },   { 0x4f, KEY_END },
	{ 0x50, KEY_DOWN },    { 0x51, KEY_PAGEDOWN },
	{ 0x52, KEY_INSERT },  { 0x53, KEY_DELETE },
};

/*
 * The devices between the keyboard and the root, as Linux has them
 * under /sys: the i8042 controller, a platform device, and the
 * controller's first port, serio0 (Linux puts it on a serio bus too).
 */
static void serio_release(struct device *dev)
{
	(void)dev;	/* static: the keyboard is never removed */
}

static struct device serio0 = { .init_name = "serio0",
				.release = serio_release };

static struct input_dev *atkbd;
static bool extended;
static DECLARE_COMPLETION(atkbd_ack);	/* the keyboard said 0xFA */

/* 0: a code this keyboard does not name */
static unsigned int atkbd_keycode(u8 sc, bool grey)
{
	unsigned int i;

	if (!grey)
		return sc <= SC_LAST_PLAIN ? sc : 0;
	for (i = 0; i < ARRAY_SIZE(extended_keys); i++)
		if (extended_keys[i][0] == sc)
			return extended_keys[i][1];
	return 0;	/* 0xe0 0x2a and the like: fake shifts */
}

static irqreturn_t atkbd_interrupt(int irq, void *dev_id)
{
	u8 sc = inb(KBD_DATA);
	bool release = sc & SC_RELEASE;
	unsigned int code;
	int value;

	(void)irq;
	(void)dev_id;
	if (sc == KBD_REPLY_ACK) {
		complete(&atkbd_ack);
		return IRQ_HANDLED;
	}
	if (sc == SC_EXTENDED) {
		extended = true;
		return IRQ_HANDLED;
	}
	code = atkbd_keycode(sc & ~SC_RELEASE, extended);
	extended = false;
	if (!code)
		return IRQ_HANDLED;
	value = release ? 0 : 1 + test_bit(code, atkbd->key);
	input_event(atkbd, EV_MSC, MSC_SCAN, sc & ~SC_RELEASE);
	input_event(atkbd, EV_KEY, code, value);
	input_sync(atkbd);
	return IRQ_HANDLED;
}

/* One byte of a command to the keyboard, and its acknowledge */
static int atkbd_send(u8 byte)
{
	int tries = 1000;

	while ((inb(KBD_STATUS) & KBD_STAT_IBF) && --tries)
		udelay(10);
	reinit_completion(&atkbd_ack);
	outb(byte, KBD_DATA);
	if (!wait_for_completion_timeout(&atkbd_ack, KBD_ACK_WAIT))
		return -EIO;
	return 0;
}

/* The LEDs as atkbd->led says, in process context: it waits for answers */
static void atkbd_set_leds(struct work_struct *work)
{
	u8 leds = (test_bit(LED_SCROLLL, atkbd->led) ? 1 : 0) |
		  (test_bit(LED_NUML, atkbd->led) ? 2 : 0) |
		  (test_bit(LED_CAPSL, atkbd->led) ? 4 : 0);

	(void)work;
	if (atkbd_send(KBD_CMD_SETLEDS) || atkbd_send(leds))
		printk(KERN_WARNING "atkbd serio0: no answer to set LEDs\n");
}

static DECLARE_WORK(atkbd_led_work, atkbd_set_leds);

/* The input core's event to the device: under its event_lock */
static int atkbd_event(struct input_dev *dev, unsigned int type,
		       unsigned int code, int value)
{
	(void)dev, (void)code, (void)value;
	if (type == EV_LED)
		schedule_work(&atkbd_led_work);
	return 0;
}

static void __init atkbd_set_keys(struct input_dev *dev)
{
	unsigned int i;

	for (i = KEY_ESC; i <= SC_LAST_PLAIN; i++)
		set_bit(i, dev->keybit);
	for (i = 0; i < ARRAY_SIZE(extended_keys); i++)
		set_bit(extended_keys[i][1], dev->keybit);
}

static int __init atkbd_init(void)
{
	struct platform_device *i8042;
	int err;

	i8042 = platform_device_register_simple("i8042", PLATFORM_DEVID_NONE,
						NULL, 0);
	if (IS_ERR(i8042))
		return PTR_ERR(i8042);
	serio0.parent = &i8042->dev;
	err = device_register(&serio0);
	if (err)
		return err;
	atkbd = input_allocate_device();
	if (!atkbd)
		return -ENOMEM;
	atkbd->name = "AT Translated Set 2 keyboard";
	atkbd->phys = "isa0060/serio0/input0";
	atkbd->id = (struct input_id){ BUS_I8042, 0x0001, 0x0001, 0xab41 };
	atkbd->dev.parent = &serio0;
	atkbd->evbit[0] = BIT_MASK(EV_KEY) | BIT_MASK(EV_MSC) |
			  BIT_MASK(EV_LED) | BIT_MASK(EV_REP);
	set_bit(MSC_SCAN, atkbd->mscbit);
	atkbd->ledbit[0] = BIT_MASK(LED_NUML) | BIT_MASK(LED_CAPSL) |
			   BIT_MASK(LED_SCROLLL);
	atkbd->event = atkbd_event;
	atkbd_set_keys(atkbd);
	err = input_register_device(atkbd);
	if (err) {
		input_free_device(atkbd);
		return err;
	}
	return request_irq(KBD_IRQ, atkbd_interrupt, 0, "i8042", NULL);
}
device_initcall(atkbd_init);
