// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/gpio/gpiolib.c - GPIO chips and their lines (docs/gpio.md).
 *
 * A controller registers a struct gpio_chip (gpiochip_add_data()); it
 * becomes gpiochipN and gets ngpio numbers of the global space (0 to
 * ARCH_NR_GPIOS - 1), its own base or, for base -1, the highest free
 * range, as Linux 6.1 hands them out.  Each line is a struct gpio_desc:
 * requested with a label (gpiod_request(): the chip's module held),
 * set in or out, read and written through the chip's operations.  A
 * NULL descriptor - an absent optional line, or a number no chip has -
 * makes every call a no-op returning 0, as Linux's VALIDATE_DESC().
 * /sys/kernel/debug/gpio lists the chips and their requested lines in
 * Linux's format.
 */
#include "linux/kernel.h"
#include "linux/debugfs.h"
#include "linux/export.h"
#include "linux/gpio.h"
#include "linux/init.h"
#include "linux/module.h"
#include "linux/seq_file.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "gpiolib.h"

static LIST_HEAD(gpio_devices);		/* by base, lowest first */
static DEFINE_SPINLOCK(gpio_lock);	/* the list, and lines' flags */

/* Line gpio's descriptor, NULL if no chip has it ("invalid GPIO" if it
 * is outside the number space, Linux's warning) */
struct gpio_desc *gpio_to_desc(unsigned int gpio)
{
	struct gpio_device *gdev;
	struct gpio_desc *desc = NULL;
	unsigned long flags;

	spin_lock_irqsave(&gpio_lock, flags);
	list_for_each_entry(gdev, &gpio_devices, list)
		if (gdev->base <= (int)gpio &&
		    gdev->base + gdev->ngpio > (int)gpio) {
			desc = &gdev->descs[gpio - gdev->base];
			break;
		}
	spin_unlock_irqrestore(&gpio_lock, flags);
	if (!desc && !gpio_is_valid((int)gpio))
		pr_warn("invalid GPIO %d\n", (int)gpio);
	return desc;
}
EXPORT_SYMBOL_GPL(gpio_to_desc);

/* The registered chip whose gpio_chip.label is label, or NULL (a board
 * table's key, drivers/gpio/gpiolib-lookup.c) */
struct gpio_device *gpio_device_find_by_label(const char *label)
{
	struct gpio_device *gdev, *found = NULL;
	unsigned long flags;

	spin_lock_irqsave(&gpio_lock, flags);
	list_for_each_entry(gdev, &gpio_devices, list)
		if (gdev->chip->label && !strcmp(gdev->chip->label, label)) {
			found = gdev;
			break;
		}
	spin_unlock_irqrestore(&gpio_lock, flags);
	return found;
}

static unsigned int desc_offset(const struct gpio_desc *desc)
{
	return (unsigned int)(desc - desc->gdev->descs);
}

int desc_to_gpio(const struct gpio_desc *desc)
{
	return desc->gdev->base + (int)desc_offset(desc);
}
EXPORT_SYMBOL_GPL(desc_to_gpio);

static struct gpio_chip *desc_chip(const struct gpio_desc *desc)
{
	return desc->gdev->chip;
}

/*
 * The line is the caller's, under label, until gpiod_free(): EBUSY if
 * it is someone else's, the chip's request() refusal, or EPROBE_DEFER
 * while the chip's module is going away.
 */
int gpiod_request(struct gpio_desc *desc, const char *label)
{
	struct gpio_chip *gc;
	unsigned long flags;
	int err = 0;

	if (!desc)
		return 0;
	gc = desc_chip(desc);
	if (!try_module_get(gc->owner))
		return -EPROBE_DEFER;
	spin_lock_irqsave(&gpio_lock, flags);
	if (test_and_set_bit(FLAG_REQUESTED, &desc->flags))
		err = -EBUSY;
	else
		desc->label = label ? label : "?";
	spin_unlock_irqrestore(&gpio_lock, flags);
	if (!err && gc->request) {
		err = gc->request(gc, desc_offset(desc));
		if (err)
			clear_bit(FLAG_REQUESTED, &desc->flags);
	}
	if (err)
		module_put(gc->owner);
	else
		gpiod_get_direction(desc);
	return err;
}
EXPORT_SYMBOL_GPL(gpiod_request);

/* A line not requested is left alone, silently, as Linux does */
void gpiod_free(struct gpio_desc *desc)
{
	struct gpio_chip *gc;

	if (!desc || !test_bit(FLAG_REQUESTED, &desc->flags))
		return;
	gc = desc_chip(desc);
	if (gc->free)
		gc->free(gc, desc_offset(desc));
	desc->flags = 0;
	desc->label = NULL;
	module_put(gc->owner);
}
EXPORT_SYMBOL_GPL(gpiod_free);

/* The chip's say, kept in FLAG_IS_OUT; what was last set without one */
int gpiod_get_direction(struct gpio_desc *desc)
{
	struct gpio_chip *gc;
	int dir;

	if (!desc)
		return -EINVAL;
	gc = desc_chip(desc);
	if (!gc->get_direction)
		return test_bit(FLAG_IS_OUT, &desc->flags) ?
			GPIO_LINE_DIRECTION_OUT : GPIO_LINE_DIRECTION_IN;
	dir = gc->get_direction(gc, desc_offset(desc));
	if (dir < 0)
		return dir;
	if (dir == GPIO_LINE_DIRECTION_OUT)
		set_bit(FLAG_IS_OUT, &desc->flags);
	else
		clear_bit(FLAG_IS_OUT, &desc->flags);
	return dir;
}
EXPORT_SYMBOL_GPL(gpiod_get_direction);

int gpiod_direction_input(struct gpio_desc *desc)
{
	struct gpio_chip *gc;
	int err = 0;

	if (!desc)
		return 0;
	gc = desc_chip(desc);
	if (!gc->get && gc->direction_input) {
		pr_warn("gpio-%d: %s: missing get() but have "
			"direction_input()\n", desc_to_gpio(desc), __func__);
		return -EIO;
	}
	if (gc->direction_input)
		err = gc->direction_input(gc, desc_offset(desc));
	else if (gc->get_direction &&
		 gc->get_direction(gc, desc_offset(desc)) ==
		 GPIO_LINE_DIRECTION_OUT)
		err = -EIO;	/* an output-only line */
	if (!err)
		clear_bit(FLAG_IS_OUT, &desc->flags);
	return err;
}
EXPORT_SYMBOL_GPL(gpiod_direction_input);

/* value as the line's level, whatever its active-low flag says */
int gpiod_direction_output_raw(struct gpio_desc *desc, int value)
{
	struct gpio_chip *gc;
	int err;

	if (!desc)
		return 0;
	gc = desc_chip(desc);
	if (!gc->set || !gc->direction_output) {
		pr_warn("gpio-%d: %s: missing set() or direction_output() "
			"operations\n", desc_to_gpio(desc), __func__);
		return -EIO;
	}
	err = gc->direction_output(gc, desc_offset(desc), !!value);
	if (!err)
		set_bit(FLAG_IS_OUT, &desc->flags);
	return err;
}
EXPORT_SYMBOL_GPL(gpiod_direction_output_raw);

/* value as the line's logical state: active-low lines are inverted */
static int logical(const struct gpio_desc *desc, int value)
{
	return test_bit(FLAG_ACTIVE_LOW, &desc->flags) ? !value : value;
}

int gpiod_direction_output(struct gpio_desc *desc, int value)
{
	return desc ? gpiod_direction_output_raw(desc, logical(desc, !!value))
		    : 0;
}
EXPORT_SYMBOL_GPL(gpiod_direction_output);

/* 0 or 1, the chip's error, or -EIO for a chip that cannot read */
int gpiod_get_raw_value(const struct gpio_desc *desc)
{
	struct gpio_chip *gc;
	int value;

	if (!desc)
		return 0;
	gc = desc_chip(desc);
	if (!gc->get)
		return -EIO;
	value = gc->get(gc, desc_offset(desc));
	return value < 0 ? value : !!value;
}
EXPORT_SYMBOL_GPL(gpiod_get_raw_value);

int gpiod_get_value(const struct gpio_desc *desc)
{
	int value = gpiod_get_raw_value(desc);

	return desc && value >= 0 ? logical(desc, value) : value;
}
EXPORT_SYMBOL_GPL(gpiod_get_value);

void gpiod_set_raw_value(struct gpio_desc *desc, int value)
{
	struct gpio_chip *gc;

	if (!desc)
		return;
	gc = desc_chip(desc);
	if (gc->set)
		gc->set(gc, desc_offset(desc), !!value);
}
EXPORT_SYMBOL_GPL(gpiod_set_raw_value);

void gpiod_set_value(struct gpio_desc *desc, int value)
{
	if (desc)
		gpiod_set_raw_value(desc, logical(desc, !!value));
}
EXPORT_SYMBOL_GPL(gpiod_set_value);

int gpiod_get_value_cansleep(const struct gpio_desc *desc)
{
	return gpiod_get_value(desc);
}
EXPORT_SYMBOL_GPL(gpiod_get_value_cansleep);

void gpiod_set_value_cansleep(struct gpio_desc *desc, int value)
{
	gpiod_set_value(desc, value);
}
EXPORT_SYMBOL_GPL(gpiod_set_value_cansleep);

int gpiod_cansleep(const struct gpio_desc *desc)
{
	return desc ? desc_chip(desc)->can_sleep : 0;
}
EXPORT_SYMBOL_GPL(gpiod_cansleep);

int gpiod_is_active_low(const struct gpio_desc *desc)
{
	return desc ? test_bit(FLAG_ACTIVE_LOW, &desc->flags) : 0;
}
EXPORT_SYMBOL_GPL(gpiod_is_active_low);

/* The line's interrupt: EINVAL with no line, ENXIO if it has none */
int gpiod_to_irq(const struct gpio_desc *desc)
{
	struct gpio_chip *gc;
	int irq;

	if (!desc)
		return -EINVAL;
	gc = desc_chip(desc);
	if (!gc->to_irq)
		return -ENXIO;
	irq = gc->to_irq(gc, desc_offset(desc));
	return irq ? irq : -ENXIO;	/* 0 is no interrupt */
}
EXPORT_SYMBOL_GPL(gpiod_to_irq);

/* Linux 6.1's gpiochip_find_base(): the highest free range that fits */
static int gpiochip_find_base(int ngpio)
{
	struct gpio_device *gdev;
	int base = ARCH_NR_GPIOS - ngpio;

	list_for_each_entry_reverse(gdev, &gpio_devices, list) {
		if (gdev->base + gdev->ngpio <= base)
			break;
		base = gdev->base - ngpio;
	}
	if (!gpio_is_valid(base)) {
		pr_err("%s: cannot find free range\n", __func__);
		return -ENOSPC;
	}
	return base;
}

/* The lowest gpiochip number not in use */
static int gpiochip_find_id(void)
{
	struct gpio_device *gdev;
	int id = 0;
	bool taken = true;

	while (taken) {
		taken = false;
		list_for_each_entry(gdev, &gpio_devices, list)
			if (gdev->id == id) {
				taken = true;
				id++;
				break;
			}
	}
	return id;
}

/* Into the list in base order, unless its range overlaps another's */
static int gpiodev_add_to_list(struct gpio_device *gdev)
{
	struct gpio_device *other;
	struct list_head *at = &gpio_devices;

	list_for_each_entry(other, &gpio_devices, list) {
		if (other->base >= gdev->base + gdev->ngpio) {
			at = &other->list;
			break;
		}
		if (other->base + other->ngpio > gdev->base)
			return -EBUSY;
	}
	list_add_tail(&gdev->list, at);
	return 0;
}

/* Its base (found now if -1), its number and its place in the list */
static int gpiochip_place(struct gpio_device *gdev, struct gpio_chip *gc)
{
	unsigned long flags;
	int err = 0;

	spin_lock_irqsave(&gpio_lock, flags);
	gdev->base = gc->base < 0 ? gpiochip_find_base(gc->ngpio) : gc->base;
	if (gdev->base < 0)
		err = gdev->base;
	else if (!gpio_is_valid(gdev->base + gc->ngpio - 1))
		err = -EINVAL;
	if (!err) {
		gdev->id = gpiochip_find_id();
		err = gpiodev_add_to_list(gdev);
	}
	spin_unlock_irqrestore(&gpio_lock, flags);
	if (err == -EBUSY)
		pr_err("gpiochip_add_data: GPIO integer space overlap, "
		       "cannot add chip\n");
	return err;
}

/*
 * gc's lines join the number space; data is the driver's, for
 * gpiochip_get_data().  EINVAL for no lines or a range outside the
 * space, EBUSY if it overlaps a registered chip's, ENOSPC if base -1
 * finds no room.
 */
int gpiochip_add_data(struct gpio_chip *gc, void *data)
{
	struct gpio_device *gdev;
	unsigned int i;
	int err;

	if (!gc->ngpio)
		return -EINVAL;
	gdev = kzalloc(sizeof(*gdev), GFP_KERNEL);
	if (!gdev)
		return -ENOMEM;
	gdev->descs = kcalloc(gc->ngpio, sizeof(*gdev->descs), GFP_KERNEL);
	if (!gdev->descs) {
		err = -ENOMEM;
		goto err_gdev;
	}
	gdev->chip = gc;
	gdev->ngpio = gc->ngpio;
	gdev->data = data;
	for (i = 0; i < gc->ngpio; i++) {
		gdev->descs[i].gdev = gdev;
		gdev->descs[i].name = gc->names ? gc->names[i] : NULL;
	}
	gc->gpiodev = gdev;
	err = gpiochip_place(gdev, gc);
	if (err)
		goto err_descs;
	gc->base = gdev->base;
	return 0;

err_descs:
	gc->gpiodev = NULL;
	kfree(gdev->descs);
err_gdev:
	kfree(gdev);
	return err;
}
EXPORT_SYMBOL_GPL(gpiochip_add_data);

/* Requested lines keep no chip: said loudly, as Linux does */
void gpiochip_remove(struct gpio_chip *gc)
{
	struct gpio_device *gdev = gc->gpiodev;
	unsigned long flags;
	unsigned int i;

	if (!gdev)
		return;
	spin_lock_irqsave(&gpio_lock, flags);
	list_del(&gdev->list);
	spin_unlock_irqrestore(&gpio_lock, flags);
	for (i = 0; i < gdev->ngpio; i++)
		if (test_bit(FLAG_REQUESTED, &gdev->descs[i].flags)) {
			pr_crit("gpio gpiochip%d: REMOVING GPIOCHIP WITH GPIOS "
				"STILL REQUESTED\n", gdev->id);
			break;
		}
	gc->gpiodev = NULL;
	kfree(gdev->descs);
	kfree(gdev);
}
EXPORT_SYMBOL_GPL(gpiochip_remove);

void *gpiochip_get_data(struct gpio_chip *gc)
{
	return gc->gpiodev->data;
}
EXPORT_SYMBOL_GPL(gpiochip_get_data);

/* The label the line was requested with, NULL if it is free */
const char *gpiochip_is_requested(struct gpio_chip *gc, unsigned int offset)
{
	struct gpio_desc *desc;

	if (offset >= gc->ngpio)
		return NULL;
	desc = &gc->gpiodev->descs[offset];
	return test_bit(FLAG_REQUESTED, &desc->flags) ? desc->label : NULL;
}
EXPORT_SYMBOL_GPL(gpiochip_is_requested);

/* One requested line, Linux's columns: number, name, label, in/out, level */
static void gpiolib_dbg_line(struct seq_file *s, struct gpio_desc *desc)
{
	int value;

	gpiod_get_direction(desc);
	value = gpiod_get_raw_value(desc);
	seq_printf(s, " gpio-%-3d (%-20.20s|%-20.20s) %s %s %s\n",
		   desc_to_gpio(desc), desc->name ? desc->name : "",
		   desc->label, test_bit(FLAG_IS_OUT, &desc->flags) ?
		   "out" : "in ", value >= 0 ? (value ? "hi" : "lo") : "?  ",
		   test_bit(FLAG_ACTIVE_LOW, &desc->flags) ? "ACTIVE LOW" : "");
}

static void gpiolib_dbg_chip(struct seq_file *s, struct gpio_device *gdev,
			     bool first)
{
	struct gpio_chip *gc = gdev->chip;
	unsigned int i;

	seq_printf(s, "%sgpiochip%d: GPIOs %d-%d", first ? "" : "\n",
		   gdev->id, gdev->base, gdev->base + gdev->ngpio - 1);
	if (gc->label)
		seq_printf(s, ", %s", gc->label);
	if (gc->can_sleep)
		seq_puts(s, ", can sleep");
	seq_puts(s, ":\n");
	if (gc->dbg_show) {
		gc->dbg_show(s, gc);
		return;
	}
	for (i = 0; i < gdev->ngpio; i++)
		if (test_bit(FLAG_REQUESTED, &gdev->descs[i].flags))
			gpiolib_dbg_line(s, &gdev->descs[i]);
}

/* The list walked under gpio_lock: a chip's get() must not sleep
 * here (chips that can sleep are not listed with their levels in
 * Linux's way: none here can) */
static int gpiolib_show(struct seq_file *s, void *v)
{
	struct gpio_device *gdev;
	unsigned long flags;
	bool first = true;

	(void)v;
	spin_lock_irqsave(&gpio_lock, flags);
	list_for_each_entry(gdev, &gpio_devices, list) {
		gpiolib_dbg_chip(s, gdev, first);
		first = false;
	}
	spin_unlock_irqrestore(&gpio_lock, flags);
	return 0;
}

static int gpiolib_open(struct inode *inode, struct file *file)
{
	(void)inode;
	return single_open(file, gpiolib_show, NULL);
}

static const struct file_operations gpiolib_fops = {
	.open = gpiolib_open,
	.read = seq_read,
	.llseek = seq_lseek,
	.release = single_release,
};

static int __init gpiolib_debugfs_init(void)
{
	debugfs_create_file("gpio", 0444, NULL, NULL, &gpiolib_fops);
	return 0;
}
device_initcall(gpiolib_debugfs_init);
