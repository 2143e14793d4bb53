//! Declarations: proxies for shared objects, pointer-to-shared types, functions and `main`.

use super::{ident, Lowerer, StaticShared};
use crate::sema::types::*;
use pgas_grammar::*;

/// The type one derivation less: a pointer's target, an array's element, a function's result.
fn peel(t: &Type) -> Type {
    match t.kind() {
        TypeKind::Pointer(x) => x.clone(),
        TypeKind::Array(e, _) => e.clone(),
        TypeKind::Function { ret, .. } => ret.clone(),
        _ => t.clone(),
    }
}

/// The derivation nodes of a declarator, outermost (applied first to the base type) first.
fn derivations(d: &Declarator) -> Vec<&Declarator> {
    let mut v = vec![];
    let mut d = d;
    loop {
        match d {
            Declarator::Abstract | Declarator::Ident(_) => return v,
            Declarator::Pointer { inner, .. }
            | Declarator::Array { inner, .. }
            | Declarator::Function { inner, .. }
            | Declarator::KrFunction { inner, .. } => {
                v.push(d);
                d = inner;
            }
            Declarator::Attributed { inner, .. } => d = inner,
        }
    }
}

fn is_upc_qual(q: &TypeQual) -> bool {
    matches!(
        q,
        TypeQual::Shared(..) | TypeQual::Strict(_) | TypeQual::Relaxed(_)
    )
}

/// Whether a type mentions shared data (is shared, or derives from a pointer-to-shared).
pub(crate) fn involves_upc(t: &Type) -> bool {
    if t.quals().shared.is_some() {
        return true;
    }
    match t.kind() {
        TypeKind::Pointer(x) => x.is_shared() || involves_upc(x),
        TypeKind::Array(e, _) => involves_upc(e),
        TypeKind::Function { ret, params, .. } => {
            involves_upc(ret) || params.iter().flatten().any(involves_upc)
        }
        _ => false,
    }
}

