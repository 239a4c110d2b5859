// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/gpio/gpiolib-lookup.c - a device's GPIO lines by function:
 * gpiod_get(dev, "led", GPIOD_OUT_LOW) finds, in the board tables
 * (linux/gpio/machine.h) added for dev_name(dev), the entry for "led"
 * at index 0, the chip whose label is the entry's key, and its line
 * chip_hwnum; requests the line under con_id's name and sets it up as
 * the flags say, as Linux 6.1's gpiod_find() and gpiod_configure_flags()
 * do.  A PC has no device tree and oops386 reads no ACPI GPIO
 * resources, so the tables are the only source: with none, -ENOENT,
 * which Linux also answers on x86 for a device nothing describes.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/gpio/consumer.h"
#include "linux/gpio/machine.h"
#include "linux/mutex.h"
#include "linux/string.h"
#include "gpiolib.h"

static LIST_HEAD(gpio_lookup_list);
static DEFINE_MUTEX(gpio_lookup_lock);	/* the list of tables */

void gpiod_add_lookup_table(struct gpiod_lookup_table *table)
{
	mutex_lock(&gpio_lookup_lock);
	list_add_tail(&table->list, &gpio_lookup_list);
	mutex_unlock(&gpio_lookup_lock);
}
EXPORT_SYMBOL_GPL(gpiod_add_lookup_table);

void gpiod_remove_lookup_table(struct gpiod_lookup_table *table)
{
	if (!table)
		return;
	mutex_lock(&gpio_lookup_lock);
	list_del(&table->list);
	mutex_unlock(&gpio_lookup_lock);
}
EXPORT_SYMBOL_GPL(gpiod_remove_lookup_table);

/* A table's dev_id names the device; NULL is for a NULL device only */
static bool table_is_for(const struct gpiod_lookup_table *t,
			 const char *dev_id)
{
	if (t->dev_id && dev_id)
		return !strcmp(t->dev_id, dev_id);
	return t->dev_id == dev_id;
}

/* An entry of no function name stands for any; idx must match */
static bool entry_matches(const struct gpiod_lookup *p, const char *con_id,
			  unsigned int idx)
{
	if (p->idx != idx)
		return false;
	return !p->con_id || (con_id && !strcmp(p->con_id, con_id));
}

/* The line an entry names: -EPROBE_DEFER while its chip is not there
 * (it may be a module loaded later), -EINVAL past the chip's end */
static struct gpio_desc *entry_line(const struct gpiod_lookup *p)
{
	struct gpio_device *gdev = gpio_device_find_by_label(p->key);

	if (!gdev) {
		pr_debug("cannot find GPIO chip %s, deferring\n", p->key);
		return ERR_PTR(-EPROBE_DEFER);
	}
	if (p->chip_hwnum >= gdev->ngpio) {
		pr_err("requested GPIO %u is out of range [0..%u] for chip %s\n",
		       p->chip_hwnum, gdev->ngpio - 1, p->key);
		return ERR_PTR(-EINVAL);
	}
	return &gdev->descs[p->chip_hwnum];
}

/* The first matching entry of dev's table, copied to *found; false if
 * there is none */
static bool gpiod_find(struct device *dev, const char *con_id,
		       unsigned int idx, struct gpiod_lookup *found)
{
	const char *dev_id = dev ? dev_name(dev) : NULL;
	struct gpiod_lookup_table *t;
	struct gpiod_lookup *p;
	bool ok = false;

	mutex_lock(&gpio_lookup_lock);
	list_for_each_entry(t, &gpio_lookup_list, list) {
		if (!table_is_for(t, dev_id))
			continue;
		for (p = t->table; p->key && !ok; p++)
			if (entry_matches(p, con_id, idx)) {
				*found = *p;
				ok = true;
			}
		break;
	}
	mutex_unlock(&gpio_lookup_lock);
	return ok;
}

/* The direction and first value flags ask for (GPIOD_ASIS: none) */
static int gpiod_configure_flags(struct gpio_desc *desc,
				 enum gpiod_flags dflags)
{
	if (!(dflags & GPIOD_FLAGS_BIT_DIR_SET))
		return 0;
	if (dflags & GPIOD_FLAGS_BIT_DIR_OUT)
		return gpiod_direction_output(desc,
					!!(dflags & GPIOD_FLAGS_BIT_DIR_VAL));
	return gpiod_direction_input(desc);
}

