#!/usr/bin/env python3
"""irsum.py - the instructions (Ir) of callgrind output files, split by the object they ran in.

Usage: irsum.py ITERS FILE...   prints one line per file: the Ir per iteration in the program
itself (its own code and the runtime linked into it), in the runtime's waiting (upcr_wait),
in the C library (memcpy and the like), in the MPI and GA libraries (communication and
waiting), and in all."""
import re
import sys


REF = re.compile(r"\((\d+)\)(?: (.*))?")


def resolve(line, table):
    """The name a `key=(id) name` or `key=(id)` line gives (name compression), kept in table."""
    value = line.split("=", 1)[1].strip()
    m = REF.match(value)
    if not m:
        return value
    if m.group(2):
        table[m.group(1)] = m.group(2)
    return table[m.group(1)]


def by_object(path):
    """Self cost (first event) summed per object file; the runtime's waiting (a function of the
    program whose name has "wait" in it: upcr_wait spins there) under the object "wait"."""
    names, fns, costs, obj, fn, skip = {}, {}, {}, None, "", False
    with open(path) as f:
        for line in f:
            if skip:  # the line after calls= is the inclusive cost of a call: not self cost
                skip = False
                continue
            if line.startswith(("ob=", "cob=")):  # an object, perhaps named for later
                value = resolve(line, names)
                obj = value if line.startswith("ob=") else obj
            elif line.startswith(("fn=", "cfn=")):
                value = resolve(line, fns)
                fn = value if line.startswith("fn=") else fn
            elif line.startswith("calls="):
                skip = True
            elif line[:1].isdigit() or line[:1] in "+-*":
                parts = line.split()
                if len(parts) >= 2:
                    where = "wait" if "wait" in fn and kind(obj or "") == "program" else obj
                    costs[where] = costs.get(where, 0) + int(parts[1])
    return costs


def kind(obj):
    if obj == "wait":
        return "wait"
    base = obj.rsplit("/", 1)[-1]
    if base.startswith(("libc.so", "libc-", "libm.so", "libm-", "ld-linux")):
        return "libc"
    if base.endswith(".so") or ".so." in base:  # MPI, its plugins, GA
        return "lib"
    return "program"


def main():
    iters = float(sys.argv[1])
    for path in sys.argv[2:]:
        split = {"program": 0, "wait": 0, "libc": 0, "lib": 0}
        for obj, cost in by_object(path).items():
            split[kind(obj or "")] += cost
        total = sum(split.values())
        print(
            "%s program=%.4g wait=%.4g libc=%.4g mpi_ga=%.4g total=%.4g"
            % (path, *(split[k] / iters for k in ("program", "wait", "libc", "lib")), total / iters)
        )


main()
