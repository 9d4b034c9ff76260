#pragma once

#include <QSyntaxHighlighter>
#include <QTextCharFormat>
#include <QTimer>
#include <array>

namespace pb::views {

// Colours an ant brain: instructions, sense directions, conditions, Left/Right, jump targets,
// other numbers and comments, keywords in any case (as the parser reads them). In the brain
// language (setSourceLanguage): its keywords, directions, conditions, labels, numbers and
// comments (sourcesyntax.h).
class BrainHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    explicit BrainHighlighter(QTextDocument* document, bool darkBackground = false);

    // Picks colours that read well on a dark or a light background, and re-colours.
    void setDarkBackground(bool dark);
    // Colours the brain language instead of .ant text, and re-colours.
    void setSourceLanguage(bool source);
    bool isSourceLanguage() const { return m_source; }

    // For replacing the whole text: call deferAll() before, then highlightInSlices() after.
    // The text is then coloured from the top in slices of a few milliseconds from the event
    // loop, instead of all at once (a 400 KB brain takes ~30 ms to colour).
    void deferAll() { m_deferred = true; m_slices.stop(); }
    void highlightInSlices();
    bool isHighlighting() const { return m_deferred || m_slices.isActive(); }

    // The colour of jump targets (the editor underlines them in it under Ctrl+hover).
    QColor linkColor() const;

protected:
    void highlightBlock(const QString& text) override;

private:
    void highlightSlice();

    bool m_deferred = false;
    bool m_source = false;
    int m_nextBlock = 0;
    QTimer m_slices;
    std::array<QTextCharFormat, 8> m_formats;  // by BrainTokenKind
};

} // namespace pb::views
