#include "gui/tournament/botforms.h"

#include "gui/tournament/playerlist.h"

#include "arimaa/timecontrol.h"
#include "less/groups.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace pb::gui {

namespace {

QSpinBox* spin(QWidget* parent, int lo, int hi, int value, const QString& name, const QString& suffix = {})
{
    auto* box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(lo, hi);
    box->setValue(value);
    box->setSuffix(suffix);
    box->setGroupSeparatorShown(true);
    return box;
}

QGroupBox* playersBox(QWidget* parent, const QString& title, PlayerList* list)
{
    auto* box = new QGroupBox(title, parent);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(list);
    return box;
}

int remembered(const char* key, int fallback)
{
    return QSettings().value(QLatin1String(key), fallback).toInt();
}

} // namespace

// --- Less -----------------------------------------------------------------------------------------

LessTournamentForm::LessTournamentForm(QWidget* parent) : TournamentForm(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_players = new PlayerList({QStringLiteral("bot:random"), QStringLiteral("bot:greedy"), QStringLiteral("bot:search"),
                                QStringLiteral("bot:mcts")},
                               QStringLiteral("tournament/less/players"), this);
    if (m_players->count() == 0)
        for (const char* bot : {"bot:random", "bot:greedy", "bot:search", "bot:greedy"})
            m_players->addPlayer(QLatin1String(bot));
    layout->addWidget(playersBox(this, tr("Players (four or more: groups of four play all 24 seatings on each board)"), m_players), 1);

    auto* form = new QFormLayout;
    m_rounds = spin(this, 0, 100000, remembered("tournament/less/rounds", 0), QStringLiteral("lessRounds"));
    m_rounds->setSpecialValueText(tr("the fewest for equal play"));
    m_rounds->setToolTip(tr("Rounds of groups; a number given must be a multiple of the fewest that let everyone play "
                            "equally often (1 for 4 or 8 players, 5 for 5, 3 for 6)."));
    m_sets = spin(this, 1, 100000, remembered("tournament/less/sets", 1), QStringLiteral("lessSets"));
    m_sets->setToolTip(tr("Sets of 24 games each group plays in a round, each on a newly generated board."));
    m_seed = spin(this, 0, 2147483647, remembered("tournament/less/seed", 1), QStringLiteral("lessSeed"));
    m_timeMs = spin(this, 1, 3600000, remembered("tournament/less/timeMs", 30000), QStringLiteral("lessTimeMs"), tr(" ms"));
    m_botMs = spin(this, 1, 3600000, remembered("tournament/less/botMs", 1000), QStringLiteral("lessBotMs"), tr(" ms"));
    m_judge = new QComboBox(this);
    m_judge->addItems({QStringLiteral("random"), QStringLiteral("greedy"), QStringLiteral("search")});
    m_judge->setCurrentText(QSettings().value(QStringLiteral("tournament/less/judge"), QStringLiteral("random")).toString());
    form->addRow(tr("Rounds:"), m_rounds);
    form->addRow(tr("Sets per round:"), m_sets);
    form->addRow(tr("Seed (draw, boards, bots):"), m_seed);
    form->addRow(tr("Program time per game:"), m_timeMs);
    form->addRow(tr("Bot time per turn:"), m_botMs);
    form->addRow(tr("Judge (takes a faulty seat):"), m_judge);
    layout->addLayout(form);
}

void LessTournamentForm::setSets(int sets)
{
    m_sets->setValue(sets);
}

void LessTournamentForm::setSeed(int seed)
{
    m_seed->setValue(seed);
}

void LessTournamentForm::setBotMs(int ms)
{
    m_botMs->setValue(ms);
}

QJsonObject LessTournamentForm::settings(QString* error) const
{
    const QJsonArray players = m_players->playersJson();
    if (players.size() < 4) {
        *error = tr("Add at least four players.");
        return {};
    }
    const int rounds = m_rounds->value() > 0 ? m_rounds->value() : pb::less::roundsForEqualPlay(static_cast<int>(players.size()));
    return {{QStringLiteral("game"), QStringLiteral("less")},
            {QStringLiteral("players"), players},
            {QStringLiteral("rounds"), rounds},
            {QStringLiteral("sets"), m_sets->value()},
            {QStringLiteral("seed"), m_seed->value()},
            {QStringLiteral("time_ms"), m_timeMs->value()},
            {QStringLiteral("bot_ms"), m_botMs->value()},
            {QStringLiteral("judge"), m_judge->currentText()}};
}

void LessTournamentForm::saveSettings() const
{
    m_players->saveSettings();
    QSettings s;
    s.setValue(QStringLiteral("tournament/less/rounds"), m_rounds->value());
    s.setValue(QStringLiteral("tournament/less/sets"), m_sets->value());
    s.setValue(QStringLiteral("tournament/less/seed"), m_seed->value());
    s.setValue(QStringLiteral("tournament/less/timeMs"), m_timeMs->value());
    s.setValue(QStringLiteral("tournament/less/botMs"), m_botMs->value());
    s.setValue(QStringLiteral("tournament/less/judge"), m_judge->currentText());
}

