// The one screen client of every game and every host: it shows the HTML that Python draws from
// a seat's view (the model's "html"), and sends clicks, words and board moves to the table as
// messages. An anywidget module in JupyterLab; on the classroom server's pages the same module
// runs on a websocket stand-in for the model (page.js). It holds no game state: the table
// decides every move, and the next screen shows what it decided.
//
// A new screen is MORPHED into the old one (morphdom, vendored in front of this file by
// wordgames.screens.client_js), never put in place of it: the focus, the caret, the text typed,
// an open <details>, a <select>'s choice and the scroll position stay as the person left them.
//
// What the HTML may ask for:
//   <button data-send='{"type": "storm"}'>      a click sends that message
//   <form data-move='{"type": "claim"}'>         a submit sends it with the form's fields
//      <button data-move='{"type": "declare"}'>  ... or with that button's move instead
//      <input name="word">                       ... as "word": "the text"
//      <input name="words[]"> (several)          ... as "words": ["a", "b", ...] in order
//   data-key="Escape" on a button                that key, typed anywhere, clicks it
//   autofocus on an input                        focus goes there when it first shows and the
//                                                focus is nowhere, or after a button was pressed
//   data-value on an input or textarea           an update keeps what the person typed, unless
//                                                the server's value changed (it moved it)
//   data-fresh on an input                       an update never keeps what was typed
//   data-ends="312.5" on an element              a clock: it shows m:ss left until that moment
//                                                of the table's clock, counted here each second
//                                                from the model's "clock" ({now, rate}: the
//                                                table's time when sent, game seconds a second)
//   data-tile="A" on a tile (a rack)             a click types it into the last text box used
//   <div data-wg-board='{...}'>                  Word Storm's board, drawn and run here (below)
//   data-key="others" on an element              it is that element in every update, wherever
//                                                it moves (an open <details> stays open)
//   a form of the page itself (<form method=post>) is the browser's: the client leaves it be

/* global morphdom */

function fieldsOf(form) {
  const message = JSON.parse(form.dataset.move || "{}");
  for (const input of form.querySelectorAll("input[name], select[name], textarea[name]")) {
    const name = input.name;
    if (input.type === "checkbox" && !input.checked) continue;
    if (name.endsWith("[]")) {
      const key = name.slice(0, -2);
      (message[key] = message[key] || []).push(input.value);
    } else {
      message[name] = input.value;
    }
  }
  return message;
}

function keyOf(field) {
  const tick = field.type === "checkbox" ? "#" + field.value : "";
  return field.name + "#" + (field.dataset.slot || "") + tick;
}

// Time left as a child reads it on a clock (as screens/fivetiers.py's clock()).
function clockText(seconds) {
  const whole = Math.max(0, Math.ceil(seconds - 0.05));
  return Math.floor(whole / 60) + ":" + String(whole % 60).padStart(2, "0");
}

// The models whose screen has shown once: a notebook's second view of a screen (a reopened
// notebook, a cell scrolled back) takes neither the scroll nor the focus.
const shownOnce = new WeakSet();

// A screen new in a notebook (its play cell just run): scrolled into view, and its first text
// box (the name, or the game's word), or else the screen, takes the focus. JupyterLab moves the
// focus to the next cell after running one, so this is done again a moment later, unless the
// person has since clicked or typed somewhere. On a server page the page's load does this.
function showNew(model, el, root) {
  if (shownOnce.has(model)) return () => {};
  let acted = false;
  const stop = () => { acted = true; };
  document.addEventListener("pointerdown", stop, true);
  const ownKey = (event) => { if (!root.contains(event.target)) acted = true; };
  document.addEventListener("keydown", ownKey, true);
  const timers = [];
  function take() {
    // (The view is put in the notebook after it is made: where it is shows only now.)
    if (!root.isConnected || !el.closest(".jp-Notebook, .jp-OutputArea")) return;
    if ((shownOnce.has(model) && !timers.includes("mine"))) return;
    if (acted) return;
    // A view the output area replaced at once leaves the arrival to the view that stays.
    shownOnce.add(model);
    timers.push("mine");
    root.scrollIntoView({ block: "nearest" });
    if (root.contains(document.activeElement)) return;
    const box = root.querySelector("[autofocus]") ||
      root.querySelector("input[name]:not([type=hidden]):not([disabled]), textarea[name]");
    if (box) {
      box.focus({ preventScroll: true });
      if (box.select) box.select(); // "You" is replaced by the name typed, not added to
    } else { root.tabIndex = -1; root.focus({ preventScroll: true }); }
  }
  for (const wait of [50, 300, 800]) timers.push(setTimeout(take, wait));
  const done = setTimeout(() => {
    document.removeEventListener("pointerdown", stop, true);
    document.removeEventListener("keydown", ownKey, true);
  }, 1000);
  return () => {
    for (const t of timers) clearTimeout(t);
    clearTimeout(done);
    document.removeEventListener("pointerdown", stop, true);
    document.removeEventListener("keydown", ownKey, true);
  };
}

