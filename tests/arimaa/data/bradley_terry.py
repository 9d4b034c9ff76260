#!/usr/bin/env python3
"""Expected WCC finals performance ratings for tst_arimaa_wcc.cpp, computed independently of
core/arimaa/wccratings.cpp: Newton's method on the Bradley-Terry log-likelihood in natural-log
strengths (the C++ code uses Hunter's MM iteration instead).

Model: P(i beats j) = g_i / (g_i + g_j); a dummy player of strength 1 (rating 0); each player
has one virtual game of weight 0.5 against the dummy scored as a draw (0.25 of a win each way).
Games both players forfeited are left out; a game one player forfeited is an ordinary win.
Ratings are printed as 400 * log10(g_i).

Run: python3 tests/arimaa/data/bradley_terry.py
"""
import math

VIRTUAL = 0.5

# (winner, loser, both_forfeited)
SETS = {
    # 0 unbeaten, 3 winless.
    "unbeaten": (4, [(0, 1, False), (0, 2, False), (1, 2, False), (2, 1, False), (0, 1, False),
                     (0, 3, False), (1, 3, False)]),
    # A cycle; 1 beat 3 because 3 forfeited (counted); 0-1 both forfeited (left out, the winner
    # field is meaningless).
    "forfeits": (4, [(0, 1, False), (1, 2, False), (2, 3, False), (3, 0, False), (0, 2, False),
                     (1, 3, False), (2, 0, False), (0, 3, False), (0, 1, True)]),
    # Two players, 3-1.
    "pair": (2, [(0, 1, False), (0, 1, False), (1, 0, False), (0, 1, False)]),
}


def solve(matrix, vector):
    """Gaussian elimination with partial pivoting."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                f = a[r][col] / a[col][col]
                for c in range(col, n + 1):
                    a[r][c] -= f * a[col][c]
    return [a[i][n] / a[i][i] for i in range(n)]


def ratings(players, games):
    wins = [VIRTUAL / 2] * players
    count = [[0.0] * players for _ in range(players)]
    for winner, loser, both in games:
        if both:
            continue
        wins[winner] += 1
        count[winner][loser] += 1
        count[loser][winner] += 1

    def loglik(t):
        value = sum(wins[i] * t[i] for i in range(players))
        for i in range(players):
            value -= VIRTUAL * math.log(math.exp(t[i]) + 1)
            for j in range(i + 1, players):
                value -= count[i][j] * math.log(math.exp(t[i]) + math.exp(t[j]))
        return value

    theta = [0.0] * players
    for _ in range(100):
        grad = [0.0] * players
        hess = [[0.0] * players for _ in range(players)]
        for i in range(players):
            p = math.exp(theta[i]) / (math.exp(theta[i]) + 1)
            grad[i] += wins[i] - VIRTUAL * p
            hess[i][i] -= VIRTUAL * p * (1 - p)
            for j in range(players):
                if j == i or count[i][j] == 0:
                    continue
                p = math.exp(theta[i]) / (math.exp(theta[i]) + math.exp(theta[j]))
                grad[i] -= count[i][j] * p
                hess[i][i] -= count[i][j] * p * (1 - p)
                hess[i][j] += count[i][j] * p * (1 - p)
        step = solve(hess, grad)
        scale = 1.0
        while True:  # damped Newton: never lower the likelihood
            trial = [theta[i] - scale * step[i] for i in range(players)]
            if loglik(trial) >= loglik(theta) - 1e-15 or scale < 1e-6:
                break
            scale /= 2
        theta = trial
        if max(abs(s) for s in step) < 1e-14:
            break
    return [400 * t / math.log(10) for t in theta]


for name, (players, games) in SETS.items():
    print(name + ": " + ", ".join("%.9f" % r for r in ratings(players, games)))
