"""The computer player as the page sees it: requests, the worker's messages and its side."""
