#include "gui/peaceable/peaceabledocument.h"

#include "gui/workers.h"
#include "peaceable/boardview.h"
#include "store/bestscores.h"

#include <qcustomplot.h>

#include <QAction>
#include <QButtonGroup>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QSaveFile>
#include <QSettings>
#include <QSpinBox>
#include <QHeaderView>
#include <QSplitter>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace pb::gui {

using namespace pb::peaceable;

// One hand edit of a cell: what was there and what is put.
class PeaceableEdit : public QUndoCommand {
public:
    PeaceableEdit(PeaceableDocument* doc, int cell, std::int8_t beforePiece, std::int8_t beforeOwner, std::int8_t piece,
                  std::int8_t owner, const QString& text)
        : QUndoCommand(text), m_doc(doc), m_cell(cell), m_beforePiece(beforePiece), m_beforeOwner(beforeOwner),
          m_piece(piece), m_owner(owner)
    {
    }
    void redo() override { m_doc->setCell(m_cell, m_piece, m_owner); }
    void undo() override { m_doc->setCell(m_cell, m_beforePiece, m_beforeOwner); }

private:
    PeaceableDocument* m_doc;
    int m_cell;
    std::int8_t m_beforePiece, m_beforeOwner, m_piece, m_owner;
};

namespace {
QString pieceText(std::int8_t piece)
{
    switch (piece) {
    case King: return PeaceableDocument::tr("king");
    case Queen: return PeaceableDocument::tr("queen");
    case Rook: return PeaceableDocument::tr("rook");
    case Bishop: return PeaceableDocument::tr("bishop");
    case Knight: return PeaceableDocument::tr("knight");
    }
    return QString();
}
} // namespace

PeaceableDocument::PeaceableDocument(QWidget* parent)
    : Document(parent), m_stop(std::make_shared<std::atomic<bool>>(false))
{
    m_undo = new QUndoStack(this);
    buildUi();
    connect(&m_solveWatcher, &QFutureWatcherBase::finished, this, [this] {
        if (m_solveWatcher.future().resultCount() == 0)
            return;
        const SolverResult result = m_solveWatcher.result();
        m_solving = false;
        const double seconds = m_solveClock.elapsed() / 1000.0;
        m_runEnd = seconds;
        if (result.score > m_board->score() || !m_board->valid())
            applySolverAnswer(result.answer, result.score, seconds);
        if (m_seed > 0 && m_board->valid()) {
            pb::store::BestScores db(m_bestPath);
            const pb::store::BestScores::Update u =
                db.offer({m_seed, m_board->score(), QString::fromStdString(writeAnswer(m_board->toAnswer())),
                          tr("workspace solve --time %1 --threads %2").arg(m_runSeconds).arg(m_threadsBox->value()),
                          QDateTime::currentDateTimeUtc(), seconds});
            if (u.improved && u.previous)
                message(tr("New best for seed %1: %2 (was %3).").arg(m_seed).arg(m_board->score()).arg(*u.previous));
            refreshBestScores();
        }
        message(tr("Solver finished: score %1 after %2 s (%3 moves tried, %4 region draws).")
                    .arg(result.score)
                    .arg(seconds, 0, 'f', 1)
                    .arg(result.iterations)
                    .arg(result.starts));
        refresh();
        emit solvingFinished();
    });
    const QByteArray split = QSettings().value(QStringLiteral("peaceable/splitter")).toByteArray();
    if (!split.isEmpty())
        m_splitter->restoreState(split);
    refreshBestScores();
}

PeaceableDocument::~PeaceableDocument()
{
    m_stop->store(true);
    m_solveWatcher.waitForFinished();
}

void PeaceableDocument::setBestScoresPath(const QString& path)
{
    m_bestPath = path;
    refreshBestScores();
}

void PeaceableDocument::refreshBestScores()
{
    pb::store::BestScores db(m_bestPath);
    const std::vector<pb::store::BestEntry> all = db.all();
    m_bestTable->setRowCount(static_cast<int>(all.size()));
    for (int row = 0; row < static_cast<int>(all.size()); ++row) {
        const pb::store::BestEntry& e = all[static_cast<std::size_t>(row)];
        const QStringList cells{QString::number(e.seed), QString::number(e.score), e.at.toString(QStringLiteral("yyyy-MM-dd hh:mm")),
                                e.settings};
        for (int col = 0; col < cells.size(); ++col) {
            auto* item = new QTableWidgetItem(cells[col]);
            if (col < 2)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_bestTable->setItem(row, col, item);
        }
    }
    if (!db.ok())
        message(tr("Best scores: %1").arg(db.error()));
}

