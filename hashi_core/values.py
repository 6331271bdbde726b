"""A light base for immutable value objects.

Dataclasses would do, but each one generates and compiles code when its
module is imported; in the browser that adds up to a noticeable part of the
start-up. ``Value`` gives the same behaviour (fields from ``__slots__``,
equality within one type, hashing, ordering, a readable repr) for free, and
``dataclass_transform`` tells type checkers that the annotated fields (in
``__slots__`` order) are the constructor's parameters.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, dataclass_transform


@dataclass_transform(frozen_default=True)
class Value:
    __slots__: tuple[str, ...] = ()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        names = self.__slots__
        if not kwargs and len(args) == len(names):  # the common case, kept fast
            for name, value in zip(names, args, strict=True):
                object.__setattr__(self, name, value)
            return
        if len(args) > len(names):
            raise TypeError(f"{type(self).__name__} takes {len(names)} values")
        values = dict(zip(names, args, strict=False))
        for name, value in kwargs.items():
            if name not in names or name in values:
                raise TypeError(f"{type(self).__name__}: unexpected or repeated {name!r}")
            values[name] = value
        missing = [n for n in names if n not in values]
        if missing:
            raise TypeError(f"{type(self).__name__}: missing {', '.join(missing)}")
        for name in names:
            object.__setattr__(self, name, values[name])

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Each class reads its fields in one call (``attrgetter``): equality and hashing
        are in every comparison of the page's views and every key of its caches."""
        super().__init_subclass__(**kwargs)
        names = cls.__slots__
        if len(names) > 1:
            get = attrgetter(*names)

            def values(self: Value) -> tuple[Any, ...]:
                found: tuple[Any, ...] = get(self)
                return found

            setattr(cls, "_values", values)  # noqa: B010 (a method, set per class)

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __eq__(self, other: object) -> bool:
        return (
            type(other) is type(self)
            and isinstance(other, Value)
            and (other._values() == self._values())
        )

    def __lt__(self, other: Value) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._values() < other._values()

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._values()))

    def __repr__(self) -> str:
        fields = ", ".join(f"{n}={getattr(self, n)!r}" for n in self.__slots__)
        return f"{type(self).__name__}({fields})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), self._values())
