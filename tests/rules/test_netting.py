from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.netting import nets, settle


@pytest.mark.parametrize(
    ("net", "expected"),
    [
        pytest.param([0, 0, 0, 0], [], id="nothing"),
        pytest.param([12000, -4000, -4000, -4000], [(1, 0, 4000), (2, 0, 4000), (3, 0, 4000)], id="self-draw"),
        pytest.param([-5, 6, 5, -6], [(3, 1, 6), (0, 2, 5)], id="guizhou-two-transfers"),
        pytest.param([-6000, 3000, 2000, 1000], [(0, 1, 3000), (0, 2, 2000), (0, 3, 1000)], id="beijing-shili2"),
        pytest.param([0, 7700, -7700, 0], [(2, 1, 7700)], id="ron"),
    ],
)
def test_settle_worked_examples(net: list[int], expected: list[tuple[int, int, int]]) -> None:
    assert settle(net) == expected


def test_nets_of_a_ledger() -> None:
    ledger = [(0, 1, 2), (2, 1, 1), (3, 1, 1), (0, 2, 2), (1, 2, 2), (3, 2, 2), (3, 1, 1), (3, 2, 1)]
    assert nets(ledger, 4) == [-4, 3, 6, -5]


def test_unbalanced_nets_are_refused() -> None:
    with pytest.raises(ValueError, match="sum to zero"):
        settle([1, 0, 0])


ledgers = st.integers(min_value=2, max_value=4).flatmap(
    lambda n: st.tuples(
        st.just(n),
        st.lists(
            st.tuples(st.integers(0, n - 1), st.integers(0, n - 1), st.integers(1, 100000)).filter(
                lambda p: p[0] != p[1]
            ),
            max_size=30,
        ),
    )
)


@given(ledgers)
def test_settle_keeps_every_net_with_at_most_n_minus_1_positive_transfers(case) -> None:
    n, ledger = case
    net = nets(ledger, n)
    out = settle(net)
    assert nets(out, n) == net
    assert len(out) <= max(0, sum(1 for x in net if x) - 1)
    assert len(out) <= n - 1
    assert all(a > 0 and p != q for p, q, a in out)
    assert sum(net) == 0
