#pragma once

#include <QString>
#include <optional>
#include <string>

namespace pb {

// Reads a whole file as bytes. Files ending in .gz are inflated (gzip or zlib stream).
// On failure returns nothing and puts the reason (without the file name) in *error.
std::optional<std::string> readFileBytes(const QString& path, QString* error);

// Writes bytes to a file, replacing it only once everything is written.
bool writeFileBytes(const QString& path, std::string_view bytes, QString* error);

} // namespace pb
