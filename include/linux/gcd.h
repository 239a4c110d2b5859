/* SPDX-License-Identifier: GPL-2.0 */
/* include/linux/gcd.h - the greatest common divisor (lib/math/gcd.c) */
#ifndef _LINUX_GCD_H
#define _LINUX_GCD_H

unsigned long gcd(unsigned long a, unsigned long b) __attribute__((const));

#endif /* _LINUX_GCD_H */
