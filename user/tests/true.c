// SPDX-License-Identifier: GPL-2.0
/* user/tests/true.c - does nothing, successfully: what spawn runs */
int main(void)
{
	return 0;
}
