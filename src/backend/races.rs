//! `--checks=races`: the accesses to shared data, logged for the runtime's data-race checker
//! (runtime-aux/include/pgas_races.h), for both UPC backends.
//!
//! Each read and write of a shared place ([`Place`]) is preceded by
//! `PGAS_RACE(ptr, bytes, kind, "file", line, "function", "lvalue")`: the pointer-to-shared to
//! the accessed bytes, their count, read or write (and strict), and the access's source, which
//! the macro keeps in a static record for the reports. The place's parts that the pointer
//! evaluates again are bound to temporaries first ([`race_bind`](Lowering::race_bind)).
//! Without `--checks=races` both are nothing: the translation is unchanged. The accesses that
//! the lowering makes through local pointers (privatized loops, the GA idioms of whole arrays)
//! are left to the general path then, so that every access of the program passes here, but
//! for a `upc_forall` over its own elements whose accesses `a[i]` one range a run can say: it
//! keeps its local walk and logs those ranges after each run (src/backend/forall/ranges.rs);
//! `upc_mem*`, the collectives and the synchronisation are the runtimes'.

use crate::backend::lowering::{LowerOptions, Lowering};
use crate::backend::target::{Place, Target};
use crate::backend::tree::*;
use crate::sema::types::{Type, TypeKind};
use pgas_grammar::*;

