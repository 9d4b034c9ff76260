#include "arimaa/game.h"

#include "arimaa/timecontrol.h"

#include <QCoreApplication>

#include <algorithm>

namespace pb::arimaa {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(ArimaaGame)
};

QString tokenText(const StepToken& s) { return QString::fromStdString(stepText(s)); }

// Depth-first search for a reading of the steps as single steps, pushes and pulls.
struct StepReader {
    const std::vector<StepToken>& steps;
    StepsCheck best;      // the reading that got furthest, for its error
    int bestIndex = -1;
    StepsCheck found;
    bool done = false;

    void fail(int index, const QString& why)
    {
        if (index > bestIndex) {
            bestIndex = index;
            best.error = Text::tr("step %1 (%2): %3").arg(index + 1).arg(tokenText(steps[static_cast<std::size_t>(index)]), why);
        }
    }

    // The piece of a token is on its square?
    bool present(const Position& p, const StepToken& s, int index)
    {
        int colour = 0;
        const int type = p.pieceAt(s.from, &colour);
        if (type == kNoPiece) {
            fail(index, Text::tr("no piece on %1").arg(QString::fromStdString(squareText(s.from))));
            return false;
        }
        if (type != s.type || colour != s.colour) {
            fail(index, Text::tr("the piece on %1 is %2")
                            .arg(QString::fromStdString(squareText(s.from)))
                            .arg(QLatin1Char(pieceLetter(colour, type))));
            return false;
        }
        if (p.all() & bit(s.to)) {
            fail(index, Text::tr("%1 is not empty").arg(QString::fromStdString(squareText(s.to))));
            return false;
        }
        return true;
    }

    // Plays the step of index `index`; its captures count index + 1 steps before them.
    void apply(StepsCheck& c, const StepToken& s, int index)
    {
        Capture caps[2];
        const int n = c.after.stepPiece(s.colour, s.type, s.from, s.to, caps);
        for (int i = 0; i < n; ++i) {
            c.captures.push_back(caps[i]);
            c.captureAfter.push_back(index + 1);
        }
    }

    void read(const StepsCheck& state, int i)
    {
        if (done)
            return;
        const int n = static_cast<int>(steps.size());
        if (i == n) {
            found = state;
            done = true;
            return;
        }
        const Position& p = state.after;
        const StepToken& s = steps[static_cast<std::size_t>(i)];
        const int me = p.side;
        if (!present(p, s, i))
            return;
        if (s.colour == me) {
            if (p.frozen(me) & bit(s.from)) {
                fail(i, Text::tr("the piece is frozen"));
                return;
            }
            // A pull: this step, then a weaker enemy piece into the square left.
            if (i + 1 < n) {
                const StepToken& t = steps[static_cast<std::size_t>(i + 1)];
                if (t.colour != me && t.to == s.from && t.type < s.type) {
                    StepsCheck next = state;
                    apply(next, s, i);
                    int colour = 0;
                    if (next.after.pieceAt(t.from, &colour) == t.type && colour == t.colour) {
                        apply(next, t, i + 1);
                        read(next, i + 2);
                        if (done)
                            return;
                    }
                }
            }
            if (s.type == Rabbit && directionBetween(s.from, s.to) == (me == Gold ? South : North)) {
                fail(i, Text::tr("a rabbit cannot step backward"));
                return;
            }
            StepsCheck next = state;
            apply(next, s, i);
            read(next, i + 1);
            return;
        }
        // An enemy piece moves: the first half of a push by the next step.
        if (i + 1 >= n) {
            fail(i, Text::tr("an enemy piece moves without a push or pull completing it"));
            return;
        }
        const StepToken& t = steps[static_cast<std::size_t>(i + 1)];
        if (t.colour != me || t.to != s.from) {
            fail(i, Text::tr("an enemy piece moves without a push or pull completing it"));
            return;
        }
        int colour = 0;
        if (p.pieceAt(t.from, &colour) != t.type || colour != me) {
            fail(i + 1, Text::tr("no such piece to push with"));
            return;
        }
        if (t.type <= s.type) {
            fail(i + 1, Text::tr("only a stronger piece can push"));
            return;
        }
        if (p.frozen(me) & bit(t.from)) {
            fail(i + 1, Text::tr("the pushing piece is frozen"));
            return;
        }
        StepsCheck next = state;
        apply(next, s, i);
        apply(next, t, i + 1);
        read(next, i + 2);
    }
};

} // namespace