// A lost connection in a notebook: the last screen stays, greyed (.wg-offline), with
// "Reconnecting…" above it, until the next screen comes once the browser is back online (or a
// few seconds after, when the table had nothing new to show). JupyterLab tells a widget
// nothing of its kernel's websocket, so the browser's offline and online events are what say
// it. (A server page's own websocket says it there: page.js.)
const BACK_MS = 4000;

function watchConnection(model, el, root) {
  const notice = document.createElement("div");
  notice.setAttribute("role", "status");
  el.insertBefore(notice, root);
  let back = null;
  const online = (yes) => {
    clearTimeout(back);
    el.classList.toggle("wg-offline", !yes);
    notice.textContent = yes ? "" : "Reconnecting…";
    notice.className = yes ? "" : "wg-reconnecting";
  };
  const lost = () => online(false);
  const found = () => {
    clearTimeout(back);
    back = setTimeout(() => online(true), BACK_MS);
  };
  const drawn = () => { if (el.classList.contains("wg-offline") && navigator.onLine) online(true); };
  window.addEventListener("offline", lost);
  window.addEventListener("online", found);
  model.on("change:html", drawn);
  if (!navigator.onLine) lost();
  return () => {
    clearTimeout(back);
    window.removeEventListener("offline", lost);
    window.removeEventListener("online", found);
    model.off("change:html", drawn);
  };
}

