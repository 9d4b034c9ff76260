#include "ants/braineditor.h"

#include "ants/brainhighlighter.h"
#include "ants/braintextedit.h"
#include "ants/sourcesyntax.h"

#include <QAction>
#include <QEvent>
#include <QFileInfo>
#include <QFontDatabase>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QSplitter>
#include <QStyle>
#include <QTextBlock>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace pb::views {

namespace {

constexpr int kDebounceMs = 250;
constexpr int kMaxListed = 1000;       // diagnostics listed; the rest are counted
constexpr int kLineRole = Qt::UserRole;
constexpr int kColumnRole = Qt::UserRole + 1;

bool isBlank(QChar c)
{
    const char16_t u = c.unicode();
    return u == ' ' || u == '\t' || u == '\r' || u == '\v' || u == '\f';
}

// The 0-based UTF-16 index of a 1-based UTF-8 byte column of a line (the parser counts bytes).
int utf16Index(const QString& line, int byteColumn)
{
    const int target = byteColumn - 1;
    int bytes = 0;
    for (int i = 0; i < line.size(); ++i) {
        if (bytes >= target)
            return i;
        const char16_t c = line[i].unicode();
        if (c < 0x80) {
            bytes += 1;
        } else if (c < 0x800) {
            bytes += 2;
        } else if (QChar::isHighSurrogate(c) && i + 1 < line.size()) {
            bytes += 4;
            ++i;
        } else {
            bytes += 3;
        }
    }
    return static_cast<int>(line.size());
}

// The part of a line a diagnostic points at: the token at its index, or for a message about
// the end of the line the last token before it, or the whole line for index -1.
std::pair<int, int> underlineRange(const QString& line, int start)
{
    const int size = static_cast<int>(line.size());
    if (start < 0) {
        int begin = 0, end = size;
        while (begin < end && isBlank(line[begin])) ++begin;
        while (end > begin && isBlank(line[end - 1])) --end;
        return {begin, end - begin};
    }
    if (start < size && !isBlank(line[start]) && line[start] != u';') {
        int end = start;
        while (end < size && !isBlank(line[end]) && line[end] != u';') ++end;
        return {start, end - start};
    }
    int end = std::min(start, size);
    while (end > 0 && isBlank(line[end - 1])) --end;
    int begin = end;
    while (begin > 0 && !isBlank(line[begin - 1]) && line[begin - 1] != u';') --begin;
    if (begin == end)
        return {0, size};
    return {begin, end - begin};
}

} // namespace

BrainEditor::BrainEditor(QWidget* parent)
    : QWidget(parent),
      m_edit(new BrainTextEdit(this)),
      m_highlighter(new BrainHighlighter(m_edit->document(),
                                         m_edit->palette().color(QPalette::Base).lightness() < 128)),
      m_summary(new QLabel(this)),
      m_list(new QListWidget(this))
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setStyleHint(QFont::Monospace);
    m_edit->setFont(mono);
    m_edit->setTabStopDistance(4 * QFontMetricsF(mono).horizontalAdvance(QLatin1Char(' ')));
    m_edit->setObjectName(QStringLiteral("brain-text"));
    m_list->setObjectName(QStringLiteral("brain-diagnostics"));
    m_list->setUniformItemSizes(true);
    m_summary->setObjectName(QStringLiteral("brain-summary"));
    m_summary->setContentsMargins(4, 2, 4, 2);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* bottom = new QWidget(this);
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->setSpacing(0);
    bottomLayout->addWidget(m_summary);
    bottomLayout->addWidget(m_list);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_edit);
    splitter->addWidget(bottom);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    m_list->setMinimumHeight(QFontMetrics(m_list->font()).height() * 3);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    auto* goTo = new QAction(tr("Go to State..."), this);
    goTo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    goTo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(goTo, &QAction::triggered, this, &BrainEditor::askGoToState);
    addAction(goTo);

    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &BrainEditor::reparse);
    connect(m_edit->document(), &QTextDocument::contentsChange, this, [this](int, int removed, int added) {
        if (removed || added)
            m_debounce.start();
    });
    connect(m_edit->document(), &QTextDocument::modificationChanged, this, &BrainEditor::modificationChanged);
    connect(&m_watcher, &QFutureWatcher<ParseJob>::finished, this, &BrainEditor::workerFinished);
    connect(m_edit, &BrainTextEdit::jumpRequested, this, &BrainEditor::goToState);
    connect(m_edit, &BrainTextEdit::definitionRequested, this, &BrainEditor::goToLineColumn);
    m_edit->setLineToolTip([this](int line) { return lineToolTip(line); });
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) { itemChosen(item, false); });
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) { itemChosen(item, true); });

    setText(QString());
}

