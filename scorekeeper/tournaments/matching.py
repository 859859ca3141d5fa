"""Minimum-cost perfect matching, with costs compared tier by tier.

Seating pairs things up (entrants into a Swiss round's tables, individuals into partnerships, partnerships
into tables) so that the worst fault is avoided first: a repeat costs more than any number of lesser
faults. Each candidate pair gets a tuple of faults, most serious first; the tuples are folded into one
integer in a base larger than any tier can add up to over a whole matching, so the cheapest matching is the
lexicographically best one. networkx's blossom algorithm (``max_weight_matching``) does the matching, in
integers only (its documented behaviour when every weight is an integer).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

import networkx as nx

Node = TypeVar("Node", bound=Hashable)
Faults = tuple[int, ...]


def cheapest_pairs(nodes: Sequence[Node], faults: Callable[[Node, Node], Faults]) -> list[tuple[Node, Node]]:
    """Pair every node (an even number of them) so that the summed faults are least, tier by tier.

    Pairs come back in the order of their first node in ``nodes``, each pair in ``nodes`` order.
    """
    if len(nodes) % 2:
        raise ValueError("an odd number of nodes cannot all be paired")
    edges = [(a, b, faults(a, b)) for a, b in itertools.combinations(nodes, 2)]
    costs = _fold([fault for _a, _b, fault in edges], pairs=len(nodes) // 2)
    top = max(costs, default=0) + 1
    graph = nx.Graph()
    graph.add_nodes_from(nodes)
    graph.add_weighted_edges_from(
        (a, b, top - cost) for (a, b, _fault), cost in zip(edges, costs, strict=True)
    )
    matched = nx.max_weight_matching(graph, maxcardinality=True)
    position = {node: index for index, node in enumerate(nodes)}
    ordered = [(a, b) if position[a] < position[b] else (b, a) for a, b in matched]
    return sorted(ordered, key=lambda two: position[two[0]])


def _fold(faults: list[Faults], *, pairs: int) -> list[int]:
    """Each fault tuple as one integer, in a base no tier's sum over ``pairs`` pairs can reach."""
    if not faults:
        return []
    base = max(max(fault) for fault in faults) * pairs + 1
    folded = []
    for fault in faults:
        cost = 0
        for tier in fault:
            cost = cost * base + tier
        folded.append(cost)
    return folded
