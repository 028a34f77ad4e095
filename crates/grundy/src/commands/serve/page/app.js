// The page of `grundy serve`: it draws what the JSON API answers and computes nothing about
// games itself (every value, law, move and outcome comes from the server).
"use strict";

const $ = (id) => document.getElementById(id);
const state = { games: [], game: null, typed: null, session: null };

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c);
  return node;
}

const SVG = "http://www.w3.org/2000/svg";
function svg(tag, attrs = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

// POST (or GET without a body) to the API; a refusal is thrown as its JSON.
async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  };
  const response = await fetch(path, init);
  let data;
  try { data = await response.json(); } catch { data = { error: `the server answered ${response.status}` }; }
  if (!response.ok) throw data;
  return data;
}

// The game part of every request.
function gameBody() {
  const body = { game: state.game.id };
  if (state.game.id === "typed") body.source = state.typed;
  return body;
}

// The game part, with a problem's table options (its cells are the positions explored).
function cellsBody() {
  const body = gameBody();
  if (state.game.kind === "problem") body.options = $("table-options").value;
  return body;
}

function showError(target, error) {
  target.textContent = error && error.error ? error.error : String(error);
  target.classList.add("error");
}

// A script's error at a line: shown under the editor, the line selected in it.
function scriptError(error) {
  const box = $("script-error");
  if (!error || !error.line) { box.hidden = true; return false; }
  box.hidden = false;
  const said = error.error.replace(/^[^:]*:\d+(:\d+)?: /, "");
  box.textContent = `line ${error.line}${error.column ? `, column ${error.column}` : ""}: ${said}`;
  $("editor-box").open = true;
  const source = $("source");
  const lines = source.value.split("\n");
  const start = lines.slice(0, error.line - 1).reduce((n, l) => n + l.length + 1, 0);
  const end = start + (lines[error.line - 1] || "").length;
  source.setSelectionRange(start, end);
  return true;
}

// ---- choosing a game ----

async function loadGames() {
  const data = await api("/api/games");
  state.games = data.games;
  const select = $("game");
  const groups = { script: "Rules scripts", octal: "Octal games", problem: "Problems" };
  for (const [kind, label] of Object.entries(groups)) {
    const group = el("optgroup", { label });
    for (const g of state.games.filter((g) => g.kind === kind)) {
      const name = g.kind === "octal" ? g.title : `${g.id.split(":")[1]} — ${g.title}`;
      group.append(el("option", { value: g.id, text: name }));
    }
    select.append(group);
  }
  select.append(el("option", { value: "typed", text: "the script in the editor" }));
  // The Equal view's pickers offer the same games.
  for (const picker of [$("equal-g-game"), $("equal-h-game")]) {
    for (const group of select.querySelectorAll("optgroup")) picker.append(group.cloneNode(true));
  }
  const start = new URLSearchParams(location.search).get("game") || "octal:0.77";
  select.value = state.games.some((g) => g.id === start) ? start : state.games[0].id;
  chooseGame(select.value);
}

