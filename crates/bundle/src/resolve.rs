//! Reachability at module granularity: which modules of which crates the judge path needs,
//! and which free functions in them.
//!
//! Starting from the binary's root module, every path in a reached module's items (types,
//! expressions, patterns, macro calls and the tokens inside them) is resolved by Rust's 2018
//! rules as far as modules go: `crate`, `self`, `super`, a child module, a `use` binding
//! (followed to where it points), a glob import, or an extern crate. Every module a path passes
//! through is reached, and so are its ancestors. A module's private `use`s are resolved as soon
//! as it is reached (they serve its own code, so unused ones would not compile cleanly), its
//! `pub use`s only when another module names them: that keeps a crate root that re-exports
//! everything from pulling in every module.

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::{self, Visit};
use syn::{Item, UseTree};

use crate::load::{Krate, Source};

/// One `use` leaf: `use a::b::c as d;` is the path `a::b::c` bound to `d`.
#[derive(Debug, Clone)]
pub struct Leaf {
    /// The path's segments, `self` leaves (`use a::{self}`) folded into their prefix.
    pub path: Vec<String>,
    /// Whether the path starts with `::`.
    pub leading: bool,
    /// The name it binds; `None` for `as _` and for globs.
    pub binding: Option<String>,
    /// A `*` import.
    pub glob: bool,
    /// `pub use` (a re-export, resolved only when named).
    pub public: bool,
    /// Whether the judge path needs it.
    pub used: bool,
}

/// Flatten a use tree into leaves, in source order.
///
/// # Complexity
/// O(tree size × path length).
pub fn leaves(tree: &UseTree, leading: bool, public: bool, out: &mut Vec<Leaf>) {
    fn walk(
        tree: &UseTree,
        prefix: &mut Vec<String>,
        leading: bool,
        public: bool,
        out: &mut Vec<Leaf>,
    ) {
        let leaf = |path: Vec<String>, binding: Option<String>, glob: bool| Leaf {
            path,
            leading,
            binding,
            glob,
            public,
            used: false,
        };
        match tree {
            UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                walk(&p.tree, prefix, leading, public, out);
                prefix.pop();
            }
            UseTree::Name(n) if n.ident == "self" => {
                out.push(leaf(prefix.clone(), prefix.last().cloned(), false));
            }
            UseTree::Name(n) => {
                let mut path = prefix.clone();
                path.push(n.ident.to_string());
                out.push(leaf(path, Some(n.ident.to_string()), false));
            }
            UseTree::Rename(r) => {
                let mut path = prefix.clone();
                if r.ident != "self" {
                    path.push(r.ident.to_string());
                }
                let binding = (r.rename != "_").then(|| r.rename.to_string());
                out.push(leaf(path, binding, false));
            }
            UseTree::Glob(_) => out.push(leaf(prefix.clone(), None, true)),
            UseTree::Group(g) => {
                for t in &g.items {
                    walk(t, prefix, leading, public, out);
                }
            }
        }
    }
    walk(tree, &mut Vec::new(), leading, public, out);
}

/// One module of one crate.
pub struct Module {
    /// Index of its crate.
    pub krate: usize,
    /// Its path inside the crate (empty for the root).
    pub path: Vec<String>,
    /// Its parent module.
    pub parent: Option<usize>,
    children: BTreeMap<String, usize>,
    /// Its items other than modules and `use`s.
    items: Vec<Item>,
    names: BTreeSet<String>,
    /// Its free functions that the judge path names (the others are left out).
    pub reached_fns: BTreeSet<String>,
    /// Its `use` leaves, in source order.
    pub uses: Vec<Leaf>,
}

/// Where a path leads, as far as modules go.
#[derive(Debug, Clone, Copy)]
enum Target {
    /// A module.
    Module(usize),
    /// An item (or something unknown) inside a module.
    Inside(usize),
    /// Outside the bundled crates: std, the prelude, a local name.
    Outside,
}

