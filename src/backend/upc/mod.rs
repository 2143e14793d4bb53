//! `--to upc`: Global Arrays C programs to UPC 1.3 over the GA-on-UPC library
//! (runtime-aux/ga-upc).
//!
//! The library implements GA's C interface in UPC under GA's own names (its `ga.h`,
//! `macdecls.h` and `armci.h`), so the program keeps its code: the translation checks every
//! GA, NGA, MA and ARMCI call against the interface table (ga_api.rs: arity, argument types),
//! translates the MPI calls GA programs make (mpi.rs) and replaces MPI's header; GA's headers
//! become the library's (same names, found first through the include path the driver sets).

pub mod ga_api;
pub mod mpi;

use crate::backend::common::{
    assign, basic, call, cast, comma, comment_stmt, compound_kind, expr_stmt, expr_text,
    has_side_effects, ident_expr, included_file_name, int_expr, is_null_constant, node, stmt,
    type_name, unary, with_span,
};
use crate::diagnostics::Diagnostic;
use crate::sema::types::TypeKind;
use crate::sema::Analysis;
use pgas_grammar::*;
use rustc_hash::FxHashSet as HashSet;

/// MPI's headers: the translated program no longer uses MPI.
/// GA's `ga-mpi.h` declares `GA_MPI_Comm()`, which becomes `MPI_COMM_WORLD`.
const MPI_HEADERS: [&str; 3] = ["mpi.h", "mpi-ext.h", "ga-mpi.h"];

/// Include rewriting: MPI's header goes; GA's headers stay by name (the library's headers of
/// the same names replace them); other system headers stay.
pub fn include_rewrite(directive: &str) -> Option<String> {
    let name = included_file_name(directive);
    if MPI_HEADERS.contains(&name) {
        return Some(String::new());
    }
    [
        "ga.h",
        "macdecls.h",
        "armci.h",
        "gacommon.h",
        "tcgmsg.h",
        "sndrcv.h",
    ]
    .contains(&name)
    .then(|| format!("#include <{name}>"))
}

/// The new name of an identifier of the C program that meets UPC's own names: UPC's keywords
/// (`shared`, `strict`, `relaxed`, `THREADS`, `MYTHREAD` … are plain identifiers in C) and the
/// name space of UPC's libraries (`upc_…`, `UPC_…`). A C program may declare them (a typedef
/// `upc_lock_t`, a variable `THREADS` of its own); in the UPC program they would clash with
/// UPC or `upc.h`, and the `THREADS` that `MPI_Comm_size` becomes would read the program's
/// variable. The new name is `c_` before the name (`C_` before `UPC_…`): `c_upc_lock_t`,
/// `c_THREADS`, `C_UPC_ADD`. A name that is such a name after `c_`/`C_` prefixes is renamed
/// the same way (`c_upc_lock_t` → `c_c_upc_lock_t`), so no new name is one of the program's
/// and two names never get the same one. The renaming depends on the name alone: every file
/// renames an external name alike, so files still link with each other.
pub fn rename_reserved(name: &str) -> Option<String> {
    let mut core = name;
    while let Some(rest) = core.strip_prefix("c_").or_else(|| core.strip_prefix("C_")) {
        core = rest;
    }
    if core.starts_with("UPC_") {
        Some(format!("C_{name}"))
    } else if core.starts_with("upc_") || pgas_grammar::lexer::is_upc_keyword(core) {
        Some(format!("c_{name}"))
    } else {
        None
    }
}

/// The first lines of every translated program.
const PROLOGUE: &str = "/* UPC translation of a Global Arrays program (pgas-xlate --to upc): ga.h, macdecls.h and\n   armci.h are those of the GA-on-UPC library (runtime-aux/ga-upc). */\n#include <upc.h>";

