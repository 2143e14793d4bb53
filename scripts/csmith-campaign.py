#!/usr/bin/env python3
"""Differential testing of pgas-xlate's C front end against the C compiler, on Csmith's programs.

Each seed gives one random C program (csmith --seed S). It is built by the C compiler directly
(the reference) and, for each backend asked for:
  c     pgas-xlate --to c (C to C), then the C compiler;
  upcr  the program renamed .upc, pgas-xlate cc --to upcr, run as one UPC thread;
  ga    the program renamed .upc, pgas-xlate cc --to ga, run as one UPC thread.
Every program prints a checksum of its globals; each backend's checksum must be the reference's.
A seed whose reference does not finish in time (or fails) is skipped: it says nothing of ours.

Outcomes per backend: ok, translate (pgas-xlate refused or failed), build (the C compiler
refused the translation), crash (a non-zero exit or a signal), timeout, checksum (a different
output). Results go to OUT/results.tsv as they come (so --resume carries on a stopped campaign)
and the counts with the failing seeds to OUT/summary.txt; the files of every failing seed are
kept under OUT/fail/SEED/.

Examples:
  scripts/csmith-campaign.py --count 100 --jobs 2
  nice -n 19 scripts/csmith-campaign.py --start 1 --count 1000 --jobs 1 --out /tmp/csmith --resume
"""
import argparse
import os
import shutil
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BACKENDS = ("c", "upcr", "ga")
# Small programs that finish quickly: bounded functions, nesting and expression size. Csmith's
# other features (structs, unions, bit-fields, packed structs, volatiles, pointers, goto, ...)
# stay on: they are what the front end must get right.
DEFAULT_CSMITH_OPTS = (
    "--max-funcs 6 --max-block-depth 3 --max-expr-complexity 6 "
    "--max-array-dim 2 --max-array-len-per-dim 6 --max-struct-fields 6"
)


def csmith_include():
    for d in ("/usr/include/csmith", "/usr/local/include/csmith"):
        if os.path.exists(os.path.join(d, "csmith.h")):
            return d
    for base in ("/usr/include", "/usr/local/include"):
        if os.path.isdir(base):
            for name in sorted(os.listdir(base)):
                d = os.path.join(base, name)
                if name.startswith("csmith") and os.path.exists(os.path.join(d, "csmith.h")):
                    return d
    return None


def run(cmd, timeout, cwd=None):
    """(status, stdout, stderr); status is 'timeout' when the time ran out."""
    try:
        p = subprocess.run(
            cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout
        )
        return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode(errors="replace")
        return "timeout", out, ""


def checksum_of(out):
    for line in out.splitlines():
        if line.startswith("checksum = "):
            return line.strip()
    return None


class Campaign:
    def __init__(self, args):
        self.args = args
        self.xlate = args.xlate
        self.inc = args.csmith_include
        self.cflags = args.cflags.split()
        self.lock = threading.Lock()

    def backend(self, be, work, src_c, ref):
        """One backend on one program: (outcome, detail)."""
        a = self.args
        exe = os.path.join(work, "prog-" + be + ".exe")
        if be == "c":
            out_c = os.path.join(work, "prog.x.c")
            st, _, err = run(
                [self.xlate, "--to", "c", "-I", self.inc, src_c, "-o", out_c], a.build_timeout
            )
            if st != 0:
                return "translate", err
            st, _, err = run([a.cc] + self.cflags + ["-I", self.inc, out_c, "-o", exe], a.build_timeout)
            if st != 0:
                return "build", err
        else:
            upc = os.path.join(work, "prog.upc")
            if not os.path.exists(upc):
                shutil.copyfile(src_c, upc)
            st, _, err = run(
                [self.xlate, "cc", "--to", be, "-I", self.inc] + self.cflags + [upc, "-o", exe],
                a.build_timeout,
            )
            if st != 0:
                # The translation alone tells whose failure it is (run only then: it costs time).
                tst, _, terr = run(
                    [self.xlate, "--to", be, "-I", self.inc, upc, "-o", os.path.join(work, "prog." + be + ".c")],
                    a.build_timeout,
                )
                return ("translate", terr) if tst != 0 else ("build", err)
        cmd = [exe] if not a.launcher else [self.xlate, "run", "-n", "1", exe]
        st, out, err = run(cmd, a.timeout)
        if st == "timeout":
            return "timeout", ""
        if st != 0:
            return "crash", "exit status %s\n%s" % (st, err)
        got = checksum_of(out)
        if got != ref:
            return "checksum", "expected %s, got %s" % (ref, got)
        return "ok", ""

    def seed(self, seed):
        a = self.args
        work = os.path.join(a.out, "work", str(seed))
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
        src_c = os.path.join(work, "prog.c")
        st, _, err = run(["csmith", "--seed", str(seed)] + a.csmith_opts.split() + ["-o", src_c], 60, cwd=work)
        if st != 0:
            shutil.rmtree(work, ignore_errors=True)
            return seed, {"ref": "csmith-failed"}, {}
        ref_exe = os.path.join(work, "prog.ref")
        st, _, err = run([a.cc] + self.cflags + ["-I", self.inc, src_c, "-o", ref_exe], a.build_timeout)
        if st != 0:
            shutil.rmtree(work, ignore_errors=True)
            return seed, {"ref": "ref-build-failed"}, {}
        st, out, _ = run([ref_exe], a.ref_timeout)
        ref = checksum_of(out) if st == 0 else None
        if ref is None:
            shutil.rmtree(work, ignore_errors=True)
            return seed, {"ref": "ref-timeout" if st == "timeout" else "ref-failed"}, {}
        outcomes, details = {"ref": "ok"}, {}
        for be in a.backends:
            outcomes[be], details[be] = self.backend(be, work, src_c, ref)
        if any(outcomes[be] != "ok" for be in a.backends):
            keep = os.path.join(a.out, "fail", str(seed))
            shutil.rmtree(keep, ignore_errors=True)
            shutil.copytree(work, keep)
            with open(os.path.join(keep, "details.txt"), "w") as f:
                f.write("reference: %s\n" % ref)
                for be in a.backends:
                    f.write("== %s: %s\n%s\n" % (be, outcomes[be], details[be][-4000:]))
        shutil.rmtree(work, ignore_errors=True)
        return seed, outcomes, details


