"""The stores of this device's storage, each its own keys and its own typed values.

- ``storage``: the one way to the key-value store (reads that never raise, the
  one JSON reader, unreadable values set aside, refused writes kept for the visit);
- ``games``: the saved games (envelopes, one section per owner) and the game on screen;
- ``history``: the finished games (:class:`~web.model.stores.history.HistoryEntry`);
- ``results``: friends' results, per deal;
- ``preferences``: the player's name and the device's notes.

``web.model.saves.Saves`` holds one of each over one storage.
"""