BrainEditor::~BrainEditor() = default;

void BrainEditor::setText(const QString& text)
{
    m_crlf = text.contains(QLatin1String("\r\n"));
    QString plain = text;
    if (m_crlf)
        plain.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    m_highlighter->deferAll();
    m_edit->setPlainText(plain);  // clears the undo history
    m_highlighter->highlightInSlices();
    m_edit->document()->setModified(false);
    m_debounce.stop();
    // A file just loaded is parsed at once (the biggest contest brain takes a few ms), so that
    // parse() and the gutter are right from the start.
    apply(runParse(m_edit->toPlainText(), m_fileName, m_source), false);
}

void BrainEditor::setText(const QString& text, bool sourceLanguage)
{
    m_source = sourceLanguage;
    m_highlighter->deferAll();
    m_highlighter->setSourceLanguage(sourceLanguage);
    m_edit->setSourceMode(sourceLanguage);
    setText(text);
}

void BrainEditor::setSourceLanguage(bool source)
{
    if (source == m_source)
        return;
    m_source = source;
    m_highlighter->setSourceLanguage(source);
    m_edit->setSourceMode(source);
    m_debounce.stop();
    apply(runParse(m_edit->toPlainText(), m_fileName, m_source), false);
}

void BrainEditor::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        m_highlighter->setDarkBackground(palette().color(QPalette::Base).lightness() < 128);
}

QString BrainEditor::text() const
{
    QString text = m_edit->toPlainText();
    if (m_crlf)
        text.replace(QLatin1Char('\n'), QLatin1String("\r\n"));
    return text;
}

void BrainEditor::setFileName(const QString& name)
{
    m_fileName = name;
    for (Diagnostic& d : m_parse.diagnostics)
        d.file = name;
    showDiagnostics();
}

bool BrainEditor::isModified() const
{
    return m_edit->document()->isModified();
}

void BrainEditor::setModified(bool modified)
{
    m_edit->document()->setModified(modified);
}

int BrainEditor::stateOfLine(int line) const
{
    return m_edit->stateOfBlock(line - 1);
}

int BrainEditor::currentState() const
{
    for (int block = m_edit->textCursor().blockNumber(); block >= 0; --block) {
        const int state = m_edit->stateOfBlock(block);
        if (state >= 0)
            return state;
    }
    return -1;
}

void BrainEditor::goToState(int state)
{
    const std::vector<int>& lines = m_parse.brain.lineOfState;
    if (state < 0 || state >= static_cast<int>(lines.size()))
        return;
    if (m_source) {
        const pb::ants::SourcePosition at = m_sourceBrain.map.positionOf(state);
        if (at.line > 0)
            goToLineColumn(at.line, at.column);
        return;
    }
    moveCursor(lines[static_cast<size_t>(state)], 0, true);
}

void BrainEditor::goToLineColumn(int line, int column)
{
    const QTextBlock block = m_edit->document()->findBlockByNumber(line - 1);
    if (!block.isValid())
        return;
    moveCursor(line, column > 0 ? utf16Column(block.text(), column) : 0, true);
}

int BrainEditor::utf16Column(const QString& line, int column) const
{
    return m_source ? utf16IndexOfCharColumn(line, column) : utf16Index(line, column);
}

void BrainEditor::moveCursor(int line, int utf16Column, bool focusEditor)
{
    const QTextBlock block = m_edit->document()->findBlockByNumber(line - 1);
    if (!block.isValid())
        return;
    QTextCursor cursor(block);
    cursor.setPosition(block.position() + std::clamp(utf16Column, 0, block.length() - 1));
    const bool visible = m_edit->viewport()->rect().contains(m_edit->cursorRect(cursor));
    m_edit->setTextCursor(cursor);
    if (!visible)
        m_edit->centerCursor();
    if (focusEditor)
        m_edit->setFocus(Qt::OtherFocusReason);
}

