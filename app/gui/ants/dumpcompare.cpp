#include "gui/ants/dumpcompare.h"
#include "gui/workers.h"

#include "ants/worldview.h"

#include "ants/dump.h"
#include "ants/dumpdiff.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace pb::gui {

using namespace pb::ants;

namespace {

constexpr int kMaxListed = 500;  // differences listed in full; the rest are counted

// Every cell line of a game's round, as the dump writer would write them.
std::vector<std::string> renderLines(const Game& game)
{
    std::vector<std::string> lines;
    lines.reserve(static_cast<size_t>(game.width() * game.height()));
    for (int y = 0; y < game.height(); ++y)
        for (int x = 0; x < game.width(); ++x) {
            std::string line;
            appendDumpCell(line, game, {x, y});
            lines.push_back(std::move(line));
        }
    return lines;
}

std::vector<std::string_view> viewsOf(const std::vector<std::string>& lines)
{
    return {lines.begin(), lines.end()};
}

// One line with the part that differs from `other` marked.
QString marked(const std::string& line, const std::string& other, const char* colour)
{
    size_t prefix = 0;
    while (prefix < line.size() && prefix < other.size() && line[prefix] == other[prefix])
        ++prefix;
    size_t suffix = 0;
    while (suffix < line.size() - prefix && suffix < other.size() - prefix
           && line[line.size() - 1 - suffix] == other[other.size() - 1 - suffix])
        ++suffix;
    auto esc = [](std::string_view s) {
        return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())).toHtmlEscaped();
    };
    const std::string_view v(line);
    QString middle = esc(v.substr(prefix, line.size() - prefix - suffix));
    if (middle.isEmpty())
        middle = QStringLiteral("&#8203;");  // a missing part still shows where it is
    return esc(v.substr(0, prefix)) + QStringLiteral("<span style='background:%1'>").arg(QLatin1String(colour))
        + middle + QStringLiteral("</span>") + esc(v.substr(line.size() - suffix));
}

} // namespace

DumpCompareDocument::DumpCompareDocument(QWidget* parent) : Document(parent)
{
    buildUi();
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (m_progressTotal && m_progressTotal->load() > 0) {
            m_progress->setMaximum(1000);
            m_progress->setValue(static_cast<int>(1000 * m_progressDone->load() / m_progressTotal->load()));
        }
        const int count = m_a ? m_a->roundCount() : 0;
        m_slider->setMaximum(std::max(0, count - 1));
        if (count > 0)
            m_roundBox->setMaximum(m_a->roundNumber(count - 1));
        if (!indexing()) {
            m_progress->hide();
            m_poll.stop();
            m_problems->setText(problemsText());
            m_problems->setVisible(!m_problems->text().isEmpty());
        }
        refresh();
    });
    connect(&m_search, &QFutureWatcher<int>::finished, this, [this] {
        m_searching = false;
        for (QPushButton* b : {m_firstButton, m_prevButton, m_nextButton})
            b->setEnabled(true);
        const int found = m_search.result();
        if (found >= 0) {
            showRound(found);
        } else {
            m_status->setText(found == -2 ? tr("The traces are identical over every round they share.")
                                          : tr("No other round differs in that direction."));
            emit statusMessage(m_status->text());
        }
    });
}

DumpCompareDocument::~DumpCompareDocument()
{
    if (m_cancel)
        m_cancel->store(true);
    m_indexing.waitForFinished();
    m_search.waitForFinished();
}

