// The fuzz targets in the normal build: each file named on the command line (or each file of a
// folder named) goes through the target once, as libFuzzer would give it. ctest runs every
// target over its kept crash inputs (tests/fuzz/regressions/TARGET) and a few seeds, so a fixed
// crash stays fixed without clang.
#include "fuzz.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    int inputs = 0;
    for (int i = 1; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        QStringList files;
        if (QFileInfo(path).isDir()) {
            for (const QFileInfo& f : QDir(path).entryInfoList(QDir::Files, QDir::Name))
                files << f.filePath();
        } else {
            files << path;
        }
        for (const QString& file : files) {
            QFile f(file);
            if (!f.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "%s: cannot read\n", qPrintable(file));
                return 1;
            }
            const QByteArray bytes = f.read(1 << 20);  // the fuzzers' inputs are small
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.constData()), static_cast<std::size_t>(bytes.size()));
            ++inputs;
        }
    }
    std::printf("%d inputs ran without a crash\n", inputs);
    return 0;
}