// --- Arimaa ---------------------------------------------------------------------------------------

namespace {

// The round robin's quick clock, and the championship's (its finals' time control).
const QString kRoundRobinTc = QStringLiteral("0:02/0:30");
const QString kChampionshipTc = QStringLiteral("2m/6m/100/0/8h/6m");

} // namespace

ArimaaTournamentForm::ArimaaTournamentForm(QWidget* parent) : TournamentForm(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* kindRow = new QFormLayout;
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("arimaaFormat"));
    m_kind->addItem(tr("Round robin"));
    m_kind->addItem(tr("World Computer Championship 2015: qualifier (against benchmark bots)"));
    m_kind->addItem(tr("World Computer Championship 2015: finals (floating quad elimination)"));
    kindRow->addRow(tr("Format:"), m_kind);
    layout->addLayout(kindRow);

    m_players = new PlayerList({QStringLiteral("bot:random"), QStringLiteral("bot:search")},
                               QStringLiteral("tournament/arimaa/players"), this);
    if (m_players->count() == 0)
        for (const char* bot : {"bot:random", "bot:search"})
            m_players->addPlayer(QLatin1String(bot));
    m_playersBox = playersBox(this, QString(), m_players);
    layout->addWidget(m_playersBox, 1);
    // Benchmark bots of fixed strengths: search bots with their own depth.
    m_benchmarks = new PlayerList({QStringLiteral("bot:random"), QStringLiteral("bot:search:depth=2"),
                                   QStringLiteral("bot:search:depth=4"), QStringLiteral("bot:search")},
                                  QStringLiteral("tournament/arimaa/benchmarks"), this);
    if (m_benchmarks->count() == 0)
        m_benchmarks->addPlayer(QStringLiteral("bot:random"), QStringLiteral("benchmark"));
    m_benchmarksBox = playersBox(this, tr("Benchmark bots (every entrant plays each of them)"), m_benchmarks);
    layout->addWidget(m_benchmarksBox, 1);

    auto* form = new QFormLayout;
    m_games = spin(this, 1, 100000, remembered("tournament/arimaa/games", 2), QStringLiteral("arimaaGames"));
    m_gamesLabel = new QLabel(this);
    form->addRow(m_gamesLabel, m_games);
    m_lives = spin(this, 1, 100, remembered("tournament/arimaa/lives", 4), QStringLiteral("arimaaLives"));
    m_lives->setToolTip(tr("Losses that eliminate a player (the championship: four)"));
    m_livesLabel = new QLabel(tr("Lives:"), this);
    form->addRow(m_livesLabel, m_lives);
    auto* clockRow = new QHBoxLayout;
    m_timed = new QRadioButton(tr("Time control:"), this);
    m_tc = new QLineEdit(QSettings().value(QStringLiteral("tournament/arimaa/tc"), kRoundRobinTc).toString(), this);
    m_tc->setObjectName(QStringLiteral("arimaaTimeControl"));
    m_tc->setToolTip(tr("M/R/P/L/G/T as the official match rules write it, e.g. 0:02/0:30; the championship "
                        "played 2m/6m/100/0/8h/6m"));
    m_untimed = new QRadioButton(tr("Untimed, per move:"), this);
    m_untimedMs = spin(this, 1, 3600000, remembered("tournament/arimaa/untimedMs", 1000), QStringLiteral("arimaaUntimedMs"), tr(" ms"));
    clockRow->addWidget(m_timed);
    clockRow->addWidget(m_tc, 1);
    clockRow->addWidget(m_untimed);
    clockRow->addWidget(m_untimedMs);
    (QSettings().value(QStringLiteral("tournament/arimaa/untimed"), false).toBool() ? m_untimed : m_timed)->setChecked(true);
    form->addRow(tr("Clock:"), clockRow);
    m_depth = spin(this, 0, 64, remembered("tournament/arimaa/depth", 0), QStringLiteral("arimaaBotDepth"));
    m_depth->setSpecialValueText(tr("by the clock"));
    m_depth->setToolTip(tr("The built-in search bots search this many steps whatever the clock: the same games every run."));
    form->addRow(tr("Bot search depth:"), m_depth);
    m_seed = spin(this, 0, 2147483647, remembered("tournament/arimaa/seed", 1), QStringLiteral("arimaaSeed"));
    form->addRow(tr("Seed of the bots:"), m_seed);
    layout->addLayout(form);

    m_kind->setCurrentIndex(std::clamp(remembered("tournament/arimaa/format", 0), 0, 2));
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ArimaaTournamentForm::kindChanged);
    kindChanged();
}

