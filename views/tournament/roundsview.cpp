#include "tournament/roundsview.h"

#include <QHeaderView>
#include <QJsonArray>
#include <QLocale>
#include <QScrollBar>

#include <algorithm>

#include <map>

namespace pb::views {

namespace {

constexpr int kJobRole = Qt::UserRole + 1;
constexpr int kRoundRole = Qt::UserRole + 2;

// "a 3 · b 2 · c 0" in seed order (the standings' player index) from each entry's `key`.
QString perPlayer(const pb::tournament::Standings& standings, const char* key, int decimals)
{
    std::vector<const pb::tournament::Standing*> bySeed;
    for (const pb::tournament::Standing& s : standings.entries)
        bySeed.push_back(&s);
    std::sort(bySeed.begin(), bySeed.end(), [](auto* a, auto* b) { return a->player < b->player; });
    QStringList parts;
    for (const pb::tournament::Standing* s : bySeed)
        parts << QStringLiteral("%1 %2").arg(s->name, QLocale().toString(s->extra.value(QLatin1String(key)).toDouble(), 'f', decimals));
    return parts.join(QStringLiteral(" · "));
}

} // namespace

RoundsView::RoundsView(QWidget* parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("tournamentRounds"));
    setColumnCount(Columns);
    setHeaderLabels({tr("Round / game"), tr("Gold"), tr("Silver"), tr("Result"), tr("Lives left after"),
                     tr("Ratings after")});
    setAlternatingRowColors(true);
    setUniformRowHeights(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(QHeaderView::Interactive);
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        if (const int job = jobOf(item); job >= 0)
            emit gameActivated(job);
    });
    connect(this, &QTreeWidget::itemCollapsed, this, [this](QTreeWidgetItem* item) {
        m_folded.insert(item->data(Round, kRoundRole).toInt());
    });
    connect(this, &QTreeWidget::itemExpanded, this, [this](QTreeWidgetItem* item) {
        m_folded.erase(item->data(Round, kRoundRole).toInt());
    });
}

void RoundsView::setSource(const pb::tournament::Format* format, const std::vector<pb::tournament::Finished>* finished)
{
    m_format = format;
    m_finished = finished;
    m_folded.clear();
    m_sized = false;
    refresh();
}

int RoundsView::jobOf(const QTreeWidgetItem* item)
{
    return item ? item->data(Round, kJobRole).toInt() - 1 : -1;  // 0 (none) for round rows
}

void RoundsView::refresh()
{
    const int selected = jobOf(currentItem());
    const int scroll = verticalScrollBar()->value();
    const QSignalBlocker block(this);
    clear();
    m_hasRounds = false;
    if (!m_format || !m_finished)
        return;
    const pb::tournament::Standings all = m_format->standings(*m_finished);
    const QJsonArray rounds = all.extra.value(QStringLiteral("rounds")).toArray();
    m_hasRounds = all.extra.contains(QStringLiteral("rounds"));
    std::map<int, std::vector<const pb::tournament::Finished*>> byRound;
    for (const pb::tournament::Finished& f : *m_finished)
        byRound[f.job.params.value(QStringLiteral("round")).toInt()].push_back(&f);
    std::vector<pb::tournament::Finished> upTo;
    QTreeWidgetItem* current = nullptr;
    for (const QJsonValue& v : rounds) {
        const int number = v[QStringLiteral("round")].toInt();
        auto* item = new QTreeWidgetItem(this);
        item->setData(Round, kRoundRole, number);
        const bool complete = v[QStringLiteral("complete")].toBool();
        item->setText(Round, complete ? tr("Round %1").arg(number) : tr("Round %1 (playing)").arg(number));
        const QString bye = v[QStringLiteral("bye")].toString();
        item->setText(Result, bye.isEmpty() ? QString() : tr("bye: %1").arg(bye));
        QFont bold = item->font(Round);
        bold.setBold(true);
        item->setFont(Round, bold);
        std::vector<const pb::tournament::Finished*>& games = byRound[number];
        std::sort(games.begin(), games.end(), [](auto* a, auto* b) { return a->job.id < b->job.id; });
        for (const pb::tournament::Finished* f : games) {
            upTo.push_back(*f);
            auto* game = new QTreeWidgetItem(item);
            game->setData(Round, kJobRole, f->job.id + 1);
            game->setText(Round, tr("Game %1").arg(f->job.id + 1));
            const QStringList players = m_format->players();
            game->setText(Gold, players.value(f->job.params.value(QStringLiteral("gold")).toInt()));
            game->setText(Silver, players.value(f->job.params.value(QStringLiteral("silver")).toInt()));
            const QString outcome = m_format->describeOutcome(f->job, f->outcome);
            game->setText(Result, outcome);
            game->setToolTip(Result, outcome);
            if (f->job.id == selected)
                current = game;
        }
        if (complete) {
            const pb::tournament::Standings after = m_format->standings(upTo);
            item->setText(Lives, perPlayer(after, "lives_left", 0));
            item->setText(Ratings, perPlayer(after, "rating", 0));
            item->setToolTip(Lives, item->text(Lives));
            item->setToolTip(Ratings, item->text(Ratings));
        }
        item->setExpanded(!m_folded.count(number));
    }
    if (current)
        setCurrentItem(current);
    if (topLevelItemCount() > 0 && !m_sized) {
        m_sized = true;  // the user's widths are kept after the first fill
        for (int c = 0; c <= Lives; ++c)
            resizeColumnToContents(c);
    }
    verticalScrollBar()->setValue(scroll);
}

} // namespace pb::views
