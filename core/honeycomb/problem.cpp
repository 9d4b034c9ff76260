#include "honeycomb/problem.h"
#include "common/textfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>
#include <limits>

namespace pb::honeycomb {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(HoneycombProblem)
};

// Reads an integer in [lo, hi]; false (and `what` goes into the error) when it is not one.
bool readInt(const QJsonValue& v, double lo, double hi, qint64& out)
{
    if (!v.isDouble())
        return false;
    const double d = v.toDouble();
    if (d != std::floor(d) || d < lo || d > hi)
        return false;
    out = static_cast<qint64>(d);
    return true;
}

bool readCell(const QJsonValue& v, Cell& cell)
{
    if (!v.isObject())
        return false;
    const QJsonObject o = v.toObject();
    qint64 x = 0, y = 0;
    if (!readInt(o.value(QLatin1String("x")), -1e6, 1e6, x)
        || !readInt(o.value(QLatin1String("y")), -1e6, 1e6, y))
        return false;
    cell = {static_cast<int>(x), static_cast<int>(y)};
    return true;
}

} // namespace

ProblemParse parseProblem(const QByteArray& json, const QString& fileName)
{
    ProblemParse result;
    auto fail = [&](const QString& what) {
        result.error = Text::tr("%1: %2").arg(fileName, what);
        return result;
    };
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(Text::tr("not valid JSON at byte %1: %2")
                        .arg(parseError.offset)
                        .arg(parseError.errorString()));
    if (!doc.isObject())
        return fail(Text::tr("the problem must be a JSON object"));
    const QJsonObject o = doc.object();
    Problem& p = result.problem;
    qint64 v = 0;
    if (!readInt(o.value(QLatin1String("id")), 0, std::numeric_limits<int>::max(), v))
        return fail(Text::tr("'id' is missing or not a non-negative integer"));
    p.id = static_cast<int>(v);
    if (!readInt(o.value(QLatin1String("width")), 1, 10000, v))
        return fail(Text::tr("'width' is missing or not an integer from 1 to 10000"));
    p.width = static_cast<int>(v);
    if (!readInt(o.value(QLatin1String("height")), 1, 10000, v))
        return fail(Text::tr("'height' is missing or not an integer from 1 to 10000"));
    p.height = static_cast<int>(v);
    if (!readInt(o.value(QLatin1String("sourceLength")), 0, 100000000, v))
        return fail(Text::tr("'sourceLength' is missing or not a non-negative integer"));
    p.sourceLength = static_cast<int>(v);

    const QJsonValue seeds = o.value(QLatin1String("sourceSeeds"));
    if (!seeds.isArray())
        return fail(Text::tr("'sourceSeeds' is missing or not a list"));
    const QJsonArray seedList = seeds.toArray();
    for (qsizetype i = 0; i < seedList.size(); ++i) {
        if (!readInt(seedList.at(i), 0, 4294967295.0, v))
            return fail(Text::tr("sourceSeeds[%1] is not an integer from 0 to 4294967295").arg(i));
        p.sourceSeeds.push_back(static_cast<std::uint32_t>(v));
    }

    const QJsonValue filled = o.value(QLatin1String("filled"));
    if (!filled.isArray())
        return fail(Text::tr("'filled' is missing or not a list"));
    const QJsonArray filledList = filled.toArray();
    for (qsizetype i = 0; i < filledList.size(); ++i) {
        Cell c;
        if (!readCell(filledList.at(i), c))
            return fail(Text::tr("filled[%1] is not a cell {\"x\": int, \"y\": int}").arg(i));
        if (c.x < 0 || c.x >= p.width || c.y < 0 || c.y >= p.height)
            return fail(Text::tr("filled[%1] (%2, %3) is off the %4 x %5 board")
                            .arg(i).arg(c.x).arg(c.y).arg(p.width).arg(p.height));
        p.filled.push_back(c);
    }

    const QJsonValue units = o.value(QLatin1String("units"));
    if (!units.isArray() || units.toArray().isEmpty())
        return fail(Text::tr("'units' is missing, not a list or empty"));
    const QJsonArray unitList = units.toArray();
    for (qsizetype i = 0; i < unitList.size(); ++i) {
        if (!unitList.at(i).isObject())
            return fail(Text::tr("units[%1] is not an object").arg(i));
        const QJsonObject u = unitList.at(i).toObject();
        Unit unit;
        if (!readCell(u.value(QLatin1String("pivot")), unit.pivot))
            return fail(Text::tr("units[%1]: 'pivot' is missing or not a cell").arg(i));
        const QJsonValue members = u.value(QLatin1String("members"));
        if (!members.isArray() || members.toArray().isEmpty())
            return fail(Text::tr("units[%1]: 'members' is missing, not a list or empty").arg(i));
        const QJsonArray memberList = members.toArray();
        for (qsizetype j = 0; j < memberList.size(); ++j) {
            Cell c;
            if (!readCell(memberList.at(j), c))
                return fail(Text::tr("units[%1].members[%2] is not a cell").arg(i).arg(j));
            for (const Cell& other : unit.members)
                if (other == c)
                    return fail(Text::tr("units[%1].members[%2] (%3, %4) is listed twice")
                                    .arg(i).arg(j).arg(c.x).arg(c.y));
            unit.members.push_back(c);
        }
        p.units.push_back(std::move(unit));
    }
    return result;
}

ProblemParse loadProblem(const QString& path)
{
    return loadFile<ProblemParse>(path, [&](const std::string& bytes) {
        return parseProblem(QByteArray::fromStdString(bytes), path);
    });
}

} // namespace pb::honeycomb
