// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/keyboard.c - the console's keyboard handler "kbd": it
 * takes the key events of every input device that has keys (the PS/2
 * keyboard, drivers/input/keyboard/atkbd.c, and any a module registers,
 * such as LKMPG's vkbd) and turns them into what the terminal receives
 * (tty_receive_char()), as Linux's drivers/tty/vt/keyboard.c does.
 *
 * US layout.  Backspace is DEL and Enter is CR, as on Linux's console
 * (termios VERASE, ICRNL); Ctrl with a letter gives its control
 * character; the cursor and editing keys send the VT102 sequences
 * Linux's console sends ("\033[A", "\033[3~"...); Shift+PageUp and
 * Shift+PageDown scroll the VGA console's history instead.
 */
#include "linux/kernel.h"
#include "linux/console.h"
#include "linux/init.h"
#include "linux/input.h"
#include "linux/slab.h"

#define KBD_MAP		(KEY_SPACE + 1)	/* keys the tables below cover */
#define SCROLL_LINES	12		/* half a screen per key press */

static const char normal[KBD_MAP] =
	"\0\0331234567890-=\177\tqwertyuiop[]\r\0asdfghjkl;'`\0\\zxcvbnm,./\0*\0 ";
static const char shifted[KBD_MAP] =
	"\0\033!@#$%^&*()_+\177\tQWERTYUIOP{}\r\0ASDFGHJKL:\"~\0|ZXCVBNM<>?\0*\0 ";

static const struct {
	unsigned short code;
	const char *seq;
} func_keys[] = {
	{ KEY_UP, "\033[A" },	  { KEY_DOWN, "\033[B" },
	{ KEY_RIGHT, "\033[C" },  { KEY_LEFT, "\033[D" },
	{ KEY_HOME, "\033[1~" },  { KEY_INSERT, "\033[2~" },
	{ KEY_DELETE, "\033[3~" }, { KEY_END, "\033[4~" },
	{ KEY_PAGEUP, "\033[5~" }, { KEY_PAGEDOWN, "\033[6~" },
	{ KEY_KPENTER, "\r" },
};

/* Modifier keys down, over every keyboard (Linux keeps one state too) */
static unsigned int shift_down, ctrl_down;

static bool kbd_modifier(unsigned int code, int value)
{
	unsigned int *count;

	if (code == KEY_LEFTSHIFT || code == KEY_RIGHTSHIFT)
		count = &shift_down;
	else if (code == KEY_LEFTCTRL || code == KEY_RIGHTCTRL)
		count = &ctrl_down;
	else
		return false;
	if (value == 1)
		(*count)++;
	else if (!value && *count)
		(*count)--;
	return true;
}

static void kbd_puts(const char *s)
{
	while (*s)
		tty_receive_char(*s++);
}

/* A key with a character: Ctrl makes A..Z, [ \ ] ^ _ control codes */
static void kbd_char(unsigned int code)
{
	char c = (shift_down ? shifted : normal)[code];

	if (ctrl_down && ((c >= 'a' && c <= 'z') || (c >= '@' && c <= '_')))
		c &= 0x1f;
	if (c)
		tty_receive_char(c);
}

static void kbd_keycode(unsigned int code)
{
	unsigned int i;

	if (shift_down && (code == KEY_PAGEUP || code == KEY_PAGEDOWN)) {
		vga_scroll(code == KEY_PAGEUP ? -SCROLL_LINES : SCROLL_LINES);
		return;
	}
	if (code < KBD_MAP) {
		kbd_char(code);
		return;
	}
	for (i = 0; i < ARRAY_SIZE(func_keys); i++)
		if (func_keys[i].code == code)
			kbd_puts(func_keys[i].seq);
}

/* Presses and repeats type; releases only let modifiers go */
static void kbd_event(struct input_handle *handle, unsigned int type,
		      unsigned int code, int value)
{
	(void)handle;
	if (type != EV_KEY || kbd_modifier(code, value) || !value)
		return;
	kbd_keycode(code);
}

static int kbd_connect(struct input_handler *handler, struct input_dev *dev,
		       const struct input_device_id *id)
{
	struct input_handle *handle = kzalloc(sizeof(*handle), GFP_KERNEL);
	int err;

	(void)id;
	if (!handle)
		return -ENOMEM;
	handle->dev = dev;
	handle->handler = handler;
	handle->name = "kbd";
	input_register_handle(handle);
	err = input_open_device(handle);
	if (err) {
		input_unregister_handle(handle);
		kfree(handle);
	}
	return err;
}

static void kbd_disconnect(struct input_handle *handle)
{
	input_close_device(handle);
	input_unregister_handle(handle);
	kfree(handle);
}

/* Every device with keys: Linux's kbd_ids match EV_KEY (and EV_SND) */
static const struct input_device_id kbd_ids[] = {
	{ .flags = INPUT_DEVICE_ID_MATCH_EVBIT, .evbit = { BIT_MASK(EV_KEY) } },
	{},
};

static struct input_handler kbd_handler = {
	.event = kbd_event,
	.connect = kbd_connect,
	.disconnect = kbd_disconnect,
	.name = "kbd",
	.id_table = kbd_ids,
};

static int __init kbd_init(void)
{
	return input_register_handler(&kbd_handler);
}
device_initcall(kbd_init);
