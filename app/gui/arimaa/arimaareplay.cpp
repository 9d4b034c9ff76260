// The replay of Arimaa records in the workspace (see arimaadocument.h): a game in the official
// notation, or one game of an arimaa.com archive.

#include "gui/arimaa/arimaadocument.h"

#include "gui/arimaa/arimaaplay.h"
#include "gui/arimaa/arimaatext.h"

#include "arimaa/boardview.h"
#include "common/stepcontrols.h"

#include <QFile>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSignalBlocker>

#include <algorithm>

namespace pb::gui {

using namespace pb::arimaa;

// --- Replay ---------------------------------------------------------------------------------------

bool ArimaaDocument::looksLikeRecord(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    static const QRegularExpression firstMove(QStringLiteral("^\\s*1[gswb]\\s"));
    for (int lines = 0; lines < 50 && !file.atEnd(); ++lines) {
        const QString line = QString::fromUtf8(file.readLine(1 << 20));
        if (line.trimmed().isEmpty())
            continue;
        if (lines == 0 && line.contains(QLatin1Char('\t')) && line.contains(QLatin1String("movelist")))
            return true;
        if (firstMove.match(line).hasMatch())
            return true;
    }
    return false;
}

bool ArimaaDocument::openRecord(const QString& path, QString* error, int gameIndex)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1: cannot read: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray data = file.readAll();
    const std::string text = data.toStdString();
    std::vector<std::string> lines;   // the moves to replay
    std::vector<int> lineNumbers;     // where each is in the file (1-based)
    QString name = QFileInfo(path).fileName();
    QString result;
    const std::size_t firstEnd = text.find('\n');
    const std::string firstLine = text.substr(0, firstEnd);
    if (firstLine.find('\t') != std::string::npos && firstLine.find("movelist") != std::string::npos) {
        const ArchiveParse archive = readArchive(text);
        if (!archive.ok() || archive.games.empty()) {
            if (error)
                *error = tr("%1: %2").arg(path, archive.ok() ? tr("no games in the archive") : QString::fromStdString(archive.error));
            return false;
        }
        int index = gameIndex;
        if (index < 0 && archive.games.size() > 1) {
            QStringList items;
            for (const ArchiveGame& g : archive.games)
                items << tr("%1: %2 (Gold) vs %3 (Silver), %4")
                             .arg(QString::fromStdString(g.value("id")), QString::fromStdString(g.value("wusername")),
                                  QString::fromStdString(g.value("busername")), QString::fromStdString(g.value("result")));
            // Wide enough for the longest title (players' names can be long), within the screen.
            QInputDialog picker(this);
            picker.setObjectName(QStringLiteral("arimaaGamePicker"));
            picker.setWindowTitle(tr("Open Arimaa Archive"));
            picker.setLabelText(tr("Game:"));
            picker.setComboBoxItems(items);
            picker.setComboBoxEditable(false);
            int widest = 0;
            for (const QString& item : items)
                widest = std::max(widest, picker.fontMetrics().horizontalAdvance(item));
            const int available = screen() ? screen()->availableGeometry().width() - 80 : 1200;
            picker.setMinimumWidth(std::min(widest + 120, std::max(available, 400)));
            if (picker.exec() != QDialog::Accepted) {
                if (error)
                    *error = QString();
                return false;
            }
            index = static_cast<int>(items.indexOf(picker.textValue()));
        }
        index = std::clamp(index, 0, static_cast<int>(archive.games.size()) - 1);
        const ArchiveGame& g = archive.games[static_cast<std::size_t>(index)];
        for (const std::string& m : g.moves()) {
            lines.push_back(m);
            lineNumbers.push_back(g.line);
        }
        name = tr("%1 game %2").arg(QFileInfo(path).fileName(), QString::fromStdString(g.value("id")));
        result = tr("Recorded result: %1 wins (%2)")
                     .arg(QString::fromStdString(g.value("result")), QString::fromStdString(g.value("termination")));
    } else {
        // Official notation: every line that starts with a move label; other lines (headers,
        // comments) are skipped.
        static const QRegularExpression label(QStringLiteral("^\\s*\\d+[gswb]\\b"));
        int lineNo = 0;
        for (const QByteArray& raw : data.split('\n')) {
            ++lineNo;
            const QString line = QString::fromUtf8(raw).trimmed();
            if (label.match(line).hasMatch()) {
                lines.push_back(line.toStdString());
                lineNumbers.push_back(lineNo);
            }
        }
        if (lines.empty()) {
            if (error)
                *error = tr("%1: no moves (lines such as \"1g Ra1 ...\") in the file").arg(path);
            return false;
        }
    }
    std::vector<Game> games{Game()};
    std::vector<std::string> played;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string trimmed = QString::fromStdString(lines[i]).trimmed().toStdString();
        // A label with nothing after it (the move that was about to be played) ends the game.
        const MoveParse parse = parseMove(trimmed);
        if (parse.ok() && parse.move.kind == MoveText::Empty)
            continue;
        Game g = games.back();
        const QString why = g.play(trimmed);
        if (!why.isEmpty()) {
            if (error)
                *error = tr("%1:%2: move %3 (%4): %5")
                             .arg(path)
                             .arg(lineNumbers[i])
                             .arg(i + 1)
                             .arg(QString::fromStdString(trimmed), why);
            return false;
        }
        games.push_back(g);
        played.push_back(trimmed);
    }
    // The game being played stops: its session's reports would be taken for the replay's.
    m_play->stop();
    m_thinking = false;
    m_replay = true;
    m_replayName = name;
    m_replayGames = std::move(games);
    m_replayLines = std::move(played);
    m_steps.clear();
    m_selected = -1;
    m_moveList->clear();
    for (const std::string& l : m_replayLines)
        m_moveList->addItem(QString::fromStdString(l));
    m_setupButtons->hide();
    m_moveButtons->hide();
    m_stepControls->show();
    m_stepControls->setRange(replayMoves(), replayMoves());
    m_board->setInteractive(false);
    m_stepsLabel->setText(result);
    // An engine-free evaluation of every position once both sides are set up: the material.
    m_evals.clear();
    for (std::size_t i = 0; i < m_replayGames.size(); ++i)
        if (!m_replayGames[i].inSetup())
            m_evals.emplace_back(static_cast<int>(i), materialScore(m_replayGames[i].position()));
    message(tr("Replaying %1: %2 moves.").arg(name).arg(m_replayLines.size()));
    emit titleChanged();
    emit fileUsed(path);
    showReplayMove(replayMoves());
    return true;
}