void DumpCompareDocument::buildUi()
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto* bar = new QHBoxLayout;
    m_firstButton = new QPushButton(tr("First divergence"), this);
    m_firstButton->setObjectName(QStringLiteral("firstDivergence"));
    m_firstButton->setToolTip(tr("The first round in which the traces differ (Ctrl+Home)"));
    m_prevButton = new QPushButton(tr("Previous difference"), this);
    m_prevButton->setToolTip(tr("The previous round in which the traces differ (Ctrl+Up)"));
    m_nextButton = new QPushButton(tr("Next difference"), this);
    m_nextButton->setToolTip(tr("The next round in which the traces differ (Ctrl+Down)"));
    connect(m_firstButton, &QPushButton::clicked, this, &DumpCompareDocument::findFirstDivergence);
    connect(m_prevButton, &QPushButton::clicked, this, [this] { findNextDifference(-1); });
    connect(m_nextButton, &QPushButton::clicked, this, [this] { findNextDifference(+1); });
    bar->addWidget(new QLabel(tr("Round:"), this));
    m_roundBox = new QSpinBox(this);
    m_roundBox->setRange(0, 0);
    m_roundBox->setKeyboardTracking(false);
    connect(m_roundBox, &QSpinBox::valueChanged, this, [this](int round) {
        if (round != m_round)
            showRound(round);
    });
    bar->addWidget(m_roundBox);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(0, 0);
    connect(m_slider, &QSlider::valueChanged, this, [this](int i) {
        if (m_a && i < m_a->roundCount() && m_a->roundNumber(i) != m_round)
            showRound(m_a->roundNumber(i));
    });
    bar->addWidget(m_slider, 1);
    bar->addWidget(m_firstButton);
    bar->addWidget(m_prevButton);
    bar->addWidget(m_nextButton);
    m_progress = new QProgressBar(this);
    m_progress->setMaximumWidth(160);
    m_progress->setFormat(tr("indexing %p%"));
    m_progress->hide();
    bar->addWidget(m_progress);
    layout->addLayout(bar);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("compareStatus"));
    layout->addWidget(m_status);
    m_problems = new QLabel(this);
    m_problems->setStyleSheet(QStringLiteral("QLabel { background: #fff3cd; color: #664d03; padding: 3px; }"));
    m_problems->setWordWrap(true);
    m_problems->hide();
    layout->addWidget(m_problems);

    auto* vertical = new QSplitter(Qt::Vertical, this);
    auto* boards = new QSplitter(Qt::Horizontal, vertical);
    for (int side = 0; side < 2; ++side) {
        auto* pane = new QWidget(boards);
        auto* paneLayout = new QVBoxLayout(pane);
        paneLayout->setContentsMargins(0, 0, 0, 0);
        m_names[side] = new QLabel(pane);
        m_names[side]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        paneLayout->addWidget(m_names[side]);
        m_views[side] = new views::WorldView(pane);
        paneLayout->addWidget(m_views[side], 1);
    }
    // Locked together: zoom and pan of one are the other's.
    for (int side = 0; side < 2; ++side) {
        views::WorldView* other = m_views[1 - side];
        connect(m_views[side], &views::WorldView::viewChanged, other,
                [other](double zoom, QPoint origin) { other->setView(zoom, origin); });
        connect(m_views[side], &views::WorldView::cellClicked, this, [this](int x, int y) {
            for (views::WorldView* v : m_views)
                v->setSelectedCell(Pos{x, y});
        });
    }
    m_list = new QTextBrowser(vertical);
    m_list->setObjectName(QStringLiteral("differenceList"));
    m_list->setOpenLinks(false);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_list->setFont(mono);
    connect(m_list, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        const QStringList xy = url.path().split(QLatin1Char(','));
        if (xy.size() != 2)
            return;
        const Pos p{xy[0].toInt(), xy[1].toInt()};
        m_views[0]->centerOn(p);
        for (views::WorldView* v : m_views)
            v->setSelectedCell(p);
    });
    // Several differences at once, not one: at least eight lines, and a third of the height.
    m_list->setMinimumHeight(8 * m_list->fontMetrics().lineSpacing() + 2 * m_list->frameWidth() + 8);
    vertical->setChildrenCollapsible(false);
    vertical->setStretchFactor(0, 2);
    vertical->setStretchFactor(1, 1);
    vertical->setSizes({400, 200});
    layout->addWidget(vertical, 1);
}

bool DumpCompareDocument::openDumps(const QString& pathA, const QString& pathB, QString* error)
{
    m_a = std::make_shared<DumpFile>();
    m_b = std::make_shared<DumpFile>();
    if (!m_a->open(pathA, error) || !m_b->open(pathB, error))
        return false;
    if (m_a->width() != m_b->width() || m_a->height() != m_b->height()) {
        *error = tr("%1 is a %2 x %3 world and %4 a %5 x %6 one: they cannot be compared")
                     .arg(pathA).arg(m_a->width()).arg(m_a->height())
                     .arg(pathB).arg(m_b->width()).arg(m_b->height());
        return false;
    }
    m_names[0]->setText(tr("A: %1").arg(pathA));
    m_names[1]->setText(tr("B: %1").arg(pathB));
    afterOpen();
    emit fileUsed(pathA);
    emit fileUsed(pathB);
    return true;
}

