// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/rtc.c - the wall clock: read once at boot from the
 * PC's battery-backed CMOS clock (the MC146818 RTC behind ports
 * 0x70/0x71), then kept by the timer tick (kernel/time.c).
 *
 * The RTC keeps the date in BCD unless register B's DM bit says binary,
 * the hour in 12-hour form unless its 24/12 bit is set, and the year in
 * two digits (MC146818 datasheet, "Address Map"; QEMU's mc146818rtc.c
 * follows it and runs in UTC).  A read that straddles an update is
 * torn, so wait for UIP (register A, bit 7) to clear first.
 */
#include "linux/kernel.h"
#include "linux/init.h"
#include "linux/time.h"
#include "asm/io.h"

#define RTC_PORT_INDEX	0x70
#define RTC_PORT_DATA	0x71
#define RTC_SECONDS	0x00
#define RTC_MINUTES	0x02
#define RTC_HOURS	0x04
#define RTC_DAY		0x07
#define RTC_MONTH	0x08
#define RTC_YEAR	0x09
#define RTC_REG_A	0x0a
#define RTC_REG_B	0x0b
#define RTC_UIP		0x80	/* register A: an update is in progress */
#define RTC_DM_BINARY	0x04	/* register B: values are binary, not BCD */
#define RTC_24H		0x02	/* register B: 24-hour hours */
#define RTC_PM		0x80	/* in the hour of the 12-hour form */

s64 boot_wall_seconds;

static unsigned int cmos_read(u8 reg)
{
	outb(reg, RTC_PORT_INDEX);
	return inb(RTC_PORT_DATA);
}

static unsigned int from_bcd(unsigned int v)
{
	return (v >> 4) * 10 + (v & 15);
}

/* Days from 1970-01-01 to year-month-day (proleptic Gregorian; the
 * days-before-month sum shifted so March starts the year) */
static s64 days_from_epoch(s64 y, s64 m, s64 d)
{
	if (m <= 2) {
		y--;
		m += 12;
	}
	return (s64)365 * y + y / 4 - y / 100 + y / 400 +
	       (153 * (m - 3) + 2) / 5 + d - 719469;
}

enum { SEC, MIN, HOUR, DAY, MON, YEAR, NR_FIELDS };

void __init rtc_init(void)
{
	static const u8 reg[NR_FIELDS] = { RTC_SECONDS, RTC_MINUTES, RTC_HOURS,
					   RTC_DAY,	RTC_MONTH,   RTC_YEAR };
	unsigned int v[NR_FIELDS], b, pm, i;
	int spins = 1000000;

	while ((cmos_read(RTC_REG_A) & RTC_UIP) && --spins)
		;
	for (i = 0; i < NR_FIELDS; i++)
		v[i] = cmos_read(reg[i]);
	b = cmos_read(RTC_REG_B);
	pm = v[HOUR] & RTC_PM;
	v[HOUR] &= ~RTC_PM;
	for (i = 0; i < NR_FIELDS && !(b & RTC_DM_BINARY); i++)
		v[i] = from_bcd(v[i]);
	if (!(b & RTC_24H))
		v[HOUR] = v[HOUR] % 12 + (pm ? 12 : 0);
	/* two digits: 70..99 are 19xx, as Linux's mc146818_get_time() */
	v[YEAR] += v[YEAR] < 70 ? 2000 : 1900;
	boot_wall_seconds = days_from_epoch(v[YEAR], v[MON], v[DAY]) * 86400 +
			    v[HOUR] * 3600 + v[MIN] * 60 + v[SEC];
}
