# A kernel stack overflow: the guard page, then the double fault
oops overflow
