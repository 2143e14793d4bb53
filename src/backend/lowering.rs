//! The state of one lowering of a UPC file (`--to upcr`, `--to ga`): the inputs, what every
//! target keeps while it walks ([`Core`]) and the target's own state, in one [`Lowering`].
//!
//! The walk (walker.rs), shared places (place.rs), `upc_forall` (forall.rs), the versioning of
//! loops over privatized pointers (versioning.rs), GASP events (gasp.rs), declarations
//! (decl.rs), layouts (layout.rs) and run-time-sized arrays (dyn_array.rs) are methods of
//! `Lowering<T>` for every target `T` (src/backend/target.rs); what only one target does is a
//! method of `Lowering<Ga>` or `Lowering<Upcr>` in its own folder.

use crate::backend::analysis::*;
use crate::backend::declarations::RecordName;
use crate::backend::namer::Namer;
use crate::backend::privatize::{FunctionLocals, PrivatePointer};
use crate::backend::profile::Profile;
use crate::backend::tree::*;
use crate::diagnostics::Diagnostic;
use crate::sema::types::*;
use crate::sema::Analysis;
use pgas_grammar::*;
use rustc_hash::FxHashMap as HashMap;

/// One lowering of a checked translation unit for the target `T`.
pub(crate) struct Lowering<'a, T> {
    /// The checked file.
    pub unit: &'a TranslationUnit,
    /// What the checker found (types of expressions and declarations).
    pub analysis: &'a Analysis,
    /// Source positions of the file's nodes.
    pub line_map: &'a LineMap,
    pub options: &'a LowerOptions,
    /// What every target keeps while it walks.
    pub core: Core,
    /// The target and what it keeps of its own (its tables of shared objects).
    pub target: T,
}

impl<'a, T> Lowering<'a, T> {
    pub fn new(
        target: T,
        unit: &'a TranslationUnit,
        analysis: &'a Analysis,
        line_map: &'a LineMap,
        options: &'a LowerOptions,
        names: Namer,
    ) -> Self {
        Lowering {
            unit,
            analysis,
            line_map,
            options,
            core: Core::new(names),
            target,
        }
    }
}

/// What the lowering needs to know besides the tree (both UPC backends).
pub struct LowerOptions {
    /// `--threads N`.
    pub static_threads: Option<u32>,
    /// A C identifier made from the input file name, for the file's start-up functions.
    pub file_tag: String,
    /// GASP instrumentation (`--profile…`).
    pub profile: Option<Profile>,
    /// `--dynamic-pointers`: pointer-to-shared arithmetic through the runtime's `dyn`
    /// functions (the layout of the object pointed into, known at run time).
    pub dynamic_pointers: bool,
    /// `--checks`: the element index of each access to a declared shared array is checked
    /// against its element count (`Lowering::index_checks`), and under `--to ga` a static
    /// array's layout is registered with the library (its last thread's padded row).
    pub checks: bool,
    /// `--checks=races`: each access to shared data is logged for the data-race checker
    /// (src/backend/races.rs).
    pub races: bool,
    /// The source text of each shared access, by line, in a table the crash reports read
    /// (`Lowering::access_table`; `pgas-xlate cc` asks for it, the translation alone does not).
    pub access_texts: bool,
}

/// A private file-scope variable whose initial value needs the runtime (a pointer-to-shared
/// initialised with the address of shared data): assigned by the file's init function.
pub(crate) struct LateInit {
    pub name: Name,
    pub ty: Type,
    pub init: Initializer,
}