function chooseGame(id) {
  if (id === "typed") {
    state.typed = $("source").value;
    state.game = { id: "typed", kind: "script", title: "the script in the editor",
      views: ["table", "why", "graph", "play", "equal"], example: "7" };
  } else {
    state.game = state.games.find((g) => g.id === id);
  }
  const g = state.game;
  $("game").value = g.id;
  $("game-title").textContent = g.title;
  if (g.kind === "script" && g.id !== "typed") $("source").value = g.source;
  if (g.id !== "typed") $("editor-box").open = false;
  $("script-error").hidden = true;
  $("options-box").hidden = g.kind !== "problem";
  $("table-options").placeholder = g.table_options || "";
  const plane = g.example && g.example.includes(",");
  $("xy-box").hidden = !(g.kind === "script" && plane);
  $("upto-box").hidden = g.kind === "problem" || plane;
  const example = g.example || "7";
  $("graph-position").value = plane ? "2,3" : (g.kind === "problem" || !/^\d+$/.test(example) ? example : "5");
  $("play-position").value = plane ? "3,5" : example;
  for (const [view, tab] of [["table", "tab-table"], ["graph", "tab-graph"], ["play", "tab-play"], ["equal", "tab-equal"]]) {
    const on = g.views.includes(view) || (view === "graph" && g.views.includes("why"));
    $(tab).disabled = !on;
    $(tab).title = on ? "" : "not for this game";
  }
  const text = !plane && !/^\d+$/.test(example);
  if (g.kind === "script" || g.kind === "octal") {
    $("equal-g").value = plane ? "1,2" : text ? example : (g.id === "script:nim.rhai" ? "*3 + *5" : "3");
    $("equal-h").value = plane ? "0,0" : text ? example : (g.id === "script:nim.rhai" ? "*6" : "3");
  } else {
    $("equal-g").value = example.split(" ").slice(0, 2).join(" ");
    $("equal-h").value = example.split(" ").slice(2).join(" ") || "1";
  }
  $("equal-g-game").value = "";
  $("equal-h-game").value = "";
  $("why").hidden = true;
  $("play-result").textContent = "";
  $("board").textContent = "";
  $("moves").textContent = "";
  $("play-log").textContent = "";
  state.session = null;
  const current = document.querySelector("[role=tab][aria-selected=true]");
  if (current && current.disabled) selectTab($("tab-table").disabled ? "tab-play" : "tab-table");
  if (g.views.includes("table")) drawTable();
  else { $("table").textContent = ""; $("law").textContent = ""; $("predicted").textContent = ""; $("table-status").textContent = "This game has no table: play it, or compare positions."; }
}

// ---- tabs ----

function selectTab(id) {
  for (const tab of document.querySelectorAll("[role=tab]")) {
    const on = tab.id === id;
    tab.setAttribute("aria-selected", on);
    tab.tabIndex = on ? 0 : -1;
    $(tab.getAttribute("aria-controls")).hidden = !on;
  }
}

function tabKeys(event) {
  const tabs = [...document.querySelectorAll("[role=tab]")].filter((t) => !t.disabled);
  const at = tabs.indexOf(document.activeElement);
  if (at < 0) return;
  let next = null;
  if (event.key === "ArrowRight") next = tabs[(at + 1) % tabs.length];
  if (event.key === "ArrowLeft") next = tabs[(at - 1 + tabs.length) % tabs.length];
  if (next) { next.focus(); selectTab(next.id); event.preventDefault(); }
}

// ---- the table ----

// A colour per value (the server says which cells are 0: lost positions).
function shade(number) {
  if (number === null || number === undefined) return "repeating-linear-gradient(45deg,#ddd,#ddd 4px,#f4f4f4 4px,#f4f4f4 8px)";
  if (number === 0) return "#ffffff";
  const hue = (number * 47) % 360;
  return `hsl(${hue} 70% ${Math.max(55, 85 - 2 * Math.floor(number / 8))}%)`;
}

function range(text) {
  const m = /^\s*(\d+)\s*\.\.\s*(\d+)\s*$/.exec(text);
  if (!m) throw { error: `a range is A..B, not "${text}"` };
  return [Number(m[1]), Number(m[2])];
}

async function drawTable(event) {
  if (event) event.preventDefault();
  const g = state.game;
  const body = cellsBody();
  const status = $("table-status");
  status.classList.remove("error");
  try {
    if (g.kind === "problem") { /* its options are in cellsBody() */ }
    else if (!$("xy-box").hidden) { body.x = range($("x-range").value); body.y = range($("y-range").value); }
    else body.upto = Number($("upto").value);
    status.textContent = "computing…";
    const view = await api("/api/table", body);
    $("script-error").hidden = true;
    renderTable(view);
    status.textContent = g.views.includes("why") ? "Click a cell (or focus it and press Enter) to see why it has its value." : "";
  } catch (error) {
    if (!scriptError(error)) showError(status, error);
    else status.textContent = "The script has an error: see under the editor.";
    $("table").textContent = "";
    $("law").textContent = "";
    $("predicted").textContent = "";
  }
}

