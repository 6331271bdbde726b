"""The core-seconds a command costs, every process it starts counted (Linux).

``python3 bench/cputime.py COMMAND...``: runs the command, then prints its wall-clock
time and the user and system CPU time of it and of every process under it. ``time``
and ``/usr/bin/time`` miss the browsers of a test run: Chromium's processes are not
all waited for by the process that started them, so their time is never added to
the command's. Here this process is their *subreaper* (``PR_SET_CHILD_SUBREAPER``):
whatever is left without a parent comes to it and is waited for, its time counted.
On a shared machine this is the figure to compare (the wall-clock time depends on
what else runs).
"""

from __future__ import annotations

import ctypes
import os
import resource
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def main(command: list[str]) -> int:
    if not command:
        print(__doc__)
        return 2
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER)")
    began = time.perf_counter()
    code = subprocess.Popen(command).wait()
    wall = time.perf_counter() - began
    while True:  # the orphans that came to this process, until none is left
        try:
            os.wait()
        except ChildProcessError:
            break
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = used.ru_utime + used.ru_stime
    print(
        f"cputime: wall {wall:.1f} s, user {used.ru_utime:.1f} s, system {used.ru_stime:.1f} s:"
        f" {cpu:.1f} core-seconds ({cpu / wall:.2f} cores on average); exit {code}",
        file=sys.stderr,
    )
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
