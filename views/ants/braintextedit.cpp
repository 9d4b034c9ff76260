#include "ants/braintextedit.h"

#include "ants/brainsyntax.h"
#include "ants/sourcesyntax.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QPaintEvent>
#include <QPainter>
#include <QTextBlock>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace pb::views {

namespace {

constexpr int kGutterPad = 4;    // pixels left of the numbers and around the heat column
constexpr int kMaxUnderlines = 500;

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

// Cool to hot: blue, light blue, pale yellow, orange, red.
QColor heatRamp(double t)
{
    struct Stop { double at; int r, g, b; };
    static constexpr std::array<Stop, 5> stops = {{{0.0, 0x45, 0x75, 0xb4},
                                                   {0.3, 0x91, 0xbf, 0xdb},
                                                   {0.55, 0xff, 0xf2, 0xb0},
                                                   {0.78, 0xfc, 0x8d, 0x59},
                                                   {1.0, 0xd7, 0x30, 0x27}}};
    t = std::clamp(t, 0.0, 1.0);
    size_t i = 1;
    while (i + 1 < stops.size() && t > stops[i].at)
        ++i;
    const Stop& a = stops[i - 1];
    const Stop& b = stops[i];
    const double f = (t - a.at) / (b.at - a.at);
    auto mix = [f](int x, int y) { return static_cast<int>(std::lround(x + (y - x) * f)); };
    return QColor(mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b));
}

} // namespace

BrainGutter::BrainGutter(BrainTextEdit* edit) : QWidget(edit), m_edit(edit)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

QSize BrainGutter::sizeHint() const
{
    return {m_edit->gutterWidth(), 0};
}

void BrainGutter::paintEvent(QPaintEvent* event)
{
    m_edit->paintGutter(event);
}

bool BrainGutter::event(QEvent* event)
{
    if (m_edit->gutterEvent(event))
        return true;
    return QWidget::event(event);
}

BrainTextEdit::BrainTextEdit(QWidget* parent) : QPlainTextEdit(parent), m_gutter(new BrainGutter(this))
{
    setLineWrapMode(QPlainTextEdit::NoWrap);
    viewport()->setMouseTracking(true);
    connect(this, &QPlainTextEdit::blockCountChanged, this, &BrainTextEdit::updateGutterGeometry);
    connect(this, &QPlainTextEdit::updateRequest, this, &BrainTextEdit::updateGutterArea);
    connect(this, &QPlainTextEdit::cursorPositionChanged, this, [this] {
        const int block = textCursor().blockNumber();
        if (block != m_lastCursorBlock) {
            m_lastCursorBlock = block;
            updateExtraSelections();
            m_gutter->update();
        }
    });
    updateGutterGeometry();
    updateExtraSelections();
}

void BrainTextEdit::setStates(std::vector<int> stateOfLine, int stateCount)
{
    const bool widthChanges = std::to_string(std::max(stateCount - 1, 0)).size()
        != std::to_string(std::max(m_stateCount - 1, 0)).size();
    m_stateOfLine = std::move(stateOfLine);
    m_stateCount = stateCount;
    if (widthChanges)
        updateGutterGeometry();
    m_gutter->update();
}

int BrainTextEdit::stateOfBlock(int blockNumber) const
{
    if (blockNumber < 0 || blockNumber >= static_cast<int>(m_stateOfLine.size()))
        return -1;
    return m_stateOfLine[static_cast<size_t>(blockNumber)];
}

void BrainTextEdit::setSourceMode(bool source)
{
    if (source == m_source)
        return;
    m_source = source;
    m_references.clear();
    clearLink();
    updateGutterGeometry();
}

void BrainTextEdit::setReferences(std::vector<pb::ants::SourceReference> references)
{
    m_references = std::move(references);
}

int BrainTextEdit::sourceReferenceAt(const QTextCursor& at, int* start, int* length) const
{
    const QTextBlock block = at.block();
    const QString text = block.text();
    const int line = block.blockNumber() + 1;
    const pb::ants::SourceReference* ref =
        pb::ants::referenceAt(m_references, line, charColumnOfUtf16Index(text, at.positionInBlock()));
    if (!ref)
        return -1;
    *start = utf16IndexOfCharColumn(text, ref->use.column);
    *length = utf16IndexOfCharColumn(text, ref->use.column + ref->length) - *start;
    return static_cast<int>(ref - m_references.data());
}