function renderTable(view) {
  const table = $("table");
  table.textContent = "";
  table.append(el("caption", { class: "note", text: view.title }));
  const head = el("tr", {}, el("th", { text: view.two_d ? `${view.row_label}\\${view.col_label}` : view.col_label }));
  for (const key of view.col_keys) head.append(el("th", { scope: "col", text: key }));
  table.append(el("thead", {}, head));
  const body = el("tbody");
  const why = state.game.views.includes("why");
  view.cells.forEach((row, r) => {
    const tr = el("tr", {}, el("th", { scope: "row", text: view.row_keys[r] }));
    row.forEach((cell, c) => {
      const position = view.two_d ? `${view.row_keys[r]},${view.col_keys[c]}` : view.col_keys[c];
      const at = view.two_d ? `g(${view.row_keys[r]}, ${view.col_keys[c]})` : `g(${view.col_keys[c]})`;
      const button = el("button", {
        type: "button", class: cell.number === 0 ? "lost" : "",
        "aria-label": `${at} = ${cell.text}`, "data-position": position, text: cell.text,
      });
      button.style.background = shade(cell.number);
      if (why) button.addEventListener("click", () => explain(position, button));
      else button.tabIndex = -1;
      tr.append(el("td", {}, button));
    });
    body.append(tr);
  });
  table.append(body);
  const law = $("law");
  law.textContent = "";
  if (view.law) {
    if (view.law.words) {
      law.append(el("p", {}, el("strong", { text: "Law: " }), view.law.words));
      law.append(el("p", { class: "mono", text: view.law.formula }));
    } else {
      law.append(el("p", { text: view.law.report[0] || "no law found" }));
    }
    law.append(el("p", { class: view.law.proven ? "proven" : "unproven", text: view.law.proven ? `Proven: ${view.law.status.replace(/^proven: /, "")}` : `Not proven: ${view.law.status.replace(/^not proven: /, "")}` }));
  }
  const predicted = $("predicted");
  predicted.textContent = "";
  if (view.predicted.length) {
    predicted.append(el("strong", { text: "The law predicts: " }));
    for (const p of view.predicted) predicted.append(el("span", { class: "mono", text: `${p.at} = ${p.value}` }));
  }
  if (state.game.kind === "problem" && view.cells.length && view.col_keys.length) {
    // A problem's cells are its positions for why, the graph and equality: `n` or `x,y`.
    const c = view.col_keys[Math.min(5, view.col_keys.length - 1)];
    const cell = view.two_d ? `${view.row_keys[Math.min(3, view.row_keys.length - 1)]},${c}` : c;
    $("graph-position").value = cell;
    if (!state.game.views.includes("play")) { $("equal-g").value = cell; $("equal-h").value = cell; }
  }
  const notes = $("notes");
  notes.textContent = "";
  for (const n of view.notes) notes.append(el("p", { text: n }));
}

// ---- why ----

async function explain(position, button) {
  for (const b of document.querySelectorAll("#table button.chosen")) b.classList.remove("chosen");
  if (button) button.classList.add("chosen");
  const panel = $("why");
  panel.hidden = false;
  panel.textContent = "computing…";
  try {
    const why = await api("/api/why", { ...cellsBody(), position });
    panel.textContent = "";
    panel.append(el("h3", { text: `Why is g(${why.position.position}) = ${why.position.value}?` }));
    if (why.options.length) {
      panel.append(el("p", { text: `Its ${why.options.length}${why.more ? "+" : ""} option${why.options.length === 1 ? "" : "s"} (a move and the value it leaves):` }));
      const list = el("ul", { id: "why-options" });
      for (const o of why.options) {
        const parts = o.parts.length > 1 ? ` = ${o.parts.map((p) => p.value).join(" ⊕ ")}` : "";
        list.append(el("li", { text: `→ ${o.leaves}: value ${parts ? parts.slice(3) + " = " : ""}${o.value}` }));
      }
      panel.append(list);
    } else {
      panel.append(el("p", { text: "It has no move." }));
    }
    if (why.mex !== null && why.mex !== undefined) {
      const set = el("p", { class: "set", id: "why-set" }, "The set of values: ");
      const top = Math.max(why.mex, ...why.set);
      for (let k = 0; k <= top; k++) {
        if (k === why.mex) set.append(el("span", { class: "mex", title: "missing: the mex", text: String(k) }));
        else if (why.set.includes(k)) set.append(el("span", { text: String(k) }));
      }
      panel.append(set);
      panel.append(el("p", { id: "why-mex" }, el("strong", { text: `mex = ${why.mex}` }), ": the least value missing (dashed)."));
    }
    panel.append(el("p", { id: "why-words", text: why.words }));
  } catch (error) {
    showError(panel, error);
  }
}

