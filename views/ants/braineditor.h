#pragma once

#include "ants/brain.h"

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>
#include <cstdint>
#include <vector>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPlainTextEdit;

namespace pb::views {

class BrainHighlighter;
class BrainTextEdit;

// An editor for ICFP 2004 ant brains: a gutter with state numbers (not line numbers) and a
// heat column, syntax colouring, live diagnostics (underlined, and listed under the text),
// Ctrl+G to go to a state and Ctrl+click on a jump target to follow it.
//
// The text is re-parsed 250 ms after the last change. Parsing runs on the GUI thread while it
// is fast (under ~15 ms, estimated from the last parse and the text size) and on a worker
// thread otherwise; a result for text that has changed since is dropped.
class BrainEditor : public QWidget {
    Q_OBJECT
public:
    explicit BrainEditor(QWidget* parent = nullptr);
    ~BrainEditor() override;

    // Replaces the text, clears the undo history and parses it at once; not modified after.
    // CRLF line ends are shown as LF and given back by text().
    void setText(const QString& text);
    // The text, with the line ends it was set with (CRLF if setText's text had them).
    QString text() const;
    void setFileName(const QString& name);  // shown in diagnostics
    QString fileName() const { return m_fileName; }

    bool isModified() const;
    void setModified(bool modified);

    // The latest parse of the text (up to 250 ms behind typing).
    const pb::ants::BrainParse& parse() const { return m_parse; }
    // 1-based line -> state number; -1 when the line is not a state (blank, comment, past the end).
    int stateOfLine(int line) const;
    // The state on the cursor's line, or the last state above it; -1 when there is none.
    int currentState() const;
    // Moves the cursor to the start of that state's line and scrolls it into view.
    void goToState(int state);
    // Moves the cursor to a 1-based line and column (a column as in diagnostics: bytes).
    void goToLineColumn(int line, int column);

    // Heat per state: how often each state ran and how many ants are in it now. Empty vectors
    // remove the heat column. Cheap: only the gutter repaints.
    void setHeat(const std::vector<std::uint32_t>& runs, const std::vector<int>& antsNow);
    // The gutter's tooltip for a state (number, line, runs, ants).
    QString stateToolTip(int state) const;

    QPlainTextEdit* textEdit() const;
    QListWidget* diagnosticsList() const { return m_list; }

    // Re-parses expected to take longer than this run on a worker thread (default 15 ms).
    void setWorkerThreshold(double milliseconds) { m_workerAboveMs = milliseconds; }
    double workerThreshold() const { return m_workerAboveMs; }
    // How long the last parse took, and whether it ran on a worker thread.
    double lastParseMilliseconds() const { return m_lastParseMs; }
    bool lastParseOnWorker() const { return m_lastParseOnWorker; }

public slots:
    // Asks for a state number (Ctrl+G) and goes there.
    void askGoToState();

signals:
    void parsed();  // after each (debounced) re-parse
    void modificationChanged(bool modified);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct ParseJob {
        QString text;
        pb::ants::BrainParse parse;
        double milliseconds = 0;
    };
    static ParseJob runParse(QString text, QString fileName);

    void reparse();
    void workerFinished();
    void apply(ParseJob job, bool onWorker);
    void showDiagnostics();
    void itemChosen(QListWidgetItem* item, bool focusEditor);
    void moveCursor(int line, int utf16Column, bool focusEditor);

    BrainTextEdit* m_edit;
    BrainHighlighter* m_highlighter;
    QLabel* m_summary;
    QListWidget* m_list;
    QTimer m_debounce;
    QFutureWatcher<ParseJob> m_watcher;
    pb::ants::BrainParse m_parse;
    QString m_parsedText;     // the text m_parse is of
    QString m_fileName;
    bool m_crlf = false;
    double m_nsPerChar = 40;  // parse speed estimate, refined after each parse
    double m_workerAboveMs = 15;
    double m_lastParseMs = 0;
    bool m_lastParseOnWorker = false;
};

} // namespace pb::views
