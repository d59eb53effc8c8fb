"""How long the balance report takes: on local worker processes, and on a Dask cluster.

Run from the repository root::

    python benchmarks/bench_report.py [--games myword] [--workers 2] [--quick]

For each game, the whole report (``wordgames.analysis.report.write_report``, the full run unless
``--quick``) is timed twice in this run: on ``--workers`` local worker processes (what
``python -m wordgames report`` does), then through a Dask cluster of as many local worker
processes (``distributed.LocalCluster``; the ``cluster`` extra), whose executor the simulator is
given as it would be a real cluster's. Printed: the wall minutes of each and the ratio Dask /
local. On one machine the two share the same cores, so the ratio says what the cluster's
machinery costs; a real cluster adds its machines' cores.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from wordgames.analysis.report import write_report


def timed_report(game: str, out: Path, quick: bool, workers: int, dask: bool) -> float:
    """The wall seconds of one report of ``game``."""
    began = time.perf_counter()
    if dask:
        from distributed import Client, LocalCluster

        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                          dashboard_address=None) as cluster, Client(cluster) as client:
            write_report([game], out, quick=quick, executor=client.get_executor())
    else:
        write_report([game], out, quick=quick, workers=workers)
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default="myword", help="games, comma-separated")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--quick", action="store_true", help="the tests' small samples")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for game in args.games.split(","):
            local = timed_report(game, Path(folder) / f"{game}-local.html", args.quick,
                                 args.workers, dask=False)
            dask = timed_report(game, Path(folder) / f"{game}-dask.html", args.quick,
                                args.workers, dask=True)
            print(f"{game} report ({'quick' if args.quick else 'full'}): {args.workers} local "
                  f"workers {local / 60:.1f} min; a Dask LocalCluster of {args.workers} workers "
                  f"{dask / 60:.1f} min; Dask / local x{dask / local:.2f}")


if __name__ == "__main__":
    main()