bool PeaceableDocument::openBest(qint64 seed)
{
    pb::store::BestScores db(m_bestPath);
    const auto best = db.best(seed);
    if (!best)
        return false;
    loadSeed(seed);
    const AnswerParse parse = parseAnswer(best->answer.toStdString(), m_problem.n);
    if (!parse.ok()) {
        message(tr("The stored answer of seed %1 cannot be read: %2").arg(seed).arg(parse.error));
        return false;
    }
    m_board->load(parse.answer);
    refresh();
    message(tr("Seed %1: the best answer kept, score %2 (%3).").arg(seed).arg(best->score).arg(best->settings));
    return true;
}

PeaceableDocument* PeaceableDocument::createSample(QWidget* parent)
{
    auto* doc = new PeaceableDocument(parent);
    doc->loadSeed(QSettings().value(QStringLiteral("peaceable/seed"), 1).toLongLong());
    return doc;
}

void PeaceableDocument::buildUi()
{
    m_view = new views::PeaceableBoardView(this);
    m_view->setObjectName(QStringLiteral("peaceableBoard"));
    connect(m_view, &views::PeaceableBoardView::cellClicked, this,
            [this](int cell, Qt::MouseButton button, Qt::KeyboardModifiers) {
                if (button == Qt::RightButton)
                    removePiece(cell);
                else if (button == Qt::LeftButton)
                    placePiece(cell, m_brushPiece, m_brushOwner);
            });
    connect(m_view, &views::PeaceableBoardView::cellHovered, this, [this](int cell) {
        m_hovered = cell;
        m_view->setAttacks(cell >= 0 && m_board && m_board->piece(padded(cell)) != kNone ? cell : -1, attackedCells(cell));
    });

    auto* side = new QWidget(this);
    auto* layout = new QVBoxLayout(side);

    auto* test = new QGroupBox(tr("Test"), side);
    auto* testRow = new QHBoxLayout(test);
    testRow->addWidget(new QLabel(tr("Seed:"), test));
    m_seedBox = new QSpinBox(test);
    m_seedBox->setObjectName(QStringLiteral("seed"));
    m_seedBox->setRange(1, 2000000000);
    testRow->addWidget(m_seedBox);
    auto* load = new QPushButton(tr("Generate"), test);
    connect(load, &QPushButton::clicked, this, [this] { loadSeed(m_seedBox->value()); });
    connect(m_seedBox, &QSpinBox::editingFinished, this, [this] {
        if (m_seedBox->value() != m_seed)
            loadSeed(m_seedBox->value());
    });
    testRow->addWidget(load);
    m_problemLabel = new QLabel(test);
    testRow->addWidget(m_problemLabel, 1);
    layout->addWidget(test);

    auto* edit = new QGroupBox(tr("Hand editing (left click: put, right click: remove)"), side);
    auto* editLayout = new QHBoxLayout(edit);
    m_pieceGroup = new QButtonGroup(edit);
    for (int p = 0; p < kPieceTypes; ++p) {
        auto* b = new QRadioButton(views::PeaceableBoardView::pieceGlyph(kPieceLetters[p]) + QLatin1Char(' ') +
                                       QChar::fromLatin1(kPieceLetters[p]),
                                   edit);
        b->setToolTip(pieceText(static_cast<std::int8_t>(p)));
        m_pieceGroup->addButton(b, p);
        editLayout->addWidget(b);
    }
    m_pieceGroup->button(Queen)->setChecked(true);
    connect(m_pieceGroup, &QButtonGroup::idClicked, this, [this](int id) { setBrush(static_cast<std::int8_t>(id), m_brushOwner); });
    editLayout->addWidget(new QLabel(tr("Player:"), edit));
    m_ownerBox = new QSpinBox(edit);
    m_ownerBox->setObjectName(QStringLiteral("owner"));
    connect(m_ownerBox, &QSpinBox::valueChanged, this, [this](int owner) { setBrush(m_brushPiece, static_cast<std::int8_t>(owner)); });
    editLayout->addWidget(m_ownerBox);
    editLayout->addStretch(1);
    layout->addWidget(edit);

    auto* solve = new QGroupBox(tr("Solver"), side);
    auto* solveRow = new QHBoxLayout(solve);
    m_secondsBox = new QDoubleSpinBox(solve);
    m_secondsBox->setRange(0.5, 600);
    m_secondsBox->setValue(QSettings().value(QStringLiteral("peaceable/seconds"), 10.0).toDouble());
    m_secondsBox->setSuffix(tr(" s"));
    solveRow->addWidget(new QLabel(tr("Time:"), solve));
    solveRow->addWidget(m_secondsBox);
    m_threadsBox = new QSpinBox(solve);
    m_threadsBox->setObjectName(QStringLiteral("threads"));
    m_threadsBox->setRange(1, 64);
    m_threadsBox->setValue(QSettings().value(QStringLiteral("peaceable/threads"), 1).toInt());
    m_threadsBox->setToolTip(tr("Independent solver runs at once; the best is kept."));
    solveRow->addWidget(new QLabel(tr("Threads:"), solve));
    solveRow->addWidget(m_threadsBox);
    m_solveButton = new QPushButton(tr("Solve (F5)"), solve);
    m_solveButton->setObjectName(QStringLiteral("solve"));
    connect(m_solveButton, &QPushButton::clicked, this, [this] {
        if (m_solving)
            stopSolving();
        else
            startSolving(m_secondsBox->value());
    });
    solveRow->addWidget(m_solveButton);
    solveRow->addStretch(1);
    layout->addWidget(solve);

    m_scoreLabel = new QLabel(side);
    m_scoreLabel->setObjectName(QStringLiteral("peaceableScore"));
    QFont bold = m_scoreLabel->font();
    bold.setBold(true);
    m_scoreLabel->setFont(bold);
    m_scoreLabel->setWordWrap(true);
    layout->addWidget(m_scoreLabel);
    m_conflictLabel = new QLabel(side);
    m_conflictLabel->setObjectName(QStringLiteral("peaceableConflicts"));
    m_conflictLabel->setWordWrap(true);
    m_conflictLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_conflictLabel->setStyleSheet(QStringLiteral("color: #b00000;"));
    layout->addWidget(m_conflictLabel);

    m_bars = new QCustomPlot(side);
    m_bars->setObjectName(QStringLiteral("peaceableBars"));
    m_bars->setMinimumHeight(150);
    m_bars->yAxis->setLabel(tr("Points"));
    m_bars->xAxis->setLabel(tr("Player"));
    {
        auto ticker = QSharedPointer<QCPAxisTickerFixed>::create();
        ticker->setTickStep(1.0);
        ticker->setScaleStrategy(QCPAxisTickerFixed::ssNone);
        m_bars->xAxis->setTicker(ticker);
        m_bars->xAxis->setSubTicks(false);
    }
    layout->addWidget(m_bars, 1);

    m_progressPlot = new QCustomPlot(side);
    m_progressPlot->setObjectName(QStringLiteral("peaceableProgress"));
    m_progressPlot->setMinimumHeight(150);
    m_progressPlot->xAxis->setLabel(tr("Seconds"));
    m_progressPlot->yAxis->setLabel(tr("Score (lowest player)"));
    QCPGraph* g = m_progressPlot->addGraph();
    g->setPen(QPen(QColor(0x00, 0x72, 0xB2), 2));
    g->setLineStyle(QCPGraph::lsStepLeft);
    layout->addWidget(m_progressPlot, 1);

    auto* bestBox = new QGroupBox(tr("Best scores (double click: open the seed with its best answer)"), side);
    auto* bestLayout = new QVBoxLayout(bestBox);
    m_bestTable = new QTableWidget(0, 4, bestBox);
    m_bestTable->setObjectName(QStringLiteral("bestScores"));
    m_bestTable->setHorizontalHeaderLabels({tr("Seed"), tr("Score"), tr("When (UTC)"), tr("Settings")});
    m_bestTable->horizontalHeader()->setStretchLastSection(true);
    m_bestTable->verticalHeader()->hide();
    m_bestTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_bestTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_bestTable->setMinimumHeight(110);
    connect(m_bestTable, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (QTableWidgetItem* item = m_bestTable->item(row, 0))
            openBest(item->text().toLongLong());
    });
    bestLayout->addWidget(m_bestTable);
    layout->addWidget(bestBox, 1);
    m_bestPath = pb::store::BestScores::defaultPath();

    m_undoAction = m_undo->createUndoAction(this, tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undo->createRedoAction(this, tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_solveAction = new QAction(tr("&Solve"), this);
    m_solveAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_solveAction, &QAction::triggered, m_solveButton, &QPushButton::click);
    m_clearAction = new QAction(tr("&Clear Pieces"), this);
    connect(m_clearAction, &QAction::triggered, this, [this] {
        m_undo->beginMacro(tr("Clear pieces"));
        for (int cell = 0; cell < m_problem.n * m_problem.n; ++cell)
            if (m_board->piece(padded(cell)) != kNone)
                removePiece(cell);
        m_undo->endMacro();
    });
    for (QAction* a : {m_undoAction, m_redoAction, m_solveAction}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
    }

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_view);
    m_splitter->addWidget(side);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_splitter);
    setFocusProxy(m_view);
}

