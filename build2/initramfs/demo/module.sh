# kernel -> module -> kernel -> BUG(): a trace across a module
insmod /lib/modules/crasher.ko
echo bug > /proc/crasher
