#!/usr/bin/env python3
"""upc-suite-all.py - run a whole UPC test tree described by harness.conf files under pgas-xlate.

  python3 scripts/upc-suite-all.py CORPUS [--backend upcr,ga] [--jobs 2] [--threads 4]
         [--work /tmp/upc-suite-all] [--only REGEX] [--exclude scripts/upc-suite-excluded.tsv]
         [--out results.tsv] [--report report.md]

CORPUS is a directory whose folders hold `harness.conf` files.  The format read here:

  BEGIN_DEFAULT_CONFIG ... END_DEFAULT_CONFIG   key/value defaults for the tests that follow
  TestName: NAME                                starts a test (a copy of the current defaults)
  Key: value  # comment                         sets a key of the current test (or defaults)
  WildCard: <*>.upc                             every matching file not named by a test is one
                                                more test with the defaults

Keys used: Files, Flags, DynamicThreads, StaticThreads (`0`, `$DEFAULT$`, or lists `1,$DEFAULT$`),
CompileResult (pass|fail), TimeLimit (0 = compile only), PassExpr, FailExpr (`0` = none),
ExitCode (`ignore` or a number), BuildCmd (upcc | nolink,upcc | make,notrans | upcc,notrans),
MakeFlags, AppArgs, AppEnv, RequireFeature.  `$TESTNAME$` and `$DEFAULT$` are substituted.

Every test is done under each backend:
  translate  `pgas-xlate SRC --to B -o OUT FLAGS [--threads N]` for each UPC source of Files
  build      `pgas-xlate cc --to B [--threads N] FLAGS OUTS -o EXE` (`-c` for nolink tests);
             make-based tests run the folder's Makefile with `UPCC='pgas-xlate cc --to B'`
  run        `pgas-xlate run -n N EXE ARGS` under a time limit, when TimeLimit is not 0
A negative test (CompileResult: fail) passes when the translator rejects it (exit 1..125 with an
`error` line).  A positive run passes when PassExpr matches the output (stdout and stderr),
FailExpr does not, and the exit status is ExitCode.  Files of a folder that no test names are
translated and compiled (`-c`) on their own.  Tests or files listed in the exclusion file
(TSV: path-or-test-id, reason) are not run and are reported with their reason; a reason
`flags: FLAGS | why` instead gives the flags a file that no test names needs.

Prints per-folder counts and one line per failure (stage, first error line); writes --out (TSV)
and --report (markdown) when given.
"""
import argparse, glob, os, re, shlex, shutil, signal, subprocess, sys, time
from concurrent.futures import ThreadPoolExecutor

UPC_HINT = re.compile(r'#\s*include\s*[<"]upc(_relaxed|_strict)?\.h[>"]|\bMYTHREAD\b|\bupc_forall\b')
COMMENT = re.compile(r'(^|\s)#.*$')
# features of one vendor's compiler, runtime or network layer: tests that require them are not UPC 1.3
NOT_UPC13 = {'gasnet': 'tests the vendor network layer',
             'trace': 'needs the vendor communication tracer', 'os_osf': 'needs a vendor LAPACK'}
# features pgas-xlate has under a flag: a test that requires one is built with it (the GASP
# user-event interface `pupc.h`, with __UPC_PUPC__, comes with an instrumenting build)
FEATURE_FLAGS = {'pupc': '--profile'}


class Test:
    def __init__(self, folder, name, keys):
        self.folder, self.name, self.keys = folder, name, dict(keys)
        self.id = (folder + '/' + name) if folder else name

    def get(self, key, default=''):
        v = self.keys.get(key, default)
        v = v.replace('$TESTNAME$', self.name)
        return v.strip()


def parse_conf(path, folder):
    """Return the tests of one harness.conf, in order."""
    tests, defaults, cur, in_default, wildcards = [], {}, None, False, []
    with open(path, encoding='latin-1') as f:
        for raw in f:
            line = raw.rstrip('\n')
            if line.lstrip().startswith('#') or not line.strip():
                continue
            s = line.strip()
            if s.startswith('BEGIN_DEFAULT_CONFIG'):
                defaults, in_default, cur = {}, True, None
                continue
            if s.startswith('END_DEFAULT_CONFIG'):
                in_default = False
                continue
            m = re.match(r'^(\w+):\s*(.*)$', s)
            if not m:
                continue
            key, val = m.group(1), COMMENT.sub('', m.group(2)).strip()
            if key == 'TestName':
                cur = Test(folder, val, defaults)
                tests.append(cur)
            elif key == 'WildCard':
                wildcards.append((val, dict(defaults)))
            elif in_default or cur is None:
                defaults[key] = val
            else:
                cur.keys[key] = val
    return tests, wildcards