/// The state both lowerings keep while walking a translation unit.
pub(crate) struct Core {
    /// How each struct or union type is named (its tag, or a typedef name for an untagged
    /// one; see `record_names`).
    pub record_names: HashMap<RecordId, RecordName>,
    /// `#pragma upc strict` (or `upc_strict.h`) is in effect.
    pub strict_default: bool,
    /// Private file-scope variables initialised at start-up.
    pub late_inits: Vec<LateInit>,
    /// Declarations of hoisted block-scope shared objects, emitted before the function.
    pub hoisted: Vec<ExternalDecl>,
    /// Library functions named without a call (`fp = upc_threadof;`, `upc_global_exit;`): the
    /// wrapper with the UPC signature that stands for each, by library name.
    pub fn_wrappers: HashMap<Name, String>,
    /// The wrappers made while lowering the current item, emitted before it.
    pub new_wrappers: Vec<ExternalDecl>,
    /// The functions made of blocks of the current item (src/backend/outline.rs), emitted
    /// after it (their prototypes are among `new_wrappers`): their statements keep their
    /// source lines, which must not come before the item's own in the output.
    pub outlined: Vec<ExternalDecl>,
    /// Types of the expression nodes a wrapper's body is lowered from (ids counted down from
    /// `u32::MAX - 1`; the checker's ids count up from 0).
    pub made_types: HashMap<u32, Type>,
    /// Every generated name comes from here (src/backend/namer.rs).
    pub names: Namer,
    /// The name of the function being lowered.
    pub function_name: String,
    /// `--inst-functions`: the signature of the function being lowered (for `GASP_C_FUNC`).
    pub function_signature: Option<String>,
    /// The type of the function being lowered.
    pub current_function_type: Option<Type>,
    /// Inside a loop: private pointers-to-shared with a local pointer for this thread's
    /// elements (src/backend/privatize.rs).
    pub private_subst: Vec<PrivatePointer>,
    /// The function being lowered's own variables (for the loop versioning).
    pub function_locals: FunctionLocals,
    /// `#pragma pupc on` (the default) or `off`.
    pub pupc_on: bool,
    /// Typedefs of our UPC headers, kept for the user's code (lowered, at no source position).
    pub header_types: Vec<Declaration>,
    /// Shared arrays sized or blocked at run time in the function being lowered.
    pub dyn_arrays: DynArrays,
    /// The identifiers declared in each scope (the file scope first) that name shared
    /// objects, by source name: an index into the writer's own table of them; `None` for a
    /// private object that hides a shared one of an enclosing scope.
    pub scopes: Vec<HashMap<Name, Option<usize>>>,
    /// Enclosing `upc_forall` loops of the function being lowered: the name of the variable
    /// that saved the dynamic nesting flag (only the outermost one saves it).
    pub foralls: Vec<Option<String>>,
    /// Inside a block walk of a `upc_forall` (src/backend/forall.rs): the variables holding
    /// the bounds of the current block (its elements are all local).
    pub local_block: Option<(String, String)>,
    /// In the interior of a whole block (its edges peeled): every neighbour `a[i ± k]` the
    /// walk reads is in the block.
    pub local_interior: bool,
    /// Comparisons of a `upc_forall` counter known true in the loop being lowered (the
    /// interior of a block versioned on them, src/backend/forall.rs): lowered as `1`.
    pub true_tests: Vec<ExprId>,
    /// Inside a `upc_forall` over the rows of a two-dimensional blocked array
    /// (src/backend/rows.rs): the rows with a local pointer.
    pub row_subst: Vec<RowPointer>,
    /// Inside the copy of a counted loop whose reads of shared arrays were made in one bulk
    /// read (src/backend/gather.rs): each array read through its buffer.
    pub gathered: Vec<GatheredArray>,
    /// Under `LowerOptions::access_texts`: each shared access lowered so far, as the crash
    /// reports read it (`Lowering::access_table`).
    pub access_texts: Vec<String>,
    pub diags: Vec<Diagnostic>,
}

