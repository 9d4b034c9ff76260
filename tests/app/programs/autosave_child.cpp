// A Playbench desktop that tst_autosave kills: opens the Ants sample, types a note into the red
// brain as a user would, waits until the autosave holds it, prints "ready <file>" and runs on
// until it is killed. The data folder comes from the environment the test gives it
// (XDG_DATA_HOME, XDG_CONFIG_HOME, PLAYBENCH_AUTOSAVE_MS).

#include "gui/ants/antsdocument.h"
#include "gui/autosave.h"
#include "gui/mainwindow.h"

#include "ants/braineditor.h"

#include <QApplication>
#include <QFile>
#include <QPlainTextEdit>
#include <QTextCursor>
#include <QTimer>

#include <cstdio>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("PlaybenchTest"));
    QCoreApplication::setApplicationName(QStringLiteral("PlaybenchAutosaveTest"));
    const QString note = app.arguments().value(1);

    pb::gui::MainWindow window;
    window.show();
    auto* ants = qobject_cast<pb::gui::AntsDocument*>(window.openSample(QStringLiteral("ants")));
    if (!ants)
        return 2;
    QPlainTextEdit* edit = ants->brainEditor(pb::ants::Color::Red)->textEdit();
    edit->moveCursor(QTextCursor::End);
    edit->insertPlainText(note);

    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &app, [&] {
        const QString file = window.autosaver()->fileOf(ants);
        if (file.isEmpty() || !QFile::exists(file))
            return;
        poll.stop();
        std::printf("ready %s\n", qPrintable(file));
        std::fflush(stdout);
    });
    poll.start(20);
    return app.exec();
}
