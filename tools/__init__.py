"""Scripts for the project's own files (not shipped): the generated parts of the docs."""