/// Lowers a checked GA C translation unit to UPC, with the warnings about its calls; errors
/// name the calls it cannot translate.
pub fn lower(
    unit: &TranslationUnit,
    analysis: &Analysis,
    line_map: &LineMap,
) -> Result<(TranslationUnit, Vec<Diagnostic>), Vec<Diagnostic>> {
    let defined = crate::backend::common::defined_functions(unit);
    let mut l = Lowerer {
        a: analysis,
        lm: line_map,
        defined,
        diags: vec![],
    };
    let mut items = vec![ExternalDecl::Raw(PROLOGUE.into(), Span::default())];
    for item in &unit.items {
        let mut item = item.clone();
        if !l.in_system_header(item.span()) {
            match &mut item {
                ExternalDecl::FnDef(f) => l.block(&mut f.body),
                ExternalDecl::Decl(d) => l.declaration(d),
                _ => {}
            }
        }
        items.push(item);
    }
    if l.diags.iter().any(Diagnostic::is_error) {
        return Err(l.diags);
    }
    Ok((TranslationUnit { items }, l.diags))
}

struct Lowerer<'a> {
    a: &'a Analysis,
    lm: &'a LineMap,
    /// Functions the file defines itself (a `GA_`-named one is the user's, not GA's).
    defined: HashSet<String>,
    diags: Vec<Diagnostic>,
}