/// The race checks of a target's accesses.
impl<T: Target> Lowering<'_, T> {
    /// Under `--checks=races`: the parts of `p` that its check evaluates again bound to
    /// temporaries (their declarations); else nothing.
    pub(crate) fn race_bind(&mut self, p: &mut Place) -> Vec<BlockItem> {
        if !self.options.races {
            return vec![];
        }
        self.bind_place(p)
    }

    /// Under `--checks=races`: `access` (a read of `p`, or a write when `write`), the shared
    /// lvalue `lvalue` of the source, after its check; else `access`.
    pub(crate) fn race_checked(
        &mut self,
        p: &Place,
        lvalue: &Expr,
        write: bool,
        access: Expr,
    ) -> Expr {
        if self.options.access_texts {
            self.record_access_text(lvalue, write);
        }
        if !self.options.races {
            return access;
        }
        let ptr = T::place_pointer(self, p, &p.ty);
        let bytes = self.size_expr(&p.ty.unqualified());
        let kind = u8::from(write) | if self.is_strict(&p.ty) { 2 } else { 0 };
        let text = expr_text(self.line_map, lvalue);
        let check = self.race_call(ptr, bytes, kind, lvalue.span, &text);
        let span = access.span;
        with_span(comma(check, access), span)
    }

    /// Under `--checks=races`: the lowered call `lowered` of the library function `name` (the
    /// source's call `e`) through the checker's macro of its shared arguments (a
    /// `pgas_races.h` macro that logs them and makes the call), for the functions that access
    /// shared data: `upc_memget`, `upc_memput`, `upc_memcpy`, `upc_memset` (and their `_nb`,
    /// `_nbi` forms) as byte ranges, the integer atomics (`bupc_atomic<T>_<op>_<sync>`,
    /// `upc_atomic<T>_…`) and `upc_atomic_relaxed`/`upc_atomic_strict` as atomic accesses,
    /// and the functions that log the ranges they move themselves ([`logs_its_own_ranges`])
    /// with the call's site; else `lowered`.
    pub(crate) fn race_library_call(
        &mut self,
        name: Option<&str>,
        e: &Expr,
        lowered: Expr,
    ) -> Expr {
        let (Some(name), true) = (name, self.options.races) else {
            return lowered;
        };
        if let Some(how) = race_alloc_kind(name) {
            return self.race_alloc(name, how, e, lowered);
        }
        let ExprKind::Call(callee, args) = &lowered.kind else {
            return lowered; // (a traced call: not logged)
        };
        let Some((mac, mut head)) = race_macro(name) else {
            return lowered;
        };
        let loc = self.line_map.lookup(e.span.lo as usize);
        let file = self.line_map.file_name(loc.file).to_string();
        let text = expr_text(self.line_map, e);
        let mut margs = vec![(**callee).clone()];
        margs.append(&mut head);
        margs.extend([
            string_expr(&file),
            int_expr(loc.line),
            string_expr(&self.core.function_name.clone()),
            string_expr(&text),
        ]);
        margs.extend(args.iter().cloned());
        with_span(call(mac, margs), lowered.span)
    }

    /// The lowered call `lowered` of `upc_alloc`, `upc_global_alloc` or `upc_all_alloc`
    /// (`name`, the source's call `e`; `how`: the checker's kind of allocation) with the
    /// target's allocation in it made through the checker's macro, which registers the block
    /// and its site for the reports.
    fn race_alloc(&mut self, name: &str, how: Option<&str>, e: &Expr, mut lowered: Expr) -> Expr {
        let loc = self.line_map.lookup(e.span.lo as usize);
        let site = [
            string_expr(self.line_map.file_name(loc.file)),
            int_expr(loc.line),
            string_expr(&self.core.function_name.clone()),
            string_expr(&expr_text(self.line_map, e)),
        ];
        // (The target's function: its name ends as the source's after `upc`, or, for a
        // `upc_local_alloc` made as one of n bytes, `_alloc` with one argument.)
        let suffix = &name["upc".len()..];
        let found = match target_call(&mut lowered, suffix, 1 + usize::from(how.is_some())) {
            Some(c) => Some(c),
            None if how == Some("PGAS_RACE_ALLOC_LOCAL_BLOCKS") => {
                target_call(&mut lowered, "_alloc", 1)
            }
            None => None,
        };
        if let Some(c) = found {
            let ExprKind::Call(callee, args) = &c.kind else {
                unreachable!("a call")
            };
            let mac = match args.len() {
                2 => "PGAS_RACE_BLOCKS_ALLOC_CALL",
                _ => "PGAS_RACE_ALLOC_CALL",
            };
            let mut margs = vec![(**callee).clone()];
            margs.push(ident_expr(how.unwrap_or("PGAS_RACE_ALLOC_LOCAL")));
            margs.extend(site);
            margs.extend(args.iter().cloned());
            *c = with_span(call(mac, margs), c.span);
        }
        lowered
    }

    /// Under `--checks=races`: the registration of the static shared object of type `ty`
    /// named `name` in the reports, whose first element the pointer-to-shared `first` points
    /// to (`PGAS_RACE_OBJECT(first, "name", element bytes, block, dimensions…)`); else none.
    /// A struct element's members follow (`PGAS_RACE_MEMBER("x", offset, bytes, element
    /// bytes)`, but for bit-fields), so that the report names `s[2].x` and `s.list[3]`.
    pub(crate) fn race_object(&mut self, first: Expr, name: &str, ty: &Type) -> Vec<BlockItem> {
        if !self.options.races {
            return vec![];
        }
        let dims = self.dim_exprs(ty);
        let block = self.shared_block_expr(ty).unwrap_or_else(|| int_expr(0));
        let mut args = vec![
            first,
            string_expr(name),
            self.size_of(ty.element()),
            block,
            int_expr(dims.len()),
        ];
        args.extend(dims);
        let mut out = vec![expr_stmt(call("PGAS_RACE_OBJECT", args))];
        let elem = ty.element().unqualified();
        let fields = match elem.kind() {
            TypeKind::Record(id) => self
                .analysis
                .records
                .get(*id)
                .and_then(|r| r.fields.clone()),
            _ => None,
        };
        for f in fields.unwrap_or_default() {
            let (Some(member), None) = (&f.name, f.bit_width) else {
                continue;
            };
            if let Some(offset) = self.member_offset(&elem, member) {
                let bytes = self.size_of(&f.ty);
                // (An array member's elements: its first dimension's, so `s.m[2]`.)
                let elem = match f.ty.kind() {
                    TypeKind::Array(e, _) => self.size_of(e),
                    _ => bytes.clone(),
                };
                let args = vec![string_expr(member), offset, bytes, elem];
                out.push(expr_stmt(call("PGAS_RACE_MEMBER", args)));
            }
        }
        out
    }

    /// The entry of the access `lvalue` (a write when `write`) in the crash reports' table:
    /// `R` or `W`, its line, a tab, its file, a tab, its source text (pgas_where.h reads it).
    fn record_access_text(&mut self, lvalue: &Expr, write: bool) {
        let loc = self.line_map.lookup(lvalue.span.lo as usize);
        let file = self.line_map.file_name(loc.file).to_string();
        let text = expr_text(self.line_map, lvalue);
        let kind = if write { 'W' } else { 'R' };
        let entry = format!("{kind}{}\t{file}\t{text}", loc.line);
        if !self.core.access_texts.contains(&entry) {
            self.core.access_texts.push(entry);
        }
    }

    /// The crash reports' table of the file's shared accesses (`LowerOptions::access_texts`):
    /// an array of strings in the section `pgas_access_texts`, which the linker gathers from
    /// every file of the program; nothing reads it until a crash (pgas_where.h).
    pub(crate) fn access_table(&mut self) -> Option<ExternalDecl> {
        if self.core.access_texts.is_empty() {
            return None;
        }
        let [name] = self.core.names.numbered(["pgas_access_texts"]);
        let entries: Vec<String> = self
            .core
            .access_texts
            .iter()
            .map(|e| format!("    \"{}\",\n", c_string_body(e)))
            .collect();
        let text = format!(
            "/* The source text of the shared accesses, for crash reports. */\nstatic const char *const {name}[] __attribute__((used, section(\"pgas_access_texts\"))) = {{\n{}}};",
            entries.concat()
        );
        Some(ExternalDecl::Raw(text, Span::default()))
    }

    /// `PGAS_RACE(ptr, bytes, kind, "file", line, "function", "text")` of an access at `at`.
    pub(crate) fn race_call(
        &mut self,
        ptr: Expr,
        bytes: Expr,
        kind: u8,
        at: Span,
        text: &str,
    ) -> Expr {
        let loc = self.line_map.lookup(at.lo as usize);
        let file = self.line_map.file_name(loc.file).to_string();
        let function = self.core.function_name.clone();
        let args = vec![
            ptr,
            bytes,
            int_expr(kind),
            string_expr(&file),
            int_expr(loc.line),
            string_expr(&function),
            string_expr(text),
        ];
        call("PGAS_RACE", args)
    }
}

