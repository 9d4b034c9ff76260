// The line-based child process every external player runs in.

#include "common/lineprocess.h"

#include <QtTest>

#include <unistd.h>

using namespace pb::play;

class TestLineProcess : public QObject {
    Q_OBJECT

private slots:
    // Programs start in a process group of their own: a Ctrl+C in the terminal (sent to the
    // terminal's foreground group) reaches Playbench, which stops the games, and not them.
    void programsHaveTheirOwnProcessGroup()
    {
        // Field 5 of /proc/PID/stat is the process group.
        LineProcess p(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("cut -d' ' -f5 /proc/$$/stat; cat")});
        QString error;
        QVERIFY2(p.start(5000, &error), qPrintable(error));
        std::string line;
        QCOMPARE(p.readLine(line, 5000, nullptr), LineProcess::Read::Line);
        bool ok = false;
        const long group = QString::fromStdString(line).toLong(&ok);
        QVERIFY2(ok, line.c_str());
        QVERIFY(group != static_cast<long>(::getpgrp()));
        // The program answers as before: a line in, the same line out (cat).
        p.send("hello");
        QCOMPARE(p.readLine(line, 5000, nullptr), LineProcess::Read::Line);
        QCOMPARE(line, std::string("hello"));
        p.stop(1000);
        QVERIFY(!p.live());
    }
};

QTEST_GUILESS_MAIN(TestLineProcess)
#include "tst_lineprocess.moc"