StepsCheck checkSteps(const Position& position, const std::vector<StepToken>& steps)
{
    StepsCheck start;
    start.after = position;
    if (steps.empty()) {
        start.error = Text::tr("a move needs at least one step");
        return start;
    }
    if (steps.size() > static_cast<std::size_t>(kStepsPerTurn)) {
        start.error = Text::tr("%1 steps; a move has at most 4").arg(steps.size());
        return start;
    }
    StepReader reader{steps, {}, -1, {}, false};
    reader.read(start, 0);
    if (reader.done)
        return reader.found;
    start.error = reader.best.error;
    return start;
}

Outcome endOfTurn(const Position& after, int mover)
{
    const int a = mover;
    const int b = mover ^ 1;
    if (after.pieces[a][Rabbit] & goalRank(a))
        return {a, 'g'};
    if (after.pieces[b][Rabbit] & goalRank(b))
        return {b, 'g'};
    if (!after.pieces[b][Rabbit])
        return {a, 'e'};
    if (!after.pieces[a][Rabbit])
        return {b, 'e'};
    Position next = after;
    next.side = b;
    if (!hasAnyMove(next))
        return {a, 'm'};
    return {};
}

Game::Game() = default;

Game Game::fromPosition(const Position& position, int moveNumber)
{
    Game g;
    g.position_ = position;
    g.moveNumber_ = moveNumber;
    g.setup_ = false;
    return g;
}

std::string Game::moveLabel() const
{
    return std::to_string(moveNumber_) + colourLetter(position_.side);
}

int Game::occurrences(const Position& position) const
{
    const auto it = seen_.find(position.key());
    return it == seen_.end() ? 0 : it->second;
}

QString Game::play(std::string_view text)
{
    const MoveParse parsed = parseMove(text);
    if (!parsed.ok())
        return QString::fromStdString(parsed.error);
    return play(parsed.move);
}

QString Game::play(const MoveText& move)
{
    if (outcome_.decided())
        return Text::tr("the game is over");
    if (move.kind == MoveText::Resign)
        return resign(move);
    if (move.kind != MoveText::Takeback && move.side >= 0
        && (move.side != position_.side || (move.number != 0 && move.number != moveNumber_)))
        return Text::tr("the move is labelled %1%2 but %3 is to play")
            .arg(move.number)
            .arg(QLatin1Char(colourLetter(move.side)))
            .arg(QString::fromStdString(moveLabel()));
    switch (move.kind) {
    case MoveText::Setup: return playSetup(move);
    case MoveText::Steps: return playSteps(move);
    case MoveText::Resign: break;  // resign() above
    case MoveText::Takeback:
        return takeback() ? QString() : Text::tr("no move to take back");
    case MoveText::Empty: break;
    }
    return Text::tr("an empty move");
}

// Either side may resign, the one to move or its opponent while it waits (arimaa.com lets a
// player resign on the other's turn). The side not to move is labelled with the number of its
// last move or of its next one; without a label the side to move resigns.
QString Game::resign(const MoveText& move)
{
    const int side = move.side >= 0 ? move.side : position_.side;
    int number = move.number != 0 ? move.number : moveNumber_;
    if (side == position_.side) {
        if (number != moveNumber_)
            return Text::tr("the move is labelled %1%2 but %3 is to play")
                .arg(move.number)
                .arg(QLatin1Char(colourLetter(move.side)))
                .arg(QString::fromStdString(moveLabel()));
    } else {
        // Silver to move at Ns: Gold's last move was Ng, its next (N+1)g. Gold to move at Ng:
        // Silver's last was (N-1)s, its next Ns.
        const int last = side == Gold ? moveNumber_ : moveNumber_ - 1;
        if (move.number == 0)
            number = last + 1;
        if (number != last && number != last + 1)
            return Text::tr("%1%2 resigns, but %3 is to play")
                .arg(number)
                .arg(QLatin1Char(colourLetter(side)))
                .arg(QString::fromStdString(moveLabel()));
    }
    record_.push_back(std::to_string(number) + colourLetter(side) + " resigns");
    undo_.push_back({position_, moveNumber_, setup_, outcome_, 0});
    outcome_ = {side ^ 1, 'r'};
    return {};
}

