//! Paths that change meaning when a crate becomes the module `crate::<name>` of one file:
//! `crate::x` becomes `crate::<name>::x`, `$crate` becomes `$crate::<name>`, `pub(crate)`
//! becomes `pub(in crate::<name>)`, and a path through another bundled crate, `judge::x` or
//! `::judge::x`, becomes `crate::judge::x` — in syntax and inside macro tokens alike.

use std::collections::BTreeSet;

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, PathArguments, PathSegment, UseTree};

/// Rewrites one crate's items for their place in the bundle.
pub struct Rewrite {
    /// The crate's module name; empty for the binary, which sits at the file root.
    pub krate: String,
    /// The bundled crates this crate names as extern crates.
    pub deps: BTreeSet<String>,
}

fn segment(name: &str) -> PathSegment {
    PathSegment { ident: Ident::new(name, Span::call_site()), arguments: PathArguments::None }
}

fn use_path(name: &str, tree: UseTree) -> UseTree {
    UseTree::Path(syn::UsePath {
        ident: Ident::new(name, Span::call_site()),
        colon2_token: Default::default(),
        tree: Box::new(tree),
    })
}

impl Rewrite {
    fn rewrite_use_root(&self, tree: &mut UseTree, leading: bool) {
        match tree {
            UseTree::Path(p) if p.ident == "crate" && !self.krate.is_empty() => {
                let rest = std::mem::replace(&mut *p.tree, placeholder());
                *p.tree = use_path(&self.krate, rest);
            }
            UseTree::Path(p) if self.deps.contains(&p.ident.to_string()) => {
                let inner = std::mem::replace(tree, placeholder());
                *tree = use_path("crate", inner);
            }
            UseTree::Group(g) if !leading => {
                for t in &mut g.items {
                    self.rewrite_use_root(t, false);
                }
            }
            _ => {}
        }
    }

    /// Macro tokens with the same rewrites as the syntax.
    fn tokens(&self, tokens: TokenStream) -> TokenStream {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let colon2_at = |i: usize| {
            matches!((tokens.get(i), tokens.get(i + 1)),
                (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                    if a.as_char() == ':' && b.as_char() == ':')
        };
        let punct_at = |i: usize, c: char| matches!(tokens.get(i), Some(TokenTree::Punct(p)) if p.as_char() == c);
        let mut out: Vec<TokenTree> = Vec::with_capacity(tokens.len());
        let push_colon2 = |out: &mut Vec<TokenTree>| {
            out.push(Punct::new(':', Spacing::Joint).into());
            out.push(Punct::new(':', Spacing::Alone).into());
        };
        for (i, token) in tokens.iter().enumerate() {
            match token {
                TokenTree::Group(g) => {
                    let is_pub_crate = i > 0
                        && matches!(&tokens[i - 1], TokenTree::Ident(p) if p == "pub")
                        && g.delimiter() == Delimiter::Parenthesis
                        && g.stream().to_string() == "crate";
                    let stream = if is_pub_crate && !self.krate.is_empty() {
                        format!("in crate::{}", self.krate).parse().unwrap_or_else(|_| g.stream())
                    } else {
                        self.tokens(g.stream())
                    };
                    let mut group = Group::new(g.delimiter(), stream);
                    group.set_span(g.span());
                    out.push(group.into());
                }
                TokenTree::Ident(ident) => {
                    let after_dollar = i > 0 && punct_at(i - 1, '$');
                    let after_colon2 = i >= 2 && colon2_at(i - 2);
                    let after_dot = i > 0 && punct_at(i - 1, '.');
                    out.push(token.clone());
                    if ident == "crate"
                        && !self.krate.is_empty()
                        && (after_dollar || colon2_at(i + 1))
                    {
                        push_colon2(&mut out);
                        out.push(Ident::new(&self.krate, ident.span()).into());
                    } else if !after_dollar
                        && !after_colon2
                        && !after_dot
                        && colon2_at(i + 1)
                        && self.deps.contains(&ident.to_string())
                    {
                        out.pop();
                        out.push(Ident::new("crate", ident.span()).into());
                        push_colon2(&mut out);
                        out.push(token.clone());
                    }
                }
                _ => out.push(token.clone()),
            }
        }
        out.into_iter().collect()
    }
}

impl VisitMut for Rewrite {
    fn visit_path_mut(&mut self, p: &mut syn::Path) {
        let first = p.segments.first().map(|s| s.ident.to_string()).unwrap_or_default();
        let dep = self.deps.contains(&first);
        if p.leading_colon.is_some() && dep {
            p.leading_colon = None;
            p.segments.insert(0, segment("crate"));
        } else if p.leading_colon.is_none() && first == "crate" && !self.krate.is_empty() {
            p.segments.insert(1, segment(&self.krate));
        } else if p.leading_colon.is_none() && dep && p.segments.len() >= 2 {
            p.segments.insert(0, segment("crate"));
        }
        visit_mut::visit_path_mut(self, p);
    }

