#!/usr/bin/env python3
"""unchanged-lines.py - how much of a UPC program a translation keeps as its author wrote it.

  python3 scripts/unchanged-lines.py IN OUT [OUT...]        one program and its translation
  python3 scripts/unchanged-lines.py --pairs FILE           many: one line per program, IN OUT...
                                                            separated by tabs
  python3 scripts/unchanged-lines.py --translate ga|upcr|upc SRC...
                                                            translate each SRC (`pgas-xlate SRC
                                                            --to B -o OUT -I DIR`, again with
                                                            `--threads 4` if that fails) and
                                                            measure those that translate
  options: --list (print every counted line that changed), --xlate PATH (the translator,
           default `pgas-xlate`), -I DIR (where `"..."` headers are also looked for),
           --layout reprint|source (the translator's `--layout`)

The lines measured are those of the program's own files: IN and the headers it includes with
`#include "..."` (found beside the including file or under -I, recursively), that are not blank
and hold no UPC construct.  A line holds a UPC construct when, comments and string literals
aside, it has one of the words of the raw scan (docs/plan-readable-translation.md, section 3):
`shared`, `strict`, `relaxed`, `upc_forall`, `upc_barrier`, `upc_notify`, `upc_wait`,
`upc_fence`, `MYTHREAD`, `THREADS`, `UPC_MAX_BLOCKSIZE`, an identifier starting with `upc_`,
`bupc_` or `UPC_` (the library, its types and constants, the `upc_*sizeof` operators), an
`#include` of a UPC library header (`upc.h`, `upc_strict.h`, `bupc_*.h`, `pupc.h`), or the
name of an object the program's files declare with `shared` (private pointers-to-shared
included), in any scope: a use of a shared object is rewritten by every translation.

With `--translate upc` the programs are Global Arrays C programs (`--to upc`) and a line holds a
GA construct instead: an identifier starting with `GA_`, `NGA_`, `GAi`, `MA_`, `ARMCI_`, `MPI_`,
`tcg_`, `C_` or `MT_` (GA's and MPI's functions, types and constants, the MA type macros), or an
`#include` of `ga.h`, `macdecls.h`, `armci.h`, `gacommon.h`, `tcgmsg.h`, `sndrcv.h` or `mpi.h`.

A program header that the output still includes as the program does (the `#include` line as
written is in the output, so the compiler reads the header itself), and the headers it
includes, are kept whole.  Each other file's lines are matched against the lines of the outputs (all of them, in the order
given, `#line` directives and line markers left out) by a line diff (difflib, no junk
heuristic): a counted line is unchanged byte-for-byte when the diff of the lines as they are
matches it, and unchanged ignoring whitespace when the diff of the lines with every blank
removed does.  Prints one line per program and the total: counted lines, unchanged, share;
exits 0 (2 on a usage error).
"""

import argparse
import difflib
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

UPC_WORDS = {'shared', 'strict', 'relaxed', 'upc_forall', 'upc_barrier', 'upc_notify',
             'upc_wait', 'upc_fence', 'MYTHREAD', 'THREADS', 'UPC_MAX_BLOCKSIZE'}
UPC_PREFIXES = ('upc_', 'bupc_', 'UPC_')
SHARED_QUALIFIERS = {'shared', 'strict', 'relaxed'}
TOKEN = re.compile(r'[A-Za-z_$][A-Za-z0-9_$]*|\.?[0-9](?:[eEpP][+-]|[0-9A-Za-z_.])*|->|\S')
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
# `#line 12 "f.upc"`, `# 12 "f.upc" 1`, `#line 12`: what a translation adds for the compiler.
# The UPC library's headers (`upc.h`, `upc_strict.h`, `bupc_collectivev.h`, `pupc.h`, ...): a
# translation includes its runtime's instead.
UPC_HEADER = re.compile(r'^\s*#\s*include\s*[<"]p?b?upc[A-Za-z0-9_]*\.h[>"]')
# `--translate upc`: the words and headers of a Global Arrays C program.
GA_PREFIXES = ('GA_', 'NGA_', 'GAi', 'MA_', 'ARMCI_', 'MPI_', 'tcg_', 'C_', 'MT_')
GA_HEADER = re.compile(
    r'^\s*#\s*include\s*[<"](ga|macdecls|armci|gacommon|tcgmsg|sndrcv|mpi)\.h[>"]')
LINE_DIRECTIVE = re.compile(r'^\s*#\s*(line\s+)?[0-9]+(\s+"([^"\\]|\\.)*")?(\s+[0-9]+)*\s*$')


