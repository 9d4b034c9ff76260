// The Ants workspace's dumps: a round range of the game written in the contest's dump format, and
// a dump file compared with the game.
#include "gui/ants/antsdocument.h"

#include "gui/ants/dumpcompare.h"
#include "gui/gamefiles.h"
#include "gui/workers.h"

#include "ants/dump.h"
#include "ants/timeline.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSaveFile>
#include <QSpinBox>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace pb::gui {

using namespace pb::ants;

namespace {

// Writes rounds first..last of the game to `path` (on a worker thread): empty, "cancelled", or
// the file's error. `progress` follows the round written.
QString writeDumpFile(const Timeline& timeline, const QString& path, int first, int last, std::atomic<int>& progress,
                      const std::atomic<bool>& cancel)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    Game game = timeline.gameAt(first);
    bool failed = false;
    writeDump(game, first, last, [&](std::string_view chunk) {
        progress.store(game.round());
        if (cancel.load())
            return false;
        failed = file.write(chunk.data(), static_cast<qint64>(chunk.size())) != static_cast<qint64>(chunk.size());
        return !failed;
    });
    if (cancel.load()) {
        file.cancelWriting();
        return QStringLiteral("cancelled");
    }
    if (failed || !file.commit())
        return file.errorString();
    return {};
}

} // namespace

void AntsDocument::saveDump()
{
    const int computed = m_controller.computedRounds();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Save dump"));
    auto* form = new QFormLayout(&dialog);
    auto* from = new QSpinBox(&dialog);
    auto* to = new QSpinBox(&dialog);
    from->setRange(0, computed);
    to->setRange(0, computed);
    from->setValue(m_controller.round());
    to->setValue(std::min(computed, m_controller.round() + 100));
    form->addRow(new QLabel(tr("The contest's dump format, one block per round (%1 rounds computed).").arg(computed)));
    form->addRow(tr("First round:"), from);
    form->addRow(tr("Last round:"), to);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const int first = std::min(from->value(), to->value());
    const int last = std::max(from->value(), to->value());
    const QString path = askSavePath(this, gameId(), tr("Save dump"), QStringLiteral("dump.txt"), tr("Text files (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;

    // Written on a worker thread; the dialog shows the round reached and can cancel.
    auto progress = std::make_shared<std::atomic<int>>(first);
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    auto timeline = m_controller.timeline();
    QFuture<QString> job = QtConcurrent::run(workerPool(), [timeline, path, first, last, progress, cancel] {
        lowerThreadPriority();
        return writeDumpFile(*timeline, path, first, last, *progress, *cancel);
    });
    QProgressDialog dialogProgress(tr("Writing the dump..."), tr("Cancel"), first, std::max(first + 1, last), this);
    dialogProgress.setWindowModality(Qt::WindowModal);
    dialogProgress.setMinimumDuration(300);
    QTimer poll;
    connect(&poll, &QTimer::timeout, &dialogProgress, [&] { dialogProgress.setValue(progress->load()); });
    connect(&dialogProgress, &QProgressDialog::canceled, this, [cancel] { cancel->store(true); });
    QFutureWatcher<QString> watcher;
    connect(&watcher, &QFutureWatcher<QString>::finished, &dialogProgress, &QProgressDialog::reset);
    watcher.setFuture(job);
    poll.start(100);
    if (!job.isFinished())
        dialogProgress.exec();
    job.waitForFinished();
    const QString error = job.result();
    if (error == QLatin1String("cancelled"))
        emit statusMessage(tr("Dump cancelled"));
    else if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save dump"), tr("%1: %2").arg(path, error));
    else
        emit statusMessage(tr("Saved rounds %1 to %2 to %3").arg(first).arg(last).arg(path));
}

DumpCompareDocument* AntsDocument::compareWithDump(const QString& path)
{
    auto* doc = new DumpCompareDocument;
    QString error;
    const QString label = tr("%1 vs %2 on %3")
                              .arg(brainLabel(Color::Red), brainLabel(Color::Black),
                                   m_worldPath.isEmpty() ? tr("a generated world") : QFileInfo(m_worldPath).fileName());
    if (!doc->openDumpAndGame(path, m_controller.world(), m_controller.brain(Color::Red),
                              m_controller.brain(Color::Black), m_controller.seed(), label, &error)) {
        delete doc;
        QMessageBox::warning(this, tr("Compare a dump with this game"), error);
        return nullptr;
    }
    rememberFolder(gameId(), path);
    emit documentCreated(doc);
    return doc;
}

void AntsDocument::askCompareWithDump()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Compare a dump with this game"), lastFolder(gameId()),
                                                      tr("Ant dumps (*.txt *.dump *.gz);;All files (*)"));
    if (!path.isEmpty())
        compareWithDump(path);
}

} // namespace pb::gui
