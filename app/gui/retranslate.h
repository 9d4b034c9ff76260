#pragma once

// Switching the language of windows that are open, without rebuilding them.
//
// Every text the desktop shows was made by tr() in the language of the moment and then put into
// a widget (a label, a button, an action, a tab, a plot's axis), often with arguments filled in
// (tr("Round %1").arg(n)). TextTranslator is the one translator the desktop installs: it answers
// tr() from the current language's translators and remembers, for each text it gave out, where
// it came from (context, source, disambiguation, n). When the language changes,
// retranslateWidgets() walks a window's widgets and replaces each text it recognises by the
// same message in the new language:
//   - a text given out whole ("&File", "Reset") is looked up as it is;
//   - a text with arguments ("Round 12 of 400") is matched against the remembered patterns that
//     have placeholders ("Round %1 of %2"; the most specific pattern wins), and its arguments go
//     into the new language's pattern, themselves re-translated when they are known texts
//     (tr("%1 marker %2").arg(tr("Red"), ...)).
// So a workspace keeps everything (its game, the round shown, a running game or job, undo
// histories, unsaved edits): only texts change. What it cannot know: a text glued together
// without tr() from several pieces, or drawn by a widget's paintEvent (those re-translate at
// their next paint: QEvent::LanguageChange repaints every widget), or a number already formatted
// for the old locale (kept as it is until the widget shows a new one). Texts typed by the user
// (line edits, editors, editable combo boxes) are never touched; a text of the shape of one
// with arguments ("Red marker 3") that did not come from it would be taken for it.

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QString>
#include <QTranslator>

#include <memory>
#include <optional>
#include <vector>

class QWidget;

namespace pb::gui {

class TextTranslator : public QTranslator {
    Q_OBJECT
public:
    using QTranslator::QTranslator;
    ~TextTranslator() override;

    // The translators of the current language (Playbench's, Qt's), asked in order; empty for
    // English. Texts given out before stay known.
    void setTranslators(std::vector<std::unique_ptr<QTranslator>> translators);

    // QTranslator: asked by every tr(), from any thread.
    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override;
    bool isEmpty() const override { return false; }

    // A text shown in an earlier language, in the current one; nullopt when it is not a text
    // this translator gave out (whole or with arguments), or when it reads the same.
    // `contexts`: where the text is shown (the class names of a widget and its parents); when
    // the same text came from several contexts, the one among them is taken, else the first
    // that translates it.
    std::optional<QString> retranslate(const QString& shown, const QList<QByteArray>& contexts = {}) const;

private:
    struct Origin {
        QByteArray context;
        QByteArray source;
        QByteArray disambiguation;
        int n = -1;
    };
    struct Pattern;
    std::optional<QString> retranslate(const QString& shown, const QList<QByteArray>& contexts, int depth) const;
    // The text of one of `origins` (a text as given out: `given`) in the current language.
    QString translateNow(const QList<Origin>& origins, const QString& given, const QList<QByteArray>& contexts,
                         std::optional<int> n) const;
    void refreshPatterns() const;

    mutable QMutex m_mutex;
    std::vector<std::unique_ptr<QTranslator>> m_translators;
    // Every text given out, as given (placeholders not filled), and where it came from.
    mutable QHash<QString, QList<Origin>> m_given;
    mutable int m_patternsFor = -1;  // the size of m_given when m_patterns was made
    mutable std::vector<std::shared_ptr<const Pattern>> m_patterns;
};

// Re-translates the texts of `root` and everything in it (see above) with the translator;
// returns how many texts changed.
int retranslateWidgets(QWidget* root, const TextTranslator& translator);

} // namespace pb::gui
