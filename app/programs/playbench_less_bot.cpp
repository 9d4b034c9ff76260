// playbench-less-bot: a CodeCup 2017 Less player over core/less, speaking the contest's dialogue.
//
//   playbench-less-bot --level N [--seed S] [--budget-ms M]
//
// stdin: the wall line, the colour line, then before each own turn the turns of the others since
// the last one (one per line; `Nil` for a finished player), `Move` for the final rush, `Quit` at
// the end. stdout: one turn per line; after `Move` the rush, one step per line. Every answer is
// flushed. The program keeps its own Game in sync with the lines it reads; a line it cannot
// accept is reported on stderr with its number, and the program exits with status 1.
//
// Time: the contest allows 30 s of thinking per game. Each turn gets the smaller of --budget-ms
// and an even share of what is left of 28 s over the turns still to play. Level 4 has no
// --budget-ms of its own and thinks for the whole of its turn's time: about 1.4 s a turn (its
// first turn also builds the rush tables).

#include "less/board.h"
#include "less/bot.h"
#include "less/mcts.h"
#include "less/position.h"
#include "less/rush.h"
#include "programoptions.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <memory>
#include <string>

using namespace pb::less;

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(PlaybenchLessBot)
};

QString help()
{
    return Text::tr(
        "Usage: playbench-less-bot --level N [--seed S] [--budget-ms M]\n"
        "\n"
        "Plays Less (CodeCup 2017) on stdin/stdout with the contest's dialogue.\n"
        "\n"
        "  --level N      1 random, 2 greedy, 3 search, 4 mcts (the strongest)\n"
        "  --seed S       the bot's seed (default 1); the same seed plays the same game\n"
        "  --budget-ms M  thinking time per turn at most (default 1100; level 4: an even\n"
        "                 share of the game's time); the whole game stays within 28 s\n");
}

constexpr std::chrono::milliseconds kGameAllowance{28000};

class Player {
public:
    Player(BotOptions options, QTextStream& err) : m_options(options), m_err(err)
    {
        m_options.rushTables = &m_rushTables;  // kept for the game (the mcts level)
    }

    int run()
    {
        std::string boardLine;
        if (!next(boardLine))
            return fail(Text::tr("expected the wall line, found the end of the input"));
        const BoardParse board = parseBoard(boardLine);
        if (!board.ok())
            return fail(board.column > 0 ? Text::tr("column %1: %2").arg(board.column).arg(board.error) : board.error);
        std::string colourLine;
        if (!next(colourLine))
            return fail(Text::tr("expected the colour, found the end of the input"));
        m_colour = parseColour(trimmed(colourLine));
        if (m_colour < 0)
            return fail(Text::tr("expected Yellow, Black, White or Red"));
        m_game = std::make_unique<Game>(board.board);

        // Whose line comes next, in the contest's order; our own slot is where we answer.
        for (int slot = Yellow;; slot = (slot + 1) % kColours) {
            if (slot == m_colour && m_game->phase() == Game::Phase::Playing && m_game->toMove() == m_colour) {
                answer();
                continue;
            }
            if (slot == m_colour)
                continue;  // our team is home (`Nil` is the judge's business) or the game left its playing phase
            std::string line;
            if (!next(line)) {
                if (m_game->position().teamHome(teamOf(m_colour)))
                    return 0;  // finished; the judge may simply close the input
                return fail(Text::tr("expected a turn, `Nil`, `Move` or `Quit`, found the end of the input"));
            }
            const std::string word = trimmed(line);
            if (word == "Quit")
                return 0;
            if (word == "Move")
                return rush();
            if (word == "Nil")
                continue;
            if (m_game->phase() != Game::Phase::Playing)
                return fail(Text::tr("expected `Move` or `Quit` (the playing phase is over), found '%1'")
                                .arg(QString::fromStdString(word)));
            if (m_game->toMove() != slot)
                return fail(Text::tr("a turn for %1, but %2 is to move")
                                .arg(QString::fromLatin1(colourName(slot)),
                                     QString::fromLatin1(colourName(m_game->toMove()))));
            const TurnCheck check = m_game->play(word);
            if (!check.ok())
                return fail(check.column > 0 ? Text::tr("column %1: %2").arg(check.column).arg(check.error)
                                             : check.error);
        }
    }

private:
    static std::string trimmed(const std::string& s)
    {
        const auto b = s.find_first_not_of(" \t\r\n");
        if (b == std::string::npos)
            return {};
        const auto e = s.find_last_not_of(" \t\r\n");
        return s.substr(b, e - b + 1);
    }

