# Two commands for a fresh machine: `make lab` and `make test`. Each creates .venv when missing.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
export PIP_DISABLE_PIP_VERSION_CHECK := 1

.PHONY: lab app test quick benchmarks data figures clean chromium native

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Stamps re-run the install when pyproject.toml changes.
$(VENV)/.stamp-notebooks: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[notebooks]'
	$(BIN)/python scripts/lab_settings.py
	touch $@

$(VENV)/.stamp-dev: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install -q -e '.[dev]'
	$(BIN)/python scripts/lab_settings.py
	touch $@ $(VENV)/.stamp-notebooks

# The Word Storm and Five Tiers searches compiled with mypyc (part of mypy) where a C compiler is
# there: the same games, simulated quicker (scripts/build_native.py, wordgames/kit/native.py).
# Nothing to do when the build is current; the package runs from its sources when it fails.
native: $(VENV)/.stamp-notebooks
	$(BIN)/python scripts/build_native.py

# Jupyter refuses to run as root unless told; classroom machines and containers often are root.
LAB_FLAGS := $(if $(filter 0,$(shell id -u)),--allow-root)

# The kernel websocket without Nagle's delay: board redraws 40 ms sooner (wordgames/ui/nodelay.py).
LAB_FLAGS += --ServerApp.kernel_websocket_connection_class=wordgames.ui.nodelay.Connection

# `make lab PORT=8890` serves on another port; `make lab TOKEN=secret` sets the login token
# (by default a fresh random one, in the link JupyterLab prints); `TOKEN=none` turns it off, for
# a machine nobody else can reach.
LAB_FLAGS += $(if $(PORT),--ServerApp.port=$(PORT))
LAB_FLAGS += $(if $(TOKEN),--IdentityProvider.token=$(if $(filter none,$(TOKEN)),,$(TOKEN)))

# The classroom folder (word lists, exercises, progress, the server's tables): the notebooks and
# the server share one, ~/wordgames-classroom (wordgames/classroom/folder.py) or
# $WORDGAMES_CLASSROOM; `make lab CLASSROOM=DIR` and `make app CLASSROOM=DIR` choose another.
CLASSROOM_ENV := $(if $(CLASSROOM),WORDGAMES_CLASSROOM=$(abspath $(CLASSROOM)))

lab: $(VENV)/.stamp-notebooks native
	$(CLASSROOM_ENV) $(BIN)/jupyter lab $(LAB_FLAGS) notebooks/00_start_here.ipynb

# The classroom server: one process holds every table; students play from plain web pages on
# http://localhost:8866 (PORT=, IP=0.0.0.0 for the whole network, CLASSROOM=FOLDER, default
# the notebooks' ~/wordgames-classroom). It prints the lobby's address, the teacher's (with
# the teacher's key) and the classroom folder when it starts.
app: $(VENV)/.stamp-notebooks native
	$(BIN)/python -m wordgames app --port $(or $(PORT),8866) --ip $(or $(IP),127.0.0.1) \
		$(if $(CLASSROOM),--classroom $(CLASSROOM))

# Everything: unit, property and doc tests, the notebooks in quick mode, lint, types, clean notebooks.
# The browser tests of the play screens need Debian's chromium (installed here when root can).
chromium:
	command -v chromium >/dev/null || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null \
		&& apt-get update -qq && apt-get install -y -qq chromium; } || \
		echo "chromium missing: the browser tests will skip (apt-get install chromium)"

test: $(VENV)/.stamp-dev chromium native
	$(BIN)/python scripts/check_notebooks.py
	$(BIN)/ruff check .
	$(BIN)/mypy
	WORDGAMES_QUICK=1 MPLBACKEND=Agg $(BIN)/python -m pytest --nbval-lax -q

# The edit-test loop: every test but the notebook, browser and process ones (conftest.py marks
# those slow), with lint; no chromium, no types. `make test` still runs everything. The tests
# run on every core (pytest-xdist), a test file's tests in one worker (its module fixtures
# built once); `make quick WORKERS=1` runs them in one process.
quick: $(VENV)/.stamp-dev native
	$(BIN)/ruff check .
	WORDGAMES_QUICK=1 MPLBACKEND=Agg $(BIN)/python -m pytest -q -m "not slow" \
		-n $(or $(WORKERS),auto) --dist loadfile

benchmarks: $(VENV)/.stamp-dev native
	for b in benchmarks/bench_*.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

# Rebuild the shipped word data from the registries (needs root for apt-get).
data: $(VENV)/.stamp-dev
	command -v apt-get >/dev/null && (test -d /usr/share/dict/scowl || (apt-get update -qq && apt-get install -y -qq scowl))
	$(BIN)/python scripts/build_lexicon.py
	command -v apt-get >/dev/null && (test -f /usr/share/wordnet/data.noun || (apt-get update -qq && apt-get install -y -qq --no-install-recommends wordnet-base))
	$(BIN)/python scripts/build_exclusions.py
	# The blocklist reads WordNet's slurs from the definitions; the categories leave out what
	# it blocks; the definitions carry the categories: so the definitions are built twice.
	$(BIN)/python scripts/build_definitions.py
	$(BIN)/python scripts/build_blocklist.py
	$(BIN)/python scripts/build_categories.py
	$(BIN)/python scripts/build_definitions.py
	command -v apt-get >/dev/null && (test -f /usr/share/hunspell/es_ES.dic -a -f /usr/share/apertium/apertium-eng-spa/spa-eng.autobil.bin -a -f /usr/share/apertium/apertium-spa-cat/spa-cat.automorf.bin || (apt-get update -qq && apt-get install -y -qq --no-install-recommends hunspell-es lttoolbox lttoolbox-dev apertium-eng-spa apertium-spa-cat))
	$(BIN)/python scripts/build_lexicon_es.py
	$(BIN)/python scripts/build_glosses_es.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
	rm -f wordgames/*/*.so wordgames/*/*.py.sha256

# The analysis notebooks in full mode, executed into build/figures (outputs never committed).
# Full mode whatever the shell exported, and the inline backend: an inherited MPLBACKEND=Agg
# (as `make test` uses) would run every figure cell and keep no figure.
FIGURES_ENV := WORDGAMES_QUICK= MPLBACKEND=module://matplotlib_inline.backend_inline
figures: $(VENV)/.stamp-dev native
	mkdir -p build/figures
	@echo "Notebook 13 runs the variant search and the solvability curve (400 racks a point):"
	@echo "about two hours on 2 cores, unless scripts/design_search.py and"
	@echo "scripts/solvability_curve.py have left their results in data/results/."
	for nb in notebooks/1*.ipynb; do \
		start=$$(date +%s); \
		$(FIGURES_ENV) $(BIN)/jupyter nbconvert --to notebook --execute \
			--ExecutePreprocessor.timeout=7200 --output-dir build/figures "$$nb" || exit 1; \
		echo "$$nb: $$(( $$(date +%s) - start )) s"; \
	done
