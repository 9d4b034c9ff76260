#include "gui/imageexport.h"

#include "ants/worldview.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QSpinBox>
#include <QSvgGenerator>

#include <algorithm>

namespace pb::gui {

namespace {

// lupdate files a tr() of a free function under its namespace: the same context here.
QString tr(const char* text)
{
    return QCoreApplication::translate("pb::gui", text);
}

constexpr int kMaxSide = 10000;

} // namespace

bool exportWidgetImage(QWidget* source, const QString& path, QSize size, QString* error)
{
    size = size.boundedTo(QSize(kMaxSide, kMaxSide)).expandedTo(QSize(16, 16));
    const QSize before = source->size();
    auto* world = qobject_cast<views::WorldView*>(source);
    const double zoom = world ? world->zoom() : 0;
    const QPoint origin = world ? world->origin() : QPoint();
    source->resize(size);
    if (world)
        world->fitToView();
    bool ok = false;
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QCoreApplication::applicationName());
        QPainter painter;
        if (painter.begin(&svg)) {
            source->render(&painter);
            ok = painter.end() && QFileInfo(path).size() > 0;
        }
    } else {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            source->render(&painter);
        }
        ok = image.save(path, "PNG");
    }
    source->resize(before);
    if (world)
        world->setView(zoom, origin);
    if (!ok && error)
        *error = tr("%1: cannot write the image").arg(path);
    return ok;
}

QSize askExportSize(QWidget* parent, QSize suggested)
{
    QDialog dialog(parent);
    dialog.setObjectName(QStringLiteral("exportSizeDialog"));
    dialog.setWindowTitle(tr("Export image"));
    auto* form = new QFormLayout(&dialog);
    auto* width = new QSpinBox(&dialog);
    width->setObjectName(QStringLiteral("exportWidth"));
    auto* height = new QSpinBox(&dialog);
    height->setObjectName(QStringLiteral("exportHeight"));
    for (QSpinBox* box : {width, height}) {
        box->setRange(16, kMaxSide);
        box->setSuffix(tr(" px"));
    }
    width->setValue(suggested.width());
    height->setValue(suggested.height());
    auto* keep = new QCheckBox(tr("Keep the board's proportions"), &dialog);
    keep->setChecked(true);
    const double aspect = suggested.width() > 0 ? double(suggested.height()) / suggested.width() : 1.0;
    QObject::connect(width, &QSpinBox::valueChanged, &dialog, [=](int w) {
        if (keep->isChecked() && !height->hasFocus())
            height->setValue(std::max(16, int(w * aspect + 0.5)));
    });
    QObject::connect(height, &QSpinBox::valueChanged, &dialog, [=](int h) {
        if (keep->isChecked() && height->hasFocus())
            width->setValue(std::max(16, int(h / aspect + 0.5)));
    });
    auto* note = new QLabel(tr("The whole board, drawn at this size (an SVG drawing scales further)."), &dialog);
    note->setWordWrap(true);
    form->addRow(note);
    form->addRow(tr("&Width:"), width);
    form->addRow(tr("&Height:"), height);
    form->addRow(keep);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    return {width->value(), height->value()};
}

} // namespace pb::gui
