#pragma once

// An external program in a Less seat, speaking the CodeCup 2017 dialogue on stdin/stdout:
//   - the wall line, then the colour line;
//   - before each of its turns, the turns the others made since its last one, one per line
//     (never its own), `Nil` for a player whose team is home;
//   - its own turn, one line (`h1f1:g1g3`);
//   - right after its 20th turn (or at once, when the game goes to the final rush because a
//     player cannot move) it reads `Move`, as the contest's judge sent it: the turns the others
//     play after its last one are never sent, since its own rush does not depend on them. It
//     answers one rush step per line (a line of steps joined by ':' is accepted too) until its
//     pieces are home;
//   - `Quit` when its team is home or the game is over.
// Its time for the game (30 s in the contest) runs only while it is being waited for. A program
// that cannot start, crashes, runs out of time or sends an invalid turn or rush is a fault; it
// is stopped at once and the judge's bot plays the seat from then on.

#include "common/lineprocess.h"
#include "less/player.h"

#include <cstdint>
#include <optional>

namespace pb::less {

class ProgramPlayer : public Player {
public:
    // `timeMs`: the program's time for the whole game.
    ProgramPlayer(PlayerSpec spec, qint64 timeMs, QString workingDirectory = {});

    play::PlayerKind kind() const override { return play::PlayerKind::Program; }
    QString name() const override { return m_spec.name; }
    std::optional<Fault> start(const Board& board, int colour) override;
    TurnReply turn(const Game& game, const std::atomic<bool>* stop) override;
    RushReply rush(const Game& game, const std::atomic<bool>* stop) override;
    void quit(int graceMs) override;
    void stop() override { m_process.stop(0); }
    bool live() const override { return m_process.live(); }
    qint64 leftMs() const override { return m_leftMs; }
    qint64 usedMs() const override { return m_usedMs; }
    QString stderrText() const override { return m_process.stderrText(); }
    qint64 timeMs() const { return m_timeMs; }

private:
    void sendPending(const Game& game);
    play::LineProcess::Read readLine(std::string& line, const std::atomic<bool>* stop);
    Fault fault(int turn, FaultKind kind, std::string line, const QString& message);

    PlayerSpec m_spec;
    play::LineProcess m_process;
    int m_colour = 0;
    qint64 m_timeMs = 0;
    qint64 m_leftMs = 0;
    qint64 m_usedMs = 0;
    std::size_t m_seen = 0;  // history records already sent
    // Where its own pieces were after its last turn: a partner whose pieces are home may move
    // them before the final rush.
    std::optional<std::uint64_t> m_ownAfter;
};

} // namespace pb::less
