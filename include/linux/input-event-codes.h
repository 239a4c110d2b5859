/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/input-event-codes.h - the numbers of the input event
 * protocol: event types, synchronisation codes and the key codes of a
 * PC keyboard.  They are ABI (evdev hands them to user space, LKMPG's
 * vkbd takes them as text), so each is Linux's value; the host test
 * tests/host/test_input_codes.py checks every one of them against the
 * Linux header Debian installs (linux-libc-dev).  Codes 1 to 88 are
 * the PC keyboard's scan code set 1 numbers, which is why the AT
 * keyboard driver (drivers/input/keyboard/atkbd.c) maps them as they are.
 */
#ifndef _LINUX_INPUT_EVENT_CODES_H
#define _LINUX_INPUT_EVENT_CODES_H

/* Event types */
#define EV_SYN		0x00	/* end of a report */
#define EV_KEY		0x01	/* keys and buttons: 0 up, 1 down, 2 repeat */
#define EV_REL		0x02
#define EV_ABS		0x03
#define EV_MSC		0x04
#define EV_SW		0x05
#define EV_LED		0x11
#define EV_SND		0x12
#define EV_REP		0x14	/* the device autorepeats its keys */
#define EV_FF		0x15
#define EV_PWR		0x16
#define EV_FF_STATUS	0x17
#define EV_MAX		0x1f
#define EV_CNT		(EV_MAX + 1)

/* Synchronisation events */
#define SYN_REPORT	0
#define SYN_CONFIG	1
#define SYN_MT_REPORT	2
#define SYN_DROPPED	3

/* Keys: the main block, in scan code set 1 order */
#define KEY_RESERVED	0
#define KEY_ESC		1
#define KEY_1		2
#define KEY_2		3
#define KEY_3		4
#define KEY_4		5
#define KEY_5		6
#define KEY_6		7
#define KEY_7		8
#define KEY_8		9
#define KEY_9		10
#define KEY_0		11
#define KEY_MINUS	12
#define KEY_EQUAL	13
#define KEY_BACKSPACE	14
#define KEY_TAB		15
#define KEY_Q		16
#define KEY_W		17
#define KEY_E		18
#define KEY_R		19
#define KEY_T		20
#define KEY_Y		21
#define KEY_U		22
#define KEY_I		23
#define KEY_O		24
#define KEY_P		25
#define KEY_LEFTBRACE	26
#define KEY_RIGHTBRACE	27
#define KEY_ENTER	28
#define KEY_LEFTCTRL	29
#define KEY_A		30
#define KEY_S		31
#define KEY_D		32
#define KEY_F		33
#define KEY_G		34
#define KEY_H		35
#define KEY_J		36
#define KEY_K		37
#define KEY_L		38
#define KEY_SEMICOLON	39
#define KEY_APOSTROPHE	40
#define KEY_GRAVE	41
#define KEY_LEFTSHIFT	42
#define KEY_BACKSLASH	43
#define KEY_Z		44
#define KEY_X		45
#define KEY_C		46
#define KEY_V		47
#define KEY_B		48
#define KEY_N		49
#define KEY_M		50
#define KEY_COMMA	51
#define KEY_DOT		52
#define KEY_SLASH	53
#define KEY_RIGHTSHIFT	54
#define KEY_KPASTERISK	55
#define KEY_LEFTALT	56
#define KEY_SPACE	57
#define KEY_CAPSLOCK	58
#define KEY_F1		59
#define KEY_F2		60
#define KEY_F3		61
#define KEY_F4		62
#define KEY_F5		63
#define KEY_F6		64
#define KEY_F7		65
#define KEY_F8		66
#define KEY_F9		67
#define KEY_F10		68
#define KEY_NUMLOCK	69
#define KEY_SCROLLLOCK	70
#define KEY_KP7		71
#define KEY_KP8		72
#define KEY_KP9		73
#define KEY_KPMINUS	74
#define KEY_KP4		75
#define KEY_KP5		76
#define KEY_KP6		77
#define KEY_KPPLUS	78
#define KEY_KP1		79
#define KEY_KP2		80
#define KEY_KP3		81
#define KEY_KP0		82
#define KEY_KPDOT	83
#define KEY_102ND	86
#define KEY_F11		87
#define KEY_F12		88

/* The grey keys, which scan code set 1 sends after an 0xe0 prefix */
#define KEY_KPENTER	96
#define KEY_RIGHTCTRL	97
#define KEY_KPSLASH	98
#define KEY_SYSRQ	99
#define KEY_RIGHTALT	100
#define KEY_HOME	102
#define KEY_UP		103
#define KEY_PAGEUP	104
#define KEY_LEFT	105
#define KEY_RIGHT	106
#define KEY_END		107
#define KEY_DOWN	108
#define KEY_PAGEDOWN	109
#define KEY_INSERT	110
#define KEY_DELETE	111
#define KEY_MUTE	113
#define KEY_VOLUMEDOWN	114
#define KEY_VOLUMEUP	115
#define KEY_POWER	116
#define KEY_KPEQUAL	117
#define KEY_PAUSE	119
#define KEY_LEFTMETA	125
#define KEY_RIGHTMETA	126
#define KEY_COMPOSE	127

/* Buttons start where keys end */
#define BTN_MISC	0x100
#define BTN_0		0x100
#define BTN_MOUSE	0x110
#define BTN_LEFT	0x110
#define BTN_RIGHT	0x111
#define BTN_MIDDLE	0x112

#define KEY_MAX		0x2ff
#define KEY_CNT		(KEY_MAX + 1)

/* Relative axes (a mouse) */
#define REL_X		0x00
#define REL_Y		0x01
#define REL_WHEEL	0x08
#define REL_MAX		0x0f
#define REL_CNT		(REL_MAX + 1)

/* Absolute axes (a touch screen) */
#define ABS_X		0x00
#define ABS_Y		0x01
#define ABS_MAX		0x3f
#define ABS_CNT		(ABS_MAX + 1)

/* Miscellaneous events */
#define MSC_SCAN	0x04	/* the raw scan code before the key event */
#define MSC_MAX		0x07
#define MSC_CNT		(MSC_MAX + 1)

/* LEDs */
#define LED_NUML	0x00
#define LED_CAPSL	0x01
#define LED_SCROLLL	0x02
#define LED_MAX		0x0f
#define LED_CNT		(LED_MAX + 1)

/* Autorepeat values: dev->rep[REP_DELAY] and [REP_PERIOD], in ms */
#define REP_DELAY	0x00
#define REP_PERIOD	0x01
#define REP_MAX		0x01
#define REP_CNT		(REP_MAX + 1)

/* Device properties */
#define INPUT_PROP_POINTER	0x00
#define INPUT_PROP_DIRECT	0x01
#define INPUT_PROP_MAX		0x1f
#define INPUT_PROP_CNT		(INPUT_PROP_MAX + 1)

#endif /* _LINUX_INPUT_EVENT_CODES_H */
