//! Syntax a judge's compiler may not accept: what each edition refuses, and language features
//! newer than a given Rust release. (Std APIs newer than a release are clippy's
//! `incompatible_msrv`; this is the syntax half of the same question.)

use syn::visit::{self, Visit};
use syn::{Expr, Pat, RangeLimits};

/// Language features by the Rust release that stabilised them (syntax only, as used by
/// contest code): `(release minor version, what)`.
/// The release of let chains (edition 2024 only).
const LET_CHAINS: u32 = 88;

#[derive(Default)]
struct Features {
    found: Vec<(u32, String)>,
    in_fn: Option<String>,
}

impl Features {
    fn note(&mut self, minor: u32, what: &str) {
        let place = self.in_fn.as_deref().map_or(String::new(), |f| format!(" in `{f}`"));
        self.found.push((minor, format!("{what}{place} (Rust 1.{minor})")));
    }
}

impl<'ast> Visit<'ast> for Features {
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        let outer = self.in_fn.replace(f.sig.ident.to_string());
        visit::visit_item_fn(self, f);
        self.in_fn = outer;
    }
    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        let outer = self.in_fn.replace(f.sig.ident.to_string());
        visit::visit_impl_item_fn(self, f);
        self.in_fn = outer;
    }
    fn visit_expr_binary(&mut self, e: &'ast syn::ExprBinary) {
        if matches!(e.op, syn::BinOp::And(_))
            && (matches!(*e.left, Expr::Let(_)) || matches!(*e.right, Expr::Let(_)))
        {
            self.note(LET_CHAINS, "a let chain (`if let … && …`, edition 2024 only)");
        }
        visit::visit_expr_binary(self, e);
    }
    fn visit_expr_const(&mut self, e: &'ast syn::ExprConst) {
        self.note(79, "an inline `const { … }` block");
        visit::visit_expr_const(self, e);
    }
    fn visit_expr_raw_addr(&mut self, e: &'ast syn::ExprRawAddr) {
        self.note(82, "`&raw` borrow");
        visit::visit_expr_raw_addr(self, e);
    }
    fn visit_expr_closure(&mut self, e: &'ast syn::ExprClosure) {
        if e.asyncness.is_some() {
            self.note(85, "an async closure");
        }
        visit::visit_expr_closure(self, e);
    }
    fn visit_pat(&mut self, p: &'ast Pat) {
        if let Pat::Range(r) = p {
            if matches!(r.limits, RangeLimits::HalfOpen(_)) && r.end.is_some() {
                self.note(80, "an exclusive range pattern `a..b`");
            }
        }
        visit::visit_pat(self, p);
    }
    fn visit_lit_cstr(&mut self, l: &'ast syn::LitCStr) {
        self.note(77, "a C string literal");
        visit::visit_lit_cstr(self, l);
    }
    fn visit_type_param_bound(&mut self, b: &'ast syn::TypeParamBound) {
        if let syn::TypeParamBound::PreciseCapture(_) = b {
            self.note(82, "a `use<…>` capture bound");
        }
        visit::visit_type_param_bound(self, b);
    }
    fn visit_attribute(&mut self, a: &'ast syn::Attribute) {
        if a.path().is_ident("expect") {
            self.note(81, "an `#[expect]` lint attribute");
        }
        visit::visit_attribute(self, a);
    }
    fn visit_ident(&mut self, i: &'ast proc_macro2::Ident) {
        if i == "gen" {
            self.found.push((0, "the identifier `gen` (a keyword in edition 2024)".into()));
        }
    }
}

/// The language features of the Rust source `source` newer than Rust 1.`minor`, in source
/// order.
///
/// # Errors
/// A source that does not parse.
///
/// # Complexity
/// O(source size).
pub fn syntax_newer_than(source: &str, minor: u32) -> Result<Vec<String>, String> {
    let file = syn::parse_file(source).map_err(|e| e.to_string())?;
    let mut features = Features::default();
    features.visit_file(&file);
    Ok(features.found.into_iter().filter(|(m, _)| *m > minor).map(|(_, what)| what).collect())
}

/// Syntax in `file` that `edition` refuses: a let chain before 2024, the identifier `gen` from
/// 2024 on.
///
/// # Complexity
/// O(syntax tree).
pub fn edition_problems(file: &syn::File, edition: crate::Edition) -> Vec<String> {
    let mut features = Features::default();
    features.visit_file(file);
    features
        .found
        .into_iter()
        .filter(|(minor, _)| match edition {
            crate::Edition::E2021 => *minor == LET_CHAINS,
            crate::Edition::E2024 => *minor == 0,
        })
        .map(|(_, what)| what)
        .collect()
}