/// The module graph of the loaded crates and what the judge path reaches of it.
pub struct Graph {
    /// The crates, the binary first.
    pub krates: Vec<Krate>,
    /// Every module of every crate.
    pub modules: Vec<Module>,
    /// Each crate's root module.
    pub roots: Vec<usize>,
    /// Whether each module is reached.
    pub reached: Vec<bool>,
    /// crates.io crates a reached module needs: (package, module).
    pub external: Vec<(String, usize)>,
    work: Vec<usize>,
    /// Free functions named but not yet scanned: (module, item index).
    fn_work: Vec<(usize, usize)>,
    depth: usize,
}

/// Guard against import cycles (`a` re-exporting `b::*` re-exporting `a::*`).
const MAX_DEPTH: usize = 48;

impl Graph {
    /// The graph of `krates` (the binary first), nothing reached yet.
    ///
    /// # Complexity
    /// O(source size).
    pub fn new(krates: Vec<Krate>) -> Self {
        let mut graph = Self {
            krates: Vec::new(),
            modules: Vec::new(),
            roots: Vec::new(),
            reached: Vec::new(),
            external: Vec::new(),
            work: Vec::new(),
            fn_work: Vec::new(),
            depth: 0,
        };
        for (k, krate) in krates.iter().enumerate() {
            let root = graph.add_module(k, Vec::new(), None, &krate.items);
            graph.roots.push(root);
        }
        graph.reached = vec![false; graph.modules.len()];
        graph.krates = krates;
        graph
    }

    fn add_module(
        &mut self,
        krate: usize,
        path: Vec<String>,
        parent: Option<usize>,
        items: &[Item],
    ) -> usize {
        let id = self.modules.len();
        self.modules.push(Module {
            krate,
            path: path.clone(),
            parent,
            children: BTreeMap::new(),
            items: Vec::new(),
            names: BTreeSet::new(),
            reached_fns: BTreeSet::new(),
            uses: Vec::new(),
        });
        for item in items {
            match item {
                Item::Mod(m) => {
                    let mut child_path = path.clone();
                    child_path.push(m.ident.to_string());
                    let inner = m.content.as_ref().map_or(&[][..], |(_, items)| &items[..]);
                    let child = self.add_module(krate, child_path, Some(id), inner);
                    self.modules[id].children.insert(m.ident.to_string(), child);
                }
                Item::Use(u) => {
                    let public = matches!(u.vis, syn::Visibility::Public(_));
                    let leading = u.leading_colon.is_some();
                    leaves(&u.tree, leading, public, &mut self.modules[id].uses);
                }
                other => {
                    if let Some(name) = item_name(other) {
                        self.modules[id].names.insert(name);
                    }
                    self.modules[id].items.push(other.clone());
                }
            }
        }
        id
    }

    /// Reach everything the binary's `main` needs. A reached module's items are all scanned
    /// but its free functions, which are scanned (and kept) only once a path names them: a
    /// module's helper that the judge path never calls does not pull in what it calls.
    ///
    /// # Complexity
    /// O(paths in the reached items × path length × import depth).
    pub fn reach_from_binary(&mut self) {
        let root = self.roots[0];
        self.reach(root);
        self.reach_item(root, "main");
        loop {
            let mut paths = Paths::default();
            let m = if let Some(m) = self.work.pop() {
                for item in &self.modules[m].items {
                    if !matches!(item, Item::Fn(_)) {
                        paths.visit_item(item);
                    }
                }
                for leaf in 0..self.modules[m].uses.len() {
                    let l = &self.modules[m].uses[leaf];
                    if !l.public || l.glob {
                        self.use_leaf(m, leaf);
                    }
                }
                m
            } else if let Some((m, index)) = self.fn_work.pop() {
                paths.visit_item(&self.modules[m].items[index]);
                m
            } else {
                break;
            };
            for (segments, leading) in paths.found {
                self.resolve(m, &segments, leading);
            }
            for (segments, leading) in paths.uses {
                self.resolve_use(m, &segments, leading);
            }
        }
    }