QString PeaceableDocument::title() const
{
    return tr("Peaceable: %1%2").arg(m_name, m_modified ? QStringLiteral(" *") : QString());
}

QWidget* PeaceableDocument::imageSource() const { return m_view; }

void PeaceableDocument::saveViewSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("peaceable/splitter"), m_splitter->saveState());
    s.setValue(QStringLiteral("peaceable/seconds"), m_secondsBox->value());
    s.setValue(QStringLiteral("peaceable/threads"), m_threadsBox->value());
}

void PeaceableDocument::fillMenu(QMenu* menu)
{
    menu->setTitle(tr("&Peaceable"));
    menu->addAction(m_undoAction);
    menu->addAction(m_redoAction);
    menu->addAction(m_clearAction);
    menu->addSeparator();
    menu->addAction(tr("&Open Answer..."), this, [this] {
        QSettings settings;
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Answer"),
                                                          settings.value(QStringLiteral("peaceable/lastDir"), QDir::homePath()).toString(),
                                                          tr("Answers (*.out *.txt);;All files (*)"));
        if (path.isEmpty())
            return;
        settings.setValue(QStringLiteral("peaceable/lastDir"), QFileInfo(path).absolutePath());
        QString error;
        if (!openAnswer(path, &error))
            QMessageBox::warning(this, tr("Open Answer"), error);
    });
    menu->addAction(tr("Save &Answer As..."), this, &PeaceableDocument::saveAs);
    menu->addSeparator();
    menu->addAction(m_solveAction);
}

