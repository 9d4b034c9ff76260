// `playbench-cli ants compile`: the brain language's compiler on the command line (the
// language itself: tst_antlang.cpp). The brain on standard output or in a file, the source map,
// errors and warnings as file:line:column, the exit status and the usage.
#include "ants/antl/compiler.h"
#include "ants/brain.h"
#include "antlexample.h"
#include "clirun.h"
#include "common/textfile.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace pb::ants;

class TestAntLangCli : public QObject {
    Q_OBJECT
private slots:
    void cliCompile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString source = dir.filePath(QStringLiteral("spec.antl"));
        QVERIFY(pb::writeFileBytes(source, pb::test::kExampleAntl, nullptr));

        const pb::test::CliRun out = pb::test::runCli({QStringLiteral("ants"), QStringLiteral("compile"), source});
        QCOMPARE(out.exitCode, 0);
        QCOMPARE(out.out, QString::fromLatin1(pb::test::kExampleAnt));
        QVERIFY(out.err.isEmpty());

        // -o and --map: the brain and OUT.map.
        const QString target = dir.filePath(QStringLiteral("spec.ant"));
        const pb::test::CliRun file = pb::test::runCli({QStringLiteral("ants"), QStringLiteral("compile"), source,
                                                        QStringLiteral("-o"), target, QStringLiteral("--map")});
        QCOMPARE(file.exitCode, 0);
        QVERIFY(file.out.isEmpty());
        QCOMPARE(QString::fromStdString(*pb::readFileBytes(target, nullptr)), QString::fromLatin1(pb::test::kExampleAnt));
        const std::string map = *pb::readFileBytes(target + QStringLiteral(".map"), nullptr);
        QCOMPARE(map, compileBrain(pb::test::kExampleAntl).sourceMap.toText());
        QVERIFY(QString::fromStdString(map).startsWith(QStringLiteral("0 9:7\n1 10:5\n")));
        QVERIFY(QString::fromStdString(map).contains(QStringLiteral("\n3 3:10 call 14:3\n")));

        // --map on standard output: the map as comments, so the output still loads as a brain.
        const pb::test::CliRun mapped = pb::test::runCli({QStringLiteral("ants"), QStringLiteral("compile"), source,
                                                          QStringLiteral("--map")});
        QCOMPARE(mapped.exitCode, 0);
        QVERIFY(mapped.out.contains(QStringLiteral("\n; 3 3:10 call 14:3\n")));
        const BrainParse reparsed = parseBrain(mapped.outBytes.toStdString());
        QVERIFY(reparsed.diagnostics.empty());
        QCOMPARE(QString::fromStdString(reparsed.brain.toText()), QString::fromLatin1(pb::test::kExampleAnt));

        // Errors: file:line:column on standard error, exit 1, nothing written.
        const QString bad = dir.filePath(QStringLiteral("bad.antl"));
        QVERIFY(pb::writeFileBytes(bad, "drop;\ngoto nowhere;\nx: goto x;\n", nullptr));
        const pb::test::CliRun err = pb::test::runCli({QStringLiteral("ants"), QStringLiteral("compile"), bad,
                                                       QStringLiteral("-o"), dir.filePath(QStringLiteral("bad.ant"))});
        QCOMPARE(err.exitCode, 1);
        QVERIFY2(err.err.contains(bad + QStringLiteral(":2:6: error: unknown label 'nowhere'")), qPrintable(err.err));
        QVERIFY(err.err.contains(bad + QStringLiteral(":3:1: error: this loop or jump")));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("bad.ant"))));

        // Warnings only: compiled, warnings on standard error, exit 0; the unreachable turn makes
        // no state.
        const QString warned = dir.filePath(QStringLiteral("warned.antl"));
        QVERIFY(pb::writeFileBytes(warned, "a: drop;\ngoto a;\nturn left;\n", nullptr));
        const pb::test::CliRun w = pb::test::runCli({QStringLiteral("ants"), QStringLiteral("compile"), warned});
        QCOMPARE(w.exitCode, 0);
        QVERIFY(w.err.contains(warned + QStringLiteral(":3:1: warning: unreachable code")));
        QCOMPARE(w.out, QStringLiteral("Drop 0\n"));

        // Usage: no file, two files, a missing file; --help.
        QCOMPARE(pb::test::runCli({QStringLiteral("ants"), QStringLiteral("compile")}).exitCode, 2);
        QCOMPARE(pb::test::runCli({QStringLiteral("ants"), QStringLiteral("compile"), source, source}).exitCode, 2);
        const pb::test::CliRun missing = pb::test::runCli({QStringLiteral("ants"), QStringLiteral("compile"),
                                                           dir.filePath(QStringLiteral("none.antl"))});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY(missing.err.contains(dir.filePath(QStringLiteral("none.antl"))));
        const pb::test::CliRun help = pb::test::runCli({QStringLiteral("ants"), QStringLiteral("compile"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.startsWith(QStringLiteral("Usage: playbench-cli ants compile FILE")));
        QVERIFY(pb::test::runCli({QStringLiteral("ants"), QStringLiteral("--help")}).out.contains(QStringLiteral("compile")));
        QVERIFY(pb::test::runCli({QStringLiteral("--help")}).out.contains(QStringLiteral("ants compile")));
    }
};

QTEST_GUILESS_MAIN(TestAntLangCli)
#include "tst_antlang_cli.moc"
