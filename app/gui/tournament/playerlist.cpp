#include "gui/tournament/playerlist.h"

#include "gui/gamefiles.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace pb::gui {

PlayerList::PlayerList(const QStringList& bots, const QString& settingsKey, QWidget* parent)
    : QWidget(parent), m_settingsKey(settingsKey)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(0, 2, this);
    m_table->setObjectName(QStringLiteral("tournamentPlayers"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Player (bot or program command line)")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->resizeSection(0, 180);
    m_table->verticalHeader()->setVisible(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    row->addWidget(m_table, 1);

    auto* buttons = new QVBoxLayout;
    auto* addBot = m_addBuiltIn = new QToolButton(this);
    addBot->setText(tr("Add Bot"));
    addBot->setPopupMode(QToolButton::InstantPopup);
    addBot->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addBot->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto* menu = new QMenu(addBot);
    for (const QString& bot : bots)
        menu->addAction(bot, this, [this, bot] { addPlayer(bot); });
    addBot->setMenu(menu);
    auto* addProgramButton = new QPushButton(tr("Add Program..."), this);
    connect(addProgramButton, &QPushButton::clicked, this, &PlayerList::addProgram);
    auto* remove = new QPushButton(tr("Remove"), this);
    connect(remove, &QPushButton::clicked, this, [this] {
        const auto rows = m_table->selectionModel()->selectedRows();
        for (auto it = rows.rbegin(); it != rows.rend(); ++it)
            m_table->removeRow(it->row());
    });
    // The order is the entry order (the championship finals' seeds).
    auto* up = new QPushButton(tr("Move Up"), this);
    up->setObjectName(QStringLiteral("playerUp"));
    up->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Up));
    connect(up, &QPushButton::clicked, this, [this] { moveSelected(-1); });
    auto* down = new QPushButton(tr("Move Down"), this);
    down->setObjectName(QStringLiteral("playerDown"));
    down->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Down));
    connect(down, &QPushButton::clicked, this, [this] { moveSelected(1); });
    buttons->addWidget(addBot);
    buttons->addWidget(addProgramButton);
    buttons->addWidget(remove);
    buttons->addWidget(up);
    buttons->addWidget(down);
    buttons->addStretch(1);
    row->addLayout(buttons);

    const QStringList saved = QSettings().value(m_settingsKey).toStringList();
    for (int i = 0; i + 1 < saved.size(); i += 2)
        addPlayer(saved[i + 1], saved[i]);
}

void PlayerList::setLabels(const QString& addBuiltIn, const QString& specHeader)
{
    m_addBuiltIn->setText(addBuiltIn);
    m_table->setHorizontalHeaderLabels({tr("Name"), specHeader});
}

void PlayerList::addPlayer(const QString& spec, const QString& name)
{
    const int r = m_table->rowCount();
    m_table->insertRow(r);
    QString shown = name;
    if (shown.isEmpty()) {
        // A program is named after its file; a bot after itself ("bot:search").
        shown = spec.startsWith(QLatin1String("bot:")) ? spec : QFileInfo(spec.section(QLatin1Char(' '), 0, 0)).completeBaseName();
    }
    m_table->setItem(r, 0, new QTableWidgetItem(shown));
    m_table->setItem(r, 1, new QTableWidgetItem(spec));
}

void PlayerList::addProgram()
{
    const QString path = askOpenPath(this, QStringLiteral("tournament"), tr("Add a program"), tr("Programs (*)"));
    if (!path.isEmpty())
        addPlayer(path.contains(QLatin1Char(' ')) ? QStringLiteral("\"%1\"").arg(path) : path);
}

void PlayerList::moveSelected(int by)
{
    const int from = m_table->currentRow();
    const int to = from + by;
    if (from < 0 || to < 0 || to >= m_table->rowCount())
        return;
    for (int c = 0; c < m_table->columnCount(); ++c) {
        QTableWidgetItem* a = m_table->takeItem(from, c);
        QTableWidgetItem* b = m_table->takeItem(to, c);
        m_table->setItem(from, c, b);
        m_table->setItem(to, c, a);
    }
    m_table->setCurrentCell(to, m_table->currentColumn());
}

void PlayerList::clear()
{
    m_table->setRowCount(0);
}

int PlayerList::count() const
{
    return m_table->rowCount();
}

QJsonArray PlayerList::playersJson() const
{
    QJsonArray out;
    QStringList names;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QString spec = m_table->item(r, 1) ? m_table->item(r, 1)->text().trimmed() : QString();
        if (spec.isEmpty())
            continue;
        QString name = m_table->item(r, 0) ? m_table->item(r, 0)->text().trimmed() : QString();
        if (name.isEmpty())
            name = spec;
        const QString base = name;
        for (int k = 2; names.contains(name); ++k)
            name = QStringLiteral("%1 (%2)").arg(base).arg(k);
        names << name;
        out.append(QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("spec"), spec}});
    }
    return out;
}

void PlayerList::saveSettings() const
{
    QStringList flat;
    for (int r = 0; r < m_table->rowCount(); ++r)
        flat << (m_table->item(r, 0) ? m_table->item(r, 0)->text() : QString())
             << (m_table->item(r, 1) ? m_table->item(r, 1)->text() : QString());
    QSettings().setValue(m_settingsKey, flat);
}

} // namespace pb::gui
