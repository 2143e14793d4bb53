//! C (and UPC) printer: turns the AST back into source text.
//!
//! - Keeps the program's structure and statement order; one declaration or statement per line,
//!   4-space indentation, braces on the line of their statement.
//! - Expressions are printed with a precedence argument: an operand is parenthesised exactly when
//!   it binds more loosely than its position requires.
//! - Top-level items that came from system headers are not pasted: the `#include` that brought
//!   them in is printed once instead (see [`IncludePlan`]).
//! - `#line` directives keep compiler messages pointing at the user's file; short gaps are filled
//!   with blank lines instead, so the output stays readable.

use pgas_grammar::linemap::IncludeEvent;
use pgas_grammar::*;
use std::collections::HashSet;
use std::fmt::Write;

/// How the printer treats source positions.
pub struct PrintOptions<'a> {
    pub line_map: &'a LineMap,
    /// Emit `#line` directives.
    pub line_directives: bool,
    /// Re-emit `#include` for items from system headers instead of printing them.
    pub collapse_system_headers: bool,
}

/// Which top-level items come from library headers, and the `#include` to print instead of them.
/// A header is collapsed when it is a system header or was included with `<…>`; the outermost
/// such include wins, so a user header (`"foo.h"`, pasted) can still include `<stdio.h>`.
pub struct IncludePlan {
    /// Disjoint (start, end, directive) ranges of the preprocessed text, sorted.
    ranges: Vec<(usize, usize, String)>,
}

impl IncludePlan {
    /// `rewrite` maps an include directive to the one to print instead ("" drops it).
    /// Only system headers are collapsed: a user header found through `-I` may hold UPC code.
    pub fn with_rewrite(
        line_map: &LineMap,
        rewrite: &dyn Fn(&str) -> Option<String>,
    ) -> IncludePlan {
        let mut plan = IncludePlan::build(line_map, true);
        for r in &mut plan.ranges {
            if let Some(d) = rewrite(&r.2) {
                r.2 = d;
            }
        }
        plan
    }

    pub fn new(line_map: &LineMap) -> IncludePlan {
        IncludePlan::build(line_map, false)
    }

    fn build(line_map: &LineMap, system_only: bool) -> IncludePlan {
        let mut ranges: Vec<(usize, usize, String)> = Vec::new();
        for e in &line_map.includes {
            if ranges.last().is_some_and(|(_, end, _)| e.offset < *end) {
                continue;
            }
            let directive = include_directive(line_map, e);
            if e.system || (!system_only && directive.contains('<')) {
                ranges.push((e.offset, e.end, directive));
            }
        }
        IncludePlan { ranges }
    }

    /// The directive of the collapsed include containing `offset`.
    pub(crate) fn directive_for(&self, offset: usize) -> Option<&str> {
        let i = self.ranges.partition_point(|(o, _, _)| *o <= offset);
        let (_, end, d) = self.ranges.get(i.checked_sub(1)?)?;
        (offset < *end).then_some(d.as_str())
    }
}

/// Reconstructs the `#include` line of an include event: the directive as the user wrote it when
/// the including file can be read, otherwise a `<…>` form derived from the header's path.
pub(crate) fn include_directive(line_map: &LineMap, e: &IncludeEvent) -> String {
    let parent = line_map.file_name(e.parent);
    if let Ok(text) = pgas_grammar::encoding::read_file(parent) {
        if let Some(line) = text.lines().nth(e.parent_line.saturating_sub(1) as usize) {
            let t = line.trim_start();
            if let Some(rest) = t.strip_prefix('#') {
                let rest = rest.trim_start();
                if let Some(arg) = rest.strip_prefix("include") {
                    let arg = arg.trim();
                    if arg.starts_with('<') || arg.starts_with('"') {
                        let end = arg[1..].find(['>', '"']).map_or(arg.len(), |i| i + 2);
                        // Only the directive of this header: a line of a translation mapped
                        // back by `#line` may hold another file's directive there.
                        let name = arg[1..end].trim_end_matches(['>', '"']);
                        if line_map.file_name(e.header).ends_with(name) {
                            return format!("#include {}", &arg[..end]);
                        }
                    }
                }
            }
        }
    }
    let header = line_map.file_name(e.header);
    let short = header_short_name(header);
    format!("#include <{short}>")
}

/// `/usr/include/x86_64-linux-gnu/sys/stat.h` → `sys/stat.h`.
fn header_short_name(path: &str) -> &str {
    const PREFIXES: [&str; 3] = [
        "/include/x86_64-linux-gnu/",
        "/include/aarch64-linux-gnu/",
        "/include/",
    ];
    for p in PREFIXES {
        if let Some(i) = path.rfind(p) {
            return &path[i + p.len()..];
        }
    }
    path.rsplit('/').next().unwrap_or(path)
}

/// Where the printer put a positioned construct (a statement, a declaration, a function): the
/// byte offset of its output line and the source file and line it came from. The `#line`
/// directives of the output must map that output line to that source line; the translation
/// tests check it over every sample (`record_placements`).
#[derive(Clone, Debug)]
pub struct Placement {
    pub output_offset: usize,
    pub file: String,
    pub line: u32,
}

thread_local! {
    static PLACEMENTS: std::cell::RefCell<Option<Vec<Placement>>> =
        const { std::cell::RefCell::new(None) };
}

/// Runs `f`, recording where the printers it runs on this thread put each positioned construct.
pub fn record_placements<R>(f: impl FnOnce() -> R) -> (R, Vec<Placement>) {
    PLACEMENTS.with(|p| *p.borrow_mut() = Some(Vec::new()));
    let r = f();
    let list = PLACEMENTS
        .with(|p| p.borrow_mut().take())
        .unwrap_or_default();
    (r, list)
}

pub struct Printer<'a> {
    out: String,
    indent: usize,
    opts: PrintOptions<'a>,
    /// File and line the next output line corresponds to, when known.
    position: Option<(u32, u32)>,
    includes: IncludePlan,
    printed_includes: HashSet<String>,
    /// The next comment of the line map to print.
    next_comment: usize,
    /// Inside a statement expression made by a backend (no source position): printed on the
    /// line of the construct it belongs to, so that every part of it keeps that line's number
    /// (a runtime error reported inside it names the construct's line).
    one_line: usize,
    /// Comments at or after this offset are not printed (a piece of the file: `Printer::piece`).
    comments_end: usize,
    /// Where an expression was written as a macro use (`--layout=source`): given the
    /// expression's span and its printed text, the use to print instead, if any.
    macro_uses: Option<MacroUses<'a>>,
}

