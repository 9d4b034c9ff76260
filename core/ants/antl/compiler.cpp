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

std::vector<int> SourceMap::statesOnLine(int line) const
{
    std::vector<int> out;
    for (int s = 0; s < stateCount(); ++s)
        if (m_at[static_cast<size_t>(s)].line == line)
            out.push_back(s);
    return out;
}

std::vector<int> SourceMap::statesCalledFromLine(int line) const
{
    std::vector<int> out;
    for (int s = 0; s < stateCount(); ++s)
        if (m_callSite[static_cast<size_t>(s)].line == line)
            out.push_back(s);
    return out;
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
