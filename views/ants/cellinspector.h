#pragma once

#include "ants/brain.h"
#include "ants/game.h"

#include <QWidget>
#include <memory>
#include <optional>

class QLabel;

namespace pb::views {

// Everything about one cell of an ants game: terrain, food, both colours' markers and the ant
// there with the instruction it runs next.
class CellInspector : public QWidget {
    Q_OBJECT
public:
    explicit CellInspector(QWidget* parent = nullptr);

    // The state and brains to read; the cell shown is read again. The brains must outlive
    // their use here (or be set again); either may be null.
    void setSource(std::shared_ptr<const pb::ants::Game> game, const pb::ants::Brain* red,
                   const pb::ants::Brain* black);
    void showCell(std::optional<pb::ants::Pos> p);  // nothing: an invitation to hover a cell
    std::optional<pb::ants::Pos> cell() const;
    QString text() const;  // plain-text form of what is shown, for tests and copying

private:
    void refresh();

    std::shared_ptr<const pb::ants::Game> m_game;
    const pb::ants::Brain* m_brains[2] = {nullptr, nullptr};
    std::optional<pb::ants::Pos> m_cell;
    QString m_text;
    QLabel* m_label = nullptr;
};

} // namespace pb::views
