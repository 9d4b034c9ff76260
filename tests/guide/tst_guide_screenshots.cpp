// The user guide's screenshots (docs/guide/images), made from the real workspaces offscreen, each
// in a useful state: a world mid-game, a replay mid-way, a Less game in progress, an Arimaa
// position, a Peaceable placement, a tournament's table. To make them again after the GUI
// changed, from the top of the checkout:
//
//   QT_QPA_PLATFORM=offscreen build/tests/tst_guide_screenshots --guide-screenshots docs/guide/images
//
// and look at every one before committing. Without the option (as ctest runs it) the same shots
// are made into a temporary folder and checked: written, not blank, and small enough for the
// repository (tests/guide/tst_userguide checks the committed ones too).

#include "gui/ants/antsdocument.h"
#include "gui/ants/dumpcompare.h"
#include "gui/arimaa/arimaadocument.h"
#include "gui/document.h"
#include "gui/honeycomb/honeycombdocument.h"
#include "gui/less/lessdocument.h"
#include "gui/mainwindow.h"
#include "gui/peaceable/peaceabledocument.h"
#include "gui/tournament/antsform.h"
#include "gui/tournament/tournamentdocument.h"
#include "gui/tournament/tournamentsetup.h"
#include "showwidget.h"
#include "testsettings.h"

#include "ants/antl/compiler.h"
#include "ants/dump.h"
#include "ants/game.h"
#include "ants/worldview.h"
#include "arimaa/position.h"
#include "common/textfile.h"
#include "honeycomb/replay.h"
#include "less/bot.h"
#include "less/position.h"

#include <QAbstractTextDocumentLayout>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QImage>
#include <QImageWriter>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QtTest>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <memory>
#include <vector>

using namespace pb::gui;

namespace {

// Where the shots go: --guide-screenshots DIR, else a temporary folder (see main below).
QString g_shots;

constexpr int kWidth = 1100;
constexpr int kHeight = 750;
constexpr qint64 kMaxBytes = 150 * 1024;

// The image with its 256 most frequent colours: a screenshot's flat colours are kept exactly,
// the shades of anti-aliased edges go to the nearest of them.
QImage withCommonColours(const QImage& image)
{
    QHash<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            ++counts[line[x]];
    }
    QList<QPair<int, QRgb>> byCount;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        byCount.append({it.value(), it.key()});
    std::sort(byCount.begin(), byCount.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    QList<QRgb> table;
    for (int i = 0; i < std::min<qsizetype>(256, byCount.size()); ++i)
        table.append(byCount[i].second);
    return image.convertToFormat(QImage::Format_Indexed8, table, Qt::ThresholdDither);
}

// Saves a widget as NAME.png in the shots folder, compressed as far as PNG goes; if that is over
// the size limit, with its 256 most frequent colours. False with a reason when the shot looks
// wrong.
bool shoot(QWidget& widget, const QString& name, QString* why)
{
    QTest::qWait(300);  // the views follow the last change
    const QImage image = widget.grab().toImage().convertToFormat(QImage::Format_RGB32);
    const QString path = QDir(g_shots).filePath(name + QStringLiteral(".png"));
    auto save = [&](const QImage& img) {
        QImageWriter writer(path, "png");
        writer.setQuality(0);  // PNG: the strongest compression
        return writer.write(img);
    };
    if (!save(image) || (QFileInfo(path).size() > kMaxBytes && !save(withCommonColours(image)))) {
        *why = path + QStringLiteral(": cannot write");
        return false;
    }
    const qint64 bytes = QFileInfo(path).size();
    if (bytes > kMaxBytes) {
        *why = QStringLiteral("%1: %2 bytes").arg(path).arg(bytes);
        return false;
    }
    // Real content: many colours, not a blank or half-painted window.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height() && colours.size() < 64; y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    if (colours.size() < 16) {
        *why = QStringLiteral("%1: only %2 colours").arg(path).arg(colours.size());
        return false;
    }
    return true;
}

// A folder of a fixed name for the files a shot shows (their paths appear on screen), emptied
// before and after.
class ShotFolder {
public:
    ShotFolder() : m_dir(QDir::temp().filePath(QStringLiteral("playbench-guide")))
    {
        QDir(m_dir).removeRecursively();
        QDir().mkpath(m_dir);
    }
    ~ShotFolder() { QDir(m_dir).removeRecursively(); }
    QString filePath(const QString& name) const { return QDir(m_dir).filePath(name); }

private:
    QString m_dir;
};

