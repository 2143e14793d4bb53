//! What a target does: the [`Target`] trait, the few dozen primitives in which `--to upcr`
//! (src/backend/upcr) and `--to ga` (src/backend/ga) differ, and the types they are spoken in.
//!
//! The shared lowering (a [`Lowering`] for every target) calls them as `T::primitive(self, …)`;
//! a primitive gets the whole lowering (`l`), so that it can lower the operands it is given
//! and reach its own state as `l.target`.

use crate::backend::lowering::{DynDecl, Lowering};
use crate::backend::namer::UpcTarget;
use crate::sema::types::*;
use pgas_grammar::*;

/// A target of the UPC lowering: its fixed spellings and its primitives.
pub(crate) trait Target: Sized {
    /// The target.
    const KIND: UpcTarget;
    /// [`TargetSpec::prefix`].
    const PREFIX: &'static str = Self::KIND.spec().prefix;
    /// [`TargetSpec::name`].
    const TARGET: &'static str = Self::KIND.spec().name;
    /// [`TargetSpec::support_note`].
    const SUPPORT_NOTE: &'static str = Self::KIND.spec().support_note;
    /// [`TargetSpec::check_layout`].
    const CHECK_LAYOUT: &'static str = Self::KIND.spec().check_layout;
    /// [`TargetSpec::handle_type`].
    const HANDLE_TYPE: Option<&'static str> = Self::KIND.spec().handle_type;
    /// [`TargetSpec::record_tag`].
    const RECORD_TAG: &'static str = Self::KIND.spec().record_tag;
    /// [`TargetSpec::dynamic_threads`].
    const DYNAMIC_THREADS: &'static str = Self::KIND.spec().dynamic_threads;
    /// [`TargetSpec::mythread`].
    const MYTHREAD: &'static str = Self::KIND.spec().mythread;

    // ------------------------------------------------------------------------------------------
    // The file
    // ------------------------------------------------------------------------------------------

    /// The target's state for the translation of `unit`.
    fn new(unit: &TranslationUnit) -> Self;
    /// A declaration or function definition of the program (`item` is one of those two).
    fn external(l: &mut Lowering<Self>, item: &ExternalDecl, out: &mut Vec<ExternalDecl>);
    /// The whole file, once every item is lowered without error: the head (`unit_head`), the
    /// lowered `items` and the backend's own definitions and start-up code.
    fn finish(l: Lowering<Self>, items: Vec<ExternalDecl>) -> Vec<ExternalDecl>;

    // ------------------------------------------------------------------------------------------
    // Types and pointers-to-shared
    // ------------------------------------------------------------------------------------------

    /// The C type of a pointer to `target` (a shared type): the runtime's typedef name.
    fn shared_pointer_type(l: &Lowering<Self>, target: &Type) -> TypeSpec;
    /// The local address of what the pointer `name` to `t` points to (null when that is not
    /// this thread's), and the pointer's phase.
    fn local_pointer_setup(l: &mut Lowering<Self>, name: &str, t: &Type) -> (Expr, Expr);
    /// `p + n` for the pointer-to-shared `p` to `t` and the [`Step`] `n` elements of `size`
    /// bytes.
    fn pointer_add(l: &Lowering<Self>, p: Expr, t: &Type, step: Step) -> Expr;
    /// `p - q` in elements of `size` bytes, `p` a pointer-to-shared to `pt`, `q` to `qt`.
    fn pointer_sub(l: &Lowering<Self>, p: Expr, pt: &Type, q: Expr, qt: &Type, size: Expr) -> Expr;
    /// `a == b` on two pointers-to-shared to `at` and `bt`.
    fn pointer_equal(l: &Lowering<Self>, a: Expr, at: &Type, b: Expr, bt: &Type) -> Expr;
    /// The C test that the pointer-to-shared `v` to `target` is null.
    fn is_null(l: &Lowering<Self>, v: Expr, target: &Type) -> Expr;
    /// The null pointer-to-shared to `target`.
    fn null_pointer(l: &Lowering<Self>, target: &Type) -> Expr;
    /// The pointer-to-shared `v` to `source` as a pointer to `target` (`v` itself when
    /// neither the representation nor the phase changes).
    fn convert_shared(l: &Lowering<Self>, v: Expr, source: &Type, target: &Type) -> Expr;
    /// The runtime's bulk read of `count` elements of a shared array from `first` on
    /// (src/backend/gather.rs): `args` are the buffer, `first` (a pointer-to-shared to
    /// `target`), the element size, the block size and `count`.
    fn get_range(l: &Lowering<Self>, target: &Type, args: Vec<Expr>) -> Expr;
    /// The local address the pointer-to-shared `v` to `target` points to.
    fn to_local(l: &Lowering<Self>, v: Expr, target: &Type) -> Expr;
    /// The address field of the pointer-to-shared `v` to `target` (`upc_addrfield`).
    fn addrfield(l: &Lowering<Self>, v: Expr, target: &Type) -> Expr;

