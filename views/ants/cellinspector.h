#pragma once

#include "ants/brain.h"
#include "ants/game.h"

#include <QStringList>
#include <QWidget>
#include <memory>
#include <optional>

class QLabel;

namespace pb::views {

// Everything about one cell of an ants game: terrain, food, both colours' markers and the ant
// there with the instruction it runs next: its state and, for a brain compiled from the brain
// language, the source line that made the state. The state and the line are links
// (stateClicked).
class CellInspector : public QWidget {
    Q_OBJECT
public:
    explicit CellInspector(QWidget* parent = nullptr);

    // The state and brains to read; the cell shown is read again. The brains must outlive
    // their use here (or be set again); either may be null.
    void setSource(std::shared_ptr<const pb::ants::Game> game, const pb::ants::Brain* red,
                   const pb::ants::Brain* black);
    // Whether a colour's brain was compiled from the brain language: its lineOfState are then
    // source lines, shown as "line L" followed by the line's text when `lines` has it.
    void setSourceBrain(pb::ants::Color color, bool source, QStringList lines = {});
    void showCell(std::optional<pb::ants::Pos> p);  // nothing: an invitation to hover a cell
    std::optional<pb::ants::Pos> cell() const;
    QString text() const;  // plain-text form of what is shown, for tests and copying

signals:
    // The state (or source line) of the ant shown was clicked.
    void stateClicked(pb::ants::Color color, int state);

protected:
    // A new language: the table is made again (its HTML glues many translated words together).
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    std::shared_ptr<const pb::ants::Game> m_game;
    const pb::ants::Brain* m_brains[2] = {nullptr, nullptr};
    bool m_source[2] = {false, false};
    QStringList m_sourceLines[2];
    std::optional<pb::ants::Pos> m_cell;
    QString m_text;
    QLabel* m_label = nullptr;
};

} // namespace pb::views