/// See `Printer::macro_uses`.
pub type MacroUses<'a> = &'a dyn Fn(Span, &str) -> Option<String>;

/// Prints a whole translation unit.
pub fn print_unit(unit: &TranslationUnit, opts: PrintOptions) -> String {
    let mut p = Printer::new(opts);
    p.unit(unit);
    p.finish()
}

/// Prints a whole translation unit, printing `plan`'s directives for library headers.
pub fn print_unit_with_includes(
    unit: &TranslationUnit,
    opts: PrintOptions,
    plan: IncludePlan,
) -> String {
    let mut p = Printer::new(opts);
    p.includes = plan;
    p.unit(unit);
    p.finish()
}

impl<'a> Printer<'a> {
    pub fn new(opts: PrintOptions<'a>) -> Printer<'a> {
        let includes = IncludePlan::new(opts.line_map);
        Printer {
            out: String::with_capacity(1 << 16),
            indent: 0,
            opts,
            position: None,
            includes,
            printed_includes: HashSet::new(),
            next_comment: 0,
            one_line: 0,
            comments_end: usize::MAX,
            macro_uses: None,
        }
    }

    /// A printer for the constructs of the preprocessed text between `span.lo` and `span.hi`
    /// put back into the source file (`--layout=source`, src/layout_source.rs): only the
    /// comments inside that range; `position` is the file and line of the output line it
    /// starts on (`#line` directives are written where the constructs' lines differ).
    pub fn piece(opts: PrintOptions<'a>, span: Span, position: Option<(u32, u32)>) -> Printer<'a> {
        let first = opts
            .line_map
            .comments
            .partition_point(|c| c.offset < span.lo as usize);
        let mut p = Printer::new(opts);
        p.next_comment = first;
        p.comments_end = span.hi as usize;
        p.position = position;
        p
    }

    /// The file and line of the next output line, when the `#line` directives written so far
    /// say it.
    pub fn position(&self) -> Option<(u32, u32)> {
        self.position
    }

    /// A printer for pieces of code (no `#line`, no include plan).
    pub fn bare(line_map: &'a LineMap) -> Printer<'a> {
        Printer {
            out: String::new(),
            indent: 0,
            opts: PrintOptions {
                line_map,
                line_directives: false,
                collapse_system_headers: false,
            },
            position: None,
            includes: IncludePlan { ranges: vec![] },
            printed_includes: HashSet::new(),
            // Pieces of code carry no comments.
            next_comment: usize::MAX,
            one_line: 0,
            comments_end: usize::MAX,
            macro_uses: None,
        }
    }

    /// Prints an expression written as a macro use as that use where `uses` gives it.
    pub fn set_macro_uses(&mut self, uses: MacroUses<'a>) {
        self.macro_uses = Some(uses);
    }

    /// Sets the indentation level of the lines to come.
    pub fn set_indent(&mut self, level: usize) {
        self.indent = level;
    }

    pub fn finish(self) -> String {
        self.out
    }

    // ------------------------------------------------------------------------------------------
    // Low-level output
    // ------------------------------------------------------------------------------------------

    fn write(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn newline(&mut self) {
        if self.one_line > 0 {
            self.out.push(' ');
            return;
        }
        self.out.push('\n');
        if let Some((_, line)) = &mut self.position {
            *line += 1;
        }
    }

    fn start_line(&mut self) {
        if self.one_line > 0 {
            return;
        }
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
    }

    /// Brings the output in line with the source position of `span` before a new line starts:
    /// first the comments that came before it, and those at the end of its first line, each on
    /// lines of their own (the construct's output may take other lines than its source).
    /// Code made by a backend without a source position (`Span::default()`) brings nothing.
    fn sync(&mut self, span: Span) {
        if span == Span::default() {
            return;
        }
        self.comments_before(span.lo as usize, true);
        if self.one_line > 0 {
            // Inside a generated statement expression, printed on its construct's line.
            return;
        }
        // Never one line late: a construct printed on a line of its own that shared its source
        // line with the one before (`if (c) a[k] = 42;`, `{ return 0; }`) gets that line's
        // number, so a runtime error, a crash report or `__LINE__` inside it names its own line.
        self.sync_to_line(span.lo as usize, true);
        if self.opts.line_directives {
            PLACEMENTS.with(|p| {
                if let Some(list) = p.borrow_mut().as_mut() {
                    let loc = self.opts.line_map.lookup(span.lo as usize);
                    let file = self.opts.line_map.file_name(loc.file).to_string();
                    list.push(Placement {
                        output_offset: self.out.len(),
                        file,
                        line: loc.line,
                    });
                }
            });
        }
    }

    /// Prints the comments found before `offset` (and with `same_line`, those later on its
    /// line) that are not printed yet, at the current indentation (the lines of a block comment
    /// keep their indentation relative to its first). Code made by a backend has no position
    /// (offset 0) and brings none.
    fn comments_before(&mut self, offset: usize, same_line: bool) {
        let map = self.opts.line_map;
        while let Some(c) = map.comments.get(self.next_comment) {
            if c.offset >= self.comments_end
                || (c.offset >= offset
                    && !(same_line && offset > 0 && map.same_line(c.offset, offset)))
            {
                break;
            }
            self.next_comment += 1;
            // A comment of a header that is printed as its `#include`.
            if self.opts.collapse_system_headers && self.includes.directive_for(c.offset).is_some()
            {
                continue;
            }
            self.sync_to(c.offset);
            let strip = c.col as usize - 1;
            for (i, line) in c.text.lines().enumerate() {
                let line = if i == 0 {
                    line
                } else {
                    let blank = line.len() - line.trim_start_matches([' ', '\t']).len();
                    &line[blank.min(strip)..]
                };
                if !line.trim().is_empty() {
                    self.start_line();
                    self.write(line.trim_end());
                }
                self.newline();
            }
        }
    }

    fn sync_to(&mut self, offset: usize) {
        self.sync_to_line(offset, false);
    }

    /// [`Self::sync_to`]; `exact`: never one line late (only a comment may be: it holds no code).
    fn sync_to_line(&mut self, offset: usize, exact: bool) {
        if !self.opts.line_directives {
            return;
        }
        let loc = self.opts.line_map.lookup(offset);
        match self.position {
            Some((file, line)) if file == loc.file && loc.line >= line && loc.line - line <= 3 => {
                for _ in line..loc.line {
                    self.newline();
                }
            }
            // A comment that starts on the line just printed.
            Some((file, line))
                if !exact && file == loc.file && loc.line + 1 >= line && loc.line <= line => {}
            _ => {
                let name = self.opts.line_map.file_name(loc.file).to_string();
                let _ = writeln!(self.out, "#line {} \"{}\"", loc.line, c_string_body(&name));
                self.position = Some((loc.file, loc.line));
            }
        }
    }

    // ------------------------------------------------------------------------------------------
    // Translation unit
    // ------------------------------------------------------------------------------------------

    pub fn unit(&mut self, unit: &TranslationUnit) {
        for item in &unit.items {
            self.external_decl(item);
        }
    }

    pub fn external_decl(&mut self, item: &ExternalDecl) {
        let span = item.span();
        if self.opts.collapse_system_headers {
            if let Some(d) = self.includes.directive_for(span.lo as usize) {
                // A rewritten directive may be several lines: each is printed once.
                let lines: Vec<String> = d
                    .lines()
                    .filter(|l| !l.is_empty() && !self.printed_includes.contains(*l))
                    .map(String::from)
                    .collect();
                if !lines.is_empty() {
                    self.comments_before(span.lo as usize, false);
                    for l in lines {
                        self.write(&l);
                        self.write("\n");
                        self.printed_includes.insert(l);
                    }
                    self.position = None;
                }
                return;
            }
        }
        match item {
            ExternalDecl::Decl(d) => {
                self.sync(d.span);
                self.start_line();
                self.declaration(d);
                self.newline();
            }
            ExternalDecl::FnDef(f) => {
                self.sync(f.span);
                self.function_def(f);
            }
            ExternalDecl::Pragma(p) => self.pragma(p),
            ExternalDecl::Asm(a) => {
                self.sync(a.span);
                self.start_line();
                self.asm(a);
                self.newline();
            }
            ExternalDecl::Empty(_) => {}
            ExternalDecl::Raw(text, span) => {
                // Text without a source position (start-up code) ends the line mapping.
                let positioned = *span != Span::default();
                if positioned {
                    self.sync(*span);
                }
                self.start_line();
                self.raw_lines(text);
                self.newline();
                if !positioned {
                    self.position = None;
                }
            }
        }
    }

    /// Backend-made text: the first line at the current column, the others indented like it.
    fn raw_lines(&mut self, text: &str) {
        for (i, line) in text.trim_end_matches('\n').split('\n').enumerate() {
            if i > 0 {
                self.newline();
                if !line.is_empty() {
                    self.start_line();
                }
            }
            self.write(line);
        }
    }

    fn pragma(&mut self, p: &Pragma) {
        self.sync(p.span);
        self.write("#pragma ");
        let t = p.text.clone();
        self.write(&t);
        self.newline();
    }

    pub fn function_def(&mut self, f: &FunctionDef) {
        self.start_line();
        if f.extension {
            self.write("__extension__ ");
        }
        let specs = self.specs_string(&f.specs);
        let decl = self.declarator_string(&f.declarator);
        self.write(&join_decl(&specs, &decl));
        self.trailing_attributes(&f.attrs);
        if !f.kr_decls.is_empty() {
            self.newline();
            self.indent += 1;
            for d in &f.kr_decls {
                self.start_line();
                self.declaration(d);
                self.newline();
            }
            self.indent -= 1;
            self.start_line();
            self.block(&f.body);
        } else {
            self.write(" ");
            self.block(&f.body);
        }
        self.newline();
    }

    // ------------------------------------------------------------------------------------------
    // Declarations
    // ------------------------------------------------------------------------------------------

    /// Prints a declaration including its `;` (no newline).
    pub fn declaration(&mut self, d: &Declaration) {
        if d.extension {
            self.write("__extension__ ");
        }
        match &d.kind {
            DeclarationKind::Normal { specs, declarators } => {
                let s = self.specs_string(specs);
                self.write(&s);
                for (i, id) in declarators.iter().enumerate() {
                    self.write(if i == 0 {
                        if s.is_empty() {
                            ""
                        } else {
                            " "
                        }
                    } else {
                        ", "
                    });
                    self.init_declarator(id);
                }
                self.write(";");
            }
            DeclarationKind::StaticAssert(s) => {
                self.static_assert(s);
                self.write(";");
            }
        }
    }

    fn static_assert(&mut self, s: &StaticAssert) {
        self.write("_Static_assert(");
        self.expr(&s.cond, Prec::Assign);
        if let Some(m) = &s.message {
            self.write(", ");
            self.string_lit(m);
        }
        self.write(")");
    }

    fn init_declarator(&mut self, id: &InitDeclarator) {
        let d = self.declarator_string(&id.declarator);
        self.write(&d);
        if let Some(label) = &id.asm_label {
            self.write(" __asm__(");
            self.string_lit(label);
            self.write(")");
        }
        self.trailing_attributes(&id.attrs);
        if let Some(init) = &id.init {
            self.write(" = ");
            self.initializer(init);
        }
    }

    /// Declaration specifiers as one string (struct bodies span several lines).
    pub fn specs_string(&mut self, specs: &DeclSpecs) -> String {
        let saved = std::mem::take(&mut self.out);
        for (i, s) in specs.items.iter().enumerate() {
            if i > 0 {
                self.write(" ");
            }
            self.decl_spec(s);
        }
        std::mem::replace(&mut self.out, saved)
    }

    fn decl_spec(&mut self, s: &DeclSpec) {
        match s {
            DeclSpec::Storage(c, _) => self.write(match c {
                StorageClass::Typedef => "typedef",
                StorageClass::Extern => "extern",
                StorageClass::Static => "static",
                StorageClass::Auto => "auto",
                StorageClass::Register => "register",
                StorageClass::ThreadLocal => "_Thread_local",
            }),
            DeclSpec::Type(t) => self.type_spec(t),
            DeclSpec::Qual(q) => self.type_qual(q),
            DeclSpec::Function(f, _) => self.write(match f {
                FunctionSpec::Inline => "inline",
                FunctionSpec::Noreturn => "_Noreturn",
            }),
            DeclSpec::Attr(a) => self.attributes(a),
            DeclSpec::Align(arg, _) => {
                self.write("_Alignas(");
                self.typeof_arg(arg);
                self.write(")");
            }
        }
    }

    fn typeof_arg(&mut self, arg: &TypeofArg) {
        match arg {
            TypeofArg::Expr(e) => self.expr(e, Prec::Comma),
            TypeofArg::Type(t) => self.type_name(t),
        }
    }

    pub fn type_qual(&mut self, q: &TypeQual) {
        match q {
            TypeQual::Const(_) => self.write("const"),
            TypeQual::Volatile(_) => self.write("volatile"),
            TypeQual::Restrict(_) => self.write("restrict"),
            TypeQual::Atomic(_) => self.write("_Atomic"),
            TypeQual::Strict(_) => self.write("strict"),
            TypeQual::Relaxed(_) => self.write("relaxed"),
            TypeQual::Shared(layout, _) => {
                self.write("shared");
                match layout {
                    None => {}
                    Some(Layout::Indefinite) => self.write(" []"),
                    Some(Layout::Star) => self.write(" [*]"),
                    Some(Layout::Block(e)) => {
                        self.write(" [");
                        self.expr(e, Prec::Cond);
                        self.write("]");
                    }
                }
            }
        }
    }

    fn type_spec(&mut self, t: &TypeSpec) {
        match t {
            TypeSpec::Basic(b, _) => self.write(b.spelling()),
            TypeSpec::TypedefName(i) => self.write(&i.name),
            TypeSpec::Typeof(arg, _) => {
                self.write("__typeof__(");
                self.typeof_arg(arg);
                self.write(")");
            }
            TypeSpec::Atomic(t, _) => {
                self.write("_Atomic(");
                self.type_name(t);
                self.write(")");
            }
            TypeSpec::Struct(s) => self.struct_type(s),
            TypeSpec::Enum(e) => self.enum_type(e),
        }
    }

    fn struct_type(&mut self, s: &StructType) {
        self.write(match s.kind {
            StructKind::Struct => "struct",
            StructKind::Union => "union",
        });
        self.trailing_attributes(&s.attrs);
        if let Some(n) = &s.name {
            self.write(" ");
            self.write(&n.name);
        }
        if let Some(fields) = &s.fields {
            self.write(" {");
            self.newline();
            self.indent += 1;
            for f in fields {
                self.start_line();
                match f {
                    StructField::Field {
                        extension,
                        specs,
                        declarators,
                        ..
                    } => {
                        if *extension {
                            self.write("__extension__ ");
                        }
                        let sp = self.specs_string(specs);
                        self.write(&sp);
                        for (i, d) in declarators.iter().enumerate() {
                            self.write(if i == 0 { " " } else { ", " });
                            if let Some(decl) = &d.declarator {
                                let ds = self.declarator_string(decl);
                                self.write(&ds);
                            }
                            if let Some(w) = &d.bit_width {
                                self.write(if d.declarator.is_some() { " : " } else { ": " });
                                self.expr(w, Prec::Cond);
                            }
                            self.trailing_attributes(&d.attrs);
                        }
                        self.write(";");
                    }
                    StructField::StaticAssert(s) => {
                        self.static_assert(s);
                        self.write(";");
                    }
                }
                self.newline();
            }
            self.indent -= 1;
            self.start_line();
            self.write("}");
            self.position = None;
        }
        self.trailing_attributes(&s.trailing_attrs);
    }

    fn enum_type(&mut self, e: &EnumType) {
        self.write("enum");
        self.trailing_attributes(&e.attrs);
        if let Some(n) = &e.name {
            self.write(" ");
            self.write(&n.name);
        }
        if let Some(list) = &e.enumerators {
            self.write(" {");
            self.newline();
            self.indent += 1;
            for (i, en) in list.iter().enumerate() {
                self.start_line();
                self.write(&en.name.name);
                self.trailing_attributes(&en.attrs);
                if let Some(v) = &en.value {
                    self.write(" = ");
                    self.expr(v, Prec::Cond);
                }
                if i + 1 < list.len() {
                    self.write(",");
                }
                self.newline();
            }
            self.indent -= 1;
            self.start_line();
            self.write("}");
            self.position = None;
        }
        self.trailing_attributes(&e.trailing_attrs);
    }

    /// ` __attribute__((…))` for each group, each preceded by a space.
    fn trailing_attributes(&mut self, list: &[Attributes]) {
        for a in list {
            self.write(" ");
            self.attributes(a);
        }
    }

    pub fn attributes(&mut self, a: &Attributes) {
        self.write("__attribute__((");
        for (i, at) in a.list.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.write(&at.name);
            if let Some(args) = &at.args {
                self.write("(");
                self.expr_list(args);
                self.write(")");
            }
        }
        self.write("))");
    }

    /// The declarator as text (`*a[3]`, `(*f)(int)`), empty for an abstract declarator.
    pub fn declarator_string(&mut self, d: &Declarator) -> String {
        let saved = std::mem::take(&mut self.out);
        self.declarator(d);
        std::mem::replace(&mut self.out, saved)
    }

    fn declarator(&mut self, d: &Declarator) {
        match d {
            Declarator::Abstract => {}
            Declarator::Ident(i) => self.write(&i.name),
            Declarator::Pointer { quals, inner, .. } => {
                self.write("*");
                for q in quals {
                    match q {
                        PtrQual::Qual(q) => self.type_qual(q),
                        PtrQual::Attr(a) => self.attributes(a),
                    }
                    self.write(" ");
                }
                if quals.is_empty() || !matches!(**inner, Declarator::Abstract) {
                    self.declarator(inner);
                } else {
                    self.out.pop();
                }
            }
            Declarator::Array {
                inner,
                quals,
                is_static,
                size,
                ..
            } => {
                self.declarator_in_suffix(inner);
                self.write("[");
                if *is_static {
                    self.write("static ");
                }
                for q in quals {
                    self.type_qual(q);
                    self.write(" ");
                }
                match size {
                    ArraySize::Unspecified => {
                        if !quals.is_empty() {
                            self.out.pop();
                        }
                    }
                    ArraySize::Vla => self.write("*"),
                    ArraySize::Expr(e) => self.expr(e, Prec::Assign),
                }
                self.write("]");
            }
            Declarator::Function { inner, params, .. } => {
                self.declarator_in_suffix(inner);
                self.write("(");
                self.param_list(params);
                self.write(")");
            }
            Declarator::KrFunction { inner, names, .. } => {
                self.declarator_in_suffix(inner);
                self.write("(");
                for (i, n) in names.iter().enumerate() {
                    if i > 0 {
                        self.write(", ");
                    }
                    self.write(&n.name);
                }
                self.write(")");
            }
            Declarator::Attributed { attrs, inner, .. } => {
                for a in attrs {
                    self.attributes(a);
                    self.write(" ");
                }
                self.declarator(inner);
            }
        }
    }

    /// An array or function suffix binds tighter than `*`: parenthesise a pointer declarator.
    fn declarator_in_suffix(&mut self, inner: &Declarator) {
        if matches!(
            inner,
            Declarator::Pointer { .. } | Declarator::Attributed { .. }
        ) {
            self.write("(");
            self.declarator(inner);
            self.write(")");
        } else {
            self.declarator(inner);
        }
    }

    fn param_list(&mut self, params: &ParamList) {
        for (i, p) in params.params.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            let s = self.specs_string(&p.specs);
            let d = self.declarator_string(&p.declarator);
            self.write(&join_decl(&s, &d));
            self.trailing_attributes(&p.attrs);
        }
        if params.variadic {
            self.write(", ...");
        }
    }

    pub fn type_name(&mut self, t: &TypeName) {
        let s = self.specs_string(&t.specs);
        let d = self.declarator_string(&t.declarator);
        self.write(&join_decl(&s, &d));
    }

    fn initializer(&mut self, init: &Initializer) {
        match init {
            Initializer::Expr(e) => self.expr(e, Prec::Assign),
            Initializer::List(items, _) => self.init_list(items),
        }
    }

    fn init_list(&mut self, items: &[InitItem]) {
        if items.is_empty() {
            self.write("{}");
            return;
        }
        let long = items.len() > 8
            || items
                .iter()
                .any(|i| matches!(i.init, Initializer::List(..)));
        if !long {
            self.write("{ ");
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    self.write(", ");
                }
                self.init_item(item);
            }
            self.write(" }");
            return;
        }
        self.write("{");
        self.newline();
        self.indent += 1;
        for item in items {
            self.start_line();
            self.init_item(item);
            self.write(",");
            self.newline();
        }
        self.indent -= 1;
        self.start_line();
        self.write("}");
        self.position = None;
    }

