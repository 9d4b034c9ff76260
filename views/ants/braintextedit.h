#pragma once

#include "ants/antl/references.h"

#include <QPlainTextEdit>
#include <cstdint>
#include <functional>
#include <vector>

namespace pb::views {

class BrainTextEdit;

// The strip left of the text: state numbers and, when heat data is set, the heat column.
class BrainGutter : public QWidget {
    Q_OBJECT
public:
    explicit BrainGutter(BrainTextEdit* edit);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    BrainTextEdit* m_edit;
};

// The text part of the brain editor: a plain text edit with a state gutter, a heat column,
// diagnostics underlines (with tooltips) and Ctrl+click on jump targets. BrainEditor owns it
// and feeds it the parse results.
//
// In source mode (a brain in the brain language) the gutter shows line numbers, the heat
// column is per line (setHeat's vectors are indexed by 0-based line, not by state) and
// Ctrl+click follows a name to its definition (setReferences).
class BrainTextEdit : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit BrainTextEdit(QWidget* parent = nullptr);

    // stateOfLine[i]: the state on 0-based line i, or -1. stateCount sizes the number column.
    void setStates(std::vector<int> stateOfLine, int stateCount);
    int stateOfBlock(int blockNumber) const;

    void setSourceMode(bool source);
    bool isSourceMode() const { return m_source; }
    // Source mode: the names Ctrl+click follows, in source order.
    void setReferences(std::vector<pb::ants::SourceReference> references);
    // Source mode: the gutter's tooltip for a 1-based line.
    void setLineToolTip(std::function<QString(int line)> toolTip) { m_lineToolTip = std::move(toolTip); }

    // By state, or in source mode by 0-based line (a "row" below).
    void setHeat(const std::vector<std::uint32_t>& runs, const std::vector<int>& antsNow);
    bool hasHeat() const { return !m_runs.empty() || !m_ants.empty(); }
    std::uint32_t runsOf(int row) const;
    int antsIn(int row) const;
    // Cool (rarely run) to hot (run most), on a log scale; invalid when the row never ran.
    QColor heatColor(int row) const;

    struct Underline {
        int position = 0;  // in the document
        int length = 0;
        bool error = true;
        QString message;
    };
    void setUnderlines(std::vector<Underline> underlines);
    const std::vector<Underline>& underlines() const { return m_underlines; }

    // The tooltip of the gutter for a state: its number, line and heat figures.
    QString stateToolTip(int state) const;
    // The jump target under a viewport position, or -1. In source mode: the index of the
    // reference under it.
    int jumpTargetAt(QPoint viewportPos, QTextCursor* token = nullptr) const;

    BrainGutter* gutter() const { return m_gutter; }
    int gutterWidth() const;
    void paintGutter(QPaintEvent* event);
    bool gutterEvent(QEvent* event);

signals:
    void jumpRequested(int state);
    // Source mode: Ctrl+click on a name; the 1-based line and column (characters) of its definition.
    void definitionRequested(int line, int column);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void updateGutterGeometry();
    void updateGutterArea(const QRect& rect, int dy);
    void updateExtraSelections();
    void updateLink(QPoint viewportPos, Qt::KeyboardModifiers modifiers);
    void clearLink();
    int blockAtGutterY(int y) const;
    int sourceReferenceAt(const QTextCursor& at, int* start, int* length) const;

    BrainGutter* m_gutter;
    std::vector<int> m_stateOfLine;
    int m_stateCount = 0;
    bool m_source = false;
    std::vector<pb::ants::SourceReference> m_references;
    std::function<QString(int)> m_lineToolTip;
    std::vector<std::uint32_t> m_runs;
    std::vector<int> m_ants;
    double m_logMaxRuns = 0;
    std::vector<Underline> m_underlines;
    QTextCursor m_link;      // the jump target under the mouse while Ctrl is held
    int m_pressedTarget = -1;
    int m_lastCursorBlock = -1;
};

} // namespace pb::views
