#pragma once

// An AEI engine (../shared/specs/arimaa-aei-protocol.txt) in an Arimaa seat, spoken to through
// AeiEngine (aei.h, over a play::LineProcess).
//
// The dialogue follows the AEI spec's blitz example session:
//   aei ... aeiok, isready/readyok (open); newgame, isready/readyok, setoption tcmove/tcreserve/
//   tcpercent/tcmax/tctotal/tcturns/tcturntime (timed games) and opponent, setposition when the
//   game starts from a position, makemove for each move already played (a seat taken in a game
//   under way), isready/readyok (start); then before each of its own turns the live options
//   greserve, sreserve, gused, sused, lastmoveused, moveused (whole seconds) and `go`; after
//   every move but the last, `makemove <move>` (an engine is sent its own move back too, as in
//   the example; the move as the record has it, capture tokens included).
// With pondering on, the engine that has just moved is sent `go ponder`; before it is told the
// opponent's move the ponder search is ended with `stop` and an isready/readyok, so a late
// bestmove of that search can never be taken for an answer.
//
// `go` has the request's deadline; then the engine is sent `stop`, gets the grace more, and is
// killed: a Timeout fault. Which termination a fault is, the session decides.

#include "arimaa/player.h"

namespace pb::arimaa {

class ProgramPlayer : public Player {
public:
    explicit ProgramPlayer(PlayerSpec spec);

    play::PlayerKind kind() const override { return play::PlayerKind::Program; }
    // The spec's name, else the engine's id name once opened, else the program.
    QString name() const override;
    std::optional<AeiFault> open(int timeoutMs, const std::atomic<bool>* stop) override;
    std::optional<AeiFault> start(const SeatStart& seat, const std::atomic<bool>* stop) override;
    Reply turn(const TurnRequest& request, const std::atomic<bool>* stop) override;
    std::optional<AeiFault> moveMade(const std::string& move, bool own, int graceMs, int syncMs) override;
    void ponder() override { m_engine.goPonder(); }
    void quit(int graceMs) override { m_engine.quit(graceMs); }
    void stop() override { m_engine.kill(); }
    bool live() const override { return m_engine.running(); }
    std::string engineId() const override { return m_engine.name(); }
    QString stderrText() const override { return m_engine.stderrText(); }
    std::vector<std::string> transcript() const override { return m_engine.transcript(); }

private:
    PlayerSpec m_spec;
    AeiEngine m_engine;
};

} // namespace pb::arimaa
