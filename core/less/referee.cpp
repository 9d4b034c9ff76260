#include "less/referee.h"

#include "less/program.h"
#include "less/rush.h"

#include <QCoreApplication>
#include <QProcess>

#include <algorithm>
#include <memory>

namespace pb::less {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LessReferee)
};

constexpr int kQuitGraceMs = 300;

struct Seat {
    int colour = 0;
    PlayerSpec spec;
    std::unique_ptr<ProgramPlayer> program;  // null for a bot or after a fault
    bool judge = false;                      // the judge's bot plays this seat (after a fault)

    bool live() const { return program && program->live(); }
};

class Referee {
public:
    Referee(const Board& board, const std::array<PlayerSpec, kColours>& players, const RefereeOptions& options)
        : m_options(options), m_game(board, options.start.value_or(Position::start()))
    {
        m_result.log.board = board;
        m_result.log.start = options.start.value_or(Position::start());
        for (int c = 0; c < kColours; ++c) {
            Seat& s = m_seats[static_cast<std::size_t>(c)];
            s.colour = c;
            s.spec = players[static_cast<std::size_t>(c)];
            m_result.log.players[static_cast<std::size_t>(c)] = s.spec.name;
        }
    }

    RefereeResult run()
    {
        for (Seat& s : m_seats)
            start(s);
        while (m_game.phase() == Game::Phase::Playing) {
            if (cancelled())
                return finish();
            quitFinished();
            if (!playTurn())
                return finish();
        }
        quitFinished();
        if (m_game.phase() == Game::Phase::Rush) {
            for (Seat& s : m_seats) {
                if (cancelled())
                    return finish();
                if (!rush(s))
                    return finish();
            }
        }
        m_result.over = m_game.phase() == Game::Phase::Over;
        return finish();
    }

private:
    bool cancelled() const { return m_options.cancel && m_options.cancel->load(); }

    void fault(Seat& s, Fault f)
    {
        if (s.program)
            s.program->stop(0);
        m_result.log.faults.push_back(std::move(f));
        s.judge = true;
    }

    void start(Seat& s)
    {
        if (s.spec.bot)
            return;
        s.program = std::make_unique<ProgramPlayer>(s.colour, s.spec.program, s.spec.arguments,
                                                    m_options.timePerGame.count(), m_options.workingDirectory);
        if (auto f = s.program->start(m_game.board()))
            fault(s, std::move(*f));
    }

    // Programs whose team is home get `Quit` (they may also have ended by themselves).
    void quitFinished()
    {
        for (Seat& s : m_seats)
            if (s.live() && m_game.position().teamHome(teamOf(s.colour)))
                s.program->quit(kQuitGraceMs);
    }

    BotOptions botOptions(const Seat& s) const
    {
        BotOptions o;
        o.level = s.judge ? m_options.judgeLevel : s.spec.level;
        o.seed = m_options.seed * 4 + static_cast<std::uint64_t>(s.colour) + 1;
        o.budget = m_options.botBudget;
        o.cancel = m_options.cancel;
        return o;
    }

    // One turn of the colour to move; false when the game cannot go on (cancelled).
    bool playTurn()
    {
        const int colour = m_game.toMove();
        Seat& s = m_seats[static_cast<std::size_t>(colour)];
        if (s.live()) {
            ProgramPlayer::TurnReply reply = s.program->askTurn(m_game, m_options.cancel);
            if (reply.status == ProgramPlayer::Status::Cancelled)
                return false;
            if (reply.status == ProgramPlayer::Status::Ok)
                return m_game.play(reply.turn).ok();
            fault(s, std::move(reply.fault));
        }
        const Turn turn = chooseTurn(m_game, botOptions(s));
        if (cancelled())
            return false;
        return m_game.play(turn).ok();
    }

    // The final rush of one seat; false when cancelled.
    bool rush(Seat& s)
    {
        const int colour = s.colour;
        const auto ci = static_cast<std::size_t>(colour);
        const std::array<int, kPieces> pieces = m_game.position().pieces(colour);
        std::vector<Step> steps;
        if (s.live()) {
            ProgramPlayer::RushReply reply = s.program->askRush(m_game, m_options.cancel);
            if (reply.status == ProgramPlayer::Status::Cancelled)
                return false;
            steps = std::move(reply.steps);
            if (reply.fault)
                fault(s, std::move(*reply.fault));
        }
        // The valid steps so far, then the judge brings the pieces home the shortest way.
        std::array<int, kPieces> now = pieces;
        const RushCheck sofar = checkRush(m_game.board(), colour, pieces, steps);
        int moves = sofar.moves;
        for (const Step& st : steps)
            std::replace(now.begin(), now.end(), static_cast<int>(st.from), static_cast<int>(st.to));
        if (!sofar.home) {
            RushResult rest = solveRush(m_game.board(), colour, now);
            moves += rest.moves;
            steps.insert(steps.end(), rest.steps.begin(), rest.steps.end());
        }
        m_result.log.rushSteps[ci] = steps;
        m_result.log.rushMoves[ci] = moves;
        m_game.setRush(colour, moves);
        return true;
    }

    RefereeResult finish()
    {
        for (Seat& s : m_seats) {
            if (s.live())
                s.program->quit(m_game.phase() == Game::Phase::Over ? kQuitGraceMs : 0);
        }
        m_result.over = m_game.phase() == Game::Phase::Over;
        GameLog& log = m_result.log;
        log.turns = m_game.history();
        for (int c = 0; c < kColours; ++c) {
            const auto i = static_cast<std::size_t>(c);
            if (const ProgramPlayer* p = m_seats[i].program.get()) {
                log.stderrText[i] = p->stderrText();
                m_result.timeUsedMs[i] = p->usedMs();
            }
            log.moves[i] = m_game.moves(c);
        }
        if (m_result.over)
            log.scores = scoresOf(m_game, log.faults);
        return m_result;
    }

    RefereeOptions m_options;
    Game m_game;
    std::array<Seat, kColours> m_seats;
    RefereeResult m_result;
};

} // namespace

PlayerSpec parsePlayerSpec(const QString& text, QString* error)
{
    PlayerSpec p;
    const QString t = text.trimmed();
    p.name = t;
    if (t.startsWith(QLatin1String("bot:"))) {
        const QString level = t.mid(4);
        for (BotLevel l : {BotLevel::Random, BotLevel::Greedy, BotLevel::Search})
            if (level == QLatin1String(botLevelName(l))) {
                p.bot = true;
                p.level = l;
                return p;
            }
        if (error)
            *error = Text::tr("unknown bot '%1' (bot:random, bot:greedy or bot:search)").arg(t);
        return p;
    }
    const QStringList words = QProcess::splitCommand(t);
    if (words.isEmpty()) {
        if (error)
            *error = Text::tr("an empty player command");
        return p;
    }
    p.bot = false;
    p.program = words.first();
    p.arguments = words.mid(1);
    return p;
}

RefereeResult runGame(const Board& board, const std::array<PlayerSpec, kColours>& players,
                      const RefereeOptions& options)
{
    Referee referee(board, players, options);
    return referee.run();
}

} // namespace pb::less