void PeaceableDocument::message(const QString& text) { emit statusMessage(text); }

int PeaceableDocument::padded(int cell) const { return m_board->index(cell / m_problem.n, cell % m_problem.n); }

// --- The test and the placement -------------------------------------------------------------------

void PeaceableDocument::setProblem(const Problem& problem, const QString& name)
{
    stopSolving();
    m_solveWatcher.waitForFinished();
    m_problem = problem;
    m_board = std::make_unique<ScoreBoard>(problem);
    m_name = name;
    m_answerPath.clear();
    m_modified = false;
    m_undo->clear();
    m_progress.clear();
    m_ownerBox->setRange(0, problem.players - 1);
    m_brushOwner = std::min<std::int8_t>(m_brushOwner, static_cast<std::int8_t>(problem.players - 1));
    m_problemLabel->setText(tr("%1 x %1, %2 players, %3 walls; points K %4, Q %5, R %6, B %7, N %8")
                                .arg(problem.n)
                                .arg(problem.players)
                                .arg(problem.wallCount())
                                .arg(problem.points[King])
                                .arg(problem.points[Queen])
                                .arg(problem.points[Rook])
                                .arg(problem.points[Bishop])
                                .arg(problem.points[Knight]));
    emit titleChanged();
    refresh();
}

void PeaceableDocument::loadSeed(qint64 seed)
{
    m_seed = seed;
    {
        const QSignalBlocker block(m_seedBox);
        m_seedBox->setValue(static_cast<int>(seed));
    }
    QSettings().setValue(QStringLiteral("peaceable/seed"), seed);
    setProblem(generateProblem(seed), tr("seed %1").arg(seed));
    message(tr("Seed %1: the official test.").arg(seed));
}

bool PeaceableDocument::looksLikeProblem(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray head = f.read(4096);
    const QList<QByteArray> lines = head.split('\n');
    if (lines.size() < 4)
        return false;
    bool okN = false, okC = false;
    const int n = lines[0].trimmed().toInt(&okN);
    const int c = lines[1].trimmed().toInt(&okC);
    const QByteArray third = lines[2].trimmed();
    return okN && okC && n >= kMinN && n <= kMaxN && c >= kMinPlayers && c <= kMaxPlayers &&
           (third == "." || third == "#");
}

