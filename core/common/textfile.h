#pragma once

#include <QString>
#include <optional>
#include <string>

namespace pb {

// Reads a whole file as bytes. Files ending in .gz are inflated (gzip or zlib stream).
// On failure returns nothing and puts the reason (without the file name) in *error.
std::optional<std::string> readFileBytes(const QString& path, QString* error);

// Reads `path` (inflating .gz) and hands its bytes to `parse`, which returns a Result; a file
// that cannot be read gives a Result whose `error` is "PATH: why". The loaders of the games'
// formats (problems, solutions, game logs, tile sets) are this around their parsers.
template <class Result, class Parse>
Result loadFile(const QString& path, Parse&& parse)
{
    QString why;
    const std::optional<std::string> bytes = readFileBytes(path, &why);
    if (!bytes) {
        Result r;
        r.error = path + QStringLiteral(": ") + why;
        return r;
    }
    return parse(*bytes);
}

// Writes bytes to a file, replacing it only once everything is written.
bool writeFileBytes(const QString& path, std::string_view bytes, QString* error);

} // namespace pb
