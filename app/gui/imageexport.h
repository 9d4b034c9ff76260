#pragma once

#include <QSize>
#include <QString>

class QWidget;

namespace pb::gui {

// File > Export Image: renders a document's board (its imageSource) as a whole at `size`, as a
// PNG, or an SVG drawing when `path` ends in .svg. The board is laid out at that size for the
// drawing (an Ants board is fitted, so the whole world is in it) and put back as it was. False
// with the reason when the file cannot be written.
bool exportWidgetImage(QWidget* source, const QString& path, QSize size, QString* error);

// Asks for the size of the exported image (the source's aspect kept by default); an empty size
// when cancelled.
QSize askExportSize(QWidget* parent, QSize suggested);

} // namespace pb::gui