bool PeaceableDocument::loadProblemFile(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1: cannot read: %2").arg(path, f.errorString());
        return false;
    }
    const ProblemParse parse = parseProblem(f.readAll().toStdString());
    if (!parse.ok()) {
        if (error)
            *error = tr("%1: %2").arg(path, parse.error);
        return false;
    }
    m_seed = 0;
    setProblem(parse.problem, QFileInfo(path).fileName());
    emit fileUsed(path);
    return true;
}

bool PeaceableDocument::openFile(const QString& path, QString* error)
{
    if (looksLikeProblem(path))
        return loadProblemFile(path, error);
    return openAnswer(path, error);
}

bool PeaceableDocument::openAnswer(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1: cannot read: %2").arg(path, f.errorString());
        return false;
    }
    const AnswerParse parse = parseAnswer(f.readAll().toStdString(), m_problem.n);
    if (!parse.ok()) {
        if (error)
            *error = tr("%1: %2").arg(path, parse.error);
        return false;
    }
    const Verdict verdict = checkAnswer(m_problem, parse.answer);
    if (verdict.count(Violation::WallRemoved) + verdict.count(Violation::WallAdded) > 0 && error) {
        // Still loaded (walls come from the test), but say so.
        message(tr("%1: the answer's walls differ from the test's; the test's are kept.").arg(path));
    }
    m_undo->clear();
    m_board->load(parse.answer);
    m_answerPath = path;
    m_modified = false;
    emit fileUsed(path);
    emit titleChanged();
    refresh();
    message(tr("Opened %1: score %2.").arg(QFileInfo(path).fileName()).arg(m_board->score()));
    return true;
}

bool PeaceableDocument::saveAnswer(const QString& path, QString* error)
{
    QSaveFile f(path);
    const std::string text = writeAnswer(m_board->toAnswer());
    if (!f.open(QIODevice::WriteOnly) || f.write(text.data(), static_cast<qint64>(text.size())) < 0 || !f.commit()) {
        if (error)
            *error = tr("%1: cannot write: %2").arg(path, f.errorString());
        return false;
    }
    m_answerPath = path;
    m_modified = false;
    emit fileUsed(path);
    emit titleChanged();
    emit modifiedChanged();
    return true;
}

bool PeaceableDocument::save()
{
    if (m_answerPath.isEmpty())
        return saveAs();
    QString error;
    if (!saveAnswer(m_answerPath, &error)) {
        QMessageBox::warning(this, tr("Save Answer"), error);
        return false;
    }
    return true;
}

bool PeaceableDocument::saveAs()
{
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("peaceable/lastDir"), QDir::homePath()).toString();
    const QString suggested = m_seed > 0 ? tr("seed_%1.out").arg(m_seed) : tr("answer.out");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Answer"), QDir(dir).filePath(suggested),
                                                      tr("Answers (*.out *.txt);;All files (*)"));
    if (path.isEmpty())
        return false;
    settings.setValue(QStringLiteral("peaceable/lastDir"), QFileInfo(path).absolutePath());
    QString error;
    if (!saveAnswer(path, &error)) {
        QMessageBox::warning(this, tr("Save Answer"), error);
        return false;
    }
    message(tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    return true;
}

void PeaceableDocument::setBrush(std::int8_t piece, std::int8_t owner)
{
    m_brushPiece = piece;
    m_brushOwner = owner;
    if (m_pieceGroup->checkedId() != piece && m_pieceGroup->button(piece))
        m_pieceGroup->button(piece)->setChecked(true);
    if (m_ownerBox->value() != owner) {
        const QSignalBlocker block(m_ownerBox);
        m_ownerBox->setValue(owner);
    }
}

bool PeaceableDocument::placePiece(int cell, std::int8_t piece, std::int8_t owner)
{
    if (m_solving || !m_board || cell < 0 || cell >= m_problem.n * m_problem.n || owner < 0 || owner >= m_problem.players ||
        piece < 0 || piece >= kPieceTypes)
        return false;
    const int i = padded(cell);
    if (m_board->isWall(i)) {
        message(tr("(%1,%2) is a wall.").arg(cell / m_problem.n).arg(cell % m_problem.n));
        return false;
    }
    if (m_board->piece(i) == piece && m_board->owner(i) == owner)
        return false;
    const QString text = tr("%1 of player %2 at (%3,%4)").arg(pieceText(piece)).arg(owner).arg(cell / m_problem.n).arg(cell % m_problem.n);
    m_undo->push(new PeaceableEdit(this, cell, m_board->piece(i), m_board->owner(i), piece, owner, text));
    return true;
}