    // ------------------------------------------------------------------------------------------
    // Expressions and calls
    // ------------------------------------------------------------------------------------------

    /// Whether the target gives calls of the library function `name` a meaning of its own.
    fn known_call(name: &str) -> bool;
    /// A call of `name`, a library function (`known_call`) the program does not define:
    /// the target's call, or `Err` with the lowered arguments for the plain call.
    fn library_call(l: &mut Lowering<Self>, c: LibraryCall) -> Lowered;
    /// An expression is about to be lowered for its value.
    fn before_value(_l: &mut Lowering<Self>, _e: &Expr) {}
    /// An identifier that is not shared.
    fn ident(_l: &mut Lowering<Self>, e: &Expr, _i: &Ident) -> Expr {
        e.clone()
    }

    // ------------------------------------------------------------------------------------------
    // Shared places (src/backend/place.rs)
    // ------------------------------------------------------------------------------------------

    /// The place of the shared identifier `e` (`i`): the object by name, or a pointer to it.
    fn object_place(l: &mut Lowering<Self>, e: &Expr, i: &Ident) -> Option<PlaceBase>;
    /// A pointer-to-shared to the start of `p`, as a pointer to `target`.
    fn place_pointer(l: &mut Lowering<Self>, p: &Place, target: &Type) -> Expr;
    /// The read of `p` by value (an expression of `p.ty` unqualified); `span`: the access's
    /// source, for its GASP events.
    fn get(l: &mut Lowering<Self>, p: &Place, span: Span) -> Expr;
    /// The write of `value` (of `p.ty` unqualified) to `p`, as an expression statement.
    fn put(l: &mut Lowering<Self>, p: &Place, value: Expr, span: Span) -> Expr;
    /// Whether the target copies a shared object of type `t` (unqualified) as bytes rather
    /// than by value (then a private object is read into in place: `Lowering::read_into`).
    fn copies_bytes(l: &Lowering<Self>, t: &Type, strict: bool) -> bool;
    /// The copy of `p` into the private object `dest` (an lvalue evaluated twice: an
    /// identifier), all its bytes.
    fn get_bytes(l: &mut Lowering<Self>, p: &Place, dest: Expr) -> Expr;
    /// The copy of the private object `src` (an identifier) into `p`, all its bytes.
    fn put_bytes(l: &mut Lowering<Self>, p: &Place, src: Expr) -> Expr;

    // ------------------------------------------------------------------------------------------
    // Declarations
    // ------------------------------------------------------------------------------------------

    /// A file-scope shared object declared the target's way; `false` when its declaration is
    /// dropped.
    fn file_shared(l: &mut Lowering<Self>, t: &Type, d: SharedDecl) -> bool;
    /// A block-scope shared object that is not created at run time (`static`, automatic —
    /// the extension —, or `extern`), declared the target's way (hoisted to file scope);
    /// `false` when its declaration stays in place, lowered.
    fn block_shared(l: &mut Lowering<Self>, t: Type, d: SharedDecl) -> bool;
    /// A block-scope shared array sized or blocked at run time: the block items that create
    /// it where it is declared (its hidden variables and checks `dd.setup` first), its release
    /// registered in `Core::dyn_arrays`.
    fn dynamic_array(l: &mut Lowering<Self>, dd: DynDecl) -> Vec<BlockItem>;

    // ------------------------------------------------------------------------------------------
    // Statements
    // ------------------------------------------------------------------------------------------