void BrainEditor::setHeat(const std::vector<std::uint32_t>& runs, const std::vector<int>& antsNow)
{
    if (!m_source) {
        m_edit->setHeat(runs, antsNow);
        return;
    }
    m_runs = runs;
    m_antsNow = antsNow;
    showHeat();
}

void BrainEditor::showHeat()
{
    if (!m_source)
        return;
    std::vector<std::uint32_t> lineRuns;
    std::vector<int> lineAnts;
    sumHeatPerLine(m_sourceBrain.map, m_edit->blockCount(), m_runs, m_antsNow, lineRuns, lineAnts);
    m_edit->setHeat(lineRuns, lineAnts);
}

std::uint32_t BrainEditor::runsOnLine(int line) const
{
    return m_source ? m_edit->runsOf(line - 1) : 0;
}

int BrainEditor::antsOnLine(int line) const
{
    return m_source ? m_edit->antsIn(line - 1) : 0;
}

QString BrainEditor::lineToolTip(int line) const
{
    if (line <= 0)
        return {};
    const std::vector<int>& states = m_sourceBrain.map.statesOnLine(line);
    QString tip = tr("Line %1: %2").arg(line).arg(describeStates(states));
    const std::vector<int>& called = m_sourceBrain.map.statesCalledFromLine(line);
    if (!called.empty())
        tip += QLatin1Char('\n') + tr("Calls make %1").arg(describeStates(called));
    if (m_edit->hasHeat() && !states.empty()) {
        const QLocale locale;
        const std::uint32_t runs = runsOnLine(line);
        tip += QLatin1Char('\n')
            + (runs == 0 ? tr("Never ran") : tr("Ran %1 times").arg(locale.toString(runs)));
        const int ants = antsOnLine(line);
        tip += QLatin1Char('\n')
            + (ants == 1 ? tr("1 ant on this line now") : tr("%1 ants on this line now").arg(ants));
    }
    return tip;
}

QString BrainEditor::stateToolTip(int state) const
{
    return m_edit->stateToolTip(state);
}

QPlainTextEdit* BrainEditor::textEdit() const
{
    return m_edit;
}

void BrainEditor::askGoToState()
{
    const int count = m_parse.brain.stateCount();
    if (count == 0)
        return;
    bool ok = false;
    const int state = QInputDialog::getInt(this, tr("Go to State"), tr("State (0 to %1):").arg(count - 1),
                                           std::max(currentState(), 0), 0, count - 1, 1, &ok);
    if (ok)
        goToState(state);
}

BrainEditor::ParseJob BrainEditor::runParse(QString text, QString fileName, bool source)
{
    QElapsedTimer timer;
    timer.start();
    ParseJob job;
    job.source = source;
    if (source) {
        compileSource(text, fileName, job.parse, job.sourceBrain);
    } else {
        const QByteArray bytes = text.toUtf8();
        job.parse = pb::ants::parseBrain(std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())),
                                         fileName);
    }
    job.text = std::move(text);
    job.milliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
    return job;
}

void BrainEditor::reparse()
{
    if (m_watcher.isRunning())
        return;  // workerFinished parses again if the text changed meanwhile
    QString text = m_edit->toPlainText();
    if (text == m_parsedText)
        return;  // e.g. typed and undone
    const double predictedMs = m_nsPerChar * static_cast<double>(text.size()) / 1e6;
    if (predictedMs <= m_workerAboveMs)
        apply(runParse(std::move(text), m_fileName, m_source), false);
    else
        m_watcher.setFuture(QtConcurrent::run(&BrainEditor::runParse, std::move(text), m_fileName, m_source));
}

void BrainEditor::workerFinished()
{
    ParseJob job = m_watcher.result();
    if (job.source != m_source) {
        if (!m_debounce.isActive())
            reparse();  // the language changed while the worker ran
    } else if (job.text == m_edit->toPlainText()) {
        if (job.text != m_parsedText)
            apply(std::move(job), true);
    } else if (!m_debounce.isActive()) {
        reparse();  // stale: the text changed while the worker ran
    }
}