QString Game::playSetup(const MoveText& move)
{
    if (!setup_)
        return Text::tr("a setup after the setup moves");
    const int me = position_.side;
    static constexpr int kCounts[kTypes] = {8, 2, 2, 2, 1, 1};
    int counts[kTypes] = {};
    Position after = position_;
    const Bits home = me == Gold ? (kRank1 | (kRank1 << 8)) : (kRank8 | (kRank8 >> 8));
    for (const Placement& pl : move.placements) {
        const QString token = QStringLiteral("%1%2").arg(QLatin1Char(pieceLetter(pl.colour, pl.type)))
                                  .arg(QString::fromStdString(squareText(pl.square)));
        if (pl.colour != me)
            return Text::tr("%1: not a piece of the side setting up").arg(token);
        if (!(home & bit(pl.square)))
            return Text::tr("%1: outside the two home ranks").arg(token);
        if (after.all() & bit(pl.square))
            return Text::tr("%1: the square is taken").arg(token);
        after.put(pl.colour, pl.type, pl.square);
        ++counts[pl.type];
    }
    for (int t = 0; t < kTypes; ++t)
        if (counts[t] != kCounts[t])
            return Text::tr("a setup places 8 rabbits, 2 cats, 2 dogs, 2 horses, a camel and an elephant");
    record_.push_back(moveLabel() + " " + setupText(move.placements));
    finishTurn(after, me);
    if (me == Silver)
        setup_ = false;
    return {};
}

QString Game::playSteps(const MoveText& move)
{
    if (setup_)
        return Text::tr("the side to move must set up its pieces first");
    const StepsCheck check = checkSteps(position_, move.steps);
    if (!check.ok())
        return check.error;
    if (check.after.samePieces(position_))
        return Text::tr("the move does not change the position");
    // Capture tokens, when the text has any, must name the captures that happened.
    if (!move.captures.empty()) {
        auto same = [](const Capture& x, const Capture& y) {
            return x.colour == y.colour && x.type == y.type && x.square == y.square;
        };
        bool match = move.captures.size() == check.captures.size();
        for (std::size_t i = 0; match && i < move.captures.size(); ++i)
            match = same(move.captures[i], check.captures[i]) && move.captureAfter[i] == check.captureAfter[i];
        if (!match) {
            QStringList actual;
            for (const Capture& c : check.captures)
                actual << QString::fromStdString(captureText(c));
            return Text::tr("the capture tokens do not match the captures (%1)")
                .arg(actual.isEmpty() ? Text::tr("none") : actual.join(QLatin1Char(' ')));
        }
    }
    Position next = check.after;
    next.side = position_.side ^ 1;
    if (occurrences(next) >= 2)
        return Text::tr("the move repeats a position for the third time");
    record_.push_back(moveLabel() + " " + movesText(move.steps, check.captures, check.captureAfter));
    finishTurn(check.after, position_.side);
    return {};
}

void Game::finishTurn(const Position& after, int mover)
{
    Saved saved{position_, moveNumber_, setup_, outcome_, 0};
    position_ = after;
    position_.side = mover ^ 1;
    if (mover == Silver)
        ++moveNumber_;
    const bool counted = !(setup_ && mover == Gold);  // after Gold's setup the board is half empty
    if (counted) {
        saved.countedKey = position_.key();
        if (++seen_[saved.countedKey] == 2)
            ++keysSeenTwice_;
    }
    undo_.push_back(saved);
    if (setup_)
        return;
    outcome_ = endOfTurn(after, mover);
    if (outcome_.decided() || keysSeenTwice_ == 0)
        return;
    // Check 6: the side to move loses when each of its moves would repeat a position a third time.
    generator_.generate(position_);
    const std::uint64_t sideBit = position_.side == Gold ? sideKey() : 0;  // the mover's opponent moves next
    const auto& hashes = generator_.resultHashes();
    bool anyLegal = false;
    for (std::size_t i = 1; i < hashes.size() && !anyLegal; ++i) {
        const auto it = seen_.find(hashes[i] ^ sideBit);
        anyLegal = it == seen_.end() || it->second < 2;
    }
    if (!anyLegal)
        outcome_ = {mover, 'm'};
}

