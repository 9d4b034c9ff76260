// playbench: the desktop program.

#include "gui/mainwindow.h"

#include <QApplication>
#include <QLocale>
#include <QTranslator>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Playbench"));
    QApplication::setOrganizationName(QStringLiteral("Playbench"));
    QApplication::setApplicationVersion(QStringLiteral(PLAYBENCH_VERSION));

    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("playbench"), QStringLiteral("_"),
                        QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

    pb::gui::MainWindow window;
    window.show();
    return app.exec();
}