    fn init_item(&mut self, item: &InitItem) {
        for d in &item.designators {
            self.designator(d);
        }
        if !item.designators.is_empty() {
            self.write(" = ");
        }
        self.initializer(&item.init);
    }

    fn designator(&mut self, d: &Designator) {
        match d {
            Designator::Index(e) => {
                self.write("[");
                self.expr(e, Prec::Cond);
                self.write("]");
            }
            Designator::Range(a, b) => {
                self.write("[");
                self.expr(a, Prec::Cond);
                self.write(" ... ");
                self.expr(b, Prec::Cond);
                self.write("]");
            }
            Designator::Member(n) => {
                self.write(".");
                self.write(&n.name);
            }
        }
    }

    // ------------------------------------------------------------------------------------------
    // Statements
    // ------------------------------------------------------------------------------------------

    /// Prints `{ … }` starting at the current position; ends after `}` (no newline).
    pub fn block(&mut self, b: &Block) {
        self.write("{");
        self.newline();
        self.indent += 1;
        for item in &b.items {
            self.block_item(item);
        }
        // The comments after the block's last statement.
        if b.span.hi > 0 {
            self.comments_before(b.span.hi as usize, false);
        }
        self.indent -= 1;
        self.start_line();
        self.write("}");
    }

    pub fn block_item(&mut self, item: &BlockItem) {
        match item {
            BlockItem::Decl(d) => {
                self.sync(d.span);
                self.start_line();
                self.declaration(d);
                self.newline();
            }
            BlockItem::Stmt(s) => self.stmt(s),
            BlockItem::LocalLabels(names, span) => {
                self.sync(*span);
                self.start_line();
                self.write("__label__ ");
                let list: Vec<&str> = names.iter().map(|n| &*n.name).collect();
                self.write(&list.join(", "));
                self.write(";");
                self.newline();
            }
            BlockItem::FnDef(f) => {
                self.sync(f.span);
                self.function_def(f);
            }
        }
    }