    /// A function definition begins (its name set in `Core::function_name`).
    fn enter_function(_l: &mut Lowering<Self>, _name: &str) {}
    /// What a function whose body does not end in `return` does at its end (`main`: return
    /// 0), after the exit events (see [`FunctionEnd`]).
    fn function_end(l: &mut Lowering<Self>, f: FunctionEnd, body: &mut Block);
    /// A `upc_forall` loop lowered; `all_threads`: every thread executes it (a statement of
    /// `main`'s body that no earlier one lets a thread skip).
    fn forall_stmt(l: &mut Lowering<Self>, f: &Forall, span: Span, all_threads: bool) -> Stmt;
    /// The call of `upc_barrier`, `upc_notify` or `upc_wait`, with the barrier value `value`
    /// when `named`.
    fn sync_call(l: &Lowering<Self>, which: Sync, value: Expr, named: bool) -> Expr;
    /// `upc_fence`.
    fn fence(l: &mut Lowering<Self>, span: Span) -> Stmt;
    /// The specifiers and declarator of the temporary `name` that holds the returned value
    /// `r` while the exit events run.
    fn return_temp(l: &Lowering<Self>, r: ReturnValue, name: &str) -> (DeclSpecs, Declarator);
    /// A block begins: whether every thread executes its statements (until one that may let
    /// a thread skip the rest). None by default.
    fn block_all_threads(_l: &mut Lowering<Self>) -> bool {
        false
    }
    /// A statement of a block, `all_threads` as `block_all_threads` (updated past `s`).
    fn block_statement(l: &mut Lowering<Self>, s: &Stmt, _all_threads: &mut bool) -> Stmt {
        l.stmt(s)
    }
    /// A statement begins: whether every thread executes it (see `block_statement`).
    fn statement_all_threads(_l: &mut Lowering<Self>) -> bool {
        false
    }

    // ------------------------------------------------------------------------------------------
    // upc_forall (src/backend/forall.rs)
    // ------------------------------------------------------------------------------------------

    /// The backend's identity of a named shared array.
    type Array: Clone + PartialEq;
    /// The shared array object an identifier names in the current scope.
    fn array_named(l: &Lowering<Self>, name: &Name) -> Option<Self::Array>;
    /// The array's name in the program (for comments and local pointer names).
    fn array_source(l: &Lowering<Self>, a: &Self::Array) -> String;
    /// Inside a walk, what the expression lowering reads: `a[var]` → `*pointer`, the local
    /// pointer that walks `a` (the current block's bounds, for `a[i ± k]`, are
    /// `Core::local_block`).
    fn local_subst(&mut self) -> &mut Vec<(Self::Array, Name, String)>;
    /// `upc_threadof(v)` for `v` of pointer-to-shared type `ptr`.
    fn threadof(l: &Lowering<Self>, ptr: &Type, v: Expr) -> Expr;
    /// The local address of `a[var]` (this thread's element; `block` the walk's block size).
    fn local_address(
        l: &mut Lowering<Self>,
        a: &Self::Array,
        at: &Type,
        var: &str,
        block: &Expr,
    ) -> Expr;
    /// Whether every shared access must stay a GASP event (no local pointers; under
    /// `--checks=races` alone a `upc_forall` walk logs ranges: src/backend/forall/ranges.rs).
    fn local_walk_off(l: &Lowering<Self>) -> bool;
}

/// A call `library_call` made, or the lowered arguments of the plain call.
pub(crate) type Lowered = Result<Expr, Vec<Expr>>;

/// What `pointer_add` adds: `n` elements of `size` bytes (`n` counts the scalars of an array
/// target); `arr`: the array type the pointer indexes, when known (the block size of a `[*]`
/// array).
pub(crate) struct Step<'t> {
    pub size: Expr,
    pub n: Expr,
    pub arr: Option<&'t Type>,
}

/// A call of a library function for `library_call`: the call `e` of `name` as written, its
/// arguments, and the parameter types of the function's prototype.
pub(crate) struct LibraryCall<'c> {
    pub e: &'c Expr,
    pub name: &'c str,
    pub args: &'c [Expr],
    pub params: &'c [Type],
}

/// The declarator of a shared object and its declaration's storage class (`file_shared`,
/// `block_shared`).
pub(crate) struct SharedDecl<'d> {
    pub id: &'d InitDeclarator,
    pub storage: Option<StorageClass>,
}

