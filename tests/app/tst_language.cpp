// Languages on the desktop (gui/language.h, gui/retranslate.h, gui/preferences.h): the
// Preferences dialog, switching the language of an open window with a workspace in it and
// back, the language remembered for the next start, Qt's own translations, and numbers in the
// locale's format.

#include "ants/cellinspector.h"
#include "gui/ants/antsdocument.h"
#include "gui/honeycomb/honeycombdocument.h"
#include "gui/language.h"
#include "gui/mainwindow.h"
#include "gui/preferences.h"
#include "gui/retranslate.h"
#include "gui/startpage.h"
#include "showwidget.h"
#include "testsettings.h"

#include "ants/braineditor.h"
#include "ants/statsplot.h"
#include "common/stepcontrols.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolButton>
#include <QtTest>

#include <algorithm>

#include <qcustomplot.h>

using pb::gui::MainWindow;

namespace {

QMenu* fileMenu(MainWindow& window)
{
    return window.menuBar()->actions().value(0) ? window.menuBar()->actions().first()->menu() : nullptr;
}

QAction* stepAction(pb::gui::AntsDocument* doc, const char* name)
{
    return doc->stepControls()->findChild<QAction*>(QLatin1String(name));
}

QStringList tabTexts(QTabWidget* tabs)
{
    QStringList out;
    for (int i = 0; i < tabs->count(); ++i)
        out << tabs->tabText(i);
    return out;
}

// The side panel of the Ants workspace: the tab widget holding the cell inspector.
QTabWidget* sideTabs(pb::gui::AntsDocument* doc)
{
    for (QTabWidget* tabs : doc->findChildren<QTabWidget*>())
        if (tabs->count() == 4)
            return tabs;
    return nullptr;
}

// Whether a label in `root` reads `text`.
bool hasLabel(QWidget* root, const QString& text)
{
    const QList<QLabel*> labels = root->findChildren<QLabel*>();
    return std::any_of(labels.cbegin(), labels.cend(), [&](QLabel* l) { return l->text() == text; });
}

// Chooses a language in File > Preferences and presses OK, as the user does.
void choose(MainWindow& window, const QString& code)
{
    pb::gui::PreferencesDialog* dialog = window.showPreferences();
    QVERIFY(dialog && dialog->isVisible());
    const int index = dialog->languageBox()->findData(code);
    QVERIFY(index >= 0);
    dialog->languageBox()->setCurrentIndex(index);
    dialog->accept();
    QCoreApplication::processEvents();  // QEvent::LanguageChange is posted to each window
}

// A stand-in for a language, answering only its own context.
class FakeTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        static const QHash<QString, QString> words{
            {QStringLiteral("Red"), QStringLiteral("Rot")},
            {QStringLiteral("%1 marker %2"), QStringLiteral("Markierung %2 von %1")},
            {QStringLiteral("Round %1 of %2"), QStringLiteral("Runde %1 von %2")},
            {QStringLiteral("%n cell(s) differ"), QStringLiteral("%n Zellen verschieden")},
            {QStringLiteral("Score: %1"), QStringLiteral("Punkte: %1")},
        };
        if (qstrcmp(context, "pb::test::Fake") != 0)
            return {};
        return words.value(QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

QString fake(const char* source, int n = -1)
{
    return QCoreApplication::translate("pb::test::Fake", source, nullptr, n);
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("PlaybenchLanguageTest"));
        if (!QFile::exists(QStringLiteral(":/i18n/playbench_de.qm")))
            QSKIP("built without Qt Linguist tools: no translations");
        // As main() does, before any window: English here, whatever the machine's language.
        pb::gui::applyLanguage(QStringLiteral("en"));
    }

    void cleanup()
    {
        pb::gui::applyLanguage(QStringLiteral("en"));
        pb::gui::saveLanguage(QString());
        QLocale::setDefault(QLocale::c());
    }

