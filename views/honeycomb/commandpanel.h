#pragma once

#include "honeycomb/replay.h"

#include <QAbstractScrollArea>
#include <QStringList>

#include <vector>

namespace pb::views {

// The solution text of a Honeycomb replay, wrapped in a monospaced grid (one cell per
// character, so long solutions of 300,000 characters draw only the visible lines). The current
// command's character is highlighted, characters not played yet are faint, each phrase of power
// occurrence is underlined in its own colour in one of several lanes (overlapping occurrences
// take different lanes; hover for the phrase) and an error is marked red at its character.
// Clicking a character emits charClicked.
class CommandPanel : public QAbstractScrollArea {
    Q_OBJECT
public:
    static constexpr int kLanes = 4;

    explicit CommandPanel(QWidget* parent = nullptr);

    // The text and what is marked on it. `playedThrough`: characters up to this index were
    // played (the rest is faint); -1 when nothing was played.
    void setSolution(const QString& text, const std::vector<pb::honeycomb::PhraseOccurrence>& occurrences,
                     const QStringList& phrases, int errorIndex, const QString& errorMessage);
    // Highlights the character of the current command (-1: none) and keeps it in view.
    void setCurrentChar(int index);
    // The last character the replay played; later ones are faint.
    void setPlayedThrough(int index);

    const QString& text() const { return m_text; }
    int currentChar() const { return m_current; }
    int errorIndex() const { return m_errorIndex; }
    int occurrenceCount() const { return static_cast<int>(m_occurrences.size()); }
    // Occurrences sorted by start, with the lane each was given.
    const pb::honeycomb::PhraseOccurrence& occurrence(int i) const { return m_occurrences[static_cast<std::size_t>(i)]; }
    int laneOf(int occurrence) const { return m_lanes[static_cast<std::size_t>(occurrence)]; }
    // The phrases covering a character, as the tooltip lists them.
    QStringList phrasesAt(int index) const;

    // Geometry (viewport coordinates) for the shown scroll position.
    int columns() const;
    QRect charRect(int index) const;
    int charAt(QPoint viewportPoint) const;  // -1 outside the text

    static QColor phraseColor(int phrase);
    static QColor errorColor();

signals:
    void charClicked(int index);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    bool viewportEvent(QEvent* event) override;

private:
    void updateScrollBar();
    void ensureVisible(int index);
    int lineHeight() const;
    int charWidth() const;

    QString m_text;
    QStringList m_phrases;
    std::vector<pb::honeycomb::PhraseOccurrence> m_occurrences;  // by start
    std::vector<int> m_lanes;
    int m_maxLength = 0;  // longest occurrence
    int m_errorIndex = -1;
    QString m_errorMessage;
    int m_current = -1;
    int m_playedThrough = -1;
};

} // namespace pb::views