/// How a function ends (`function_end`): whether it is `main`, whether its body ends in
/// `return`, and the position of its closing brace.
pub(crate) struct FunctionEnd {
    pub main: bool,
    pub ends_with_return: bool,
    pub end: Span,
}

/// The value a `return` returns (`return_temp`): the function's return type, if known, and
/// the lowered expression.
pub(crate) struct ReturnValue<'r> {
    pub ty: Option<&'r Type>,
    pub v: &'r Expr,
}

/// The fixed spellings of a target: its name spaces, its messages, a few runtime names.
pub(crate) struct TargetSpec {
    /// The prefix of the target's generated names and runtime entry points.
    pub prefix: &'static str,
    /// The target's name in messages.
    pub name: &'static str,
    /// Where the user's documentation lists what the target supports.
    pub support_note: &'static str,
    /// The run-time check that every thread declared a run-time-sized array alike.
    pub check_layout: &'static str,
    /// The type (a typedef name of the target's header) that `upc_handle_t` names instead of
    /// the UPC header's, if the target's header defines one.
    pub handle_type: Option<&'static str>,
    /// The prefix of the tags given to untagged records (see `record_names`).
    pub record_tag: &'static str,
    /// `THREADS` in generated code when the thread count is not fixed by `--threads N`.
    pub dynamic_threads: &'static str,
    /// `MYTHREAD` in generated code.
    pub mythread: &'static str,
}

impl UpcTarget {
    /// The target's fixed spellings.
    pub(crate) const fn spec(self) -> TargetSpec {
        match self {
            UpcTarget::Upcr => TargetSpec {
                prefix: "upcrt",
                name: "upcr",
                support_note: "see docs/user-guide.md, \"Supported constructs\"",
                check_layout: "upcr_all_check_layout",
                handle_type: Some("upcr_handle_t"),
                record_tag: "upcrt_record",
                dynamic_threads: "((int)upcr_threads())",
                mythread: "((int)upcr_mythread())",
            },
            UpcTarget::Ga => TargetSpec {
                prefix: "upcga",
                name: "ga",
                support_note: "see docs/ga-backend.md, \"Not supported yet\"",
                check_layout: "upcga_all_check_layout",
                handle_type: None,
                record_tag: "upcga_record",
                // The auxiliary header's `THREADS` (`GA_Nnodes()`) and `MYTHREAD`.
                dynamic_threads: "THREADS",
                mythread: "MYTHREAD",
            },
        }
    }
}

/// One of the three synchronisation statements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sync {
    Barrier,
    Notify,
    Wait,
}

impl Sync {
    /// The statement's name (`barrier`, `notify`, `wait`).
    pub fn name(self) -> &'static str {
        match self {
            Sync::Barrier => "barrier",
            Sync::Notify => "notify",
            Sync::Wait => "wait",
        }
    }
}

/// Where a shared lvalue starts.
#[derive(Clone)]
pub(crate) enum PlaceBase {
    /// A declared shared object that the target reaches by name (its `object_place` said so),
    /// with the subscripts applied to it so far, lowered, outermost first: none for the object
    /// itself, fewer than its dimensions for a sub-array.
    Object { name: Name, subs: Vec<Expr> },
    /// What the pointer-to-shared `ptr` (a lowered tree) to `target` points to.
    Pointer { ptr: Expr, target: Type },
}

/// A shared lvalue, lowered.
#[derive(Clone)]
pub(crate) struct Place {
    pub base: PlaceBase,
    /// Bytes from the start of the base to the lvalue (a tree: a sum of `offsetof`s and
    /// `index * size` terms), for members of shared structs and elements of their array
    /// members.
    pub offset: Option<Expr>,
    /// The offset has side effects or reads shared data (a subscript `i++`, `idx[0]`): an
    /// operation that uses the place twice evaluates it once.
    pub offset_once: bool,
    /// The lvalue's type (shared-qualified).
    pub ty: Type,
}

impl Place {
    pub(crate) fn pointer(ptr: Expr, target: Type, ty: Type) -> Place {
        Place {
            base: PlaceBase::Pointer { ptr, target },
            offset: None,
            offset_once: false,
            ty,
        }
    }
}
