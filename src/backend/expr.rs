//! The expression lowering both UPC targets share, methods of [`Lowering`] (the walk that
//! calls it, `value`, is in walker.rs): operators, assignments, casts, conversions and calls,
//! the traced library calls, the element index of an array access and the `--checks` index
//! checks.

use crate::backend::analysis::*;
use crate::backend::lowering::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// The expression lowering (the walk is `value`): an expression becomes the same tree with its
/// parts lowered, except for
/// - a shared lvalue used for its value: its read (`read_place`, src/backend/place.rs); inside a versioned
///   `upc_forall` or a loop over a privatized pointer, the local element instead
///   (`forall_local_element`, `private_element`);
/// - `THREADS`, `MYTHREAD`, `UPC_MAX_BLOCKSIZE`, `sizeof` and `upc_*sizeof` of UPC types:
///   their value (src/backend/layout.rs: `size_expr`, `upc_sizeof_expr`);
/// - operators, assignments, casts and calls: the target's methods (`unary`, `binary`,
///   `assign`, `increment`, `cast`, `call`), which handle pointers-to-shared and shared
///   operands and lower the rest part by part;
/// - a pointer-to-shared as a condition: true when it is not null (`is_null`).
impl<'a, T: Target> Lowering<'a, T> {
    /// `sizeof(t)` of a lowered type.
    pub(crate) fn size_of(&self, t: &Type) -> Expr {
        sizeof_type(self.type_name_of(t))
    }
    /// `p + n` for the pointer-to-shared `p` to `target`, `n` elements; `array`: the array
    /// type `p` indexes, when known.
    pub(crate) fn add(&self, p: Expr, target: &Type, n: Expr, array: Option<&Type>) -> Expr {
        let size = self.size_of(target.element());
        let n = match target.kind() {
            TypeKind::Array(..) => match self.elem_count_expr(target) {
                Some(c) => binary(BinaryOp::Mul, n, c),
                None => n,
            },
            _ => n,
        };
        T::pointer_add(
            self,
            p,
            target,
            Step {
                size,
                n,
                arr: array,
            },
        )
    }
    /// The right operand `r` of an assignment to an object of type `t`, lowered (and converted
    /// to `t` for `=`).
    pub(crate) fn assigned_value(&mut self, op: AssignOp, r: &Expr, t: &Type) -> Expr {
        let rv = self.value(r);
        if op == AssignOp::Assign {
            self.convert(rv, r, t)
        } else {
            rv
        }
    }
    /// The value `++`/`--` stores in an object of type `t` whose value is `old` (`up`: `++`): pointer arithmetic for a pointer-to-shared.
    pub(crate) fn stepped_value(&self, t: &Type, old: Expr, up: bool) -> Expr {
        match t.pointee().filter(|_| t.is_pointer_to_shared()) {
            Some(target) => self.add(old, target, step(up), None),
            None if up => binary(BinaryOp::Add, old, int_expr(1)),
            None => binary(BinaryOp::Sub, old, int_expr(1)),
        }
    }
    /// The value `op=` stores in an object of type `t` whose value is `old`, `r` the lowered
    /// right operand: pointer arithmetic for a pointer-to-shared.
    pub(crate) fn compound_value(&self, op: BinaryOp, t: &Type, old: Expr, r: Expr) -> Expr {
        match t.pointee().filter(|_| t.is_pointer_to_shared()) {
            Some(target) => {
                let n = if op == BinaryOp::Sub {
                    unary(UnaryOp::Minus, r)
                } else {
                    r
                };
                self.add(old, target, n, None)
            }
            None => binary(op, old, r),
        }
    }
    /// `p - q` in elements of `pt`, `q` a pointer-to-shared to `qt`.
    pub(crate) fn pointer_difference(&self, p: Expr, pt: &Type, q: Expr, qt: &Type) -> Expr {
        let size = self.size_of(pt.element());
        let d = T::pointer_sub(self, p, pt, q, qt, size);
        match (pt.kind(), self.elem_count_expr(pt)) {
            (TypeKind::Array(..), Some(c)) => binary(BinaryOp::Div, d, c),
            _ => d,
        }
    }

