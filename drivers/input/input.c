// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/input/input.c - the input core: devices that report events,
 * handlers that take them, and the handles joining the two
 * (include/linux/input.h).
 *
 * A device is matched against every handler when either registers; a
 * handler that wants it makes a handle in its connect() and opens it.
 * input_event() drops what the device did not declare and key events
 * that change nothing (a second press of a key already down), as
 * Linux's input_handle_event() does, then hands the rest to the open
 * handles with interrupts off, the context of a keyboard's interrupt
 * that the console's handler (drivers/char/keyboard.c) expects.
 *
 * Not done: autorepeat in software.  A device with EV_REP gets Linux's
 * default rep[] values (250 ms, 33 ms) but no timer repeats its keys;
 * the AT keyboard repeats in hardware (value 2).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/input.h"
#include "linux/proc_fs.h"
#include "linux/seq_buf.h"
#include "linux/seq_file.h"
#include "linux/slab.h"
#include "asm/system.h"

static struct class input_class = {
	.name = "input",
};

static LIST_HEAD(input_dev_list);
static LIST_HEAD(input_handler_list);
static unsigned long input_no;	/* inputN: never reused, as in Linux */

static void input_dev_release(struct device *device)
{
	kfree(to_input_dev(device));
}

struct input_dev *input_allocate_device(void)
{
	struct input_dev *dev = kzalloc(sizeof(*dev), GFP_KERNEL);

	if (!dev)
		return NULL;
	device_initialize(&dev->dev);
	dev->dev.class = &input_class;
	dev->dev.release = input_dev_release;
	dev_set_name(&dev->dev, "input%lu", input_no++);
	INIT_LIST_HEAD(&dev->h_list);
	INIT_LIST_HEAD(&dev->node);
	spin_lock_init(&dev->event_lock);
	return dev;
}
EXPORT_SYMBOL(input_allocate_device);

/* Only for a device never registered: unregistering frees it */
void input_free_device(struct input_dev *dev)
{
	if (dev)
		put_device(&dev->dev);
}
EXPORT_SYMBOL(input_free_device);

void input_set_capability(struct input_dev *dev, unsigned int type,
			  unsigned int code)
{
	if (type == EV_KEY && code <= KEY_MAX)
		set_bit(code, dev->keybit);
	else if (type == EV_REL && code <= REL_MAX)
		set_bit(code, dev->relbit);
	else if (type == EV_MSC && code <= MSC_MAX)
		set_bit(code, dev->mscbit);
	set_bit(type, dev->evbit);
}
EXPORT_SYMBOL(input_set_capability);

/* Every bit of want is in have */
static bool bits_subset(const unsigned long *want, const unsigned long *have,
			unsigned int bits)
{
	unsigned int i;

	for (i = 0; i < BITS_TO_LONGS(bits); i++)
		if ((want[i] & have[i]) != want[i])
			return false;
	return true;
}

static bool input_match_id(const struct input_device_id *id,
			   const struct input_dev *dev)
{
	if ((id->flags & INPUT_DEVICE_ID_MATCH_BUS) &&
	    id->bustype != dev->id.bustype)
		return false;
	if ((id->flags & INPUT_DEVICE_ID_MATCH_EVBIT) &&
	    !bits_subset(id->evbit, dev->evbit, EV_CNT))
		return false;
	return !(id->flags & INPUT_DEVICE_ID_MATCH_KEYBIT) ||
	       bits_subset(id->keybit, dev->keybit, KEY_CNT);
}

static const struct input_device_id *
input_match_device(struct input_handler *handler, struct input_dev *dev)
{
	const struct input_device_id *id;

	for (id = handler->id_table; id->flags || id->driver_info; id++)
		if (input_match_id(id, dev) &&
		    (!handler->match || handler->match(handler, dev)))
			return id;
	return NULL;
}

static void input_attach_handler(struct input_dev *dev,
				 struct input_handler *handler)
{
	const struct input_device_id *id = input_match_device(handler, dev);
	int err;

	if (!id)
		return;
	err = handler->connect(handler, dev, id);
	if (err && err != -ENODEV)
		printk(KERN_ERR "input: failed to attach handler %s to device "
		       "%s, error: %d\n", handler->name, dev_name(&dev->dev),
		       err);
}

