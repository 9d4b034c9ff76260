#include "honeycomb/solutions.h"
#include "common/textfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace pb::honeycomb {

namespace {
struct Text {
    Q_DECLARE_TR_FUNCTIONS(HoneycombSolutions)
};
} // namespace

QString lineColumnOf(const QByteArray& bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i)
        if (bytes.at(i) == '\n') {
            ++line;
            lineStart = i + 1;
        }
    return QStringLiteral("%1:%2").arg(line).arg(offset - lineStart + 1);
}

SolutionsParse parseSolutions(const QByteArray& json, const QString& fileName)
{
    SolutionsParse result;
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        result.error = Text::tr("%1:%2: error: not valid JSON: %3")
                           .arg(fileName, lineColumnOf(json, parseError.offset), parseError.errorString());
        return result;
    }
    if (!doc.isArray()) {
        result.error = Text::tr("%1: error: a solutions file is a JSON list of {problemId, seed, solution}")
                           .arg(fileName);
        return result;
    }
    const QJsonArray list = doc.array();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject o = list.at(i).toObject();
        const QJsonValue id = o.value(QLatin1String("problemId"));
        const QJsonValue seed = o.value(QLatin1String("seed"));
        const QJsonValue solution = o.value(QLatin1String("solution"));
        const QJsonValue tag = o.value(QLatin1String("tag"));
        const double s = seed.toDouble(-1);
        const double p = id.toDouble(-1);
        if (!list.at(i).isObject() || !id.isDouble() || p < 0 || p != std::floor(p) || p > 2147483647.0
            || !seed.isDouble() || s < 0 || s > 4294967295.0 || s != std::floor(s) || !solution.isString()
            || !(tag.isUndefined() || tag.isNull() || tag.isString())) {
            result.error = Text::tr("%1: error: entry %2 needs a problemId, a seed (0 to 4294967295) and a "
                                    "solution string (and a tag, if any, is a string)")
                               .arg(fileName).arg(i + 1);
            result.entries.clear();
            return result;
        }
        result.entries.push_back({static_cast<int>(p), static_cast<std::uint32_t>(s), tag.toString(),
                                  solution.toString()});
    }
    return result;
}

SolutionsParse loadSolutions(const QString& path)
{
    return loadFile<SolutionsParse>(path, [&](const std::string& bytes) {
        return parseSolutions(QByteArray::fromStdString(bytes), path);
    });
}

QByteArray writeSolutions(const std::vector<SolutionEntry>& entries)
{
    QByteArray out = "[";
    bool first = true;
    for (const SolutionEntry& e : entries) {
        QJsonObject o;
        o.insert(QStringLiteral("problemId"), e.problemId);
        o.insert(QStringLiteral("seed"), static_cast<double>(e.seed));
        if (!e.tag.isEmpty())
            o.insert(QStringLiteral("tag"), e.tag);
        o.insert(QStringLiteral("solution"), e.solution);
        out += first ? "\n  " : ",\n  ";
        out += QJsonDocument(o).toJson(QJsonDocument::Compact);
        first = false;
    }
    out += "\n]\n";
    return out;
}

JsonKind jsonKind(const QByteArray& json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (doc.isObject()) {
        const QJsonObject o = doc.object();
        if (o.contains(QLatin1String("units")) && o.contains(QLatin1String("width"))
            && o.contains(QLatin1String("sourceSeeds")))
            return JsonKind::Problem;
        return JsonKind::Other;
    }
    if (doc.isArray()) {
        const QJsonArray a = doc.array();
        if (a.isEmpty())
            return JsonKind::Other;
        for (const QJsonValue& v : a) {
            const QJsonObject o = v.toObject();
            if (!o.contains(QLatin1String("problemId")) || !o.contains(QLatin1String("solution")))
                return JsonKind::Other;
        }
        return JsonKind::Solutions;
    }
    return JsonKind::Other;
}

} // namespace pb::honeycomb
