"""Who finally pays whom: a ledger of payments netted to at most n-1 transfers.

Pure: no Django, no I/O. The nets (what each seat gains or loses over the whole ledger) are
kept; the transfers are the fewest a greedy match of the biggest payer with the biggest
receiver gives, which is never more than one fewer than the seats with a non-zero net.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def nets(payments: Iterable[tuple[int, int, int]], players: int) -> list[int]:
    """Each seat's net over `(payer, payee, amount)` payments."""
    out = [0] * players
    for payer, payee, amount in payments:
        out[payer] -= amount
        out[payee] += amount
    return out


def settle(net: Sequence[int]) -> list[tuple[int, int, int]]:
    """`(payer, payee, amount)` transfers, every amount positive, that move exactly `net`
    (which must sum to zero): at most one fewer than the seats whose net is not zero.

    Each step pays off the larger of the biggest debt and the biggest claim completely, so every
    step clears at least one seat and the last step clears two. Ties go to the lower seat, so the
    answer is the same on every run.
    """
    if sum(net) != 0:
        raise ValueError(f"nets do not sum to zero: {list(net)}")
    bal = list(net)
    out: list[tuple[int, int, int]] = []
    while True:
        payer = min(range(len(bal)), key=lambda i: (bal[i], i), default=None)
        payee = max(range(len(bal)), key=lambda i: (bal[i], -i), default=None)
        if payer is None or payee is None or bal[payer] >= 0 or bal[payee] <= 0:
            return out
        amount = min(-bal[payer], bal[payee])
        out.append((payer, payee, amount))
        bal[payer] += amount
        bal[payee] -= amount