std::string Game::recordText() const
{
    std::string out;
    for (const std::string& line : record_)
        out += line + '\n';
    return out;
}

bool Game::takeback()
{
    if (undo_.empty())
        return false;
    const Saved s = undo_.back();
    undo_.pop_back();
    if (s.countedKey) {
        auto it = seen_.find(s.countedKey);
        if (it != seen_.end()) {
            if (it->second-- == 2)
                --keysSeenTwice_;
            if (it->second == 0)
                seen_.erase(it);
        }
    }
    position_ = s.position;
    moveNumber_ = s.moveNumber;
    setup_ = s.setup;
    outcome_ = s.outcome;
    if (!record_.empty())
        record_.pop_back();
    return true;
}

ReplayReport replayArchiveGame(const ArchiveGame& archived)
{
    ReplayReport r;
    r.id = archived.value("id");
    const std::string result = archived.value("result");
    if (result == "w" || result == "g")
        r.recordedWinner = Gold;
    else if (result == "b" || result == "s")
        r.recordedWinner = Silver;
    const std::string termination = archived.value("termination");
    r.recordedTermination = termination.empty() ? 0 : termination[0];

    Game game;
    std::vector<std::array<int, 2>> pieces;  // after each turn once both sides have set up
    const std::vector<std::string> lines = archived.moves();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const MoveParse parsed = parseMove(lines[i]);
        if (!parsed.ok()) {
            r.illegal = true;
            r.illegalMove = lines[i];
            r.reason = QString::fromStdString(parsed.error);
            return r;
        }
        if (parsed.move.kind == MoveText::Empty) {
            // The label of the move that was not played; only the last line may be one.
            if (i + 1 != lines.size()) {
                r.illegal = true;
                r.illegalMove = lines[i];
                r.reason = Text::tr("an empty move before the end of the game");
                return r;
            }
            break;
        }
        const QString error = game.play(parsed.move);
        if (!error.isEmpty()) {
            r.illegal = true;
            r.illegalMove = lines[i];
            r.reason = error;
            return r;
        }
        if (parsed.move.kind != MoveText::Takeback)
            ++r.movesPlayed;
        if (parsed.move.kind == MoveText::Takeback && !pieces.empty())
            pieces.pop_back();
        else if (!game.inSetup())
            pieces.push_back({game.position().count(Gold), game.position().count(Silver)});
    }
    const Outcome o = game.outcome();
    const bool boardTermination = r.recordedTermination != 0
                                  && std::string_view("gem").find(r.recordedTermination) != std::string_view::npos;
    if (o.decided() && o.termination != 'r') {
        r.winner = o.winner;
        r.termination = o.termination;
        r.byRules = true;
    } else if (r.recordedTermination != 0 && r.recordedTermination != 's' && !boardTermination
               && r.recordedWinner >= 0) {
        // Resignation, time, forfeit...: nothing on the board decides it, and either side may
        // resign or lose on time on the other's turn, so the winner is the record's. A
        // "resigns" line that ended the game makes the termination 'r' whatever the record says.
        r.winner = r.recordedWinner;
        r.termination = o.decided() ? o.termination : r.recordedTermination;
        r.winnerFromRecord = true;
    } else if (o.decided()) {
        r.winner = o.winner;  // a "resigns" line and a record that names no winner
        r.termination = o.termination;
    } else if (r.recordedTermination == 's') {
        // Halted by the game limit and scored (match rules): more pieces now or most recently.
        r.winner = haltedWinner(pieces);
        r.termination = 's';
    }
    r.agrees = !r.illegal && r.winner == r.recordedWinner && r.termination == r.recordedTermination;
    return r;
}

} // namespace pb::arimaa