def threads_of(t, default):
    """(threads, static) for the run: the dynamic setting first, else the static one."""
    for key, static in (('DynamicThreads', False), ('StaticThreads', True)):
        v = t.get(key, '$DEFAULT$') or '$DEFAULT$'
        vals = [x.strip() for x in v.split(',') if x.strip()]
        if vals == ['0']:
            continue
        if '$DEFAULT$' in vals or str(default) in vals:
            return default, static
        nums = sorted(int(x) for x in vals if x.isdigit() and x != '0')
        if nums and nums[-1] <= 2 * default:
            return nums[-1], static
        if nums:  # (`StaticThreads: 256`: the machine runs 4 processes, and so does the test)
            return default, static
    return default, False


def run_cmd(cmd, cwd, timeout, log, env=None):
    t0 = time.time()
    with open(log, 'a') as lf:
        lf.write('$ %s\n' % cmd)
        lf.flush()
        p = subprocess.Popen(['/bin/sh', '-c', cmd], cwd=cwd, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                             start_new_session=True, env=env)
        timed_out = False
        try:
            out, _ = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except OSError:
                pass
            out, _ = p.communicate()
        out = out.decode('utf-8', 'replace')
        lf.write(out)
        rc = 124 if timed_out else p.returncode
        lf.write('[rc=%s %.1fs%s]\n' % (rc, time.time() - t0, ' TIMEOUT' if timed_out else ''))
    return rc, out, timed_out


def first_error(out):
    for pat in (r'\berror\b', r'\bError\b', r'ERROR', r'undefined reference', r'\S'):
        for l in out.splitlines():
            if l.startswith('$ ') or l.startswith('[rc='):
                continue
            if re.search(pat, l):
                return l.strip()[:200]
    return ''


def is_upc_source(path):
    try:
        with open(path, 'rb') as f:
            text = f.read().decode('latin-1')
    except OSError:
        return False
    return path.endswith('.upc') or bool(UPC_HINT.search(text))


class Unit:
    """One thing to judge: a harness test or a file no test names."""

    def __init__(self, folder, uid, kind, test=None, files=None):
        self.folder, self.id, self.kind, self.test, self.files = folder, uid, kind, test, files or []


def collect(corpus, threads):
    units = []
    confs = sorted(glob.glob(os.path.join(corpus, '**', 'harness.conf'), recursive=True))
    named = set()
    make_dirs = []
    for conf in confs:
        d = os.path.dirname(conf)
        folder = os.path.relpath(d, corpus)
        tests, wildcards = parse_conf(conf, folder)
        names = {t.name for t in tests}
        for pat, defaults in wildcards:
            rx = '^' + re.escape(pat).replace(re.escape('<*>'), '(.+)') + '$'
            for fn in sorted(os.listdir(d)):
                m = re.match(rx, fn)
                if m and m.group(1) not in names:
                    tests.append(Test(folder, m.group(1), defaults))
                    names.add(m.group(1))
        if tests and all('make' in t.get('BuildCmd') for t in tests):
            make_dirs.append(d + os.sep)
        for t in tests:
            files = t.get('Files').split()
            for f in files:
                named.add(os.path.normpath(os.path.join(d, f)))
            units.append(Unit(folder, t.id, 'test', t, files))
    # files of the tree that no test names (and that no other file includes)
    inc = re.compile(r'#\s*include\s*"([^"]+)"')
    for root, dirs, fns in os.walk(corpus):
        for fn in fns:
            if fn.endswith(('.upc', '.c', '.h')):
                with open(os.path.join(root, fn), 'rb') as f:
                    for m in inc.finditer(f.read().decode('latin-1')):
                        named.add(os.path.normpath(os.path.join(root, m.group(1))))
    for root, dirs, fns in os.walk(corpus):
        dirs.sort()
        for fn in sorted(fns):
            p = os.path.normpath(os.path.join(root, fn))
            if not (fn.endswith('.upc') or fn.endswith('.c')) or p in named:
                continue
            if not is_upc_source(p):
                continue
            rel = os.path.relpath(p, corpus)
            units.append(Unit(top_folder(rel), rel, 'file', None, [os.path.basename(p)]))
            units[-1].dir = os.path.dirname(rel)
            units[-1].make_built = any(p.startswith(m) for m in make_dirs)
    return units


