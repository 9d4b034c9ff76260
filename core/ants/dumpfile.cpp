#include "ants/dumpfile.h"

#include "common/textfile.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <charconv>
#include <climits>
#include <cstring>
#include <mutex>

#if defined(__linux__) || defined(__APPLE__)
#include <sys/mman.h>
#include <unistd.h>
#endif
#include <cstdint>

namespace pb::ants {

namespace {

// Translatable texts of this file (lupdate reads the context from the macro).
struct Text {
    Q_DECLARE_TR_FUNCTIONS(AntDumpFile)
};

constexpr std::string_view kRoundPrefix = "After round ";
constexpr std::string_view kRoundSuffix = "...";
constexpr std::string_view kSeedPrefix = "random seed: ";
constexpr std::string_view kCellPrefix = "cell (";

QString quoted(std::string_view text)
{
    constexpr size_t kMax = 80;
    QString s = QString::fromUtf8(text.data(), static_cast<qsizetype>(std::min(text.size(), kMax)));
    if (text.size() > kMax)
        s += QStringLiteral("...");
    return s;
}

// Reads a non-negative decimal number at the front of `s` and drops it; false if there is none.
template <typename T>
bool takeNumber(std::string_view& s, T& value)
{
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end == s.data())
        return false;
    s.remove_prefix(static_cast<size_t>(end - s.data()));
    return true;
}

bool take(std::string_view& s, std::string_view prefix)
{
    if (!s.starts_with(prefix))
        return false;
    s.remove_prefix(prefix.size());
    return true;
}

// "cell (X, Y): " at the front of a line: its coordinates, and the rest in *rest.
bool cellCoordinates(std::string_view line, Pos& pos, std::string_view* rest = nullptr)
{
    if (!take(line, kCellPrefix) || !takeNumber(line, pos.x) || !take(line, ", ")
        || !takeNumber(line, pos.y) || !take(line, "): "))
        return false;
    if (rest)
        *rest = line;
    return true;
}

// "After round N...": N.
bool roundHeader(std::string_view line, int& number)
{
    return take(line, kRoundPrefix) && takeNumber(line, number) && line == kRoundSuffix;
}

// Walks lines over the bytes without copying them.
struct Cursor {
    const char* data = nullptr;
    qint64 size = 0;
    qint64 pos = 0;   // start of the next line
    qint64 line = 1;  // its number

    bool atEnd() const { return pos >= size; }
    // The next line without its line end; `complete` is false when the data ends inside it.
    std::string_view peek(qint64& next, bool& complete) const
    {
        const char* p = data + pos;
        const auto left = static_cast<size_t>(size - pos);
        const char* nl = static_cast<const char*>(std::memchr(p, '\n', left));
        size_t length = nl ? static_cast<size_t>(nl - p) : left;
        complete = nl != nullptr;
        next = pos + static_cast<qint64>(length) + (nl ? 1 : 0);
        if (length > 0 && p[length - 1] == '\r')
            --length;
        return {p, length};
    }
    std::string_view take(bool& complete)
    {
        qint64 next = 0;
        const std::string_view l = peek(next, complete);
        pos = next;
        ++line;
        return l;
    }
};

struct Round {
    qint64 offset;  // first byte of the first cell line
    qint64 end;     // just past the last cell line's line end
    qint64 line;    // line number of the first cell line
    int number;
};

} // namespace

struct DumpFile::Impl {
    QFile file;
    std::string owned;
    const char* data = nullptr;
    bool mapped = false;

    // Gives the pages of a mapped range back to the system: they stay in the page cache and come
    // back from the file when read again, but stop counting as this program's memory. Without
    // this, reading a 1 GB trace once would leave 1 GB resident.
    void release(qint64 from, qint64 to) const
    {
#if defined(__linux__) || defined(__APPLE__)
        if (!mapped || to <= from)
            return;
        const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
        const auto begin = (reinterpret_cast<std::uintptr_t>(data + from) + page - 1) / page * page;
        const auto end = reinterpret_cast<std::uintptr_t>(data + to) / page * page;
        if (end > begin)
            madvise(reinterpret_cast<void*>(begin), end - begin, MADV_DONTNEED);
#else
        (void)from;
        (void)to;
#endif
    }

    qint64 size = 0;
    QString name;
    std::uint32_t seed = 0;
    int width = 0;
    int height = 0;

    mutable std::mutex mutex;  // rounds and problems
    std::vector<Round> rounds;
    Diagnostics problems;
    std::atomic<int> count{0};
    std::atomic<bool> done{false};

    std::mutex scanMutex;  // the scan position; held by whoever indexes
    Cursor scan;

