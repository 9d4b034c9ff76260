// The line-based child process every external player runs in.

#include "common/lineprocess.h"

#include <QElapsedTimer>
#include <QFile>
#include <QtTest>

#include <csignal>
#include <string>

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

    // A program that allocates without end fails at the memory cap (here 256 MB) and is
    // seen to crash, instead of taking the machine's memory.
    void aMemoryHogHitsItsCap()
    {
        QCOMPARE(programMemoryLimitMb(), kDefaultProgramMemoryMb);
        qputenv("PLAYBENCH_PROGRAM_MEMORY_MB", "256");
        QCOMPARE(programMemoryLimitMb(), std::int64_t{256});
        LineProcess p(QStringLiteral(MISBEHAVING_PROGRAM), {QStringLiteral("hog")});
        QString error;
        QVERIFY2(p.start(5000, &error), qPrintable(error));
        qunsetenv("PLAYBENCH_PROGRAM_MEMORY_MB");
        std::string line;
        QCOMPARE(p.readLine(line, 5000, nullptr), LineProcess::Read::Line);
        QCOMPARE(line, std::string("ready"));
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(p.readLine(line, 20000, nullptr), LineProcess::Read::Exited);
        QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(p.crashed());
        p.stop(0);
    }

    // Stopping a program kills what it forked too (its process group), and one that ignores
    // SIGTERM and closes its input is killed after the grace.
    void stopKillsTheChildrenAndTheStubborn()
    {
        LineProcess p(QStringLiteral(MISBEHAVING_PROGRAM), {QStringLiteral("forks")});
        QString error;
        QVERIFY2(p.start(5000, &error), qPrintable(error));
        std::string line;
        QCOMPARE(p.readLine(line, 5000, nullptr), LineProcess::Read::Line);
        const pid_t child = static_cast<pid_t>(std::stol(line));
        QVERIFY(child > 0);
        QCOMPARE(::kill(child, 0), 0);  // alive
        p.send("echo");
        QCOMPARE(p.readLine(line, 5000, nullptr), LineProcess::Read::Line);
        p.stop(0);
        // Gone, or a zombie waiting for init: not running any more.
        QTRY_VERIFY_WITH_TIMEOUT(::kill(child, 0) != 0 || processState(child) == 'Z', 5000);

        LineProcess stubborn(QStringLiteral(MISBEHAVING_PROGRAM), {QStringLiteral("stubborn")});
        QVERIFY2(stubborn.start(5000, &error), qPrintable(error));
        QCOMPARE(stubborn.readLine(line, 5000, nullptr), LineProcess::Read::Line);
        QElapsedTimer clock;
        clock.start();
        stubborn.stop(300);
        QVERIFY(!stubborn.live());
        QVERIFY2(clock.elapsed() < 4000, qPrintable(QString::number(clock.elapsed())));
    }

private:
    // The state letter of /proc/PID/stat (R, S, Z, ...); 0 when there is no such process.
    static char processState(pid_t pid)
    {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            return 0;
        const QByteArray text = stat.readAll();
        const qsizetype close = text.lastIndexOf(')');
        return close >= 0 && close + 2 < text.size() ? text[close + 2] : 0;
    }
};

QTEST_GUILESS_MAIN(TestLineProcess)
#include "tst_lineprocess.moc"
