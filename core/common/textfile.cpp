#include "common/textfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <cerrno>
#include <cstring>

#include <zlib.h>

namespace pb {

namespace {

// Translatable texts of this file (lupdate reads the context from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(TextFile)
};

std::optional<std::string> gunzipFile(const QString& path, QString* error)
{
    gzFile gz = gzopen(QFile::encodeName(path).constData(), "rb");
    if (!gz) {
        if (error)
            *error = Text::tr("cannot open for reading");
        return std::nullopt;
    }
    gzbuffer(gz, 1 << 17);
    std::string out;
    char buffer[1 << 16];
    for (;;) {
        const int n = gzread(gz, buffer, sizeof buffer);
        if (n < 0) {
            int code = 0;
            const char* what = gzerror(gz, &code);
            if (error)
                *error = Text::tr("cannot decompress: %1").arg(QString::fromUtf8(what));
            gzclose(gz);
            return std::nullopt;
        }
        if (n == 0)
            break;
        out.append(buffer, static_cast<size_t>(n));
    }
    gzclose(gz);
    return out;
}

} // namespace

std::optional<std::string> readFileBytes(const QString& path, QString* error)
{
    if (path.endsWith(QLatin1String(".gz")))
        return gunzipFile(path, error);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Text::tr("cannot open for reading: %1").arg(file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        if (error)
            *error = Text::tr("cannot read: %1").arg(file.errorString());
        return std::nullopt;
    }
    return std::string(bytes.constData(), static_cast<size_t>(bytes.size()));
}

bool writeFileBytes(const QString& path, std::string_view bytes, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = Text::tr("cannot open for writing: %1").arg(file.errorString());
        return false;
    }
    // A full disk often shows only at the end (the flush in commit), where QSaveFile says
    // "Unknown error": the system's reason (errno) is the one to give.
    errno = 0;
    if (file.write(bytes.data(), static_cast<qint64>(bytes.size())) != static_cast<qint64>(bytes.size())
        || !file.flush() || !file.commit()) {
        const int why = errno;
        file.cancelWriting();
        if (error)
            *error = Text::tr("cannot write: %1")
                         .arg(why != 0 ? QString::fromLocal8Bit(std::strerror(why)) : file.errorString());
        return false;
    }
    return true;
}

} // namespace pb
