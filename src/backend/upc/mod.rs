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
    expr_text, has_side_effects, included_file_name, is_null_constant, raw,
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

/// The new name of an identifier of the C program in UPC's name space (the names of UPC's
/// libraries begin with `upc_` or `UPC_`): `c_upc_…`, `C_UPC_…`. A C
/// program may declare them (a typedef `upc_lock_t` of its own); in the UPC program they would
/// clash with `upc.h`. The same name in every file, so files still link with each other.
pub fn rename_reserved(name: &str) -> Option<String> {
    if name.starts_with("upc_") {
        Some(format!("c_{name}"))
    } else if name.starts_with("UPC_") {
        Some(format!("C_{name}"))
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
            if let Some(name) = mpi::predefined(&self.text(e)) {
                *e = raw(name.to_string(), e.span);
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
                    *e = raw(value.to_string(), e.span);
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
            if let Some(text) = self.mpi_value(&name, args, e.span) {
                *e = raw(text, e.span);
            }
        } else if name == "GA_MPI_Comm" && args.is_empty() && !self.defined.contains(&name) {
            // GA's communicator: the world's.
            *e = raw("MPI_COMM_WORLD".into(), e.span);
        } else if name == "GA_MPI_Comm_pgroup_default"
            && args.is_empty()
            && !self.defined.contains(&name)
        {
            // The default group's communicator (GA_Pgroup_set_default changes it at run time).
            *e = raw("gaupc_mpi_comm_pgroup_default()".into(), e.span);
        } else if name == "GA_MPI_Comm_pgroup" && args.len() == 1 && !self.defined.contains(&name) {
            // A GA group's communicator: the library's handle of the group.
            *e = raw(
                format!("gaupc_mpi_comm_pgroup({})", self.text(&args[0])),
                e.span,
            );
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
                        *arg = raw(n.into(), arg.span);
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
            let comm = self.text(&args[0]);
            // The library's calls take the world and GA's groups' communicators (variables);
            // the split-phase barrier is the world's only. The abort ends the whole job on
            // any communicator, as Open MPI and MPICH end it.
            let other = if name == "MPI_Ibarrier" {
                !mpi::is_comm_world(&comm)
            } else {
                mpi::is_other_predefined_comm(&comm)
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
    fn library_call(&self, name: &str, args: &[Expr]) -> Option<String> {
        let f = mpi::library_call(name)?;
        if matches!(name, "MPI_Comm_rank" | "MPI_Comm_size" | "MPI_Barrier")
            && mpi::is_comm_world(&self.text(&args[0]))
        {
            return None;
        }
        let args: Vec<String> = args.iter().map(|a| self.text(a)).collect();
        Some(format!("{f}({})", args.join(", ")))
    }

    /// `*p` as an lvalue: `x` for `&x`.
    fn target_of(&self, p: &Expr) -> String {
        match &p.kind {
            ExprKind::Unary(UnaryOp::AddrOf, x) => paren(self.text(x)),
            _ => format!("*{}", paren(self.text(p))),
        }
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
        let text = match name.as_str() {
            "MPI_Init" | "MPI_Finalize" if quiet => {
                if in_block {
                    return Some(StmtKind::Raw(format!(
                        "/* {}: the UPC runtime starts and stops the processes */",
                        self.text(e)
                    )));
                }
                return Some(StmtKind::Expr(None));
            }
            "MPI_Init_thread" => format!("{} = {};", self.target_of(&args[3]), self.text(&args[2])),
            "MPI_Comm_rank" => format!("{} = MYTHREAD;", self.target_of(&args[1])),
            "MPI_Comm_size" => format!("{} = THREADS;", self.target_of(&args[1])),
            "MPI_Barrier" => return Some(StmtKind::UpcBarrier(None)),
            "MPI_Abort" => format!("upc_global_exit({});", self.text(&args[1])),
            "MPI_Ibarrier" => format!("{};", self.ibarrier(args)),
            _ => return None,
        };
        Some(StmtKind::Raw(text))
    }

    /// `MPI_Ibarrier(comm, &r)` → `gaupc_mpi_ibarrier(&r)` (`upc_notify`; the communicator,
    /// the world's, is evaluated when it has side effects). `MPI_Wait(&r, st)` is the library's
    /// `gaupc_mpi_wait(&r, st)`: `upc_wait` when `r` is a barrier's, else a message's request.
    fn ibarrier(&self, args: &[Expr]) -> String {
        let call = format!("{}({})", mpi::IBARRIER, self.text(&args[1]));
        if has_side_effects(&args[0]) {
            format!("((void){}, {call})", paren(self.text(&args[0])))
        } else {
            call
        }
    }

    /// An MPI call whose value may be used: the expression that replaces it (`MPI_SUCCESS`,
    /// which is 0, for the calls that return a status).
    fn mpi_value(&mut self, name: &str, args: &[Expr], span: Span) -> Option<String> {
        if !self.mpi_known(name, args, span) {
            return None;
        }
        if let Some(call) = self.library_call(name, args) {
            return Some(call);
        }
        let evaluated: Vec<String> = args
            .iter()
            .filter(|a| has_side_effects(a))
            .map(|a| format!("(void){}, ", paren(self.text(a))))
            .collect();
        let text = match name {
            "MPI_Init" | "MPI_Finalize" => format!("({}0)", evaluated.concat()),
            "MPI_Init_thread" => format!(
                "({} = {}, 0)",
                self.target_of(&args[3]),
                self.text(&args[2])
            ),
            "MPI_Comm_rank" => format!("({} = MYTHREAD, 0)", self.target_of(&args[1])),
            "MPI_Comm_size" => format!("({} = THREADS, 0)", self.target_of(&args[1])),
            "MPI_Abort" => format!("(upc_global_exit({}), 0)", self.text(&args[1])),
            "MPI_Wtime" => "GA_Wtime()".into(),
            "MPI_Ibarrier" => self.ibarrier(args),
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
        Some(text)
    }
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

/// Text that can be evaluated twice without effects or cost (an identifier or a constant).
fn is_simple(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// `f(…)`: a call whose closing parenthesis ends the text.
fn is_call(text: &str) -> bool {
    let Some(open) = text.find('(') else {
        return false;
    };
    if !is_simple(&text[..open]) || !text.ends_with(')') {
        return false;
    }
    let mut depth = 0;
    for (i, c) in text.char_indices().skip(open) {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return i == text.len() - 1;
                }
            }
            _ => {}
        }
    }
    false
}

fn paren(text: String) -> String {
    if is_simple(&text) || is_call(&text) {
        text
    } else {
        format!("({text})")
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
        assert!(include_rewrite("#include <ga-mpi.h>").is_some_and(|s| s.is_empty()));
        assert_eq!(mpi::arity("MPI_Ibarrier"), Some(2));
        assert_eq!(mpi::arity("MPI_Wait"), Some(2));
        assert_eq!(mpi::arity("MPI_Ssend"), None);
    }
}
