#include "gui/retranslate.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QTabBar>
#include <QTableWidget>
#include <QTextEdit>
#include <QToolBox>
#include <QToolButton>
#include <QTreeWidget>

#include <qcustomplot.h>

#include <algorithm>
#include <map>

namespace pb::gui {

namespace {

constexpr int kMaxOrigins = 4;   // where one text came from: enough to pick one, bounded
constexpr int kMaxTexts = 50000; // the program has some 2,000 texts in each language
constexpr int kMaxDepth = 3;     // arguments that are translated texts with arguments, and so on

// A piece of a text as tr() gives it: plain text, or a placeholder (%1 to %99 as QString::arg
// fills them, or %n as tr() fills it with its count; each maybe with L, localised).
struct Piece {
    QString literal;
    int arg = -1;  // -1: literal; 0: %n; 1 to 99: %1 to %99
};

std::vector<Piece> pieces(const QString& text)
{
    std::vector<Piece> out;
    QString literal;
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size;) {
        if (text[i] == QLatin1Char('%')) {
            qsizetype j = i + 1;
            if (j < size && text[j] == QLatin1Char('L'))
                ++j;
            int arg = -1;
            if (j < size && text[j] == QLatin1Char('n')) {
                arg = 0;
                ++j;
            } else if (j < size && text[j].isDigit()) {
                arg = text[j++].digitValue();
                if (j < size && text[j].isDigit())
                    arg = arg * 10 + text[j++].digitValue();
                if (arg < 1)
                    arg = -1;
            }
            if (arg >= 0) {
                if (!literal.isEmpty())
                    out.push_back({std::exchange(literal, QString()), -1});
                out.push_back({QString(), arg});
                i = j;
                continue;
            }
        }
        literal += text[i++];
    }
    if (!literal.isEmpty())
        out.push_back({literal, -1});
    return out;
}

// Puts arguments into a text's %1 to %99 (as one QString::arg call with all of them would:
// an argument's own text is never read again).
QString fill(const QString& text, const std::map<int, QString>& args)
{
    QString out;
    for (const Piece& piece : pieces(text)) {
        if (piece.arg < 0) {
            out += piece.literal;
            continue;
        }
        const auto found = args.find(piece.arg);
        if (found != args.end())
            out += found->second;
        else
            out += piece.arg == 0 ? QStringLiteral("%n") : QStringLiteral("%%1").arg(piece.arg);
    }
    return out;
}

} // namespace

// A text with placeholders as a regular expression: its literal pieces, and a group for each
// placeholder (the same placeholder twice must read the same).
struct TextTranslator::Pattern {
    QString text;
    QRegularExpression regex;
    std::vector<int> groupArgs;   // the placeholder of each group, in order
    QString longestLiteral;       // to skip texts that cannot match, cheaply
    qsizetype literalLength = 0;  // how specific it is: the most specific match wins

    static std::shared_ptr<const Pattern> make(const QString& text)
    {
        auto p = std::make_shared<Pattern>();
        p->text = text;
        QString expression = QStringLiteral("\\A");
        std::map<int, int> groupOf;
        bool words = false;
        for (const Piece& piece : pieces(text)) {
            if (piece.arg < 0) {
                expression += QRegularExpression::escape(piece.literal);
                p->literalLength += piece.literal.size();
                if (piece.literal.size() > p->longestLiteral.size())
                    p->longestLiteral = piece.literal;
                for (const QChar c : piece.literal)
                    words = words || !c.isSpace();
            } else if (const auto seen = groupOf.find(piece.arg); seen != groupOf.end()) {
                expression += QStringLiteral("\\g{%1}").arg(seen->second);
            } else {
                p->groupArgs.push_back(piece.arg);
                groupOf[piece.arg] = static_cast<int>(p->groupArgs.size());
                expression += QStringLiteral("(.*?)");
            }
        }
        // No placeholder: looked up whole. Nothing but placeholders and blanks: would match anything.
        if (p->groupArgs.empty() || !words)
            return nullptr;
        p->regex.setPattern(expression + QStringLiteral("\\z"));
        p->regex.setPatternOptions(QRegularExpression::DotMatchesEverythingOption);
        return p;
    }
};

TextTranslator::~TextTranslator() = default;

void TextTranslator::setTranslators(std::vector<std::unique_ptr<QTranslator>> translators)
{
    QMutexLocker lock(&m_mutex);
    m_translators = std::move(translators);
}