// ``host``: "page" on a server page (page.js), none in JupyterLab (anywidget's call).
function render({ model, el, host }) {
  const root = document.createElement("div");
  root.className = "wg-screen";
  // JupyterLab takes letters and arrows for its own shortcuts unless told not to.
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  el.appendChild(root);

  // The server's last value of each field, to tell a value it moved (a placed word, a new
  // round) from one the person is typing over.
  const served = {};
  const boards = new Map(); // board element -> its controller
  const toggled = new WeakSet(); // the <details> the person opened or closed
  let lastBox = null; // the text box a tile click types into

  // -- the clock: counted here from the table's time when the screen was sent ---------------
  let anchor = { now: 0, rate: 0, at: performance.now(), seen: "" };
  function syncClock() {
    const clock = model.get("clock") || null;
    const seen = JSON.stringify(clock);
    if (seen === anchor.seen) return;
    anchor = clock ? { now: Number(clock.now) || 0, rate: Number(clock.rate) || 0,
                       at: performance.now(), seen } : { now: 0, rate: 0, at: performance.now(), seen };
  }
  function tick() {
    if (!anchor.seen || anchor.seen === "null") return;
    const now = anchor.now + anchor.rate * (performance.now() - anchor.at) / 1000;
    for (const node of root.querySelectorAll("[data-ends]")) {
      const text = clockText(Number(node.dataset.ends) - now);
      if (node.textContent !== text) node.textContent = text;
    }
  }

  // -- an update: morph -------------------------------------------------------------------
  function keep(from, to) {
    const board = boards.get(from);
    if (board) {
      if (to.hasAttribute("data-wg-board")) {
        const text = to.getAttribute("data-wg-board");
        from.setAttribute("data-wg-board", text); // what the screen said last, for all to read
        board.update(text);
        return false; // the board's inside is the client's own
      }
      board.stop();
      boards.delete(from);
    }
    const tag = from.tagName;
    if ((tag === "INPUT" || tag === "TEXTAREA") && from.name && to.name === from.name) {
      if (from.type === "checkbox") {
        to.checked = from.checked;
        return true;
      }
      if (to.hasAttribute("data-fresh") || from.type === "hidden") return true;
      const key = keyOf(to);
      const server = to.value;
      const moved = to.hasAttribute("data-value") && key in served && served[key] !== server;
      served[key] = server;
      if (!moved) to.value = from.value; // the same value: the caret does not move
      return true;
    }
    if (tag === "DETAILS" && toggled.has(from)) { // the person opened or closed it
      if (from.open) to.setAttribute("open", ""); else to.removeAttribute("open");
      return true;
    }
    if (tag === "SELECT" && !from.multiple) {
      const chosen = from.value;
      const options = [...to.options];
      if (options.some((o) => o.value === chosen)) {
        for (const o of options) o.toggleAttribute("selected", o.value === chosen);
      }
      return true;
    }
    return true;
  }

  function fresh(node) {
    // A new field: what the server put in it is what it last said.
    if (node.nodeType !== 1) return;
    const fields = node.matches("input[name], textarea[name]") ? [node]
      : node.querySelectorAll("input[name], textarea[name]");
    for (const field of fields) served[keyOf(field)] = field.value;
  }

  function mountBoard(spot) {
    if (boards.has(spot)) return;
    const board = makeBoard(spot, (message) => model.send(message));
    boards.set(spot, board);
    board.update(spot.getAttribute("data-wg-board"));
  }

  let drawn = false;
  let pressed = false; // a button of the screen sent a message: its answer takes the focus
  function draw() {
    syncClock();
    const before = new Set(root.querySelectorAll("[autofocus]"));
    const next = document.createElement("div");
    next.innerHTML = model.get("html") || "";
    if (!drawn) {
      root.replaceChildren(...next.childNodes);
      fresh(root);
      drawn = true;
    } else {
      morphdom(root, next, {
        childrenOnly: true,
        // A part that moves about (a list, a board) is known by its data-key, not its place.
        getNodeKey: (node) => (node.dataset && node.dataset.key) || node.id || undefined,
        onBeforeElUpdated: keep,
        onNodeAdded: (node) => { fresh(node); return node; },
        onNodeDiscarded: (node) => {
          if (node.nodeType !== 1) return;
          for (const [spot, board] of boards) {
            if (!spot.isConnected) { board.stop(); boards.delete(spot); }
          }
        },
      });
    }
    for (const field of root.querySelectorAll("input[name], textarea[name]")) {
      if (!(keyOf(field) in served)) served[keyOf(field)] = field.value;
    }
    for (const spot of root.querySelectorAll("[data-wg-board]")) mountBoard(spot);
    // The focus stays where the person has it; it goes to the screen's autofocus field
    // when it is nowhere (or the field is new), and after a button of the screen was pressed
    // (Hint, Next: the next screen takes the typing, as a child expects).
    const active = document.activeElement;
    const inside = active && active !== document.body && root.contains(active);
    const away = active && active !== document.body && !root.contains(active) &&
      !el.contains(active);
    const typing = inside && active.matches("input[name], textarea[name], select[name]");
    const targets = [...root.querySelectorAll("[autofocus]")];
    let target = null;
    if (pressed && !typing) target = targets[0];
    else if (!inside && !away) target = targets.find((x) => !before.has(x));
    if (target) target.focus({ preventScroll: true });
    pressed = false;
    tick();
    root.dataset.version = model.get("version") || "";
  }

  root.addEventListener("click", (event) => {
    const tile = event.target.closest("[data-tile]");
    if (tile && root.contains(tile) && !tile.closest("[data-wg-board]") && lastBox &&
        lastBox.isConnected && !lastBox.disabled) {
      // Five Tiers: a tile clicked goes into the row being typed.
      event.preventDefault();
      const at = lastBox.selectionStart ?? lastBox.value.length;
      const end = lastBox.selectionEnd ?? at;
      const letters = tile.dataset.tile.toLowerCase();
      const room = lastBox.maxLength > 0 ? lastBox.maxLength - lastBox.value.length + (end - at)
        : Infinity;
      if (letters.length > room) { // the row is full: as typing into it would be
        lastBox.focus({ preventScroll: true });
        return;
      }
      lastBox.value = lastBox.value.slice(0, at) + letters + lastBox.value.slice(end);
      lastBox.focus({ preventScroll: true });
      lastBox.setSelectionRange(at + letters.length, at + letters.length);
      return;
    }
    const button = event.target.closest("[data-send]");
    if (!button || !root.contains(button) || button.disabled) return;
    event.preventDefault();
    pressed = true;
    model.send(JSON.parse(button.dataset.send));
  });
  root.addEventListener("focusin", (event) => {
    const box = event.target;
    if (box.tagName === "INPUT" && box.type === "text") lastBox = box;
  });
  // A <details> the person opens or closes (a click on its summary, or Enter) stays so.
  root.addEventListener("click", (event) => {
    const summary = event.target.closest && event.target.closest("summary");
    if (summary && summary.parentElement.tagName === "DETAILS") toggled.add(summary.parentElement);
  }, true);
  root.addEventListener("submit", (event) => {
    const form = event.target.closest("form[data-move]");
    if (!form) return;
    event.preventDefault();
    const message = fieldsOf(form);
    // A form with two buttons (Place, I have all five!) sends the pressed one's move.
    const pressed = event.submitter && event.submitter.dataset.move;
    model.send(pressed ? Object.assign(message, JSON.parse(pressed)) : message);
    for (const input of form.querySelectorAll("input[data-clear]")) input.value = "";
  });
  root.addEventListener("keydown", (event) => {
    if (event.target.closest && event.target.closest("[data-wg-board]")) return; // the board's
    // Enter in a text box submits its form ourselves: in JupyterLab the browser's own
    // (implicit) submission does not happen for an input inside a notebook's output.
    const box = event.target;
    if (event.key === "Enter" && box && box.tagName === "INPUT" && box.form &&
        box.form.matches("form[data-move]") && root.contains(box.form) && !event.isComposing) {
      event.preventDefault();
      box.form.requestSubmit();
      return;
    }
    const button = root.querySelector(`[data-key="${CSS.escape(event.key)}"]`);
    if (button && !button.disabled) {
      event.preventDefault();
      button.click();
    }
  });
  const ticking = setInterval(tick, 250);
  const clockChanged = () => { syncClock(); tick(); };
  model.on("change:html", draw);
  model.on("change:clock", clockChanged);
  draw();
  const arrival = showNew(model, el, root);
  const unwatch = host === "page" ? () => {} : watchConnection(model, el, root);
  return () => {
    clearInterval(ticking);
    arrival();
    unwatch();
    for (const board of boards.values()) board.stop();
    model.off("change:html", draw);
    model.off("change:clock", clockChanged);
  };
}

