#include "gui/peaceable/peaceablebesttable.h"

#include "store/bestscores.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLocale>

namespace pb::gui {

PeaceableBestTable::PeaceableBestTable(QWidget* parent)
    : QTableWidget(0, 4, parent), m_path(pb::store::BestScores::defaultPath())
{
    setObjectName(QStringLiteral("bestScores"));
    // The table's words stay in the workspace's translations.
    setHorizontalHeaderLabels({QCoreApplication::translate("pb::gui::PeaceableDocument", "Seed"),
                               QCoreApplication::translate("pb::gui::PeaceableDocument", "Score"),
                               QCoreApplication::translate("pb::gui::PeaceableDocument", "When (UTC)"),
                               QCoreApplication::translate("pb::gui::PeaceableDocument", "Settings")});
    horizontalHeader()->setStretchLastSection(true);
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setMinimumHeight(110);
    connect(this, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (QTableWidgetItem* seed = item(row, 0))
            emit seedActivated(seed->text().toLongLong());
    });
}

QString PeaceableBestTable::refresh()
{
    pb::store::BestScores db(m_path);
    const std::vector<pb::store::BestEntry> all = db.all();
    setRowCount(static_cast<int>(all.size()));
    for (int row = 0; row < static_cast<int>(all.size()); ++row) {
        const pb::store::BestEntry& e = all[static_cast<std::size_t>(row)];
        // The seed as it is typed (a double-click reads it back); score and date as the user's
        // language writes them.
        const QLocale locale;
        const QStringList cells{QString::number(e.seed), locale.toString(e.score), locale.toString(e.at.toLocalTime(), QLocale::ShortFormat),
                                e.settings};
        for (int col = 0; col < cells.size(); ++col) {
            auto* cell = new QTableWidgetItem(cells[col]);
            if (col < 2)
                cell->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            setItem(row, col, cell);
        }
    }
    return db.ok() ? QString() : db.error();
}

} // namespace pb::gui