    void report(qint64 line, const QString& message, Diagnostic::Severity severity = Diagnostic::Severity::Error)
    {
        Diagnostic d;
        d.severity = severity;
        d.file = name;
        d.line = static_cast<int>(std::min<qint64>(line, INT_MAX));
        d.message = message;
        std::lock_guard lock(mutex);
        problems.push_back(std::move(d));
    }

    Round roundAt(int i) const
    {
        std::lock_guard lock(mutex);
        return rounds[static_cast<size_t>(i)];
    }

    // Reads the body of round `number` (the cursor is just past its header line, on line
    // headerLine + 1). Adds it when it is whole and reports what is wrong otherwise. Returns
    // the first problem's message (empty when the round is good).
    QString scanRoundBody(Cursor& c, int number, qint64 headerLine)
    {
        const qint64 cells = static_cast<qint64>(width) * height;
        Round r{c.pos, c.pos, c.line, number};
        qint64 k = 0;
        QString problem;
        while (!c.atEnd()) {
            qint64 next = 0;
            bool complete = true;
            const std::string_view line = c.peek(next, complete);
            if (line.empty()) {
                c.pos = next;
                ++c.line;
                break;
            }
            if (line.starts_with(kRoundPrefix))
                break;
            const qint64 lineNo = c.line;
            c.pos = next;
            ++c.line;
            if (problem.isEmpty()) {
                Pos p;
                if (!complete) {
                    problem = Text::tr("the file ends in the middle of a line (truncated?): '%1'")
                                  .arg(quoted(line));
                } else if (!cellCoordinates(line, p)) {
                    problem = Text::tr("not a cell line: '%1'").arg(quoted(line));
                } else if (k >= cells) {
                    problem = Text::tr("round %1 has more than %2 cell lines").arg(number).arg(cells);
                } else if (p.x != static_cast<int>(k % width) || p.y != static_cast<int>(k / width)) {
                    problem = Text::tr("expected cell (%1, %2) here, found '%3'")
                                  .arg(k % width)
                                  .arg(k / width)
                                  .arg(quoted(line));
                }
                if (!problem.isEmpty())
                    report(lineNo, problem);
            }
            ++k;
            r.end = c.pos;
        }
        if (problem.isEmpty() && k != cells) {
            problem = c.atEnd() ? Text::tr("round %1 is cut short: %2 of %3 cell lines (truncated file?)")
                                      .arg(number)
                                      .arg(k)
                                      .arg(cells)
                                : Text::tr("round %1 has %2 cell lines instead of %3")
                                      .arg(number)
                                      .arg(k)
                                      .arg(cells);
            report(headerLine, problem);
        }
        if (problem.isEmpty()) {
            std::lock_guard lock(mutex);
            rounds.push_back(r);
            count.store(static_cast<int>(rounds.size()), std::memory_order_release);
        }
        return problem;
    }

    // Reads the header and the first round.
    bool start(QString* error);

    // Scans from the scan cursor until `target` rounds are known or the data ends.
    void scanUntil(int target, const std::atomic<bool>* cancel,
                   const std::function<void(qint64, qint64)>& progress)
    {
        std::lock_guard scanLock(scanMutex);
        qint64 nextProgress = 0;
        constexpr qint64 kProgressStep = 8 << 20;
        constexpr qint64 kReleaseStep = 32 << 20;
        qint64 released = scan.pos;
        while (count.load(std::memory_order_acquire) < target && !scan.atEnd()) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return;
            if (progress && scan.pos >= nextProgress) {
                progress(scan.pos, size);
                nextProgress = scan.pos + kProgressStep;
            }
            if (scan.pos - released >= kReleaseStep) {
                release(released, scan.pos);
                released = scan.pos;
            }
            bool complete = true;
            const qint64 lineNo = scan.line;
            const std::string_view line = scan.take(complete);
            if (line.empty())
                continue;
            int number = 0;
            if (roundHeader(line, number))
                scanRoundBody(scan, number, lineNo);
            else
                report(lineNo, Text::tr("not part of any round: '%1'").arg(quoted(line)));
        }
        if (scan.atEnd()) {
            if (progress)
                progress(size, size);
            done.store(true, std::memory_order_release);
        }
    }
};

DumpFile::DumpFile() : d(std::make_unique<Impl>()) {}
DumpFile::~DumpFile() = default;

bool DumpFile::open(const QString& path, QString* error)
{
    if (path.endsWith(QLatin1String(".gz"), Qt::CaseInsensitive)) {
        QString why;
        std::optional<std::string> bytes = pb::readFileBytes(path, &why);
        if (!bytes) {
            if (error)
                *error = Text::tr("%1: %2").arg(path, why);
            return false;
        }
        return openBytes(std::move(*bytes), path, error);
    }
    d = std::make_unique<Impl>();
    d->name = path;
    d->file.setFileName(path);
    if (!d->file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = Text::tr("%1: cannot open for reading: %2").arg(path, d->file.errorString());
        return false;
    }
    d->size = d->file.size();
    if (d->size > 0) {
        const uchar* mapped = d->file.map(0, d->size);
        if (!mapped) {
            // Not mappable (a pipe, a special file system): read it instead.
            const QByteArray all = d->file.readAll();
            return openBytes(std::string(all.constData(), static_cast<size_t>(all.size())), path, error);
        }
        d->data = reinterpret_cast<const char*>(mapped);
        d->mapped = true;
    }
    return d->start(error);
}

