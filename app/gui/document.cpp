#include "gui/document.h"

#include <QSplitter>
#include <QVBoxLayout>

namespace pb::gui {

QString Document::plainTitle() const
{
    QString text = title();
    if (text.endsWith(QLatin1String(" *")))
        text.chop(2);
    return text;
}

bool Document::restoreAutosave(const QJsonObject&, QString* error)
{
    *error = tr("%1 keeps nothing to restore").arg(plainTitle());
    return false;
}

QSplitter* Document::placeBoardAndSide(QWidget* board, QWidget* side)
{
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(board);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    setFocusProxy(board);
    return splitter;
}

} // namespace pb::gui