/// The runtime's `#include` lines `includes` of a translation, after `#define PGAS_RACES 1`
/// under `--checks=races` (the runtime's header then turns the checker on at start-up).
pub(crate) fn races_head(opts: &LowerOptions, includes: &str) -> String {
    match opts.races {
        true => format!("#define PGAS_RACES 1\n{includes}"),
        false => includes.to_string(),
    }
}

/// The runtime's `fence` (a call) of a `upc_fence`, followed under `--checks=races` by the
/// checker's (the runtimes' own fences, in barriers and locks, are not the program's).
pub(crate) fn races_fence(opts: &LowerOptions, fence: Expr) -> Expr {
    match opts.races {
        true => comma(fence, call("pgas_races_fence", vec![])),
        false => fence,
    }
}

/// The checker's kind of allocation of the allocating function `name` (`None` for `upc_alloc`,
/// a block on the calling thread); `None` for a function that allocates no shared memory.
fn race_alloc_kind(name: &str) -> Option<Option<&'static str>> {
    match name {
        "upc_alloc" => Some(None),
        "upc_global_alloc" => Some(Some("PGAS_RACE_ALLOC_GLOBAL")),
        "upc_all_alloc" => Some(Some("PGAS_RACE_ALLOC_ALL")),
        "upc_local_alloc" => Some(Some("PGAS_RACE_ALLOC_LOCAL_BLOCKS")),
        _ => None,
    }
}