bool DumpFile::Impl::start(QString* error)
{
    const QString& path = name;
    Impl* const d = this;
    // Parse the header and the first round.
    Cursor& c = d->scan;
    c = Cursor{d->data, d->size, 0, 1};
    bool complete = true;
    std::string_view first;
    if (!c.atEnd()) {
        qint64 next = 0;
        first = c.peek(next, complete);
    }
    if (first.starts_with(kSeedPrefix)) {
        std::string_view rest = first.substr(kSeedPrefix.size());
        std::uint32_t seed = 0;
        if (takeNumber(rest, seed) && rest.empty())
            d->seed = seed;
        else
            d->report(1, Text::tr("cannot read the seed: '%1'").arg(quoted(first)));
        c.take(complete);
    } else {
        d->report(1, Text::tr("no 'random seed:' line at the start; the seed is taken as 0"),
                  Diagnostic::Severity::Warning);
    }
    // Find the first round's header.
    for (;;) {
        if (c.atEnd()) {
            if (error)
                *error = Text::tr("%1:%2: no round in the file").arg(path).arg(c.line);
            return false;
        }
        const qint64 lineNo = c.line;
        const std::string_view line = c.take(complete);
        int number = 0;
        if (line.empty())
            continue;
        if (roundHeader(line, number)) {
            // The world's size: the last cell line of the round (y-major).
            Cursor probe = c;
            Pos last{-1, -1};
            while (!probe.atEnd()) {
                qint64 next = 0;
                bool whole = true;
                const std::string_view l = probe.peek(next, whole);
                if (l.empty() || l.starts_with(kRoundPrefix))
                    break;
                Pos p;
                if (cellCoordinates(l, p))
                    last = p;
                probe.pos = next;
                ++probe.line;
            }
            if (last.x < 0 || last.y < 0) {
                if (error)
                    *error = Text::tr("%1:%2: round %3 has no cell lines").arg(path).arg(lineNo).arg(number);
                return false;
            }
            d->width = last.x + 1;
            d->height = last.y + 1;
            const QString problem = d->scanRoundBody(c, number, lineNo);
            if (!problem.isEmpty()) {
                Diagnostic bad;
                {
                    std::lock_guard lock(d->mutex);
                    bad = d->problems.back();
                }
                if (error)
                    *error = Text::tr("%1:%2: %3").arg(path).arg(bad.line).arg(bad.message);
                return false;
            }
            break;
        }
        d->report(lineNo, Text::tr("not part of any round: '%1'").arg(quoted(line)));
    }
    if (c.atEnd())
        d->done.store(true, std::memory_order_release);
    return true;
}

bool DumpFile::openBytes(std::string bytes, const QString& name, QString* error)
{
    // Keep the bytes, then read them like a mapped file.
    auto impl = std::make_unique<Impl>();
    impl->owned = std::move(bytes);
    d = std::move(impl);
    d->name = name;
    d->data = d->owned.data();
    d->size = static_cast<qint64>(d->owned.size());
    return d->start(error);
}

QString DumpFile::name() const { return d->name; }
std::uint32_t DumpFile::seed() const { return d->seed; }
int DumpFile::width() const { return d->width; }
int DumpFile::height() const { return d->height; }
qint64 DumpFile::sizeBytes() const { return d->size; }

void DumpFile::index(const std::atomic<bool>* cancel, const std::function<void(qint64, qint64)>& progress)
{
    d->scanUntil(INT_MAX, cancel, progress);
}

void DumpFile::indexUntil(int rounds)
{
    if (d->done.load(std::memory_order_acquire) || roundCount() >= rounds)
        return;
    d->scanUntil(rounds, nullptr, {});
}

bool DumpFile::indexed() const { return d->done.load(std::memory_order_acquire); }
int DumpFile::roundCount() const { return d->count.load(std::memory_order_acquire); }
int DumpFile::roundNumber(int i) const { return d->roundAt(i).number; }

int DumpFile::indexOfRound(int round) const
{
    std::lock_guard lock(d->mutex);
    const auto& rs = d->rounds;
    if (rs.empty())
        return -1;
    // Rounds are normally consecutive: try the direct guess first.
    const qint64 guess = static_cast<qint64>(round) - rs.front().number;
    if (guess >= 0 && guess < static_cast<qint64>(rs.size()) && rs[static_cast<size_t>(guess)].number == round)
        return static_cast<int>(guess);
    for (size_t i = 0; i < rs.size(); ++i)
        if (rs[i].number == round)
            return static_cast<int>(i);
    return -1;
}

