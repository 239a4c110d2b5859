/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_REBOOT_H
#define _LINUX_REBOOT_H

void machine_power_off(void) __attribute__((noreturn));
void machine_restart(void) __attribute__((noreturn));
void machine_halt(void) __attribute__((noreturn));

#endif /* _LINUX_REBOOT_H */