int input_register_device(struct input_dev *dev)
{
	struct input_handler *handler;
	char path[128];
	int err;

	set_bit(EV_SYN, dev->evbit);		/* every device syncs */
	clear_bit(KEY_RESERVED, dev->keybit);	/* never a real key */
	if (test_bit(EV_REP, dev->evbit) && !dev->rep[REP_DELAY] &&
	    !dev->rep[REP_PERIOD]) {
		dev->rep[REP_DELAY] = 250;
		dev->rep[REP_PERIOD] = 33;
	}
	err = device_add(&dev->dev);
	if (err)
		return err;
	device_path(&dev->dev, path, sizeof(path));
	printk(KERN_INFO "input: %s as %s\n",
	       dev->name ? dev->name : "Unspecified device", path);
	list_add_tail(&dev->node, &input_dev_list);
	list_for_each_entry(handler, &input_handler_list, node)
		input_attach_handler(dev, handler);
	return 0;
}
EXPORT_SYMBOL(input_register_device);

static void input_pass_event(struct input_dev *dev, unsigned int type,
			     unsigned int code, int value)
{
	struct input_handle *handle;

	list_for_each_entry(handle, &dev->h_list, d_node)
		if (handle->open)
			handle->handler->event(handle, type, code, value);
}

/* Keys still down go up, so that no handler keeps them pressed */
static void input_release_keys(struct input_dev *dev)
{
	unsigned long flags;
	unsigned int code;
	bool any = false;

	spin_lock_irqsave(&dev->event_lock, flags);
	for_each_set_bit(code, dev->key, KEY_CNT) {
		clear_bit(code, dev->key);
		input_pass_event(dev, EV_KEY, code, 0);
		any = true;
	}
	if (any)
		input_pass_event(dev, EV_SYN, SYN_REPORT, 0);
	spin_unlock_irqrestore(&dev->event_lock, flags);
}

void input_unregister_device(struct input_dev *dev)
{
	struct input_handle *handle, *next;

	input_release_keys(dev);
	list_for_each_entry_safe(handle, next, &dev->h_list, d_node)
		handle->handler->disconnect(handle);
	list_del_init(&dev->node);
	device_del(&dev->dev);
	put_device(&dev->dev);
}
EXPORT_SYMBOL(input_unregister_device);

static bool input_key_wanted(struct input_dev *dev, unsigned int code,
			     int value)
{
	if (code > KEY_MAX || !test_bit(code, dev->keybit))
		return false;
	if (value == 2)				/* autorepeat */
		return true;
	if (!!test_bit(code, dev->key) == !!value)
		return false;			/* no change */
	change_bit(code, dev->key);
	return true;
}

static bool input_event_wanted(struct input_dev *dev, unsigned int type,
			       unsigned int code, int value)
{
	switch (type) {
	case EV_SYN:
		return true;
	case EV_KEY:
		return input_key_wanted(dev, code, value);
	case EV_REL:
		return code <= REL_MAX && test_bit(code, dev->relbit) && value;
	case EV_MSC:
		return code <= MSC_MAX && test_bit(code, dev->mscbit);
	case EV_LED:
		if (code > LED_MAX || !test_bit(code, dev->ledbit) ||
		    !!test_bit(code, dev->led) == !!value)
			return false;
		change_bit(code, dev->led);
		return true;
	default:
		return false;
	}
}

void input_event(struct input_dev *dev, unsigned int type, unsigned int code,
		 int value)
{
	unsigned long flags;

	if (type > EV_MAX || !test_bit(type, dev->evbit))
		return;
	spin_lock_irqsave(&dev->event_lock, flags);
	if (input_event_wanted(dev, type, code, value)) {
		/* a change of an LED goes to the device itself too */
		if (type == EV_LED && dev->event)
			dev->event(dev, type, code, value);
		input_pass_event(dev, type, code, value);
	}
	spin_unlock_irqrestore(&dev->event_lock, flags);
}
EXPORT_SYMBOL(input_event);

/* A handler's event to its device (the console's LEDs): Linux's
 * input_inject_event(), here without grabs to get past */
void input_inject_event(struct input_handle *handle, unsigned int type,
			unsigned int code, int value)
{
	input_event(handle->dev, type, code, value);
}
EXPORT_SYMBOL(input_inject_event);

int input_register_handler(struct input_handler *handler)
{
	struct input_dev *dev;

	INIT_LIST_HEAD(&handler->h_list);
	list_add_tail(&handler->node, &input_handler_list);
	list_for_each_entry(dev, &input_dev_list, node)
		input_attach_handler(dev, handler);
	return 0;
}
EXPORT_SYMBOL(input_register_handler);

void input_unregister_handler(struct input_handler *handler)
{
	struct input_handle *handle, *next;

	list_for_each_entry_safe(handle, next, &handler->h_list, h_node)
		handler->disconnect(handle);
	list_del(&handler->node);
}
EXPORT_SYMBOL(input_unregister_handler);

int input_register_handle(struct input_handle *handle)
{
	list_add_tail(&handle->d_node, &handle->dev->h_list);
	list_add_tail(&handle->h_node, &handle->handler->h_list);
	return 0;
}
EXPORT_SYMBOL(input_register_handle);