    /// The item `name` of module `m` is named: if it is a free function, scan it.
    fn reach_item(&mut self, m: usize, name: &str) {
        self.reach(m);
        if self.modules[m].reached_fns.contains(name) {
            return;
        }
        let index = self.modules[m]
            .items
            .iter()
            .position(|item| matches!(item, Item::Fn(f) if f.sig.ident == name));
        if let Some(index) = index {
            self.modules[m].reached_fns.insert(name.to_string());
            self.fn_work.push((m, index));
        }
    }

    fn reach(&mut self, m: usize) {
        if !self.reached[m] {
            self.reached[m] = true;
            self.work.push(m);
            if let Some(parent) = self.modules[m].parent {
                self.reach(parent);
            }
        }
    }

    fn use_leaf(&mut self, m: usize, leaf: usize) -> Target {
        self.modules[m].uses[leaf].used = true;
        let Leaf { path, leading, .. } = self.modules[m].uses[leaf].clone();
        self.resolve_use(m, &path, leading)
    }

    /// Resolve a `use` path. One that leads nowhere known starts with a crate the manifest does
    /// not list (listed ones are recorded by `extern_crate`): not std, so not bundleable.
    fn resolve_use(&mut self, m: usize, path: &[String], leading: bool) -> Target {
        let target = self.resolve(m, path, leading);
        let first = path.first().map_or("", String::as_str);
        let known = ["std", "core", "alloc", "crate", "$crate", "self", "super", "Self"];
        let declared = self.krates[self.modules[m].krate].deps.contains_key(first);
        if matches!(target, Target::Outside) && !known.contains(&first) && !declared {
            self.external.push((first.to_string(), m));
        }
        target
    }

    fn resolve(&mut self, from: usize, segments: &[String], leading: bool) -> Target {
        if self.depth > MAX_DEPTH {
            return Target::Outside;
        }
        self.depth += 1;
        let target = self.resolve_inner(from, segments, leading);
        self.depth -= 1;
        target
    }

    fn resolve_inner(&mut self, from: usize, segments: &[String], leading: bool) -> Target {
        let Some(first) = segments.first() else { return Target::Outside };
        let mut target = if leading {
            self.extern_crate(from, first)
        } else {
            match first.as_str() {
                "crate" | "$crate" => Target::Module(self.roots[self.modules[from].krate]),
                "self" => Target::Module(from),
                "super" => self.modules[from].parent.map_or(Target::Outside, Target::Module),
                "Self" => Target::Outside,
                name => self.lookup(from, name, true),
            }
        };
        for segment in &segments[1..] {
            let Target::Module(m) = target else { break };
            self.reach(m);
            target = match segment.as_str() {
                "self" => Target::Module(m),
                "super" => self.modules[m].parent.map_or(Target::Outside, Target::Module),
                name => self.lookup(m, name, false),
            };
        }
        if let Target::Module(m) | Target::Inside(m) = target {
            self.reach(m);
        }
        target
    }

    /// `name` in module `m`: in its scope (`scope`, the first segment of a path written there)
    /// or as a member (a later segment, through `m` from outside).
    fn lookup(&mut self, m: usize, name: &str, scope: bool) -> Target {
        if let Some(&child) = self.modules[m].children.get(name) {
            return Target::Module(child);
        }
        if self.modules[m].names.contains(name) {
            self.reach_item(m, name);
            return Target::Inside(m);
        }
        let bound = self.modules[m].uses.iter().position(|l| l.binding.as_deref() == Some(name));
        if let Some(leaf) = bound {
            return self.use_leaf(m, leaf);
        }
        let globs: Vec<usize> =
            (0..self.modules[m].uses.len()).filter(|&l| self.modules[m].uses[l].glob).collect();
        for leaf in globs {
            if let Target::Module(g) = self.use_leaf(m, leaf) {
                let from_glob = &self.modules[g];
                if from_glob.children.contains_key(name)
                    || from_glob.names.contains(name)
                    || from_glob.uses.iter().any(|l| l.binding.as_deref() == Some(name))
                {
                    return self.resolve(g, &[name.to_string()], false);
                }
            }
        }
        if scope { self.extern_crate(m, name) } else { Target::Inside(m) }
    }

