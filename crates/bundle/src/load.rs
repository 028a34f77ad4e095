//! Loading a crate as one tree of items: its dependencies from `Cargo.toml`, every `mod foo;`
//! replaced by its file's items by Rust's module path rules, and every item whose `cfg` is false
//! for a judge build (no tests, no features) removed before anything else looks at it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Item, Meta, Token};

/// Where a dependency's code comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// A workspace crate, inlined from its directory.
    Workspace(PathBuf),
    /// A crates.io crate with a small std-only stand-in in this crate ([`crate::shims`]).
    Shim(&'static str),
    /// Any other crates.io crate: a bundle that reaches it is refused.
    External,
}

/// One crate, loaded: its extern names and its items with every file module inlined.
pub struct Krate {
    /// The name as code writes it, `sg_core`; empty for the binary at the file root.
    pub name: String,
    /// The crate's inner attributes (its doc).
    pub attrs: Vec<Attribute>,
    /// The root module's items.
    pub items: Vec<Item>,
    /// Extern crate names the crate may use (`judge`, `rustc_hash`), with their sources.
    pub deps: BTreeMap<String, (String, Source)>,
}

/// `Cargo.toml` facts the bundler needs: the package name and its non-optional, normal
/// dependencies (package names). A line-based reading is enough for this workspace's manifests.
fn manifest(dir: &Path) -> Result<(String, Vec<String>), String> {
    let path = dir.join("Cargo.toml");
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let (mut name, mut deps, mut section) = (None, Vec::new(), String::new());
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            section = line.to_string();
            continue;
        }
        let Some((key, value)) = line.split_once('=') else { continue };
        let key = key.trim();
        if section == "[package]" && key == "name" {
            name = Some(value.trim().trim_matches('"').to_string());
        } else if section == "[dependencies]" && !value.contains("optional = true") {
            // `sg-core.workspace = true` or `petgraph = { ... }`.
            deps.push(key.split('.').next().unwrap_or(key).trim().trim_matches('"').to_string());
        }
    }
    let name = name.ok_or_else(|| format!("{}: no [package] name", path.display()))?;
    Ok((name, deps))
}

/// The package directories of the workspace members under `crates/` and `problems/`, by
/// package name.
fn members(root: &Path) -> Result<BTreeMap<String, PathBuf>, String> {
    let mut found = BTreeMap::new();
    for group in ["crates", "problems"] {
        let Ok(entries) = std::fs::read_dir(root.join(group)) else { continue };
        for entry in entries.flatten() {
            let dir = entry.path();
            if dir.join("Cargo.toml").is_file() {
                found.insert(manifest(&dir)?.0, dir);
            }
        }
    }
    Ok(found)
}

/// The crate name as code writes it.
///
/// # Complexity
/// O(length).
pub fn ident_of(package: &str) -> String {
    package.replace('-', "_")
}

/// A workspace, read enough to load crates from it.
pub struct Workspace {
    members: BTreeMap<String, PathBuf>,
}

impl Workspace {
    /// The members of the workspace at `root`.
    ///
    /// # Errors
    /// An unreadable manifest.
    ///
    /// # Complexity
    /// O(members).
    pub fn open(root: &Path) -> Result<Self, String> {
        Ok(Self { members: members(root)? })
    }

    /// The directory of package `package`, if it is a member.
    ///
    /// # Complexity
    /// O(log members).
    pub fn dir(&self, package: &str) -> Option<&Path> {
        self.members.get(package).map(PathBuf::as_path)
    }

    fn deps_of(&self, packages: &[String]) -> BTreeMap<String, (String, Source)> {
        let mut deps = BTreeMap::new();
        for package in packages {
            let source = match (self.members.get(package), crate::shims::find(package)) {
                (Some(dir), _) => Source::Workspace(dir.clone()),
                (None, Some(shim)) => Source::Shim(shim.package),
                (None, None) => Source::External,
            };
            deps.insert(ident_of(package), (package.clone(), source));
        }
        deps
    }

    /// The library of package `package` (`src/lib.rs`).
    ///
    /// # Errors
    /// A missing or unparsable file, or a module file that cannot be found.
    ///
    /// # Complexity
    /// O(source size).
    pub fn library(&self, package: &str) -> Result<Krate, String> {
        let dir = self.dir(package).ok_or_else(|| format!("no workspace crate `{package}`"))?;
        let (_, deps) = manifest(dir)?;
        load_crate(&ident_of(package), &dir.join("src/lib.rs"), self.deps_of(&deps))
    }