    /// Prints a statement on its own line(s), ending with a newline.
    pub fn stmt(&mut self, s: &Stmt) {
        if let StmtKind::Pragma(p) = &s.kind {
            self.pragma(p);
            return;
        }
        if let StmtKind::Labeled { label, body } = &s.kind {
            // Labels stand one level out, their statement at the block's level.
            self.sync(s.span);
            let indent = self.indent;
            self.indent = indent.saturating_sub(1);
            self.start_line();
            self.indent = indent;
            self.label(label);
            self.newline();
            self.stmt(body);
            return;
        }
        self.sync(s.span);
        self.start_line();
        self.stmt_inline(s);
        self.newline();
    }

    /// Prints a statement starting at the current column (no final newline).
    fn stmt_inline(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Compound(b) => self.block(b),
            StmtKind::Expr(e) => {
                if let Some(e) = e {
                    self.expr(e, Prec::Comma);
                }
                self.write(";");
            }
            StmtKind::Attributed(attrs) => {
                for a in attrs {
                    self.attributes(a);
                }
                self.write(";");
            }
            StmtKind::If { cond, then, els } => {
                self.write("if (");
                self.condition(cond);
                self.write(")");
                let brace_then = els.is_some() && ends_in_open_if(then);
                if brace_then {
                    self.write(" {");
                    self.newline();
                    self.indent += 1;
                    self.stmt(then);
                    self.indent -= 1;
                    self.start_line();
                    self.write("}");
                } else {
                    self.body(then);
                }
                if let Some(e) = els {
                    if matches!(then.kind, StmtKind::Compound(_)) || brace_then {
                        self.write(" else");
                    } else {
                        self.newline();
                        self.start_line();
                        self.write("else");
                    }
                    if matches!(e.kind, StmtKind::If { .. }) {
                        self.write(" ");
                        self.stmt_inline(e);
                    } else {
                        self.body(e);
                    }
                }
            }
            StmtKind::Switch { cond, body } => {
                self.write("switch (");
                self.expr(cond, Prec::Comma);
                self.write(")");
                self.body(body);
            }
            StmtKind::While { cond, body } => {
                self.write("while (");
                self.condition(cond);
                self.write(")");
                self.body(body);
            }
            StmtKind::DoWhile { body, cond } => {
                self.write("do");
                self.body(body);
                if matches!(body.kind, StmtKind::Compound(_)) {
                    self.write(" ");
                } else {
                    self.newline();
                    self.start_line();
                }
                self.write("while (");
                self.condition(cond);
                self.write(");");
            }
            StmtKind::For(f) => {
                self.write("for (");
                self.for_header(&f.init, &f.cond, &f.step);
                self.write(")");
                self.body(&f.body);
            }
            StmtKind::UpcForall(f) => {
                self.write("upc_forall (");
                self.for_header(&f.init, &f.cond, &f.step);
                self.write("; ");
                match &f.affinity {
                    Affinity::None => self.out.pop().map(|_| ()).unwrap_or(()),
                    Affinity::Continue(_) => self.write("continue"),
                    Affinity::Expr(e) => self.expr(e, Prec::Comma),
                }
                self.write(")");
                self.body(&f.body);
            }
            StmtKind::Goto(l) => {
                self.write("goto ");
                self.write(&l.name);
                self.write(";");
            }
            StmtKind::GotoComputed(e) => {
                self.write("goto *");
                self.expr(e, Prec::Cast);
                self.write(";");
            }
            StmtKind::Continue => self.write("continue;"),
            StmtKind::Break => self.write("break;"),
            StmtKind::Return(e) => match e {
                Some(e) => {
                    self.write("return ");
                    self.expr(e, Prec::Comma);
                    self.write(";");
                }
                None => self.write("return;"),
            },
            StmtKind::Labeled { label, body } => {
                self.label(label);
                self.newline();
                self.indent += 1;
                self.sync(body.span);
                self.start_line();
                self.stmt_inline(body);
                self.indent -= 1;
            }
            StmtKind::Asm(a) => self.asm(a),
            StmtKind::Pragma(p) => {
                self.newline();
                self.pragma(p);
            }
            StmtKind::UpcBarrier(e) => self.upc_sync("upc_barrier", e),
            StmtKind::UpcNotify(e) => self.upc_sync("upc_notify", e),
            StmtKind::UpcWait(e) => self.upc_sync("upc_wait", e),
            StmtKind::UpcFence => self.write("upc_fence;"),
            StmtKind::Raw(text) => self.raw_lines(text),
        }
    }

    fn label(&mut self, label: &Label) {
        match label {
            Label::Named(n, attrs) => {
                self.write(&n.name);
                self.write(":");
                for a in attrs {
                    self.write(" ");
                    self.attributes(a);
                }
            }
            Label::Case(e) => {
                self.write("case ");
                self.expr(e, Prec::Cond);
                self.write(":");
            }
            Label::CaseRange(a, b) => {
                self.write("case ");
                self.expr(a, Prec::Cond);
                self.write(" ... ");
                self.expr(b, Prec::Cond);
                self.write(":");
            }
            Label::Default(_) => self.write("default:"),
        }
    }

    fn upc_sync(&mut self, kw: &str, e: &Option<Expr>) {
        self.write(kw);
        if let Some(e) = e {
            self.write(" ");
            self.expr(e, Prec::Comma);
        }
        self.write(";");
    }

    fn for_header(&mut self, init: &ForInit, cond: &Option<Expr>, step: &Option<Expr>) {
        match init {
            ForInit::None => self.write(";"),
            ForInit::Expr(e) => {
                self.expr(e, Prec::Comma);
                self.write(";");
            }
            ForInit::Decl(d) => self.declaration(d),
        }
        if let Some(c) = cond {
            self.write(" ");
            self.condition(c);
        }
        self.write(";");
        if let Some(s) = step {
            self.write(" ");
            self.expr(s, Prec::Comma);
        }
    }

    /// The body of a control statement: a block on the same line, anything else indented below.
    fn body(&mut self, s: &Stmt) {
        if let StmtKind::Compound(b) = &s.kind {
            self.write(" ");
            self.block(b);
        } else {
            self.newline();
            self.indent += 1;
            self.sync(s.span);
            self.start_line();
            self.stmt_inline(s);
            self.indent -= 1;
        }
    }

    fn asm(&mut self, a: &AsmStmt) {
        self.write("__asm__");
        for q in &a.qualifiers {
            self.write(" ");
            self.write(q);
        }
        self.write(" (");
        self.string_lit(&a.template);
        let sections = [
            a.outputs.is_some(),
            a.inputs.is_some(),
            a.clobbers.is_some(),
            a.labels.is_some(),
        ];
        let count = sections.iter().rposition(|&s| s).map_or(0, |i| i + 1);
        for i in 0..count {
            self.write(" :");
            match i {
                0 | 1 => {
                    let ops = if i == 0 { &a.outputs } else { &a.inputs };
                    for (j, op) in ops.iter().flatten().enumerate() {
                        self.write(if j == 0 { " " } else { ", " });
                        if let Some(n) = &op.symbolic_name {
                            self.write("[");
                            self.write(&n.name);
                            self.write("] ");
                        }
                        self.string_lit(&op.constraint);
                        self.write(" (");
                        self.expr(&op.expr, Prec::Comma);
                        self.write(")");
                    }
                }
                2 => {
                    for (j, c) in a.clobbers.iter().flatten().enumerate() {
                        self.write(if j == 0 { " " } else { ", " });
                        self.string_lit(c);
                    }
                }
                _ => {
                    for (j, l) in a.labels.iter().flatten().enumerate() {
                        self.write(if j == 0 { " " } else { ", " });
                        self.write(&l.name);
                    }
                }
            }
        }
        self.write(");");
    }

    // ------------------------------------------------------------------------------------------
    // Expressions
    // ------------------------------------------------------------------------------------------

    fn string_lit(&mut self, s: &StringLit) {
        for (i, p) in s.pieces.iter().enumerate() {
            if i > 0 {
                self.write(" ");
            }
            self.write(p);
        }
    }

    fn expr_list(&mut self, list: &[Expr]) {
        for (i, e) in list.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.expr(e, Prec::Assign);
        }
    }

    /// Prints `e` in a position that requires at least precedence `min`.
    pub fn expr(&mut self, e: &Expr, min: Prec) {
        let p = expr_prec(e);
        if p < min {
            self.write("(");
            self.expr_or_macro_use(e);
            self.write(")");
        } else {
            self.expr_or_macro_use(e);
        }
    }

    /// The expression, or the macro use it was written as (`macro_uses`): only where it
    /// printed on one line.
    fn expr_or_macro_use(&mut self, e: &Expr) {
        let start = self.out.len();
        self.expr_bare(e);
        let Some(uses) = self.macro_uses else {
            return;
        };
        let printed = &self.out[start..];
        if e.span.lo >= e.span.hi || printed.contains('\n') {
            return;
        }
        if let Some(text) = uses(e.span, printed) {
            self.out.truncate(start);
            self.out.push_str(&text);
        }
    }

    fn expr_bare(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Ident(i) => self.write(&i.name),
            ExprKind::Raw(text) => self.write(text),
            ExprKind::TypeArg(t) => self.type_name(t),
            ExprKind::Int(s) | ExprKind::Float(s) | ExprKind::Char(s) => self.write(s),
            ExprKind::Str(s) => self.string_lit(s),
            ExprKind::Unary(op, a) => self.unary(*op, a),
            ExprKind::Binary(op, a, b) => {
                let p = op.precedence();
                self.operand(*op, a, p, true);
                self.write(" ");
                self.write(op.symbol());
                self.write(" ");
                self.operand(*op, b, next_prec(p), false);
            }
            ExprKind::Assign(op, a, b) => {
                self.expr(a, Prec::Unary);
                self.write(" ");
                self.write(op.symbol());
                self.write(" ");
                self.expr(b, Prec::Assign);
            }
            ExprKind::Cond(c, a, b) => self.conditional(c, a.as_deref(), b, false),
            ExprKind::Comma(a, b) => {
                self.expr(a, Prec::Comma);
                self.write(", ");
                self.expr(b, Prec::Assign);
            }
            ExprKind::Cast(t, a) => {
                self.write("(");
                self.type_name(t);
                self.write(")");
                self.expr(a, Prec::Cast);
            }
            ExprKind::Call(f, args) => {
                self.expr(f, Prec::Postfix);
                self.write("(");
                self.expr_list(args);
                self.write(")");
            }
            ExprKind::Index(a, i) => {
                self.expr(a, Prec::Postfix);
                self.write("[");
                self.expr(i, Prec::Comma);
                self.write("]");
            }
            ExprKind::Member { base, name, arrow } => {
                // `12 .x` must not become the preprocessing number `12.x`.
                if matches!(base.kind, ExprKind::Int(_) | ExprKind::Float(_)) {
                    self.write("(");
                    self.expr_bare(base);
                    self.write(")");
                } else {
                    self.expr(base, Prec::Postfix);
                }
                self.write(if *arrow { "->" } else { "." });
                self.write(&name.name);
            }
            ExprKind::SizeofExpr(a) => {
                self.write("sizeof ");
                self.expr(a, Prec::Unary);
            }
            ExprKind::SizeofType(t) => {
                self.write("sizeof(");
                self.type_name(t);
                self.write(")");
            }
            ExprKind::AlignofExpr(a) => {
                self.write("_Alignof ");
                self.expr(a, Prec::Unary);
            }
            ExprKind::AlignofType(t) => {
                self.write("_Alignof(");
                self.type_name(t);
                self.write(")");
            }
            ExprKind::UpcSizeof(k, arg) => {
                self.write(k.keyword());
                match &**arg {
                    TypeofArg::Expr(a) => {
                        self.write(" ");
                        self.expr(a, Prec::Unary);
                    }
                    TypeofArg::Type(t) => {
                        self.write("(");
                        self.type_name(t);
                        self.write(")");
                    }
                }
            }
            ExprKind::CompoundLiteral(t, items) => {
                self.write("(");
                self.type_name(t);
                self.write(")");
                self.init_list(items);
            }
            ExprKind::StmtExpr(b) => {
                let generated = b.span == Span::default();
                self.one_line += usize::from(generated);
                self.write("(");
                self.block(b);
                self.write(")");
                self.one_line -= usize::from(generated);
            }
            ExprKind::VaArg(a, t) => {
                self.write("__builtin_va_arg(");
                self.expr(a, Prec::Assign);
                self.write(", ");
                self.type_name(t);
                self.write(")");
            }
            ExprKind::Offsetof(t, path) => {
                self.write("__builtin_offsetof(");
                self.type_name(t);
                self.write(", ");
                for (i, d) in path.iter().enumerate() {
                    match d {
                        Designator::Member(n) if i == 0 => self.write(&n.name),
                        d => self.designator(d),
                    }
                }
                self.write(")");
            }
            ExprKind::TypesCompatible(a, b) => {
                self.write("__builtin_types_compatible_p(");
                self.type_name(a);
                self.write(", ");
                self.type_name(b);
                self.write(")");
            }
            ExprKind::Generic(c, assocs) => {
                self.write("_Generic(");
                self.expr(c, Prec::Assign);
                for (t, e) in assocs {
                    self.write(", ");
                    match t {
                        Some(t) => self.type_name(t),
                        None => self.write("default"),
                    }
                    self.write(": ");
                    self.expr(e, Prec::Assign);
                }
                self.write(")");
            }
            ExprKind::LabelAddr(l) => {
                self.write("&&");
                self.write(&l.name);
            }
            ExprKind::Extension(a) => {
                self.write("__extension__ ");
                self.expr(a, Prec::Cast);
            }
            ExprKind::Threads => self.write("THREADS"),
            ExprKind::MyThread => self.write("MYTHREAD"),
            ExprKind::UpcMaxBlockSize => self.write("UPC_MAX_BLOCK_SIZE"),
        }
    }

    /// An operand of a binary operator: parenthesised where precedence needs it, and where
    /// `gcc -Wall` asks for clarity (`(a + b) << c`, `(a && b) || c`, `(a & b) == c`).
    fn operand(&mut self, op: BinaryOp, e: &Expr, min: Prec, left: bool) {
        if clarifying_parens(op, e, left) {
            self.write("(");
            self.expr_bare(e);
            self.write(")");
        } else if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) {
            self.truth_value(e, min);
        } else {
            self.expr(e, min);
        }
    }

    /// A controlling expression: an assignment gets the double parentheses that tell readers
    /// (and `gcc -Wparentheses`) it is meant.
    /// An expression of a statement's head put back into the source (`--layout=source`):
    /// `truth` where its value is a truth value (`if`, `while`, a `for`'s condition), printed
    /// as the statement prints it there.
    pub fn head_expr(&mut self, e: &Expr, truth: bool) {
        if truth {
            self.condition(e);
        } else {
            self.expr(e, Prec::Comma);
        }
    }

    fn condition(&mut self, e: &Expr) {
        self.truth_value(e, Prec::Comma);
    }

    /// `c ? a : b` (`c ?: b` without `a`); `truth` when its value is used as a truth value.
    fn conditional(&mut self, c: &Expr, a: Option<&Expr>, b: &Expr, truth: bool) {
        self.truth_value(c, Prec::LogOr);
        match a {
            Some(a) if truth => {
                self.write(" ? ");
                self.truth_value(a, Prec::Comma);
                self.write(" : ");
            }
            Some(a) => {
                self.write(" ? ");
                self.expr(a, Prec::Comma);
                self.write(" : ");
            }
            None => self.write(" ?: "),
        }
        if truth {
            self.truth_value(b, Prec::Cond);
        } else {
            self.expr(b, Prec::Cond);
        }
    }

    /// An expression whose value is used as a truth value (an operand of `&&`, `||`, `!`, the
    /// condition of `?:` or of a statement): an assignment giving that value is parenthesised,
    /// also at the end of a comma expression or in an arm of `?:` (`(a, (b = c)) && d`), as
    /// `gcc -Wparentheses` asks ("assignment used as truth value").
    fn truth_value(&mut self, e: &Expr, min: Prec) {
        let open = expr_prec(e) < min;
        match &e.kind {
            ExprKind::Assign(..) => {
                self.write("(");
                self.expr_bare(e);
                self.write(")");
            }
            ExprKind::Comma(a, b) => {
                if open {
                    self.write("(");
                }
                self.expr(a, Prec::Comma);
                self.write(", ");
                self.truth_value(b, Prec::Assign);
                if open {
                    self.write(")");
                }
            }
            ExprKind::Cond(c, a, b) => {
                if open {
                    self.write("(");
                }
                self.conditional(c, a.as_deref(), b, true);
                if open {
                    self.write(")");
                }
            }
            _ => self.expr(e, min),
        }
    }

    fn unary(&mut self, op: UnaryOp, a: &Expr) {
        let (sym, operand_prec, postfix) = match op {
            UnaryOp::Plus => ("+", Prec::Cast, false),
            UnaryOp::Minus => ("-", Prec::Cast, false),
            UnaryOp::Not => ("!", Prec::Cast, false),
            UnaryOp::BitNot => ("~", Prec::Cast, false),
            UnaryOp::Deref => ("*", Prec::Cast, false),
            UnaryOp::AddrOf => ("&", Prec::Cast, false),
            UnaryOp::PreInc => ("++", Prec::Unary, false),
            UnaryOp::PreDec => ("--", Prec::Unary, false),
            UnaryOp::PostInc => ("++", Prec::Postfix, true),
            UnaryOp::PostDec => ("--", Prec::Postfix, true),
            UnaryOp::Real => ("__real__ ", Prec::Cast, false),
            UnaryOp::Imag => ("__imag__ ", Prec::Cast, false),
        };
        if postfix {
            self.expr(a, operand_prec);
            self.write(sym);
            return;
        }
        self.write(sym);
        // `- -x`, `+ +x`, `& &x`, `- --x`: keep the tokens apart.
        let start = self.out.len();
        if op == UnaryOp::Not {
            self.truth_value(a, operand_prec);
        } else {
            self.expr(a, operand_prec);
        }
        let last = sym.as_bytes()[sym.len() - 1];
        if matches!(last, b'-' | b'+' | b'&') && self.out.as_bytes().get(start) == Some(&last) {
            self.out.insert(start, ' ');
        }
    }
}