// The fields each format takes; the championship's clock offered when the round robin's is there.
void ArimaaTournamentForm::kindChanged()
{
    const int kind = m_kind->currentIndex();
    m_playersBox->setTitle(kind == RoundRobin ? tr("Players (built-in bots or AEI engines; every pair meets, colours alternating)")
                           : kind == Qualifier ? tr("Entrants (built-in bots or AEI engines)")
                                               : tr("Entrants in seed order, 2 to 20 (the qualifier's ranking; Move Up and Move Down reorder them)"));
    m_benchmarksBox->setVisible(kind == Qualifier);
    m_gamesLabel->setText(kind == Qualifier ? tr("Games at most per benchmark bot:") : tr("Games per pair:"));
    m_gamesLabel->setVisible(kind != Finals);
    m_games->setVisible(kind != Finals);
    if (kind == Qualifier && m_games->value() == 2)
        m_games->setValue(20);
    else if (kind == RoundRobin && m_games->value() == 20)
        m_games->setValue(2);
    m_livesLabel->setVisible(kind == Finals);
    m_lives->setVisible(kind == Finals);
    const QString tc = m_tc->text().trimmed();
    if (kind != RoundRobin && tc == kRoundRobinTc)
        m_tc->setText(kChampionshipTc);
    else if (kind == RoundRobin && tc == kChampionshipTc)
        m_tc->setText(kRoundRobinTc);
}

void ArimaaTournamentForm::setKind(Kind kind)
{
    m_kind->setCurrentIndex(kind);
}

void ArimaaTournamentForm::setLives(int lives)
{
    m_lives->setValue(lives);
}

void ArimaaTournamentForm::setGames(int games)
{
    m_games->setValue(games);
}

void ArimaaTournamentForm::setUntimed(int msPerMove)
{
    m_untimedMs->setValue(msPerMove);
    m_untimed->setChecked(true);
}

void ArimaaTournamentForm::setTimeControl(const QString& tc)
{
    m_tc->setText(tc);
    m_timed->setChecked(true);
}

void ArimaaTournamentForm::setBotDepth(int depth)
{
    m_depth->setValue(depth);
}

QJsonObject ArimaaTournamentForm::settings(QString* error) const
{
    const int kind = m_kind->currentIndex();
    const QJsonArray players = m_players->playersJson();
    if (players.size() < (kind == Qualifier ? 1 : 2)) {
        *error = kind == Qualifier ? tr("Add at least one entrant.") : tr("Add at least two players.");
        return {};
    }
    if (kind == Finals && players.size() > 20) {
        *error = tr("The finals take 2 to 20 entrants, not %1.").arg(players.size());
        return {};
    }
    if (kind == Qualifier && m_benchmarks->count() == 0) {
        *error = tr("Add at least one benchmark bot.");
        return {};
    }
    QString tc;
    if (m_timed->isChecked()) {
        const pb::arimaa::TimeControlParse parsed = pb::arimaa::parseTimeControl(m_tc->text().trimmed().toStdString());
        if (!parsed.ok()) {
            *error = tr("Time control %1: column %2: %3").arg(m_tc->text().trimmed()).arg(parsed.column).arg(parsed.error);
            return {};
        }
        tc = QString::fromStdString(parsed.control.toString());
    }
    QJsonObject out{{QStringLiteral("game"), QStringLiteral("arimaa")},
                    {QStringLiteral("players"), players},
                    {QStringLiteral("tc"), tc},
                    {QStringLiteral("untimed_ms"), m_timed->isChecked() ? 0 : m_untimedMs->value()},
                    {QStringLiteral("bot_depth"), m_depth->value()},
                    {QStringLiteral("seed"), m_seed->value()}};
    if (kind == Finals) {
        out.insert(QStringLiteral("game"), QStringLiteral("arimaa-wcc-finals"));
        out.insert(QStringLiteral("lives"), m_lives->value());
    } else {
        out.insert(QStringLiteral("games"), m_games->value());
    }
    if (kind == Qualifier) {
        out.insert(QStringLiteral("game"), QStringLiteral("arimaa-wcc-qualifier"));
        out.insert(QStringLiteral("benchmarks"), m_benchmarks->playersJson());
    }
    return out;
}

void ArimaaTournamentForm::saveSettings() const
{
    m_players->saveSettings();
    m_benchmarks->saveSettings();
    QSettings s;
    s.setValue(QStringLiteral("tournament/arimaa/format"), m_kind->currentIndex());
    s.setValue(QStringLiteral("tournament/arimaa/lives"), m_lives->value());
    s.setValue(QStringLiteral("tournament/arimaa/games"), m_games->value());
    s.setValue(QStringLiteral("tournament/arimaa/tc"), m_tc->text().trimmed());
    s.setValue(QStringLiteral("tournament/arimaa/untimed"), m_untimed->isChecked());
    s.setValue(QStringLiteral("tournament/arimaa/untimedMs"), m_untimedMs->value());
    s.setValue(QStringLiteral("tournament/arimaa/depth"), m_depth->value());
    s.setValue(QStringLiteral("tournament/arimaa/seed"), m_seed->value());
}

} // namespace pb::gui