void BrainTextEdit::setHeat(const std::vector<std::uint32_t>& runs, const std::vector<int>& antsNow)
{
    const bool hadHeat = hasHeat();
    m_runs = runs;
    m_ants = antsNow;
    std::uint32_t maxRuns = 0;
    for (std::uint32_t r : m_runs)
        maxRuns = std::max(maxRuns, r);
    m_logMaxRuns = std::log1p(static_cast<double>(maxRuns));
    if (hadHeat != hasHeat())
        updateGutterGeometry();
    m_gutter->update();
}

std::uint32_t BrainTextEdit::runsOf(int row) const
{
    return row >= 0 && row < static_cast<int>(m_runs.size()) ? m_runs[static_cast<size_t>(row)] : 0;
}

int BrainTextEdit::antsIn(int row) const
{
    return row >= 0 && row < static_cast<int>(m_ants.size()) ? m_ants[static_cast<size_t>(row)] : 0;
}

QColor BrainTextEdit::heatColor(int row) const
{
    const std::uint32_t runs = runsOf(row);
    if (runs == 0 || m_logMaxRuns <= 0)
        return {};
    return heatRamp(std::log1p(static_cast<double>(runs)) / m_logMaxRuns);
}

void BrainTextEdit::setUnderlines(std::vector<Underline> underlines)
{
    if (underlines.size() > kMaxUnderlines)
        underlines.resize(kMaxUnderlines);
    m_underlines = std::move(underlines);
    updateExtraSelections();
}

QString BrainTextEdit::stateToolTip(int state) const
{
    if (state < 0)
        return {};
    const QLocale locale;
    const int line = [&] {
        for (size_t i = 0; i < m_stateOfLine.size(); ++i)
            if (m_stateOfLine[i] == state)
                return static_cast<int>(i) + 1;
        return 0;
    }();
    QString tip = tr("State %1, line %2").arg(state).arg(line);
    if (hasHeat()) {
        const std::uint32_t runs = runsOf(state);
        tip += QLatin1Char('\n')
            + (runs == 0 ? tr("Never ran") : tr("Ran %1 times").arg(locale.toString(runs)));
        const int ants = antsIn(state);
        tip += QLatin1Char('\n')
            + (ants == 1 ? tr("1 ant in this state now") : tr("%1 ants in this state now").arg(ants));
    }
    return tip;
}

int BrainTextEdit::jumpTargetAt(QPoint viewportPos, QTextCursor* token) const
{
    const QTextCursor at = cursorForPosition(viewportPos);
    const QTextBlock block = at.block();
    int start = 0, length = 0;
    const int target = m_source ? sourceReferenceAt(at, &start, &length)
                                : pb::views::jumpTargetAt(block.text(), at.positionInBlock(), &start, &length);
    if (target < 0)
        return -1;
    QTextCursor from(block);
    from.setPosition(block.position() + start);
    QTextCursor to(block);
    to.setPosition(block.position() + start + length);
    const QRect a = cursorRect(from);
    const QRect b = cursorRect(to);
    if (viewportPos.x() < a.left() || viewportPos.x() > b.right() || viewportPos.y() < a.top()
        || viewportPos.y() > a.bottom())
        return -1;
    if (token) {
        *token = from;
        token->setPosition(block.position() + start + length, QTextCursor::KeepAnchor);
    }
    return target;
}

int BrainTextEdit::gutterWidth() const
{
    const QFontMetrics fm(font());
    const int largest = m_source ? blockCount() : std::max(m_stateCount - 1, 0);
    const int digits = std::max<int>(3, static_cast<int>(std::to_string(largest).size()));
    int width = kGutterPad + fm.horizontalAdvance(QLatin1Char('9')) * digits + kGutterPad * 2;
    if (hasHeat())
        width += fm.horizontalAdvance(QStringLiteral("999")) + kGutterPad * 2 + kGutterPad;
    return width;
}

void BrainTextEdit::updateGutterGeometry()
{
    setViewportMargins(gutterWidth(), 0, 0, 0);
    const QRect cr = contentsRect();
    m_gutter->setGeometry(QRect(cr.left(), cr.top(), gutterWidth(), cr.height()));
    m_gutter->update();
}

void BrainTextEdit::updateGutterArea(const QRect& rect, int dy)
{
    if (dy)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
}

void BrainTextEdit::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    updateGutterGeometry();
}

void BrainTextEdit::changeEvent(QEvent* event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateGutterGeometry();
    if (event->type() == QEvent::PaletteChange)
        updateExtraSelections();
}

