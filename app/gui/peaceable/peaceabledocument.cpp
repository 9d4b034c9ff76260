#include "gui/peaceable/peaceabledocument.h"

#include "gui/peaceable/peaceablebesttable.h"
#include "peaceable/boardview.h"
#include "store/bestscores.h"

#include <QAbstractButton>
#include <QButtonGroup>
#include <QDateTime>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QUndoStack>

#include <algorithm>

namespace pb::gui {

using namespace pb::peaceable;

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

QString PeaceableDocument::pieceName(std::int8_t piece)
{
    switch (piece) {
    case King: return tr("king");
    case Queen: return tr("queen");
    case Rook: return tr("rook");
    case Bishop: return tr("bishop");
    case Knight: return tr("knight");
    }
    return QString();
}

PeaceableDocument::PeaceableDocument(QWidget* parent) : Document(parent)
{
    m_undo = new QUndoStack(this);
    buildUi();
    connect(&m_run, &PeaceableSolveRun::improved, this, &PeaceableDocument::applySolverAnswer);
    connect(&m_run, &PeaceableSolveRun::finished, this, &PeaceableDocument::solveFinished);
    connect(m_bestTable, &PeaceableBestTable::seedActivated, this, [this](qint64 seed) {
        if (askToReplaceAnswer())
            openBest(seed);
    });
    const QByteArray split = QSettings().value(QStringLiteral("peaceable/splitter")).toByteArray();
    if (!split.isEmpty())
        m_splitter->restoreState(split);
    refreshBestScores();
}

PeaceableDocument::~PeaceableDocument()
{
    // The seed field loses its focus while QWidget's destructor takes the children down, and its
    // editingFinished would reach this document when it is no longer one (UBSan saw it).
    m_seedBox->disconnect(this);
}  // m_run stops the solver and waits for it

void PeaceableDocument::setBestScoresPath(const QString& path)
{
    m_bestTable->setPath(path);
    refreshBestScores();
}

QString PeaceableDocument::bestScoresPath() const
{
    return m_bestTable->path();
}

QTableWidget* PeaceableDocument::bestTable() const
{
    return m_bestTable;
}

void PeaceableDocument::refreshBestScores()
{
    const QString error = m_bestTable->refresh();
    if (!error.isEmpty())
        message(tr("Best scores: %1").arg(error));
}

bool PeaceableDocument::openBest(qint64 seed)
{
    pb::store::BestScores db(m_bestTable->path());
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

bool PeaceableDocument::askToReplaceAnswer()
{
    if (!m_modified)
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved answer"), tr("The answer of %1 has unsaved changes. Save it first?").arg(m_name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    return answer == QMessageBox::Discard || save();
}

PeaceableDocument* PeaceableDocument::createSample(QWidget* parent)
{
    auto* doc = new PeaceableDocument(parent);
    doc->loadSeed(QSettings().value(QStringLiteral("peaceable/seed"), 1).toLongLong());
    return doc;
}

QString PeaceableDocument::title() const
{
    return tr("Peaceable: %1%2").arg(m_name, m_modified ? QStringLiteral(" *") : QString());
}

QWidget* PeaceableDocument::imageSource() const { return m_view; }

void PeaceableDocument::message(const QString& text) { emit statusMessage(text); }

int PeaceableDocument::padded(int cell) const { return m_board->index(cell / m_problem.n, cell % m_problem.n); }

// --- The test and the placement -------------------------------------------------------------------

void PeaceableDocument::setProblem(const Problem& problem, const QString& name)
{
    stopSolving();
    m_run.wait();
    m_problem = problem;
    m_board = std::make_unique<ScoreBoard>(problem);
    m_name = name;
    m_answerPath.clear();
    m_modified = false;
    m_undo->clear();
    m_run.clearProgress();
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
    if (m_run.running() || !m_board || cell < 0 || cell >= m_problem.n * m_problem.n || owner < 0 || owner >= m_problem.players ||
        piece < 0 || piece >= kPieceTypes)
        return false;
    const int i = padded(cell);
    if (m_board->isWall(i)) {
        message(tr("(%1,%2) is a wall.").arg(cell / m_problem.n).arg(cell % m_problem.n));
        return false;
    }
    if (m_board->piece(i) == piece && m_board->owner(i) == owner)
        return false;
    const QString text = tr("%1 of player %2 at (%3,%4)").arg(pieceName(piece)).arg(owner).arg(cell / m_problem.n).arg(cell % m_problem.n);
    m_undo->push(new PeaceableEdit(this, cell, m_board->piece(i), m_board->owner(i), piece, owner, text));
    return true;
}

bool PeaceableDocument::removePiece(int cell)
{
    if (m_run.running() || !m_board || cell < 0 || cell >= m_problem.n * m_problem.n)
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
    if (m_run.running() || !m_board)
        return;
    m_runSeconds = seconds;
    SolverOptions options;
    options.seconds = seconds;
    options.seed = static_cast<std::uint64_t>(m_seed > 0 ? m_seed : 1);
    options.threads = m_threadsBox->value();
    m_run.start(m_problem, options);  // its improvements replace the shown placement
    message(tr("Solving for %1 s...").arg(seconds));
    refresh();
}

void PeaceableDocument::stopSolving()
{
    if (!m_run.running())
        return;
    m_run.stop();
    message(tr("Stopping the solver; the best placement found stays."));
}

void PeaceableDocument::applySolverAnswer(const Answer& answer, int score, double seconds)
{
    m_undo->clear();  // the solver's placement replaces the hand edits
    m_board->load(answer);
    m_modified = true;
    m_run.addProgress(seconds, score);
    emit titleChanged();
    emit modifiedChanged();
    refresh();
    emit changed();
}

// The run is over: its best placement is kept if better, and offered to the best-scores database.
void PeaceableDocument::solveFinished(const SolverResult& result, double seconds)
{
    if (result.score > m_board->score() || !m_board->valid())
        applySolverAnswer(result.answer, result.score, seconds);
    if (m_seed > 0 && m_board->valid()) {
        pb::store::BestScores db(m_bestTable->path());
        const pb::store::BestScores::Update u =
            db.offer({m_seed, m_board->score(), QString::fromStdString(writeAnswer(m_board->toAnswer())),
                      // How the answer was made, stored in the database: data, not a text to translate.
                      QStringLiteral("workspace solve --time %1 --threads %2").arg(m_runSeconds).arg(m_threadsBox->value()),
                      QDateTime::currentDateTimeUtc(), seconds});
        if (u.improved && u.previous)
            message(tr("New best for seed %1: %2 (was %3).").arg(m_seed).arg(m_board->score()).arg(*u.previous));
        refreshBestScores();
    }
    const QLocale locale;
    message(tr("Solver finished: score %1 after %2 s (%3 moves tried, %4 region draws).")
                .arg(locale.toString(result.score), locale.toString(seconds, 'f', 1), locale.toString(result.iterations),
                     locale.toString(result.starts)));
    refresh();
    emit solvingFinished();
}

} // namespace pb::gui