impl Lowerer<'_> {
    fn decl_type(&self, d: &Declarator) -> Option<Type> {
        self.a.decl_types.get(&d.span()?.lo).cloned()
    }

    /// Declaration specifiers with the type replaced by `type_name` (storage class, function
    /// specifiers and attributes kept).
    fn specs_with_type(&self, specs: &DeclSpecs, type_name: &str, quals: &[TypeQual]) -> DeclSpecs {
        let mut items: Vec<DeclSpec> = specs
            .items
            .iter()
            .filter(|s| {
                matches!(
                    s,
                    DeclSpec::Storage(..) | DeclSpec::Function(..) | DeclSpec::Attr(_)
                )
            })
            .cloned()
            .collect();
        for q in quals {
            if matches!(q, TypeQual::Const(_) | TypeQual::Volatile(_)) {
                items.push(DeclSpec::Qual(q.clone()));
            }
        }
        items.push(DeclSpec::Type(TypeSpec::TypedefName(ident(type_name))));
        DeclSpecs {
            items,
            span: specs.span,
        }
    }

    /// Specifiers without UPC qualifiers, struct definitions lowered.
    pub(super) fn lower_specs(&mut self, specs: &DeclSpecs) -> DeclSpecs {
        let mut items = Vec::with_capacity(specs.items.len());
        for s in &specs.items {
            match s {
                DeclSpec::Qual(q) if is_upc_qual(q) => {}
                DeclSpec::Type(TypeSpec::Struct(st)) if st.fields.is_some() => {
                    let mut st = (**st).clone();
                    st.fields = st.fields.as_ref().map(|f| self.lower_fields(f));
                    if st.name.is_none() {
                        st.name = self.our_tag(&st).map(|t| super::ident(&t));
                    }
                    items.push(DeclSpec::Type(TypeSpec::Struct(Box::new(st))));
                }
                DeclSpec::Type(TypeSpec::Enum(en)) if en.enumerators.is_some() => {
                    let mut en = (**en).clone();
                    for e in en.enumerators.iter_mut().flatten() {
                        e.value = e.value.as_ref().map(|v| self.value(v));
                    }
                    items.push(DeclSpec::Type(TypeSpec::Enum(Box::new(en))));
                }
                _ => items.push(s.clone()),
            }
        }
        DeclSpecs {
            items,
            span: specs.span,
        }
    }

    fn lower_fields(&mut self, fields: &[StructField]) -> Vec<StructField> {
        let mut out = vec![];
        for f in fields {
            let StructField::Field {
                extension,
                specs,
                declarators,
                span,
            } = f
            else {
                out.push(f.clone());
                continue;
            };
            let upc = declarators.iter().any(|sd| {
                sd.declarator
                    .as_ref()
                    .and_then(|d| self.decl_type(d))
                    .is_some_and(|t| involves_upc(&t))
            });
            if !upc {
                let declarators = declarators
                    .iter()
                    .map(|sd| StructDeclarator {
                        declarator: sd.declarator.as_ref().map(|d| self.lower_declarator(d)),
                        ..sd.clone()
                    })
                    .collect();
                out.push(StructField::Field {
                    extension: *extension,
                    specs: self.lower_specs(specs),
                    declarators,
                    span: *span,
                });
                continue;
            }
            for sd in declarators {
                let (s, d) = match &sd.declarator {
                    Some(d) => {
                        let full = self.decl_type(d);
                        let (s, d) = self.lower_decl_parts(specs, d, full, false);
                        (s, Some(d))
                    }
                    None => (self.lower_specs(specs), None),
                };
                out.push(StructField::Field {
                    extension: *extension,
                    specs: s,
                    declarators: vec![StructDeclarator {
                        declarator: d,
                        ..sd.clone()
                    }],
                    span: *span,
                });
            }
        }
        out
    }

    /// The lowered specifiers and declarator of one declared entity of type `full`: a shared
    /// object becomes its proxy, the innermost pointer-to-shared derivation becomes the
    /// runtime's pointer type, UPC qualifiers go.
    pub(super) fn lower_decl_parts(
        &mut self,
        specs: &DeclSpecs,
        d: &Declarator,
        full: Option<Type>,
        param: bool,
    ) -> (DeclSpecs, Declarator) {
        let Some(full) = full else {
            return (self.lower_specs(specs), self.lower_declarator(d));
        };
        let nodes = derivations(d);
        let k = nodes.len();
        let mut types = vec![full.clone(); k + 1];
        for i in (0..k).rev() {
            types[i] = peel(&types[i + 1]);
        }
        if full.is_shared() && !param && !specs.is_typedef() {
            let name = d.ident().cloned().unwrap_or_else(|| ident(""));
            let repr = self.repr(&full);
            return (
                self.specs_with_type(specs, repr.type_name(), &[]),
                Declarator::Ident(name),
            );
        }
        // The innermost pointer derivation whose target is shared (an array parameter of
        // shared elements is such a pointer too).
        let found = (1..=k).rev().find(|&i| {
            let target_shared = types[i - 1].is_shared();
            match nodes[i - 1] {
                Declarator::Pointer { .. } => target_shared,
                Declarator::Array { .. } => param && i == k && target_shared,
                _ => false,
            }
        });
        let Some(i) = found else {
            return (self.lower_specs(specs), self.lower_declarator(d));
        };
        let (quals, inner) = match nodes[i - 1] {
            Declarator::Pointer { quals, inner, .. } => (
                quals
                    .iter()
                    .filter_map(|q| match q {
                        PtrQual::Qual(q) => Some(q.clone()),
                        _ => None,
                    })
                    .collect(),
                inner,
            ),
            Declarator::Array { inner, .. } => (vec![], inner),
            _ => unreachable!("found only pointer and array derivations"),
        };
        let repr = self.repr(&types[i - 1]);
        (
            self.specs_with_type(specs, repr.type_name(), &quals),
            self.lower_declarator(inner),
        )
    }

    /// A declarator with UPC qualifiers removed, parameters and array sizes lowered.
    pub(super) fn lower_declarator(&mut self, d: &Declarator) -> Declarator {
        match d {
            Declarator::Abstract | Declarator::Ident(_) => d.clone(),
            Declarator::Pointer { quals, inner, span } => Declarator::Pointer {
                quals: quals
                    .iter()
                    .filter(|q| !matches!(q, PtrQual::Qual(q) if is_upc_qual(q)))
                    .cloned()
                    .collect(),
                inner: Box::new(self.lower_declarator(inner)),
                span: *span,
            },
            Declarator::Array {
                inner,
                quals,
                is_static,
                size,
                span,
            } => Declarator::Array {
                inner: Box::new(self.lower_declarator(inner)),
                quals: quals.iter().filter(|q| !is_upc_qual(q)).cloned().collect(),
                is_static: *is_static,
                size: match size {
                    ArraySize::Expr(e) => ArraySize::Expr(Box::new(self.value(e))),
                    s => s.clone(),
                },
                span: *span,
            },
            Declarator::Function {
                inner,
                params,
                span,
            } => Declarator::Function {
                inner: Box::new(self.lower_declarator(inner)),
                params: ParamList {
                    params: params.params.iter().map(|p| self.lower_param(p)).collect(),
                    variadic: params.variadic,
                },
                span: *span,
            },
            Declarator::KrFunction { inner, names, span } => Declarator::KrFunction {
                inner: Box::new(self.lower_declarator(inner)),
                names: names.clone(),
                span: *span,
            },
            Declarator::Attributed { attrs, inner, span } => Declarator::Attributed {
                attrs: attrs.clone(),
                inner: Box::new(self.lower_declarator(inner)),
                span: *span,
            },
        }
    }

    fn lower_param(&mut self, p: &ParamDecl) -> ParamDecl {
        let full = self.decl_type(&p.declarator);
        let (specs, declarator) = self.lower_decl_parts(&p.specs, &p.declarator, full, true);
        ParamDecl {
            specs,
            declarator,
            attrs: p.attrs.clone(),
            span: p.span,
        }
    }

    /// A type name of a cast, `sizeof` or compound literal.
    pub(super) fn lower_type_name(&mut self, tn: &TypeName) -> TypeName {
        let full = self.a.type_name_types.get(&tn.span.lo).cloned();
        let (specs, declarator) = self.lower_decl_parts(&tn.specs, &tn.declarator, full, false);
        TypeName {
            specs,
            declarator,
            span: tn.span,
        }
    }

    /// The expressions of an initializer lowered (no conversion of the whole).
    pub(super) fn lower_initializer(&mut self, init: &Initializer) -> Initializer {
        match init {
            Initializer::Expr(e) => Initializer::Expr(Box::new(self.value(e))),
            Initializer::List(items, span) => Initializer::List(
                items
                    .iter()
                    .map(|it| InitItem {
                        designators: it.designators.clone(),
                        init: self.lower_initializer(&it.init),
                    })
                    .collect(),
                *span,
            ),
        }
    }

    /// The initializer of a private object of type `t`, converted when `t` is a pointer-to-shared.
    pub(super) fn private_initializer(&mut self, init: &Initializer, t: &Type) -> Initializer {
        match init {
            Initializer::Expr(e) if t.is_pointer_to_shared() => {
                let v = self.value(e);
                Initializer::Expr(Box::new(self.convert(v, e, t)))
            }
            Initializer::List(items, span) => {
                // Braced lists: each item is converted to the member or element it initializes
                // (items follow the members in order; a designator moves to its member).
                let fields: Option<Vec<(Option<Name>, Type)>> = match t.kind() {
                    TypeKind::Record(id) => self.a.records.get(*id).and_then(|r| {
                        r.fields
                            .as_ref()
                            .map(|f| f.iter().map(|f| (f.name.clone(), f.ty.clone())).collect())
                    }),
                    _ => None,
                };
                let mut position = 0usize;
                let lowered = items
                    .iter()
                    .map(|item| {
                        let target = match (t.kind(), &fields, item.designators.first()) {
                            (TypeKind::Array(e, _), _, _) => Some(e.clone()),
                            (_, Some(fields), Some(Designator::Member(m))) => {
                                position = fields
                                    .iter()
                                    .position(|(n, _)| n.as_deref() == Some(&*m.name))
                                    .unwrap_or(fields.len());
                                fields.get(position).map(|f| f.1.clone())
                            }
                            (_, Some(fields), None) => fields.get(position).map(|f| f.1.clone()),
                            _ => None,
                        };
                        position += 1;
                        let init = match target {
                            Some(target) if item.designators.len() <= 1 => {
                                self.private_initializer(&item.init, &target)
                            }
                            _ => self.lower_initializer(&item.init),
                        };
                        InitItem {
                            designators: item.designators.clone(),
                            init,
                        }
                    })
                    .collect();
                Initializer::List(lowered, *span)
            }
            _ => self.lower_initializer(init),
        }
    }

    // ------------------------------------------------------------------------------------------
    // Declarations
    // ------------------------------------------------------------------------------------------

    /// A file-scope declaration: proxies for shared objects (registered for start-up),
    /// everything else with its types lowered.
    pub(super) fn file_declaration(&mut self, d: &Declaration) -> Vec<Declaration> {
        let DeclarationKind::Normal { specs, declarators } = &d.kind else {
            return vec![d.clone()];
        };
        let storage = specs.storage();
        if declarators.is_empty() {
            return vec![tag_only(d, self.lower_specs(specs))];
        }
        let mut out = vec![];
        let specs = &self.definition_first(d, specs, declarators, &mut out);
        for id in declarators {
            let full = self.decl_type(&id.declarator);
            let (s, decl) = self.lower_decl_parts(specs, &id.declarator, full.clone(), false);
            let mut init = None;
            if let Some(t) = &full {
                let is_object = !specs.is_typedef() && !t.is_function();
                if is_object && t.is_shared() {
                    if storage != Some(StorageClass::Extern) {
                        if let Some(name) = id.declarator.ident() {
                            self.register_static(
                                name.name.clone(),
                                t.clone(),
                                id.init.clone(),
                                id.span,
                            );
                        }
                    }
                } else if let Some(i) = &id.init {
                    if is_object && involves_upc(t) {
                        if !is_null_init(i) {
                            if let Some(name) = id.declarator.ident() {
                                self.late_inits.push(super::LateInit {
                                    name: name.name.clone(),
                                    ty: t.clone(),
                                    init: i.clone(),
                                });
                            }
                        }
                    } else {
                        let lowered = self.lower_initializer(i);
                        // A private object whose initial value needs the runtime (addresses of
                        // shared data in a struct or array): assigned at start-up instead.
                        let needs_runtime = is_object && self.init_text(&lowered).contains("upcr_");
                        match id.declarator.ident() {
                            Some(name) if needs_runtime => self.late_inits.push(super::LateInit {
                                name: name.name.clone(),
                                ty: t.clone(),
                                init: i.clone(),
                            }),
                            _ => init = Some(lowered),
                        }
                    }
                }
            } else if let Some(i) = &id.init {
                init = Some(self.lower_initializer(i));
            }
            out.push(single(d, s, decl, init, id));
        }
        merge_plain(d, out)
    }

    /// The specifiers to lower the declarators with, after pushing the struct definition's own
    /// declaration to `out` when `split_definition` takes it apart.
    fn definition_first(
        &mut self,
        d: &Declaration,
        specs: &DeclSpecs,
        declarators: &[InitDeclarator],
        out: &mut Vec<Declaration>,
    ) -> DeclSpecs {
        match self.split_definition(d, specs, declarators) {
            Some((tag, reference)) => {
                out.push(tag);
                reference
            }
            None => specs.clone(),
        }
    }

    /// `shared struct s { … } x;`: the declarators become proxies or runtime pointer types, so
    /// the struct's definition goes into a declaration of its own, and the declarators refer to
    /// it by tag.
    fn split_definition(
        &mut self,
        d: &Declaration,
        specs: &DeclSpecs,
        declarators: &[InitDeclarator],
    ) -> Option<(Declaration, DeclSpecs)> {
        let defines = specs.items.iter().any(|s| match s {
            DeclSpec::Type(TypeSpec::Struct(st)) => {
                st.fields.is_some() && (st.name.is_some() || self.our_tag(st).is_some())
            }
            DeclSpec::Type(TypeSpec::Enum(en)) => en.enumerators.is_some() && en.name.is_some(),
            _ => false,
        });
        let upc = declarators.iter().any(|id| {
            self.decl_type(&id.declarator)
                .is_some_and(|t| involves_upc(&t))
        });
        if !defines || !upc {
            return None;
        }
        let definition: Vec<DeclSpec> = specs
            .items
            .iter()
            .filter(|s| matches!(s, DeclSpec::Type(TypeSpec::Struct(_) | TypeSpec::Enum(_))))
            .cloned()
            .collect();
        let tag = tag_only(
            d,
            self.lower_specs(&DeclSpecs {
                items: definition,
                span: specs.span,
            }),
        );
        let reference = DeclSpecs {
            items: specs
                .items
                .iter()
                .map(|s| match s {
                    DeclSpec::Type(TypeSpec::Struct(st)) => {
                        let mut st = (**st).clone();
                        if st.name.is_none() {
                            st.name = self.our_tag(&st).map(|t| super::ident(&t));
                        }
                        st.fields = None;
                        DeclSpec::Type(TypeSpec::Struct(Box::new(st)))
                    }
                    DeclSpec::Type(TypeSpec::Enum(en)) => {
                        let mut en = (**en).clone();
                        en.enumerators = None;
                        DeclSpec::Type(TypeSpec::Enum(Box::new(en)))
                    }
                    s => s.clone(),
                })
                .collect(),
            span: specs.span,
        };
        Some((tag, reference))
    }

    /// The tag we give an untagged struct or union definition (see collect_record_names).
    fn our_tag(&self, st: &StructType) -> Option<String> {
        let name = self.record_names.get(self.a.record_of.get(&st.span.lo)?)?;
        let tag = name.split(' ').nth(1)?;
        tag.starts_with("upcrt_record").then(|| tag.to_string())
    }

    fn register_static(&mut self, name: Name, ty: Type, init: Option<Initializer>, span: Span) {
        if let Some(prev) = self.statics.iter_mut().find(|s| s.name == name) {
            if init.is_some() {
                prev.init = init;
            }
            return;
        }
        self.statics.push(StaticShared {
            name,
            ty,
            init,
            span,
        });
    }

    /// A block-scope declaration. Shared objects declared in a block (static ones, and the
    /// automatic ones of the extension) are allocated once at start-up under a file-scope proxy.
    pub(super) fn local_declaration(&mut self, d: &Declaration) -> Vec<BlockItem> {
        let DeclarationKind::Normal { specs, declarators } = &d.kind else {
            return vec![BlockItem::Decl(d.clone())];
        };
        let storage = specs.storage();
        if declarators.is_empty() {
            return vec![BlockItem::Decl(tag_only(d, self.lower_specs(specs)))];
        }
        let mut out = vec![];
        let specs = &self.definition_first(d, specs, declarators, &mut out);
        for id in declarators {
            let full = self.decl_type(&id.declarator);
            let shared_object = full
                .as_ref()
                .is_some_and(|t| t.is_shared() && !specs.is_typedef() && !t.is_function());
            if shared_object && storage != Some(StorageClass::Extern) {
                let t = full.clone().expect("checked");
                let Some(name) = id.declarator.ident() else {
                    continue;
                };
                let proxy: Name = format!("upcrt_{}_{}", self.function_name, name.name).into();
                self.renames
                    .last_mut()
                    .expect("a block scope")
                    .insert(name.name.clone(), proxy.clone());
                let repr = self.repr(&t);
                self.hoisted.push(ExternalDecl::Raw(
                    format!(
                        "static {} {proxy}; /* `{}` of {}() */",
                        repr.type_name(),
                        name.name,
                        self.function_name
                    ),
                    id.span,
                ));
                self.register_static(proxy, t, id.init.clone(), id.span);
                continue;
            }
            let (s, decl) = self.lower_decl_parts(specs, &id.declarator, full.clone(), false);
            // `struct S s = shared_struct;`: declared, then read in place.
            if let (Some(Initializer::Expr(e)), Some(name), 1, None) =
                (&id.init, id.declarator.ident(), declarators.len(), storage)
            {
                if let Some(read) = self.read_into(&name.name, e) {
                    out.push(single(d, s, decl, None, id));
                    let mut items: Vec<BlockItem> = out.into_iter().map(BlockItem::Decl).collect();
                    items.push(BlockItem::Stmt(Stmt {
                        kind: StmtKind::Raw(format!("{read};")),
                        span: id.span,
                    }));
                    return items;
                }
            }
            let init = match (&id.init, &full) {
                (Some(i), Some(t)) if !specs.is_typedef() => Some(self.private_initializer(i, t)),
                (Some(i), _) => Some(self.lower_initializer(i)),
                _ => None,
            };
            out.push(single(d, s, decl, init, id));
        }
        merge_plain(d, out)
            .into_iter()
            .map(BlockItem::Decl)
            .collect()
    }

    /// A function definition; `main` becomes `upcrt_user_main(int argc, char **argv)`.
    pub(super) fn function(&mut self, f: &FunctionDef) -> FunctionDef {
        let name = f.name().map_or(String::new(), |i| i.name.to_string());
        self.function_name = name.clone();
        self.foralls.clear();
        let full = self.decl_type(&f.declarator);
        self.current_function_type = full.clone();
        let (specs, mut declarator) = self.lower_decl_parts(&f.specs, &f.declarator, full, false);
        let saved = self.strict_default;
        self.function_signature = self
            .opts
            .profile
            .as_ref()
            .filter(|p| p.functions)
            .and_then(|_| full_signature(&f.specs, &f.declarator, self.lm));
        self.renames.push(Default::default());
        let mut body = self.block(&f.body);
        self.renames.pop();
        self.strict_default = saved;
        if let Some(sig) = &self.function_signature {
            if self.gasp_on("GASP_C_FUNC") {
                let entry = format!(
                    "{};",
                    self.gasp_notify(
                        "GASP_C_FUNC",
                        "GASP_START",
                        f.body.span,
                        &format!("\"{sig}\"")
                    )
                );
                body.items.insert(
                    0,
                    BlockItem::Stmt(Stmt {
                        kind: StmtKind::Raw(entry),
                        span: f.body.span,
                    }),
                );
            }
        }
        let ends_with_return = matches!(
            f.body.items.last(),
            Some(BlockItem::Stmt(Stmt {
                kind: StmtKind::Return(_),
                ..
            }))
        );
        let end_span = Span {
            lo: f.body.span.hi.saturating_sub(1),
            hi: f.body.span.hi,
        };
        if name != "main" && !ends_with_return {
            let exit = self.function_exit_events(end_span, None);
            if !exit.is_empty() {
                body.items.push(BlockItem::Stmt(Stmt {
                    kind: StmtKind::Raw(exit.trim_end().to_string()),
                    span: end_span,
                }));
            }
        }
        if name == "main" {
            rename_main(&mut declarator);
            if !ends_with_return {
                let exit = self.function_exit_events(end_span, Some("0"));
                body.items.push(BlockItem::Stmt(Stmt {
                    kind: StmtKind::Raw(format!("{exit}return 0;")),
                    span: end_span,
                }));
            }
        }
        self.function_signature = None;
        FunctionDef {
            extension: f.extension,
            specs,
            declarator,
            attrs: f.attrs.clone(),
            kr_decls: f
                .kr_decls
                .iter()
                .flat_map(|d| self.kr_declaration(d))
                .collect(),
            body,
            span: f.span,
        }
    }

    /// A K&R parameter declaration: parameters are never proxies, pointers-to-shared are.
    fn kr_declaration(&mut self, d: &Declaration) -> Vec<Declaration> {
        let DeclarationKind::Normal { specs, declarators } = &d.kind else {
            return vec![d.clone()];
        };
        let parts: Vec<Declaration> = declarators
            .iter()
            .map(|id| {
                let full = self.decl_type(&id.declarator);
                let (s, decl) = self.lower_decl_parts(specs, &id.declarator, full, true);
                single(d, s, decl, None, id)
            })
            .collect();
        merge_plain(d, parts)
    }

    /// The proxy name a shared identifier refers to in the current scope.
    pub(super) fn resolve(&self, name: &Name) -> Name {
        for scope in self.renames.iter().rev() {
            if let Some(n) = scope.get(name) {
                return n.clone();
            }
        }
        name.clone()
    }
}