bool DumpCompareDocument::openDumpAndGame(const QString& pathA, const World& world, const Brain& red,
                                          const Brain& black, std::uint32_t seed, const QString& gameLabel,
                                          QString* error)
{
    m_a = std::make_shared<DumpFile>();
    if (!m_a->open(pathA, error))
        return false;
    if (m_a->width() != world.width || m_a->height() != world.height) {
        *error = tr("%1 is a %2 x %3 world, the game's is %4 x %5: they cannot be compared")
                     .arg(pathA).arg(m_a->width()).arg(m_a->height()).arg(world.width).arg(world.height);
        return false;
    }
    m_live = std::make_shared<Timeline>(world, red, black, seed, kDefaultRounds, 250, false);
    m_liveLabel = gameLabel;
    m_names[0]->setText(tr("A: %1").arg(pathA));
    m_names[1]->setText(tr("B: %1 (simulated now, seed %2)").arg(gameLabel).arg(seed));
    afterOpen();
    emit fileUsed(pathA);
    return true;
}

void DumpCompareDocument::afterOpen()
{
    m_round = m_a->roundCount() > 0 ? m_a->roundNumber(0) : 0;
    startIndexing();
    refresh();
    m_views[0]->fitToView();
    emit titleChanged();
}

void DumpCompareDocument::startIndexing()
{
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_progressDone = std::make_shared<std::atomic<qint64>>(0);
    m_progressTotal = std::make_shared<std::atomic<qint64>>(0);
    m_progress->setValue(0);
    m_progress->show();
    // Both files are indexed (and a live game recorded) in the background; what is ready shows.
    m_indexing = QtConcurrent::run(workerPool(), [a = m_a, b = m_b, live = m_live, cancel = m_cancel,
                                    done = m_progressDone, total = m_progressTotal] {
        lowerThreadPriority();
        auto report = [&](qint64 d, qint64 t) {
            done->store(d);
            total->store(t);
        };
        a->index(cancel.get(), report);
        if (b)
            b->index(cancel.get(), report);
        if (live) {
            const int last = a->roundCount() > 0 ? a->roundNumber(a->roundCount() - 1) : 0;
            while (!cancel->load() && !live->finished() && live->computedRounds() < last)
                live->record(500);
        }
    });
    m_poll.start();
}

bool DumpCompareDocument::indexing() const
{
    return m_indexing.isRunning();
}

QString DumpCompareDocument::title() const
{
    if (!m_a)
        return tr("Compare traces");
    return tr("Compare: %1 / %2")
        .arg(QFileInfo(m_a->name()).fileName(), m_b ? QFileInfo(m_b->name()).fileName() : m_liveLabel);
}

bool DumpCompareDocument::openFile(const QString& path, QString* error)
{
    *error = tr("%1: open a second trace with File > Compare Ant Dumps").arg(path);
    return false;
}

void DumpCompareDocument::fillMenu(QMenu* menu)
{
    menu->setTitle(tr("&Compare"));
    QAction* first = menu->addAction(tr("&First Divergence"), this, &DumpCompareDocument::findFirstDivergence);
    first->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Home));
    QAction* next = menu->addAction(tr("&Next Differing Round"), this, [this] { findNextDifference(+1); });
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Down));
    QAction* prev = menu->addAction(tr("&Previous Differing Round"), this, [this] { findNextDifference(-1); });
    prev->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Up));
    menu->addSeparator();
    menu->addAction(tr("Fit &World"), m_views[0], &views::WorldView::fitToView);
}

void DumpCompareDocument::showRound(int round)
{
    m_round = round;
    refresh();
}

void DumpCompareDocument::refresh()
{
    if (!m_a)
        return;
    const int i = m_a->indexOfRound(m_round);
    m_roundBox->blockSignals(true);
    // While the traces are still being indexed the box's range may not reach the round yet.
    m_roundBox->setMaximum(std::max(m_roundBox->maximum(), m_round));
    m_roundBox->setValue(m_round);
    m_roundBox->blockSignals(false);
    if (i < 0) {
        m_status->setText(tr("Round %1 is not in %2 (yet).").arg(QLocale().toString(m_round), m_a->name()));
        return;
    }
    m_slider->blockSignals(true);
    m_slider->setValue(i);
    m_slider->blockSignals(false);

    std::shared_ptr<const Game> stateB;
    std::vector<std::string> ownedB;
    std::vector<std::string_view> lineB;
    if (m_b) {
        const int j = m_b->indexOfRound(m_round);
        if (j >= 0) {
            stateB = std::make_shared<const Game>(m_b->state(j));
            lineB = m_b->lines(j);
        }
    } else if (m_live && m_live->computedRounds() >= m_round) {
        stateB = std::make_shared<const Game>(m_live->gameAt(m_round));
        ownedB = renderLines(*stateB);
        lineB = viewsOf(ownedB);
    }
    m_views[0]->setGame(std::make_shared<const Game>(m_a->state(i)));
    if (stateB)
        m_views[1]->setGame(stateB);

    const auto lineA = m_a->lines(i);
    m_differences.clear();
    if (lineB.size() == lineA.size())
        m_differences = differingCells(lineA, lineB, m_a->width());
    std::vector<Pos> cells;
    for (const CellDifference& d : m_differences)
        cells.push_back(d.pos);
    for (views::WorldView* v : m_views)
        v->setHighlightedCells(cells);

    QString html;
    const int listed = std::min(static_cast<int>(m_differences.size()), kMaxListed);
    for (int k = 0; k < listed; ++k) {
        const CellDifference& d = m_differences[static_cast<size_t>(k)];
        html += QStringLiteral("<p><a href='cell:%1,%2'><b>cell (%1, %2)</b></a><br>A: %3<br>B: %4</p>")
                    .arg(d.pos.x)
                    .arg(d.pos.y)
                    .arg(marked(d.a, d.b, "#ffc4c4"), marked(d.b, d.a, "#c4f0c4"));
    }
    if (static_cast<int>(m_differences.size()) > listed)
        html += tr("<p>... and %1 more cells.</p>").arg(m_differences.size() - static_cast<size_t>(listed));
    m_list->setHtml(html);
    m_status->setText(statusText());
}