int ArimaaDocument::materialScore(const Position& position)
{
    static constexpr int kValues[kTypes] = {100, 150, 200, 300, 500, 800};  // R C D H M E
    int score = 0;
    for (int sq = 0; sq < 64; ++sq) {
        int colour = 0;
        const int type = position.pieceAt(sq, &colour);
        if (type != kNoPiece)
            score += colour == Gold ? kValues[type] : -kValues[type];
    }
    return score;
}

// A replay's move as the game numbers it: "start" before the first, else the move's label ("65w").
QString ArimaaDocument::replayLabel(int index) const
{
    if (index <= 0 || index > static_cast<int>(m_replayLines.size()))
        return tr("start");
    const std::string& line = m_replayLines[static_cast<std::size_t>(index - 1)];
    return QString::fromStdString(line.substr(0, line.find(' ')));
}

void ArimaaDocument::leaveReplay()
{
    if (!m_replay)
        return;
    m_replay = false;
    m_playback->stop();
    m_stepControls->hide();
    m_moveButtons->show();
    m_board->setInteractive(true);
    m_replayGames.clear();
    m_replayLines.clear();
    m_moveList->clear();
    m_evals.clear();
}

void ArimaaDocument::showReplayMove(int index)
{
    if (!m_replay || m_replayGames.empty())
        return;
    m_replayIndex = std::clamp(index, 0, replayMoves());
    m_game = m_replayGames[static_cast<std::size_t>(m_replayIndex)];
    m_stepControls->setRound(m_replayIndex);
    {
        const QSignalBlocker block(m_moveList);
        m_moveList->setCurrentRow(m_replayIndex - 1);
    }
    refresh();
}

} // namespace pb::gui
