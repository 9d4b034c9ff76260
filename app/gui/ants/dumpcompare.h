#pragma once

#include "gui/document.h"

#include "ants/brain.h"
#include "ants/dumpdiff.h"
#include "ants/dumpfile.h"
#include "ants/timeline.h"
#include "ants/world.h"

#include <QFutureWatcher>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;
class QSpinBox;
class QTextBrowser;

namespace pb::views {
class WorldView;
}

namespace pb::gui {

// Two ant traces side by side: two dump files, or a dump file and a live simulation. Both
// boards are locked together (round, zoom, pan); the cells that differ in the round shown are
// ringed in both and listed with both dump lines, the differing part emphasised.
class DumpCompareDocument : public Document {
    Q_OBJECT
public:
    explicit DumpCompareDocument(QWidget* parent = nullptr);
    ~DumpCompareDocument() override;

    // Opens trace A (a dump file) and trace B (a dump file, or the live game given). False with
    // a message when A (or B) cannot be read at all; problems further in show in the document.
    bool openDumps(const QString& pathA, const QString& pathB, QString* error);
    bool openDumpAndGame(const QString& pathA, const pb::ants::World& world, const pb::ants::Brain& red,
                         const pb::ants::Brain& black, std::uint32_t seed, const QString& gameLabel,
                         QString* error);

    // Document
    QString gameId() const override { return QStringLiteral("ants"); }
    QString title() const override;
    bool isModified() const override { return false; }
    bool save() override { return true; }
    bool saveAs() override { return false; }
    QWidget* imageSource() const override { return const_cast<DumpCompareDocument*>(this); }
    bool openFile(const QString& path, QString* error) override;
    void fillMenu(QMenu* menu) override;

    // The round shown (its number, as in "After round N"), and moving it.
    int round() const { return m_round; }
    void showRound(int round);
    void findFirstDivergence();
    void findNextDifference(int direction);  // +1 next, -1 previous differing round
    bool searching() const { return m_searching; }
    bool indexing() const;

    const std::vector<pb::ants::CellDifference>& differences() const { return m_differences; }
    views::WorldView* view(int side) const { return m_views[side]; }
    QString statusText() const;
    QString problemsText() const;

private:
    void buildUi();
    void startIndexing();
    // Runs a search for a round to show (or -1: none, -2: identical) with the buttons held.
    void beginSearch(const QString& message, QFuture<int> search);
    void afterOpen();
    void refresh();

    std::shared_ptr<pb::ants::DumpFile> m_a;
    std::shared_ptr<pb::ants::DumpFile> m_b;         // or:
    std::shared_ptr<pb::ants::Timeline> m_live;
    QString m_liveLabel;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFuture<void> m_indexing;
    std::shared_ptr<std::atomic<qint64>> m_progressDone;
    std::shared_ptr<std::atomic<qint64>> m_progressTotal;
    QFutureWatcher<int> m_search;
    bool m_searching = false;

    int m_round = 0;
    std::vector<pb::ants::CellDifference> m_differences;

    views::WorldView* m_views[2] = {nullptr, nullptr};
    QLabel* m_names[2] = {nullptr, nullptr};
    QSlider* m_slider = nullptr;
    QSpinBox* m_roundBox = nullptr;
    QPushButton* m_firstButton = nullptr;
    QPushButton* m_prevButton = nullptr;
    QPushButton* m_nextButton = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QTextBrowser* m_list = nullptr;
    QLabel* m_problems = nullptr;
    QTimer m_poll;
};

} // namespace pb::gui