def read_lines(path):
    with open(path, 'rb') as f:
        text = f.read().decode('latin-1')
    lines = text.split('\n')
    if lines and lines[-1] == '':
        lines.pop()
    return [l.rstrip('\r') for l in lines]


def code_only(lines):
    """The lines with comments and the contents of string and character literals blanked
    (newlines kept, so line numbers stay); a comment may span lines."""
    out = []
    in_comment = False
    for line in lines:
        buf = []
        i, n = 0, len(line)
        while i < n:
            c = line[i]
            if in_comment:
                if line.startswith('*/', i):
                    in_comment = False
                    i += 2
                else:
                    i += 1
                buf.append(' ')
                continue
            if line.startswith('/*', i):
                in_comment = True
                i += 2
                buf.append(' ')
            elif line.startswith('//', i):
                break
            elif c in '"\'':
                j = i + 1
                while j < n and line[j] != c:
                    j += 2 if line[j] == '\\' else 1
                buf.append(c + ' ' * (min(j, n) - i - 1) + c)
                i = j + 1
            else:
                buf.append(c)
                i += 1
        out.append(''.join(buf))
    return out


def shared_names(token_lines):
    """Names declared with `shared` (or `strict`/`relaxed`) in the files: from each such
    qualifier to the end of its declaration (`;`, `{`, or the closing parenthesis of a parameter
    list), the declarators' identifiers at the qualifier's depth that are followed by `[`, `,`,
    `;`, `=` or `)` and are not inside an initializer."""
    toks = [t for line in token_lines for t in line]
    names = set()
    for k, t in enumerate(toks):
        if t not in SHARED_QUALIFIERS:
            continue
        depth, in_init = 0, False
        for j in range(k + 1, len(toks)):
            u = toks[j]
            if u in '([{':
                if u == '{' and depth == 0:
                    break
                depth += 1
                continue
            if u in ')]}':
                depth -= 1
                if depth < 0:
                    break
                continue
            if depth > 0:
                continue
            if u == ';':
                break
            if u == '=':
                in_init = True
            elif u == ',':
                in_init = False
            elif (not in_init and re.match(r'[A-Za-z_$]', u) and j + 1 < len(toks)
                  and toks[j + 1] in ('[', ',', ';', '=', ')')
                  and toks[j - 1] not in ('.', '->')):
                names.add(u)
    return names


def is_upc_word(t, names):
    return t in UPC_WORDS or t.startswith(UPC_PREFIXES) or t in names


def includes(f, include_dirs):
    """The `#include "..."` lines of `f` that name a file found beside it or under
    `include_dirs`: (the line as written, the file)."""
    found = []
    for line in read_lines(f):
        m = INCLUDE.match(line)
        if not m:
            continue
        for d in [os.path.dirname(f)] + include_dirs:
            p = os.path.abspath(os.path.join(d, m.group(1)))
            if os.path.isfile(p):
                found.append((line, p))
                break
    return found


def program_files(main, include_dirs):
    """The main file and the `"..."` headers it includes, recursively, each once."""
    files, todo = [], [os.path.abspath(main)]
    while todo:
        f = todo.pop(0)
        if f in files:
            continue
        files.append(f)
        todo.extend(p for _, p in includes(f, include_dirs))
    return files


def included_as_written(main, include_dirs, out_lines):
    """The program headers the output still includes as the program does, untouched: one whose
    `#include` line the output holds as written (a translated header is included by another
    name), and the headers such a header includes.  Their lines are kept byte for byte: the
    output uses the file itself."""
    out = set(out_lines)
    kept, todo, seen = set(), [os.path.abspath(main)], set()
    while todo:
        f = todo.pop(0)
        if f in seen:
            continue
        seen.add(f)
        for line, p in includes(f, include_dirs):
            if f in kept or line in out:
                kept.add(p)
            todo.append(p)
    return kept


def output_lines(outs):
    lines = []
    for o in outs:
        lines.extend(l for l in read_lines(o) if not LINE_DIRECTIVE.match(l))
    return lines


def no_blanks(s):
    return re.sub(r'\s+', '', s)


def matched(a, b):
    """Indices of `a` that a line diff against `b` keeps."""
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    kept = set()
    for i, _, n in sm.get_matching_blocks():
        kept.update(range(i, i + n))
    return kept


class Measure:
    def __init__(self):
        self.counted = self.same = self.same_ws = 0
        self.changed = []  # (file, line number, text, whitespace only)

    def add(self, other):
        self.counted += other.counted
        self.same += other.same
        self.same_ws += other.same_ws