    /// A binary of package `package` (its source `file`, e.g. `src/main.rs`), which also sees
    /// its own library.
    ///
    /// # Errors
    /// As [`Workspace::library`]; a binary the package does not have is named.
    ///
    /// # Complexity
    /// O(source size).
    pub fn binary(&self, package: &str, file: &str) -> Result<Krate, String> {
        let dir = self.dir(package).ok_or_else(|| format!("no workspace crate `{package}`"))?;
        let (_, mut deps) = manifest(dir)?;
        deps.push(package.to_string());
        if !dir.join(file).is_file() {
            return Err(format!("`{package}` has no `{file}` (no checker program?)"));
        }
        load_crate("", &dir.join(file), self.deps_of(&deps))
    }
}

/// A shim's source as a crate (it has no dependencies and no file modules).
///
/// # Errors
/// A shim that does not parse (a bug in this crate).
///
/// # Complexity
/// O(source size).
pub fn shim_crate(shim: &crate::shims::Shim) -> Result<Krate, String> {
    let file = syn::parse_file(shim.source).map_err(|e| format!("shim {}: {e}", shim.package))?;
    let mut items = file.items;
    strip_cfg_items(&mut items);
    Ok(Krate { name: ident_of(shim.package), attrs: file.attrs, items, deps: BTreeMap::new() })
}

fn parse(path: &Path) -> Result<syn::File, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    syn::parse_file(&text).map_err(|e| {
        let at = e.span().start();
        format!("{}:{}:{}: {e}", path.display(), at.line, at.column + 1)
    })
}

fn load_crate(
    name: &str,
    root_file: &Path,
    deps: BTreeMap<String, (String, Source)>,
) -> Result<Krate, String> {
    let file = parse(root_file)?;
    let dir = root_file.parent().unwrap_or(Path::new(".")).to_path_buf();
    let mut attrs = file.attrs;
    attrs.retain(|a| keep_by_cfg(&mut vec![a.clone()]));
    let items = load_items(file.items, &Dirs { file_dir: dir.clone(), child_dir: dir, inline: 0 })?;
    Ok(Krate { name: name.to_string(), attrs, items, deps })
}

/// Where the files of a module's children are.
struct Dirs {
    /// The directory of the file being read (`#[path]` outside inline modules is relative to it).
    file_dir: PathBuf,
    /// The directory of this module's child module files.
    child_dir: PathBuf,
    /// How deep in inline `mod m { … }` blocks of this file.
    inline: usize,
}

fn load_items(items: Vec<Item>, dirs: &Dirs) -> Result<Vec<Item>, String> {
    let mut out = Vec::new();
    for mut item in items {
        let Some(attrs) = item_attrs(&mut item) else {
            out.push(item);
            continue;
        };
        if !keep_by_cfg(attrs) {
            continue;
        }
        if let Item::Mod(m) = &mut item {
            let name = m.ident.to_string();
            let path_attr = take_path_attr(&mut m.attrs)?;
            match &mut m.content {
                Some((_, inner)) => {
                    let child = Dirs {
                        file_dir: dirs.file_dir.clone(),
                        child_dir: dirs.child_dir.join(path_attr.unwrap_or(name)),
                        inline: dirs.inline + 1,
                    };
                    *inner = load_items(std::mem::take(inner), &child)?;
                }
                None => {
                    let (file, child_dir) = match path_attr {
                        Some(p) => {
                            let base =
                                if dirs.inline == 0 { &dirs.file_dir } else { &dirs.child_dir };
                            let file = base.join(p);
                            let dir = file.parent().unwrap_or(Path::new(".")).to_path_buf();
                            (file, dir)
                        }
                        None => module_file(&dirs.child_dir, &name)?,
                    };
                    let parsed = parse(&file)?;
                    let file_dir = file.parent().unwrap_or(Path::new(".")).to_path_buf();
                    let child = Dirs { file_dir, child_dir, inline: 0 };
                    let mut inner_attrs = parsed.attrs;
                    inner_attrs.retain(|a| keep_by_cfg(&mut vec![a.clone()]));
                    m.attrs.extend(inner_attrs);
                    let inner = load_items(parsed.items, &child)?;
                    m.content = Some((Default::default(), inner));
                    m.semi = None;
                }
            }
        } else {
            strip_cfg_in_item(&mut item);
        }
        out.push(item);
    }
    Ok(out)
}

