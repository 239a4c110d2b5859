/* SPDX-License-Identifier: GPL-2.0 */
/*
 * tests/glibc/fuzzrand.h - the fuzzers' random numbers (netfuzz.c,
 * tcpfuzz.c): Marsaglia's xorshift32, so that a seed given on the
 * command line replays the same stream of calls on any machine.
 * fuzz_seed() first; the state must never be 0.
 */
#ifndef FUZZRAND_H
#define FUZZRAND_H

static unsigned int state;

static void fuzz_seed(unsigned int seed)
{
	state = seed | 1;
}

static unsigned int rnd(unsigned int n)	/* 0 .. n-1; n == 0: any */
{
	state ^= state << 13;
	state ^= state >> 17;
	state ^= state << 5;
	return n ? state % n : state;
}

#endif /* FUZZRAND_H */