// ---- the graph ----

async function drawGraph(event) {
  if (event) event.preventDefault();
  const box = $("graph");
  const words = $("graph-words");
  words.classList.remove("error");
  box.textContent = "";
  try {
    const graph = await api("/api/graph", { ...cellsBody(), position: $("graph-position").value });
    words.textContent = graph.words + (graph.truncated ? " (the graph is cut: start from a smaller position to see it whole)" : "");
    box.append(renderGraph(graph));
  } catch (error) {
    if (!scriptError(error)) showError(words, error);
  }
}

// Layers for drawing: in a graph without cycles each node one below its lowest parent (the
// longest path from the start), so that every move points down; with cycles the server's
// breadth-first depth. Layout only: the nodes' values and outcomes are the server's.
function layerNodes(graph) {
  const depth = graph.nodes.map(() => 0);
  let changed = true;
  for (let round = 0; changed && round <= graph.nodes.length; round++) {
    changed = false;
    for (const e of graph.edges) {
      if (depth[e.to] < depth[e.from] + 1) { depth[e.to] = depth[e.from] + 1; changed = true; }
    }
  }
  const final = changed ? graph.nodes.map((n) => n.depth) : depth;
  const out = [];
  graph.nodes.forEach((n, i) => (out[final[i]] ||= []).push(n));
  return out.filter(Boolean);
}

