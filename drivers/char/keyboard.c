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
 *
 * The keyboard's LEDs are the consoles' too (ioctl_console(2)): each
 * virtual console has its lock flags (Caps, Num, Scroll Lock, toggled
 * by their keys or KDSKBLED), and the LEDs show the foreground
 * console's flags, or what KDSETLED asked for until it is given a
 * value above 7.  A change reaches the keyboards as EV_LED events from
 * a tasklet, kbd_bh(), as in Linux: the key that toggles a lock is
 * handled under its device's event_lock, which sending the event takes.
 */
#include "linux/kernel.h"
#include "linux/console.h"
#include "linux/init.h"
#include "linux/input.h"
#include "linux/slab.h"
#include "linux/interrupt.h"
#include "linux/uaccess.h"
#include "linux/kd.h"
#include "linux/vt_kern.h"

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

/* A console's lock flags (bits LED_SCR, LED_NUM, LED_CAP of kd.h) */
struct kbd_struct {
	unsigned char ledflagstate;
	unsigned char default_ledflagstate;
	bool show_ioctl;	/* the LEDs show ledioctl, not the flags */
};

static struct kbd_struct kbd_table[MAX_NR_CONSOLES];
static unsigned char ledioctl;		/* KDSETLED's last 0-7 */
static unsigned int ledstate = ~0U;	/* the LEDs lit: none known yet */
static DEFINE_SPINLOCK(led_lock);	/* the three above, irqs off */

/* The keyboards' handles (kbd_connect()), for kbd_bh() */
struct kbd_handle {
	struct input_handle handle;
	struct list_head node;
};
static LIST_HEAD(kbd_handles);
static DEFINE_SPINLOCK(kbd_handles_lock);

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

/* What the LEDs should show: the foreground console's choice */
static unsigned int getleds(void)
{
	struct kbd_struct *kb = &kbd_table[fg_console];

	return kb->show_ioctl ? ledioctl : kb->ledflagstate;
}

/* Bit n of the console's LED byte is the input layer's LED code */
static const unsigned int led_codes[] = { LED_SCROLLL, LED_NUML, LED_CAPSL };

static void kbd_update_leds(unsigned int leds)
{
	struct kbd_handle *kh;
	unsigned long flags;
	unsigned int i;

	spin_lock_irqsave(&kbd_handles_lock, flags);
	list_for_each_entry(kh, &kbd_handles, node) {
		for (i = 0; i < ARRAY_SIZE(led_codes); i++)
			input_inject_event(&kh->handle, EV_LED, led_codes[i],
					   !!(leds & (1U << i)));
		input_inject_event(&kh->handle, EV_SYN, SYN_REPORT, 0);
	}
	spin_unlock_irqrestore(&kbd_handles_lock, flags);
}

/* The tasklet: the keyboards are told when what the LEDs show changed */
static void kbd_bh(struct tasklet_struct *unused)
{
	unsigned long flags;
	unsigned int leds;

	(void)unused;
	spin_lock_irqsave(&led_lock, flags);
	leds = getleds();
	if (leds == ledstate) {
		spin_unlock_irqrestore(&led_lock, flags);
		return;
	}
	ledstate = leds;
	spin_unlock_irqrestore(&led_lock, flags);
	kbd_update_leds(leds);
}

static DECLARE_TASKLET(keyboard_tasklet, kbd_bh);

/* KDSETLED: 0-7 lights those LEDs; any other value gives them back to
 * the console's flags (ioctl_console(2)) */
static void setledstate(struct kbd_struct *kb, unsigned long led)
{
	unsigned long flags;

	spin_lock_irqsave(&led_lock, flags);
	kb->show_ioctl = led <= 7;
	if (kb->show_ioctl)
		ledioctl = (unsigned char)led;
	spin_unlock_irqrestore(&led_lock, flags);
	tasklet_schedule(&keyboard_tasklet);
}

