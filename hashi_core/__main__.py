"""``python -m hashi_core``: the command line of docs/interfaces.md, which lives in ``hashi_cli``.

The rules themselves never import it: this entry point is only a doorway.
"""

import sys

from hashi_cli import main

sys.exit(main())