def measure(main, outs, include_dirs, source='upc'):
    """`source`: `upc` (a UPC program) or `ga` (a Global Arrays C program, `--to upc`)."""
    files = program_files(main, include_dirs)
    per_file = {f: read_lines(f) for f in files}
    tokens = {f: [TOKEN.findall(l) for l in code_only(ls)] for f, ls in per_file.items()}
    if source == 'ga':
        header, is_construct = GA_HEADER, lambda t: t.startswith(GA_PREFIXES)
    else:
        names = shared_names([l for f in files for l in tokens[f]])
        header, is_construct = UPC_HEADER, lambda t: is_upc_word(t, names)
    out = output_lines(outs)
    out_ws = [no_blanks(l) for l in out]
    untouched = included_as_written(main, include_dirs, out)
    m = Measure()
    for f in files:
        lines = per_file[f]
        if f in untouched:
            kept = kept_ws = set(range(len(lines)))
        else:
            kept = matched(lines, out)
            kept_ws = matched([no_blanks(l) for l in lines], out_ws)
        for i, line in enumerate(lines):
            if not line.strip() or header.match(line) or any(is_construct(t) for t in tokens[f][i]):
                continue
            m.counted += 1
            m.same += i in kept
            m.same_ws += i in kept_ws
            if i not in kept:
                m.changed.append((f, i + 1, line, i in kept_ws))
    return m


def share(n, d):
    return '%5.1f %%' % (100.0 * n / d) if d else '    - '


def report(name, m):
    print('%-50s %6d counted %6d same (%s) %6d ignoring whitespace (%s)' % (
        name, m.counted, m.same, share(m.same, m.counted), m.same_ws, share(m.same_ws, m.counted)))


def translate(xlate, backend, src, work, layout=None):
    """The output of `src` and the program headers translated beside it (`--layout=source`
    writes `grid.h.upcr.h` for a header with shared declarations), each program in a folder of
    its own."""
    folder = os.path.join(work, re.sub(r'[^\w.-]', '_', os.path.abspath(src)))
    os.makedirs(folder, exist_ok=True)
    out = os.path.join(folder, 'out.%s.c' % backend)
    base = [xlate, src, '--to', backend, '-o', out, '-I', os.path.dirname(os.path.abspath(src))]
    if layout:
        base.append('--layout=' + layout)
    for extra in ([], ['--threads', '4']):
        r = subprocess.run(base + extra, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if r.returncode == 0 and os.path.isfile(out):
            headers = sorted(os.path.join(d, f) for d, _, fs in os.walk(folder) for f in fs
                             if f.endswith('.h.%s.h' % backend))
            return [out] + headers, extra
    return None, None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0],
                                 usage='%(prog)s IN OUT... | --pairs FILE | --translate B SRC...')
    ap.add_argument('files', nargs='*')
    ap.add_argument('--pairs')
    ap.add_argument('--translate', choices=['ga', 'upcr', 'upc'])
    ap.add_argument('--xlate', default='pgas-xlate')
    ap.add_argument('--layout', choices=['reprint', 'source'])
    ap.add_argument('-I', dest='include', action='append', default=[])
    ap.add_argument('--list', action='store_true')
    a = ap.parse_args()
    programs = []
    work = None
    if a.translate:
        work = tempfile.mkdtemp(prefix='unchanged-lines-')
        failed = 0
        for src in a.files:
            out, extra = translate(a.xlate, a.translate, src, work, a.layout)
            if out:
                programs.append((src, out))
            else:
                failed += 1
        print('%d of %d programs translate under --to %s (%d not counted)' % (
            len(programs), len(a.files), a.translate, failed))
    elif a.pairs:
        with open(a.pairs) as f:
            for line in f:
                cols = [c for c in line.rstrip('\n').split('\t') if c]
                if len(cols) >= 2:
                    programs.append((cols[0], cols[1:]))
    elif len(a.files) >= 2:
        programs.append((a.files[0], a.files[1:]))
    else:
        ap.print_usage(sys.stderr)
        return 2
    total = Measure()
    for src, outs in programs:
        m = measure(src, outs, a.include, 'ga' if a.translate == 'upc' else 'upc')
        total.add(m)
        report(src, m)
        if a.list:
            for f, n, text, ws_only in m.changed:
                print('%s:%d: %s%s' % (os.path.relpath(f), n, '(whitespace) ' if ws_only else '', text))
    if len(programs) != 1:
        report('total (%d programs)' % len(programs), total)
    if work:
        shutil.rmtree(work)
    return 0


if __name__ == '__main__':
    sys.exit(main())
