#include "ants/brainhighlighter.h"

#include "ants/brainsyntax.h"
#include "ants/sourcesyntax.h"

#include <QElapsedTimer>
#include <QTextBlock>
#include <QTextDocument>

namespace pb::views {

BrainHighlighter::BrainHighlighter(QTextDocument* document, bool darkBackground)
    : QSyntaxHighlighter(document)
{
    m_slices.setInterval(0);
    connect(&m_slices, &QTimer::timeout, this, &BrainHighlighter::highlightSlice);
    setDarkBackground(darkBackground);
}

void BrainHighlighter::highlightInSlices()
{
    m_deferred = false;
    m_nextBlock = 0;
    highlightSlice();
}

void BrainHighlighter::highlightSlice()
{
    constexpr qint64 kSliceNs = 6'000'000;
    QElapsedTimer timer;
    timer.start();
    QTextBlock block = document() ? document()->findBlockByNumber(m_nextBlock) : QTextBlock();
    while (block.isValid() && timer.nsecsElapsed() < kSliceNs) {
        rehighlightBlock(block);
        block = block.next();
    }
    if (block.isValid()) {
        m_nextBlock = block.blockNumber();
        m_slices.start();
    } else {
        m_slices.stop();
    }
}

void BrainHighlighter::setDarkBackground(bool dark)
{
    auto format = [](const char* light, const char* darkColor, bool isDark, bool bold = false,
                     bool italic = false) {
        QTextCharFormat f;
        f.setForeground(QColor(QLatin1StringView(isDark ? darkColor : light)));
        if (bold)
            f.setFontWeight(QFont::Bold);
        if (italic)
            f.setFontItalic(true);
        return f;
    };
    auto at = [this](BrainTokenKind kind) -> QTextCharFormat& {
        return m_formats[static_cast<size_t>(kind)];
    };
    at(BrainTokenKind::Instruction) = format("#1a237e", "#8fb4ff", dark, true);
    at(BrainTokenKind::SenseDir) = format("#00796b", "#4dd0c0", dark);
    at(BrainTokenKind::Condition) = format("#7b1fa2", "#d59cf0", dark);
    at(BrainTokenKind::TurnDir) = format("#2e7d32", "#8bd18f", dark);
    at(BrainTokenKind::StateTarget) = format("#1565c0", "#6cb8ff", dark);
    at(BrainTokenKind::Number) = format("#b24a00", "#ffb070", dark);
    at(BrainTokenKind::Other) = QTextCharFormat();
    at(BrainTokenKind::Comment) = format("#6d6d6d", "#9a9a9a", dark, false, true);
    if (document())
        highlightInSlices();
}

void BrainHighlighter::setSourceLanguage(bool source)
{
    if (source == m_source)
        return;
    m_source = source;
    if (document() && !m_deferred)
        highlightInSlices();
}

QColor BrainHighlighter::linkColor() const
{
    return m_formats[static_cast<size_t>(BrainTokenKind::StateTarget)].foreground().color();
}

void BrainHighlighter::highlightBlock(const QString& text)
{
    if (m_deferred)
        return;
    if (m_source) {
        SourceLineState state = SourceLineState::fromBlockState(previousBlockState());
        for (const BrainToken& token : tokenizeSourceLine(text, &state))
            if (token.kind != BrainTokenKind::Other)
                setFormat(token.start, token.length, m_formats[static_cast<size_t>(token.kind)]);
        setCurrentBlockState(state.toBlockState());
        return;
    }
    for (const BrainToken& token : tokenizeBrainLine(text)) {
        if (token.kind != BrainTokenKind::Other)
            setFormat(token.start, token.length, m_formats[static_cast<size_t>(token.kind)]);
    }
}

} // namespace pb::views
