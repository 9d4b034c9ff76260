#include "honeycomb/game.h"

#include "honeycomb/source.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <utility>

namespace pb::honeycomb {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(HoneycombGame)
};

// 0..5: W E SW SE CW CCW; 6: ignored; 7: invalid.
constexpr std::array<std::uint8_t, 128> makeTable()
{
    std::array<std::uint8_t, 128> t{};
    for (auto& v : t)
        v = 7;
    auto set = [&t](const char* chars, std::uint8_t v) {
        for (const char* c = chars; *c; ++c) {
            t[static_cast<unsigned char>(*c)] = v;
            if (*c >= 'a' && *c <= 'z')
                t[static_cast<unsigned char>(*c - 'a' + 'A')] = v;
        }
    };
    set("p'!.03", 0);
    set("bcefy2", 1);
    set("aghij4", 2);
    set("lmno 5", 3);
    set("dqrvz1", 4);
    set("kstuwx", 5);
    set("\t\n\r", 6);
    return t;
}
constexpr std::array<std::uint8_t, 128> kTable = makeTable();

} // namespace

const char* commandName(Command c)
{
    switch (c) {
    case Command::W: return "W";
    case Command::E: return "E";
    case Command::SW: return "SW";
    case Command::SE: return "SE";
    case Command::CW: return "CW";
    case Command::CCW: return "CCW";
    }
    return "?";
}

bool commandOf(char16_t ch, Command& command, bool& ignored)
{
    ignored = false;
    if (ch >= 128 || kTable[ch] == 7)
        return false;
    if (kTable[ch] == 6) {
        ignored = true;
        return true;
    }
    command = static_cast<Command>(kTable[ch]);
    return true;
}

const char* endName(End e)
{
    switch (e) {
    case End::InProgress: return "in progress";
    case End::AllUsed: return "end";
    case End::Full: return "full";
    }
    return "?";
}

Game::Game(const Problem& problem, std::uint32_t seed)
    : m_width(problem.width), m_height(problem.height),
      m_board(static_cast<std::size_t>(problem.width) * static_cast<std::size_t>(problem.height), 0),
      m_rowCount(static_cast<std::size_t>(problem.height), 0)
{
    for (const Cell& c : problem.filled) {
        std::uint8_t& cell = m_board[static_cast<std::size_t>(c.y * m_width + c.x)];
        if (!cell) {
            cell = 1;
            ++m_rowCount[static_cast<std::size_t>(c.y)];
        }
    }
    int reach = 0;  // farthest member from its pivot, in hex steps
    for (const Unit& u : problem.units) {
        Shape s;
        s.size = static_cast<int>(u.members.size());
        int minX = u.members.front().x, minY = u.members.front().y, maxX = minX;
        for (const Cell& m : u.members) {
            minX = std::min(minX, m.x);
            minY = std::min(minY, m.y);
            maxX = std::max(maxX, m.x);
        }
        const int shift = (m_width - (maxX - minX + 1)) / 2 - minX;
        const int pivotCol = u.pivot.x + shift, pivotRow = u.pivot.y - minY;
        s.spawnX = cubeX(pivotCol, pivotRow);
        s.spawnZ = pivotRow;
        for (const Cell& m : u.members) {
            const int col = m.x + shift, row = m.y - minY;
            const int dx = cubeX(col, row) - s.spawnX, dz = row - s.spawnZ;
            s.rel[0].push_back(dx);
            s.rel[0].push_back(dz);
            reach = std::max({reach, std::abs(dx), std::abs(dz), std::abs(dx + dz)});
        }
        for (int r = 1; r < 6; ++r) {
            const std::vector<int>& prev = s.rel[r - 1];
            for (std::size_t i = 0; i < prev.size(); i += 2) {
                // Clockwise: (x, y, z) -> (-z, -x, -y), so x' = -z and z' = -y = x + z.
                s.rel[r].push_back(-prev[i + 1]);
                s.rel[r].push_back(prev[i] + prev[i + 1]);
            }
        }
        std::vector<std::pair<int, int>> sorted[6];
        for (int r = 0; r < 6; ++r) {
            for (std::size_t i = 0; i < s.rel[r].size(); i += 2)
                sorted[r].emplace_back(s.rel[r][i], s.rel[r][i + 1]);
            std::sort(sorted[r].begin(), sorted[r].end());
            for (int q = 0; q < r; ++q)
                if (sorted[q] == sorted[r]) {
                    s.canon[r] = q;
                    break;
                }
        }
        m_shapes.push_back(std::move(s));
    }
    m_margin = 2 * reach + 2;
    m_gridW = m_width + 2 * m_margin;
    m_gridH = m_height + 2 * m_margin;
    m_visited.assign(static_cast<std::size_t>(m_gridW) * static_cast<std::size_t>(m_gridH) * 6, 0);
    m_sequence = sourceUnits(seed, problem.sourceLength, static_cast<int>(problem.units.size()));
    spawn();
}

