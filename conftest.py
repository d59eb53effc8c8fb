"""pytest set-up shared by the whole tree."""

# The py:percent twins of the notebooks are run through the .ipynb files by nbval, and the
# scripts and benchmarks are programs, not test modules.
collect_ignore_glob = ["notebooks/*.py", "scripts/*.py", "benchmarks/*.py", "build/*"]
