/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/input.h - the input subsystem as Linux 6.1 offers it to
 * modules (drivers/input/input.c).
 *
 * A driver describes a device (struct input_dev: its name, its ids and
 * the bitmaps of the events and codes it can send), registers it, and
 * reports events: input_report_key(dev, KEY_A, 1), then input_sync()
 * to close the report.  Handlers (struct input_handler) take the events
 * of every device they match: the console's keyboard handler "kbd"
 * (drivers/char/keyboard.c) turns key codes into the characters a
 * terminal receives, so a virtual keyboard types as the real one does.
 * /proc/bus/input/devices and /proc/bus/input/handlers list both.
 */
#ifndef _LINUX_INPUT_H
#define _LINUX_INPUT_H

#include "linux/types.h"
#include "linux/bitops.h"
#include "linux/device.h"
#include "linux/fs.h"		/* Linux's input.h brings it too */
#include "linux/list.h"
#include "linux/spinlock.h"
#include "linux/input-event-codes.h"

/* The bus a device is on (struct input_id's bustype) */
#define BUS_PCI		0x01
#define BUS_USB		0x03
#define BUS_HIL		0x04
#define BUS_BLUETOOTH	0x05
#define BUS_VIRTUAL	0x06
#define BUS_ISA		0x10
#define BUS_I8042	0x11
#define BUS_HOST	0x19

struct input_id {
	__u16 bustype;
	__u16 vendor;
	__u16 product;
	__u16 version;
};

struct input_dev {
	const char *name;
	const char *phys;
	const char *uniq;
	struct input_id id;

	unsigned long propbit[BITS_TO_LONGS(INPUT_PROP_CNT)];
	unsigned long evbit[BITS_TO_LONGS(EV_CNT)];
	unsigned long keybit[BITS_TO_LONGS(KEY_CNT)];
	unsigned long relbit[BITS_TO_LONGS(REL_CNT)];
	unsigned long absbit[BITS_TO_LONGS(ABS_CNT)];
	unsigned long mscbit[BITS_TO_LONGS(MSC_CNT)];
	unsigned long ledbit[BITS_TO_LONGS(LED_CNT)];

	/* the driver's scan code to key code table, for its own use */
	unsigned int keycodemax;
	unsigned int keycodesize;
	void *keycode;

	int rep[REP_CNT];
	unsigned long key[BITS_TO_LONGS(KEY_CNT)];	/* keys down now */
	unsigned long led[BITS_TO_LONGS(LED_CNT)];	/* LEDs lit now */
	/* event_lock (Linux's) protects key[] and the order of events:
	 * taken, interrupts off, by input_event() (from the driver's
	 * interrupt handler) and input_release_keys(), and held while the
	 * handlers' event() runs, so each handler gets one device's events
	 * one at a time and in order; their own locks nest inside it */
	spinlock_t event_lock;

	/* events to the device (EV_LED), under event_lock: no sleeping */
	int (*event)(struct input_dev *dev, unsigned int type,
		     unsigned int code, int value);
	int (*open)(struct input_dev *dev);
	void (*close)(struct input_dev *dev);

	unsigned int users;		/* handles opened */
	struct device dev;		/* "inputN", class "input" */
	struct list_head h_list;	/* its handles */
	struct list_head node;		/* in input_dev_list */
};
#define to_input_dev(d) container_of(d, struct input_dev, dev)

/* What a handler wants (INPUT_DEVICE_ID_MATCH_*: which fields count) */
#define INPUT_DEVICE_ID_MATCH_BUS	0x0001
#define INPUT_DEVICE_ID_MATCH_EVBIT	0x0010
#define INPUT_DEVICE_ID_MATCH_KEYBIT	0x0020

struct input_device_id {
	unsigned long flags;
	__u16 bustype;
	unsigned long evbit[BITS_TO_LONGS(EV_CNT)];
	unsigned long keybit[BITS_TO_LONGS(KEY_CNT)];
	unsigned long driver_info;	/* with flags 0: the table's end */
};

struct input_handle;

struct input_handler {
	void *private;
	void (*event)(struct input_handle *handle, unsigned int type,
		      unsigned int code, int value);
	bool (*match)(struct input_handler *handler, struct input_dev *dev);
	int (*connect)(struct input_handler *handler, struct input_dev *dev,
		       const struct input_device_id *id);
	void (*disconnect)(struct input_handle *handle);
	const char *name;
	const struct input_device_id *id_table;
	struct list_head h_list;	/* its handles */
	struct list_head node;		/* in input_handler_list */
};

/* One device joined to one handler, made by the handler's connect() */
struct input_handle {
	void *private;
	int open;
	const char *name;
	struct input_dev *dev;
	struct input_handler *handler;
	struct list_head d_node;	/* in dev->h_list */
	struct list_head h_node;	/* in handler->h_list */
};

struct input_dev *input_allocate_device(void);
void input_free_device(struct input_dev *dev);
int input_register_device(struct input_dev *dev);
void input_unregister_device(struct input_dev *dev);
void input_event(struct input_dev *dev, unsigned int type, unsigned int code,
		 int value);
void input_inject_event(struct input_handle *handle, unsigned int type,
			unsigned int code, int value);
void input_set_capability(struct input_dev *dev, unsigned int type,
			  unsigned int code);

int input_register_handler(struct input_handler *handler);
void input_unregister_handler(struct input_handler *handler);
int input_register_handle(struct input_handle *handle);
void input_unregister_handle(struct input_handle *handle);
int input_open_device(struct input_handle *handle);
void input_close_device(struct input_handle *handle);

static inline void input_report_key(struct input_dev *dev, unsigned int code,
				    int value)
{
	input_event(dev, EV_KEY, code, !!value);
}

static inline void input_report_rel(struct input_dev *dev, unsigned int code,
				    int value)
{
	input_event(dev, EV_REL, code, value);
}

static inline void input_report_abs(struct input_dev *dev, unsigned int code,
				    int value)
{
	input_event(dev, EV_ABS, code, value);
}

static inline void input_sync(struct input_dev *dev)
{
	input_event(dev, EV_SYN, SYN_REPORT, 0);
}

static inline void input_set_drvdata(struct input_dev *dev, void *data)
{
	dev_set_drvdata(&dev->dev, data);
}

static inline void *input_get_drvdata(struct input_dev *dev)
{
	return dev_get_drvdata(&dev->dev);
}

#endif /* _LINUX_INPUT_H */
