//! Declarations: the rewriting every UPC target does (UPC qualifiers go, shared objects and
//! pointers-to-shared take the target's types, struct definitions that declare UPC things are
//! split off, initializers are lowered).

use crate::backend::declarations::*;
use crate::backend::lowering::*;
use crate::backend::target::*;
use crate::backend::tree::*;
use crate::sema::types::*;
use pgas_grammar::*;

/// The declaration lowering the backends share: UPC qualifiers go, shared objects and
/// pointers-to-shared take the target's types (`Target::shared_pointer_type`),
/// struct definitions that declare UPC things are split off, initializers are lowered with the
/// expression lowering.
impl<'a, T: Target> Lowering<'a, T> {
    /// The full type of the declarator of the node `id` (none for an abstract one).
    pub(crate) fn decl_type(&self, id: DeclId) -> Option<Type> {
        self.analysis.decl_types.get(&id).cloned()
    }

    /// Declaration specifiers with the type replaced by `type_spec` (storage class, function
    /// specifiers and attributes kept).
    pub(crate) fn specs_with_type(
        &self,
        specs: &DeclSpecs,
        type_spec: TypeSpec,
        quals: &[TypeQual],
    ) -> DeclSpecs {
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
        items.push(DeclSpec::Type(type_spec));
        DeclSpecs {
            items,
            span: specs.span,
        }
    }

    /// Specifiers without UPC qualifiers, struct definitions lowered.
    pub(crate) fn lower_specs(&mut self, specs: &DeclSpecs) -> DeclSpecs {
        let mut items = Vec::with_capacity(specs.items.len());
        for s in &specs.items {
            match s {
                DeclSpec::Qual(q) if is_upc_qual(q) => {}
                DeclSpec::Type(TypeSpec::Struct(st)) if st.fields.is_some() => {
                    let mut st = (**st).clone();
                    st.fields = st.fields.as_ref().map(|f| self.lower_fields(f));
                    if st.name.is_none() {
                        st.name = self.our_tag(&st).map(|t| ident(&t));
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

    pub(crate) fn lower_fields(&mut self, fields: &[StructField]) -> Vec<StructField> {
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
                    .and(self.decl_type(sd.id))
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
                        let full = self.decl_type(sd.id);
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
    pub(crate) fn lower_decl_parts(
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
        if full.is_shared() && specs.is_typedef() && has_run_time_dimension(&full) {
            // A typedef of a shared array sized with THREADS (dynamic THREADS) or at run time:
            // C has no such type at file scope, and the lowered program never spells a shared
            // type by its typedef name (objects become proxies, pointers the runtime's type,
            // sizes come from the layout), so the typedef names the lowered element type.
            let name = d.ident().cloned().unwrap_or_else(|| ident(""));
            return (self.lower_specs(specs), Declarator::Ident(name));
        }
        if full.is_shared() && !param && !specs.is_typedef() {
            let name = d.ident().cloned().unwrap_or_else(|| ident(""));
            let pointer = T::shared_pointer_type(self, &full);
            return (
                self.specs_with_type(specs, pointer, &[]),
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
        let pointer = T::shared_pointer_type(self, &types[i - 1]);
        (
            self.specs_with_type(specs, pointer, &quals),
            self.lower_declarator(inner),
        )
    }

    /// A declarator with UPC qualifiers removed, parameters and array sizes lowered.
    pub(crate) fn lower_declarator(&mut self, d: &Declarator) -> Declarator {
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

    pub(crate) fn lower_param(&mut self, p: &ParamDecl) -> ParamDecl {
        let full = self.decl_type(p.id);
        let (specs, declarator) = self.lower_decl_parts(&p.specs, &p.declarator, full, true);
        ParamDecl {
            specs,
            declarator,
            attrs: p.attrs.clone(),
            span: p.span,
            id: p.id,
        }
    }

    /// A type name of a cast, `sizeof` or compound literal.
    pub(crate) fn lower_type_name(&mut self, tn: &TypeName) -> TypeName {
        let full = self.analysis.type_name_types.get(&tn.id).cloned();
        let (specs, declarator) = self.lower_decl_parts(&tn.specs, &tn.declarator, full, false);
        TypeName {
            specs,
            declarator,
            span: tn.span,
            id: tn.id,
        }
    }

    /// The expressions of an initializer lowered (no conversion of the whole).
    pub(crate) fn lower_initializer(&mut self, init: &Initializer) -> Initializer {
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

    /// The initializer of a private object of type `t`, converted when `t` is a pointer-to-shared
    /// (or a pointer-to-local initialised from one: W0304).
    pub(crate) fn private_initializer(&mut self, init: &Initializer, t: &Type) -> Initializer {
        match init {
            Initializer::Expr(e) if t.is_pointer() => {
                let v = self.value(e);
                Initializer::Expr(Box::new(self.convert(v, e, t)))
            }
            Initializer::List(items, span) => {
                // Braced lists: each item is converted to the member or element it initializes
                // (items follow the members in order; a designator moves to its member).
                let fields: Option<Vec<(Option<Name>, Type)>> = match t.kind() {
                    TypeKind::Record(id) => self.analysis.records.get(*id).and_then(|r| {
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

    /// The specifiers to lower the declarators with, after pushing the struct definition's own
    /// declaration to `out` when `split_definition` takes it apart.
    pub(crate) fn definition_first(
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
    pub(crate) fn split_definition(
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
        let upc = declarators
            .iter()
            .any(|id| self.decl_type(id.id).is_some_and(|t| involves_upc(&t)));
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
                            st.name = self.our_tag(&st).map(|t| ident(&t));
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
    pub(crate) fn our_tag(&self, st: &StructType) -> Option<String> {
        let name = self
            .core
            .record_names
            .get(self.analysis.record_of.get(&st.id)?)?;
        let RecordName::Tag(_, tag) = name else {
            return None;
        };
        tag.starts_with(T::RECORD_TAG).then(|| tag.to_string())
    }
}