void BrainEditor::apply(ParseJob job, bool onWorker)
{
    m_lastParseMs = job.milliseconds;
    m_lastParseOnWorker = onWorker;
    if (job.text.size() >= 20000)  // small texts say more about overheads than speed
        m_nsPerChar = job.milliseconds * 1e6 / static_cast<double>(job.text.size());
    m_parsedText = std::move(job.text);
    m_parse = std::move(job.parse);
    for (Diagnostic& d : m_parse.diagnostics)
        d.file = m_fileName;
    m_sourceBrain = std::move(job.sourceBrain);

    if (m_source) {
        m_edit->setReferences(m_sourceBrain.references);
        m_edit->setStates(firstStateOfLines(m_sourceBrain.map, m_edit->blockCount()), m_parse.brain.stateCount());
        showHeat();
        showDiagnostics();
        emit parsed();
        return;
    }
    const std::vector<int>& lines = m_parse.brain.lineOfState;
    std::vector<int> stateOfLine(lines.empty() ? 0 : static_cast<size_t>(lines.back()), -1);
    for (size_t s = 0; s < lines.size(); ++s)
        stateOfLine[static_cast<size_t>(lines[s] - 1)] = static_cast<int>(s);
    m_edit->setStates(std::move(stateOfLine), m_parse.brain.stateCount());
    showDiagnostics();
    emit parsed();
}

void BrainEditor::showDiagnostics()
{
    int errors = 0, warnings = 0;
    for (const Diagnostic& d : m_parse.diagnostics)
        ++(d.isError() ? errors : warnings);

    const QLocale locale;
    QStringList problems;
    if (errors)
        problems << (errors == 1 ? tr("1 error") : tr("%1 errors").arg(locale.toString(errors)));
    if (warnings)
        problems << (warnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(locale.toString(warnings)));
    const int stateCount = m_parse.brain.stateCount();
    const QString states = stateCount == 1 ? tr("1 state") : tr("%1 states").arg(locale.toString(stateCount));
    const QString what = problems.isEmpty() ? tr("no problems") : problems.join(QStringLiteral(", "));
    const QString name = QFileInfo(m_fileName).fileName();
    m_summary->setText(name.isEmpty() ? tr("%1, %2").arg(states, what) : tr("%1: %2, %3").arg(name, states, what));
    m_summary->setToolTip(m_fileName);

    m_list->setUpdatesEnabled(false);
    m_list->clear();
    const QIcon errorIcon = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warningIcon = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    std::vector<BrainTextEdit::Underline> underlines;
    QTextDocument* doc = m_edit->document();
    int listed = 0;
    for (const Diagnostic& d : m_parse.diagnostics) {
        if (listed == kMaxListed) {
            m_list->addItem(tr("... and %1 more").arg(static_cast<int>(m_parse.diagnostics.size()) - listed));
            break;
        }
        ++listed;
        QString text;
        if (d.line > 0 && d.column > 0)
            text = QStringLiteral("%1:%2: %3").arg(d.line).arg(d.column).arg(d.message);
        else if (d.line > 0)
            text = QStringLiteral("%1: %2").arg(d.line).arg(d.message);
        else
            text = d.message;
        auto* item = new QListWidgetItem(d.isError() ? errorIcon : warningIcon, text);
        item->setData(kLineRole, d.line);
        item->setData(kColumnRole, d.column);
        item->setToolTip(d.toString());
        m_list->addItem(item);

        const QTextBlock block = d.line > 0 ? doc->findBlockByNumber(d.line - 1) : QTextBlock();
        if (block.isValid()) {
            const QString line = block.text();
            const int index = d.column > 0 ? utf16Column(line, d.column) : -1;
            const auto [start, length] = m_source ? sourceUnderlineRange(line, index) : underlineRange(line, index);
            underlines.push_back({block.position() + start, length, d.isError(), d.message});
        }
    }
    m_list->setUpdatesEnabled(true);
    m_edit->setUnderlines(std::move(underlines));
}

void BrainEditor::itemChosen(QListWidgetItem* item, bool focusEditor)
{
    const int line = item->data(kLineRole).toInt();
    if (line <= 0)
        return;
    const QTextBlock block = m_edit->document()->findBlockByNumber(line - 1);
    if (!block.isValid())
        return;
    const int column = item->data(kColumnRole).toInt();
    moveCursor(line, column > 0 ? utf16Column(block.text(), column) : 0, focusEditor);
}

} // namespace pb::views
