#pragma once

#include "gui/sessionthread.h"

#include "less/session.h"

#include <QObject>

#include <array>
#include <memory>
#include <optional>

namespace pb::gui {

// The Less workspace's game: one less::Session (the one `less play` runs) on a thread of its
// own, its events turned into signals on the GUI thread, and a person's turns passed to the
// seat's PersonPlayer. Events of a game that has been stopped are dropped, so a new game or an
// undo never sees the answers of the old one.
class LessPlay : public QObject {
    Q_OBJECT
public:
    explicit LessPlay(QObject* parent = nullptr);
    ~LessPlay() override;  // stops the game (programs are killed) and waits for its thread

    // Starts a game with these players; `resume` goes on from a game already under way.
    void start(const pb::less::Board& board, pb::less::Seats seats, pb::less::SessionOptions options,
               std::optional<pb::less::Game> resume = std::nullopt);
    // Ends the game at once (its programs are stopped) and waits for the session to return.
    void stop();
    bool running() const { return m_host.running(); }

    // A person's turn for `colour` (its seat must be a PersonPlayer).
    void postTurn(int colour, const pb::less::Turn& turn);
    // Another player for a seat, from its next turn on (a turn in progress is asked again).
    void setPlayer(int colour, std::shared_ptr<pb::less::Player> player);

signals:
    void turnStarted(int colour, int kind, qint64 leftMs);  // kind: play::PlayerKind
    void turnPlayed(const pb::less::Game& game);            // the game after the turn
    void faulted(const pb::less::Fault& fault);
    void rushStarted();
    void finished(const pb::less::SessionResult& result, const pb::less::Game& game);

private:
    SessionHost<pb::less::Session, pb::less::Player, pb::less::kColours> m_host;
};

} // namespace pb::gui
