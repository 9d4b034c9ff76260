// Two ant traces side by side, offscreen.

#include "gui/ants/dumpcompare.h"
#include "antsdata.h"

#include "ants/worldview.h"

#include "ants/dumpdiff.h"
#include "common/textfile.h"

#include <QDir>
#include <QPushButton>
#include <QTemporaryDir>
#include <QSpinBox>
#include <QtTest>

#include <algorithm>
#include <cctype>
#include <cstdio>

using namespace pb::ants;
using pb::gui::DumpCompareDocument;

namespace {

// sample.ant with line 85 changed from FoeHome to Foe: a corrupt copy found in public places.
Brain corruptSample()
{
    QString error;
    auto text = pb::readFileBytes(pb::test::referencePath(QStringLiteral("ants/sample.ant")), &error);
    if (!text)
        qFatal("%s", qPrintable(error));
    size_t start = 0;
    for (int line = 1; line < 85; ++line)
        start = text->find('\n', start) + 1;
    const size_t end = text->find('\n', start);
    std::string line = text->substr(start, end - start);
    const size_t at = line.find("FoeHome");
    if (at == std::string::npos)
        qFatal("line 85 of sample.ant has no FoeHome: %s", line.c_str());
    line.replace(at, 7, "Foe");
    text->replace(start, end - start, line);
    return parseBrain(*text).brain;
}

std::vector<Pos> sorted(std::vector<Pos> cells)
{
    std::sort(cells.begin(), cells.end(), [](Pos a, Pos b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    return cells;
}

} // namespace

class TestDumpCompare : public QObject {
    Q_OBJECT
private slots:
    // The contest's dump against a live game of the corrupt sample.ant: they part at round 839,
    // and the ringed cells are exactly the cells whose dump lines differ.
    void liveGameDivergesAt839()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/dump-tiny-sample-12345.txt.gz"));
        const World world = pb::test::antsWorld(QStringLiteral("ants/tiny.world"));
        const Brain brain = corruptSample();
        DumpCompareDocument doc;
        doc.resize(1200, 800);
        doc.show();
        QString error;
        QVERIFY2(doc.openDumpAndGame(pb::test::referencePath(QStringLiteral("ants/dump-tiny-sample-12345.txt.gz")),
                                     world, brain, brain, 12345, QStringLiteral("corrupt sample.ant"), &error),
                 qPrintable(error));
        QCOMPARE(doc.round(), 0);
        auto* first = doc.findChild<QPushButton*>(QStringLiteral("firstDivergence"));
        QVERIFY(first);
        QTest::mouseClick(first, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(doc.round(), 839, 60000);
        QTRY_VERIFY(!doc.searching());

        // Independently: the cells whose lines differ between the contest's round 839 and ours.
        Game fresh(world, brain, brain, 12345);
        fresh.playUntil(839);
        DumpFile contest;
        QVERIFY(contest.open(pb::test::referencePath(QStringLiteral("ants/dump-tiny-sample-12345.txt.gz")), &error));
        contest.index();
        const auto theirs = contest.lines(contest.indexOfRound(839));
        std::vector<Pos> expected;
        for (int y = 0; y < fresh.height(); ++y)
            for (int x = 0; x < fresh.width(); ++x) {
                std::string ours;
                appendDumpCell(ours, fresh, {x, y});
                if (ours != theirs[static_cast<size_t>(y * fresh.width() + x)])
                    expected.push_back({x, y});
            }
        QVERIFY(!expected.empty());
        QVERIFY(sorted(doc.view(0)->highlightedCells()) == expected);
        QVERIFY(sorted(doc.view(1)->highlightedCells()) == expected);
        QCOMPARE(doc.differences().size(), expected.size());
        QVERIFY(doc.statusText().contains(QStringLiteral("839")));

        // The two boards are locked together.
        doc.view(0)->setZoom(30);
        QCOMPARE(doc.view(1)->zoom(), 30.0);
        QCOMPARE(doc.view(1)->origin(), doc.view(0)->origin());

        const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS");
        if (!shots.isEmpty()) {
            doc.view(0)->fitToView();
            QTest::qWait(100);
            QVERIFY(doc.grab().save(QDir(shots).filePath(QStringLiteral("dump-compare.png"))));
        }

        // Past the divergence every later round differs too.
        doc.findNextDifference(+1);
        QTRY_COMPARE_WITH_TIMEOUT(doc.round(), 840, 30000);
        doc.findNextDifference(-1);
        QTRY_COMPARE_WITH_TIMEOUT(doc.round(), 839, 30000);
        doc.findNextDifference(-1);  // nothing differs before 839
        QTRY_VERIFY_WITH_TIMEOUT(!doc.searching(), 30000);
        QCOMPARE(doc.round(), 839);
    }

    // Two dump files: ours, and a copy with one byte changed in round 500.
    void twoFiles()
    {
        PB_REQUIRE_REFERENCE(QStringLiteral("ants/tiny.world"));
        const World world = pb::test::antsWorld(QStringLiteral("ants/tiny.world"));
        const Brain brain = pb::test::antsBrain(QStringLiteral("ants/sample.ant"));
        const std::string dump = pb::test::dumpOf(Game(world, brain, brain, 12345), 0, 1000);
        // Change the last digit of the first ant's state in round 500: still a valid line.
        std::string changed = dump;
        const size_t round500 = changed.find("After round 500...");
        QVERIFY(round500 != std::string::npos);
        const size_t state = changed.find("state ", round500) + 6;
        size_t end = state;
        while (std::isdigit(static_cast<unsigned char>(changed[end])))
            ++end;
        changed[end - 1] = changed[end - 1] == '9' ? '8' : static_cast<char>(changed[end - 1] + 1);
        const size_t lineStart = changed.rfind('\n', state) + 1;
        int x = -1, y = -1;
        QCOMPARE(std::sscanf(changed.c_str() + lineStart, "cell (%d, %d)", &x, &y), 2);
        QTemporaryDir dir;
        QString error;
        const QString a = dir.filePath(QStringLiteral("a.txt")), b = dir.filePath(QStringLiteral("b.txt"));
        QVERIFY(pb::writeFileBytes(a, dump, &error));
        QVERIFY(pb::writeFileBytes(b, changed, &error));
        DumpCompareDocument doc;
        doc.resize(1366, 768);  // the README's size
        doc.show();
        QVERIFY(QTest::qWaitForWindowExposed(&doc));
        QVERIFY2(doc.openDumps(a, b, &error), qPrintable(error));
        // The difference list has room for several differences, not one line.
        auto* list = doc.findChild<QWidget*>(QStringLiteral("differenceList"));
        QVERIFY(list);
        QVERIFY2(list->height() >= 8 * list->fontMetrics().lineSpacing(), qPrintable(QString::number(list->height())));
        doc.findFirstDivergence();
        QTRY_COMPARE_WITH_TIMEOUT(doc.round(), 500, 30000);
        // The round field says it too, even while the traces are still being indexed.
        QCOMPARE(doc.findChild<QSpinBox*>()->value(), 500);
        if (const QString shots = qEnvironmentVariable("PLAYBENCH_SCREENSHOTS"); !shots.isEmpty()) {
            QDir().mkpath(shots);
            QVERIFY(doc.grab().save(QDir(shots).filePath(QStringLiteral("dump-compare.png"))));
        }
        QCOMPARE(doc.differences().size(), size_t{1});
        QCOMPARE(doc.differences().front().pos, (Pos{x, y}));
        QCOMPARE(doc.view(1)->highlightedCells().size(), size_t{1});
        doc.findNextDifference(+1);
        QTRY_VERIFY_WITH_TIMEOUT(!doc.searching(), 30000);
        QCOMPARE(doc.round(), 500);  // the only differing round
        QVERIFY(doc.statusText().contains(QStringLiteral("No other round")) || doc.round() == 500);
    }

    void mismatchedSizesAreRefused()
    {
        QTemporaryDir dir;
        QString error;
        const QString a = dir.filePath(QStringLiteral("a.txt")), b = dir.filePath(QStringLiteral("b.txt"));
        QVERIFY(pb::writeFileBytes(a, "random seed: 1\n\nAfter round 0...\ncell (0, 0): rock\ncell (1, 0): rock\n", &error));
        QVERIFY(pb::writeFileBytes(b, "random seed: 1\n\nAfter round 0...\ncell (0, 0): rock\n", &error));
        DumpCompareDocument doc;
        QVERIFY(!doc.openDumps(a, b, &error));
        QVERIFY2(error.contains(QStringLiteral("cannot be compared")), qPrintable(error));
    }
};

QTEST_MAIN(TestDumpCompare)
#include "tst_dumpcompare.moc"