/// `mod name;` in a module whose children live in `dir`: `dir/name.rs` (whose own children
/// live in `dir/name/`) or `dir/name/mod.rs`, not both.
fn module_file(dir: &Path, name: &str) -> Result<(PathBuf, PathBuf), String> {
    let flat = dir.join(format!("{name}.rs"));
    let nested = dir.join(name).join("mod.rs");
    match (flat.is_file(), nested.is_file()) {
        (true, false) => Ok((flat, dir.join(name))),
        (false, true) => Ok((nested, dir.join(name))),
        (true, true) => {
            Err(format!("module `{name}` is both {} and {}", flat.display(), nested.display()))
        }
        (false, false) => Err(format!(
            "module `{name}`: neither {} nor {} exists",
            flat.display(),
            nested.display()
        )),
    }
}

/// Remove `#[path = "…"]` and return its value.
fn take_path_attr(attrs: &mut Vec<Attribute>) -> Result<Option<String>, String> {
    let mut found = None;
    let mut error = None;
    attrs.retain(|a| {
        if !a.path().is_ident("path") {
            return true;
        }
        match &a.meta {
            Meta::NameValue(nv) => match &nv.value {
                syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => {
                    found = Some(s.value())
                }
                _ => error = Some("a #[path] attribute that is not a string".to_string()),
            },
            _ => error = Some("a #[path] attribute that is not `path = \"…\"`".to_string()),
        }
        false
    });
    error.map_or(Ok(found), Err)
}