/// The declaration of a function as written (`int f(int a, double *b)`), for `GASP_C_FUNC`.
fn full_signature(specs: &DeclSpecs, d: &Declarator, lm: &LineMap) -> Option<String> {
    let mut p = crate::printer::Printer::bare(lm);
    let s = p.specs_string(specs);
    let decl = p.declarator_string(d);
    let sig = format!("{s} {decl}");
    Some(sig.replace('\\', "\\\\").replace('"', "\\\""))
}

/// `= 0`, `= NULL`: a null pointer, the value a static pointer has anyway.
fn is_null_init(init: &Initializer) -> bool {
    match init {
        Initializer::Expr(e) => super::expr::is_null_constant(e),
        Initializer::List(..) => false,
    }
}

/// `struct s { … };`: a declaration of tags only.
fn tag_only(d: &Declaration, specs: DeclSpecs) -> Declaration {
    Declaration {
        extension: d.extension,
        kind: DeclarationKind::Normal {
            specs,
            declarators: vec![],
        },
        span: d.span,
    }
}

fn single(
    d: &Declaration,
    specs: DeclSpecs,
    declarator: Declarator,
    init: Option<Initializer>,
    id: &InitDeclarator,
) -> Declaration {
    Declaration {
        extension: d.extension,
        kind: DeclarationKind::Normal {
            specs,
            declarators: vec![InitDeclarator {
                declarator,
                asm_label: id.asm_label.clone(),
                attrs: id.attrs.clone(),
                init,
                span: id.span,
            }],
        },
        span: d.span,
    }
}

