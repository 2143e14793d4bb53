//! State shared between the grammar's semantic actions and the lexer: which identifiers are
//! typedef names in the current scope, and the expression id counter.
//!
//! Scopes follow Jourdan & Pottier: a *context* is the set of visible typedef/variable
//! declarations; the grammar saves it (`save`) before a block, a parameter list or a `for`, and
//! restores it after, and re-installs a function's parameters for its body. Here the context is a
//! map plus an undo log, so saving is taking the log length and restoring is undoing down to it.

use crate::ast::{DeclId, Declarator, ExprId, Name};
use rustc_hash::FxHashMap as HashMap;
use std::cell::{Cell, RefCell};

/// A syntax error the grammar recovered from (one of its `!` rules): the error, and the tokens
/// dropped before the parse went on.
pub type Recovery = lalrpop_util::ErrorRecovery<usize, crate::lexer::Tok, crate::lexer::LexError>;

#[derive(Default)]
pub struct ParseCtx {
    /// name → is a typedef name.
    names: RefCell<HashMap<Name, bool>>,
    undo: RefCell<Vec<(Name, Option<bool>)>>,
    /// Set while the declaration being parsed has the `typedef` storage class.
    in_typedef: Cell<bool>,
    next_expr: Cell<u32>,
    next_decl: Cell<u32>,
    /// The syntax errors recovered from, in the order met.
    recovered: RefCell<Vec<Recovery>>,
}

/// A saved context: what [`ParseCtx::restore`] returns to.
#[derive(Clone, Copy, Debug)]
pub struct Saved {
    undo_len: usize,
    in_typedef: bool,
}

impl ParseCtx {
    pub fn new() -> ParseCtx {
        ParseCtx::default()
    }

    pub fn is_typedef_name(&self, name: &str) -> bool {
        self.names.borrow().get(name).copied().unwrap_or(false)
    }

    fn set(&self, name: &Name, is_typedef: bool) {
        let old = self.names.borrow_mut().insert(name.clone(), is_typedef);
        if old != Some(is_typedef) || old.is_none() {
            self.undo.borrow_mut().push((name.clone(), old));
        }
    }

    pub fn declare_var(&self, name: &Name) {
        self.set(name, false);
    }

    /// Declares the identifier of `d` as a typedef name or an ordinary identifier, following the
    /// storage class of the declaration being parsed.
    pub fn declare(&self, d: &Declarator) {
        if let Some(id) = d.ident() {
            self.set(&id.name, self.in_typedef.get());
        }
    }

    pub fn begin_typedef(&self) {
        self.in_typedef.set(true);
    }

    pub fn end_declaration(&self) {
        self.in_typedef.set(false);
    }

    pub fn save(&self) -> Saved {
        let s = Saved {
            undo_len: self.undo.borrow().len(),
            in_typedef: self.in_typedef.get(),
        };
        self.in_typedef.set(false);
        s
    }

    pub fn restore(&self, s: Saved) {
        let mut undo = self.undo.borrow_mut();
        let mut names = self.names.borrow_mut();
        while undo.len() > s.undo_len {
            let (name, old) = undo.pop().expect("undo log shorter than saved length");
            match old {
                Some(v) => names.insert(name, v),
                None => names.remove(&name),
            };
        }
        self.in_typedef.set(s.in_typedef);
    }

    /// Makes the parameters of a function declarator visible (for the function's body).
    pub fn install_params(&self, d: &Declarator) {
        match d.innermost_function() {
            Some(Declarator::Function { params, .. }) => {
                for p in &params.params {
                    if let Some(id) = p.declarator.ident() {
                        self.set(&id.name, false);
                    }
                }
            }
            Some(Declarator::KrFunction { names, .. }) => {
                for n in names {
                    self.set(&n.name, false);
                }
            }
            _ => {}
        }
    }

    pub fn expr_id(&self) -> ExprId {
        let id = self.next_expr.get();
        self.next_expr.set(id + 1);
        ExprId(id)
    }

    /// A fresh [`DeclId`].
    pub fn decl_id(&self) -> DeclId {
        let id = self.next_decl.get();
        self.next_decl.set(id + 1);
        DeclId(id)
    }

    /// Records a syntax error the grammar recovered from; the declaration it interrupted ends
    /// there (a `typedef` does not make the declarators after the error typedef names).
    pub fn recover(&self, e: Recovery) {
        self.in_typedef.set(false);
        self.recovered.borrow_mut().push(e);
    }

    /// The syntax errors recovered from, in the order met.
    pub fn take_recovered(&self) -> Vec<Recovery> {
        self.recovered.take()
    }

    pub fn expr_count(&self) -> u32 {
        self.next_expr.get()
    }
}

impl ParseCtx {
    /// Declares the identifier of a parameter declarator as an ordinary identifier.
    pub fn declare_var_of(&self, d: &Declarator) {
        if let Some(id) = d.ident() {
            self.set(&id.name, false);
        }
    }
}
