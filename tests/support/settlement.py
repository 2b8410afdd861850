"""The checks every settlement answer must pass, whatever the rule set.

Zero-sum alone lets a wrong ledger through (a payment of -8000 from the liable seat and +8000
more from the others still sums to zero), so besides it: every payment is a positive int, paid
by one seat to another seat of the table, and each seat's `net` is exactly the sum of its
payments.
"""

from __future__ import annotations

from typing import Any


def check_settlement(answer: dict[str, Any]) -> dict[str, Any]:
    """Assert the ledger invariants of a 200 answer; returns the answer for chaining."""
    net = answer["net"]
    n = len(net)
    assert all(type(v) is int for v in net), net
    assert sum(net) == 0, net
    recomputed = [0] * n
    for p in answer["payments"]:
        payer, payee, amount = p["from"], p["to"], p["amount"]
        assert type(amount) is int, p
        assert amount > 0, f"a payment must be positive: {p}"
        assert payer != payee, f"a seat cannot pay itself: {p}"
        assert 0 <= payer < n, p
        assert 0 <= payee < n, p
        assert p["reason"], p
        recomputed[payer] -= amount
        recomputed[payee] += amount
    assert recomputed == net, (recomputed, net)
    return answer