/// The call in `e` (the first, outermost first) of a function whose name ends with `suffix`,
/// with `arity` arguments (also in the initial values of a statement expression's
/// declarations: a call traced under `--profile`).
fn target_call<'e>(e: &'e mut Expr, suffix: &str, arity: usize) -> Option<&'e mut Expr> {
    let found = match &e.kind {
        ExprKind::Call(f, args) => {
            matches!(&f.kind, ExprKind::Ident(i) if i.name.ends_with(suffix)) && args.len() == arity
        }
        _ => false,
    };
    if found {
        return Some(e);
    }
    match &mut e.kind {
        ExprKind::Call(_, args) => args.iter_mut().find_map(|a| target_call(a, suffix, arity)),
        ExprKind::Cast(_, a) => target_call(a, suffix, arity),
        ExprKind::StmtExpr(block) => block.items.iter_mut().find_map(|item| match item {
            BlockItem::Decl(Declaration {
                kind: DeclarationKind::Normal { declarators, .. },
                ..
            }) => declarators.iter_mut().find_map(|d| match &mut d.init {
                Some(Initializer::Expr(e)) => target_call(e, suffix, arity),
                _ => None,
            }),
            _ => None,
        }),
        _ => None,
    }
}

/// The `pgas_races.h` macro that logs the shared arguments of a call of the library function
/// `name`, and its arguments before the call's site (an atomic's kind and bytes); `None` for a
/// function that accesses no shared data the checker logs.
fn race_macro(name: &str) -> Option<(&'static str, Vec<Expr>)> {
    let base = name
        .strip_suffix("_nbi")
        .or_else(|| name.strip_suffix("_nb"))
        .unwrap_or(name);
    match base {
        "upc_memput" | "upc_memset" => return Some(("PGAS_RACE_PUT", vec![])),
        "upc_memget" => return Some(("PGAS_RACE_GET", vec![])),
        "upc_memcpy" => return Some(("PGAS_RACE_COPY", vec![])),
        "upc_atomic_relaxed" => return Some(("PGAS_RACE_UPC_ATOMIC_CALL", vec![int_expr(0)])),
        "upc_atomic_strict" => return Some(("PGAS_RACE_UPC_ATOMIC_CALL", vec![int_expr(2)])),
        _ => {}
    }
    if logs_its_own_ranges(name) {
        return Some(("PGAS_RACE_LIB_CALL", vec![]));
    }
    // bupc_atomicI64_fetchadd_relaxed, upc_atomicU32_read_strict, ...
    let rest = name
        .strip_prefix("bupc_atomic")
        .or_else(|| name.strip_prefix("upc_atomic"))?;
    let bytes = match rest.get(..3)? {
        "I32" | "U32" => 4,
        "I64" | "U64" => 8,
        _ => return None,
    };
    let (op, sync) = rest[3..].strip_prefix('_')?.split_once('_')?;
    let strict = match sync {
        "relaxed" => 0,
        "strict" => 2,
        _ => return None,
    };
    let write = u8::from(op != "read");
    let kind = 4 | strict | write;
    Some((
        "PGAS_RACE_ATOMIC_CALL",
        vec![int_expr(kind), int_expr(bytes)],
    ))
}

/// Whether the library function `name` logs the shared ranges it accesses itself, while the
/// call's site is current (`PGAS_RACE_LIB_CALL`): the collectives' buffers, the
/// non-contiguous transfers (`bupc_mem{cpy,put,get}_{vlist,ilist,fstrided,strided}` and their
/// `_async` forms), the shared buffers of UPC-IO (`upc_all_f{read,write}{,_list}_shared` and
/// their `_async` forms, whose reads reach memory at `upc_all_fwait_async` or
/// `upc_all_ftest_async`).
fn logs_its_own_ranges(name: &str) -> bool {
    if let Some(c) = name.strip_prefix("upc_all_") {
        let io = c.strip_suffix("_async").unwrap_or(c);
        return matches!(
            c,
            "broadcast" | "scatter" | "gather" | "gather_all" | "exchange" | "permute"
        ) || c.starts_with("reduce")
            || c.starts_with("prefix_reduce")
            || matches!(
                io,
                "fread_shared"
                    | "fwrite_shared"
                    | "fread_list_shared"
                    | "fwrite_list_shared"
                    | "fwait"
                    | "ftest"
            );
    }
    let Some(v) = name.strip_prefix("bupc_mem") else {
        return false;
    };
    let v = v.strip_suffix("_async").unwrap_or(v);
    let Some((op, form)) = v.split_once('_') else {
        return false;
    };
    matches!(op, "cpy" | "put" | "get")
        && matches!(form, "vlist" | "ilist" | "fstrided" | "strided")
}