void input_unregister_handle(struct input_handle *handle)
{
	list_del(&handle->h_node);
	list_del(&handle->d_node);
}
EXPORT_SYMBOL(input_unregister_handle);

/* The device's open() runs for its first user, close() after its last */
int input_open_device(struct input_handle *handle)
{
	struct input_dev *dev = handle->dev;
	int err;

	if (!dev->users && dev->open) {
		err = dev->open(dev);
		if (err)
			return err;
	}
	dev->users++;
	handle->open++;
	return 0;
}
EXPORT_SYMBOL(input_open_device);

void input_close_device(struct input_handle *handle)
{
	struct input_dev *dev = handle->dev;

	handle->open--;
	if (!--dev->users && dev->close)
		dev->close(dev);
}
EXPORT_SYMBOL(input_close_device);

/*
 * /proc/bus/input/devices: one block per device, as Linux 6.1 prints
 * it; "B:" lines give a bitmap as hexadecimal longs, the highest
 * non-zero one first.
 */
static void input_seq_print_bitmap(struct seq_file *seq, const char *name,
				   const unsigned long *bitmap,
				   unsigned int bits)
{
	int i;

	for (i = BITS_TO_LONGS(bits) - 1; i > 0; i--)
		if (bitmap[i])
			break;
	seq_printf(seq, "B: %s=", name);
	for (; i >= 0; i--)
		seq_printf(seq, "%lx%s", bitmap[i], i > 0 ? " " : "");
	seq_putc(seq, '\n');
}

static void input_seq_print_bitmaps(struct seq_file *seq,
				    const struct input_dev *dev)
{
	input_seq_print_bitmap(seq, "PROP", dev->propbit, INPUT_PROP_CNT);
	input_seq_print_bitmap(seq, "EV", dev->evbit, EV_CNT);
	if (test_bit(EV_KEY, dev->evbit))
		input_seq_print_bitmap(seq, "KEY", dev->keybit, KEY_CNT);
	if (test_bit(EV_REL, dev->evbit))
		input_seq_print_bitmap(seq, "REL", dev->relbit, REL_CNT);
	if (test_bit(EV_ABS, dev->evbit))
		input_seq_print_bitmap(seq, "ABS", dev->absbit, ABS_CNT);
	if (test_bit(EV_MSC, dev->evbit))
		input_seq_print_bitmap(seq, "MSC", dev->mscbit, MSC_CNT);
	if (test_bit(EV_LED, dev->evbit))
		input_seq_print_bitmap(seq, "LED", dev->ledbit, LED_CNT);
}

static void input_seq_print_device(struct seq_file *seq,
				   const struct input_dev *dev)
{
	const struct input_handle *handle;
	char path[128];

	device_path(&dev->dev, path, sizeof(path));
	seq_printf(seq, "I: Bus=%04x Vendor=%04x Product=%04x Version=%04x\n",
		   dev->id.bustype, dev->id.vendor, dev->id.product,
		   dev->id.version);
	seq_printf(seq, "N: Name=\"%s\"\n", dev->name ? dev->name : "");
	seq_printf(seq, "P: Phys=%s\n", dev->phys ? dev->phys : "");
	seq_printf(seq, "S: Sysfs=%s\n", path);
	seq_printf(seq, "U: Uniq=%s\n", dev->uniq ? dev->uniq : "");
	seq_puts(seq, "H: Handlers=");
	list_for_each_entry(handle, &dev->h_list, d_node)
		seq_printf(seq, "%s ", handle->name);
	seq_putc(seq, '\n');
	input_seq_print_bitmaps(seq, dev);
	seq_putc(seq, '\n');
}

static int input_devices_show(struct seq_file *seq, void *v)
{
	const struct input_dev *dev;

	(void)v;
	list_for_each_entry(dev, &input_dev_list, node)
		input_seq_print_device(seq, dev);
	return 0;
}

static int input_handlers_show(struct seq_file *seq, void *v)
{
	const struct input_handler *handler;
	unsigned int n = 0;

	(void)v;
	list_for_each_entry(handler, &input_handler_list, node)
		seq_printf(seq, "N: Number=%u Name=%s\n", n++, handler->name);
	return 0;
}

/* /sys/class/input and /proc/bus/input, before any device registers */
static int __init input_init(void)
{
	struct proc_dir_entry *bus = proc_mkdir("bus", NULL);
	struct proc_dir_entry *dir = bus ? proc_mkdir("input", bus) : NULL;

	if (!dir || !proc_create_single("devices", 0, dir, input_devices_show) ||
	    !proc_create_single("handlers", 0, dir, input_handlers_show))
		return -ENOMEM;
	return class_register(&input_class);
}
fs_initcall(input_init);