def top_folder(rel):
    return rel.split(os.sep)[0]


def exclusion(u, excluded):
    """(why the unit is not run or None, the flags a file no test names needs)."""
    reason = excluded.get(u.id)
    extra = ''
    if reason and reason.startswith('flags:'):
        # not an exclusion: the flags the file needs (it is no test's, so nothing else gives them)
        extra, reason = reason[len('flags:'):].split('|')[0].strip(), None
    if not reason and u.test is not None:
        feats = [f.strip() for f in u.test.get('RequireFeature').split(',') if f.strip()]
        bad = [f for f in feats if f in NOT_UPC13]
        if bad:
            reason = 'RequireFeature %s: %s' % (bad[0], NOT_UPC13[bad[0]])
    if not reason and getattr(u, 'make_built', False):
        reason = 'built by the Makefile of its folder'
    return reason, extra


def do_unit(u, backend, a, excluded):
    r = {'id': u.id, 'folder': top_folder(u.id), 'backend': backend, 'kind': '', 'stage': '',
         'ok_compile': False, 'run': '', 'passed': False, 'note': ''}
    reason, extra = exclusion(u, excluded)
    if reason:
        r.update(kind='excluded', note=reason)
        return r
    x = a.xlate
    t = u.test
    if u.kind == 'file':
        srcdir = os.path.join(a.corpus_copy[backend], u.dir)
        wd = os.path.join(a.work, backend, '_files', re.sub(r'[^\w.-]', '_', u.id))
        shutil.rmtree(wd, ignore_errors=True)
        os.makedirs(wd)
        log = os.path.join(wd, 'log')
        r['kind'] = 'compile-only'
        src = os.path.join(srcdir, u.files[0])
        out = os.path.join(wd, 'out.c')
        cmd = '%s %s --to %s -o %s -I%s %s' % (x, shlex.quote(src), backend, out, shlex.quote(srcdir), extra)
        rc, o, to = run_cmd(cmd, wd, a.timeout_translate, log)
        if rc != 0:
            r.update(stage='translate', note=first_error(o) or ('timeout' if to else 'rc=%s' % rc))
            return r
        cmd = '%s cc --to %s -c -I%s %s -o %s' % (x, backend, shlex.quote(srcdir), out,
                                                  os.path.join(wd, 'out.o'))
        rc, o, to = run_cmd(cmd, wd, a.timeout_build, log)
        if rc != 0:
            r.update(stage='build', note=first_error(o) or ('timeout' if to else 'rc=%s' % rc))
            return r
        r.update(ok_compile=True, passed=True)
        return r

    srcdir = os.path.join(a.corpus_copy[backend], u.folder)
    wd = os.path.join(a.work, backend, re.sub(r'[^\w.-]', '_', u.id))
    shutil.rmtree(wd, ignore_errors=True)
    os.makedirs(wd)
    log = os.path.join(wd, 'log')
    negative = t.get('CompileResult', 'pass').lower() == 'fail'
    threads, static = threads_of(t, a.threads)
    limit = t.get('TimeLimit', '0')
    runs = limit not in ('0', '') and not negative
    r['kind'] = 'negative' if negative else ('run' if runs else 'compile-only')
    build = t.get('BuildCmd', 'upcc')
    flags = t.get('Flags')
    feats = [f.strip() for f in t.get('RequireFeature').split(',') if f.strip()]
    flags = ' '.join([flags] + [FEATURE_FLAGS[f] for f in feats if f in FEATURE_FLAGS]).strip()
    thr_opt = ('--threads %d' % threads) if static else ''
    exe = os.path.join(wd, 'a.out')
    if 'make' in build.split(','):
        mflags = t.get('MakeFlags')
        mflags = mflags.replace('$DEFAULT$', str(threads)).replace('$CC$', 'gcc')
        mflags = re.sub(r'\$(CFLAGS|HOST_CFLAGS|HOST_LDFLAGS|HOST_LIBS|AR|RANLIB|TOP_SRCDIR|TOP_BUILDDIR)\$',
                        lambda m: {'AR': 'ar', 'RANLIB': 'ranlib'}.get(m.group(1), ''), mflags)
        mflags = mflags.replace('$HOST_CC$', 'gcc')
        upcc = '%s cc --to %s -x upc' % (x, backend)  # the suite's compiler takes .c files as UPC
        # a test of static threads is the makefile's target NAME_stNN when it has one
        target = t.name
        mk = re.search(r'-f\s*(\S+)', mflags)
        try:
            with open(os.path.join(srcdir, mk.group(1) if mk else 'Makefile'), encoding='latin-1') as f:
                if static and re.search(r'^%s_st%02d\s*:' % (re.escape(t.name), threads), f.read(), re.M):
                    target = '%s_st%02d' % (t.name, threads)
        except OSError:
            pass
        cmd = 'make %s UPCC=%s UPCC_STAT_THREADS=-T %s' % (mflags, shlex.quote(upcc), shlex.quote(target))
        rc, o, to = run_cmd(cmd, srcdir, a.timeout_build * 3, log)
        if rc != 0:
            st = 'build'
            if negative and re.search(r'\berror\b', o):
                r.update(stage='', ok_compile=True, passed=True, note='rejected: ' + first_error(o))
                return r
            r.update(stage=st, note=first_error(o) or ('timeout' if to else 'rc=%s' % rc))
            return r
        cands = [os.path.join(srcdir, target), os.path.join(srcdir, 'bin', target)]
        built = [c for c in cands if os.path.isfile(c) and os.access(c, os.X_OK)]
        if not built:
            r.update(stage='build', note='make succeeded but no program %s' % t.name)
            return r
        shutil.move(built[0], exe)
    else:
        files = u.files
        nolink = 'nolink' in build.split(',')
        outs = []
        for f in files:
            src = os.path.join(srcdir, f)
            if not os.path.exists(src):
                r.update(stage='setup', note='missing file %s' % f)
                return r
            out = os.path.join(wd, re.sub(r'[^\w.-]', '_', f) + '.%s.c' % backend)
            cmd = '%s %s --to %s -o %s -I%s %s %s' % (x, shlex.quote(src), backend, out,
                                                       shlex.quote(os.path.dirname(src)), flags, thr_opt)
            rc, o, to = run_cmd(cmd, wd, a.timeout_translate, log)
            if rc != 0:
                if negative and 1 <= rc <= 125 and re.search(r'\berror\b', o):
                    r.update(ok_compile=True, passed=True, note='rejected: ' + first_error(o))
                    return r
                r.update(stage='translate', note=first_error(o) or ('timeout' if to else 'rc=%s' % rc))
                return r
            outs.append(out)
        objs = ' '.join(shlex.quote(o) for o in outs)
        if nolink:
            cmd = '%s cc --to %s %s -c -I%s %s %s' % (x, backend, thr_opt, shlex.quote(srcdir), flags, objs)
        else:
            cmd = '%s cc --to %s %s -I%s %s %s -o %s' % (x, backend, thr_opt, shlex.quote(srcdir), flags,
                                                        objs, exe)
        rc, o, to = run_cmd(cmd, wd, a.timeout_build, log)
        if rc != 0:
            if negative:
                r.update(stage='build', note='accepted by the translator, rejected by the C compiler: ' +
                         first_error(o))
                return r
            r.update(stage='build', note=first_error(o) or ('timeout' if to else 'rc=%s' % rc))
            return r
    if negative:
        # What the project accepts by default as other compilers do (with a warning) is an error
        # in its strict mode: a negative test rejected there counts, with a note.
        for f in u.files:
            cmd = '%s %s --to %s -o /dev/null -I%s %s %s --std=upc1.3 -pedantic-errors' % (
                x, shlex.quote(os.path.join(srcdir, f)), backend, shlex.quote(srcdir), flags, thr_opt)
            rc, o, to = run_cmd(cmd, wd, a.timeout_translate, log)
            if 1 <= rc <= 125 and re.search(r'\berror\b', o):
                r.update(ok_compile=True, passed=True,
                         note='rejected with --std=upc1.3 -pedantic-errors: ' + first_error(o))
                return r
        r.update(stage='translate', note='accepted (CompileResult: fail): ' + first_error(o))
        return r
    r['ok_compile'] = True
    if not runs:
        r['passed'] = True
        return r
    env = dict(os.environ)
    for kv in shlex.split(t.get('AppEnv')):
        if '=' in kv:
            k, v = kv.split('=', 1)
            env[k] = v
    args = t.get('AppArgs').replace('$DEFAULT$', str(threads))
    tl = a.timeout_run if limit in ('$DEFAULT$',) else max(a.timeout_run, int(limit) if limit.isdigit() else 0)
    cmd = '%s run -n %d %s %s' % (x, threads, exe, args)
    rc, o, to = run_cmd(cmd, srcdir, tl, log, env)
    pexpr, fexpr, ecode = t.get('PassExpr', '0'), t.get('FailExpr', '0'), t.get('ExitCode', 'ignore')
    why = []
    if to:
        why.append('timeout after %ds' % tl)
    if pexpr not in ('', '0') and not re.search(pexpr, o, re.M):
        why.append('PassExpr /%s/ not matched' % pexpr)
    if fexpr not in ('', '0'):
        m = re.search(fexpr, o, re.M)
        if m:
            line = o[o.rfind('\n', 0, m.start()) + 1:].split('\n', 1)[0]
            why.append('FailExpr /%s/ matched: %s' % (fexpr, line.strip()[:160]))
    if ecode not in ('', 'ignore') and str(rc) != ecode:
        why.append('exit status %s, expected %s' % (rc, ecode))
    r['run'] = 'pass' if not why else 'fail'
    r['passed'] = not why
    if why:
        r.update(stage='run', note='; '.join(why) + ('' if to else ' | ' + first_error(o)))
    return r


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('corpus')
    ap.add_argument('--backend', default='upcr,ga')
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--threads', type=int, default=4)
    ap.add_argument('--work', default='/tmp/upc-suite-all')
    ap.add_argument('--only', default='')
    ap.add_argument('--exclude', default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                      'upc-suite-excluded.tsv'))
    ap.add_argument('--xlate', default='pgas-xlate')
    ap.add_argument('--timeout-translate', type=int, default=120)
    ap.add_argument('--timeout-build', type=int, default=300)
    ap.add_argument('--timeout-run', type=int, default=300)
    ap.add_argument('--out', default='')
    ap.add_argument('--report', default='')
    ap.add_argument('--list', action='store_true', help='list the units and stop')
    ap.add_argument('--reuse', default='', help='the output of an earlier run: its passes (and exclusions) '
                    'are taken as they are; its failures and units matching --rerun are run again')
    ap.add_argument('--rerun', default='', help='REGEX of unit ids run again even if --reuse has them')
    ap.add_argument('--report-only', action='store_true',
                    help='run nothing: the report of the --reuse outputs (later lines win), units absent '
                         'from them counted as not run')
    a = ap.parse_args()
    a.corpus = os.path.abspath(a.corpus)
    a.work = os.path.abspath(a.work)
    excluded = {}
    if os.path.exists(a.exclude):
        with open(a.exclude) as f:
            for l in f:
                if l.strip() and not l.startswith('#'):
                    k, _, v = l.rstrip('\n').partition('\t')
                    excluded[k.strip()] = v.strip()
    units = collect(a.corpus, a.threads)
    if a.only:
        units = [u for u in units if re.search(a.only, u.id)]
    if a.list:
        for u in units:
            print(u.kind, u.id, ' '.join(u.files), '' if not u.test else threads_of(u.test, a.threads))
        return 0
    backends = a.backend.split(',')
    a.corpus_copy = {}
    for b in backends:
        dst = os.path.join(a.work, b, '_tree')
        shutil.rmtree(dst, ignore_errors=True)
        shutil.copytree(a.corpus, dst, symlinks=True)
        a.corpus_copy[b] = dst
    # make-based tests of one folder share its build tree: one job runs them in order
    groups = {}
    for b in backends:
        for u in units:
            key = (b, u.folder) if u.test is not None and 'make' in u.test.get('BuildCmd') else (b, u.id)
            groups.setdefault(key, []).append(u)
    results = []
    reused = {}
    if a.reuse:
        line_re = re.compile(r'^(\S+)\s+(\S+)\s+(PASS|FAIL|EXCL)\s+(.*?)(?:  \[(\w*)\] (.*))?$')
        lines = []
        for path in a.reuse.split(','):
            with open(path) as f:
                lines.extend(f)
        if True:
            for l in lines:
                m = line_re.match(l.rstrip('\n'))
                if not m or m.group(1) not in backends:
                    continue
                b, kind, verdict, uid, stage, note = m.groups()
                if not a.report_only and (verdict == 'FAIL' or (a.rerun and re.search(a.rerun, uid))):
                    continue
                reused[(b, uid)] = {'id': uid, 'folder': top_folder(uid), 'backend': b, 'kind': kind,
                                    'stage': stage or '',
                                    'ok_compile': kind != 'excluded' and (verdict == 'PASS' or stage == 'run'),
                                    'run': 'pass' if kind == 'run' else '', 'passed': verdict == 'PASS',
                                    'note': note or ''}
    for key in list(groups):
        us = [u for u in groups[key] if (key[0], u.id) not in reused]
        if us:
            groups[key] = us
        else:
            del groups[key]
    ids = {u.id for u in units}
    results.extend(r for (b, uid), r in reused.items() if uid in ids)
    if a.report_only:
        # the exclusions of now win over the outputs' verdicts
        results = []
        for b in backends:
            for u in units:
                why = exclusion(u, excluded)[0]
                r = reused.get((b, u.id))
                if why or not r or r['kind'] == 'excluded':
                    r = {'id': u.id, 'folder': top_folder(u.id), 'backend': b,
                         'kind': 'excluded' if why else 'not-run', 'stage': '', 'ok_compile': False,
                         'run': '', 'passed': False, 'note': why or ''}
                results.append(r)
        groups = {}

    def run_group(item):
        (b, _), us = item
        out = []
        for u in us:
            try:
                r = do_unit(u, b, a, excluded)
            except Exception as e:  # a harness problem, not a verdict
                r = {'id': u.id, 'folder': top_folder(u.id), 'backend': b, 'kind': 'error', 'stage': 'harness',
                     'ok_compile': False, 'run': '', 'passed': False, 'note': repr(e)}
            print('%-5s %-10s %-6s %s%s' % (b, r['kind'], 'PASS' if r['passed'] else 'FAIL' if r['kind'] != 'excluded'
                                            else 'EXCL', r['id'], '' if r['passed'] else '  [%s] %s' %
                                            (r['stage'], r['note'])), flush=True)
            out.append(r)
        return out

    with ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for rs in ex.map(run_group, groups.items()):
            results.extend(rs)
    report = make_report(results, backends)
    print(report)
    if a.out:
        with open(a.out, 'w') as f:
            cols = ['backend', 'id', 'folder', 'kind', 'passed', 'stage', 'note']
            f.write('\t'.join(cols) + '\n')
            for r in results:
                f.write('\t'.join(str(r[c]).replace('\t', ' ') for c in cols) + '\n')
    if a.report:
        with open(a.report, 'w') as f:
            f.write(report)
    return 0 if all(r['passed'] or r['kind'] == 'excluded' for r in results) else 1