/// The precedence of the expression's outermost operator.
pub fn expr_prec(e: &Expr) -> Prec {
    match &e.kind {
        ExprKind::Ident(_)
        | ExprKind::Raw(_)
        | ExprKind::TypeArg(_)
        | ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Char(_)
        | ExprKind::Str(_)
        | ExprKind::StmtExpr(_)
        | ExprKind::VaArg(..)
        | ExprKind::Offsetof(..)
        | ExprKind::TypesCompatible(..)
        | ExprKind::Generic(..)
        | ExprKind::Threads
        | ExprKind::MyThread
        | ExprKind::UpcMaxBlockSize => Prec::Primary,
        ExprKind::Call(..)
        | ExprKind::Index(..)
        | ExprKind::Member { .. }
        | ExprKind::CompoundLiteral(..) => Prec::Postfix,
        ExprKind::Unary(UnaryOp::PostInc | UnaryOp::PostDec, _) => Prec::Postfix,
        ExprKind::Unary(..)
        | ExprKind::SizeofExpr(_)
        | ExprKind::SizeofType(_)
        | ExprKind::AlignofExpr(_)
        | ExprKind::AlignofType(_)
        | ExprKind::UpcSizeof(..)
        | ExprKind::LabelAddr(_)
        | ExprKind::Extension(_) => Prec::Unary,
        ExprKind::Cast(..) => Prec::Cast,
        ExprKind::Binary(op, ..) => op.precedence(),
        ExprKind::Cond(..) => Prec::Cond,
        ExprKind::Assign(..) => Prec::Assign,
        ExprKind::Comma(..) => Prec::Comma,
    }
}