QString DumpCompareDocument::statusText() const
{
    if (!m_a)
        return {};
    const QString round = QLocale().toString(m_round);
    if (m_b && m_b->indexOfRound(m_round) < 0)
        return tr("Round %1: not (yet) in trace B.").arg(round);
    if (m_live && m_live->computedRounds() < m_round)
        return tr("Round %1: the simulation is still being computed.").arg(round);
    if (m_differences.empty())
        return tr("Round %1: the traces agree.").arg(round);
    return tr("Round %1: %n cell(s) differ.", nullptr, static_cast<int>(m_differences.size())).arg(round);
}

QString DumpCompareDocument::problemsText() const
{
    QStringList lines;
    for (const auto* file : {m_a.get(), m_b.get()})
        if (file)
            for (const Diagnostic& d : file->problems())
                lines << d.toString();
    if (lines.size() > 20) {
        const int more = static_cast<int>(lines.size()) - 20;
        lines = lines.mid(0, 20);
        lines << tr("... and %1 more").arg(more);
    }
    return lines.join(QLatin1Char('\n'));
}

void DumpCompareDocument::findFirstDivergence()
{
    if (!m_a || m_searching)
        return;
    beginSearch(tr("Looking for the first divergence..."), QtConcurrent::run(workerPool(), [this, a = m_a, b = m_b, live = m_live, cancel = m_cancel]() -> int {
        lowerThreadPriority();
        m_indexing.waitForFinished();  // DumpFile::index runs once; the search reads what it found
        DiffResult result;
        if (b)
            result = firstDivergence(*a, *b, cancel.get());
        else
            result = firstDivergence(*a, live->gameAt(0), cancel.get());
        return result.first ? result.first->round : -2;
    }));
}

void DumpCompareDocument::beginSearch(const QString& message, QFuture<int> search)
{
    m_searching = true;
    for (QPushButton* b : {m_firstButton, m_prevButton, m_nextButton})
        b->setEnabled(false);
    m_status->setText(message);
    m_search.setFuture(search);
}

void DumpCompareDocument::findNextDifference(int direction)
{
    if (!m_a || m_searching)
        return;
    const int from = m_round;
    beginSearch(tr("Looking for the next differing round..."), QtConcurrent::run(workerPool(), [this, a = m_a, b = m_b, live = m_live, cancel = m_cancel, from,
                                          direction]() -> int {
        lowerThreadPriority();
        m_indexing.waitForFinished();
        const int start = a->indexOfRound(from);
        if (start < 0)
            return -1;
        std::optional<Game> walker;  // live: played forward round by round
        for (int i = start + direction; i >= 0 && i < a->roundCount() && !cancel->load(); i += direction) {
            const int round = a->roundNumber(i);
            const auto lineA = a->lines(i);
            std::vector<std::string> owned;
            std::vector<std::string_view> lineB;
            if (b) {
                const int j = b->indexOfRound(round);
                if (j < 0)
                    continue;
                lineB = b->lines(j);
            } else {
                if (direction > 0 && walker && walker->round() <= round)
                    walker->playUntil(round);
                else
                    walker = live->gameAt(round);
                if (walker->round() != round)
                    return -1;  // beyond what the simulation has
                owned = renderLines(*walker);
                lineB = viewsOf(owned);
            }
            if (lineA.size() != lineB.size() || !std::equal(lineA.begin(), lineA.end(), lineB.begin()))
                return round;
        }
        return -1;
    }));
}

} // namespace pb::gui