    bool next(std::string& line)
    {
        m_text.clear();
        if (!std::getline(std::cin, line))
            return false;
        ++m_line;
        m_text = trimmed(line);
        return true;
    }

    int fail(const QString& message)
    {
        if (m_text.empty())
            m_err << Text::tr("playbench-less-bot: line %1: %2").arg(m_line).arg(message) << '\n';
        else
            m_err << Text::tr("playbench-less-bot: line %1 '%2': %3")
                         .arg(m_line)
                         .arg(QString::fromStdString(m_text.substr(0, 120)), message)
                  << '\n';
        m_err.flush();
        return 1;
    }

    void answer()
    {
        const auto start = std::chrono::steady_clock::now();
        BotOptions options = m_options;
        const int turnsLeft = std::max(1, kTurnLimit - m_game->turnsMade(m_colour));
        const auto left = std::max(std::chrono::milliseconds(1),
                                   std::chrono::duration_cast<std::chrono::milliseconds>(kGameAllowance - m_used));
        // The tree search plays for points with its whole share: over the turns its team still
        // needs (less/mcts.h), not over all 20.
        const auto share = options.wholeBudget ? turnShare(left, *m_game, m_colour, m_rushTables) : left / turnsLeft;
        options.budget = std::max(std::chrono::milliseconds(1), std::min(options.budget, share));
        const Turn turn = chooseTurn(*m_game, options);
        m_game->play(turn);
        m_used += std::chrono::steady_clock::now() - start;
        std::cout << turnText(turn) << '\n' << std::flush;
    }

    int rush()
    {
        const std::array<int, kPieces> pieces = m_game->position().pieces(m_colour);
        if (!m_game->position().home(m_colour)) {
            const RushResult r = solveRush(m_game->board(), m_colour, pieces);
            for (const Step& s : r.steps)
                std::cout << stepText(s) << '\n';
        }
        std::cout << std::flush;
        return 0;
    }

    BotOptions m_options;
    RushTables m_rushTables;
    QTextStream& m_err;
    std::unique_ptr<Game> m_game;
    int m_colour = 0;
    int m_line = 0;
    std::string m_text;  // the last line read (trimmed), for messages
    std::chrono::steady_clock::duration m_used{};
};

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream err(stderr);
    BotOptions options;
    options.budget = std::chrono::milliseconds(1100);
    bool haveLevel = false, haveBudget = false;
    const pb::programs::ProgramOptions command{QStringLiteral("playbench-less-bot"), help(),
                                                {QStringLiteral("--level"), QStringLiteral("--seed"),
                                                 QStringLiteral("--budget-ms")}};
    const int code = pb::programs::readOptions(
        QCoreApplication::arguments().mid(1), command, err, [&](const QString& a, const QString& value) {
            bool ok = false;
            const qulonglong n = value.toULongLong(&ok);
            if (a == QLatin1String("--level")) {
                if (!ok || n < 1 || n > 4) {
                    err << Text::tr("playbench-less-bot: --level must be 1 to 4, not '%1'").arg(value) << '\n';
                    return false;
                }
                options.level = static_cast<BotLevel>(n);
                haveLevel = true;
            } else if (a == QLatin1String("--seed")) {
                if (!ok) {
                    err << Text::tr("playbench-less-bot: --seed needs a number, not '%1'").arg(value) << '\n';
                    return false;
                }
                options.seed = n;
            } else {
                if (!ok || n < 1 || n > 30000) {
                    err << Text::tr("playbench-less-bot: --budget-ms must be 1 to 30000, not '%1'").arg(value) << '\n';
                    return false;
                }
                options.budget = std::chrono::milliseconds(static_cast<long long>(n));
                haveBudget = true;
            }
            return true;
        });
    if (code >= 0)
        return code;
    if (!haveLevel) {
        err << Text::tr("playbench-less-bot: give the level with --level N") << '\n' << help();
        return 2;
    }
    if (options.level == BotLevel::Mcts) {
        options.wholeBudget = true;  // it plays for points: every turn thinks for its whole share
        if (!haveBudget)
            options.budget = kGameAllowance;  // the even share decides
    }
    std::ios::sync_with_stdio(false);
    Player player(options, err);
    return player.run();
}