bool PeaceableDocument::removePiece(int cell)
{
    if (m_solving || !m_board || cell < 0 || cell >= m_problem.n * m_problem.n)
        return false;
    const int i = padded(cell);
    if (m_board->piece(i) == kNone)
        return false;
    m_undo->push(new PeaceableEdit(this, cell, m_board->piece(i), m_board->owner(i), kNone, 0,
                                   tr("remove (%1,%2)").arg(cell / m_problem.n).arg(cell % m_problem.n)));
    return true;
}

void PeaceableDocument::setCell(int cell, std::int8_t piece, std::int8_t owner)
{
    m_board->set(padded(cell), piece, owner);
    m_modified = true;
    emit titleChanged();
    emit modifiedChanged();
    refresh();
    emit changed();
}

std::vector<int> PeaceableDocument::attackedCells(int cell) const
{
    std::vector<int> out;
    if (!m_board || cell < 0 || cell >= m_problem.n * m_problem.n)
        return out;
    const int n = m_problem.n;
    const int r0 = cell / n, c0 = cell % n;
    const std::int8_t piece = m_board->piece(padded(cell));
    if (piece == kNone)
        return out;
    auto inside = [n](int r, int c) { return r >= 0 && c >= 0 && r < n && c < n; };
    auto wall = [this](int r, int c) { return m_problem.isWall(r, c); };
    if (piece == King || piece == Knight) {
        static const int king[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
        static const int knight[8][2] = {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}};
        for (const auto& d : piece == King ? king : knight) {
            const int r = r0 + d[0], c = c0 + d[1];
            if (inside(r, c) && !wall(r, c))
                out.push_back(r * n + c);
        }
        return out;
    }
    static const int lines[8][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}};
    for (int k = 0; k < 8; ++k) {
        const bool straight = k < 4;
        if ((piece == Rook && !straight) || (piece == Bishop && straight))
            continue;
        for (int r = r0 + lines[k][0], c = c0 + lines[k][1]; inside(r, c) && !wall(r, c); r += lines[k][0], c += lines[k][1]) {
            out.push_back(r * n + c);
            if (m_board->piece(m_board->index(r, c)) != kNone)
                break;
        }
    }
    return out;
}

// --- Solving ---------------------------------------------------------------------------------------

void PeaceableDocument::startSolving(double seconds)
{
    if (m_solving || !m_board)
        return;
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_solving = true;
    m_progress.clear();
    m_runSeconds = seconds;
    m_solveClock.start();
    SolverOptions options;
    options.seconds = seconds;
    options.seed = static_cast<std::uint64_t>(m_seed > 0 ? m_seed : 1);
    options.stop = m_stop.get();
    options.threads = m_threadsBox->value();
    // Improvements come on the solver's thread: copied and posted to this one, where they replace
    // the shown placement (stale ones, from a run that was stopped, are dropped).
    QPointer<PeaceableDocument> self(this);
    const int run = ++m_solveRun;
    options.onImprove = [self, run](const Answer& best, int score, double seconds) {
        QMetaObject::invokeMethod(self, [self, run, best, score, seconds] {
            if (self && self->m_solving && run == self->m_solveRun)
                self->applySolverAnswer(best, score, seconds);
        });
    };
    const Problem problem = m_problem;
    auto stop = m_stop;
    m_solveWatcher.setFuture(QtConcurrent::run(workerPool(), [problem, options, stop] { return solve(problem, options); }));
    message(tr("Solving for %1 s...").arg(seconds));
    refresh();
}

void PeaceableDocument::stopSolving()
{
    if (!m_solving)
        return;
    m_stop->store(true);
    message(tr("Stopping the solver; the best placement found stays."));
}

void PeaceableDocument::applySolverAnswer(const Answer& answer, int score, double seconds)
{
    m_undo->clear();  // the solver's placement replaces the hand edits
    m_board->load(answer);
    m_modified = true;
    if (m_progress.empty() || m_progress.back().second != score)
        m_progress.emplace_back(seconds, score);
    emit titleChanged();
    emit modifiedChanged();
    refresh();
    emit changed();
}