impl Lowerer<'_> {
    fn in_system_header(&self, span: Span) -> bool {
        self.lm.lookup(span.lo as usize).system
    }

    fn text(&self, e: &Expr) -> String {
        expr_text(self.lm, e)
    }

    fn block(&mut self, b: &mut Block) {
        for item in &mut b.items {
            match item {
                BlockItem::Stmt(s) => self.stmt(s, true),
                BlockItem::Decl(d) => self.declaration(d),
                BlockItem::FnDef(f) => self.block(&mut f.body),
                BlockItem::LocalLabels(..) => {}
            }
        }
    }

    fn declaration(&mut self, d: &mut Declaration) {
        if let DeclarationKind::Normal { declarators, .. } = &mut d.kind {
            for id in declarators {
                if let Some(init) = &mut id.init {
                    self.initializer(init);
                }
            }
        }
    }

    fn initializer(&mut self, init: &mut Initializer) {
        match init {
            Initializer::Expr(e) => self.expr(e),
            Initializer::List(items, _) => {
                for it in items {
                    self.initializer(&mut it.init);
                }
            }
        }
    }

    fn stmt(&mut self, s: &mut Stmt, in_block: bool) {
        match &mut s.kind {
            StmtKind::Expr(Some(e)) => {
                let ExprKind::Call(_, args) = &mut e.kind else {
                    self.expr(e);
                    return;
                };
                for a in args.iter_mut() {
                    self.expr(a);
                }
                if let Some(kind) = self.mpi_statement(e, in_block) {
                    s.kind = kind;
                } else {
                    self.call(e);
                }
            }
            StmtKind::Compound(b) => self.block(b),
            StmtKind::If { cond, then, els } => {
                self.expr(cond);
                self.stmt(then, false);
                if let Some(e) = els {
                    self.stmt(e, false);
                }
            }
            StmtKind::Switch { cond, body }
            | StmtKind::While { cond, body }
            | StmtKind::DoWhile { body, cond } => {
                self.expr(cond);
                self.stmt(body, false);
            }
            StmtKind::For(l) => {
                match &mut l.init {
                    ForInit::Expr(e) => self.expr(e),
                    ForInit::Decl(d) => self.declaration(d),
                    ForInit::None => {}
                }
                for e in l.cond.iter_mut().chain(l.step.iter_mut()) {
                    self.expr(e);
                }
                self.stmt(&mut l.body, false);
            }
            StmtKind::Return(Some(e)) | StmtKind::GotoComputed(e) => self.expr(e),
            StmtKind::Labeled { body, .. } => self.stmt(body, false),
            _ => {}
        }
    }

    fn expr(&mut self, e: &mut Expr) {
        if matches!(e.kind, ExprKind::Cast(..)) {
            // MPI's predefined handles (MPI_DOUBLE …) as the library's mpi.h names them.
            if let Some(name) = mpi::predefined(e) {
                *e = with_span(ident_expr(name), e.span);
                return;
            }
        }
        match &mut e.kind {
            ExprKind::Call(_, args) => {
                for a in args.iter_mut() {
                    self.expr(a);
                }
                self.call(e);
            }
            ExprKind::Ident(id) => {
                if let Some(value) = mpi::constant(&id.name) {
                    *e = with_span(int_expr(value), e.span);
                }
            }
            ExprKind::Unary(_, a)
            | ExprKind::Cast(_, a)
            | ExprKind::SizeofExpr(a)
            | ExprKind::AlignofExpr(a)
            | ExprKind::Extension(a)
            | ExprKind::VaArg(a, _)
            | ExprKind::Member { base: a, .. } => self.expr(a),
            ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Index(a, b) => {
                self.expr(a);
                self.expr(b);
            }
            ExprKind::Comma(a, b) => {
                self.expr(a);
                self.expr(b);
            }
            ExprKind::Cond(c, a, b) => {
                self.expr(c);
                if let Some(a) = a {
                    self.expr(a);
                }
                self.expr(b);
            }
            ExprKind::CompoundLiteral(_, items) => {
                for it in items {
                    self.initializer(&mut it.init);
                }
            }
            ExprKind::StmtExpr(b) => self.block(b),
            ExprKind::Generic(c, assoc) => {
                self.expr(c);
                for (_, a) in assoc {
                    self.expr(a);
                }
            }
            _ => {}
        }
    }

    /// A call whose arguments are lowered: GA calls are checked (trivial ones inlined), MPI
    /// calls translated.
    fn call(&mut self, e: &mut Expr) {
        let ExprKind::Call(f, args) = &mut e.kind else {
            return;
        };
        let name = match &f.kind {
            ExprKind::Ident(id) => id.name.to_string(),
            _ => {
                self.expr(f);
                return;
            }
        };
        if mpi::is_mpi_name(&name) {
            if let Some(value) = self.mpi_value(&name, args, e.span) {
                *e = with_span(value, e.span);
            }
        } else if name == "GA_MPI_Comm" && args.is_empty() && !self.defined.contains(&name) {
            // GA's communicator: the world's.
            *e = with_span(ident_expr("MPI_COMM_WORLD"), e.span);
        } else if name == "GA_MPI_Comm_pgroup_default"
            && args.is_empty()
            && !self.defined.contains(&name)
        {
            // The default group's communicator (GA_Pgroup_set_default changes it at run time).
            *e = with_span(call("gaupc_mpi_comm_pgroup_default", vec![]), e.span);
        } else if name == "GA_MPI_Comm_pgroup" && args.len() == 1 && !self.defined.contains(&name) {
            // A GA group's communicator: the library's handle of the group.
            let group = std::mem::take(args);
            *e = with_span(call("gaupc_mpi_comm_pgroup", group), e.span);
        } else if ga_api::is_ga_name(&name) && !self.defined.contains(&name) {
            // With GA's own prototype in scope, the analysis has already judged the arguments
            // as GCC does (W0101-W0103): the table then adds only its errors.
            let prototyped = self.a.type_of(f).is_some_and(|t| {
                matches!(t.kind(), TypeKind::Function { params: Some(_), .. })
                    || matches!(t.kind(), TypeKind::Pointer(p) if matches!(p.kind(), TypeKind::Function { params: Some(_), .. }))
            });
            self.ga_call(&name, args, e.span, prototyped);
        }
    }

    /// Checks a GA call against the table. Every call stays a call of the library: even
    /// `GA_Nodeid()` is not `MYTHREAD`, since it answers for the default group, which
    /// `GA_Pgroup_set_default` changes at run time.
    fn ga_call(&mut self, name: &str, args: &mut [Expr], span: Span, prototyped: bool) {
        let Some(f) = ga_api::lookup(name) else {
            self.diags.push(
                Diagnostic::error(
                    "E0403",
                    span,
                    format!("`{name}` is not part of the GA interface that `--to upc` supports"),
                )
                .with_help("docs/user-guide.md lists the supported functions (the table of src/backend/upc/ga_api.rs)"),
            );
            return;
        };
        if args.len() != f.arity() {
            let params: Vec<String> = f
                .params
                .iter()
                .map(|(r, n)| format!("{} {n}", r.c_type()))
                .collect();
            self.diags.push(
                Diagnostic::error(
                    "E0400",
                    span,
                    format!(
                        "`{name}` takes {} argument{}, {} given",
                        f.arity(),
                        if f.arity() == 1 { "" } else { "s" },
                        args.len()
                    ),
                )
                .with_note(format!(
                    "{} {name}({})",
                    f.result,
                    if params.is_empty() {
                        "void".into()
                    } else {
                        params.join(", ")
                    }
                )),
            );
            return;
        }
        for (k, (arg, (role, pname))) in args.iter_mut().zip(f.params).enumerate() {
            if *role == ga_api::Role::TypeCode {
                // The headers' macros expanded to `1000 + 4`: print GA's name again.
                if let Some(code) = type_code_value(arg) {
                    if let Some(n) = ga_api::type_code_name(name, code) {
                        *arg = with_span(ident_expr(n), arg.span);
                        continue;
                    }
                }
            }
            let Some(t) = self.a.type_of(arg) else {
                continue;
            };
            let null = is_null_constant(arg);
            let found = || {
                format!(
                    "argument {} of `{name}` (`{pname}`) must be `{}`, found `{}`",
                    k + 1,
                    role.c_type(),
                    t.spelling("")
                )
            };
            match role.accepts(t, null) {
                ga_api::Fit::Ok => {}
                ga_api::Fit::Warn(_) if prototyped => {}
                ga_api::Fit::Warn(why) => self.diags.push(
                    Diagnostic::warning(
                        "W0401",
                        arg.span,
                        format!(
                            "argument {} of `{name}` (`{pname}`): `{}` converted to `{}`",
                            k + 1,
                            t.spelling(""),
                            role.c_type()
                        ),
                    )
                    .with_note(format!("the conversion {why}")),
                ),
                ga_api::Fit::No => self
                    .diags
                    .push(Diagnostic::error("E0401", arg.span, found())),
            }
        }
    }

    /// Checks the arity of an MPI call and that it is one `--to upc` translates.
    fn mpi_known(&mut self, name: &str, args: &[Expr], span: Span) -> bool {
        let Some(n) = mpi::arity(name) else {
            let known: Vec<&str> = mpi::TRANSLATED.iter().map(|p| p.0).collect();
            self.diags.push(
                Diagnostic::error(
                    "E0402",
                    span,
                    format!("the MPI call `{name}` has no UPC translation"),
                )
                .with_note(format!("`--to upc` translates {}", known.join(", ")))
                .with_help("write it with GA's collectives (GA_Brdcst, GA_Dgop …) or UPC"),
            );
            return false;
        };
        if args.len() != n {
            self.diags.push(Diagnostic::error(
                "E0400",
                span,
                format!("`{name}` takes {n} arguments, {} given", args.len()),
            ));
            return false;
        }
        if matches!(
            name,
            "MPI_Comm_rank" | "MPI_Comm_size" | "MPI_Barrier" | "MPI_Abort" | "MPI_Ibarrier"
        ) {
            let comm = mpi::communicator(&args[0]);
            // The library's calls take the world and GA's groups' communicators (variables);
            // the split-phase barrier is the world's only. The abort ends the whole job on
            // any communicator, as Open MPI and MPICH end it.
            let other = if name == "MPI_Ibarrier" {
                comm != mpi::Comm::World
            } else {
                comm == mpi::Comm::OtherPredefined
            };
            if other {
                self.diags.push(Diagnostic::error(
                    "E0404",
                    args[0].span,
                    format!("`{name}` on a communicator other than MPI_COMM_WORLD has no UPC translation"),
                ));
                return false;
            }
        }
        true
    }

    /// An MPI call that becomes a call of the library: the collectives, and the rank, size
    /// and barrier of a communicator that is not the world's.
    fn library_call(&self, name: &str, args: &[Expr]) -> Option<Expr> {
        let f = mpi::library_call(name)?;
        if matches!(name, "MPI_Comm_rank" | "MPI_Comm_size" | "MPI_Barrier")
            && mpi::communicator(&args[0]) == mpi::Comm::World
        {
            return None;
        }
        Some(call(&f, args.to_vec()))
    }

    /// An MPI call as a statement of its own: what replaces the statement.
    /// In a block, MPI_Init and MPI_Finalize become a comment; elsewhere an empty statement.
    fn mpi_statement(&mut self, e: &Expr, in_block: bool) -> Option<StmtKind> {
        let ExprKind::Call(f, args) = &e.kind else {
            return None;
        };
        let ExprKind::Ident(id) = &f.kind else {
            return None;
        };
        let name = id.name.to_string();
        if !mpi::is_mpi_name(&name) {
            return None;
        }
        if !self.mpi_known(&name, args, e.span) {
            // Reported: the statement stays as it is (no output is written).
            return Some(StmtKind::Expr(Some(e.clone())));
        }
        if self.library_call(&name, args).is_some() {
            return None;
        }
        let quiet = !args.iter().any(has_side_effects);
        let value = match name.as_str() {
            "MPI_Init" | "MPI_Finalize" if quiet => {
                if in_block {
                    let text = format!(
                        "{}: the UPC runtime starts and stops the processes",
                        self.text(e)
                    );
                    return Some(comment_stmt(&text).kind);
                }
                return Some(StmtKind::Expr(None));
            }
            "MPI_Init_thread" | "MPI_Comm_rank" | "MPI_Comm_size" | "MPI_Abort" => {
                replacement(&name, args)?
            }
            "MPI_Barrier" if quiet => return Some(StmtKind::UpcBarrier(None)),
            "MPI_Barrier" => {
                // The communicator is evaluated for its side effects, then the barrier.
                return Some(compound_kind(vec![
                    expr_stmt(discarded(&args[0])),
                    BlockItem::Stmt(stmt(StmtKind::UpcBarrier(None), Span::default())),
                ]));
            }
            "MPI_Ibarrier" => ibarrier(args),
            _ => return None,
        };
        Some(StmtKind::Expr(Some(with_span(value, e.span))))
    }

    /// An MPI call whose value may be used: the expression that replaces it (`MPI_SUCCESS`,
    /// which is 0, for the calls that return a status).
    fn mpi_value(&mut self, name: &str, args: &[Expr], span: Span) -> Option<Expr> {
        if !self.mpi_known(name, args, span) {
            return None;
        }
        if let Some(call) = self.library_call(name, args) {
            return Some(call);
        }
        let value = match name {
            "MPI_Init" | "MPI_Finalize" => after_unused(args, &[], int_expr(0)),
            "MPI_Init_thread" | "MPI_Comm_rank" | "MPI_Comm_size" | "MPI_Abort" => {
                comma(replacement(name, args)?, int_expr(0))
            }
            "MPI_Wtime" => call("GA_Wtime", vec![]),
            "MPI_Ibarrier" => ibarrier(args),
            "MPI_Barrier" => {
                self.diags.push(Diagnostic::error(
                    "E0402",
                    span,
                    "the value of `MPI_Barrier` has no UPC translation (`upc_barrier` is a statement)",
                ).with_help("call MPI_Barrier as a statement of its own"));
                return None;
            }
            _ => return None,
        };
        Some(value)
    }
}