/// Puts the declarators back into one declaration when they all kept the same specifiers (the
/// usual case: no UPC type in it), so that the output looks like the input.
fn merge_plain(original: &Declaration, parts: Vec<Declaration>) -> Vec<Declaration> {
    let DeclarationKind::Normal { specs, .. } = &original.kind else {
        return parts;
    };
    let same = |d: &Declaration| match &d.kind {
        DeclarationKind::Normal { specs: s, .. } => same_specs(s, specs),
        _ => false,
    };
    if parts.len() <= 1 || !parts.iter().all(same) {
        return parts;
    }
    let mut declarators = vec![];
    let mut first_specs = None;
    for p in parts {
        if let DeclarationKind::Normal {
            specs,
            declarators: ds,
        } = p.kind
        {
            first_specs.get_or_insert(specs);
            declarators.extend(ds);
        }
    }
    vec![Declaration {
        extension: original.extension,
        kind: DeclarationKind::Normal {
            specs: first_specs.unwrap_or_default(),
            declarators,
        },
        span: original.span,
    }]
}

/// Specifiers unchanged by lowering (same items, no UPC qualifier dropped).
fn same_specs(a: &DeclSpecs, b: &DeclSpecs) -> bool {
    a.items.len() == b.items.len()
        && a.items.iter().zip(&b.items).all(|(x, y)| match (x, y) {
            (
                DeclSpec::Type(TypeSpec::TypedefName(i)),
                DeclSpec::Type(TypeSpec::TypedefName(j)),
            ) => i.name == j.name,
            (DeclSpec::Type(TypeSpec::Struct(_)), DeclSpec::Type(TypeSpec::Struct(_))) => true,
            (DeclSpec::Type(TypeSpec::TypedefName(_)), _)
            | (_, DeclSpec::Type(TypeSpec::TypedefName(_))) => false,
            _ => std::mem::discriminant(x) == std::mem::discriminant(y),
        })
}