// --- What is shown -----------------------------------------------------------------------------------

void PeaceableDocument::refresh()
{
    if (!m_board)
        return;
    const int n = m_problem.n;
    m_verdict = checkAnswer(m_problem, m_board->toAnswer());
    std::vector<char> cells(static_cast<std::size_t>(n * n), '.');
    std::vector<int> owners(cells.size(), -1);
    for (int cell = 0; cell < n * n; ++cell) {
        const int i = padded(cell);
        if (m_board->isWall(i))
            cells[static_cast<std::size_t>(cell)] = '#';
        else if (m_board->piece(i) != kNone) {
            cells[static_cast<std::size_t>(cell)] = kPieceLetters[m_board->piece(i)];
            owners[static_cast<std::size_t>(cell)] = m_board->owner(i);
        }
    }
    m_view->setBoard(n, cells, owners, m_problem.players);
    std::vector<std::pair<int, int>> attacks;
    QStringList lines;
    for (const Violation& v : m_verdict.violations) {
        if (v.kind == Violation::Attack)
            attacks.emplace_back(v.at.row * n + v.at.col, v.target.row * n + v.target.col);
        if (lines.size() < 8)
            lines << v.message();
    }
    m_view->setConflicts(attacks);
    if (m_hovered >= 0)
        m_view->setAttacks(m_board->piece(padded(m_hovered)) != kNone ? m_hovered : -1, attackedCells(m_hovered));
    QStringList totals;
    for (int p = 0; p < m_problem.players; ++p)
        totals << tr("%1: %2").arg(p).arg(m_board->playerScore(p));
    m_scoreLabel->setText(m_verdict.valid() ? tr("Valid. Score %1 (the lowest player). Players %2")
                                                  .arg(m_verdict.score)
                                                  .arg(totals.join(QLatin1String(", ")))
                                            : tr("Invalid (score -1): %1 conflicts. Players %2")
                                                  .arg(m_verdict.violations.size())
                                                  .arg(totals.join(QLatin1String(", "))));
    m_conflictLabel->setText(lines.join(QLatin1Char('\n')) +
                             (static_cast<int>(m_verdict.violations.size()) > lines.size()
                                  ? tr("\n... and %1 more").arg(static_cast<int>(m_verdict.violations.size()) - lines.size())
                                  : QString()));
    // Bars: one per player, in the player's colour; the lowest one is the score.
    m_bars->clearPlottables();
    double top = 1;
    for (int p = 0; p < m_problem.players; ++p) {
        auto* bar = new QCPBars(m_bars->xAxis, m_bars->yAxis);
        bar->setBrush(views::PeaceableBoardView::playerColour(p));
        bar->setPen(QPen(views::PeaceableBoardView::playerColour(p).darker(150)));
        bar->setWidth(0.7);
        bar->setData(QVector<double>{double(p)}, QVector<double>{double(m_board->playerScore(p))});
        top = std::max(top, double(m_board->playerScore(p)));
    }
    m_bars->xAxis->setRange(-0.6, m_problem.players - 0.4);
    m_bars->yAxis->setRange(0, top * 1.1);
    m_bars->replot(QCustomPlot::rpQueuedReplot);
    QVector<double> xs, ys;
    for (const auto& [t, score] : m_progress) {
        xs << t;
        ys << score;
    }
    // The line goes on to now (or to the run's end) at the best score.
    const double end = m_solving ? m_solveClock.elapsed() / 1000.0 : m_runEnd;
    if (!xs.isEmpty() && end > xs.back()) {
        xs << end;
        ys << ys.back();
    }
    m_progressPlot->graph(0)->setData(xs, ys, true);
    m_progressPlot->rescaleAxes();
    if (!ys.isEmpty()) {
        const double lo = *std::min_element(ys.begin(), ys.end()), hi = *std::max_element(ys.begin(), ys.end());
        const double pad = std::max(1.0, (hi - lo) * 0.1);
        m_progressPlot->yAxis->setRange(lo - pad, hi + pad);
        m_progressPlot->xAxis->setRange(0, std::max(1.0, xs.back()));
    }
    m_progressPlot->replot(QCustomPlot::rpQueuedReplot);
    m_solveButton->setText(m_solving ? tr("Stop") : tr("Solve (F5)"));
    m_secondsBox->setEnabled(!m_solving);
    m_threadsBox->setEnabled(!m_solving);
}

} // namespace pb::gui