struct gpio_desc *gpiod_get_index(struct device *dev, const char *con_id,
				  unsigned int idx, enum gpiod_flags flags)
{
	struct gpiod_lookup entry;
	struct gpio_desc *desc;
	int err;

	if (!gpiod_find(dev, con_id, idx, &entry))
		return ERR_PTR(-ENOENT);
	desc = entry_line(&entry);
	if (IS_ERR(desc))
		return desc;
	err = gpiod_request(desc, con_id ? con_id : dev_name(dev));
	if (err)
		return ERR_PTR(err);
	if (entry.flags & GPIO_ACTIVE_LOW)
		set_bit(FLAG_ACTIVE_LOW, &desc->flags);
	err = gpiod_configure_flags(desc, flags);
	if (err) {
		gpiod_free(desc);
		return ERR_PTR(err);
	}
	return desc;
}
EXPORT_SYMBOL_GPL(gpiod_get_index);

struct gpio_desc *gpiod_get(struct device *dev, const char *con_id,
			    enum gpiod_flags flags)
{
	return gpiod_get_index(dev, con_id, 0, flags);
}
EXPORT_SYMBOL_GPL(gpiod_get);

/* A line a board may leave out: NULL, on which every gpiod_* call does
 * nothing (gpiolib.c), where the table names none */
static struct gpio_desc *absent_is_null(struct gpio_desc *desc)
{
	return PTR_ERR_OR_ZERO(desc) == -ENOENT ? NULL : desc;
}

struct gpio_desc *gpiod_get_index_optional(struct device *dev,
					   const char *con_id,
					   unsigned int index,
					   enum gpiod_flags flags)
{
	return absent_is_null(gpiod_get_index(dev, con_id, index, flags));
}
EXPORT_SYMBOL_GPL(gpiod_get_index_optional);

struct gpio_desc *gpiod_get_optional(struct device *dev, const char *con_id,
				     enum gpiod_flags flags)
{
	return gpiod_get_index_optional(dev, con_id, 0, flags);
}
EXPORT_SYMBOL_GPL(gpiod_get_optional);

void gpiod_put(struct gpio_desc *desc)
{
	gpiod_free(desc);
}
EXPORT_SYMBOL_GPL(gpiod_put);

/* How many lines dev's table gives con_id (indices 0, 1, ... without a
 * gap); -ENOENT for none, as Linux's */
int gpiod_count(struct device *dev, const char *con_id)
{
	struct gpiod_lookup entry;
	int n = 0;

	while (gpiod_find(dev, con_id, n, &entry))
		n++;
	return n ? n : -ENOENT;
}
EXPORT_SYMBOL_GPL(gpiod_count);

/*
 * Debouncing is a pin configuration (Linux passes
 * PIN_CONFIG_INPUT_DEBOUNCE to the chip's set_config operation); no
 * chip here has one, so every line answers as Linux's lines of such
 * chips do.
 */
int gpiod_set_debounce(struct gpio_desc *desc, unsigned int debounce)
{
	(void)debounce;
	return desc ? -ENOTSUPP : 0;
}
EXPORT_SYMBOL_GPL(gpiod_set_debounce);

static void devm_gpiod_release(void *desc)
{
	gpiod_put(desc);
}

/* gpiod_get_index(), put back when dev's driver goes */
struct gpio_desc *devm_gpiod_get_index(struct device *dev,
				       const char *con_id, unsigned int idx,
				       enum gpiod_flags flags)
{
	struct gpio_desc *desc = gpiod_get_index(dev, con_id, idx, flags);
	int err;

	if (IS_ERR_OR_NULL(desc))
		return desc;
	err = devm_add_action_or_reset(dev, devm_gpiod_release, desc);
	return err ? ERR_PTR(err) : desc;
}
EXPORT_SYMBOL_GPL(devm_gpiod_get_index);

struct gpio_desc *devm_gpiod_get(struct device *dev, const char *con_id,
				 enum gpiod_flags flags)
{
	return devm_gpiod_get_index(dev, con_id, 0, flags);
}
EXPORT_SYMBOL_GPL(devm_gpiod_get);

struct gpio_desc *devm_gpiod_get_optional(struct device *dev,
					  const char *con_id,
					  enum gpiod_flags flags)
{
	return absent_is_null(devm_gpiod_get_index(dev, con_id, 0, flags));
}
EXPORT_SYMBOL_GPL(devm_gpiod_get_optional);