/// Whether `gcc -Wall` would ask for parentheses around operand `e` of `op`.
fn clarifying_parens(op: BinaryOp, e: &Expr, left: bool) -> bool {
    use BinaryOp::*;
    let is_cmp = |o: BinaryOp| matches!(o, Eq | Ne | Lt | Gt | Le | Ge);
    let is_bit = |o: BinaryOp| matches!(o, BitAnd | BitOr | BitXor);
    match &e.kind {
        ExprKind::Binary(inner, ..) => match op {
            Shl | Shr => matches!(inner, Add | Sub),
            LogOr => *inner == LogAnd,
            BitAnd | BitOr | BitXor => {
                matches!(inner, Add | Sub) || is_cmp(*inner) || (is_bit(*inner) && *inner != op)
            }
            Eq | Ne | Lt | Gt | Le | Ge => is_cmp(*inner),
            _ => false,
        },
        // `!a == b` and `!a & b`, `!a | b` (gcc: "suggest parentheses around operand of '!'").
        ExprKind::Unary(UnaryOp::Not, _) => left && (is_cmp(op) || matches!(op, BitAnd | BitOr)),
        _ => false,
    }
}

/// The level just above `p` (right operands of left-associative operators).
fn next_prec(p: Prec) -> Prec {
    use Prec::*;
    match p {
        Comma => Assign,
        Assign => Cond,
        Cond => LogOr,
        LogOr => LogAnd,
        LogAnd => BitOr,
        BitOr => BitXor,
        BitXor => BitAnd,
        BitAnd => Equality,
        Equality => Relational,
        Relational => Shift,
        Shift => Additive,
        Additive => Multiplicative,
        Multiplicative => Cast,
        Cast => Unary,
        Unary => Postfix,
        Postfix | Primary => Primary,
    }
}

/// Whether `s` ends with an `if` without `else`, which would capture a following `else`.
pub fn ends_in_open_if(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::If { els: None, .. } => true,
        StmtKind::If { els: Some(e), .. } => ends_in_open_if(e),
        StmtKind::While { body, .. }
        | StmtKind::Switch { body, .. }
        | StmtKind::Labeled { body, .. } => ends_in_open_if(body),
        StmtKind::For(f) => ends_in_open_if(&f.body),
        StmtKind::UpcForall(f) => ends_in_open_if(&f.body),
        _ => false,
    }
}

/// `specs declarator` with a space only where needed (`int *p`, `int`, `struct S`).
pub fn join_decl(specs: &str, decl: &str) -> String {
    match (specs.is_empty(), decl.is_empty()) {
        (_, true) => specs.to_string(),
        (true, false) => decl.to_string(),
        (false, false) => format!("{specs} {decl}"),
    }
}
