"""Assemble the static site into ``dist/``; serve it; or set up and run every test.

    python build.py            # build dist/ (--strict: fail rather than ship sources)
    python build.py serve      # build, then serve on http://127.0.0.1:8000/
    python build.py test       # set up .venv from the lock file, then run every check

The runtime (PyScript and Pyodide) comes from the npm packages pinned in
package.json / package-lock.json (``npm ci`` runs when they are missing).
Every URL in the site is relative, so dist/ works under any sub-path.

This is only the command line: the ``hashi_build`` package does the work, one
job per module (``site``, ``serve``, ``install``, ``checks``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

from hashi_build import DIST  # noqa: E402
from hashi_build.checks import run_tests  # noqa: E402
from hashi_build.serve import serve  # noqa: E402
from hashi_build.site import STRICT_ENV, BuildError, build  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawTextHelpFormatter, allow_abbrev=False
    )
    parser.add_argument("command", nargs="?", choices=["build", "serve", "test"], default="build")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument(
        "--strict", action="store_true", help=f"fail, not ship sources ({STRICT_ENV}=1)"
    )
    parser.add_argument("--out", type=Path, default=DIST, help="where to build (default dist/)")
    args, rest = parser.parse_known_args()
    if args.command == "test":
        sys.exit(run_tests(rest))
    if rest:
        parser.error(f"unrecognised arguments: {' '.join(rest)}")
    try:
        out = build(args.out.resolve(), strict=True if args.strict else None)
    except BuildError as error:
        sys.exit(f"build failed: {error}")
    print(f"Built {out}")
    if args.command == "serve":
        serve(out, args.host, args.port)


if __name__ == "__main__":
    main()
