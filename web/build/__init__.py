"""What the build runs for the page: bytecode and the memory snapshot (in Node), its modules."""
