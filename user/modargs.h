/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _USER_MODARGS_H
#define _USER_MODARGS_H
/* user/modargs.c: argv's NAME=VALUE words as one string (malloc'd) */
char *join_args(int argc, char **argv);
#endif
