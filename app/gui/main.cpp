// playbench: the desktop program.

#include "gui/benchmark.h"
#include "gui/language.h"
#include "gui/mainwindow.h"
#include "common/startup.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QStatusBar>

#include <algorithm>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QGuiApplication::setDesktopFileName(QStringLiteral("playbench"));  // Wayland matches the icon by it
    pb::startApplication(QStringLiteral("Playbench"), QStringLiteral(PLAYBENCH_VERSION), pb::Translations::ByCaller);
    // The language of Preferences (the system's unless one was chosen), before any text is made.
    pb::gui::applyLanguage(pb::gui::savedLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Playbench: a workbench for classic programming-contest games."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption sample(QStringLiteral("sample"),
                                    QApplication::translate("main", "Open the built-in sample of GAME (ants, honeycomb, less, arimaa, peaceable, tournament)."),
                                    QStringLiteral("GAME"));
    const QCommandLineOption benchmark(
        QStringLiteral("benchmark"),
        QApplication::translate("main", "Measure seek time and GUI-thread blocking in the Ants "
                                        "workspace, print the figures and quit."));
    const QCommandLineOption loadBenchmark(
        QStringLiteral("load-benchmark"),
        QApplication::translate("main", "Measure GUI-thread blocking with the five workspaces open, an Ants tournament "
                                        "on all cores and a 100,000-round ant game playing; print the figures and quit."));
    const QCommandLineOption seconds(QStringLiteral("seconds"),
                                     QApplication::translate("main", "How long --load-benchmark measures (default 20)."),
                                     QStringLiteral("N"), QStringLiteral("20"));
    const QCommandLineOption compare(QStringLiteral("compare"),
                                     QApplication::translate("main", "Compare two ant dump traces: --compare A --compare B."),
                                     QStringLiteral("DUMP"));
    parser.addOptions({sample, benchmark, loadBenchmark, seconds, compare});
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QApplication::translate("main", "Worlds (.world), brains (.ant, or .antl in the brain language), Honeycomb problems and solutions (.json) to open."),
                                 QStringLiteral("[FILE...]"));
    parser.process(app);

    pb::gui::MainWindow window;
    if (parser.isSet(benchmark))
        return pb::gui::runGuiBenchmark(window);
    if (parser.isSet(loadBenchmark))
        return pb::gui::runLoadBenchmark(window, std::max(1, parser.value(seconds).toInt()));
    window.show();
    // Work autosaved by a run that crashed or was killed: offered back before anything opens.
    window.offerRestore();
    if (parser.isSet(sample))
        window.openSample(parser.value(sample));
    for (const QString& file : parser.positionalArguments())
        window.openPath(file);
    if (const QStringList dumps = parser.values(compare); dumps.size() == 2)
        window.openComparison(dumps[0], dumps[1]);
    else if (!dumps.isEmpty())
        window.statusBar()->showMessage(QApplication::translate("main", "--compare takes two dumps"));
    return app.exec();
}