function renderGraph(graph) {
  const layers = layerNodes(graph);
  const W = 120, H = 78, R = 24;
  const width = Math.max(...layers.map((l) => l.length)) * W + 40;
  const height = layers.length * H + 30;
  const at = {};
  layers.forEach((layer, d) => layer.forEach((n, i) => {
    at[n.id] = { x: 20 + (i + 0.5) * (width - 40) / layer.length, y: 30 + d * H };
  }));
  const root = svg("svg", { width, height, viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": graph.words });
  const defs = svg("defs");
  const marker = svg("marker", { id: "arrow", viewBox: "0 0 10 10", refX: 10, refY: 5, markerWidth: 9, markerHeight: 9, markerUnits: "userSpaceOnUse", orient: "auto-start-reverse" });
  marker.append(svg("path", { d: "M 0 0 L 10 5 L 0 10 z", fill: "#555" }));
  defs.append(marker);
  root.append(defs);
  for (const e of graph.edges) {
    const a = at[e.from], b = at[e.to];
    const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy) || 1;
    root.append(svg("line", {
      x1: a.x + dx / len * R, y1: a.y + dy / len * R, x2: b.x - dx / len * R, y2: b.y - dy / len * R,
      stroke: e.winning ? "#17663a" : "#999", "stroke-width": e.winning ? 4 : 1.2, "marker-end": "url(#arrow)",
      class: e.winning ? "winning" : "",
    }));
  }
  for (const n of graph.nodes) {
    const p = at[n.id];
    const g = svg("g", { class: `node ${n.outcome}` });
    g.append(svg("title", {}, `${n.label}: ${n.outcome === "P" ? "P-position (the player to move loses)" : n.outcome === "D" ? "drawn" : "N-position (the player to move wins)"}`));
    g.append(svg("circle", { cx: p.x, cy: p.y, r: R, fill: n.outcome === "P" ? "#fff" : n.value === null ? "#e4e4e4" : shade(n.value), stroke: n.outcome === "P" ? "#b3261e" : "#777", "stroke-width": n.outcome === "P" ? 3 : 1 }));
    const label = n.label.length > 14 ? n.label.slice(0, 13) + "…" : n.label;
    g.append(svg("text", { x: p.x, y: p.y - 3, "text-anchor": "middle" }, label));
    g.append(svg("text", { x: p.x, y: p.y + 12, "text-anchor": "middle", "font-weight": "bold" }, n.value === null ? n.outcome : `g=${n.value}`));
    root.append(g);
  }
  return root;
}

// ---- play ----

function renderPlay(answer) {
  const s = answer.state;
  state.session = answer.id;
  const board = $("board");
  board.textContent = "";
  const nim = state.game.id === "problem:nim" || state.game.id === "script:nim.rhai";
  if (s.parts.length) {
    for (const part of s.parts) {
      const row = el("div", { class: "part" }, el("span", { class: "label", text: `${part.label}${part.value !== null ? ` (value ${part.value})` : ""}` }));
      // Drawing only, from what the server says: a Nim heap's stones (its value is its
      // size), an octal game's pins (its label ends in the heap's size), a cutting-game
      // piece's squares (its label ends in its sides).
      const octal = state.game.kind === "octal" ? /: (\d+)$/.exec(part.label) : null;
      const count = octal ? Number(octal[1]) : nim && part.value !== null ? Number(part.value) : 0;
      if (count > 0 && count <= 40) {
        const stones = svg("svg", { width: count * 22 + 4, height: 24, role: "img", "aria-label": `${count} ${octal ? "pins" : "stones"}` });
        for (let i = 0; i < count; i++) stones.append(svg("circle", { cx: 13 + i * 22, cy: 12, r: 9, fill: "#8a8f98" }));
        row.append(el("span", { class: "stones" }, stones));
      }
      const sides = state.game.id === "problem:cutting-game" ? /(\d+) × (\d+)$/.exec(part.label) : null;
      if (sides && Number(sides[1]) <= 40 && Number(sides[2]) <= 40) {
        const [w, h] = [Number(sides[1]), Number(sides[2])];
        const size = Math.max(4, Math.min(14, Math.floor(160 / Math.max(w, h))));
        const sheet = svg("svg", { width: w * size + 2, height: h * size + 2, role: "img", "aria-label": `a ${w} by ${h} piece`, class: "sheet" });
        for (let x = 0; x < w; x++) {
          for (let y = 0; y < h; y++) sheet.append(svg("rect", { x: 1 + x * size, y: 1 + y * size, width: size, height: size, fill: "#f3e7c9", stroke: "#9a8a64", "stroke-width": 0.6 }));
        }
        row.append(el("span", { class: "stones" }, sheet));
      }
      board.append(row);
    }
    if (s.parts.every((p) => p.binary !== null) && s.parts.length > 0) {
      const table = el("table", { class: "binary", "aria-label": "values in binary and their nim-sum" });
      for (const part of s.parts) table.append(el("tr", {}, el("td", { text: part.label }), el("td", { text: part.binary })));
      if (s.nim_sum !== null) table.append(el("tr", { class: "sum" }, el("td", { text: "nim-sum" }), el("td", { text: `${s.nim_sum} = ${s.nim_sum_value}` })));
      board.append(table);
    }
  } else {
    board.append(el("pre", { text: s.text }));
  }
  board.append(el("p", { text: `${s.to_move === "you" ? "You are" : "The computer is"} to move, in a ${s.outcome === "win" ? "won" : s.outcome === "lose" ? "lost" : "drawn"} position${s.misere ? " (misère play)" : ""}.` }));
  const moves = $("moves");
  moves.textContent = "";
  if (!s.over && s.to_move === "you") {
    for (const m of s.moves) moves.append(el("button", { type: "button", class: "move", text: m, onclick: () => play(m) }));
    if (s.more) moves.append(el("span", { class: "note", text: "…and more: type one below." }));
  }
  const log = $("play-log");
  if (answer.you) log.append(el("li", { text: `You play ${answer.you}.` }));
  if (answer.computer) log.append(el("li", { text: `The computer plays ${answer.computer.words}: ${answer.computer.why}.` }));
  const result = $("play-result");
  result.classList.remove("error");
  if (s.over) {
    result.textContent = `${s.ending.winner === "you" ? "You win" : "The computer wins"}: ${s.ending.reason}. ${s.ending.lesson}`;
    result.dataset.winner = s.ending.winner;
  } else {
    result.textContent = "";
    delete result.dataset.winner;
  }
}

async function startPlay(event) {
  if (event) event.preventDefault();
  $("play-log").textContent = "";
  const result = $("play-result");
  try {
    const answer = await api("/api/play/new", { ...gameBody(), position: $("play-position").value, first: $("play-first").value });
    renderPlay(answer);
  } catch (error) {
    if (!scriptError(error)) showError(result, error);
  }
}

async function play(move) {
  if (!state.session) return;
  try { renderPlay(await api("/api/play/move", { id: state.session, move })); }
  catch (error) { showError($("play-result"), error); }
}

async function hint() {
  if (!state.session) return;
  try {
    const answer = await api("/api/play/hint", { id: state.session });
    const h = answer.hints;
    $("play-result").classList.remove("error");
    $("play-result").textContent = h.moves.length ? `Winning moves: ${h.moves.join("; ")}${h.more ? ", and more" : ""}.` : `No winning move: ${h.why_none}.`;
  } catch (error) { showError($("play-result"), error); }
}

async function undo() {
  if (!state.session) return;
  try {
    const answer = await api("/api/play/undo", { id: state.session });
    renderPlay(answer);
    $("play-log").append(el("li", { text: answer.undone ? "Taken back." : "Nothing to undo." }));
  } catch (error) { showError($("play-result"), error); }
}

// ---- equality ----

// A position to start from in the game `id`, as its entry gives it (a 2-D table's cell as
// `x,y`, a problem's position as it is played).
function exampleOf(id) {
  const g = state.games.find((x) => x.id === id);
  if (!g) return "7";
  if (g.kind === "problem" && !g.views.includes("play")) return g.example || "5";
  return g.example || "7";
}

// The body of a comparison: G of the game chosen above or of the G picker, H of the same game
// or of the H picker (a problem's table options only for the game chosen above).
function equalBody() {
  const gId = $("equal-g-game").value || state.game.id;
  const hId = $("equal-h-game").value || gId;
  const side = (id) => {
    const part = { game: id };
    if (id === "typed") part.source = state.typed ?? $("source").value;
    if (id === state.game.id && state.game.kind === "problem") part.options = $("table-options").value;
    return part;
  };
  const g = side(gId), h = side(hId);
  const body = { ...g, g: $("equal-g").value, h: $("equal-h").value };
  if (hId !== gId) {
    body.h_game = h.game;
    if (h.source !== undefined) body.h_source = h.source;
    if (h.options !== undefined) body.h_options = h.options;
  }
  return body;
}

async function compare(event) {
  if (event) event.preventDefault();
  const out = $("equal-result");
  out.classList.remove("error");
  try {
    const answer = await api("/api/equal", equalBody());
    out.textContent = answer.words;
    out.dataset.equal = answer.equal;
  } catch (error) {
    if (!scriptError(error)) showError(out, error);
  }
}

// ---- wiring ----

window.addEventListener("DOMContentLoaded", () => {
  $("game").addEventListener("change", (e) => chooseGame(e.target.value));
  $("use-source").addEventListener("click", () => chooseGame("typed"));
  for (const tab of document.querySelectorAll("[role=tab]")) tab.addEventListener("click", () => selectTab(tab.id));
  document.querySelector("[role=tablist]").addEventListener("keydown", tabKeys);
  $("table-form").addEventListener("submit", drawTable);
  $("graph-form").addEventListener("submit", drawGraph);
  $("play-form").addEventListener("submit", startPlay);
  $("move-form").addEventListener("submit", (e) => { e.preventDefault(); play($("move-text").value); $("move-text").value = ""; });
  $("hint").addEventListener("click", hint);
  $("undo").addEventListener("click", undo);
  $("equal-form").addEventListener("submit", compare);
  $("equal-g-game").addEventListener("change", (e) => { if (e.target.value) $("equal-g").value = exampleOf(e.target.value); });
  $("equal-h-game").addEventListener("change", (e) => { if (e.target.value) $("equal-h").value = exampleOf(e.target.value); });
  selectTab("tab-table");
  loadGames().catch((error) => showError($("table-status"), error));
});
