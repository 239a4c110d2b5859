/* SPDX-License-Identifier: GPL-2.0 */
/* What modules/provider exports, for the modules that use it. */
#ifndef _PROVIDER_H
#define _PROVIDER_H

int provider_add(int a, int b);		/* any module */
int provider_secret(void);		/* GPL-compatible modules only */

#endif /* _PROVIDER_H */
