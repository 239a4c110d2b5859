# Rusty's argument on one screen (docs/insmod24.md has the measured table).
# The user-space side: insmod (2.5, one init_module call) against
# insmod24 (2.4, a linker): their sizes in bytes
ls /sbin
# 2.5: the kernel links hello; init's bytes are freed (core size only)
insmod /lib/modules/hello.ko whom=2.5
cat /proc/modules
rmmod hello
# 2.4: insmod24 links it in user space; init's bytes stay (a bigger size)
insmod24 /lib/modules/hello.ko whom=2.4
cat /proc/modules
rmmod hello
