# The same module linked by the kernel (2.5's insmod) and by user space
# (2.4's insmod24, docs/insmod24.md): same output; 2.4 keeps init's bytes
insmod /lib/modules/hello.ko whom=2.5
cat /proc/modules
rmmod hello
insmod24 /lib/modules/hello.ko whom=2.4
cat /proc/modules
rmmod hello