/// The attributes of an item (every item kind the bundler meets has them).
pub fn item_attrs(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        Item::Const(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::ExternCrate(i) => &mut i.attrs,
        Item::Fn(i) => &mut i.attrs,
        Item::ForeignMod(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Macro(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Struct(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::TraitAlias(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        _ => return None,
    })
}

/// A `cfg` predicate for the judge build: `test`, `doc` and every `feature` are false;
/// anything else (`debug_assertions`, `target_os`, …) is unknown and left to the judge's rustc.
fn eval(meta: &Meta) -> Option<bool> {
    let list = |m: &Meta| -> Option<Vec<Meta>> {
        let Meta::List(l) = m else { return None };
        l.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
            .ok()
            .map(|p| p.into_iter().collect())
    };
    match meta {
        Meta::Path(p) if p.is_ident("test") || p.is_ident("doc") || p.is_ident("doctest") => {
            Some(false)
        }
        Meta::NameValue(nv) if nv.path.is_ident("feature") => Some(false),
        Meta::List(l) if l.path.is_ident("not") => {
            let args = list(meta)?;
            if args.len() != 1 {
                return None;
            }
            eval(&args[0]).map(|v| !v)
        }
        Meta::List(l) if l.path.is_ident("all") || l.path.is_ident("any") => {
            let all = l.path.is_ident("all");
            let mut unknown = false;
            for arg in list(meta)? {
                match eval(&arg) {
                    Some(v) if v != all => return Some(v),
                    Some(_) => {}
                    None => unknown = true,
                }
            }
            if unknown { None } else { Some(all) }
        }
        _ => None,
    }
}

/// Apply `cfg` and `cfg_attr` for the judge build: `false` if a `cfg` is false (drop the
/// thing); otherwise true `cfg`s are removed, true `cfg_attr`s expanded, false ones removed,
/// and unknown ones kept as they are.
///
/// # Complexity
/// O(attributes).
pub fn keep_by_cfg(attrs: &mut Vec<Attribute>) -> bool {
    let mut keep = true;
    let mut out = Vec::with_capacity(attrs.len());
    for attr in attrs.drain(..) {
        if attr.path().is_ident("cfg") {
            match attr.parse_args::<Meta>().ok().as_ref().and_then(eval) {
                Some(false) => keep = false,
                Some(true) => {}
                None => out.push(attr),
            }
        } else if attr.path().is_ident("cfg_attr") {
            let Ok(args) = attr.parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
            else {
                out.push(attr);
                continue;
            };
            let mut args = args.into_iter();
            let Some(predicate) = args.next() else { continue };
            match eval(&predicate) {
                Some(false) => {}
                Some(true) => out.extend(args.map(|meta| Attribute {
                    pound_token: attr.pound_token,
                    style: attr.style,
                    bracket_token: attr.bracket_token,
                    meta,
                })),
                None => out.push(attr),
            }
        } else {
            out.push(attr);
        }
    }
    *attrs = out;
    keep
}

fn strip_cfg_items(items: &mut Vec<Item>) {
    items.retain_mut(|item| {
        let keep = item_attrs(item).is_none_or(keep_by_cfg);
        if keep {
            strip_cfg_in_item(item);
        }
        keep
    });
}

fn strip_cfg_in_item(item: &mut Item) {
    CfgStrip.visit_item_mut(item);
}

/// Removes `cfg`-false parts inside items: associated items, fields, variants, match arms and
/// statements.
struct CfgStrip;

impl VisitMut for CfgStrip {
    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        i.items.retain_mut(|it| match it {
            syn::ImplItem::Const(c) => keep_by_cfg(&mut c.attrs),
            syn::ImplItem::Fn(f) => keep_by_cfg(&mut f.attrs),
            syn::ImplItem::Type(t) => keep_by_cfg(&mut t.attrs),
            syn::ImplItem::Macro(m) => keep_by_cfg(&mut m.attrs),
            _ => true,
        });
        visit_mut::visit_item_impl_mut(self, i);
    }
    fn visit_item_trait_mut(&mut self, i: &mut syn::ItemTrait) {
        i.items.retain_mut(|it| match it {
            syn::TraitItem::Const(c) => keep_by_cfg(&mut c.attrs),
            syn::TraitItem::Fn(f) => keep_by_cfg(&mut f.attrs),
            syn::TraitItem::Type(t) => keep_by_cfg(&mut t.attrs),
            syn::TraitItem::Macro(m) => keep_by_cfg(&mut m.attrs),
            _ => true,
        });
        visit_mut::visit_item_trait_mut(self, i);
    }
    fn visit_fields_named_mut(&mut self, i: &mut syn::FieldsNamed) {
        i.named = std::mem::take(&mut i.named)
            .into_iter()
            .filter_map(|mut f| keep_by_cfg(&mut f.attrs).then_some(f))
            .collect();
        visit_mut::visit_fields_named_mut(self, i);
    }
    fn visit_fields_unnamed_mut(&mut self, i: &mut syn::FieldsUnnamed) {
        i.unnamed = std::mem::take(&mut i.unnamed)
            .into_iter()
            .filter_map(|mut f| keep_by_cfg(&mut f.attrs).then_some(f))
            .collect();
        visit_mut::visit_fields_unnamed_mut(self, i);
    }
    fn visit_item_enum_mut(&mut self, i: &mut syn::ItemEnum) {
        i.variants = std::mem::take(&mut i.variants)
            .into_iter()
            .filter_map(|mut v| keep_by_cfg(&mut v.attrs).then_some(v))
            .collect();
        visit_mut::visit_item_enum_mut(self, i);
    }
    fn visit_expr_match_mut(&mut self, i: &mut syn::ExprMatch) {
        i.arms.retain_mut(|arm| keep_by_cfg(&mut arm.attrs));
        visit_mut::visit_expr_match_mut(self, i);
    }
    fn visit_block_mut(&mut self, i: &mut syn::Block) {
        i.stmts.retain_mut(|stmt| match stmt {
            syn::Stmt::Local(l) => keep_by_cfg(&mut l.attrs),
            syn::Stmt::Item(item) => item_attrs(item).is_none_or(keep_by_cfg),
            syn::Stmt::Macro(m) => keep_by_cfg(&mut m.attrs) && !is_debug_assertion(&m.mac),
            syn::Stmt::Expr(..) => true,
        });
        visit_mut::visit_block_mut(self, i);
    }
    fn visit_item_mod_mut(&mut self, i: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut i.content {
            strip_cfg_items(items);
        }
    }
}

/// Whether `mac` is `debug_assert!`, `debug_assert_eq!` or `debug_assert_ne!`: code under
/// `cfg(debug_assertions)`, which the judge's `rustc -O` compiles out, so the bundle leaves
/// it out too (arpa's bundle needs the room to stay within 64 KiB).
fn is_debug_assertion(mac: &syn::Macro) -> bool {
    mac.path.segments.last().is_some_and(|segment| {
        ["debug_assert", "debug_assert_eq", "debug_assert_ne"]
            .iter()
            .any(|name| segment.ident == name)
    })
}
