#include "honeycomb/commandpanel.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>

namespace pb::views {

using pb::honeycomb::PhraseOccurrence;

namespace {
constexpr int kPad = 4;
constexpr int kLaneHeight = 3;
constexpr int kLaneGap = 1;

QChar shown(QChar c)
{
    switch (c.unicode()) {
    case u'\n': return QChar(0x21B5);  // a newline: ignored, but it breaks phrases
    case u'\r': return QChar(0x240D);
    case u'\t': return QChar(0x2192);
    case u' ': return QChar(0x00B7);   // a space is SE
    default: return c;
    }
}
} // namespace

CommandPanel::CommandPanel(QWidget* parent) : QAbstractScrollArea(parent)
{
    setObjectName(QStringLiteral("honeycomb-commands"));
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(std::max(9.0, font.pointSizeF()));
    setFont(font);
    viewport()->setFont(font);
    viewport()->setMouseTracking(true);
    viewport()->setCursor(Qt::PointingHandCursor);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setFocusPolicy(Qt::ClickFocus);
}

QColor CommandPanel::phraseColor(int phrase)
{
    static const QColor colors[] = {
        QColor(0xd6, 0x27, 0x28), QColor(0x1f, 0x77, 0xb4), QColor(0x2c, 0xa0, 0x2c), QColor(0x94, 0x67, 0xbd),
        QColor(0xff, 0x7f, 0x0e), QColor(0x17, 0xbe, 0xcf), QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2),
        QColor(0xbc, 0xbd, 0x22), QColor(0x39, 0x3b, 0x79), QColor(0x63, 0x79, 0x39), QColor(0x84, 0x3c, 0x39),
        QColor(0x7b, 0x41, 0x73), QColor(0x31, 0x82, 0xbd), QColor(0xe6, 0x55, 0x0d), QColor(0x31, 0xa3, 0x54),
        QColor(0x75, 0x6b, 0xb1), QColor(0x63, 0x63, 0x63)};
    return colors[static_cast<std::size_t>(std::max(phrase, 0)) % std::size(colors)];
}

QColor CommandPanel::errorColor()
{
    return QColor(0xd0, 0x10, 0x10);
}

void CommandPanel::setSolution(const QString& text, const std::vector<PhraseOccurrence>& occurrences,
                               const QStringList& phrases, int errorIndex, const QString& errorMessage)
{
    m_text = text;
    m_phrases = phrases;
    m_occurrences = occurrences;
    std::stable_sort(m_occurrences.begin(), m_occurrences.end(),
                     [](const PhraseOccurrence& a, const PhraseOccurrence& b) { return a.start < b.start; });
    // Lanes: each occurrence takes the first lane free at its start, so overlaps stack.
    m_lanes.assign(m_occurrences.size(), 0);
    int laneEnd[kLanes] = {};
    m_maxLength = 0;
    for (std::size_t i = 0; i < m_occurrences.size(); ++i) {
        const PhraseOccurrence& o = m_occurrences[i];
        int lane = kLanes - 1;
        for (int l = 0; l < kLanes; ++l)
            if (laneEnd[l] <= o.start) {
                lane = l;
                break;
            }
        m_lanes[i] = lane;
        laneEnd[lane] = o.start + o.length;
        m_maxLength = std::max(m_maxLength, o.length);
    }
    m_errorIndex = errorIndex;
    m_errorMessage = errorMessage;
    m_current = std::min(m_current, static_cast<int>(m_text.size()) - 1);
    updateScrollBar();
    viewport()->update();
}

void CommandPanel::setCurrentChar(int index)
{
    if (index == m_current)
        return;
    m_current = index;
    if (index >= 0)
        ensureVisible(index);
    viewport()->update();
}

void CommandPanel::setPlayedThrough(int index)
{
    if (index == m_playedThrough)
        return;
    m_playedThrough = index;
    viewport()->update();
}

int CommandPanel::charWidth() const
{
    return std::max(1, fontMetrics().horizontalAdvance(QLatin1Char('M')));
}

int CommandPanel::lineHeight() const
{
    return fontMetrics().height() + kLanes * (kLaneHeight + kLaneGap) + 3;
}

int CommandPanel::columns() const
{
    return std::max(8, (viewport()->width() - 2 * kPad) / charWidth());
}

QRect CommandPanel::charRect(int index) const
{
    const int cols = columns();
    const int line = index / cols;
    const int col = index % cols;
    const int top = kPad + line * lineHeight() - verticalScrollBar()->value();
    return QRect(kPad + col * charWidth(), top, charWidth(), fontMetrics().height());
}

int CommandPanel::charAt(QPoint p) const
{
    const int y = p.y() + verticalScrollBar()->value() - kPad;
    const int x = p.x() - kPad;
    if (x < 0 || y < 0)
        return -1;
    const int col = x / charWidth();
    if (col >= columns())
        return -1;
    const int index = (y / lineHeight()) * columns() + col;
    return index < m_text.size() ? index : -1;
}

QStringList CommandPanel::phrasesAt(int index) const
{
    QStringList out;
    const auto first = std::lower_bound(m_occurrences.begin(), m_occurrences.end(), index - m_maxLength,
                                        [](const PhraseOccurrence& o, int v) { return o.start < v; });
    for (auto it = first; it != m_occurrences.end() && it->start <= index; ++it)
        if (index < it->start + it->length)
            out << m_phrases.value(it->phrase);
    return out;
}

