/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/kern_levels.h - a message's log level: KERN_* is the
 * "<N>" prefix printk() reads (include/linux/printk.h), LOGLEVEL_* the
 * same N as a number (syslog(2)'s levels, which modules print and
 * compare with console_loglevel).
 */
#ifndef _LINUX_KERN_LEVELS_H
#define _LINUX_KERN_LEVELS_H

#define KERN_EMERG	"<0>"	/* system is unusable */
#define KERN_ALERT	"<1>"	/* action must be taken immediately */
#define KERN_CRIT	"<2>"	/* critical conditions */
#define KERN_ERR	"<3>"	/* error conditions */
#define KERN_WARNING	"<4>"	/* warning conditions */
#define KERN_NOTICE	"<5>"	/* normal but significant condition */
#define KERN_INFO	"<6>"	/* informational */
#define KERN_DEBUG	"<7>"	/* debug-level messages */
#define KERN_DEFAULT	"<d>"	/* the default level, a new line */
#define KERN_CONT	"<c>"	/* continues the previous line */
#define LOGLEVEL_DEFAULT	-1	/* KERN_DEFAULT */
#define LOGLEVEL_EMERG		0
#define LOGLEVEL_ALERT		1
#define LOGLEVEL_CRIT		2
#define LOGLEVEL_ERR		3
#define LOGLEVEL_WARNING	4
#define LOGLEVEL_NOTICE		5
#define LOGLEVEL_INFO		6
#define LOGLEVEL_DEBUG		7

#endif /* _LINUX_KERN_LEVELS_H */
