#include "ants/antl/compiler.h"

#include "ants/antl/ast.h"
#include "common/textfile.h"

#include <fmt/format.h>

#include <algorithm>

namespace pb::ants {

SourcePosition SourceMap::positionOf(int state) const
{
    return state >= 0 && state < stateCount() ? m_at[static_cast<size_t>(state)] : SourcePosition{};
}

SourcePosition SourceMap::callSiteOf(int state) const
{
    return state >= 0 && state < stateCount() ? m_callSite[static_cast<size_t>(state)] : SourcePosition{};
}

namespace {
const std::vector<int>& rowOf(const std::vector<std::vector<int>>& index, int line)
{
    static const std::vector<int> kNone;
    return line >= 0 && line < static_cast<int>(index.size()) ? index[static_cast<size_t>(line)] : kNone;
}
} // namespace

const std::vector<int>& SourceMap::statesOnLine(int line) const
{
    return rowOf(m_byLine, line);
}

const std::vector<int>& SourceMap::statesCalledFromLine(int line) const
{
    return rowOf(m_byCallLine, line);
}

void SourceMap::buildIndex()
{
    m_byLine.clear();
    m_byCallLine.clear();
    for (int s = 0; s < stateCount(); ++s) {
        for (auto [index, pos] : {std::pair{&m_byLine, m_at[static_cast<size_t>(s)]},
                                  std::pair{&m_byCallLine, m_callSite[static_cast<size_t>(s)]}}) {
            if (pos.line <= 0)
                continue;
            if (static_cast<int>(index->size()) <= pos.line)
                index->resize(static_cast<size_t>(pos.line) + 1);
            (*index)[static_cast<size_t>(pos.line)].push_back(s);
        }
    }
}

std::string SourceMap::toText() const
{
    std::string out;
    for (int s = 0; s < stateCount(); ++s) {
        const SourcePosition at = m_at[static_cast<size_t>(s)], call = m_callSite[static_cast<size_t>(s)];
        out += fmt::format("{} {}:{}", s, at.line, at.column);
        if (call.line > 0)
            out += fmt::format(" call {}:{}", call.line, call.column);
        out += '\n';
    }
    return out;
}

void SourceMap::append(SourcePosition at, SourcePosition callSite)
{
    m_at.push_back(at);
    m_callSite.push_back(callSite);
}

void SourceMap::swapStates(int a, int b)
{
    std::swap(m_at[static_cast<size_t>(a)], m_at[static_cast<size_t>(b)]);
    std::swap(m_callSite[static_cast<size_t>(a)], m_callSite[static_cast<size_t>(b)]);
}

CompileResult compileBrain(std::string_view source, const QString& fileName)
{
    CompileResult result;
    antl::Program program;
    antl::parse(source, fileName, program, result.diagnostics);
    if (!hasErrors(result.diagnostics)) {
        antl::check(program, fileName, result.diagnostics);
        if (!hasErrors(result.diagnostics))
            antl::generate(program, fileName, result);
    }
    Diagnostics& diags = result.diagnostics;
    std::stable_sort(diags.begin(), diags.end(), [](const Diagnostic& a, const Diagnostic& b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
    // A procedure's body is made once per call: the same problem is reported once.
    diags.erase(std::unique(diags.begin(), diags.end(), [](const Diagnostic& a, const Diagnostic& b) {
                    return a.line == b.line && a.column == b.column && a.severity == b.severity
                        && a.message == b.message;
                }),
                diags.end());
    if (hasErrors(diags)) {
        result.brain = {};
        result.sourceMap = {};
    }
    result.sourceMap.buildIndex();
    return result;
}

CompileResult compileBrainFile(const QString& path)
{
    QString error;
    const auto bytes = readFileBytes(path, &error);
    if (!bytes) {
        CompileResult result;
        result.diagnostics.push_back({Diagnostic::Severity::Error, path, 0, 0, error});
        return result;
    }
    return compileBrain(*bytes, path);
}

} // namespace pb::ants
