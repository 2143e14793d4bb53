#!/usr/bin/env python3
"""Front-end benchmark: throughput and peak memory of `pgas-xlate --syntax-only` (and of a full
`--to c` translation) against `gcc -fsyntax-only` on the same preprocessed files, in one run.

Inputs (made under bench/out/): every header of the round-trip test in one translation unit, and
a generated 4 MiB C file (bench/gen_c.py). Each command runs REPEAT times; the minimum wall time
and the maximum resident set size are reported.

Usage: python3 bench/frontend.py [--repeat N]   (build first: cargo build --release)
"""
import argparse, os, platform, shutil, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "bench", "out")
XLATE = os.path.join(ROOT, "target", "release", "pgas-xlate")
HEADERS = ("assert complex ctype errno fenv float inttypes limits locale math setjmp signal stdarg "
           "stdbool stddef stdint stdio stdlib string tgmath time wchar wctype pthread unistd fcntl "
           "sys/time sys/types sys/stat sys/mman sys/resource sys/utsname dirent getopt strings "
           "alloca mpi ga macdecls ga-mpi").split()


def mpi_includes():
    try:
        dirs = subprocess.run(["mpicc", "--showme:incdirs"], capture_output=True, text=True).stdout.split()
    except FileNotFoundError:
        dirs = []
    return ["-I" + d for d in dirs]


def make_inputs():
    os.makedirs(OUT, exist_ok=True)
    hdr_c = os.path.join(OUT, "headers.c")
    with open(hdr_c, "w") as f:
        f.writelines(f"#include <{h}.h>\n" for h in HEADERS)
        f.write("int main(void) { return 0; }\n")
    hdr_i = os.path.join(OUT, "headers.i")
    subprocess.run(["gcc", "-E", *mpi_includes(), hdr_c, "-o", hdr_i], check=True)
    gen_c = os.path.join(OUT, "generated.c")
    with open(gen_c, "w") as f:
        subprocess.run([sys.executable, os.path.join(ROOT, "bench", "gen_c.py"), str(4 << 20)], stdout=f, check=True)
    gen_i = os.path.join(OUT, "generated.i")
    subprocess.run(["gcc", "-E", gen_c, "-o", gen_i], check=True)
    return [("all 40 headers", hdr_i), ("generated 4 MiB", gen_i)]


def measure(cmd, repeat):
    """Minimum wall time and maximum RSS of `cmd`. The RSS comes from GNU time, which starts the
    command from its own small process: a child forked from this Python process would count
    Python's memory in its peak."""
    best, peak = float("inf"), 0
    for _ in range(repeat):
        t0 = time.perf_counter()
        p = subprocess.run(["/usr/bin/time", "-f", "%M", *cmd], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True)
        dt = time.perf_counter() - t0
        if p.returncode != 0:
            sys.exit(f"command failed: {' '.join(cmd)}\n{p.stderr}")
        best = min(best, dt)
        peak = max(peak, int(p.stderr.strip().splitlines()[-1]) * 1024)
    return best, peak


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    if not os.path.exists(XLATE):
        sys.exit("build first: cargo build --release")
    if not os.path.exists("/usr/bin/time"):
        sys.exit("GNU time is needed for the memory figures: apt-get install time")
    inputs = make_inputs()
    print(f"date: {time.strftime('%Y-%m-%d')}, machine: {platform.machine()} {os.cpu_count()} cores, "
          f"{platform.platform()}, gcc: {subprocess.run(['gcc', '-dumpfullversion'], capture_output=True, text=True).stdout.strip()}")
    print()
    print("| input | size | lines | command | time (min) | MB/s | lines/s | peak RSS | RSS/input | vs gcc |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for label, path in inputs:
        size = os.path.getsize(path)
        with open(path, "rb") as f:
            lines = f.read().count(b"\n")
        cmds = [
            ("gcc -fsyntax-only", ["gcc", "-fsyntax-only", "-w", path]),
            ("pgas-xlate --syntax-only", [XLATE, path, "--to", "c", "--syntax-only"]),
            ("pgas-xlate --to c", [XLATE, path, "--to", "c", "-o", os.path.join(OUT, "out.c")]),
        ]
        gcc_time = None
        for name, cmd in cmds:
            t, rss = measure(cmd, args.repeat)
            if gcc_time is None:
                gcc_time = t
            print(f"| {label} | {size / 1e6:.2f} MB | {lines} | `{name}` | {t * 1000:.1f} ms | {size / t / 1e6:.1f} | "
                  f"{lines / t / 1e3:.0f} k | {rss / 1e6:.1f} MB | {rss / size:.1f}x | {t / gcc_time:.2f}x |")


if __name__ == "__main__":
    main()