/// Renames `main` in a declarator and gives it `(int argc, char **argv)` when it has no parameters.
fn rename_main(d: &mut Declarator) {
    match d {
        Declarator::Ident(i) => i.name = "upcrt_user_main".into(),
        Declarator::Function { inner, params, .. } => {
            if params.params.is_empty()
                || (params.params.len() == 1 && params.params[0].declarator.ident().is_none())
            {
                let int = DeclSpecs {
                    items: vec![DeclSpec::Type(TypeSpec::Basic(
                        BasicType::Int,
                        Span::default(),
                    ))],
                    span: Span::default(),
                };
                let char_ = DeclSpecs {
                    items: vec![DeclSpec::Type(TypeSpec::Basic(
                        BasicType::Char,
                        Span::default(),
                    ))],
                    span: Span::default(),
                };
                let ptr = |inner: Declarator| Declarator::Pointer {
                    quals: vec![],
                    inner: Box::new(inner),
                    span: Span::default(),
                };
                params.params = vec![
                    ParamDecl {
                        specs: int,
                        declarator: Declarator::Ident(ident("upcrt_argc")),
                        attrs: vec![],
                        span: Span::default(),
                    },
                    ParamDecl {
                        specs: char_,
                        declarator: ptr(ptr(Declarator::Ident(ident("upcrt_argv")))),
                        attrs: vec![],
                        span: Span::default(),
                    },
                ];
                params.variadic = false;
            }
            rename_main(inner);
        }
        Declarator::Pointer { inner, .. }
        | Declarator::Array { inner, .. }
        | Declarator::KrFunction { inner, .. }
        | Declarator::Attributed { inner, .. } => rename_main(inner),
        Declarator::Abstract => {}
    }
}