    fn extern_crate(&mut self, from: usize, name: &str) -> Target {
        let krate = &self.krates[self.modules[from].krate];
        match krate.deps.get(name) {
            Some((package, Source::External)) => {
                self.external.push((package.clone(), from));
                Target::Outside
            }
            Some(_) => match self.krates.iter().position(|k| k.name == name) {
                Some(k) => Target::Module(self.roots[k]),
                None => Target::Outside,
            },
            None => Target::Outside,
        }
    }

    /// The module's name for messages: `sg_core::dag`, or the crate's name for its root.
    ///
    /// # Complexity
    /// O(path length).
    pub fn module_name(&self, m: usize) -> String {
        let module = &self.modules[m];
        let krate = &self.krates[module.krate].name;
        let mut parts = vec![if krate.is_empty() { "main".to_string() } else { krate.clone() }];
        parts.extend(module.path.iter().cloned());
        parts.join("::")
    }

    /// The module of crate `krate` at `path`, if it exists.
    ///
    /// # Complexity
    /// O(path length × log children).
    pub fn module_at(&self, krate: usize, path: &[String]) -> Option<usize> {
        let mut m = self.roots[krate];
        for segment in path {
            m = *self.modules[m].children.get(segment)?;
        }
        Some(m)
    }
}

/// The name an item defines in its module's namespace, if any.
fn item_name(item: &Item) -> Option<String> {
    let ident = match item {
        Item::Const(i) => &i.ident,
        Item::Enum(i) => &i.ident,
        Item::ExternCrate(i) => i.rename.as_ref().map_or(&i.ident, |(_, r)| r),
        Item::Fn(i) => &i.sig.ident,
        Item::Macro(i) => i.ident.as_ref()?,
        Item::Static(i) => &i.ident,
        Item::Struct(i) => &i.ident,
        Item::Trait(i) => &i.ident,
        Item::TraitAlias(i) => &i.ident,
        Item::Type(i) => &i.ident,
        Item::Union(i) => &i.ident,
        _ => return None,
    };
    Some(ident.to_string())
}

/// Every path written in some items: `(segments, leading ::)`, the paths of `use`s inside
/// function bodies apart.
#[derive(Default)]
struct Paths {
    found: Vec<(Vec<String>, bool)>,
    uses: Vec<(Vec<String>, bool)>,
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_path(&mut self, p: &'ast syn::Path) {
        let segments = p.segments.iter().map(|s| s.ident.to_string()).collect();
        self.found.push((segments, p.leading_colon.is_some()));
        visit::visit_path(self, p);
    }
    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.visit_path(&m.path);
        token_paths(m.tokens.clone(), &mut self.found);
    }
    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        // A `use` inside a function body.
        let mut out = Vec::new();
        leaves(&u.tree, u.leading_colon.is_some(), false, &mut out);
        self.uses.extend(out.into_iter().map(|l| (l.path, l.leading)));
    }
    fn visit_item_mod(&mut self, _: &'ast syn::ItemMod) {}
}

/// Paths inside a macro's tokens: `a::b::c`, `$crate::x`, and single identifiers (which may
/// name an import the macro's expansion uses).
///
/// # Complexity
/// O(tokens).
pub fn token_paths(tokens: TokenStream, out: &mut Vec<(Vec<String>, bool)>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let is_colon2 = |i: usize| {
        matches!((tokens.get(i), tokens.get(i + 1)),
            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
                if a.as_char() == ':' && b.as_char() == ':')
    };
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Group(g) => token_paths(g.stream(), out),
            TokenTree::Ident(ident) if i < 2 || !is_colon2(i - 2) => {
                let dollar =
                    i > 0 && matches!(&tokens[i - 1], TokenTree::Punct(p) if p.as_char() == '$');
                let first = if dollar && ident == "crate" {
                    "$crate".to_string()
                } else {
                    ident.to_string()
                };
                let mut segments = vec![first];
                while is_colon2(i + 1) {
                    match tokens.get(i + 3) {
                        Some(TokenTree::Ident(next)) => {
                            segments.push(next.to_string());
                            i += 3;
                        }
                        _ => break,
                    }
                }
                out.push((segments, false));
            }
            _ => {}
        }
        i += 1;
    }
}