bool Game::fits(int px, int pz, int rot) const
{
    const std::vector<int>& rel = m_shapes[static_cast<std::size_t>(m_unit)].rel[rot];
    const int* d = rel.data();
    const std::size_t n = rel.size();
    for (std::size_t i = 0; i < n; i += 2) {
        const int z = pz + d[i + 1];
        const int col = offsetCol(px + d[i], z);
        if (z < 0 || z >= m_height || col < 0 || col >= m_width
            || m_board[static_cast<std::size_t>(z * m_width + col)])
            return false;
    }
    return true;
}

bool Game::seen(int px, int pz, int rot) const
{
    const int row = pz + m_margin, col = offsetCol(px, pz) + m_margin;
    const int cls = m_shapes[static_cast<std::size_t>(m_unit)].canon[rot];
    return m_visited[static_cast<std::size_t>((row * m_gridW + col) * 6 + cls)] == m_stamp;
}

void Game::mark(int px, int pz, int rot)
{
    const int row = pz + m_margin, col = offsetCol(px, pz) + m_margin;
    const int cls = m_shapes[static_cast<std::size_t>(m_unit)].canon[rot];
    m_visited[static_cast<std::size_t>((row * m_gridW + col) * 6 + cls)] = m_stamp;
}

void Game::spawn()
{
    if (m_next >= static_cast<int>(m_sequence.size())) {
        m_end = End::AllUsed;
        m_unit = -1;
        return;
    }
    m_unit = m_sequence[static_cast<std::size_t>(m_next++)];
    const Shape& s = m_shapes[static_cast<std::size_t>(m_unit)];
    m_px = s.spawnX;
    m_pz = s.spawnZ;
    m_rot = 0;
    if (!fits(m_px, m_pz, m_rot)) {
        m_end = End::Full;
        m_unit = -1;
        return;
    }
    ++m_stamp;
    mark(m_px, m_pz, m_rot);
}

void Game::lock()
{
    const Shape& s = m_shapes[static_cast<std::size_t>(m_unit)];
    const std::vector<int>& rel = s.rel[m_rot];
    bool anyFull = false;
    for (std::size_t i = 0; i < rel.size(); i += 2) {
        const int z = m_pz + rel[i + 1];
        const int col = offsetCol(m_px + rel[i], z);
        m_board[static_cast<std::size_t>(z * m_width + col)] = 1;
        anyFull = ++m_rowCount[static_cast<std::size_t>(z)] == m_width || anyFull;
    }
    int cleared = 0;
    if (anyFull) {
        // Drop full rows; the rest move down by the number of cleared rows below them.
        int dst = m_height - 1;
        for (int y = m_height - 1; y >= 0; --y) {
            if (m_rowCount[static_cast<std::size_t>(y)] == m_width) {
                ++cleared;
                continue;
            }
            if (dst != y) {
                std::copy_n(m_board.begin() + y * m_width, m_width, m_board.begin() + dst * m_width);
                m_rowCount[static_cast<std::size_t>(dst)] = m_rowCount[static_cast<std::size_t>(y)];
            }
            --dst;
        }
        for (int y = dst; y >= 0; --y) {
            std::fill_n(m_board.begin() + y * m_width, m_width, std::uint8_t{0});
            m_rowCount[static_cast<std::size_t>(y)] = 0;
        }
    }
    const int points = s.size + 100 * (1 + cleared) * cleared / 2;
    const int bonus = m_lastCleared > 1 ? (m_lastCleared - 1) * points / 10 : 0;
    m_moveScore += points + bonus;
    m_lastCleared = cleared;
    ++m_locked;
    spawn();
}

Game::Outcome Game::play(Command c)
{
    if (m_end != End::InProgress)
        return Outcome::AfterEnd;
    int px = m_px, pz = m_pz, rot = m_rot;
    switch (c) {
    case Command::W: --px; break;
    case Command::E: ++px; break;
    case Command::SW: --px; ++pz; break;
    case Command::SE: ++pz; break;
    case Command::CW: rot = rot == 5 ? 0 : rot + 1; break;
    case Command::CCW: rot = rot == 0 ? 5 : rot - 1; break;
    }
    if (!fits(px, pz, rot)) {
        lock();
        return Outcome::Locked;
    }
    if (seen(px, pz, rot))
        return Outcome::Repeat;
    mark(px, pz, rot);
    m_px = px;
    m_pz = pz;
    m_rot = rot;
    return Outcome::Moved;
}

std::vector<Cell> Game::unitCells() const
{
    std::vector<Cell> cells;
    if (m_unit < 0)
        return cells;
    const std::vector<int>& rel = m_shapes[static_cast<std::size_t>(m_unit)].rel[m_rot];
    for (std::size_t i = 0; i < rel.size(); i += 2) {
        const int z = m_pz + rel[i + 1];
        cells.push_back({offsetCol(m_px + rel[i], z), z});
    }
    return cells;
}

Cell Game::pivot() const
{
    return {offsetCol(m_px, m_pz), m_pz};
}

