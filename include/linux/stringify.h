/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_STRINGIFY_H
#define _LINUX_STRINGIFY_H

/*
 * __stringify(x): the text of x after macro expansion, as a string
 * literal.  Two levels, so that the argument is expanded before "#"
 * quotes it (C11 6.10.3.1: an operand of # is not macro-expanded).
 */
#define __stringify_1(x...)	#x
#define __stringify(x...)	__stringify_1(x)

#endif /* _LINUX_STRINGIFY_H */
