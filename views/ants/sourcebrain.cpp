#include "ants/sourcebrain.h"

#include <QCoreApplication>
#include <QStringList>

namespace pb::views {

namespace {
class Text {
    Q_DECLARE_TR_FUNCTIONS(pb::views::SourceBrain)
};
} // namespace

void compileSource(const QString& text, const QString& fileName, pb::ants::BrainParse& parse, SourceBrain& source)
{
    const QByteArray bytes = text.toUtf8();
    const std::string_view view(bytes.constData(), static_cast<size_t>(bytes.size()));
    pb::ants::CompileResult result = pb::ants::compileBrain(view, fileName);
    parse.brain = std::move(result.brain);
    parse.diagnostics = std::move(result.diagnostics);
    source.map = std::move(result.sourceMap);
    source.references = pb::ants::sourceReferences(view);
}

std::vector<int> firstStateOfLines(const pb::ants::SourceMap& map, int lines)
{
    std::vector<int> first(static_cast<size_t>(std::max(lines, 0)), -1);
    for (int line = 1; line <= lines; ++line) {
        const std::vector<int>& states = map.statesOnLine(line);
        if (!states.empty())
            first[static_cast<size_t>(line - 1)] = states.front();
    }
    return first;
}

void sumHeatPerLine(const pb::ants::SourceMap& map, int lines, const std::vector<std::uint32_t>& runs,
                    const std::vector<int>& antsNow, std::vector<std::uint32_t>& lineRuns,
                    std::vector<int>& lineAnts)
{
    lineRuns.clear();
    lineAnts.clear();
    if (!runs.empty())
        lineRuns.assign(static_cast<size_t>(std::max(lines, 0)), 0);
    if (!antsNow.empty())
        lineAnts.assign(static_cast<size_t>(std::max(lines, 0)), 0);
    for (int line = 1; line <= lines; ++line) {
        for (int state : map.statesOnLine(line)) {
            const auto s = static_cast<size_t>(state);
            if (s < runs.size())
                lineRuns[static_cast<size_t>(line - 1)] += runs[s];
            if (s < antsNow.size())
                lineAnts[static_cast<size_t>(line - 1)] += antsNow[s];
        }
    }
}

QString describeStates(const std::vector<int>& states)
{
    if (states.empty())
        return Text::tr("no state");
    if (states.size() == 1)
        return Text::tr("state %1").arg(states.front());
    if (states.back() - states.front() + 1 == static_cast<int>(states.size()))
        return Text::tr("states %1 to %2").arg(states.front()).arg(states.back());
    constexpr size_t kShown = 6;
    QStringList shown;
    for (size_t i = 0; i < states.size() && i < kShown; ++i)
        shown << QString::number(states[i]);
    if (states.size() <= kShown)
        return Text::tr("states %1").arg(shown.join(QStringLiteral(", ")));
    return Text::tr("states %1 and %2 more").arg(shown.join(QStringLiteral(", "))).arg(states.size() - kShown);
}

} // namespace pb::views