QString ScoreResult::errorCode() const
{
    switch (error) {
    case ErrorKind::None: return {};
    case ErrorKind::InvalidCommand:
        return QStringLiteral("invalid command '%1'").arg(QChar(errorChar));
    case ErrorKind::Repeat:
        return QStringLiteral("command caused error (repeat) %1 at %2")
            .arg(QLatin1String(commandName(errorCommand)))
            .arg(errorIndex);
    case ErrorKind::AfterEnd: return QStringLiteral("command after end");
    case ErrorKind::SeedNotInProblem: return QStringLiteral("seed not in problem");
    }
    return {};
}

QString ScoreResult::errorMessage() const
{
    switch (error) {
    case ErrorKind::None: return {};
    case ErrorKind::InvalidCommand:
        return Text::tr("invalid command '%1' at character %2").arg(QChar(errorChar)).arg(errorIndex);
    case ErrorKind::Repeat:
        return Text::tr("command %1 at character %2 brings the unit back to a position it held")
            .arg(QLatin1String(commandName(errorCommand)))
            .arg(errorIndex);
    case ErrorKind::AfterEnd:
        return Text::tr("command at character %1 comes after the game ended").arg(errorIndex);
    case ErrorKind::SeedNotInProblem: return Text::tr("the seed is not one of the problem's");
    }
    return {};
}

const QStringList& defaultPhrases()
{
    static const QStringList phrases = {
        QStringLiteral("Ei!"),
        QStringLiteral("Ia! Ia!"),
        QStringLiteral("R'lyeh"),
        QStringLiteral("Yuggoth"),
        QStringLiteral("Tsathoggua"),
        QStringLiteral("YogSothoth"),
        QStringLiteral("Necronomicon"),
        QStringLiteral("vigintillion"),
        QStringLiteral("Cthulhu fhtagn!"),
        QStringLiteral("Ph'nglui mglw'nafh Cthulhu R'lyeh wgah'nagl fhtagn."),
        QStringLiteral("In his house at R'lyeh dead Cthulhu waits dreaming."),
        QStringLiteral("The Laundry"),
        QStringLiteral("Planet 10"),
        QStringLiteral("Yoyodyne"),
        QStringLiteral("monkeyboy"),
        QStringLiteral("John Bigboote"),
        QStringLiteral("BLUE HADES"),
        QStringLiteral("CASE NIGHTMARE GREEN"),
    };
    return phrases;
}

int powerScore(QStringView solution, const QStringList& phrases, std::vector<int>* used)
{
    const QString text = solution.toString().toLower();
    int total = 0;
    for (qsizetype p = 0; p < phrases.size(); ++p) {
        const QString phrase = phrases.at(p).toLower();
        if (phrase.isEmpty())
            continue;
        int reps = 0;
        for (qsizetype at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1))
            ++reps;
        if (reps > 0) {
            total += 2 * static_cast<int>(phrase.size()) * reps + 300;
            if (used)
                used->push_back(static_cast<int>(p));
        }
    }
    return total;
}

ScoreResult scoreSolution(const Problem& problem, std::uint32_t seed, QStringView solution,
                          const QStringList& phrases, std::vector<Step>* steps)
{
    ScoreResult r;
    if (std::find(problem.sourceSeeds.begin(), problem.sourceSeeds.end(), seed)
        == problem.sourceSeeds.end()) {
        r.error = ErrorKind::SeedNotInProblem;
        return r;
    }
    Game game(problem, seed);
    const char16_t* text = solution.utf16();
    const qsizetype n = solution.size();
    for (qsizetype i = 0; i < n; ++i) {
        Command c{};
        bool ignored = false;
        if (!commandOf(text[i], c, ignored)) {
            r.error = ErrorKind::InvalidCommand;
            r.errorChar = text[i];
            r.errorIndex = static_cast<int>(i);
            break;
        }
        if (ignored)
            continue;
        const Game::Outcome outcome = game.play(c);
        if (outcome == Game::Outcome::Repeat || outcome == Game::Outcome::AfterEnd) {
            r.error = outcome == Game::Outcome::Repeat ? ErrorKind::Repeat : ErrorKind::AfterEnd;
            r.errorCommand = c;
            r.errorIndex = static_cast<int>(i);
            break;
        }
        ++r.commands;
        if (steps) {
            Step s;
            s.index = static_cast<int>(i);
            s.command = c;
            s.locked = outcome == Game::Outcome::Locked;
            s.rowsCleared = s.locked ? game.lastRowsCleared() : 0;
            s.moveScore = game.moveScore();
            s.lockedUnits = game.lockedUnits();
            s.end = game.end();
            s.cells = game.unitCells();
            s.pivot = game.pivot();
            steps->push_back(std::move(s));
        }
    }
    r.moveScore = game.moveScore();
    r.lockedUnits = game.lockedUnits();
    r.end = game.end();
    if (r.error == ErrorKind::None) {
        r.powerScore = powerScore(solution, phrases, &r.phrasesUsed);
        r.score = r.moveScore + r.powerScore;
    }
    return r;
}

} // namespace pb::honeycomb
