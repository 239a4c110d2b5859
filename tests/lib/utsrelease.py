"""The release a build's kernel reports (uname -r), where its modules
live (/lib/modules/RELEASE): the Makefile's UTS_RELEASE, as it wrote
it to BUILD/include/generated/utsrelease.h for include/linux/version.h.
"""

import os
import re


def uts_release(build):
    path = os.path.join(build, "include", "generated", "utsrelease.h")
    with open(path) as f:
        return re.search(r'^#define UTS_RELEASE "(.*)"$', f.read(),
                         re.M).group(1)