/*
 * The LED requests of a console's vt_ioctl(): KDGETLED and KDGKBLED
 * read, KDSETLED and KDSKBLED need perm (the caller's own terminal, or
 * CAP_SYS_TTY_CONFIG).  KDSETLED takes its value in arg itself, so a
 * module may call it from a timer, as LKMPG's kbleds does.
 */
int vt_do_kdskled(unsigned int console, unsigned int cmd, unsigned long arg,
		  int perm)
{
	struct kbd_struct *kb = &kbd_table[console];
	unsigned char val;

	switch (cmd) {
	case KDGETLED:
		val = (unsigned char)ledstate;
		return put_user(val, (unsigned char __user *)arg);
	case KDGKBLED:
		val = kb->ledflagstate | kb->default_ledflagstate << 4;
		return put_user(val, (unsigned char __user *)arg);
	case KDSETLED:
		if (!perm)
			return -EPERM;
		setledstate(kb, arg);
		return 0;
	case KDSKBLED:
		if (!perm)
			return -EPERM;
		if (arg & ~0x77UL)
			return -EINVAL;
		kb->ledflagstate = arg & 7;
		kb->default_ledflagstate = (arg >> 4) & 7;
		tasklet_schedule(&keyboard_tasklet);
		return 0;
	}
	return -ENOIOCTLCMD;
}

/* Caps, Num and Scroll Lock toggle the foreground console's flag */
static bool kbd_lock_key(unsigned int code)
{
	unsigned char bit;

	if (code == KEY_CAPSLOCK)
		bit = LED_CAP;
	else if (code == KEY_NUMLOCK)
		bit = LED_NUM;
	else if (code == KEY_SCROLLLOCK)
		bit = LED_SCR;
	else
		return false;
	kbd_table[fg_console].ledflagstate ^= bit;
	tasklet_schedule(&keyboard_tasklet);
	return true;
}

static void kbd_puts(const char *s)
{
	while (*s)
		tty_receive_char(*s++);
}

/* A key with a character: Ctrl makes A..Z, [ \ ] ^ _ control codes;
 * Caps Lock turns a letter's case over */
static void kbd_char(unsigned int code)
{
	char c = (shift_down ? shifted : normal)[code];

	if ((kbd_table[fg_console].ledflagstate & LED_CAP) &&
	    (c | 0x20) >= 'a' && (c | 0x20) <= 'z')
		c ^= 0x20;	/* ASCII: the letters' cases differ in bit 5 */

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
	if (kbd_lock_key(code))
		return;
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
	struct kbd_handle *kh = kzalloc(sizeof(*kh), GFP_KERNEL);
	unsigned long flags;
	int err;

	(void)id;
	if (!kh)
		return -ENOMEM;
	kh->handle.dev = dev;
	kh->handle.handler = handler;
	kh->handle.name = "kbd";
	input_register_handle(&kh->handle);
	err = input_open_device(&kh->handle);
	if (err) {
		input_unregister_handle(&kh->handle);
		kfree(kh);
		return err;
	}
	spin_lock_irqsave(&kbd_handles_lock, flags);
	list_add_tail(&kh->node, &kbd_handles);
	spin_unlock_irqrestore(&kbd_handles_lock, flags);
	return 0;
}

static void kbd_disconnect(struct input_handle *handle)
{
	struct kbd_handle *kh = container_of(handle, struct kbd_handle, handle);
	unsigned long flags;

	spin_lock_irqsave(&kbd_handles_lock, flags);
	list_del(&kh->node);
	spin_unlock_irqrestore(&kbd_handles_lock, flags);
	input_close_device(handle);
	input_unregister_handle(handle);
	kfree(kh);
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

/* The keyboards learn the LEDs' state at once (all off) */
static int __init kbd_init(void)
{
	int err = input_register_handler(&kbd_handler);

	if (!err)
		tasklet_schedule(&keyboard_tasklet);
	return err;
}
device_initcall(kbd_init);
