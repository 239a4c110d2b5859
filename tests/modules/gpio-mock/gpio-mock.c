// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/gpio-mock/gpio-mock.c - a GPIO chip in software, in
 * the manner of Linux's gpio-mockup and gpio-sim: ngpio lines from
 * base (-1: gpiolib picks, from the top of the number space), each
 * readable and settable as a real controller's, each with an interrupt
 * (irq_alloc_descs()).  The world outside the chip is debugfs:
 * /sys/kernel/debug/gpio-mock/N reads line N's level and, written 0 or
 * 1, drives the line as a button would - an input line follows, and
 * an edge its interrupt was requested for (IRQF_TRIGGER_RISING,
 * _FALLING) interrupts, in interrupt context (a tasklet), before the
 * write returns.  So LKMPG's led, intrpt and bottomhalf examples, whose
 * lines are numbers 4, 17 and 18, run whole with base=0.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/bitops.h>
#include <linux/completion.h>
#include <linux/debugfs.h>
#include <linux/gpio/driver.h>
#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>

#define MOCK_MAX_LINES	64

static int base = -1;
module_param(base, int, 0444);
MODULE_PARM_DESC(base, "the first line's number (-1: gpiolib's choice)");
static int ngpio = 32;
module_param(ngpio, int, 0444);
MODULE_PARM_DESC(ngpio, "how many lines (1-64)");

struct mock_line {
	bool out;		/* set as an output */
	int level;		/* what get() reads */
	int driven;		/* what the outside drives an input to */
};

static struct mock_line lines[MOCK_MAX_LINES];
static DEFINE_SPINLOCK(mock_lock);	/* lines[] */
static int irq_base;
static struct dentry *dir;

/* Interrupts to deliver, and the writer waiting for them */
static DECLARE_BITMAP(pending, MOCK_MAX_LINES);
static DECLARE_COMPLETION(delivered);
static DEFINE_MUTEX(inject_mutex);	/* one writer's edge at a time */

static int mock_get_direction(struct gpio_chip *gc, unsigned int offset)
{
	(void)gc;
	return lines[offset].out ? GPIO_LINE_DIRECTION_OUT :
				   GPIO_LINE_DIRECTION_IN;
}

static int mock_direction_input(struct gpio_chip *gc, unsigned int offset)
{
	unsigned long flags;

	(void)gc;
	spin_lock_irqsave(&mock_lock, flags);
	lines[offset].out = false;
	lines[offset].level = lines[offset].driven;
	spin_unlock_irqrestore(&mock_lock, flags);
	return 0;
}

static int mock_direction_output(struct gpio_chip *gc, unsigned int offset,
				 int value)
{
	unsigned long flags;

	(void)gc;
	spin_lock_irqsave(&mock_lock, flags);
	lines[offset].out = true;
	lines[offset].level = value;
	spin_unlock_irqrestore(&mock_lock, flags);
	return 0;
}

static int mock_get(struct gpio_chip *gc, unsigned int offset)
{
	(void)gc;
	return lines[offset].level;
}

/* Only an output drives the line; an input's level is the outside's */
static void mock_set(struct gpio_chip *gc, unsigned int offset, int value)
{
	unsigned long flags;

	(void)gc;
	spin_lock_irqsave(&mock_lock, flags);
	if (lines[offset].out)
		lines[offset].level = value;
	spin_unlock_irqrestore(&mock_lock, flags);
}

static int mock_to_irq(struct gpio_chip *gc, unsigned int offset)
{
	(void)gc;
	return irq_base + (int)offset;
}

static struct gpio_chip mock_chip = {
	.label = "gpio-mock",
	.owner = THIS_MODULE,
	.get_direction = mock_get_direction,
	.direction_input = mock_direction_input,
	.direction_output = mock_direction_output,
	.get = mock_get,
	.set = mock_set,
	.to_irq = mock_to_irq,
};

static void mock_irq_enable(unsigned int irq)
{
	(void)irq;	/* the lines always interrupt; nothing to unmask */
}

static struct hw_interrupt_type mock_irq_type = {
	.typename = "gpio-mock",
	.enable = mock_irq_enable,
};