def summarize(out, backends, elapsed=None):
    rows = []
    path = os.path.join(out, "results.tsv")
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                if line.startswith("seed\t") or not line.strip():
                    continue
                rows.append(line.rstrip("\n").split("\t"))
    header = ["seed", "ref"] + list(backends)
    counts = {}
    failing = {}
    skipped = 0
    for r in rows:
        rec = dict(zip(header, r))
        if rec.get("ref") != "ok":
            skipped += 1
            counts.setdefault("ref", {}).setdefault(rec.get("ref"), 0)
            counts["ref"][rec.get("ref")] += 1
            continue
        for be in backends:
            o = rec.get(be, "?")
            counts.setdefault(be, {}).setdefault(o, 0)
            counts[be][o] += 1
            if o != "ok":
                failing.setdefault((be, o), []).append(rec["seed"])
    lines = [
        "programs: %d (%d compared, %d skipped: the reference did not give a checksum)"
        % (len(rows), len(rows) - skipped, skipped)
    ]
    if elapsed is not None:
        lines.append("this run's wall time: %.0f s" % elapsed)
    for be in ["ref"] + list(backends):
        if be in counts:
            lines.append(
                "%-5s %s" % (be, ", ".join("%s %d" % (k, v) for k, v in sorted(counts[be].items())))
            )
    for (be, o), seeds in sorted(failing.items()):
        lines.append("failing %s %s: %s" % (be, o, " ".join(seeds)))
    text = "\n".join(lines) + "\n"
    with open(os.path.join(out, "summary.txt"), "w") as f:
        f.write(text)
    return text, failing


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--start", type=int, default=1, help="first seed (default 1)")
    ap.add_argument("--count", type=int, default=100, help="number of seeds (default 100)")
    ap.add_argument("--seeds", help="comma-separated seeds (instead of --start/--count)")
    ap.add_argument("--jobs", "-j", type=int, default=1, help="programs tested at once (default 1)")
    ap.add_argument("--timeout", type=float, default=10, help="seconds per run of a program (default 10)")
    ap.add_argument("--ref-timeout", type=float, default=2,
                    help="seconds for the reference run (default 2: a longer program is skipped)")
    ap.add_argument("--build-timeout", type=float, default=120, help="seconds per translation or build")
    ap.add_argument("--backends", default=",".join(BACKENDS), help="comma-separated among c,upcr,ga")
    ap.add_argument("--csmith-opts", default=DEFAULT_CSMITH_OPTS, help="options given to csmith")
    ap.add_argument("--cflags", default="-O1 -w", help="C compiler flags for every build (default -O1 -w)")
    ap.add_argument("--cc", default=os.environ.get("CC", "gcc"), help="the reference C compiler")
    ap.add_argument("--xlate", default=os.path.join(ROOT, "target", "release", "pgas-xlate"))
    ap.add_argument("--csmith-include", default=None, help="directory of csmith.h (found by default)")
    ap.add_argument("--launcher", action="store_true", help="run through pgas-xlate run -n 1 (default: the program alone, one process)")
    ap.add_argument("--out", default="/tmp/csmith-campaign", help="results directory")
    ap.add_argument("--resume", action="store_true", help="skip the seeds already in OUT/results.tsv")
    a = ap.parse_args()
    a.backends = [b for b in a.backends.split(",") if b]
    for b in a.backends:
        if b not in BACKENDS:
            ap.error("unknown backend %r" % b)
    if shutil.which("csmith") is None:
        sys.exit("csmith is not installed (scripts/install-deps.sh installs it)")
    a.csmith_include = a.csmith_include or csmith_include()
    if a.csmith_include is None:
        sys.exit("csmith.h not found (Debian: libcsmith-dev)")
    if not os.path.exists(a.xlate):
        sys.exit("%s not found: cargo build --release first" % a.xlate)
    seeds = [int(s) for s in a.seeds.split(",")] if a.seeds else list(range(a.start, a.start + a.count))
    os.makedirs(a.out, exist_ok=True)
    results = os.path.join(a.out, "results.tsv")
    done = set()
    if a.resume and os.path.exists(results):
        with open(results) as f:
            done = {line.split("\t")[0] for line in f}
    else:
        with open(results, "w") as f:
            f.write("\t".join(["seed", "ref"] + a.backends) + "\n")
    seeds = [s for s in seeds if str(s) not in done]
    camp = Campaign(a)
    t0 = time.time()
    n = 0
    with ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        for seed, outcomes, _ in ex.map(camp.seed, seeds):
            n += 1
            row = [str(seed), outcomes["ref"]] + [outcomes.get(be, "-") for be in a.backends]
            with camp.lock, open(results, "a") as f:
                f.write("\t".join(row) + "\n")
            bad = [be + ":" + outcomes[be] for be in a.backends if outcomes.get(be, "ok") != "ok"]
            if bad or n % 25 == 0:
                print("[%d/%d, %.0f s] seed %d %s" % (n, len(seeds), time.time() - t0, seed,
                                                     " ".join(bad) if bad else outcomes["ref"]), flush=True)
    text, failing = summarize(a.out, a.backends, time.time() - t0)
    print(text, end="")
    sys.exit(1 if failing else 0)


if __name__ == "__main__":
    main()