void CommandPanel::updateScrollBar()
{
    const int lines = (static_cast<int>(m_text.size()) + columns() - 1) / columns();
    const int total = 2 * kPad + lines * lineHeight();
    verticalScrollBar()->setRange(0, std::max(0, total - viewport()->height()));
    verticalScrollBar()->setPageStep(viewport()->height());
    verticalScrollBar()->setSingleStep(lineHeight());
}

void CommandPanel::ensureVisible(int index)
{
    const QRect r = charRect(index);
    const int h = viewport()->height();
    if (r.top() < 0 || r.bottom() + kLanes * (kLaneHeight + kLaneGap) > h)
        verticalScrollBar()->setValue(verticalScrollBar()->value() + r.top() - h / 3);
}

void CommandPanel::resizeEvent(QResizeEvent* event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBar();
    if (m_current >= 0)
        ensureVisible(m_current);
}

void CommandPanel::paintEvent(QPaintEvent*)
{
    QPainter painter(viewport());
    painter.fillRect(viewport()->rect(), palette().color(QPalette::Base));
    if (m_text.isEmpty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(viewport()->rect().adjusted(kPad, kPad, -kPad, -kPad), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                         tr("No commands yet. Turn on hand play and type the contest's letters to play."));
        return;
    }
    const int cols = columns();
    const int lh = lineHeight();
    const int firstLine = std::max(0, (verticalScrollBar()->value() - kPad) / lh);
    const int lastLine = (verticalScrollBar()->value() + viewport()->height()) / lh + 1;
    const int first = firstLine * cols;
    const int end = std::min(static_cast<int>(m_text.size()), (lastLine + 1) * cols);
    const int cw = charWidth();
    const int ascent = fontMetrics().ascent();
    const QColor played = palette().color(QPalette::Text);
    QColor faint = played;
    faint.setAlpha(110);
    const QColor currentBg(0xff, 0xd8, 0x4d);

    for (int i = first; i < end; ++i) {
        const QRect r = charRect(i);
        const bool isError = i == m_errorIndex;
        if (isError)
            painter.fillRect(r.adjusted(0, -1, 0, 1), errorColor());
        else if (i == m_current)
            painter.fillRect(r.adjusted(0, -1, 0, 1), currentBg);
        const QChar c = m_text.at(i);
        QColor pen = isError ? QColor(Qt::white) : (i <= m_playedThrough ? played : faint);
        if (c.isSpace() && !isError)
            pen.setAlpha(pen.alpha() / 2);
        painter.setPen(pen);
        painter.drawText(QPointF(r.left(), r.top() + ascent), QString(shown(c)));
    }
    // Phrase underlines, lane by lane under the characters; split where a line wraps.
    const auto firstOcc = std::lower_bound(m_occurrences.begin(), m_occurrences.end(), first - m_maxLength,
                                           [](const PhraseOccurrence& o, int v) { return o.start < v; });
    for (auto it = firstOcc; it != m_occurrences.end() && it->start < end; ++it) {
        const int lane = m_lanes[static_cast<std::size_t>(it - m_occurrences.begin())];
        const QColor color = phraseColor(it->phrase);
        for (int i = std::max(it->start, first); i < std::min(it->start + it->length, end);) {
            const int lineEnd = (i / cols + 1) * cols;
            const int stop = std::min({it->start + it->length, end, lineEnd});
            const QRect a = charRect(i);
            const int y = a.bottom() + 2 + lane * (kLaneHeight + kLaneGap);
            const int left = a.left() + (i == it->start ? 1 : 0);
            const int right = a.left() + (stop - i) * cw - (stop == it->start + it->length ? 1 : 0);
            painter.fillRect(QRect(left, y, right - left, kLaneHeight), color);
            i = stop;
        }
    }
    if (m_errorIndex >= first && m_errorIndex < end) {
        painter.setPen(QPen(errorColor(), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(charRect(m_errorIndex).adjusted(-1, -2, 1, 2));
    }
}

void CommandPanel::mousePressEvent(QMouseEvent* event)
{
    const int index = charAt(event->position().toPoint());
    if (index >= 0 && event->button() == Qt::LeftButton)
        emit charClicked(index);
    QAbstractScrollArea::mousePressEvent(event);
}

bool CommandPanel::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int index = charAt(help->pos());
        if (index < 0) {
            QToolTip::hideText();
            return true;
        }
        QStringList lines;
        pb::honeycomb::Command command{};
        bool ignored = false;
        const QChar c = m_text.at(index);
        if (index == m_errorIndex)
            lines << tr("<b style='color:#d01010'>Error:</b> %1").arg(m_errorMessage.toHtmlEscaped());
        if (!pb::honeycomb::commandOf(c.unicode(), command, ignored))
            lines << tr("Character %L1: not a command").arg(index);
        else if (ignored)
            lines << tr("Character %L1: ignored").arg(index);
        else
            lines << tr("Character %L1: '%2' = %3").arg(index).arg(QString(c).toHtmlEscaped(),
                                                                  QLatin1String(pb::honeycomb::commandName(command)));
        for (const QString& phrase : phrasesAt(index))
            lines << tr("Phrase of power: \u201c%1\u201d").arg(phrase.toHtmlEscaped());
        QToolTip::showText(help->globalPos(), lines.join(QStringLiteral("<br>")), viewport(), charRect(index));
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

} // namespace pb::views
