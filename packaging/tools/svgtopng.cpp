// svgtopng SVG SIZE PNG: renders an SVG image as a SIZE x SIZE PNG with QSvgRenderer, for the
// package's icon sizes (packaging/CMakeLists.txt runs it at build time).

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char* argv[])
{
    // No window is opened: the offscreen platform needs no display.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    bool ok = false;
    const int size = args.size() == 4 ? args.at(2).toInt(&ok) : 0;
    if (!ok || size < 1 || size > 4096) {
        std::fprintf(stderr, "usage: svgtopng SVG SIZE PNG (SIZE from 1 to 4096)\n");
        return 2;
    }
    QSvgRenderer svg(args.at(1));
    if (!svg.isValid()) {
        std::fprintf(stderr, "svgtopng: %s is not a valid SVG image\n", qPrintable(args.at(1)));
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        svg.render(&painter);
    }
    if (!image.save(args.at(3), "PNG")) {
        std::fprintf(stderr, "svgtopng: cannot write %s\n", qPrintable(args.at(3)));
        return 1;
    }
    return 0;
}