    /// A lowered value of `src`'s type converted to `to` (assignment, argument, return,
    /// initialisation, cast). Only pointers-to-shared need work: to a local pointer (W0304, as
    /// the cast would), the null pointer constant, and the target's conversions between
    /// pointers-to-shared (`convert_shared`).
    pub(crate) fn convert(&mut self, v: Expr, src: &Expr, to: &Type) -> Expr {
        let to = to.decay();
        let from = self.ty(src).decay();
        if !to.is_pointer_to_shared() {
            if to.is_pointer() && from.is_pointer_to_shared() {
                let local = T::to_local(self, v, from.pointee().expect("pointer"));
                return cast(self.type_name_of(&to), local);
            }
            return v;
        }
        let target = to.pointee().expect("pointer").clone();
        if is_null_constant(src) {
            return with_span(T::null_pointer(self, &target), v.span);
        }
        if !from.is_pointer_to_shared() {
            return v;
        }
        let source = from.pointee().expect("pointer").clone();
        let span = v.span;
        with_span(T::convert_shared(self, v, &source, &target), span)
    }

    /// A unary operator: `&` of a shared lvalue (`address_of`), `!` of a pointer-to-shared,
    /// `++`/`--`; the others over their lowered operand.
    pub(crate) fn unary(&mut self, e: &Expr, op: UnaryOp, x: &Expr) -> Expr {
        let xt = self.ty(x);
        match op {
            UnaryOp::AddrOf if xt.is_shared() => self.address_of(e, x),
            UnaryOp::Not if xt.decay().is_pointer_to_shared() => {
                let v = self.value(x);
                let target = xt.decay().pointee().expect("pointer").clone();
                with_span(T::is_null(self, v, &target), e.span)
            }
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                self.increment(e, op, x, true)
            }
            _ => Expr {
                id: e.id,
                kind: ExprKind::Unary(op, Box::new(self.value(x))),
                span: e.span,
            },
        }
    }

    /// `++`/`--`; `used`: the expression's value is used. A local element stays a local
    /// `++`; a shared lvalue is the target's (`increment_shared`); a pointer-to-shared steps
    /// by `add`.
    pub(crate) fn increment(&mut self, e: &Expr, op: UnaryOp, x: &Expr, used: bool) -> Expr {
        if let Some(local) = self
            .private_fast(x)
            .or_else(|| self.forall_local_element(x, false))
        {
            let access = Expr {
                id: e.id,
                kind: ExprKind::Unary(op, Box::new(local)),
                span: e.span,
            };
            return self.checked_access(x, false, access);
        }
        let xt = self.ty(x);
        let up = matches!(op, UnaryOp::PreInc | UnaryOp::PostInc);
        let post = matches!(op, UnaryOp::PostInc | UnaryOp::PostDec);
        if xt.is_shared() {
            let access = self.increment_shared(e, x, up, post, used);
            return self.checked_access(x, false, access);
        }
        if xt.is_pointer_to_shared() {
            let target = xt.pointee().expect("pointer").clone();
            let lv = self.value(x);
            let (mut decls, lv) = self.lvalue_once(lv, &xt);
            let next = self.add(lv.clone(), &target, step(up), None);
            let store = assign(lv.clone(), next);
            let result = (used && post).then(|| {
                let [old] = self.core.names.numbered([&format!("{}_old", T::PREFIX)]);
                decls.push(self.local_var(&xt, &old, init_expr(lv)));
                ident_expr(&old)
            });
            return in_block(decls, store, result, e.span);
        }
        Expr {
            id: e.id,
            kind: ExprKind::Unary(op, Box::new(self.value(x))),
            span: e.span,
        }
    }

    /// The private lvalue `lv` of type `t` (a pointer-to-shared), for an operation that reads
    /// and writes it: itself when it has no side effects, else `*t` after `T *t = &lv;` (the
    /// declarations returned), so that it is evaluated once.
    pub(crate) fn lvalue_once(&mut self, lv: Expr, t: &Type) -> (Vec<BlockItem>, Expr) {
        if !has_side_effects(&lv) {
            return (vec![], lv);
        }
        let [p] = self.core.names.numbered([&format!("{}_lv", T::PREFIX)]);
        let pointer = Type::new(TypeKind::Pointer(t.clone()));
        let address = init_expr(unary(UnaryOp::AddrOf, lv));
        let decl = self.local_var(&pointer, &p, address);
        (vec![decl], unary(UnaryOp::Deref, ident_expr(&p)))
    }

    /// A binary operator: on pointers-to-shared, arithmetic (`add`, `pointer_difference`) and
    /// comparison (`is_null`, `pointer_equal`); the others over their lowered operands.
    pub(crate) fn binary(&mut self, e: &Expr, op: BinaryOp, a: &Expr, b: &Expr) -> Expr {
        let at = self.ty(a).decay();
        let bt = self.ty(b).decay();
        let ap = at.is_pointer_to_shared();
        let bp = bt.is_pointer_to_shared();
        if !ap && !bp || matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) {
            let (a2, b2) = if matches!(op, BinaryOp::LogAnd | BinaryOp::LogOr) {
                (self.cond(a), self.cond(b))
            } else {
                (self.value(a), self.value(b))
            };
            return Expr {
                id: e.id,
                kind: ExprKind::Binary(op, Box::new(a2), Box::new(b2)),
                span: e.span,
            };
        }
        let av = self.value(a);
        let bv = self.value(b);
        let (atarget, btarget) = (
            at.pointee().cloned().unwrap_or_else(Type::unknown),
            bt.pointee().cloned().unwrap_or_else(Type::unknown),
        );
        let negated = |test: Expr| match op {
            BinaryOp::Ne => unary(UnaryOp::Not, test),
            _ => test,
        };
        let lowered = match op {
            BinaryOp::Add | BinaryOp::Sub if ap && !bp => {
                let n = if op == BinaryOp::Sub {
                    unary(UnaryOp::Minus, bv)
                } else {
                    bv
                };
                self.add(av, &atarget, n, None)
            }
            BinaryOp::Add if bp && !ap => self.add(bv, &btarget, av, None),
            BinaryOp::Sub if ap && bp => self.pointer_difference(av, &atarget, bv, &btarget),
            BinaryOp::Eq | BinaryOp::Ne => negated(if !bp || is_null_constant(b) {
                T::is_null(self, av, &atarget)
            } else if !ap || is_null_constant(a) {
                T::is_null(self, bv, &btarget)
            } else {
                T::pointer_equal(self, av, &atarget, bv, &btarget)
            }),
            BinaryOp::Lt | BinaryOp::Gt | BinaryOp::Le | BinaryOp::Ge if ap && bp => {
                let d = self.pointer_difference(av, &atarget, bv, &btarget);
                binary(op, d, int_expr(0))
            }
            _ => {
                self.unsupported(e.span, "this operator on a pointer-to-shared");
                return e.clone();
            }
        };
        with_span(lowered, e.span)
    }

    /// An assignment; `used`: its value is used. A struct read whole into a private object
    /// (`read_into`), a local element, a privatized pointer's element, a shared lvalue (the
    /// target's `assign_shared`), or the common part (`assign_rest`).
    pub(crate) fn assign(
        &mut self,
        e: &Expr,
        op: AssignOp,
        l: &Expr,
        r: &Expr,
        used: bool,
    ) -> Expr {
        if op == AssignOp::Assign && !used && !self.ty(l).is_shared() {
            let lv = self.value(l);
            if matches!(lv.kind, ExprKind::Ident(_)) {
                if let Some(read) = self.read_into(lv, r) {
                    return self.checked_access(r, false, with_span(read, e.span));
                }
            }
        }
        if let Some(local) = self
            .private_fast(l)
            .or_else(|| self.forall_local_element(l, false))
        {
            let rv = self.value(r);
            let access = Expr {
                id: e.id,
                kind: ExprKind::Assign(op, Box::new(local), Box::new(rv)),
                span: e.span,
            };
            return self.checked_access(l, op == AssignOp::Assign, access);
        }
        if op == AssignOp::Assign && !used {
            // A privatized pointer's element: the value once, then the local or generic store.
            if let Some(store) = self.private_assign(e, l, r) {
                return store;
            }
        }
        let lt = self.ty(l);
        if lt.is_shared() {
            // A compound assignment reads first.
            let access = self.assign_shared(e, op, l, r, used);
            return self.checked_access(l, op == AssignOp::Assign, access);
        }
        self.assign_rest(e, op, l, r, &lt)
    }

    /// A cast: to a pointer-to-shared (`convert`), of a pointer-to-shared to a local pointer
    /// (`to_local`), an integer (`addrfield`) or `void`; the others over the lowered operand.
    pub(crate) fn cast(&mut self, e: &Expr, tn: &TypeName, x: &Expr) -> Expr {
        let to = self
            .analysis
            .type_name_types
            .get(&tn.id)
            .cloned()
            .unwrap_or_else(|| self.ty(e));
        let from = self.ty(x).decay();
        let v = self.value(x);
        if to.is_pointer_to_shared() {
            let c = self.convert(v, x, &to);
            return with_span(c, e.span);
        }
        if let Some(target) = from.pointee().filter(|_| from.is_pointer_to_shared()) {
            let converted = if to.is_pointer() {
                T::to_local(self, v, target)
            } else if to.is_integer() {
                T::addrfield(self, v, target)
            } else if matches!(to.kind(), TypeKind::Void) {
                v
            } else {
                self.unsupported(e.span, "this cast of a pointer-to-shared");
                return v;
            };
            return with_span(cast(self.type_name_of(&to), converted), e.span);
        }
        Expr {
            id: e.id,
            kind: ExprKind::Cast(Box::new(self.lower_type_name(tn)), Box::new(v)),
            span: e.span,
        }
    }

    /// A library call under GASP: `upc_global_exit` after its exit event (`exit`: the target's
    /// function), a traced call between its events (`make` builds the call from its
    /// arguments); `None` when neither applies. An arithmetic argument is converted to its
    /// parameter's type (`params`) first: the events pass it through `gasp_event_notify`'s
    /// `...`, where the tool reads the parameter's type (an `int` read as `size_t` there has
    /// undefined upper bits).
    pub(crate) fn traced_call(
        &self,
        e: &Expr,
        name: &str,
        (args, params): (&[Expr], &[Type]),
        exit: &str,
        make: &dyn Fn(Vec<Expr>) -> Expr,
    ) -> Option<Expr> {
        let args: Vec<Expr> = args
            .iter()
            .enumerate()
            .map(|(i, a)| match params.get(i) {
                Some(p) if p.is_arithmetic() => {
                    cast(self.type_name_of(&p.unqualified()), a.clone())
                }
                _ => a.clone(),
            })
            .collect();
        if name == "upc_global_exit" {
            let event = args
                .first()
                .and_then(|s| self.global_exit_event(s.clone(), exit, e.span));
            if event.is_some() {
                return event;
            }
        }
        // (The library functions whose events do not report a result are all `void`,
        // whatever an implicit declaration said.)
        let returns_void =
            matches!(self.ty(e).kind(), TypeKind::Void) || !crate::backend::gasp::uses_result(name);
        self.gasp_call(name, args, returns_void, e.span, make)
    }

    /// Under `--checks`: the check, before the access, that `e` (a shared lvalue accessed with
    /// `bytes` bytes; a write when `is_put`) lies inside the declared shared object it
    /// names with subscripts (`a[i]`, `a[i][j]`, `a[i].m`, `s.m[k]`): each subscripted array's
    /// element index, flattened over its dimensions, against its element count. The element
    /// count is the declared one (THREADS static or dynamic), so an index past one object that
    /// reaches into another, or into the padding of the last block, is reported, which the
    /// runtime's check of the address alone cannot see. `PGAS_CHECK_INDEX`
    /// (runtime-aux/include/pgas_checks.h) is nothing without `--checks`. `None` when nothing
    /// is checked: a pointer's target, an object whose count is unknown, a subscript that the
    /// check, evaluating it again, could change (side effects, shared reads).
    pub(crate) fn index_checks(&mut self, e: &Expr, bytes: &Expr, is_put: bool) -> Option<Expr> {
        // The arrays subscripted on the way to the object, outermost first: (array, its
        // subscripts, whether it is the object itself).
        if !self.options.checks {
            return None;
        }
        let mut arrays: Vec<(Type, Vec<&Expr>, bool)> = vec![];
        let mut x = e;
        loop {
            match &x.kind {
                ExprKind::Member {
                    base, arrow: false, ..
                }
                | ExprKind::Extension(base) => x = base,
                ExprKind::Index(..) => {
                    let (array, subs) = self.array_subscripts(x)?;
                    x = array;
                    arrays.push((self.ty(x), subs, matches!(x.kind, ExprKind::Ident(_))));
                }
                ExprKind::Ident(_) if self.ty(x).is_shared() => break,
                _ => return None,
            }
        }
        let object = self.ty(x);
        let block = self.block_elems_expr(&object);
        let mut checks = vec![];
        let mut owner = int_expr(0);
        for (array, subs, whole) in arrays.iter().rev() {
            if !subs.iter().all(|s| self.evaluates_again_alike(s)) {
                return None;
            }
            // The whole array's element count.
            let count = self.elem_count_expr(array)?;
            let index = self.flat_index(array, subs)?;
            if *whole {
                owner = index.clone();
            }
            let args = vec![
                index,
                count,
                owner.clone(),
                block.clone(),
                self.threads_expr(),
                bytes.clone(),
                int_expr(u8::from(is_put)),
            ];
            checks.push(call("PGAS_CHECK_INDEX", args));
        }
        checks.into_iter().reduce(comma)
    }

    /// `e`, an element or sub-array named by subscripts of an array (`a[i][j]`, also `j[a[i]]`):
    /// the array (the operand of the outermost subscript, `a`) and the subscripts, outermost
    /// first; `None` when `e` is not a subscript of an array (a pointer's subscript).
    pub(crate) fn array_subscripts<'e>(&self, e: &'e Expr) -> Option<(&'e Expr, Vec<&'e Expr>)> {
        let mut subs = vec![];
        let mut x = e;
        while let ExprKind::Index(a, b) = &x.kind {
            let is_array = |y: &Expr| matches!(self.ty(y).kind(), TypeKind::Array(..));
            let (base, index) = if is_array(a) {
                (a, b)
            } else if is_array(b) {
                (b, a)
            } else if subs.is_empty() {
                return None;
            } else {
                break;
            };
            subs.push(&**index);
            x = base;
        }
        subs.reverse();
        Some((x, subs))
    }

    /// The element index of `array[s0][s1]…` (`subs`, outermost first, at most one per
    /// dimension) flattened over the array's dimensions, counted in the array's innermost
    /// elements: `s0 * d1 * d2 … + s1 * d2 … + …`, with `dk` the k-th dimension (a dimension of
    /// `k * THREADS` elements as such, a run-time dimension as its hidden variable). With fewer
    /// subscripts than dimensions it is the index of the sub-array's first element. A
    /// subscript is multiplied in `long`; a constant one is folded with the constant
    /// dimensions, a zero one left out. The one computation of an element's position in a
    /// declared array: the address of an access (`--to upcr`) and the index checks
    /// ([`index_checks`](Self::index_checks)) use it. `None` when an inner dimension is unknown.
    pub(crate) fn flat_index(&mut self, array: &Type, subs: &[&Expr]) -> Option<Expr> {
        let mut dims = vec![];
        let mut t = array;
        while let TypeKind::Array(elem, len) = t.kind() {
            dims.push(*len);
            t = elem;
        }
        let mut index: Option<Expr> = None;
        for (k, s) in subs.iter().enumerate() {
            let v = self.value(s);
            if matches!(&v.kind, ExprKind::Int(n) if &**n == "0") {
                continue;
            }
            let mut stride = vec![];
            for len in dims.get(k + 1..).unwrap_or_default() {
                stride.extend(self.dimension_factors(*len)?);
            }
            let term = if matches!(v.kind, ExprKind::Int(_)) {
                // A constant subscript: one constant with the dimensions'.
                stride.insert(0, v);
                fold_product(stride).unwrap_or_else(|| int_expr(1))
            } else {
                match fold_product(stride) {
                    None => v,
                    Some(stride) => binary(BinaryOp::Mul, cast_to_long(v), stride),
                }
            };
            index = Some(match index {
                None => term,
                Some(i) => binary(BinaryOp::Add, i, term),
            });
        }
        Some(index.unwrap_or_else(|| int_expr(0)))
    }

    /// Under `--checks`: the [`index_checks`](Self::index_checks) of the shared arguments of
    /// `upc_memget`, `upc_memput`, `upc_memcpy`, `upc_memset` (and their `_nb`, `_nbi` forms)
    /// that are the address of an element of a declared object (`&a[i]`), for the transfer's
    /// bytes; the runtime checks that they stay in the object the element is in.
    pub(crate) fn transfer_checks(&mut self, name: &str, args: &[Expr]) -> Option<Expr> {
        let base = name
            .strip_suffix("_nbi")
            .or_else(|| name.strip_suffix("_nb"))
            .unwrap_or(name);
        let sides: &[(usize, bool)] = match base {
            "upc_memget" => &[(1, false)],
            "upc_memput" | "upc_memset" => &[(0, true)],
            "upc_memcpy" => &[(0, true), (1, false)],
            _ => return None,
        };
        let n = args.get(2)?;
        if !self.evaluates_again_alike(n) {
            return None;
        }
        let bytes = self.value(n);
        let mut checks = vec![];
        for &(k, is_put) in sides {
            if let Some(ExprKind::Unary(UnaryOp::AddrOf, x)) = args.get(k).map(|a| &a.kind) {
                checks.extend(self.index_checks(x, &bytes, is_put));
            }
        }
        checks.into_iter().reduce(comma)
    }

    /// Whether a check may evaluate `e` a second time before the access: no side effects and
    /// no shared data read (which another thread may change in between).
    pub(crate) fn evaluates_again_alike(&self, e: &Expr) -> bool {
        let mut shared = false;
        visit_exprs_in_expr(e, &mut |y| shared |= self.ty(y).is_shared());
        !shared && !has_side_effects(e)
    }

    /// `access`, the lowering of an access to the shared lvalue `e` (a write when `is_put`),
    /// after its [`index_checks`](Self::index_checks).
    pub(crate) fn checked_access(&mut self, e: &Expr, is_put: bool, access: Expr) -> Expr {
        let t = self.ty(e);
        if matches!(t.kind(), TypeKind::Array(..)) {
            return access;
        }
        let bytes = self.size_expr(&t.unqualified());
        match self.index_checks(e, &bytes, is_put) {
            Some(c) => {
                let span = access.span;
                with_span(comma(c, access), span)
            }
            None => access,
        }
    }

    /// The arguments of a call, each converted to its parameter's type.
    pub(crate) fn call_arguments(&mut self, args: &[Expr], params: &[Type]) -> Vec<Expr> {
        args.iter()
            .enumerate()
            .map(|(i, a)| {
                let v = self.value(a);
                match params.get(i) {
                    Some(p) => self.convert(v, a, p),
                    None => v,
                }
            })
            .collect()
    }

    /// A call: a library function the program does not define itself is the target's
    /// (`library_call`); any other call keeps its shape with converted arguments.
    pub(crate) fn call(&mut self, e: &Expr, f: &Expr, args: &[Expr]) -> Expr {
        let ft = self.ty(f);
        let fn_type = match ft.kind() {
            TypeKind::Pointer(t) => t.clone(),
            _ => ft.clone(),
        };
        let params: Vec<Type> = match fn_type.kind() {
            TypeKind::Function { params, .. } => params.clone().unwrap_or_default(),
            _ => vec![],
        };
        // A function the program declares itself is called as declared, whatever its name; a
        // shared pointer to a function named by the call is the program's object, read first.
        let library = match &f.kind {
            ExprKind::Ident(i)
                if !ft.is_shared()
                    && self
                        .analysis
                        .is_library_function(&i.name, T::known_call(&i.name)) =>
            {
                Some(i.name.to_string())
            }
            _ => None,
        };
        let checks = library
            .as_deref()
            .and_then(|name| self.transfer_checks(name, args));
        let by_name = library.is_some();
        let name = library.clone();
        let lowered: Lowered = match library {
            Some(name) => {
                let c = LibraryCall {
                    e,
                    name: &name,
                    args,
                    params: &params,
                };
                T::library_call(self, c)
            }
            None => Err(self.call_arguments(args, &params)),
        };
        let call = lowered.unwrap_or_else(|lowered| {
            // (A library function called by name is the target's function of that name.)
            let callee = if by_name { f.clone() } else { self.value(f) };
            Expr {
                id: e.id,
                kind: ExprKind::Call(Box::new(callee), lowered),
                span: e.span,
            }
        });
        let call = self.race_library_call(name.as_deref(), e, call);
        match checks {
            Some(c) => {
                let span = call.span;
                with_span(comma(c, call), span)
            }
            None => call,
        }
    }

    /// An assignment that the target's `assign` left to the common part: `p += n`, `p -= n` on
    /// a pointer-to-shared `p` (through `add`), or an assignment to a private lvalue of type
    /// `lt` (the value converted for `=`).
    pub(crate) fn assign_rest(
        &mut self,
        e: &Expr,
        op: AssignOp,
        l: &Expr,
        r: &Expr,
        lt: &Type,
    ) -> Expr {
        if lt.is_pointer_to_shared() && op != AssignOp::Assign {
            // p += n, p -= n
            let target = lt.pointee().expect("pointer").clone();
            let lv = self.value(l);
            let rv = self.value(r);
            let n = if op == AssignOp::Sub {
                unary(UnaryOp::Minus, rv)
            } else {
                rv
            };
            let (decls, lv) = self.lvalue_once(lv, lt);
            let next = self.add(lv.clone(), &target, n, None);
            return in_block(decls, assign(lv, next), None, e.span);
        }
        let lv = self.value(l);
        let rv = self.value(r);
        let rv = if op == AssignOp::Assign {
            self.convert(rv, r, lt)
        } else {
            rv
        };
        Expr {
            id: e.id,
            kind: ExprKind::Assign(op, Box::new(lv), Box::new(rv)),
            span: e.span,
        }
    }
}
