#pragma once

// The Honeycomb solver's planner for one unit at a time (used by solver.cpp; public for tests).
// For the unit in play it finds every position it can reach, chooses where to lock it (a board
// heuristic, with a look-ahead over the next unit's best lock), and walks there spelling as many
// phrases of power as the way allows (a dynamic programme over the reachable positions, row by
// row from the lock upwards, then a walk that checks each step against the positions already
// held). The engine judges every command.

#include "honeycomb/game.h"
#include "honeycomb/problem.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace pb::honeycomb {

struct PlannerPhrase {
    QString text;
    std::vector<Command> commands;
    // For a phrase that ends with its own beginning ("Ia! Ia!" ends with "Ia!"): the tail that
    // spells it once more when written right after it (" Ia!": "Ia! Ia! Ia!" holds it twice),
    // and its commands; empty for the others.
    QString again;
    std::vector<Command> againCommands;
};

// A phrase to plan with; false if `text` has a character that is no command.
bool makePlannerPhrase(const QString& text, PlannerPhrase& phrase);

// Board heuristic weights (per lock candidate) and search settings. The defaults are tuned on
// the qualifier problems; the solver's further runs perturb them.
struct PlannerParams {
    int clear = 300, depth = 8, exposed = 10, hole = 18;
    // The lock positions of the unit in play (best by the heuristic) each tried with the next
    // unit's best lock after it; 0 = greedy (no look-ahead).
    int lookahead = 6;
    // Weight, in percent, of the next unit's best lock in a candidate's value.
    int nextWeight = 100;
    // Penalty per empty cell that a candidate cuts off from the top (no empty path up to row
    // 0): no unit can fill it any more, and its row can never be cleared.
    int sealed = 0;
    // Hundredths of a point per unit cell and per full cell already in its row: rows near
    // completion first (on wide boards a row takes many units to fill).
    int rowFill = 300;
    // Points counted for a phrase not yet spelled in this game (the contest gives 300 once).
    int newPhraseBonus = 300;
};

class Planner {
public:
    using Placement = Game::Placement;

    Planner(const Problem& problem, Game& game, const PlannerParams& params);

    // Plans and plays the unit in play to its lock, spelling phrases (`uses` counts each
    // phrase's uses so far in the game). Returns false if the engine disagreed with the plan
    // (a bug); the commands played are in `out` either way.
    bool playUnit(const std::vector<PlannerPhrase>& phrases, std::vector<int>& uses, QString& out);

    // Where the unit in play would lock (for tests): the chosen position after chooseTarget.
    bool chooseTarget();
    Placement target() const { return m_target; }

private:
    // A board for look-ahead: the game's cells with one unit added and full rows cleared.
    struct Board {
        std::vector<std::uint8_t> cells;
        std::vector<int> rows;
    };

    int key(const Placement& p) const;
    int keyFor(const Placement& p, int unit) const;
    bool fitsOn(const Board& b, int unit, const Placement& p) const;
    bool fullOrWall(const Board& b, int x, int y) const;
    long long evaluate(const Board& b, int unit, const Placement& p);
    // Every position `unit` reaches from its spawn on `b`; calls `lockSpot` for each position
    // where some command would lock it. Marks the reached positions with m_seenStamp when
    // `mark` (the unit in play), else with a look-ahead stamp of its own.
    template <typename F>
    bool explore(const Board& b, int unit, bool mark, F&& lockSpot);
    int place(Board& b, int unit, const Placement& p) const;
    int sealedCells(const Board& b);
    void computeDistances();

    // The phrase plan (planner_phrases.cpp).
    void planPhrases(const std::vector<PlannerPhrase>& phrases, const std::vector<int>& uses);
    bool walk(const std::vector<PlannerPhrase>& phrases, std::vector<int>& uses, QString& out);
    bool phraseEnd(const std::vector<Command>& commands, const Placement& from, Placement& end, bool& locks,
                  bool checkBlocked);
    int value(int k) const;
    int valueAfter(const PlannerPhrase& phrase, int k) const;
    int gain(const std::vector<PlannerPhrase>& phrases, const std::vector<int>& uses, int i) const;
    bool blocked(int k) const;
    bool reachable(const Placement& p);
    int stepToward(const Placement& p);
    bool rowSearch(const Placement& from, int* firstMove);
    int dist(int k) const;
    bool finishAt(const Placement& cur, QString& out);

    Game& m_game;
    PlannerParams m_params;
    int m_width = 0, m_height = 0;
    int m_margin = 0, m_gridW = 0, m_gridH = 0;
    Board m_board;  // the game's board before the unit in play locks

    // Positions: (row * gridW + col) * 6 + rotation class.
    std::vector<std::uint32_t> m_seen, m_visited, m_rowSeen, m_distStamp, m_lookSeen;
    std::vector<int> m_dist;
    std::uint32_t m_seenStamp = 0, m_visitStamp = 0, m_rowStamp = 0, m_lookStamp = 0;
    std::vector<Placement> m_queue, m_lookQueue;
    std::vector<Placement> m_reached;  // the unit in play's reachable positions, BFS order
    struct RowNode {
        Placement p;
        int first = -1;
        int depth = 0;
    };
    std::vector<RowNode> m_rowQueue;
    std::vector<int> m_tmp;  // positions of the phrase or walk being tried
    std::vector<Cell> m_cells;
    std::vector<int> m_cellQueue;
    std::vector<std::uint8_t> m_cellSeen;
    Placement m_target;
    int m_targetKey = -1;

    // Phrase plan: the most phrase points from a position to the lock (optimistic: positions
    // held before are not known yet), and the best from the position itself.
    std::vector<int> m_value, m_here;
    std::vector<std::uint32_t> m_valueStamp;
    // The same for a position reached by a phrase that can be spelled once more from there
    // (m_value at least; an upper bound when several phrases could).
    std::vector<int> m_again;
    std::vector<int> m_planned;       // the phrases planned with, by index
    std::vector<Placement> m_byRow;   // the reachable positions down to the lock's row, by row
    std::vector<int> m_phraseRow;     // a phrase's positions in its current row
};

} // namespace pb::honeycomb
