// The line-based child process every external player runs in.

#include "common/lineprocess.h"

#include <QElapsedTimer>
#include <QFile>
#include <QtTest>

#include <csignal>
#include <string>

#include <unistd.h>

using namespace pb::play;

// How much our peak memory may grow while a program floods us with 1 GB: a small part of it.
// AddressSanitizer keeps freed memory in quarantine (256 MB at most) before reusing it.
#if defined(__SANITIZE_ADDRESS__)
constexpr qint64 kMemorySlackMb = 128 + 256;
#else
constexpr qint64 kMemorySlackMb = 128;
#endif

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
        if (!qEnvironmentVariableIsSet("PLAYBENCH_PROGRAM_MEMORY_MB"))  // the sanitizer runs set 0
            QCOMPARE(programMemoryLimitMb(), kDefaultProgramMemoryMb);
        const QByteArray before = qgetenv("PLAYBENCH_PROGRAM_MEMORY_MB");
        qputenv("PLAYBENCH_PROGRAM_MEMORY_MB", "256");
        QCOMPARE(programMemoryLimitMb(), std::int64_t{256});
        LineProcess p(QStringLiteral(MISBEHAVING_PROGRAM), {QStringLiteral("hog")});
        QString error;
        QVERIFY2(p.start(5000, &error), qPrintable(error));
        if (before.isNull())
            qunsetenv("PLAYBENCH_PROGRAM_MEMORY_MB");
        else
            qputenv("PLAYBENCH_PROGRAM_MEMORY_MB", before);
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

    // A program that writes 1 GB of acceptable lines (an AEI engine's "log ...") is stopped at
    // the output limit (256 MB by default) and seen to crash, with the reason; our memory grows
    // by a small part of that.
    void aFloodOfLinesIsStoppedAtTheOutputLimit()
    {
        QCOMPARE(programOutputLimitBytes(), kDefaultProgramOutputMb * 1024 * 1024);
        const qint64 peakBefore = peakMemoryMb();
        LineProcess p(QStringLiteral(MISBEHAVING_PROGRAM), {QStringLiteral("flood-out")});
        QString error;
        QVERIFY2(p.start(5000, &error), qPrintable(error));
        std::string line;
        QCOMPARE(p.readLine(line, 5000, nullptr), LineProcess::Read::Line);
        QCOMPARE(line, std::string("ready"));
        const std::int64_t pid = p.processId();
        qint64 lines = 0;
        LineProcess::Read r;
        while ((r = p.readLine(line, 20000, nullptr)) == LineProcess::Read::Line)
            ++lines;
        QCOMPARE(r, LineProcess::Read::Exited);
        QVERIFY(p.flooded());
        QVERIFY(p.crashed());
        QVERIFY2(p.exitText().contains(QStringLiteral("256 MB")), qPrintable(p.exitText()));
        QVERIFY2(lines >= 256 * 256 && lines < 300 * 256, qPrintable(QString::number(lines)));  // 4 KB lines
        p.stop(0);
        QVERIFY(noSuchProcess(pid));
        QVERIFY2(peakMemoryMb() - peakBefore < kMemorySlackMb, qPrintable(QString::number(peakMemoryMb() - peakBefore)));
    }

    // 1 GB to stderr while we wait for an answer: stopped at the limit (here 64 MB), long before
    // the answer's time is up; the first 256 kB of it are kept for the fault message.
    void aFloodOnStderrIsStoppedAtTheOutputLimit()
    {
        qputenv("PLAYBENCH_PROGRAM_OUTPUT_MB", "64");
        LineProcess p(QStringLiteral(MISBEHAVING_PROGRAM), {QStringLiteral("flood-err")});
        QString error;
        QVERIFY2(p.start(5000, &error), qPrintable(error));
        qunsetenv("PLAYBENCH_PROGRAM_OUTPUT_MB");
        const std::int64_t pid = p.processId();
        const qint64 peakBefore = peakMemoryMb();
        QElapsedTimer clock;
        clock.start();
        std::string line;
        QCOMPARE(p.readLine(line, 60000, nullptr), LineProcess::Read::Exited);
        QVERIFY2(clock.elapsed() < 30000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(p.flooded());
        QVERIFY2(p.exitText().contains(QStringLiteral("64 MB")), qPrintable(p.exitText()));
        QCOMPARE(p.stderrText().size(), LineProcess::kMaxStderr);
        p.stop(0);
        QVERIFY(noSuchProcess(pid));
        QVERIFY2(peakMemoryMb() - peakBefore < kMemorySlackMb, qPrintable(QString::number(peakMemoryMb() - peakBefore)));
    }

    // A program that floods both outputs when told to quit is killed once it passes the limit,
    // not after reading all of it, and within the grace when the grace is shorter.
    void aFloodWhileQuittingIsBounded()
    {
        qputenv("PLAYBENCH_PROGRAM_OUTPUT_MB", "32");
        LineProcess p(QStringLiteral(MISBEHAVING_PROGRAM), {QStringLiteral("flood-quit")});
        QString error;
        QVERIFY2(p.start(5000, &error), qPrintable(error));
        qunsetenv("PLAYBENCH_PROGRAM_OUTPUT_MB");
        p.send("hello");
        std::string line;
        QCOMPARE(p.readLine(line, 5000, nullptr), LineProcess::Read::Line);
        QCOMPARE(line, std::string("hello"));
        const std::int64_t pid = p.processId();
        const qint64 peakBefore = peakMemoryMb();
        QElapsedTimer clock;
        clock.start();
        p.stop(60000);
        QVERIFY(!p.live());
        QVERIFY2(clock.elapsed() < 30000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(noSuchProcess(pid));
        QVERIFY2(peakMemoryMb() - peakBefore < kMemorySlackMb, qPrintable(QString::number(peakMemoryMb() - peakBefore)));
    }

    // A program that exits at once after forking: its child, left running, is killed when we stop.
    void whatAnEndedProgramForkedIsKilled()
    {
        LineProcess p(QStringLiteral(MISBEHAVING_PROGRAM), {QStringLiteral("forks-exit")});
        QString error;
        QVERIFY2(p.start(5000, &error), qPrintable(error));
        std::string line;
        QCOMPARE(p.readLine(line, 5000, nullptr), LineProcess::Read::Line);
        const pid_t child = static_cast<pid_t>(std::stol(line));
        QCOMPARE(p.readLine(line, 5000, nullptr), LineProcess::Read::Exited);
        QCOMPARE(::kill(child, 0), 0);  // still alive after its parent ended
        p.stop(1000);
        QTRY_VERIFY_WITH_TIMEOUT(::kill(child, 0) != 0 || processState(child) == 'Z', 5000);
    }

    // A program that closes its stdout and stderr and ignores SIGTERM: no answer (a timeout, not a
    // hang), then killed and reaped by stop.
    void aProgramThatClosesItsPipesTimesOutAndIsKilled()
    {
        LineProcess p(QStringLiteral(MISBEHAVING_PROGRAM), {QStringLiteral("closes")});
        QString error;
        QVERIFY2(p.start(5000, &error), qPrintable(error));
        std::string line;
        QCOMPARE(p.readLine(line, 5000, nullptr), LineProcess::Read::Line);
        const std::int64_t pid = p.processId();
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(p.readLine(line, 500, nullptr), LineProcess::Read::Timeout);
        QVERIFY2(clock.elapsed() < 3000, qPrintable(QString::number(clock.elapsed())));
        p.stop(300);
        QVERIFY(!p.live());
        QVERIFY(noSuchProcess(pid));  // killed and reaped: no zombie
    }

private:
    // No such process any more (killed and reaped).
    static bool noSuchProcess(std::int64_t pid) { return pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0; }
    // The most memory this process has held so far (VmHWM), in MB.
    static qint64 peakMemoryMb()
    {
        QFile status(QStringLiteral("/proc/self/status"));
        if (!status.open(QIODevice::ReadOnly))
            return 0;
        for (const QByteArray& l : status.readAll().split('\n')) {
            if (l.startsWith("VmHWM:"))
                return l.mid(6).trimmed().split(' ').first().toLongLong() / 1024;
        }
        return 0;
    }

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