    void preferencesOfferTheLanguages()
    {
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        auto* action = window.findChild<QAction*>(QStringLiteral("actionPreferences"));
        QVERIFY(action);
        QVERIFY(fileMenu(window)->actions().contains(action));
        QVERIFY(action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
        for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::Preferences))
            QVERIFY(action->shortcuts().contains(key));
        action->trigger();
        auto* dialog = window.findChild<pb::gui::PreferencesDialog*>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(window.showPreferences(), dialog);  // one at a time
        QComboBox* box = dialog->languageBox();
        QStringList names;
        QStringList codes;
        for (int i = 0; i < box->count(); ++i) {
            names << box->itemText(i);
            codes << box->itemData(i).toString();
        }
        QCOMPARE(names, (QStringList{QStringLiteral("System default"), QStringLiteral("English"), QStringLiteral("Deutsch"),
                                     QStringLiteral("Nederlands")}));
        QCOMPARE(codes, (QStringList{QString(), QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("nl")}));
        QCOMPARE(box->currentIndex(), 0);  // nothing chosen yet: the system's
        QVERIFY(pb::test::saveShot(*dialog, QStringLiteral("preferences.png")));
        // Cancel changes nothing.
        box->setCurrentIndex(box->findData(QStringLiteral("de")));
        dialog->reject();
        QCoreApplication::processEvents();
        QCOMPARE(pb::gui::savedLanguage(), QString());
        QCOMPARE(fileMenu(window)->title(), QStringLiteral("&File"));
    }

    // The language changes under an open window: menus, status bar, start page and the open
    // workspace follow at once, and the workspace keeps its work.
    void switchingRetranslatesAnOpenWindow()
    {
        MainWindow window;
        QVERIFY(pb::test::showAt(window, 1366, 768));
        auto* ants = qobject_cast<pb::gui::AntsDocument*>(window.openSample(QStringLiteral("ants")));
        QVERIFY(ants);
        window.openSample(QStringLiteral("honeycomb"));
        window.tabs()->setCurrentWidget(ants);
        // Unsaved work in the brain editor, and the game computing on its worker thread.
        pb::views::BrainEditor* red = ants->brainEditor(pb::ants::Color::Red);
        const QString edited = red->text() + QStringLiteral("\n; a note\n");
        red->setText(edited);
        red->setModified(true);
        QVERIFY(ants->isModified());
        QTabWidget* side = sideTabs(ants);
        QVERIFY(side);
        auto* restart = ants->findChild<QPushButton*>(QStringLiteral("restart-0"));
        QVERIFY(restart);
        // The English texts this test switches away from and back to.
        const auto checkEnglish = [&] {
            QCOMPARE(fileMenu(window)->title(), QStringLiteral("&File"));
            QCOMPARE(stepAction(ants, "reset")->text(), QStringLiteral("Reset"));
            QCOMPARE(stepAction(ants, "play")->text(), QStringLiteral("Play"));
            QCOMPARE(tabTexts(side), (QStringList{QStringLiteral("Cell"), QStringLiteral("Red brain"),
                                                  QStringLiteral("Black brain"), QStringLiteral("Game")}));
            QCOMPARE(restart->text(), QStringLiteral("Restart with this brain"));
            QVERIFY(hasLabel(ants, QStringLiteral("Seed:")));
        };
        checkEnglish();
        if (QTest::currentTestFailed())
            return;
        pb::gui::Document* honeycomb = window.documents().value(1);
        QVERIFY(honeycomb && honeycomb->gameId() == QLatin1String("honeycomb"));
        QVERIFY(hasLabel(honeycomb, QStringLiteral("Move score:")));
        const int tabs = window.tabs()->count();

        QElapsedTimer clock;
        clock.start();
        choose(window, QStringLiteral("de"));
        // Never a freeze: texts only, nothing rebuilt but the start page.
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(pb::gui::savedLanguage(), QStringLiteral("de"));
        QCOMPARE(pb::gui::currentLanguage(), QStringLiteral("de"));

        // The main window's menus and the workspace's texts.
        QCOMPARE(fileMenu(window)->title(), QStringLiteral("&Datei"));
        QCOMPARE(window.findChild<QAction*>(QStringLiteral("actionQuit"))->text(), QStringLiteral("&Beenden"));
        QCOMPARE(tabTexts(side), (QStringList{QStringLiteral("Zelle"), QStringLiteral("Rotes Gehirn"),
                                              QStringLiteral("Schwarzes Gehirn"), QStringLiteral("Spiel")}));
        QCOMPARE(restart->text(), QStringLiteral("Mit diesem Gehirn neu starten"));
        QCOMPARE(ants->findChild<QToolButton*>(QStringLiteral("markers-0"))->text(), QStringLiteral("Rote Markierungen"));
        QVERIFY(hasLabel(ants, QStringLiteral("Startwert:")));
        QVERIFY(!hasLabel(ants, QStringLiteral("Seed:")));
        // The views' own texts (their context is pb::views::...), the cell inspector's table too.
        auto* inspector = ants->findChild<pb::views::CellInspector*>();
        QVERIFY(inspector);
        QVERIFY2(inspector->text().contains(QStringLiteral("Zeigen Sie auf eine Zelle")), qPrintable(inspector->text()));
        // The same workspace, with its work: nothing was made again.
        QCOMPARE(window.tabs()->count(), tabs);
        QCOMPARE(window.currentDocument(), ants);
        QCOMPARE(red->text(), edited);
        QVERIFY(ants->isModified());
        QVERIFY(window.windowTitle().contains(QStringLiteral(" *")));
        QVERIFY(pb::test::saveShot(window, QStringLiteral("language-german-ants.png")));
        // The Honeycomb workspace in the back too.
        QVERIFY(hasLabel(honeycomb, QStringLiteral("Zugpunkte:")));
        QVERIFY(hasLabel(honeycomb, QStringLiteral("Summe:")));
        // The start page, built again, and its status message.
        window.tabs()->setCurrentWidget(window.startPage());
        auto* open = window.startPage()->findChild<QPushButton*>(QStringLiteral("open-ants"));
        QVERIFY(open);
        QCOMPARE(open->text(), QStringLiteral("Beispiel \u00f6ffnen"));
        QCOMPARE(window.tabs()->tabText(window.tabs()->indexOf(window.startPage())), QStringLiteral("Start"));
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Bereit"));
        QVERIFY(pb::test::saveShot(window, QStringLiteral("language-german-start.png")));
        QTest::mouseClick(open, Qt::LeftButton);  // its buttons still open samples
        QCOMPARE(window.documents().size(), 3);

        // And back to English.
        window.tabs()->setCurrentWidget(ants);
        choose(window, QStringLiteral("en"));
        checkEnglish();
        if (QTest::currentTestFailed())
            return;
        QVERIFY(hasLabel(honeycomb, QStringLiteral("Move score:")));
        QCOMPARE(red->text(), edited);
        window.tabs()->setCurrentWidget(window.startPage());
        QCOMPARE(window.startPage()->findChild<QPushButton*>(QStringLiteral("open-ants"))->text(), QStringLiteral("Open a sample"));
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Ready"));
    }

    // The language chosen is the one of the next start (main() applies the saved one first).
    void savedLanguageAppliesAtStart()
    {
        pb::gui::saveLanguage(QStringLiteral("de"));
        pb::gui::applyLanguage(pb::gui::savedLanguage());
        MainWindow window;
        QCOMPARE(fileMenu(window)->title(), QStringLiteral("&Datei"));
        QCOMPARE(QLocale().language(), QLocale::German);
        QCOMPARE(QLocale().toString(12345), QStringLiteral("12.345"));
        pb::gui::PreferencesDialog dialog(&window);
        QCOMPARE(dialog.languageBox()->currentData().toString(), QStringLiteral("de"));
    }

    // Qt's own texts (standard buttons and dialogs) when the system has Qt's translations.
    void qtOwnTranslations()
    {
        const QString folder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        if (!QFile::exists(folder + QStringLiteral("/qtbase_de.qm")))
            QSKIP("Qt's German translation is not installed (Debian: qt6-translations-l10n)");
        QDialogButtonBox box(QDialogButtonBox::Cancel);
        const QString english = box.button(QDialogButtonBox::Cancel)->text();
        pb::gui::applyLanguage(QStringLiteral("de"));
        QCoreApplication::processEvents();
        QString german = box.button(QDialogButtonBox::Cancel)->text();
        QVERIFY2(german != english && !german.isEmpty(), qPrintable(german));
        QCOMPARE(german.remove(QLatin1Char('&')), QStringLiteral("Abbrechen"));
    }

    // How a text with arguments is found and filled again, on widgets made here.
    void textsWithArgumentsAreFilledAgain()
    {
        pb::gui::TextTranslator* translator = pb::gui::textTranslator();
        QVERIFY(translator);
        QWidget root;
        auto* label = new QLabel(fake("%1 marker %2").arg(fake("Red")).arg(3), &root);
        auto* round = new QLabel(fake("Round %1 of %2").arg(QStringLiteral("12,345"), QStringLiteral("100,000")), &root);
        auto* cells = new QLabel(fake("%n cell(s) differ", 5), &root);
        auto* button = new QPushButton(fake("Red"), &root);
        auto* group = new QGroupBox(fake("Score: %1").arg(42), &root);
        auto* typed = new QLineEdit(fake("Red"), &root);
        auto* fixed = new QComboBox(&root);
        fixed->addItem(fake("Red"), 1);
        auto* editable = new QComboBox(&root);
        editable->setEditable(true);
        editable->addItem(fake("Red"));
        auto* tabs = new QTabWidget(&root);
        tabs->addTab(new QWidget, fake("Red"));
        auto* action = new QAction(fake("Red"), &root);
        auto* user = new QLabel(QStringLiteral("Blue lagoon"), &root);
        auto* plot = new QCustomPlot(&root);
        plot->xAxis->setLabel(fake("Red"));
        plot->addGraph()->setName(fake("Score: %1").arg(7));
        QCOMPARE(label->text(), QStringLiteral("Red marker 3"));
        QCOMPARE(cells->text(), QStringLiteral("5 cell(s) differ"));

        std::vector<std::unique_ptr<QTranslator>> german;
        german.push_back(std::make_unique<FakeTranslator>());
        translator->setTranslators(std::move(german));
        QCOMPARE(translator->retranslate(QStringLiteral("Red")), std::optional<QString>(QStringLiteral("Rot")));
        QCOMPARE(translator->retranslate(QStringLiteral("never given out")), std::nullopt);
        QCOMPARE(pb::gui::retranslateWidgets(&root, *translator), 10);
        QCOMPARE(label->text(), QStringLiteral("Markierung 3 von Rot"));
        QCOMPARE(round->text(), QStringLiteral("Runde 12,345 von 100,000"));
        QCOMPARE(cells->text(), QStringLiteral("5 Zellen verschieden"));
        QCOMPARE(button->text(), QStringLiteral("Rot"));
        QCOMPARE(group->title(), QStringLiteral("Punkte: 42"));
        QCOMPARE(fixed->itemText(0), QStringLiteral("Rot"));
        QCOMPARE(fixed->itemData(0).toInt(), 1);
        QCOMPARE(tabs->tabText(0), QStringLiteral("Rot"));
        QCOMPARE(action->text(), QStringLiteral("Rot"));
        QCOMPARE(action->toolTip(), QStringLiteral("Rot"));  // its own follows the text, not taken for a text
        QCOMPARE(plot->xAxis->label(), QStringLiteral("Rot"));
        QCOMPARE(plot->graph(0)->name(), QStringLiteral("Punkte: 7"));
        // What the user typed stays, and so does a text never given out.
        QCOMPARE(typed->text(), QStringLiteral("Red"));
        QCOMPARE(editable->itemText(0), QStringLiteral("Red"));
        QCOMPARE(user->text(), QStringLiteral("Blue lagoon"));
        // Back to English: the German texts were given out too, so they are known; applyLanguage
        // walks every window (shown or not).
        pb::gui::applyLanguage(QStringLiteral("en"));
        QCOMPARE(label->text(), QStringLiteral("Red marker 3"));
        QCOMPARE(cells->text(), QStringLiteral("5 cell(s) differ"));
        QCOMPARE(fixed->itemText(0), QStringLiteral("Red"));
        QCOMPARE(pb::gui::retranslateWidgets(&root, *translator), 0);
    }

    // Numbers shown follow the locale: the Honeycomb sample's score in German.
    void numbersFollowTheLocale()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        pb::gui::HoneycombDocument* doc = pb::gui::HoneycombDocument::createSample();
        std::unique_ptr<pb::gui::HoneycombDocument> owner(doc);
        QVERIFY(pb::test::showAt(*doc, 1200, 800));
        QTRY_COMPARE_WITH_TIMEOUT(doc->figure(QStringLiteral("score")), QStringLiteral("13.328"), 15000);
        doc->stepControls()->findChild<QAction*>(QStringLiteral("end"))->trigger();
        QTRY_COMPARE(doc->figure(QStringLiteral("total")), QStringLiteral("13.328"));
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