// -- Word Storm's board ---------------------------------------------------------------------
// The screen's HTML gives the board's data (data-wg-board: rows, cols, special [[r,c]], cells
// [[r,c,face]], hand [face], running, refused (the table's last answer to this seat was no),
// round, marks [[r,c]]: tiles of runs that are not words); the board draws it, lets the person drag tiles (mouse,
// pen, touch), click a cell and type (Space turns across/down, Backspace takes the last tile
// typed back, arrows move the cursor, Shift+arrows the whole crossword), and sends the
// crossword they want as {"type": "arrange", "cells": [[r, c, face], ...]}: the table checks
// it like any other message, and a refused one snaps back at the next screen.
//
// A wild tile ("?": the rulebook's 4 wild tiles, each "can replace any missing letter" and
// "may be reused as a different letter at any time") put on a square by drag, by typing "?"
// or by a tap asks which letter it is (a line under the crossword: type the letter, or Escape
// for "any letter"); typing a letter the child does not hold puts a wild there and says so.
// The letter only labels the tile on this board (data-as): the table still judges a wild as
// whatever letter makes the words, which never counts against the child, and a click on a
// placed wild asks again.

const DRAG_PX = 5; // a press that moves less than this is a click, not a drag
const STEP = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const PENDING_MS = 4000; // a move the table has not shown by then is forgotten