/// What `MPI_Init_thread`, `MPI_Comm_rank`, `MPI_Comm_size` (on the world) and `MPI_Abort`
/// become, their status aside: `provided = required`, `r = MYTHREAD`, `n = THREADS`,
/// `upc_global_exit(code)`, after the arguments it does not use that have side effects.
fn replacement(name: &str, args: &[Expr]) -> Option<Expr> {
    let (used, value): (&[usize], Expr) = match name {
        "MPI_Init_thread" => (&[2, 3], assign(target_of(&args[3]), args[2].clone())),
        "MPI_Comm_rank" => (
            &[1],
            assign(target_of(&args[1]), thread_node(ExprKind::MyThread)),
        ),
        "MPI_Comm_size" => (
            &[1],
            assign(target_of(&args[1]), thread_node(ExprKind::Threads)),
        ),
        "MPI_Abort" => (&[1], call("upc_global_exit", vec![args[1].clone()])),
        _ => return None,
    };
    Some(after_unused(args, used, value))
}

/// `value` after each argument of the call not among `used` that has side effects, evaluated
/// for them (`(void)(k++, c), r = MYTHREAD`).
fn after_unused(args: &[Expr], used: &[usize], value: Expr) -> Expr {
    let unused = args
        .iter()
        .enumerate()
        .filter(|(k, a)| !used.contains(k) && has_side_effects(a))
        .map(|(_, a)| discarded(a));
    unused
        .chain([value])
        .reduce(comma)
        .expect("the value is there")
}

