// The Word Storm board: one side of the board (its special squares, the person's crossword) and
// the rack of tiles in hand. A view only: it draws the traits the Python side sets and sends the
// person's moves as messages; the engine decides, and the next redraw shows what it decided (an
// illegal move simply redraws the old board: the tile snaps back).
//
// Traits read: rows, cols, special [[r,c]], cells [[r,c,face]], wilds [[r,c,letter]], rack
// [face], values {face: points}, marks [[r,c]], locked, ask [r,c] or [], note, note_kind,
// revision, pending (the person's moves the engine has not judged yet), call_label, can_call.
// Traits written: focus [r,c] or [], direction ("across" | "down").
// Messages sent: {kind: "drop", from: {rack: face} | {cell: [r,c]}, to: {cell: [r,c]} | {rack:
// true}}, {kind: "type", letter}, {kind: "back"} (at the cursor: the focus trait, which
// reaches the kernel before the key that follows it; the kernel moves it on as letters go in),
// {kind: "take", cell}, {kind: "letter", cell, letter}, {kind: "reletter", cell},
// {kind: "shift", rows, cols},
// {kind: "exchange"}, {kind: "call"}.

const DRAG_PX = 5; // a press that moves less than this is a click, not a drag
const STEP = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

function make(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

function key(r, c) {
  return r + "," + c;
}

// The timings of drop -> redrawn board, for the benchmark (one list per page).
function timings() {
  if (!window.wgBoardTimings) window.wgBoardTimings = [];
  return window.wgBoardTimings;
}

function render({ model, el }) {
  const root = make("div", "wgb");
  root.tabIndex = 0;
  // JupyterLab's shortcuts (a, b, d d, arrows, space in command mode) must not fire while a
  // person types on the board: Lumino skips every element inside this attribute.
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.setAttribute("role", "application");
  root.setAttribute("aria-label", "your side of the Word Storm board: click a cell and type, " +
    "or drag tiles; space turns across/down, Backspace takes the last tile back");
  const tools = make("div", "wgb-tools");
  const gridBox = make("div", "wgb-gridbox");
  const grid = make("div", "wgb-grid");
  const rackLabel = make("div", "wgb-label", "Your tiles");
  const rack = make("div", "wgb-rack");
  rack.setAttribute("aria-label", "your tiles: drag one to a cell, or drop a tile here to " +
    "take it back");
  const note = make("div", "wgb-note");
  note.setAttribute("role", "status");
  const help = make("div", "wgb-help", "Drag a tile onto a cell, or click a cell and type. " +
    "Space: across/down. Backspace: take the last tile back. Shift+arrows: move the crossword. " +
    "Enter: Word Storm!/Done! when all your tiles are down.");
  gridBox.append(grid);
  root.append(tools, gridBox, rackLabel, rack, note, help);
  el.append(root);

  // -- the toolbar: move the crossword, crossword exchange, the call --------------------------
  const toolButtons = [];
  function tool(label, title, message, cls) {
    const b = make("button", "wgb-btn" + (cls ? " " + cls : ""), label);
    b.type = "button";
    b.title = title;
    b.addEventListener("click", (ev) => {
      ev.preventDefault();
      if (model.get("locked")) return;
      model.send(message());
      root.focus({ preventScroll: true });
    });
    toolButtons.push(b);
    tools.append(b);
    return b;
  }
  tools.append(make("span", "wgb-toolname", "Move crossword:"));
  tool("← left", "move the whole crossword one column left", () => ({ kind: "shift", rows: 0, cols: -1 }));
  tool("→ right", "move the whole crossword one column right", () => ({ kind: "shift", rows: 0, cols: 1 }));
  tool("↑ up", "move the whole crossword one row up", () => ({ kind: "shift", rows: -1, cols: 0 }));
  tool("↓ down", "move the whole crossword one row down", () => ({ kind: "shift", rows: 1, cols: 0 }));
  tool("Crossword exchange", "pick up every tile of your crossword to rearrange them",
    () => ({ kind: "exchange" }), "wgb-exchange");
  const callButton = tool("Word Storm!", "all your tiles are in your crossword: call it",
    () => ({ kind: "call" }), "wgb-call");

  // -- drawing --------------------------------------------------------------------------------
  let cellNodes = new Map(); // "r,c" -> cell element
  let shape = "";

  // A tile as render/common.py draws one: the face (a wild shows the letter it stands for, in
  // italics), the value in a corner, and one mark in the other: a star on a special square,
  // else "?" on a wild.
  function tileNode(face, letter, values, special) {
    const t = make("span", "wgb-tile" + (face === "?" ? " wgb-wild" : ""));
    const marks = [];
    if (special) {
      t.append(make("span", "wgb-corner wgb-corner-star", "★"));
      marks.push("on a special square");
    } else if (face === "?") {
      t.append(make("span", "wgb-corner", "?"));
    }
    if (face === "?") {
      t.append(make("span", "wgb-face wgb-stands", letter || "?"));
      marks.unshift(letter ? "wild tile standing for " + letter : "wild tile: which letter is it?");
    } else {
      t.append(make("span", "wgb-face", face));
      const v = values[face];
      if (v !== undefined) t.append(make("span", "wgb-value", String(v)));
      marks.unshift(face + (v !== undefined ? ", " + v + " points" : ""));
    }
    t.title = marks.join("; ");
    t.dataset.face = face;
    return t;
  }

  function build(rows, cols) {
    grid.textContent = "";
    grid.style.gridTemplateColumns = `repeat(${cols}, var(--wgb-cell))`;
    cellNodes = new Map();
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const cell = make("div", "wgb-cell");
        cell.dataset.r = r;
        cell.dataset.c = c;
        grid.append(cell);
        cellNodes.set(key(r, c), cell);
      }
    }
  }

  // Each cell and the rack are redrawn only when what they show has changed (a drop changes
  // two cells of hundreds): rebuilding every cell made the browser lay the whole grid out again.
  // A node's "drawn" signature is cleared where the board shows a move before the kernel's
  // answer (see onUp), so that the answer redraws it either way.
  function cellSignature(face, letter, value, special, bad, focused, down) {
    return [face === undefined ? "" : face, letter || "", value === undefined ? "" : value,
      special ? 1 : 0, bad ? 1 : 0, focused ? (down ? "d" : "a") : ""].join("|");
  }

  function drawCell(cell, face, letter, values, special, bad, focused, down) {
    const signature = cellSignature(face, letter, face === undefined ? undefined : values[face],
      special, bad, focused, down);
    if (cell.dataset.drawn === signature) return;
    cell.dataset.drawn = signature;
    let cls = "wgb-cell";
    if (special) cls += " wgb-special";
    if (bad) cls += " wgb-bad";
    if (focused) cls += down ? " wgb-focus wgb-down" : " wgb-focus wgb-across";
    if (face !== undefined) cls += " wgb-full";
    cell.className = cls;
    cell.textContent = "";
    if (face !== undefined) {
      cell.append(tileNode(face, letter, values, special));
    } else if (special) {
      cell.append(make("span", "wgb-star", "★"));
    }
    cell.title = (special ? "special square" : "") +
      (bad ? (special ? "; " : "") + "in a word the dictionary does not have" : "");
  }

  function draw() {
    const started = performance.now();
    const rows = model.get("rows");
    const cols = model.get("cols");
    if (shape !== key(rows, cols)) {
      shape = key(rows, cols);
      build(rows, cols);
    }
    const values = model.get("values") || {};
    const special = new Set((model.get("special") || []).map(([r, c]) => key(r, c)));
    const marks = new Set((model.get("marks") || []).map(([r, c]) => key(r, c)));
    const wilds = new Map((model.get("wilds") || []).map(([r, c, l]) => [key(r, c), l]));
    const cells = new Map((model.get("cells") || []).map(([r, c, f]) => [key(r, c), f]));
    const focus = model.get("focus") || [];
    const focusKey = focus.length === 2 ? key(focus[0], focus[1]) : null;
    const down = model.get("direction") === "down";
    for (const [k, cell] of cellNodes) {
      drawCell(cell, cells.get(k), wilds.get(k), values, special.has(k), marks.has(k),
        k === focusKey, down);
    }
    const hand = model.get("rack") || [];
    const rackSignature = JSON.stringify([hand, hand.map((f) => values[f])]);
    if (rack.dataset.drawn !== rackSignature) {
      rack.dataset.drawn = rackSignature;
      rack.textContent = "";
      hand.forEach((face, i) => {
        const t = tileNode(face, null, values, false);
        t.dataset.index = i;
        rack.append(t);
      });
      if (!hand.length) rack.append(make("span", "wgb-empty", "no tiles in hand"));
    }
    const text = model.get("note");
    note.textContent = text || "\u00a0";
    note.className = "wgb-note wgb-note-" + (model.get("note_kind") || "info");
    const locked = model.get("locked");
    root.classList.toggle("wgb-locked", !!locked);
    for (const b of toolButtons) b.disabled = !!locked;
    callButton.textContent = model.get("call_label") || "Word Storm!";
    callButton.disabled = !!locked || !model.get("can_call");
    drawAsk();
    root.dataset.revision = model.get("revision");
    if (timing) timing.work += performance.now() - started;
  }

  // The benchmark's timings: from a drop, key or click to the board redrawn ("drawn"), to the
  // board redrawn once the engine has judged every move sent ("confirmed": the kernel's
  // "pending" count is back to 0), and to the next painted frame after that ("frame").
  let timing = null;
  function mark(kind) {
    if (!timing) timing = { kind, at: performance.now(), drawn: null, work: 0 };
  }

  function redrawn() {
    draw();
    if (!timing) return;
    const now = performance.now();
    if (timing.drawn === null) timing.drawn = now - timing.at;
    if (model.get("pending")) return;
    const start = timing.at;
    const entry = { kind: timing.kind, drawn: timing.drawn, confirmed: now - start,
      work: timing.work, frame: null, at: performance.timeOrigin + start };
    timing = null;
    timings().push(entry);
    requestAnimationFrame(() => { entry.frame = performance.now() - start; });
  }

  // -- the wild's letter ----------------------------------------------------------------------
  const askBox = make("div", "wgb-ask");
  const askText = make("span", "wgb-ask-text", "This wild tile stands for the letter: ");
  const askInput = make("input", "wgb-ask-input");
  askInput.maxLength = 1;
  askInput.autocomplete = "off";
  askInput.setAttribute("aria-label", "the letter the wild tile stands for");
  askBox.append(askText, askInput, make("span", "wgb-help", " (type it; Esc: later)"));
  askBox.style.display = "none";
  gridBox.append(askBox);
  let asking = "";

  function drawAsk() {
    const ask = model.get("ask") || [];
    const k = ask.length === 2 ? key(ask[0], ask[1]) : "";
    if (k === asking) return;
    asking = k;
    if (!k) {
      askBox.style.display = "none";
      return;
    }
    askBox.style.display = "";
    const cell = cellNodes.get(k);
    if (cell) {
      askBox.style.top = cell.offsetTop + cell.offsetHeight + 4 + "px";
      askBox.style.left = Math.max(0, cell.offsetLeft - 40) + "px";
    }
    askInput.value = "";
    setTimeout(() => askInput.focus({ preventScroll: true }), 0);
  }

  askInput.addEventListener("keydown", (ev) => {
    ev.stopPropagation();
    const ask = model.get("ask") || [];
    if (/^[a-zA-Z]$/.test(ev.key) && ask.length === 2) {
      ev.preventDefault();
      model.send({ kind: "letter", cell: ask, letter: ev.key.toUpperCase() });
      root.focus({ preventScroll: true });
    } else if (ev.key === "Escape") {
      ev.preventDefault();
      model.send({ kind: "letter", cell: ask, letter: "" });
      root.focus({ preventScroll: true });
    } else if (ev.key !== "Tab") {
      ev.preventDefault();
    }
  });

  // -- focus and typing -----------------------------------------------------------------------
  function setFocus(r, c) {
    const rows = model.get("rows");
    const cols = model.get("cols");
    r = Math.min(Math.max(r, 0), rows - 1);
    c = Math.min(Math.max(c, 0), cols - 1);
    model.set("focus", [r, c]);
    model.save_changes();
  }

  function toggleDirection() {
    model.set("direction", model.get("direction") === "down" ? "across" : "down");
    model.save_changes();
  }

  root.addEventListener("keydown", (ev) => {
    if (ev.target === askInput) return;
    if (ev.ctrlKey || ev.metaKey || ev.altKey) return; // the browser's and the notebook's own
    const k = ev.key;
    const focus = model.get("focus") || [];
    const locked = model.get("locked");
    if (/^[a-zA-Z?]$/.test(k)) {
      if (!locked && focus.length === 2) {
        mark("key");
        model.send({ kind: "type", letter: k.toUpperCase() });
      }
    } else if (k === "Backspace") {
      if (!locked) model.send({ kind: "back" });
    } else if (k === "Delete") {
      if (!locked && focus.length === 2) model.send({ kind: "take", cell: focus });
    } else if (k in STEP) {
      const [dr, dc] = STEP[k];
      if (ev.shiftKey) {
        if (!locked) model.send({ kind: "shift", rows: dr, cols: dc });
      } else if (focus.length === 2) {
        setFocus(focus[0] + dr, focus[1] + dc);
      } else {
        setFocus(0, 0);
      }
    } else if (k === " ") {
      toggleDirection();
    } else if (k === "Enter") {
      if (!locked && model.get("can_call")) model.send({ kind: "call" });
    } else if (k === "Escape") {
      model.set("focus", []);
      model.save_changes();
    } else {
      return; // Tab and the rest keep their usual meaning
    }
    ev.preventDefault();
    ev.stopPropagation();
  });

  // -- dragging (pointer events: mouse, pen and touch alike) ----------------------------------
  let drag = null;

  function sourceOf(tile) {
    const cell = tile.closest(".wgb-cell");
    if (cell) return { cell: [Number(cell.dataset.r), Number(cell.dataset.c)] };
    return { rack: tile.dataset.face };
  }

  function targetAt(x, y) {
    const under = document.elementFromPoint(x, y);
    if (!under || !root.contains(under)) return null;
    const cell = under.closest(".wgb-cell");
    if (cell) return { cell: [Number(cell.dataset.r), Number(cell.dataset.c)], node: cell };
    if (under.closest(".wgb-rack, .wgb-label")) return { rack: true, node: rack };
    return null;
  }

  let hover = null;
  function highlight(node) {
    if (hover === node) return;
    if (hover) hover.classList.remove("wgb-over");
    hover = node;
    if (hover) hover.classList.add("wgb-over");
  }

  function onDown(ev) {
    if (ev.button !== undefined && ev.button !== 0) return;
    const tile = ev.target.closest(".wgb-tile");
    const cell = ev.target.closest(".wgb-cell");
    root.focus({ preventScroll: true });
    if (!tile) {
      if (cell) clickCell(cell);
      return;
    }
    ev.preventDefault();
    drag = { tile, source: sourceOf(tile), x0: ev.clientX, y0: ev.clientY, moved: false,
             ghost: null, id: ev.pointerId };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
    window.addEventListener("pointercancel", onCancel);
  }

  function onMove(ev) {
    if (!drag || ev.pointerId !== drag.id) return;
    const dx = ev.clientX - drag.x0;
    const dy = ev.clientY - drag.y0;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_PX) return;
    if (model.get("locked")) return;
    if (!drag.moved) {
      drag.moved = true;
      const ghost = drag.tile.cloneNode(true);
      ghost.classList.add("wgb-ghost");
      const box = drag.tile.getBoundingClientRect();
      ghost.style.width = box.width + "px";
      ghost.style.height = box.height + "px";
      drag.dx = drag.x0 - box.left;
      drag.dy = drag.y0 - box.top;
      root.append(ghost);
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
    window.removeEventListener("pointercancel", onCancel);
    highlight(null);
    if (drag && drag.ghost) drag.ghost.remove();
    if (drag) drag.tile.classList.remove("wgb-lifted");
    drag = null;
  }

  function onCancel() {
    finish();
  }

  function onUp(ev) {
    if (!drag || ev.pointerId !== drag.id) return;
    const { moved, source, tile } = drag;
    if (!moved) {
      finish();
      const cell = tile.closest(".wgb-cell");
      if (cell) clickCell(cell);
      else clickRackTile(tile);
      return;
    }
    if (drag.ghost) drag.ghost.style.display = "none";
    const target = targetAt(ev.clientX, ev.clientY);
    finish();
    if (!target || model.get("locked")) return;
    if (target.rack && source.rack !== undefined) return; // rack to rack: nothing to do
    if (target.cell && source.cell && key(...target.cell) === key(...source.cell)) return;
    // Show the tile where it was dropped at once; the engine's redraw confirms or undoes it
    // (the nodes changed here are marked for that redraw: see drawCell).
    const shown = tile.cloneNode(true);
    shown.classList.add("wgb-pending");
    if (target.cell) {
      target.node.textContent = "";
    } else {
      rack.querySelector(".wgb-empty")?.remove();
    }
    target.node.append(shown);
    target.node.dataset.drawn = "";
    tile.classList.add("wgb-pending-gone");
    (tile.closest(".wgb-cell") || rack).dataset.drawn = "";
    mark("drop");
    model.send({ kind: "drop", from: source, to: target.cell ? { cell: target.cell } : { rack: true } });
  }

  function clickCell(cell) {
    const r = Number(cell.dataset.r);
    const c = Number(cell.dataset.c);
    const focus = model.get("focus") || [];
    if (focus.length === 2 && focus[0] === r && focus[1] === c) {
      const full = cell.querySelector(".wgb-wild");
      if (full && !model.get("locked")) {
        model.send({ kind: "reletter", cell: [r, c] }); // a wild: say its letter again
      } else {
        toggleDirection(); // a second click on the cursor turns it, as in crossword apps
      }
      return;
    }
    mark("click");
    setFocus(r, c);
  }

  function clickRackTile(tile) {
    // A tap on a tile with a cell chosen puts it there: typing without a keyboard.
    const focus = model.get("focus") || [];
    if (model.get("locked") || focus.length !== 2) return;
    model.send({ kind: "type", letter: tile.dataset.face });
  }

  root.addEventListener("pointerdown", onDown);
  // The notebook makes a click in an output its own (it activates the cell and takes the
  // focus for its command mode): keep the board's clicks, and the focus, on the board.
  root.addEventListener("mousedown", (ev) => {
    if (ev.target !== askInput) ev.stopPropagation();
  });
  root.addEventListener("click", (ev) => {
    if (ev.target !== askInput && !ev.target.closest("button")) {
      root.focus({ preventScroll: true });
    }
  });

  model.on("change:revision", redrawn);
  model.on("change:focus", draw);
  model.on("change:direction", draw);
  draw();
  return () => {
    finish();
    model.off("change:revision", redrawn);
    model.off("change:focus", draw);
    model.off("change:direction", draw);
  };
}

export default { render };
