// Hand play in the Honeycomb workspace: keys to commands, a command played (or refused) at the
// shown one, back to the unit's spawn, and each change as an undoable edit of the solution.
#include "gui/honeycomb/honeycombdocument.h"

#include "honeycomb/boardview.h"

#include <QAction>
#include <QKeyEvent>
#include <QLabel>
#include <QUndoStack>

#include <algorithm>

namespace pb::gui {

using namespace pb::honeycomb;

// One change to the solution by hand: cut the text at `cut` (the removed tail is kept for undo)
// and append `ch` (none for "back to spawn"). The change is applied before it is pushed.
class HandEdit : public QUndoCommand {
public:
    HandEdit(HoneycombDocument* doc, int cut, const QString& tail, QChar ch, int positionBefore, const QString& text)
        : QUndoCommand(text), m_doc(doc), m_cut(cut), m_tail(tail), m_ch(ch), m_before(positionBefore)
    {
    }
    void redo() override
    {
        if (m_applied) {
            m_applied = false;  // pushed after being applied
            return;
        }
        m_doc->applyEdit(m_cut, m_tail, m_ch, true, m_before);
    }
    void undo() override { m_doc->applyEdit(m_cut, m_tail, m_ch, false, m_before); }

private:
    HoneycombDocument* m_doc;
    int m_cut;
    QString m_tail;
    QChar m_ch;
    int m_before;
    bool m_applied = true;
};

void HoneycombDocument::setHandPlay(bool on)
{
    m_handPlay = on;
    if (m_ui.handAction->isChecked() != on)
        m_ui.handAction->setChecked(on);
    m_ui.handHelp->setVisible(on);
    if (on) {
        stopPlaying();
        m_ui.board->setFocus(Qt::OtherFocusReason);
        message(tr("Hand play: type commands on the board"));
    }
}

QChar HoneycombDocument::charForKey(int key, Qt::KeyboardModifiers modifiers, const QString& text)
{
    if (modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return {};
    switch (key) {
    case Qt::Key_Left: return QLatin1Char('p');      // W
    case Qt::Key_Right: return QLatin1Char('b');     // E
    case Qt::Key_Down: return QLatin1Char('a');      // SW
    case Qt::Key_PageDown: return QLatin1Char('l');  // SE
    case Qt::Key_Up: return QLatin1Char('d');        // CW
    case Qt::Key_PageUp: return QLatin1Char('k');    // CCW
    default: break;
    }
    if (text.size() != 1)
        return {};
    Command c{};
    bool ignored = false;
    if (!commandOf(text.at(0).unicode(), c, ignored) || ignored)
        return {};
    return text.at(0);
}

bool HoneycombDocument::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_ui.board && m_handPlay
        && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto* key = static_cast<QKeyEvent*>(event);
        const QChar ch = charForKey(key->key(), key->modifiers(), key->text());
        if (!ch.isNull()) {
            // Claim the key before a shortcut (arrows, Space) takes it, then play it.
            if (event->type() == QEvent::KeyPress)
                playChar(ch);
            event->accept();
            return true;
        }
    }
    return Document::eventFilter(watched, event);
}

bool HoneycombDocument::playChar(QChar ch)
{
    if (m_busy) {
        message(tr("Still replaying; try again in a moment"));
        return false;
    }
    Command c{};
    bool ignored = false;
    if (!commandOf(ch.unicode(), c, ignored)) {
        message(tr("'%1' is not a command").arg(ch));
        return false;
    }
    Replay& r = *m_replay;
    if (r.error() == ErrorKind::SeedNotInProblem) {
        message(tr("The seed is not one of the problem's; pick another seed"));
        return false;
    }
    const int count = r.commandCount();
    const int p = m_position;
    int cut = 0;
    if (p < count)
        cut = p == 0 ? 0 : r.step(p - 1).index + 1;
    else
        cut = r.error() != ErrorKind::None ? r.errorIndex() : static_cast<int>(r.solution().size());
    Game::Outcome outcome = Game::Outcome::Moved;
    if (!ignored) {
        Game game = r.gameAt(p);
        outcome = game.play(c);
        if (outcome == Game::Outcome::Repeat) {
            message(tr("Refused: %1 would bring the unit back to a position it held (the contest would score 0)")
                        .arg(QLatin1String(commandName(c))));
            return false;
        }
        if (outcome == Game::Outcome::AfterEnd) {
            message(tr("Refused: the game is over"));
            return false;
        }
    }
    const QString tail = r.solution().mid(cut);
    r.truncate(cut);
    r.append(ch);
    m_undo->push(new HandEdit(this, cut, tail, ch, p,
                              tr("play %1").arg(ignored ? tr("'%1'").arg(ch) : QLatin1String(commandName(c)))));
    replayChanged(r.commandCount());
    if (outcome == Game::Outcome::Locked) {
        const int rows = r.commandCount() > 0 ? r.step(r.commandCount() - 1).rowsCleared : 0;
        message(rows > 0 ? tr("Locked; %n row(s) cleared", nullptr, rows) : tr("Locked"));
    } else {
        message(tr("%1").arg(ignored ? tr("'%1' (ignored)").arg(ch) : QLatin1String(commandName(c))));
    }
    return true;
}

int HoneycombDocument::spawnPositionBefore(int commands) const
{
    const Replay& r = *m_replay;
    const int locked = r.lockedUnitsAt(commands);
    if (locked == 0)
        return 0;
    const auto& steps = r.steps();
    const auto it = std::lower_bound(steps.begin(), steps.end(), locked,
                                     [](const ReplayStep& s, int v) { return s.lockedUnits < v; });
    return static_cast<int>(it - steps.begin()) + 1;
}

void HoneycombDocument::backToLastSpawn()
{
    if (m_busy)
        return;
    Replay& r = *m_replay;
    const int p = m_position;
    int spawn = spawnPositionBefore(p);
    if (spawn == p && p > 0)
        spawn = spawnPositionBefore(p - 1);
    const int cut = spawn == 0 ? 0 : r.step(spawn - 1).index + 1;
    const QString tail = r.solution().mid(cut);
    if (tail.isEmpty()) {
        message(tr("Already at the start"));
        return;
    }
    r.truncate(cut);
    m_undo->push(new HandEdit(this, cut, tail, QChar(), p, tr("back to the last spawn")));
    replayChanged(r.commandCount());
    message(tr("Back to the spawn of unit %1").arg(r.lockedUnitsAt(r.commandCount()) + 1));
}

void HoneycombDocument::applyEdit(int cut, const QString& tail, QChar ch, bool forward, int positionBefore)
{
    Replay& r = *m_replay;
    if (forward) {
        r.truncate(cut);
        if (!ch.isNull())
            r.append(ch);
        replayChanged(r.commandCount());
        return;
    }
    r.truncate(cut);
    if (!tail.isEmpty()) {
        // Bring the cut text back; it may hold an error, so it is replayed as a whole.
        *m_replay = Replay(m_problem, seed(), r.solution() + tail, m_phrases);
    }
    replayChanged(positionBefore);
}

} // namespace pb::gui