function make(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

const at = (r, c) => r + "," + c;

function counts(faces) {
  const out = new Map();
  for (const f of faces) out.set(f, (out.get(f) || 0) + 1);
  return out;
}

function sameGrid(a, b) {
  if (a.size !== b.size) return false;
  for (const [k, f] of a) if (b.get(k) !== f) return false;
  return true;
}

function makeBoard(spot, send) {
  const box = make("div", "wgb");
  box.tabIndex = 0;
  box.setAttribute("data-lm-suppress-shortcuts", "true");
  box.setAttribute("role", "application");
  box.setAttribute("aria-label", "your crossword: click a square and type, or drag your " +
    "letters; Space turns across/down, Backspace takes the last letter back");
  const tools = make("div", "wgb-tools");
  const gridBox = make("div", "wgb-gridbox");
  const grid = make("div", "wgb-grid");
  const rackLabel = make("div", "wgb-label", "Your letters");
  const rack = make("div", "wgb-rack");
  rack.setAttribute("aria-label", "your letters: drag one to a square, or drop a letter " +
    "here to take it back");
  const help = make("div", "wgb-help", "Drag a letter onto a square, or click a square and " +
    "type. Space: across or down. Backspace: take the last letter back. Shift+arrows: move " +
    "your crossword. A ? tile can be any letter: you say which. Cover two or more ★ squares: " +
    "they take points off (the fewest points win).");
  // Which letter a wild tile just put down is: asked here, answered by typing it.
  const ask = make("div", "wgb-ask");
  ask.setAttribute("role", "group");
  ask.setAttribute("aria-label", "which letter is your ? tile");
  const askText = make("label", "wgb-ask-text", "Which letter is your ? tile? Type it: ");
  const askInput = make("input", "wgb-ask-input");
  askInput.maxLength = 1;
  askInput.autocomplete = "off";
  askInput.spellcheck = false;
  askInput.setAttribute("aria-label", "the letter your ? tile is");
  askText.append(askInput);
  const anyLetter = make("button", "wgb-btn wgb-ask-any", "Any letter");
  anyLetter.type = "button";
  anyLetter.title = "leave it a ? tile: it will be whatever letter makes your words (Escape)";
  ask.append(askText, anyLetter);
  ask.hidden = true;
  const note = make("div", "wgb-note"); // what the board did that the child did not ask for
  note.setAttribute("role", "status");
  gridBox.append(grid);
  box.append(tools, gridBox, ask, note, rackLabel, rack, help); // below: the grid stays put
  spot.replaceChildren(box);

  const buttons = [];
  function tool(label, title, action, cls) {
    const b = make("button", "wgb-btn" + (cls ? " " + cls : ""), label);
    b.type = "button";
    b.title = title;
    b.addEventListener("click", (ev) => {
      ev.preventDefault();
      if (!data.running) return;
      action();
      box.focus({ preventScroll: true });
    });
    buttons.push(b);
    tools.append(b);
    return b;
  }
  tools.append(make("span", "wgb-toolname", "Move crossword:"));
  tool("←", "move your whole crossword one square left", () => shift(0, -1)).dataset.shift = "left";
  tool("→", "move your whole crossword one square right", () => shift(0, 1)).dataset.shift = "right";
  tool("↑", "move your whole crossword one square up", () => shift(-1, 0)).dataset.shift = "up";
  tool("↓", "move your whole crossword one square down", () => shift(1, 0)).dataset.shift = "down";
  tool("Take all back", "take every letter of your crossword back to rearrange them",
    () => submit(new Map(), null), "wgb-exchange");

  // What the table last showed, and what the person sent since (shown until the table's
  // screen shows it or refuses it).
  let data = { rows: 12, cols: 18, special: [], cells: [], hand: [], running: false };
  let shown = new Map(); // the table's crossword
  let pending = null; // { grid: Map, sent: time }
  let focus = null; // [r, c]
  let down = false;
  let typed = []; // cells filled by typing, newest last (for Backspace)
  let shape = "";
  let cells = new Map();
  let round = null;
  let wildAs = new Map(); // square -> the letter the child says its wild tile is
  let asking = null; // the square whose wild tile the board asks about

  function askLetter(k) {
    asking = k;
    ask.hidden = false;
    askInput.value = "";
    askInput.placeholder = wildAs.get(k) || "";
    note.textContent = "";
    draw();
    askInput.focus({ preventScroll: true });
  }

  function answer(letter) { // "A" to "Z", or "" for any letter
    const k = asking;
    asking = null;
    ask.hidden = true;
    if (k !== null && letter) wildAs.set(k, letter);
    else if (k !== null) wildAs.delete(k);
    box.focus({ preventScroll: true });
    draw();
  }

  askInput.addEventListener("keydown", (ev) => {
    ev.stopPropagation(); // the letter is the answer, not a move on the board
    if (ev.key === "Escape") {
      ev.preventDefault();
      answer("");
    } else if (ev.key === "Enter") {
      ev.preventDefault();
      const letter = askInput.value.trim().toUpperCase();
      answer(/^[A-Z]$/.test(letter) ? letter : wildAs.get(asking) || "");
    }
  });
  askInput.addEventListener("input", () => {
    const letter = askInput.value.slice(-1).toUpperCase();
    if (/^[A-Z]$/.test(letter)) answer(letter);
    else askInput.value = ""; // a letter from A to Z only
  });
  anyLetter.addEventListener("click", (ev) => { ev.preventDefault(); answer(""); });

  // The child went on without answering: the question goes, the tile keeps what it was.
  function dismiss() {
    if (asking === null) return;
    asking = null;
    ask.hidden = true;
    draw();
  }

  // The labels follow their tiles when the crossword moves: from -> to, as a Map of squares.
  function moveLabels(moves) {
    const next = new Map();
    for (const [k, letter] of wildAs) {
      if (!moves.has(k)) next.set(k, letter);
    }
    for (const [from, to] of moves) if (wildAs.has(from)) next.set(to, wildAs.get(from));
    wildAs = next;
  }

  // The crossword and hand a move starts from: the one sent last while the table has not
  // shown it (quick moves build on each other), else the table's.
  function base() {
    const hand = data.hand.slice();
    if (!pending) return { grid: new Map(shown), hand };
    const have = counts([...hand, ...shown.values()]);
    const want = counts(pending.grid.values());
    for (const [f, n] of want) if ((have.get(f) || 0) < n) return { grid: new Map(shown), hand };
    const left = [];
    for (const [f, n] of have) for (let i = 0; i < n - (want.get(f) || 0); i++) left.push(f);
    return { grid: new Map(pending.grid), hand: left.sort() };
  }

  function submit(next, _from) {
    const now = base();
    if (sameGrid(next, now.grid)) return;
    pending = { grid: next, sent: performance.now() };
    const out = [...next].map(([k, f]) => { const [r, c] = k.split(",").map(Number); return [r, c, f]; });
    out.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    send({ type: "arrange", cells: out });
    draw();
  }

  function advance() {
    if (!focus) return;
    focus = down ? [Math.min(focus[0] + 1, data.rows - 1), focus[1]]
      : [focus[0], Math.min(focus[1] + 1, data.cols - 1)];
  }

  function typeLetter(letter) {
    if (!focus) return;
    const { grid: g, hand } = base();
    const k = at(...focus);
    const here = g.get(k);
    note.textContent = "";
    if (here === letter || (here === "?" && wildAs.get(k) === letter)) {
      advance(); draw(); return;
    }
    const held = counts(hand);
    if (here === "?" && letter !== "?" && !held.get(letter)) { // the wild here: another letter
      wildAs.set(k, letter);
      note.textContent = `Your ? tile is the ${letter} now.`;
      advance(); draw(); return;
    }
    let face = letter;
    if (letter !== "?" && !held.get(letter) && held.get("?")) face = "?";
    const next = new Map(g);
    next.set(k, face);
    wildAs.delete(k);
    typed.push(k);
    advance();
    if (face === "?" && letter !== "?") {
      wildAs.set(k, letter);
      note.textContent = `You have no ${letter}, so a ? tile is your ${letter}.`;
    }
    submit(next);
    if (letter === "?" && held.get("?")) askLetter(k);
  }

  function back() {
    const { grid: g } = base();
    while (typed.length && !g.has(typed[typed.length - 1])) typed.pop();
    let k = null;
    if (typed.length) k = typed.pop();
    else if (focus && g.has(at(...focus))) k = at(...focus);
    else if (focus) {
      focus = down ? [Math.max(0, focus[0] - 1), focus[1]] : [focus[0], Math.max(0, focus[1] - 1)];
      if (!g.has(at(...focus))) { draw(); return; }
      k = at(...focus);
    }
    if (!k) return;
    focus = k.split(",").map(Number);
    const next = new Map(g);
    next.delete(k);
    wildAs.delete(k);
    submit(next);
  }

  function shift(dr, dc) {
    const { grid: g } = base();
    if (!g.size) return;
    const next = new Map();
    for (const [k, f] of g) {
      const [r, c] = k.split(",").map(Number);
      if (r + dr < 0 || c + dc < 0 || r + dr >= data.rows || c + dc >= data.cols) return;
      next.set(at(r + dr, c + dc), f);
    }
    if (focus) focus = [Math.max(0, focus[0] + dr), Math.max(0, focus[1] + dc)];
    typed = typed.map((k) => { const [r, c] = k.split(",").map(Number); return at(r + dr, c + dc); });
    moveLabels(new Map([...g.keys()].map((k) => {
      const [r, c] = k.split(",").map(Number);
      return [k, at(r + dr, c + dc)];
    })));
    if (asking !== null) answer(""); // the square asked about moved: ask no more
    submit(next);
  }

  function drop(source, target) {
    const { grid: g } = base();
    const next = new Map(g);
    let wild = null; // a wild tile from the hand: the square to ask about
    note.textContent = "";
    if (source.rack !== undefined) {
      if (!target.cell) return;
      const to = at(...target.cell);
      next.set(to, source.rack); // a letter there goes back to the hand
      wildAs.delete(to);
      if (source.rack === "?") wild = to;
    } else {
      const from = at(...source.cell);
      const face = g.get(from);
      if (face === undefined) return;
      if (!target.cell) {
        next.delete(from);
        wildAs.delete(from);
      } else {
        const to = at(...target.cell);
        if (to === from) return;
        const other = g.get(to);
        next.set(to, face);
        if (other === undefined) next.delete(from); else next.set(from, other);
        moveLabels(new Map(other === undefined ? [[from, to]] : [[from, to], [to, from]]));
      }
    }
    typed = [];
    submit(next);
    if (wild !== null) askLetter(wild);
  }

  // -- drawing ----------------------------------------------------------------------------
  function tileNode(face, special, as) {
    const t = make("span", "wgb-tile" + (face === "?" ? " wgb-wild" : ""));
    if (special) t.append(make("span", "wgb-corner wgb-corner-star", "★"));
    t.append(make("span", "wgb-face", as || face));
    if (as) t.append(make("span", "wgb-wild-mark", "?"));
    t.title = face !== "?" ? face : as ? `a ? tile you made ${as}: click it to choose again`
      : "a ? tile: it can be any letter";
    t.dataset.face = face;
    if (as) t.dataset.as = as;
    return t;
  }

  function build() {
    grid.textContent = "";
    grid.style.gridTemplateColumns = `repeat(${data.cols}, var(--wgb-cell))`;
    cells = new Map();
    for (let r = 0; r < data.rows; r++) {
      for (let c = 0; c < data.cols; c++) {
        const cell = make("div", "wgb-cell");
        cell.dataset.row = r;
        cell.dataset.col = c;
        grid.append(cell);
        cells.set(at(r, c), cell);
      }
    }
  }

  function draw() {
    if (shape !== at(data.rows, data.cols)) {
      shape = at(data.rows, data.cols);
      build();
    }
    const { grid: g, hand } = base();
    for (const k of [...wildAs.keys()]) if (g.get(k) !== "?") wildAs.delete(k);
    if (asking !== null && (g.get(asking) !== "?" || !data.running)) { // gone, or time is up
      asking = null;
      ask.hidden = true;
    }
    const special = new Set(data.special.map(([r, c]) => at(r, c)));
    // Marks are the table's, of its crossword: none on a square a move since has changed.
    const marks = new Set((data.marks || []).map(([r, c]) => at(r, c))
      .filter((k) => g.get(k) === shown.get(k)));
    const focusKey = focus ? at(...focus) : null;
    for (const [k, cell] of cells) {
      const face = g.get(k);
      const star = special.has(k);
      const bad = marks.has(k);
      const signature = [face || "", star, bad, k === focusKey ? (down ? "d" : "a") : "",
        pending && pending.grid.has(k) && shown.get(k) !== face ? "p" : "",
        wildAs.get(k) || "", k === asking ? "q" : ""].join("|");
      if (cell.dataset.drawn === signature) continue;
      cell.dataset.drawn = signature;
      let cls = "wgb-cell";
      if (star) cls += " wgb-special";
      if (bad) cls += " wgb-bad";
      if (k === focusKey) cls += down ? " wgb-focus wgb-down" : " wgb-focus wgb-across";
      if (face !== undefined) cls += " wgb-full";
      if (k === asking) cls += " wgb-asking";
      cell.className = cls;
      cell.textContent = "";
      if (face !== undefined) cell.append(tileNode(face, star, wildAs.get(k)));
      else if (star) cell.append(make("span", "wgb-star", "★"));
      cell.title = (star ? "a ★ square" : "") + (bad ? (star ? "; " : "") +
        "in a word the dictionary does not have" : "");
    }
    const signature = JSON.stringify(hand);
    if (rack.dataset.drawn !== signature) {
      rack.dataset.drawn = signature;
      rack.textContent = "";
      hand.forEach((face) => {
        const t = tileNode(face, false);
        t.dataset.tile = face;
        rack.append(t);
      });
      if (!hand.length) rack.append(make("span", "wgb-empty", "All your letters are in your crossword."));
    }
    box.classList.toggle("wgb-locked", !data.running);
    for (const b of buttons) b.disabled = !data.running;
    box.dataset.pending = pending ? "1" : "";
  }

  function update(text) {
    let next;
    try { next = JSON.parse(text || "{}"); } catch (e) { return; }
    data = Object.assign({ rows: 12, cols: 18, special: [], cells: [], hand: [], running: false },
      next);
    if (data.round !== round) { // a new round: a clean board
      round = data.round;
      pending = null;
      focus = null;
      typed = [];
      wildAs = new Map();
      note.textContent = "";
    }
    shown = new Map(data.cells.map(([r, c, f]) => [at(r, c), f]));
    if (pending && (sameGrid(pending.grid, shown) || data.refused ||
                    performance.now() - pending.sent > PENDING_MS)) {
      pending = null;
    }
    draw();
  }

  // -- keys -------------------------------------------------------------------------------
  box.addEventListener("keydown", (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const k = ev.key;
    if (k !== "Tab" && k !== "Shift") dismiss();
    if (/^[a-zA-Z?]$/.test(k)) {
      if (data.running && focus) typeLetter(k.toUpperCase());
    } else if (k === "Backspace") {
      if (data.running) back();
    } else if (k === "Delete") {
      if (data.running && focus) {
        const { grid: g } = base();
        const next = new Map(g);
        next.delete(at(...focus));
        submit(next);
      }
    } else if (k in STEP) {
      const [dr, dc] = STEP[k];
      if (ev.shiftKey) {
        if (data.running) shift(dr, dc);
      } else {
        const [r, c] = focus || [0, 0];
        focus = focus ? [Math.min(Math.max(r + dr, 0), data.rows - 1),
                         Math.min(Math.max(c + dc, 0), data.cols - 1)] : [0, 0];
        typed = [];
        draw();
      }
    } else if (k === " ") {
      down = !down;
      draw();
    } else if (k === "Escape") {
      focus = null;
      draw();
    } else {
      return; // Tab, Enter and the rest keep their usual meaning
    }
    ev.preventDefault();
    ev.stopPropagation();
  });

  // -- dragging (pointer events: mouse, pen and touch alike) ------------------------------
  let drag = null;
  let hover = null;
  function highlight(node) {
    if (hover === node) return;
    if (hover) hover.classList.remove("wgb-over");
    hover = node;
    if (hover) hover.classList.add("wgb-over");
  }
  function sourceOf(tile) {
    const cell = tile.closest(".wgb-cell");
    if (cell) return { cell: [Number(cell.dataset.row), Number(cell.dataset.col)] };
    return { rack: tile.dataset.face };
  }
  function targetAt(x, y) {
    const under = document.elementFromPoint(x, y);
    if (!under || !box.contains(under)) return null;
    const cell = under.closest(".wgb-cell");
    if (cell) return { cell: [Number(cell.dataset.row), Number(cell.dataset.col)], node: cell };
    if (under.closest(".wgb-rack, .wgb-label")) return { rack: true, node: rack };
    return null;
  }
  function clickCell(cell) {
    const r = Number(cell.dataset.row);
    const c = Number(cell.dataset.col);
    if (focus && focus[0] === r && focus[1] === c) down = !down; // a second click turns it
    else focus = [r, c];
    typed = [];
    draw();
  }
  function onDown(ev) {
    if (ev.button !== undefined && ev.button !== 0) return;
    if (ev.target.closest(".wgb-ask")) return; // the question's own box and button
    dismiss();
    const tile = ev.target.closest(".wgb-tile");
    const cell = ev.target.closest(".wgb-cell");
    box.focus({ preventScroll: true });
    if (!tile) {
      if (cell) clickCell(cell);
      return;
    }
    ev.preventDefault();
    drag = { tile, source: sourceOf(tile), x0: ev.clientX, y0: ev.clientY, moved: false,
             ghost: null, id: ev.pointerId };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", finish);
  }
  function onMove(ev) {
    if (!drag || ev.pointerId !== drag.id || !data.running) return;
    const dx = ev.clientX - drag.x0;
    const dy = ev.clientY - drag.y0;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_PX) return;
    if (!drag.moved) {
      drag.moved = true;
      const ghost = drag.tile.cloneNode(true);
      ghost.classList.add("wgb-ghost");
      const rect = drag.tile.getBoundingClientRect();
      ghost.style.width = rect.width + "px";
      ghost.style.height = rect.height + "px";
      drag.dx = drag.x0 - rect.left;
      drag.dy = drag.y0 - rect.top;
      box.append(ghost);
      drag.ghost = ghost;
      drag.tile.classList.add("wgb-lifted");
    }
    drag.ghost.style.left = ev.clientX - drag.dx + "px";
    drag.ghost.style.top = ev.clientY - drag.dy + "px";
    const target = targetAt(ev.clientX, ev.clientY);
    highlight(target ? target.node : null);
  }
  function finish() {
    window.removeEventListener("pointermove", onMove);
    window.removeEventListener("pointerup", onUp);
    window.removeEventListener("pointercancel", finish);
    highlight(null);
    if (drag && drag.ghost) drag.ghost.remove();
    if (drag) drag.tile.classList.remove("wgb-lifted");
    drag = null;
  }
  function onUp(ev) {
    if (!drag || ev.pointerId !== drag.id) return;
    const { moved, source, tile } = drag;
    if (!moved) {
      finish();
      const cell = tile.closest(".wgb-cell");
      if (cell && data.running && tile.dataset.face === "?") { // which letter is it?
        focus = [Number(cell.dataset.row), Number(cell.dataset.col)];
        typed = [];
        askLetter(at(...focus));
      } else if (cell) clickCell(cell);
      else if (data.running && focus) typeLetter(tile.dataset.face); // a tap types it
      return;
    }
    if (drag.ghost) drag.ghost.style.display = "none";
    const target = targetAt(ev.clientX, ev.clientY);
    finish();
    if (target && data.running) drop(source, target);
  }
  box.addEventListener("pointerdown", onDown);
  // The notebook makes a click in an output its own: keep the board's clicks on the board.
  box.addEventListener("mousedown", (ev) => ev.stopPropagation());

  return {
    update,
    stop: finish,
  };
}

export default { render };