void BrainTextEdit::paintGutter(QPaintEvent* event)
{
    QPainter p(m_gutter);
    const QPalette& pal = palette();
    const bool dark = isDark(pal);
    const QColor background = dark ? pal.color(QPalette::Base).lighter(130) : pal.color(QPalette::Base).darker(106);
    p.fillRect(event->rect(), background);

    const QFontMetrics fm(font());
    p.setFont(font());
    const int heatWidth = hasHeat() ? fm.horizontalAdvance(QStringLiteral("999")) + kGutterPad * 2 : 0;
    const int heatLeft = m_gutter->width() - kGutterPad - heatWidth;
    const int numbersRight = (hasHeat() ? heatLeft : m_gutter->width()) - kGutterPad * 2;
    const QColor numberColor = pal.color(QPalette::PlaceholderText);
    const QColor currentColor = pal.color(QPalette::Text);
    const int currentBlock = textCursor().blockNumber();

    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    const int lineHeight = fm.height();
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        if (block.isVisible() && top + height >= event->rect().top()) {
            const int state = stateOfBlock(block.blockNumber());
            // The number shown (a state, or in source mode the line) and the heat's row.
            const int number = m_source ? block.blockNumber() + 1 : state;
            const int row = m_source ? block.blockNumber() : state;
            if (number >= 0) {
                QFont f = font();
                const bool current = block.blockNumber() == currentBlock;
                f.setBold(current);
                p.setFont(f);
                p.setPen(current ? currentColor : numberColor);
                p.drawText(QRect(0, top, numbersRight, lineHeight), Qt::AlignRight | Qt::AlignVCenter,
                           QString::number(number));
                if (hasHeat()) {
                    const QRect cell(heatLeft, top + 1, heatWidth, std::max(lineHeight - 1, 1));
                    const QColor heat = heatColor(row);
                    if (heat.isValid())
                        p.fillRect(cell, heat);
                    const int ants = antsIn(row);
                    if (ants > 0) {
                        const QColor base = heat.isValid() ? heat : background;
                        const bool lightText = base.lightnessF() < 0.55;
                        QFont bold = font();
                        bold.setBold(true);
                        p.setFont(bold);
                        p.setPen(lightText ? QColor(Qt::white) : QColor(Qt::black));
                        const QString count = ants > 999 ? QStringLiteral("+") : QString::number(ants);
                        p.drawText(cell, Qt::AlignCenter, count);
                    }
                }
            }
        }
        block = block.next();
        top += height;
    }
    // A hairline between the gutter and the text.
    p.setPen(dark ? background.lighter(140) : background.darker(115));
    p.drawLine(m_gutter->width() - 1, event->rect().top(), m_gutter->width() - 1, event->rect().bottom());
}

int BrainTextEdit::blockAtGutterY(int y) const
{
    QTextBlock block = firstVisibleBlock();
    qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
    while (block.isValid()) {
        const qreal height = blockBoundingRect(block).height();
        if (y >= top && y < top + height)
            return block.blockNumber();
        if (top > y)
            break;
        top += height;
        block = block.next();
    }
    return -1;
}

bool BrainTextEdit::gutterEvent(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return false;
    auto* help = static_cast<QHelpEvent*>(event);
    const int block = blockAtGutterY(help->pos().y());
    const QString tip = m_source ? (m_lineToolTip && block >= 0 ? m_lineToolTip(block + 1) : QString())
                                 : stateToolTip(stateOfBlock(block));
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(help->globalPos(), tip, m_gutter);
    return true;
}

bool BrainTextEdit::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QPoint pos = viewport()->mapFromGlobal(help->globalPos());
        const int position = cursorForPosition(pos).position();
        QStringList messages;
        for (const Underline& u : m_underlines)
            if (position >= u.position && position <= u.position + u.length)
                messages << u.message;
        if (messages.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), messages.join(QLatin1Char('\n')), viewport());
        return true;
    }
    return QPlainTextEdit::event(event);
}

