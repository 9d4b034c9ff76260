#pragma once

// The rounds of a tournament planned round by round (the Arimaa championship's finals), as a
// tree: each round with its bye, its games (gold, silver, result) and, once the round is
// complete, each player's lives left and performance rating after it, as the format's
// standings give them for the games up to that round. The finals' round-by-round view; a double
// click (or Return) on a game asks to open it.

#include "tournament/format.h"

#include <QTreeWidget>

#include <set>
#include <vector>

namespace pb::views {

class RoundsView : public QTreeWidget {
    Q_OBJECT
public:
    enum Column { Round, Gold, Silver, Result, Lives, Ratings, Columns };

    explicit RoundsView(QWidget* parent = nullptr);

    // The format and the finished games (owned by the caller), then refresh() when they change.
    void setSource(const pb::tournament::Format* format, const std::vector<pb::tournament::Finished>* finished);
    // Rebuilds the tree from the games (rounds folded by the user stay folded).
    void refresh();
    // True when the format plans rounds (its standings list them): the view has something to show.
    bool hasRounds() const { return m_hasRounds; }
    // The plan's job of a game row; -1 for a round row.
    static int jobOf(const QTreeWidgetItem* item);

signals:
    void gameActivated(int jobId);

private:
    const pb::tournament::Format* m_format = nullptr;
    const std::vector<pb::tournament::Finished>* m_finished = nullptr;
    std::set<int> m_folded;  // rounds the user folded
    bool m_hasRounds = false;
    bool m_sized = false;
};

} // namespace pb::views
