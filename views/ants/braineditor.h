#pragma once

#include "ants/brain.h"
#include "ants/sourcebrain.h"

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
//
// The editor holds either .ant text or a program in the brain language (setSourceLanguage,
// docs/ant-language.md), compiled as `playbench-cli ants compile` does, live in the same way.
// For a program the gutter shows line numbers, the heat column sums the states of each line,
// Ctrl+click follows a label (or procedure, constant, parameter) to its definition and Ctrl+G
// goes to a state's source position.
class BrainEditor : public QWidget {
    Q_OBJECT
public:
    explicit BrainEditor(QWidget* parent = nullptr);
    ~BrainEditor() override;

    // Replaces the text, clears the undo history and parses it at once; not modified after.
    // CRLF line ends are shown as LF and given back by text().
    void setText(const QString& text);
    // The same, with the text's language (true: the brain language) set first.
    void setText(const QString& text, bool sourceLanguage);
    // The text, with the line ends it was set with (CRLF if setText's text had them).
    QString text() const;
    void setFileName(const QString& name);  // shown in diagnostics
    QString fileName() const { return m_fileName; }

    bool isModified() const;
    void setModified(bool modified);

    // Whether the text is brain-language source (compiled) rather than .ant (parsed). Changing
    // it re-colours and compiles or parses the text at once.
    void setSourceLanguage(bool source);
    bool isSourceLanguage() const { return m_source; }
    // The latest compile's source map and references (empty for .ant text or on errors).
    const pb::ants::SourceMap& sourceMap() const { return m_sourceBrain.map; }
    const std::vector<pb::ants::SourceReference>& sourceReferences() const { return m_sourceBrain.references; }

    // The latest parse (or compile) of the text (up to 250 ms behind typing): the brain and its
    // diagnostics.
    const pb::ants::BrainParse& parse() const { return m_parse; }
    // 1-based line -> state number; -1 when the line is not a state (blank, comment, past the end).
    int stateOfLine(int line) const;
    // The state on the cursor's line, or the last state above it; -1 when there is none.
    int currentState() const;
    // Moves the cursor to the start of that state's line (for source, to the state's source
    // position) and scrolls it into view.
    void goToState(int state);
    // Moves the cursor to a 1-based line and column (a column as in diagnostics: bytes in .ant
    // text, characters in source).
    void goToLineColumn(int line, int column);

    // Heat per state: how often each state ran and how many ants are in it now. Empty vectors
    // remove the heat column. Cheap: only the gutter repaints.
    void setHeat(const std::vector<std::uint32_t>& runs, const std::vector<int>& antsNow);
    // The gutter's tooltip for a state (number, line, runs, ants).
    QString stateToolTip(int state) const;
    // Source: the heat column of a 1-based line (the sums over the states the line made), and
    // the gutter's tooltip for it (line, states, runs, ants).
    std::uint32_t runsOnLine(int line) const;
    int antsOnLine(int line) const;
    QString lineToolTip(int line) const;

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
        bool source = false;
        SourceBrain sourceBrain;
        double milliseconds = 0;
    };
    static ParseJob runParse(QString text, QString fileName, bool source);

    void reparse();
    void workerFinished();
    void apply(ParseJob job, bool onWorker);
    void showDiagnostics();
    void itemChosen(QListWidgetItem* item, bool focusEditor);
    void moveCursor(int line, int utf16Column, bool focusEditor);
    int utf16Column(const QString& line, int column) const;
    void showHeat();

    BrainTextEdit* m_edit;
    BrainHighlighter* m_highlighter;
    QLabel* m_summary;
    QListWidget* m_list;
    QTimer m_debounce;
    QFutureWatcher<ParseJob> m_watcher;
    pb::ants::BrainParse m_parse;
    bool m_source = false;
    SourceBrain m_sourceBrain;  // of m_parse when it is a compile
    std::vector<std::uint32_t> m_runs;  // the heat as set, by state
    std::vector<int> m_antsNow;
    QString m_parsedText;     // the text m_parse is of
    QString m_fileName;
    bool m_crlf = false;
    double m_nsPerChar = 40;  // parse speed estimate, refined after each parse
    double m_workerAboveMs = 15;
    double m_lastParseMs = 0;
    bool m_lastParseOnWorker = false;
};

} // namespace pb::views