void BrainTextEdit::updateExtraSelections()
{
    QList<QTextEdit::ExtraSelection> selections;
    const bool dark = isDark(palette());

    QTextEdit::ExtraSelection line;
    line.format.setBackground(dark ? QColor(255, 255, 255, 18) : QColor(0, 90, 200, 16));
    line.format.setProperty(QTextFormat::FullWidthSelection, true);
    line.cursor = textCursor();
    line.cursor.clearSelection();
    selections << line;

    QTextDocument* doc = document();
    for (const Underline& u : m_underlines) {
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(doc);
        s.cursor.setPosition(std::min(u.position, doc->characterCount() - 1));
        s.cursor.setPosition(std::min(u.position + u.length, doc->characterCount() - 1),
                             QTextCursor::KeepAnchor);
        // A wave in red (errors) or orange (warnings), on a faint tint of it so that a
        // one-character token stands out too.
        QColor color = u.error ? (dark ? QColor(0xff, 0x5c, 0x5c) : QColor(0xe0, 0x1b, 0x24))
                               : (dark ? QColor(0xff, 0xb0, 0x20) : QColor(0xf0, 0x9a, 0x00));
        s.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        s.format.setUnderlineColor(color);
        color.setAlpha(dark ? 60 : 40);
        s.format.setBackground(color);
        selections << s;
    }

    if (!m_link.isNull()) {
        QTextEdit::ExtraSelection s;
        s.cursor = m_link;
        s.format.setFontUnderline(true);
        s.format.setUnderlineStyle(QTextCharFormat::SingleUnderline);
        selections << s;
    }
    setExtraSelections(selections);
}

void BrainTextEdit::updateLink(QPoint viewportPos, Qt::KeyboardModifiers modifiers)
{
    QTextCursor token;
    const int target = (modifiers & Qt::ControlModifier) ? jumpTargetAt(viewportPos, &token) : -1;
    if (target < 0) {
        clearLink();
        return;
    }
    viewport()->setCursor(Qt::PointingHandCursor);
    if (token != m_link) {
        m_link = token;
        updateExtraSelections();
    }
}

void BrainTextEdit::clearLink()
{
    if (viewport()->cursor().shape() == Qt::PointingHandCursor)
        viewport()->setCursor(Qt::IBeamCursor);
    if (!m_link.isNull()) {
        m_link = QTextCursor();
        updateExtraSelections();
    }
}

void BrainTextEdit::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Control) {
        updateLink(viewport()->mapFromGlobal(QCursor::pos()), event->modifiers() | Qt::ControlModifier);
    } else if (!isReadOnly()) {
        // Redo as Ctrl+Shift+Z and Ctrl+Y on every platform, undo as Ctrl+Z.
        const QKeyCombination combo = event->keyCombination();
        if (combo == QKeyCombination(Qt::ControlModifier | Qt::ShiftModifier, Qt::Key_Z)
            || combo == QKeyCombination(Qt::ControlModifier, Qt::Key_Y)) {
            redo();
            event->accept();
            return;
        }
        if (combo == QKeyCombination(Qt::ControlModifier, Qt::Key_Z)) {
            undo();
            event->accept();
            return;
        }
    }
    QPlainTextEdit::keyPressEvent(event);
}

void BrainTextEdit::keyReleaseEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Control)
        clearLink();
    QPlainTextEdit::keyReleaseEvent(event);
}

void BrainTextEdit::mouseMoveEvent(QMouseEvent* event)
{
    QPlainTextEdit::mouseMoveEvent(event);
    if (event->buttons() == Qt::NoButton)
        updateLink(event->position().toPoint(), event->modifiers());
}

void BrainTextEdit::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ControlModifier)) {
        const int target = jumpTargetAt(event->position().toPoint());
        if (target >= 0) {
            m_pressedTarget = target;
            event->accept();
            return;
        }
    }
    m_pressedTarget = -1;
    QPlainTextEdit::mousePressEvent(event);
}

void BrainTextEdit::mouseReleaseEvent(QMouseEvent* event)
{
    if (m_pressedTarget >= 0 && event->button() == Qt::LeftButton) {
        const int target = m_pressedTarget;
        m_pressedTarget = -1;
        event->accept();
        if ((event->modifiers() & Qt::ControlModifier) && jumpTargetAt(event->position().toPoint()) == target) {
            clearLink();
            if (!m_source) {
                emit jumpRequested(target);
            } else if (target < static_cast<int>(m_references.size())) {
                const pb::ants::SourcePosition to = m_references[static_cast<size_t>(target)].definition;
                emit definitionRequested(to.line, to.column);
            }
        }
        return;
    }
    QPlainTextEdit::mouseReleaseEvent(event);
}

void BrainTextEdit::focusOutEvent(QFocusEvent* event)
{
    clearLink();
    QPlainTextEdit::focusOutEvent(event);
}

void BrainTextEdit::leaveEvent(QEvent* event)
{
    clearLink();
    QPlainTextEdit::leaveEvent(event);
}

} // namespace pb::views
