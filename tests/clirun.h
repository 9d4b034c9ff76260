#pragma once

// Runs playbench-cli (the test's PLAYBENCH_CLI) and keeps what it printed.

#include "signalprogram.h"
#include "slowdown.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace pb::test {

struct CliRun {
    int exitCode = -1;  // -1: it crashed or did not finish within the time given
    QByteArray outBytes;
    QString out, err;
};

// `input`, if any, is written to its standard input, which is then closed. A run that does not
// finish within `timeoutMs` (times the sanitizers' slowdown) is killed.
inline CliRun runCli(const QStringList& args, const QByteArray& input = {}, int timeoutMs = 300000)
{
    QProcess p;
    p.start(QStringLiteral(PLAYBENCH_CLI), args);
    if (!input.isEmpty())
        p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(timeoutMs * pb::test::slowdown())) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    CliRun run;
    run.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    run.outBytes = p.readAllStandardOutput();
    run.out = QString::fromUtf8(run.outBytes);
    run.err = QString::fromUtf8(p.readAllStandardError());
    return run;
}

// The JSON object on the last line of `out` (what --json prints last), or an empty one.
inline QJsonObject lastJson(const QString& out)
{
    const QStringList lines = out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(lines.last().toUtf8()).object();
}

} // namespace pb::test
