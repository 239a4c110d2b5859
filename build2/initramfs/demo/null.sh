# A NULL pointer dereference, several calls deep
oops deep