/* In interrupt context, as a controller's interrupt would be */
static void mock_deliver(struct tasklet_struct *t)
{
	unsigned int i;

	(void)t;
	for_each_set_bit(i, pending, MOCK_MAX_LINES) {
		clear_bit(i, pending);
		generic_handle_irq((unsigned int)irq_base + i);
	}
	complete(&delivered);
}

static DECLARE_TASKLET(deliver_tasklet, mock_deliver);

/* The outside drives line n to value: did an edge its interrupt was
 * requested for happen? */
static bool mock_drive(unsigned int n, int value)
{
	unsigned int trigger = irq_get_trigger_type((unsigned int)irq_base + n);
	unsigned long flags;
	int old;

	spin_lock_irqsave(&mock_lock, flags);
	old = lines[n].level;
	lines[n].driven = value;
	if (!lines[n].out)
		lines[n].level = value;
	spin_unlock_irqrestore(&mock_lock, flags);
	if (lines[n].out || old == value)
		return false;
	return value ? trigger & IRQF_TRIGGER_RISING :
		       trigger & IRQF_TRIGGER_FALLING;
}

static ssize_t line_write(struct file *file, const char __user *buf,
			  size_t count, loff_t *ppos)
{
	unsigned int n = (unsigned int)(unsigned long)file->private_data;
	int value, err;

	(void)ppos;
	err = kstrtoint_from_user(buf, count, 0, &value);
	if (err)
		return err;
	if (value != 0 && value != 1)
		return -EINVAL;
	mutex_lock(&inject_mutex);
	if (mock_drive(n, value)) {
		reinit_completion(&delivered);
		set_bit(n, pending);
		tasklet_schedule(&deliver_tasklet);
		wait_for_completion(&delivered);
	}
	mutex_unlock(&inject_mutex);
	return (ssize_t)count;
}

static ssize_t line_read(struct file *file, char __user *buf, size_t count,
			 loff_t *ppos)
{
	unsigned int n = (unsigned int)(unsigned long)file->private_data;
	char text[3] = { (char)('0' + lines[n].level), '\n', 0 };

	return simple_read_from_buffer(buf, count, ppos, text, 2);
}

static int line_open(struct inode *inode, struct file *file)
{
	file->private_data = inode->i_private;
	return 0;
}

static const struct file_operations line_fops = {
	.owner = THIS_MODULE,
	.open = line_open,
	.read = line_read,
	.write = line_write,
};

static void mock_debugfs(void)
{
	char name[8];
	int i;

	dir = debugfs_create_dir("gpio-mock", NULL);
	for (i = 0; i < ngpio; i++) {
		snprintf(name, sizeof(name), "%d", i);
		debugfs_create_file(name, 0600, dir, (void *)(unsigned long)i,
				    &line_fops);
	}
}

static int __init mock_init(void)
{
	int err, i;

	if (ngpio < 1 || ngpio > MOCK_MAX_LINES)
		return -EINVAL;
	irq_base = irq_alloc_descs(-1, 0, (unsigned int)ngpio, 0);
	if (irq_base < 0)
		return irq_base;
	for (i = 0; i < ngpio; i++)
		irq_set_chip((unsigned int)(irq_base + i), &mock_irq_type);
	mock_chip.base = base;
	mock_chip.ngpio = (u16)ngpio;
	err = gpiochip_add_data(&mock_chip, NULL);
	if (err) {
		irq_free_descs((unsigned int)irq_base, (unsigned int)ngpio);
		return err;
	}
	mock_debugfs();
	pr_info("gpio-mock: GPIOs %d-%d, irqs %d-%d\n", mock_chip.base,
		mock_chip.base + ngpio - 1, irq_base, irq_base + ngpio - 1);
	return 0;
}

static void __exit mock_exit(void)
{
	debugfs_remove_recursive(dir);
	gpiochip_remove(&mock_chip);
	tasklet_kill(&deliver_tasklet);
	irq_free_descs((unsigned int)irq_base, (unsigned int)ngpio);
}

module_init(mock_init);
module_exit(mock_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("GPIO lines in software, driven through debugfs");