def make_report(results, backends):
    folders = sorted({r['folder'] for r in results})
    lines = ['| folder | units | excluded | ' + ' | '.join(
        'not run `%s` | compile ok `%s` | runs pass `%s` | negative rejected `%s`' % (b, b, b, b)
        for b in backends) + ' |', '|---|---|---|' + '---|---|---|---|' * len(backends)]
    tot = {}
    for fo in folders + ['total']:
        row = [fo]
        first = True
        for b in backends:
            rs = [r for r in results if r['backend'] == b and (fo == 'total' or r['folder'] == fo)]
            valid = [r for r in rs if r['kind'] not in ('excluded', 'not-run')]
            pos = [r for r in valid if r['kind'] in ('run', 'compile-only', 'error')]
            runs = [r for r in valid if r['kind'] == 'run']
            neg = [r for r in valid if r['kind'] == 'negative']
            if first:
                row += [str(len(rs)), str(sum(r['kind'] == 'excluded' for r in rs))]
                first = False
            notrun = sum(r['kind'] == 'not-run' for r in rs)
            row += [str(notrun), '%d/%d' % (sum(r['ok_compile'] for r in pos), len(pos)),
                    '%d/%d' % (sum(r['passed'] for r in runs), len(runs)),
                    '%d/%d' % (sum(r['passed'] for r in neg), len(neg))]
        lines.append('| ' + ' | '.join(row) + ' |')
    lines.append('')
    lines.append('Failures (backend, unit, stage, first error line):')
    lines.append('')
    for r in sorted(results, key=lambda r: (r['id'], r['backend'])):
        if not r['passed'] and r['kind'] not in ('excluded', 'not-run'):
            lines.append('- `%s` %s [%s] %s' % (r['backend'], r['id'], r['stage'], r['note']))
    lines.append('')
    lines.append('Excluded:')
    lines.append('')
    seen = set()
    for r in sorted(results, key=lambda r: r['id']):
        if r['kind'] == 'excluded' and r['id'] not in seen:
            seen.add(r['id'])
            lines.append('- %s: %s' % (r['id'], r['note']))
    return '\n'.join(lines) + '\n'


if __name__ == '__main__':
    sys.exit(main())