QString TextTranslator::translate(const char* context, const char* sourceText, const char* disambiguation, int n) const
{
    if (!sourceText || !*sourceText)
        return {};
    QMutexLocker lock(&m_mutex);
    QString out;
    for (const auto& translator : m_translators) {
        out = translator->translate(context, sourceText, disambiguation, n);
        if (!out.isEmpty())
            break;
    }
    if (out.isEmpty())
        out = QString();  // null: not translated here, QCoreApplication asks on or takes the source
    // What tr() gives out: the translation, or the source text when there is none.
    const QString given = out.isNull() ? QString::fromUtf8(sourceText) : out;
    if (m_given.size() >= kMaxTexts && !m_given.contains(given))
        return out;  // texts made up at run time, endlessly: not remembered
    QList<Origin>& origins = m_given[given];
    const char* ctx = context ? context : "";
    const char* dis = disambiguation ? disambiguation : "";
    const bool known = std::any_of(origins.cbegin(), origins.cend(), [&](const Origin& o) {
        return o.context == ctx && o.source == sourceText && o.disambiguation == dis;
    });
    if (!known && origins.size() < kMaxOrigins)
        origins.append({QByteArray(ctx), QByteArray(sourceText), QByteArray(dis), n});
    return out;
}

QString TextTranslator::translateNow(const QList<Origin>& origins, const QString& given, const QList<QByteArray>& contexts,
                                    std::optional<int> n) const
{
    // Through the application, as tr() does: %n filled in, and every installed translator asked.
    const auto now = [&](const Origin& o) {
        return QCoreApplication::translate(o.context.constData(), o.source.constData(),
                                           o.disambiguation.isEmpty() ? nullptr : o.disambiguation.constData(), n.value_or(o.n));
    };
    for (const Origin& o : origins)
        if (contexts.contains(o.context))
            return now(o);
    for (const Origin& o : origins)
        if (const QString text = now(o); text != given)
            return text;
    return now(origins.first());
}

void TextTranslator::refreshPatterns() const
{
    // Under m_mutex. Texts are only ever added, so the count says whether there are new ones.
    if (m_patternsFor == static_cast<int>(m_given.size()))
        return;
    QSet<QString> have;
    for (const auto& p : m_patterns)
        have.insert(p->text);
    for (auto it = m_given.cbegin(); it != m_given.cend(); ++it)
        if (!have.contains(it.key()) && it.key().contains(QLatin1Char('%')))
            if (auto pattern = Pattern::make(it.key()))
                m_patterns.push_back(std::move(pattern));
    m_patternsFor = static_cast<int>(m_given.size());
}

std::optional<QString> TextTranslator::retranslate(const QString& shown, const QList<QByteArray>& contexts) const
{
    return retranslate(shown, contexts, 0);
}

std::optional<QString> TextTranslator::retranslate(const QString& shown, const QList<QByteArray>& contexts, int depth) const
{
    if (shown.isEmpty() || depth > kMaxDepth)
        return std::nullopt;
    std::vector<std::shared_ptr<const Pattern>> patterns;
    QList<Origin> origins;
    {
        QMutexLocker lock(&m_mutex);
        origins = m_given.value(shown);
        if (origins.isEmpty()) {
            refreshPatterns();
            patterns = m_patterns;
        }
    }
    // Given out whole.
    if (!origins.isEmpty()) {
        const QString now = translateNow(origins, shown, contexts, std::nullopt);
        return now != shown ? std::optional<QString>(now) : std::nullopt;
    }
    // Given out with placeholders, then filled in: the most specific pattern that matches.
    const Pattern* best = nullptr;
    QRegularExpressionMatch bestMatch;
    for (const auto& p : patterns) {
        if ((best && p->literalLength <= best->literalLength) || !shown.contains(p->longestLiteral))
            continue;
        QRegularExpressionMatch match = p->regex.match(shown);
        if (match.hasMatch()) {
            best = p.get();
            bestMatch = match;
        }
    }
    if (!best)
        return std::nullopt;
    {
        QMutexLocker lock(&m_mutex);
        origins = m_given.value(best->text);
    }
    if (origins.isEmpty())
        return std::nullopt;
    std::optional<int> n;
    std::map<int, QString> args;
    for (std::size_t g = 0; g < best->groupArgs.size(); ++g) {
        const QString value = bestMatch.captured(static_cast<int>(g) + 1);
        if (best->groupArgs[g] == 0) {
            bool ok = false;
            const int count = value.toInt(&ok);
            if (ok)
                n = count;
            continue;
        }
        args[best->groupArgs[g]] = retranslate(value, contexts, depth + 1).value_or(value);
    }
    const QString now = fill(translateNow(origins, best->text, contexts, n), args);
    return now != shown ? std::optional<QString>(now) : std::nullopt;
}