QString resourceText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestGuideScreenshots : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        pb::test::isolateSettings(QStringLiteral("PlaybenchGuideShots"));
        QVERIFY(QDir().mkpath(g_shots));
    }

    void init()
    {
        QSettings().clear();  // every shot starts from the defaults, whatever ran before
        m_window = std::make_unique<MainWindow>();
        QVERIFY(pb::test::showAt(*m_window, kWidth, kHeight));
    }

    void cleanup() { m_window.reset(); }

    // The start page, as the program starts.
    void startPage()
    {
        QString why;
        QVERIFY2(shoot(*m_window, QStringLiteral("start-page"), &why), qPrintable(why));
    }

    // The Ants sample at round 2,500 of its 100,000, zoomed in, a red ant carrying food inspected
    // in the Cell tab.
    void ants()
    {
        auto* doc = qobject_cast<AntsDocument*>(m_window->openSample(QStringLiteral("ants")));
        QVERIFY(doc);
        // The whole game computed: the graphs are complete, the same on every run.
        QTRY_COMPARE_WITH_TIMEOUT(doc->controller()->computedRounds(), doc->controller()->lastRound(), 300000);
        doc->controller()->seek(2500);
        QTRY_COMPARE(doc->controller()->round(), 2500);
        const auto frame = doc->controller()->frame();
        // The red ant carrying food nearest the middle of the red colony: where things happen.
        double cx = 0, cy = 0;
        int reds = 0;
        for (int id = 0; id < frame->antCount(); ++id)
            if (const auto a = frame->ant(id); a && a->color == pb::ants::Color::Red) {
                cx += a->pos.x;
                cy += a->pos.y;
                ++reds;
            }
        QVERIFY(reds > 0);
        cx /= reds;
        cy /= reds;
        std::optional<pb::ants::AntView> pick;
        auto distance = [&](const pb::ants::AntView& a) { return std::hypot(a.pos.x - cx, a.pos.y - cy); };
        for (int id = 0; id < frame->antCount(); ++id)
            if (const auto a = frame->ant(id); a && a->color == pb::ants::Color::Red && a->hasFood &&
                                               (!pick || distance(*a) < distance(*pick)))
                pick = a;
        QVERIFY(pick);
        // Close enough to see the ants, their food and the markers, around the inspected ant.
        pb::views::WorldView* view = doc->worldView();
        view->setZoom(view->zoom() * 2.5);
        view->centerOn(pick->pos);
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, view->cellCenter(pick->pos).toPoint());
        QString why;
        QVERIFY2(shoot(*m_window, QStringLiteral("ants"), &why), qPrintable(why));
    }

    // Ants > Compare a Dump with This Game: a dump of the sample game with one ant's state changed
    // in round 120, at the first divergence.
    void antsCompare()
    {
        auto* doc = qobject_cast<AntsDocument*>(m_window->openSample(QStringLiteral("ants")));
        QVERIFY(doc);
        using namespace pb::ants;
        const auto red = parseBrain(resourceText(QStringLiteral(":/ants/dunkosmiloolump-1.ant")).toStdString());
        const auto black = parseBrain(resourceText(QStringLiteral(":/ants/frictionless_bananas-1.ant")).toStdString());
        const auto world = parseWorld(resourceText(QStringLiteral(":/ants/sample0.world")).toStdString());
        QVERIFY(red.ok() && black.ok() && world.ok());
        Game game(world.world, red.brain, black.brain, 12345);
        std::string dump;
        writeDump(game, 0, 200, [&](std::string_view chunk) {
            dump.append(chunk);
            return true;
        });
        const size_t round = dump.find("After round 120...");
        QVERIFY(round != std::string::npos);
        const size_t state = dump.find("state ", round) + 6;
        size_t end = state;
        while (std::isdigit(static_cast<unsigned char>(dump[end])))
            ++end;
        dump[end - 1] = dump[end - 1] == '9' ? '8' : static_cast<char>(dump[end - 1] + 1);
        const ShotFolder dir;
        const QString path = dir.filePath(QStringLiteral("sample-trace.txt"));
        QString error;
        QVERIFY2(pb::writeFileBytes(path, dump, &error), qPrintable(error));
        QVERIFY(doc->compareWithDump(path));
        auto* compare = qobject_cast<DumpCompareDocument*>(m_window->currentDocument());
        QVERIFY(compare);
        compare->findFirstDivergence();
        QTRY_COMPARE_WITH_TIMEOUT(compare->round(), 120, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!compare->searching(), 30000);
        QString why;
        QVERIFY2(shoot(*m_window, QStringLiteral("ants-compare"), &why), qPrintable(why));
    }

    // The Honeycomb sample's first solution, replayed to 60% of its commands.
    void honeycomb()
    {
        auto* doc = qobject_cast<HoneycombDocument*>(m_window->openSample(QStringLiteral("honeycomb")));
        QVERIFY(doc);
        QTRY_VERIFY_WITH_TIMEOUT(!doc->isBusy(), 30000);
        doc->seek(doc->replay().commandCount() * 3 / 5);
        QString why;
        QVERIFY2(shoot(*m_window, QStringLiteral("honeycomb"), &why), qPrintable(why));
    }

    // Less on Figure 1: Yellow (the person) has played three turns against greedy bots; the bots'
    // answers are drawn as arrows, and a piece is selected for the fourth, its targets marked.
    void less()
    {
        using namespace pb::less;
        auto* doc = qobject_cast<LessDocument*>(m_window->openSample(QStringLiteral("less")));
        QVERIFY(doc);
        doc->setBotPause(0);
        doc->setSeat(Yellow, LessDocument::kHuman);
        for (int c : {Black, White, Red})
            doc->setSeat(c, int(BotLevel::Greedy));
        for (int turn = 0; turn < 4; ++turn) {
            QTRY_VERIFY_WITH_TIMEOUT(doc->humanToMove(), 30000);
            BotOptions options;
            options.level = BotLevel::Greedy;
            const Turn t = chooseTurn(doc->game(), options);
            QVERIFY(t.count > 0);
            if (turn == 3) {
                QVERIFY(doc->clickSquare(t.steps[0].from));
                break;
            }
            for (int i = 0; i < t.count; ++i) {
                const Step& step = t.steps[static_cast<std::size_t>(i)];
                if (doc->selectedSquare() != step.from)
                    QVERIFY(doc->clickSquare(step.from));
                QVERIFY(doc->clickSquare(step.to));
            }
            QVERIFY(doc->confirmTurn());
        }
        QTRY_VERIFY_WITH_TIMEOUT(doc->projectionIsExact(), 30000);
        QString why;
        QVERIFY2(shoot(*m_window, QStringLiteral("less"), &why), qPrintable(why));
    }

    // Arimaa: Gold (the person) against the search bot at a fixed depth (the same answers every
    // run), three moves each, then two steps of Gold's next move drawn on the board.
    void arimaa()
    {
        using namespace pb::arimaa;
        auto* doc = qobject_cast<ArimaaDocument*>(m_window->openSample(QStringLiteral("arimaa")));
        QVERIFY(doc);
        QVERIFY(doc->setTimeControl(QStringLiteral("none")));
        doc->setSeed(7);
        doc->setBotDepth(5);
        doc->setPlayer(Gold, ArimaaDocument::Person);
        doc->setPlayer(Silver, ArimaaDocument::BotSearch);
        doc->newGame();
        QVERIFY(doc->confirmSetup());
        for (int turn = 0; turn < 4; ++turn) {
            // Gold's turn, the bot done (right after Gold's setup the bot may not have started its
            // own yet: under AddressSanitizer "not thinking" alone came too early).
            QTRY_VERIFY_WITH_TIMEOUT(!doc->isThinking() && !doc->inSetup() && doc->game().sideToMove() == Gold, 60000);
            QVERIFY(!doc->gameOver());
            // Each step: the frontmost gold piece not yet moved this turn that can step, to its
            // last legal square (a piece moved twice could step back, and the turn with it).
            std::vector<int> moved;
            const int steps = turn < 3 ? 4 : 2;
            for (int step = 0; step < steps; ++step)
                for (int from = 63; from >= 0; --from) {
                    int colour = 0;
                    if (std::find(moved.begin(), moved.end(), from) != moved.end()
                        || doc->shownPosition().pieceAt(from, &colour) == kNoPiece || colour != Gold)
                        continue;
                    const std::vector<int> targets = doc->legalTargets(from);
                    if (!targets.empty() && doc->dropPiece(from, targets.back())) {
                        moved.push_back(targets.back());
                        break;
                    }
                }
            if (turn < 3)
                QVERIFY2(doc->finishTurn(), qPrintable(doc->lastMessage()));
        }
        QCOMPARE(doc->pendingSteps().size(), std::size_t(2));
        // A piece selected for the third step: its legal squares dotted.
        for (int from = 0; from < 64; ++from) {
            int colour = 0;
            if (doc->shownPosition().pieceAt(from, &colour) != kNoPiece && colour == Gold && doc->legalTargets(from).size() >= 2) {
                QVERIFY(doc->clickSquare(from));
                break;
            }
        }
        QString why;
        QVERIFY2(shoot(*m_window, QStringLiteral("arimaa"), &why), qPrintable(why));
    }

    // Peaceable seed 8 (15 x 15, eight players) after a 4-second solver run, its score kept in a
    // best-scores table of its own.
    void peaceable()
    {
        auto* doc = qobject_cast<PeaceableDocument*>(m_window->openSample(QStringLiteral("peaceable")));
        QVERIFY(doc);
        QTemporaryDir dir;
        doc->setBestScoresPath(dir.filePath(QStringLiteral("best.sqlite")));
        doc->loadSeed(8);
        QSignalSpy finished(doc, &PeaceableDocument::solvingFinished);
        doc->startSolving(4.0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QVERIFY(doc->verdict().valid());
        QString why;
        QVERIFY2(shoot(*m_window, QStringLiteral("peaceable"), &why), qPrintable(why));
    }

    // An Ants tournament of the built-in brains (the sample forager in the brain language
    // compiled) on three generated contest worlds (10,000 rounds a game), played to its end:
    // standings, points plot and the finished games.
    void tournament()
    {
        auto* doc = qobject_cast<TournamentDocument*>(m_window->openSample(QStringLiteral("tournament")));
        QVERIFY(doc);
        const ShotFolder dir;
        QStringList brains;
        for (const char* name : {"dunkosmiloolump-1", "frictionless_bananas-1", "sample"}) {
            const QString path = dir.filePath(QLatin1String(name) + QStringLiteral(".ant"));
            QVERIFY(QFile::copy(QStringLiteral(":/ants/%1.ant").arg(QLatin1String(name)), path));
            brains << path;
        }
        const pb::ants::CompileResult forager = pb::ants::compileBrain(resourceText(QStringLiteral(":/ants/sample.antl")).toStdString());
        QVERIFY(forager.ok());
        QString error;
        brains << dir.filePath(QStringLiteral("forager.ant"));
        QVERIFY2(pb::writeFileBytes(brains.back(), forager.brain.toText(), &error), qPrintable(error));
        doc->setup()->setGame(QStringLiteral("ants"));
        auto* form = qobject_cast<AntsTournamentForm*>(doc->setup()->form(QStringLiteral("ants")));
        QVERIFY(form);
        form->setBrainFiles(brains);
        form->setGeneratedWorlds(3, 1);
        form->setSeed(12345);
        form->setRounds(10000);
        doc->setup()->setDatabasePath(dir.filePath(QStringLiteral("ants-tournament.sqlite")));
        doc->setup()->setJobs(2);
        QSignalSpy ended(doc, &TournamentDocument::runEnded);
        QTest::mouseClick(doc->setup()->startButton(), Qt::LeftButton);
        QVERIFY(doc->showingResults());
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 300000);
        QCOMPARE(static_cast<int>(doc->finished().size()), doc->total());
        QString why;
        QVERIFY2(shoot(*m_window, QStringLiteral("tournament"), &why), qPrintable(why));
    }

    // Help > User Guide over the Ants workspace, at the Ants page.
    void userGuide()
    {
        QVERIFY(m_window->openSample(QStringLiteral("ants")));
        QWidget* guide = m_window->showUserGuide();
        QVERIFY(QTest::qWaitForWindowExposed(guide));
        guide->resize(1000, 720);
        // Scrolled to the page's screenshot, shown at the window's width.
        auto* browser = guide->findChild<QTextBrowser*>(QStringLiteral("userGuideBrowser"));
        QVERIFY(browser);
        QTest::qWait(100);
        for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next())
            if (block.text().contains(QChar::ObjectReplacementCharacter)) {
                const QRectF rect = browser->document()->documentLayout()->blockBoundingRect(block);
                browser->verticalScrollBar()->setValue(static_cast<int>(rect.top()) - 120);
                break;
            }
        QString why;
        QVERIFY2(shoot(*guide, QStringLiteral("user-guide"), &why), qPrintable(why));
    }

private:
    std::unique_ptr<MainWindow> m_window;
};

// QTest's own options, and --guide-screenshots DIR (taken out before QTest reads the rest).
int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QStringList args = app.arguments();
    QTemporaryDir temporary;
    const int option = args.indexOf(QStringLiteral("--guide-screenshots"));
    if (option >= 0) {
        if (option + 1 >= args.size()) {
            qCritical("--guide-screenshots takes a folder");
            return 2;
        }
        g_shots = QDir(args[option + 1]).absolutePath();
        args.remove(option, 2);
    } else {
        g_shots = temporary.path();
    }
    TestGuideScreenshots test;
    return QTest::qExec(&test, args);
}

#include "tst_guide_screenshots.moc"