void DumpFile::lines(int i, std::vector<std::string_view>& out) const
{
    out.clear();
    const Round r = d->roundAt(i);
    Cursor c{d->data, r.end, r.offset, r.line};
    bool complete = true;
    while (!c.atEnd())
        out.push_back(c.take(complete));
}

std::vector<std::string_view> DumpFile::lines(int i) const
{
    std::vector<std::string_view> out;
    out.reserve(static_cast<size_t>(d->width) * static_cast<size_t>(d->height));
    lines(i, out);
    return out;
}

std::string_view DumpFile::roundBytes(int i) const
{
    const Round r = d->roundAt(i);
    return {d->data + r.offset, static_cast<size_t>(r.end - r.offset)};
}

qint64 DumpFile::firstLine(int i) const { return d->roundAt(i).line; }

void DumpFile::forget(int first, int last) const
{
    if (first > last || first < 0 || last >= roundCount())
        return;
    d->release(d->roundAt(first).offset, d->roundAt(last).end);
}

std::vector<CellView> DumpFile::cells(int i, Diagnostics* problems) const
{
    std::vector<CellView> out;
    const Round r = d->roundAt(i);
    Cursor c{d->data, r.end, r.offset, r.line};
    out.reserve(static_cast<size_t>(d->width) * static_cast<size_t>(d->height));
    bool complete = true;
    while (!c.atEnd()) {
        const qint64 lineNo = c.line;
        const std::string_view line = c.take(complete);
        Pos pos;
        CellView cell;
        QString reason;
        if (!parseDumpCell(line, pos, cell, &reason)) {
            cell = CellView{};
            if (problems) {
                Diagnostic diag;
                diag.file = d->name;
                diag.line = static_cast<int>(std::min<qint64>(lineNo, INT_MAX));
                diag.message = reason;
                problems->push_back(std::move(diag));
            }
        }
        out.push_back(std::move(cell));
    }
    return out;
}

Game DumpFile::state(int i) const
{
    return Game::fromCells(d->width, d->height, roundNumber(i), d->seed, cells(i));
}

Diagnostics DumpFile::problems() const
{
    std::lock_guard lock(d->mutex);
    return d->problems;
}

bool parseDumpCell(std::string_view line, Pos& pos, CellView& cell, QString* reason)
{
    auto fail = [&](const QString& why) {
        if (reason)
            *reason = why;
        return false;
    };
    if (line.ends_with('\r'))
        line.remove_suffix(1);
    cell = CellView{};
    std::string_view s;
    if (!cellCoordinates(line, pos, &s))
        return fail(Text::tr("not a cell line: '%1'").arg(quoted(line)));
    if (s == "rock") {
        cell.rock = true;
        return true;
    }
    // N food;
    if (!s.empty() && s.front() >= '0' && s.front() <= '9') {
        if (!takeNumber(s, cell.food) || !take(s, " food; "))
            return fail(Text::tr("cannot read the food in '%1'").arg(quoted(line)));
    }
    if (take(s, "red hill; "))
        cell.hill = Color::Red;
    else if (take(s, "black hill; "))
        cell.hill = Color::Black;
    static constexpr std::string_view kMarks[2] = {"red marks: ", "black marks: "};
    for (int color = 0; color < 2; ++color) {
        if (!take(s, kMarks[color]))
            continue;
        while (!s.empty() && s.front() >= '0' && s.front() < '0' + kMarkers) {
            cell.markers[color] |= 1u << (s.front() - '0');
            s.remove_prefix(1);
        }
        if (!cell.markers[color] || !take(s, "; "))
            return fail(Text::tr("cannot read the markers in '%1'").arg(quoted(line)));
    }
    if (s.empty())
        return true;
    AntView a;
    if (take(s, "red ant of id "))
        a.color = Color::Red;
    else if (take(s, "black ant of id "))
        a.color = Color::Black;
    else
        return fail(Text::tr("unexpected '%1' in '%2'").arg(quoted(s), quoted(line)));
    int food = 0;
    if (!takeNumber(s, a.id) || !take(s, ", dir ") || !takeNumber(s, a.direction) || a.direction > 5
        || !take(s, ", food ") || !takeNumber(s, food) || food > 1 || !take(s, ", state ")
        || !takeNumber(s, a.state) || !take(s, ", resting ") || !takeNumber(s, a.resting) || !s.empty())
        return fail(Text::tr("cannot read the ant in '%1'").arg(quoted(line)));
    a.hasFood = food == 1;
    a.pos = pos;
    cell.ant = a;
    return true;
}

} // namespace pb::ants