impl Core {
    pub fn new(names: Namer) -> Core {
        Core {
            record_names: HashMap::default(),
            strict_default: false,
            late_inits: vec![],
            hoisted: vec![],
            fn_wrappers: HashMap::default(),
            new_wrappers: vec![],
            outlined: vec![],
            made_types: HashMap::default(),
            names,
            function_name: String::new(),
            function_signature: None,
            current_function_type: None,
            private_subst: vec![],
            function_locals: FunctionLocals::default(),
            pupc_on: true,
            header_types: vec![],
            dyn_arrays: DynArrays::default(),
            scopes: vec![HashMap::default()],
            foralls: vec![],
            local_block: None,
            local_interior: false,
            true_tests: vec![],
            row_subst: vec![],
            gathered: vec![],
            access_texts: vec![],
            diags: vec![],
        }
    }
    /// The shared identifier `name` in the innermost scope that declares it.
    pub fn scoped(&self, name: &str) -> Option<usize> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.get(name))
            .copied()?
    }
    /// Declares the identifier `name` in the innermost scope: the shared object `i` of the
    /// writer's table, or (`None`) a private object.
    pub fn declare_scoped(&mut self, name: Name, i: Option<usize>) {
        if let Some(s) = self.scopes.last_mut() {
            s.insert(name, i);
        }
    }
}

/// The first items of a lowered file: the target's `#include`s, the GASP prologue, the
/// typedefs of our UPC headers that the program may use (`Core::header_types`).
pub(crate) fn unit_head(core: &Core, includes: &str, gasp: Option<String>) -> Vec<ExternalDecl> {
    let mut out = vec![ExternalDecl::Raw(includes.into(), Span::default())];
    out.extend(gasp.map(|p| ExternalDecl::Raw(p, Span::default())));
    if !core.header_types.is_empty() {
        out.push(ExternalDecl::Raw(
            "/* Types of the UPC library. */".into(),
            Span::default(),
        ));
        out.extend(core.header_types.iter().cloned().map(ExternalDecl::Decl));
    }
    out
}

// Shared arrays sized or blocked at run time
// --------------------------------------------------------------------------------------------

/// How a statement leaves the blocks around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DynExit {
    /// `return`: every block of the function.
    Return,
    /// `break`: the blocks inside the innermost loop or `switch`.
    Break,
    /// `continue`: the blocks inside the innermost loop.
    Continue,
}

enum DynFrame {
    /// A block and the releases of the arrays declared in it, in order.
    Block(Vec<Expr>),
    /// The body of a loop starts here.
    Loop,
    /// The body of a `switch` starts here.
    Switch,
}

/// The block-scope shared arrays whose dimensions or block size are computed at run time (the
/// thesis' dynamically sized and dynamically blocked shared arrays) of the function being
/// lowered: which ones each exit frees, and the C text of every run-time value of their types.
#[derive(Default)]
pub(crate) struct DynArrays {
    frames: Vec<DynFrame>,
    /// The hidden variable of each run-time block size or dimension, by its key in the type
    /// (`BlockSize::Runtime`, `ArrayLen::Variable`).
    pub(crate) values: HashMap<Option<ExprId>, String>,
    /// The function being lowered has a `goto` (a jump could skip a creation or a release).
    pub(crate) function_has_goto: bool,
    /// Some function of the file declares such an array.
    pub used: bool,
    /// The block size a `upc_forall` walks each array by, by the key of its run-time block size
    /// (a variable that is never 0: the whole array for a block size of 0).
    walk_blocks: HashMap<Option<ExprId>, String>,
}

/// What a nested function definition (GNU C) saves of its enclosing function's state.
pub(crate) struct DynOuter {
    frames: Vec<DynFrame>,
    function_has_goto: bool,
}