/// `MYTHREAD` or `THREADS`.
fn thread_node(kind: ExprKind) -> Expr {
    node(kind, Span::default())
}

/// `(void)e`: an argument evaluated for its side effects only.
fn discarded(e: &Expr) -> Expr {
    cast(
        type_name(basic(BasicType::Void), Declarator::Abstract),
        e.clone(),
    )
}

/// `*p` as an lvalue: `x` for `&x`.
fn target_of(p: &Expr) -> Expr {
    match &p.kind {
        ExprKind::Unary(UnaryOp::AddrOf, x) => (**x).clone(),
        _ => unary(UnaryOp::Deref, p.clone()),
    }
}

/// `MPI_Ibarrier(comm, &r)` → `gaupc_mpi_ibarrier(&r)` (`upc_notify`; the communicator, the
/// world's, is evaluated when it has side effects). `MPI_Wait(&r, st)` is the library's
/// `gaupc_mpi_wait(&r, st)`: `upc_wait` when `r` is a barrier's, else a message's request.
fn ibarrier(args: &[Expr]) -> Expr {
    after_unused(args, &[1], call(mpi::IBARRIER, vec![args[1].clone()]))
}

/// The value of an element type code as GA's headers expand it: `1000 + 4` (or a literal).
fn type_code_value(e: &Expr) -> Option<i64> {
    let int = |e: &Expr| match &e.kind {
        ExprKind::Int(s) => s.trim_end_matches(['u', 'U', 'l', 'L']).parse::<i64>().ok(),
        _ => None,
    };
    match &e.kind {
        ExprKind::Binary(BinaryOp::Add, a, b) => Some(int(a)? + int(b)?),
        _ => int(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_upcs_name_space_are_renamed_alike() {
        assert_eq!(
            rename_reserved("upc_lock_t").as_deref(),
            Some("c_upc_lock_t")
        );
        assert_eq!(rename_reserved("UPC_ADD").as_deref(), Some("C_UPC_ADD"));
        assert_eq!(rename_reserved("upcga_mythread"), None);
        assert_eq!(rename_reserved("gaupc_x"), None);
        assert_eq!(rename_reserved("THREADS").as_deref(), Some("c_THREADS"));
        assert_eq!(rename_reserved("shared").as_deref(), Some("c_shared"));
        assert_eq!(
            rename_reserved("UPC_MAX_BLOCK_SIZE").as_deref(),
            Some("C_UPC_MAX_BLOCK_SIZE")
        );
        assert_eq!(rename_reserved("C_INT"), None);
        assert_eq!(rename_reserved("c_x"), None);
        assert!(include_rewrite("#include <ga-mpi.h>").is_some_and(|s| s.is_empty()));
        assert_eq!(mpi::arity("MPI_Ibarrier"), Some(2));
        assert_eq!(mpi::arity("MPI_Wait"), Some(2));
        assert_eq!(mpi::arity("MPI_Ssend"), None);
    }

    /// The renaming is one-to-one: no new name is a name of the program, no two names get the
    /// same one (`upc_count` and the program's own `c_upc_count`).
    #[test]
    fn the_renaming_is_one_to_one() {
        let names = [
            "upc_count",
            "c_upc_count",
            "c_c_upc_count",
            "C_upc_count",
            "UPC_TOTAL",
            "C_UPC_TOTAL",
            "c_UPC_TOTAL",
            "THREADS",
            "c_THREADS",
            "C_THREADS",
            "shared",
            "c_shared",
            "strict",
            "relaxed",
            "MYTHREAD",
            "upc_forall",
            "c_",
            "C_",
            "c_count",
            "count",
            "upcga_x",
        ];
        let new: Vec<String> = names
            .iter()
            .map(|n| rename_reserved(n).unwrap_or_else(|| n.to_string()))
            .collect();
        let distinct: HashSet<&String> = new.iter().collect();
        assert_eq!(distinct.len(), names.len(), "{new:?}");
        for (n, r) in names.iter().zip(&new) {
            if *n != r {
                assert!(
                    rename_reserved(r).is_some(),
                    "{n} → {r} is kept by a program"
                );
            }
        }
        assert_eq!(
            rename_reserved("c_upc_count").as_deref(),
            Some("c_c_upc_count")
        );
        assert_eq!(
            rename_reserved("C_UPC_TOTAL").as_deref(),
            Some("C_C_UPC_TOTAL")
        );
        assert_eq!(rename_reserved("c_THREADS").as_deref(), Some("c_c_THREADS"));
    }

    /// `src` parsed, and the first argument of each call statement of its last function.
    fn first_arguments(src: &str) -> (pgas_grammar::Parsed, Vec<Expr>) {
        let Ok(parsed) = pgas_grammar::parse(src, false, "t.c") else {
            panic!("parses")
        };
        let Some(ExternalDecl::FnDef(f)) = parsed.unit.items.last() else {
            panic!("a function")
        };
        let args = f
            .body
            .items
            .iter()
            .map(|i| match i {
                BlockItem::Stmt(Stmt {
                    kind:
                        StmtKind::Expr(Some(Expr {
                            kind: ExprKind::Call(_, a),
                            ..
                        })),
                    ..
                }) => a[0].clone(),
                _ => panic!("a call"),
            })
            .collect();
        (parsed, args)
    }

    /// The trees that replace MPI calls, printed: the printer places the parentheses.
    #[test]
    fn mpi_replacements_print_with_the_printers_parentheses() {
        let src =
            "void g(int);\nvoid f(int *p, int a, int b) { g(&a); g(p + 1); g(a = b); g(a); }\n";
        let (parsed, args) = first_arguments(src);
        let text = |e: &Expr| expr_text(&parsed.line_map, e);
        let threads = || thread_node(ExprKind::Threads);
        assert_eq!(text(&assign(target_of(&args[0]), threads())), "a = THREADS");
        assert_eq!(
            text(&assign(target_of(&args[1]), threads())),
            "*(p + 1) = THREADS"
        );
        assert_eq!(text(&discarded(&args[2])), "(void)(a = b)");
        assert_eq!(
            text(&ibarrier(&[args[2].clone(), args[0].clone()])),
            "((void)(a = b), gaupc_mpi_ibarrier(&a))"
        );
        assert_eq!(
            text(&ibarrier(&[args[3].clone(), args[0].clone()])),
            "gaupc_mpi_ibarrier(&a)"
        );
    }

    /// MPI's predefined handles and communicators are told by their trees (the expansions of
    /// Open MPI's and MPICH's headers), a communicator variable by being neither, whatever its
    /// name.
    #[test]
    fn communicators_are_told_by_the_expression() {
        let src = "typedef struct c *MPI_Comm; typedef struct d *MPI_Datatype; typedef int H;\n\
                   extern struct c ompi_mpi_comm_world, ompi_mpi_comm_self;\n\
                   extern struct d ompi_mpi_double;\n\
                   void g(MPI_Comm);\n\
                   void f(MPI_Comm mpi_comm_rows, MPI_Comm my_mpi_comm_world, int n) {\n\
                   g(((MPI_Comm) ((void *) &(ompi_mpi_comm_world))));\n\
                   g(((MPI_Comm) ((void *) &(ompi_mpi_comm_self))));\n\
                   g(((H)0x44000000)); g(((H)0x44000001));\n\
                   g(mpi_comm_rows); g(my_mpi_comm_world); g((n++, my_mpi_comm_world));\n\
                   g(((MPI_Datatype) ((void *) &(ompi_mpi_double)))); g(&ompi_mpi_comm_world); }\n";
        let (_, args) = first_arguments(src);
        use mpi::Comm::*;
        let kinds: Vec<mpi::Comm> = args[..7].iter().map(mpi::communicator).collect();
        assert_eq!(
            kinds,
            [
                World,
                OtherPredefined,
                World,
                OtherPredefined,
                Computed,
                Computed,
                Computed
            ]
        );
        assert_eq!(mpi::predefined(&args[0]), Some("MPI_COMM_WORLD"));
        assert_eq!(mpi::predefined(&args[7]), Some("MPI_DOUBLE"));
        assert_eq!(mpi::predefined(&args[1]), None);
        // Without a cast: the program's own use of the object, not MPI's handle.
        assert_eq!(mpi::predefined(&args[8]), None);
    }
}
