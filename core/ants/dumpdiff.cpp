#include "ants/dumpdiff.h"

#include "ants/dump.h"

#include <QCoreApplication>

#include <algorithm>

namespace pb::ants {

namespace {
constexpr int kForgetEvery = 64;  // rounds compared between two forget() calls
}


namespace {

// Translatable texts of this file (lupdate reads the context from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(AntDumpDiff)
};

bool cancelled(const std::atomic<bool>* cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// Splits text into lines (the last line end optional), '\r' dropped, into a kept vector.
void splitLines(std::string_view text, std::vector<std::string_view>& out)
{
    out.clear();
    while (!text.empty()) {
        const size_t nl = text.find('\n');
        std::string_view line = text.substr(0, nl);
        if (line.ends_with('\r'))
            line.remove_suffix(1);
        out.push_back(line);
        if (nl == std::string_view::npos)
            break;
        text.remove_prefix(nl + 1);
    }
}

// Compares two renderings of one round; fills `div` (all but round and line numbers) and
// returns true when they differ.
bool compareRound(const std::vector<std::string_view>& a, const std::vector<std::string_view>& b,
                  int width, Divergence& div, size_t& firstIndex)
{
    const size_t n = std::max(a.size(), b.size());
    int differing = 0;
    for (size_t k = 0; k < n; ++k) {
        const std::string_view la = k < a.size() ? a[k] : std::string_view{};
        const std::string_view lb = k < b.size() ? b[k] : std::string_view{};
        if (la == lb)
            continue;
        if (differing++ == 0) {
            firstIndex = k;
            div.pos = {static_cast<int>(k % static_cast<size_t>(width)),
                       static_cast<int>(k / static_cast<size_t>(width))};
            div.a.assign(la);
            div.b.assign(lb);
        }
    }
    div.cellsDiffering = differing;
    return differing > 0;
}

QString sizeProblem(const QString& a, int wa, int ha, const QString& b, int wb, int hb)
{
    return Text::tr("the worlds differ in size: %1 is %2 x %3 cells, %4 is %5 x %6")
        .arg(a)
        .arg(wa)
        .arg(ha)
        .arg(b)
        .arg(wb)
        .arg(hb);
}

} // namespace

std::vector<CellDifference> differingCells(const std::vector<std::string_view>& a,
                                           const std::vector<std::string_view>& b, int width)
{
    std::vector<CellDifference> out;
    const size_t n = std::max(a.size(), b.size());
    const auto w = static_cast<size_t>(std::max(1, width));
    for (size_t k = 0; k < n; ++k) {
        const std::string_view la = k < a.size() ? a[k] : std::string_view{};
        const std::string_view lb = k < b.size() ? b[k] : std::string_view{};
        if (la != lb)
            out.push_back({{static_cast<int>(k % w), static_cast<int>(k / w)}, std::string(la), std::string(lb)});
    }
    return out;
}

DiffResult firstDivergence(DumpFile& a, DumpFile& b, const std::atomic<bool>* cancel)
{
    DiffResult result;
    if (a.width() != b.width() || a.height() != b.height()) {
        result.problem = sizeProblem(a.name(), a.width(), a.height(), b.name(), b.width(), b.height());
        return result;
    }
    const int width = std::max(1, a.width());
    std::vector<std::string_view> linesA, linesB;
    int j = 0;  // next round of b to look at
    int forgottenA = 0, forgottenB = 0;
    for (int i = 0;; ++i) {
        if (cancelled(cancel))
            return result;
        if (i - forgottenA >= kForgetEvery) {  // compared rounds need not stay in memory
            a.forget(forgottenA, i - 1);
            forgottenA = i;
            if (j > forgottenB) {
                b.forget(forgottenB, j - 1);
                forgottenB = j;
            }
        }
        a.indexUntil(i + 1);
        if (i >= a.roundCount())
            break;
        const int number = a.roundNumber(i);
        // Rounds normally come in increasing order: move along b to the same number.
        for (;;) {
            b.indexUntil(j + 1);
            if (j >= b.roundCount() || b.roundNumber(j) >= number)
                break;
            ++j;
        }
        if (j >= b.roundCount()) {
            if (b.indexed())
                break;
            continue;
        }
        int k = j;
        if (b.roundNumber(j) != number) {
            k = b.indexOfRound(number);  // out of order, or missing in b
            if (k < 0)
                continue;
        }
        ++result.roundsCompared;
        if (a.roundBytes(i) == b.roundBytes(k))
            continue;
        a.lines(i, linesA);
        b.lines(k, linesB);
        Divergence div;
        size_t first = 0;
        if (!compareRound(linesA, linesB, width, div, first))
            continue;  // the same lines with other line ends
        div.round = number;
        div.lineA = a.firstLine(i) + static_cast<qint64>(first);
        div.lineB = b.firstLine(k) + static_cast<qint64>(first);
        result.first = std::move(div);
        return result;
    }
    return result;
}

DiffResult firstDivergence(DumpFile& a, Game live, const std::atomic<bool>* cancel)
{
    DiffResult result;
    if (a.width() != live.width() || a.height() != live.height()) {
        result.problem = sizeProblem(a.name(), a.width(), a.height(), Text::tr("the game"), live.width(),
                                     live.height());
        return result;
    }
    const int width = std::max(1, a.width());
    std::string rendered;
    std::vector<std::string_view> linesA, linesB;
    int forgotten = 0;
    for (int i = 0;; ++i) {
        if (cancelled(cancel))
            return result;
        if (i - forgotten >= kForgetEvery) {
            a.forget(forgotten, i - 1);
            forgotten = i;
        }
        a.indexUntil(i + 1);
        if (i >= a.roundCount())
            break;
        const int number = a.roundNumber(i);
        if (number < live.round())
            continue;  // the game is past it
        if (!live.playUntil(number) || live.round() != number) {
            result.problem = live.error() ? Text::tr("the game stopped before round %1: %2")
                                                .arg(number)
                                                .arg(live.error()->message())
                                          : Text::tr("the game cannot be played on to round %1").arg(number);
            return result;
        }
        rendered.clear();
        for (int y = 0; y < live.height(); ++y) {
            for (int x = 0; x < live.width(); ++x) {
                appendDumpCell(rendered, live, {x, y});
                rendered += '\n';
            }
        }
        ++result.roundsCompared;
        if (a.roundBytes(i) == rendered)
            continue;
        a.lines(i, linesA);
        splitLines(rendered, linesB);
        Divergence div;
        size_t first = 0;
        if (!compareRound(linesA, linesB, width, div, first))
            continue;
        div.round = number;
        div.lineA = a.firstLine(i) + static_cast<qint64>(first);
        div.lineB = 0;
        result.first = std::move(div);
        return result;
    }
    return result;
}

} // namespace pb::ants