impl DynArrays {
    /// A function starts: nothing is live. Returns the state of an enclosing function.
    pub fn start_function(&mut self, body: &Block) -> DynOuter {
        let has_goto = body.items.iter().any(|item| match item {
            BlockItem::Stmt(s) => has_goto(s),
            _ => false,
        });
        DynOuter {
            frames: std::mem::take(&mut self.frames),
            function_has_goto: std::mem::replace(&mut self.function_has_goto, has_goto),
        }
    }
    /// The function ends: back to the enclosing function's state.
    pub fn end_function(&mut self, outer: DynOuter) {
        self.frames = outer.frames;
        self.function_has_goto = outer.function_has_goto;
    }
    pub fn enter_block(&mut self) {
        self.frames.push(DynFrame::Block(vec![]));
    }
    /// Leaves a block: the release of its arrays (newest first), or nothing.
    pub fn leave_block(&mut self) -> Vec<BlockItem> {
        match self.frames.pop() {
            Some(DynFrame::Block(frees)) => frees.into_iter().rev().map(expr_stmt).collect(),
            _ => vec![],
        }
    }
    /// Before lowering statement `s`: a loop or `switch` marks where `break` and `continue`
    /// stop freeing; returns whether `s` is one (then `leave_construct` after it).
    pub fn enter_statement(&mut self, s: &Stmt) -> bool {
        let frame = match s.kind {
            StmtKind::For(_)
            | StmtKind::While { .. }
            | StmtKind::DoWhile { .. }
            | StmtKind::UpcForall(_) => DynFrame::Loop,
            StmtKind::Switch { .. } => DynFrame::Switch,
            _ => return false,
        };
        self.frames.push(frame);
        true
    }
    /// Ends a loop or `switch` started by `enter_statement`.
    pub fn leave_construct(&mut self) {
        self.frames.pop();
    }
    /// The releases an exit must do first (newest array first), or none.
    pub fn exit(&self, how: DynExit) -> Vec<BlockItem> {
        let mut out = vec![];
        for f in self.frames.iter().rev() {
            match f {
                DynFrame::Block(frees) => out.extend(frees.iter().rev().cloned().map(expr_stmt)),
                DynFrame::Loop if how != DynExit::Return => break,
                DynFrame::Switch if how == DynExit::Break => break,
                _ => {}
            }
        }
        out
    }
    /// The hidden variable holding a run-time block size or dimension.
    pub fn value(&self, key: Option<ExprId>) -> Option<&String> {
        self.values.get(&key)
    }
    /// The block a loop walks the array with run-time block size `key` by.
    pub fn walk_block(&self, key: Option<ExprId>) -> Option<&String> {
        self.walk_blocks.get(&key)
    }
    pub fn set_walk_block(&mut self, key: Option<ExprId>, var: String) {
        self.walk_blocks.insert(key, var);
    }
    /// An array was created in the current block: its release, done on the way out.
    pub fn declared(&mut self, free: Expr) {
        if let Some(DynFrame::Block(frees)) = self.frames.last_mut() {
            frees.push(free);
        }
    }
}

/// A shared array declared in block scope whose layout is computed when the declaration runs.
pub(crate) struct DynDecl {
    /// The UPC name (also the name of the C variable holding a pointer-to-shared to element 0).
    pub name: String,
    /// The array's type.
    pub ty: Type,
    /// The element type (arrays peeled).
    pub elem: Type,
    /// The number of elements, over the hidden variables.
    pub count: Expr,
    /// The block size in elements (a hidden variable, or the constant).
    pub block: Expr,
    /// A comment, the declarations of the hidden variables and the run-time check.
    pub setup: Vec<BlockItem>,
}

/// A row `x[i + offset]` of the current iteration with a local pointer (the row foralls of
/// rows.rs; kept here with `Core` so that rows.rs is not imported by the lowering's core).
#[derive(Clone, Debug)]
pub(crate) struct RowPointer {
    /// The array's (or pointer's) name.
    pub(crate) name: Name,
    /// The counter's name.
    pub(crate) var: Name,
    /// The row's distance from the counter.
    pub(crate) offset: i64,
    /// The C variable holding the row's local address (null when not all this thread's).
    pub(crate) local: String,
    /// In the copy of the body where every row pointer is set.
    pub(crate) fast: bool,
}

/// A shared array `a` whose elements `a[k]` a counted loop (counter `k`) reads from a buffer
/// filled before the loop (src/backend/gather.rs): `buffer[k - first]`.
#[derive(Clone, Debug)]
pub(crate) struct GatheredArray {
    /// The array's name.
    pub(crate) name: Name,
    /// The counter's name.
    pub(crate) var: Name,
    /// The C buffer and the C variable holding the first index read into it.
    pub(crate) buffer: String,
    pub(crate) first: String,
}