namespace {

// Re-translates one text through its getter and setter; counts a change.
struct Walk {
    const TextTranslator& translator;
    int changed = 0;
    QList<QByteArray> contexts;  // of the object whose texts are being fixed

    // The class names of an object and its parents: the contexts its texts most likely came from.
    void enter(QObject* object)
    {
        contexts.clear();
        for (QObject* o = object; o; o = o->parent())
            for (const QMetaObject* m = o->metaObject(); m && m != &QObject::staticMetaObject; m = m->superClass())
                if (!contexts.contains(m->className()))
                    contexts << QByteArray(m->className());
    }

    template <typename Set>
    void fix(const QString& text, Set set)
    {
        if (text.isEmpty())
            return;
        if (const std::optional<QString> now = translator.retranslate(text, contexts)) {
            set(*now);
            ++changed;
        }
    }

    void widget(QWidget* w)
    {
        enter(w);
        fix(w->windowTitle(), [w](const QString& t) { w->setWindowTitle(t); });
        fix(w->toolTip(), [w](const QString& t) { w->setToolTip(t); });
        fix(w->statusTip(), [w](const QString& t) { w->setStatusTip(t); });
        fix(w->whatsThis(), [w](const QString& t) { w->setWhatsThis(t); });
        fix(w->accessibleName(), [w](const QString& t) { w->setAccessibleName(t); });
        fix(w->accessibleDescription(), [w](const QString& t) { w->setAccessibleDescription(t); });
        if (auto* label = qobject_cast<QLabel*>(w)) {
            fix(label->text(), [label](const QString& t) { label->setText(t); });
        } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
            auto* tool = qobject_cast<QToolButton*>(w);
            if (!tool || !tool->defaultAction())  // else the action's text, re-translated itself
                fix(button->text(), [button](const QString& t) { button->setText(t); });
        } else if (auto* box = qobject_cast<QGroupBox*>(w)) {
            fix(box->title(), [box](const QString& t) { box->setTitle(t); });
        } else if (auto* line = qobject_cast<QLineEdit*>(w)) {
            fix(line->placeholderText(), [line](const QString& t) { line->setPlaceholderText(t); });
        } else if (auto* edit = qobject_cast<QPlainTextEdit*>(w)) {
            fix(edit->placeholderText(), [edit](const QString& t) { edit->setPlaceholderText(t); });
        } else if (auto* rich = qobject_cast<QTextEdit*>(w)) {
            fix(rich->placeholderText(), [rich](const QString& t) { rich->setPlaceholderText(t); });
        } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
            if (!combo->isEditable())  // an editable one's entries are the user's
                for (int i = 0; i < combo->count(); ++i) {
                    fix(combo->itemText(i), [combo, i](const QString& t) { combo->setItemText(i, t); });
                    fix(combo->itemData(i, Qt::ToolTipRole).toString(),
                        [combo, i](const QString& t) { combo->setItemData(i, t, Qt::ToolTipRole); });
                }
        } else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                fix(tabs->tabText(i), [tabs, i](const QString& t) { tabs->setTabText(i, t); });
                fix(tabs->tabToolTip(i), [tabs, i](const QString& t) { tabs->setTabToolTip(i, t); });
            }
        } else if (auto* toolBox = qobject_cast<QToolBox*>(w)) {
            for (int i = 0; i < toolBox->count(); ++i)
                fix(toolBox->itemText(i), [toolBox, i](const QString& t) { toolBox->setItemText(i, t); });
        } else if (auto* spin = qobject_cast<QAbstractSpinBox*>(w)) {
            spinBox(spin);
        } else if (auto* progress = qobject_cast<QProgressBar*>(w)) {
            fix(progress->format(), [progress](const QString& t) { progress->setFormat(t); });
        } else if (auto* tree = qobject_cast<QTreeWidget*>(w)) {
            treeItem(tree->headerItem(), tree->columnCount());
            for (int i = 0; i < tree->topLevelItemCount(); ++i)
                treeItem(tree->topLevelItem(i), tree->columnCount());
        } else if (auto* table = qobject_cast<QTableWidget*>(w)) {
            tableWidget(table);
        } else if (auto* list = qobject_cast<QListWidget*>(w)) {
            for (int i = 0; i < list->count(); ++i) {
                QListWidgetItem* item = list->item(i);
                fix(item->text(), [item](const QString& t) { item->setText(t); });
                fix(item->toolTip(), [item](const QString& t) { item->setToolTip(t); });
            }
        } else if (auto* plot = qobject_cast<QCustomPlot*>(w)) {
            customPlot(plot);
        }
    }

    void spinBox(QAbstractSpinBox* spin)
    {
        fix(spin->specialValueText(), [spin](const QString& t) { spin->setSpecialValueText(t); });
        if (auto* s = qobject_cast<QSpinBox*>(spin)) {
            fix(s->prefix(), [s](const QString& t) { s->setPrefix(t); });
            fix(s->suffix(), [s](const QString& t) { s->setSuffix(t); });
        } else if (auto* d = qobject_cast<QDoubleSpinBox*>(spin)) {
            fix(d->prefix(), [d](const QString& t) { d->setPrefix(t); });
            fix(d->suffix(), [d](const QString& t) { d->setSuffix(t); });
        }
    }

    void treeItem(QTreeWidgetItem* item, int columns)
    {
        for (int c = 0; c < columns; ++c) {
            fix(item->text(c), [item, c](const QString& t) { item->setText(c, t); });
            fix(item->toolTip(c), [item, c](const QString& t) { item->setToolTip(c, t); });
        }
        for (int i = 0; i < item->childCount(); ++i)
            treeItem(item->child(i), columns);
    }

    void tableWidget(QTableWidget* table)
    {
        const auto tableItem = [this](QTableWidgetItem* item) {
            if (!item)
                return;
            fix(item->text(), [item](const QString& t) { item->setText(t); });
            fix(item->toolTip(), [item](const QString& t) { item->setToolTip(t); });
        };
        for (int c = 0; c < table->columnCount(); ++c)
            tableItem(table->horizontalHeaderItem(c));
        for (int r = 0; r < table->rowCount(); ++r) {
            tableItem(table->verticalHeaderItem(r));
            for (int c = 0; c < table->columnCount(); ++c)
                tableItem(table->item(r, c));
        }
    }

    void customPlot(QCustomPlot* plot)
    {
        const int before = changed;
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes())
                fix(axis->label(), [axis](const QString& t) { axis->setLabel(t); });
        for (int i = 0; i < plot->plottableCount(); ++i) {
            QCPAbstractPlottable* p = plot->plottable(i);
            fix(p->name(), [p](const QString& t) { p->setName(t); });
        }
        for (int i = 0; i < plot->itemCount(); ++i)
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
                fix(text->text(), [text](const QString& t) { text->setText(t); });
        if (changed != before)
            plot->replot(QCustomPlot::rpQueuedReplot);
    }

    void action(QAction* a)
    {
        // An action's tool tip is its text (without '&') unless one was set: such a tool tip
        // follows the new text by itself and must not be taken for a text of its own.
        enter(a);
        const QString tip = a->toolTip();
        fix(a->text(), [a](const QString& t) { a->setText(t); });
        if (a->toolTip() == tip)
            fix(tip, [a](const QString& t) { a->setToolTip(t); });
        fix(a->statusTip(), [a](const QString& t) { a->setStatusTip(t); });
        fix(a->whatsThis(), [a](const QString& t) { a->setWhatsThis(t); });
    }
};

} // namespace

int retranslateWidgets(QWidget* root, const TextTranslator& translator)
{
    Walk walk{translator, 0, {}};
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    // Actions: those of the widgets (a menu's, a tool bar's, shortcuts') and those owned here
    // (a menu's own action, which carries its title).
    QSet<QAction*> actions;
    for (QAction* a : root->findChildren<QAction*>())
        actions.insert(a);
    for (QWidget* w : widgets) {
        for (QAction* a : w->actions())
            actions.insert(a);
        walk.widget(w);
    }
    for (QAction* a : actions)
        walk.action(a);
    return walk.changed;
}

} // namespace pb::gui