    fn visit_item_use_mut(&mut self, u: &mut syn::ItemUse) {
        let leading = u.leading_colon.is_some();
        if leading
            && matches!(&u.tree, UseTree::Path(p) if self.deps.contains(&p.ident.to_string()))
        {
            u.leading_colon = None;
            let inner = std::mem::replace(&mut u.tree, placeholder());
            u.tree = use_path("crate", inner);
        } else if !leading {
            self.rewrite_use_root(&mut u.tree, false);
        }
        self.visit_visibility_mut(&mut u.vis);
    }

    fn visit_visibility_mut(&mut self, v: &mut syn::Visibility) {
        if let syn::Visibility::Restricted(r) = v {
            let first_is_crate = r.path.segments.first().is_some_and(|s| s.ident == "crate");
            if first_is_crate && !self.krate.is_empty() {
                r.in_token.get_or_insert_with(Default::default);
                r.path.segments.insert(1, segment(&self.krate));
            }
        }
    }

    fn visit_macro_mut(&mut self, m: &mut syn::Macro) {
        self.visit_path_mut(&mut m.path);
        m.tokens = self.tokens(std::mem::take(&mut m.tokens));
    }
}

/// Removes doc comments (for `--strip-docs`).
pub struct StripDocs;

fn strip(attrs: &mut Vec<Attribute>) {
    attrs.retain(|a| !a.path().is_ident("doc"));
}

impl VisitMut for StripDocs {
    fn visit_item_mut(&mut self, i: &mut syn::Item) {
        if let Some(attrs) = crate::load::item_attrs(i) {
            strip(attrs);
        }
        visit_mut::visit_item_mut(self, i);
    }
    fn visit_impl_item_mut(&mut self, i: &mut syn::ImplItem) {
        match i {
            syn::ImplItem::Const(x) => strip(&mut x.attrs),
            syn::ImplItem::Fn(x) => strip(&mut x.attrs),
            syn::ImplItem::Type(x) => strip(&mut x.attrs),
            syn::ImplItem::Macro(x) => strip(&mut x.attrs),
            _ => {}
        }
        visit_mut::visit_impl_item_mut(self, i);
    }
    fn visit_trait_item_mut(&mut self, i: &mut syn::TraitItem) {
        match i {
            syn::TraitItem::Const(x) => strip(&mut x.attrs),
            syn::TraitItem::Fn(x) => strip(&mut x.attrs),
            syn::TraitItem::Type(x) => strip(&mut x.attrs),
            syn::TraitItem::Macro(x) => strip(&mut x.attrs),
            _ => {}
        }
        visit_mut::visit_trait_item_mut(self, i);
    }
    fn visit_field_mut(&mut self, f: &mut syn::Field) {
        strip(&mut f.attrs);
        visit_mut::visit_field_mut(self, f);
    }
    fn visit_variant_mut(&mut self, v: &mut syn::Variant) {
        strip(&mut v.attrs);
        visit_mut::visit_variant_mut(self, v);
    }
}

/// A throwaway tree to move a real one out from behind a `&mut`.
fn placeholder() -> UseTree {
    UseTree::Glob(syn::UseGlob { star_token: Default::default() })
}
